// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logcommand.h"

#include "clicommands.h"

#include "model/domain/storedtime.h"
#include "model/project/actionlogreport.h"
#include "model/project/project.h"
#include "model/project/visibility.h"
#include "model/storage/personrepository.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Errata {

int LogCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    const QStringList valued{u"--item"_s, u"--person"_s, u"-o"_s, u"--threshold"_s, u"--set-fast"_s, u"--as"_s};
    if (!m_cli.takeOptions(args, valued, &options)) return CliCommands::UserError;
    const bool fast = args.removeAll(u"--fast"_s) > 0;
    if (args.size() != 1) {
        return m_cli.userError(tr("log takes the project file, and --item ID, --person NAME, -o LOG.jsonl, --fast "
                                  "[--threshold S] or --set-fast S --as COORDINATOR."));
    }
    if (options.contains(u"--set-fast"_s)) {
        return setFast(args.first(), options.value(u"--set-fast"_s), options.value(u"--as"_s));
    }
    QString error;
    auto project = m_cli.openToRead(args.first(), &error);
    if (!project) return m_cli.userError(error);
    if (fast) return printFast(*project, options.value(u"--threshold"_s));
    qint64 person = 0;
    if (const QString name = options.value(u"--person"_s); !name.isEmpty()) {
        const auto found = project->people().findByName(name);
        if (!found) return m_cli.userError(tr("There is nobody called \"%1\" in %2.").arg(name, args.first()));
        person = found->id;
    }
    const QString item = options.value(u"--item"_s);
    if (options.contains(u"-o"_s)) return writeJsonl(*project, options.value(u"-o"_s), item, person);
    CliTable table({{u"item"_s, tr("Item")},
                    {u"annotator"_s, tr("Annotator")},
                    {u"at"_s, tr("When")},
                    {u"kind"_s, tr("Action")},
                    {u"span"_s, tr("Span")},
                    {u"detail"_s, tr("Detail")}});
    for (const ActionLogEntry &e : ActionLogReport(*project, m_cli.sees(*project)).entries(item, person)) {
        table.addRow({e.item, m_cli.shownName(*project, e.annotatorId), StoredTime::format(e.event.at),
                      actionKindKey(e.event.kind), e.event.spanId == 0 ? QVariant(QString()) : QVariant(e.event.spanId),
                      e.event.detail});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int LogCommand::writeJsonl(Project &project, const QString &path, const QString &item, qint64 person)
{
    if (m_cli.refusedByCheck()) return CliCommands::UserError;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return m_cli.userError(tr("%1 cannot be written: %2").arg(path, file.errorString()));
    }
    const QList<ActionLogEntry> entries = ActionLogReport(project, m_cli.sees(project)).entries(item, person);
    for (const ActionLogEntry &e : entries) {
        QJsonObject line{{u"item"_s, e.item},
                         {u"annotator"_s, m_cli.shownName(project, e.annotatorId)},
                         {u"at"_s, StoredTime::format(e.event.at)},
                         {u"kind"_s, actionKindKey(e.event.kind)}};
        if (e.event.spanId != 0) line.insert(u"span"_s, e.event.spanId);
        if (!e.event.detail.isEmpty()) line.insert(u"detail"_s, e.event.detail);
        file.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    }
    if (!file.commit()) return m_cli.userError(tr("%1 cannot be written: %2").arg(path, file.errorString()));
    m_cli.m_out << tr("Written: %1 (action log entries: %2)").arg(path).arg(entries.size()) << '\n';
    return CliCommands::Ok;
}

int LogCommand::printFast(Project &project, const QString &threshold)
{
    bool ok = true;
    const double limit = threshold.isEmpty() ? ActionLogReport::threshold(project) : threshold.toDouble(&ok);
    if (!ok || !(limit >= 0)) return m_cli.userError(tr("--threshold is a number of seconds per word, 0 or more."));
    CliTable table({{u"item"_s, tr("Item")},
                    {u"annotator"_s, tr("Annotator")},
                    {u"words"_s, tr("Words")},
                    {u"seconds_per_word"_s, tr("Seconds per word")}});
    const QList<FastWork> flagged = ActionLogReport(project, m_cli.sees(project)).fast(limit);
    for (const FastWork &w : flagged) {
        table.addRow({w.item, m_cli.shownName(project, w.annotatorId), qint64(w.words), w.secondsPerWord});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    if (m_cli.m_format == OutputFormat::Text) {
        m_cli.m_out << tr("Assignments handed in faster than %1 s per word: %2.").arg(limit).arg(flagged.size())
                    << '\n';
    }
    return CliCommands::Ok;
}

int LogCommand::setFast(const QString &path, const QString &value, const QString &actAs)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) return m_cli.userError(error);
    const std::optional<qint64> actor = m_cli.actingCoordinator(*project, actAs);
    if (!actor) return CliCommands::UserError;
    bool ok = false;
    const double seconds = value.toDouble(&ok);
    if (!ok || !ActionLogReport::setThreshold(*project, seconds, *actor, &error)) {
        return m_cli.userError(ok ? error : tr("--set-fast is a number of seconds per word, 0 or more."));
    }
    m_cli.m_out << tr("Work handed in faster than %1 s per word is flagged in %2.").arg(seconds).arg(path) << '\n';
    return CliCommands::Ok;
}

} // namespace Errata
