// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli serve PROJECT and errata-cli links PROJECT: thin adapters. The page's rules live in web/
// (AnnotatorApi asks the model), the links' in the model (WebLinkRepository asks Permissions).
#include "webcommands.h"

#include "clicommands.h"

#include "model/project/project.h"
#include "model/storage/permissions.h"
#include "model/storage/personrepository.h"
#include "model/storage/weblinkrepository.h"
#if ERRATA_WEB
#include "web/weblisten.h"
#include "web/webserver.h"
#endif

#include <cstdio>

using namespace Qt::StringLiterals;

namespace Errata {

int WebCommands::serve(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--listen"_s, u"--tls-cert"_s, u"--tls-key"_s}, &options)) {
        return CliCommands::UserError;
    }
    if (args.size() != 1) return m_cli.userError(tr("serve takes one project file."));
    if (Project::isServerAddress(args.first())) {
        return m_cli.userError(tr("serve works on a project file for now; a team server's project is not served "
                                  "yet (docs/web.md)."));
    }
#if ERRATA_WEB
    QString error;
    const auto listen = WebListen::parse(options.value(u"--listen"_s, u"127.0.0.1:8080"_s),
                                         options.value(u"--tls-cert"_s), options.value(u"--tls-key"_s), &error);
    if (!listen) return m_cli.userError(error);
    auto project = Project::open(args.first(), &error);
    if (!project) return m_cli.userError(error);
    WebServer::Options serverOptions;
    serverOptions.tls = listen->tls();
    WebServer server(*project, serverOptions);
    const quint16 port = listen->start(server, &error);
    if (port == 0) return m_cli.userError(error);
    const QString host = listen->address.protocol() == QAbstractSocket::IPv6Protocol
        ? u"["_s + listen->address.toString() + u"]"_s
        : listen->address.toString();
    m_cli.m_out << tr("Serving %1 at %2://%3:%4/ (stop with Ctrl+C; every saved edit is already in the file).")
                       .arg(project->path(), listen->tls() ? u"https"_s : u"http"_s, host)
                       .arg(port)
                << Qt::endl;
    std::fflush(stdout); // a script that started us reads the address now, not when we stop
    return QCoreApplication::exec() == 0 ? CliCommands::Ok : CliCommands::InternalError;
#else
    return m_cli.userError(tr("This errata-cli was built without the web page: it needs Qt HttpServer with Qt 6.4's "
                              "request API (docs/web.md)."));
#endif
}

int WebCommands::links(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--as"_s, u"--make"_s, u"--revoke"_s, u"--url"_s}, &options)) {
        return CliCommands::UserError;
    }
    if (args.size() != 1) return m_cli.userError(tr("links takes one project file."));
    if (options.contains(u"--make"_s) && options.contains(u"--revoke"_s)) {
        return m_cli.userError(tr("links takes --make or --revoke, not both."));
    }
    QString error;
    auto project = Project::open(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    // Links are the coordinator's, listing them too: the model says so, naming the person's roles.
    if (const QString refusal =
            Permissions::coordinatorRefusal(&project->database(), *actor, tr("manage sign-in links"));
        !refusal.isEmpty()) {
        return m_cli.userError(refusal);
    }
    if (options.contains(u"--make"_s)) {
        return make(*project, *actor, options.value(u"--make"_s),
                    options.value(u"--url"_s, u"http://127.0.0.1:8080"_s));
    }
    if (options.contains(u"--revoke"_s)) return revoke(*project, *actor, options.value(u"--revoke"_s));
    return list(*project);
}

int WebCommands::list(Project &project)
{
    CliTable table({{u"person"_s, tr("Person")}, {u"made"_s, tr("Made")}, {u"revoked"_s, tr("Revoked")}});
    const QHash<qint64, QString> &names = m_cli.sees(project).rosterNames();
    for (const WebLink &link : WebLinkRepository(&project.database()).all()) {
        table.addRow({names.value(link.personId), link.createdAt, link.revokedAt});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int WebCommands::make(Project &project, qint64 actor, const QString &name, const QString &base)
{
    const auto person = project.people().findByName(name);
    if (!person) return m_cli.userError(tr("There is no person \"%1\" in %2.").arg(name, project.path()));
    if (!person->roles.testFlag(Role::Annotator)) {
        return m_cli.userError(tr("%1 is not an annotator: the page is the annotator's part of Errata.").arg(name));
    }
    WebLinkRepository links(&project.database());
    const auto token = links.make(actor, person->id);
    if (!token) return m_cli.userError(links.lastError());
    // The token travels after '#': browsers never send that part, so it reaches no server's or proxy's log.
    QString url = base;
    while (url.endsWith(u'/')) url.chop(1);
    m_cli.m_out << url << "/#t=" << *token << '\n';
    return CliCommands::Ok;
}

int WebCommands::revoke(Project &project, qint64 actor, const QString &name)
{
    const auto person = project.people().findByName(name);
    if (!person) return m_cli.userError(tr("There is no person \"%1\" in %2.").arg(name, project.path()));
    WebLinkRepository links(&project.database());
    const int revoked = links.revoke(actor, person->id);
    if (revoked < 0) return m_cli.userError(links.lastError());
    m_cli.m_out << tr("%n sign-in link(s) of %1 revoked.", nullptr, revoked).arg(name) << '\n';
    return CliCommands::Ok;
}

} // namespace Errata
