// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli package split|merge|conflicts: offline work packages (model/interchange/workpackage.h).
#include "clicommands.h"

#include "model/project/packagebatch.h"
#include "model/project/workpackage.h"
#include "model/project/project.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {

int CliCommands::package(const QStringList &arguments)
{
    QStringList args = arguments;
    const QString action = args.isEmpty() ? QString() : args.takeFirst();
    if (action == "split"_L1) return packageSplit(args);
    if (action == "merge"_L1) return packageMerge(args);
    if (action == "conflicts"_L1) return packageConflicts(args);
    return userError(tr("package needs split, merge or conflicts."));
}

int CliCommands::packageSplit(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--annotator"_s, u"-o"_s, u"--as"_s}, &options)) {
        return UserError;
    }
    const QString output = options.value(u"-o"_s);
    if (args.removeAll(u"--all"_s) > 0) return packageSplitAll(args, output, options.value(u"--as"_s));
    if (args.size() != 1 || output.isEmpty() || options.value(u"--annotator"_s).isEmpty()) {
        return userError(tr("package split takes the project file, --annotator NAME (or --all) and -o "
                            "PACKAGE.errata (a folder with --all)."));
    }
    QString error;
    auto home = Project::open(args.first(), &error);
    if (!home) {
        return userError(error);
    }
    const auto actor = importingActor(*home, options.value(u"--as"_s));
    if (!actor) {
        return UserError;
    }
    // A second round may go where the first went: a package whose work is merged is replaced, and said so.
    const PackageSlot slot = PackageBatch::slotAt(*home, *actor, output, &error);
    if (slot == PackageSlot::Taken) return userError(error + u'\n' + tr("%1 is unchanged.").arg(args.first()));
    if (slot == PackageSlot::Merged) Project::removeFiles(output);
    SplitSummary summary;
    auto package = WorkPackage::split(*home, *actor, options.value(u"--annotator"_s), output, &summary, &error);
    if (!package) {
        return userError(error);
    }
    CliRecord record;
    record.add(u"package"_s, tr("Package"), output);
    record.add(u"annotator"_s, tr("Annotator"), options.value(u"--annotator"_s));
    record.add(u"items"_s, tr("Items"), summary.items);
    record.add(u"spans"_s, tr("Spans"), summary.spans);
    record.add(u"replaced"_s, tr("Replaced"), slot == PackageSlot::Merged); // a merged package
    record.print(m_out, m_format);
    return Ok;
}

int CliCommands::packageMerge(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--as"_s}, &options)) {
        return UserError;
    }
    if (args.size() != 2) {
        return userError(tr("package merge takes the project file and a package file, or a folder of them."));
    }
    if (QFileInfo(args.at(1)).isDir()) return packageMergeFolder(args.at(0), args.at(1), options.value(u"--as"_s));
    QString error;
    auto home = Project::open(args.at(0), &error);
    auto package = home ? Project::open(args.at(1), &error) : nullptr;
    const auto actor = package ? importingActor(*home, options.value(u"--as"_s)) : std::optional<qint64>(0);
    if (!actor) {
        return UserError;
    }
    MergeSummary summary;
    if (!package || !WorkPackage::merge(*home, *actor, *package, &summary, &error)) {
        return userError(error + u'\n' + tr("Nothing was merged; %1 is unchanged.").arg(args.at(0)));
    }
    CliRecord record;
    record.add(u"project"_s, tr("Project"), args.at(0));
    record.add(u"spans_added"_s, tr("Spans added"), summary.spansAdded);
    record.add(u"spans_changed"_s, tr("Spans changed"), summary.spansChanged);
    record.add(u"spans_removed"_s, tr("Spans removed"), summary.spansRemoved);
    record.add(u"judgements_changed"_s, tr("Judgements changed"), summary.judgementsChanged);
    record.add(u"states_changed"_s, tr("States changed"), summary.statesChanged);
    record.add(u"history_entries"_s, tr("Workflow steps"), summary.historyEntries);
    record.add(u"review_events"_s, tr("Thread replies"), summary.reviewEvents);
    record.add(u"seconds_added"_s, tr("Time added (s)"), summary.secondsAdded);
    record.add(u"conflicts"_s, tr("Conflicts (both kept)"), summary.conflicts);
    record.print(m_out, m_format);
    return Ok;
}

// package split PROJECT --all -o FOLDER: one package per annotator with work to do.
int CliCommands::packageSplitAll(const QStringList &args, const QString &folder, const QString &actAs)
{
    if (args.size() != 1 || folder.isEmpty()) {
        return userError(tr("package split --all takes the project file and -o FOLDER."));
    }
    QString error;
    auto home = Project::open(args.first(), &error);
    const auto actor = home ? importingActor(*home, actAs) : std::nullopt;
    if (!home || !actor) return home ? UserError : userError(error);
    QList<BatchSplit> done;
    if (!PackageBatch::splitAll(*home, *actor, folder, &done, &error)) {
        return userError(error + u'\n' + tr("%1 is unchanged.").arg(args.first()));
    }
    CliTable table({{u"annotator"_s, tr("Annotator")},
                    {u"package"_s, tr("Package")},
                    {u"items"_s, tr("Items")},
                    {u"spans"_s, tr("Spans")},
                    {u"replaced"_s, tr("Replaced a merged package")}});
    for (const BatchSplit &entry : std::as_const(done)) {
        table.addRow({entry.annotator, entry.path, entry.summary.items, entry.summary.spans,
                      entry.replaced ? tr("yes") : tr("no")});
    }
    table.print(m_out, m_format);
    return Ok;
}

// package merge PROJECT FOLDER: every returned package at once, with what each brought back.
int CliCommands::packageMergeFolder(const QString &projectPath, const QString &folder, const QString &actAs)
{
    QString error;
    auto home = Project::open(projectPath, &error);
    const auto actor = home ? importingActor(*home, actAs) : std::nullopt;
    if (!home || !actor) return home ? UserError : userError(error);
    QList<BatchMerge> done;
    if (!PackageBatch::mergeFolder(*home, *actor, folder, &done, &error)) {
        return userError(error + u'\n' + tr("%1 is unchanged.").arg(projectPath));
    }
    CliTable table({{u"package"_s, tr("Package")},
                    {u"annotator"_s, tr("Annotator")},
                    {u"spans_added"_s, tr("Spans added")},
                    {u"spans_changed"_s, tr("Spans changed")},
                    {u"spans_removed"_s, tr("Spans removed")},
                    {u"states_changed"_s, tr("States changed")},
                    {u"conflicts"_s, tr("Conflicts (both kept)")}});
    for (const BatchMerge &entry : std::as_const(done)) {
        const MergeSummary &m = entry.summary;
        table.addRow({QFileInfo(entry.path).fileName(), entry.owner, m.spansAdded, m.spansChanged, m.spansRemoved,
                      m.statesChanged, m.conflicts});
    }
    table.print(m_out, m_format);
    return Ok;
}

int CliCommands::packageConflicts(const QStringList &args)
{
    if (args.size() != 1) {
        return userError(tr("package conflicts takes the project file."));
    }
    QString error;
    auto home = openToRead(args.first(), &error);
    if (!home) {
        return userError(error);
    }
    CliTable table({{u"id"_s, tr("Id")},
                    {u"item"_s, tr("Item")},
                    {u"annotator"_s, tr("Annotator")},
                    {u"field"_s, tr("Field")},
                    {u"home_span"_s, tr("Span here")},
                    {u"package_span"_s, tr("Span from package")},
                    {u"note"_s, tr("Note")}});
    for (const OpenConflict &open : WorkPackage::openConflicts(*home)) {
        table.addRow({open.conflict.id, open.item, shownName(*home, open.annotator, true), open.conflict.field,
                      open.conflict.homeSpanId, open.conflict.packageSpanId, open.conflict.note});
    }
    table.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
