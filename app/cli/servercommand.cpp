// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "servercommand.h"

#include "clicommands.h"
#include "clioutput.h"

#include "model/project/project.h"
#include "model/project/serveradmin.h"
#include "model/storage/itemrepository.h"
#include "model/storage/serverdialect.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace Errata {

int ServerCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    const QString verb = args.isEmpty() ? QString() : args.takeFirst();
    if (verb == "init"_L1) return init(args);
    if (verb == "push"_L1 || verb == "pull"_L1) return transfer(verb, args);
    if (verb == "login"_L1) return login(args);
    if (verb == "secure"_L1) return secure(args);
    return m_cli.userError(tr("server takes init, push, pull, login or secure: errata-cli server init "
                              "postgresql://HOST/DB --title T --coordinator NAME"));
}

// The same project as init makes in a file, in the server's database; the title defaults to the
// database's name, since a URL has no file name to take it from.
int ServerCommand::init(const QStringList &arguments)
{
    QStringList args = arguments;
    const auto url = std::find_if(args.cbegin(), args.cend(), ServerDialect::isServerUrl);
    if (url == args.cend()) {
        return m_cli.userError(tr("server init takes the server's address, e.g. errata-cli server init "
                                  "postgresql://host/study --title T --coordinator NAME"));
    }
    if (!std::any_of(args.cbegin(), args.cend(), [](const QString &a) { return a.startsWith(u"--title"_s); })) {
        args << u"--title"_s << QUrl(*url).path().mid(1);
    }
    // Asked first, so that a role that may not set the permissions up is told before anything is tried. The
    // schema, settings, coordinator and permissions are then one transaction (ProjectSetup::create).
    if (const QString refusal = ServerAdmin::setUpRefusal(*url); !refusal.isEmpty()) return m_cli.userError(refusal);
    return m_cli.init(args);
}

// server login URL PERSON --login ROLE: the person signs in as the PostgreSQL role ROLE from now on.
int ServerCommand::login(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--login"_s}, &options)) return CliCommands::UserError;
    if (args.size() != 2 || !ServerDialect::isServerUrl(args.first()) || options.value(u"--login"_s).isEmpty()) {
        return m_cli.userError(tr("server login takes the server, a person and their PostgreSQL role: errata-cli "
                                  "server login postgresql://host/study \"Ann Lee\" --login ann"));
    }
    QString error, replaced;
    if (!ServerAdmin::addLogin(args.at(0), args.at(1), options.value(u"--login"_s), &error, &replaced)) {
        return m_cli.userError(error);
    }
    CliRecord record;
    record.add(u"person"_s, tr("Person"), args.at(1));
    record.add(u"login"_s, tr("Signs in as"), options.value(u"--login"_s));
    // A login names one person: giving it to another takes it from the first, who can no longer sign in with it.
    if (!replaced.isEmpty()) {
        record.add(u"replaced_person"_s, tr("Until now the login of"), replaced);
        m_cli.m_err << tr("Note: %1 was %2's login until now; %2 no longer signs in with it.")
                           .arg(options.value(u"--login"_s), replaced)
                    << '\n';
    }
    record.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

// server secure URL: the permissions as this build sets them up, on a server an earlier build set up.
int ServerCommand::secure(const QStringList &args)
{
    if (args.size() != 1 || !ServerDialect::isServerUrl(args.first())) {
        return m_cli.userError(tr("server secure takes the server, as its owner: errata-cli server secure "
                                  "postgresql://owner@host/study"));
    }
    QString error;
    if (!ServerAdmin::secure(args.first(), &error)) return m_cli.userError(error);
    CliRecord record;
    record.add(u"secured"_s, tr("Permissions set up on"), ServerDialect::displayName(args.first()));
    record.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int ServerCommand::transfer(const QString &verb, const QStringList &args)
{
    if (args.size() != 2) {
        return m_cli.userError(verb == "push"_L1
                                   ? tr("server push takes a project file and a server: errata-cli server push "
                                        "study.errata postgresql://host/study")
                                   : tr("server pull takes a server and a new project file: errata-cli server pull "
                                        "postgresql://host/study study.errata"));
    }
    QString error;
    const bool ok = verb == "push"_L1 ? ServerAdmin::push(args.at(0), args.at(1), &error)
                                      : ServerAdmin::pull(args.at(0), args.at(1), &error);
    if (!ok) return m_cli.userError(error);
    QString openError;
    auto project = Project::openReadOnly(args.at(1), &openError);
    if (!project) return m_cli.userError(openError);
    CliRecord record;
    record.add(verb == "push"_L1 ? u"pushed"_s : u"pulled"_s, verb == "push"_L1 ? tr("Pushed") : tr("Pulled"),
               ServerDialect::displayName(args.at(0)));
    record.add(u"to"_s, tr("To"), project->path());
    record.add(u"items"_s, tr("Items"), project->items().count());
    record.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
