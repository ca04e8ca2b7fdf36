// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clioutput.h"
#include "commandregistry.h"

#include "model/interchange/corpus.h"
#include "model/project/visibility.h"
#include "model/stats/corpusmeasures.h"
#include "model/stats/heatmap.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <optional>

namespace Errata {

class CheckedOutput;
class Project;
struct ImportSummary;
class Taxonomy;

// errata-cli: the batch half of Errata. Exit codes: 0 ok, 1 user error (message on stderr),
// 2 internal error.
class CliCommands
{
    Q_DECLARE_TR_FUNCTIONS(CliCommands)
public:
    enum ExitCode { Ok = 0, UserError = 1, InternalError = 2 };

    // checked: the device under out, when it is a CheckedOutput (errata-cli's own standard output).
    CliCommands(QTextStream &out, QTextStream &err, CheckedOutput *checked = nullptr);
    ~CliCommands();
    int run(const QStringList &arguments);
    // Every command, registered once (commandtable.cpp): read through CommandRegistry (commandregistry.h).
    static const QList<CliCommand> &commandTable();

    // What a command's handler may use (commandtable.cpp): a command that needs no more is no friend.
    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    OutputFormat outputFormat() const { return m_format; }
    bool keysOnly() const { return m_keys; } // --keys: type keys, not names, in text output too
    // The message on stderr ("errata-cli: …"); returns UserError.
    int userError(const QString &message);
    // Moves "--name value" / "--name=value" options out of args; false (said on stderr) for one without its value.
    bool takeOptions(QStringList &args, const QStringList &valued, QHash<QString, QString> *options);
    // What the person asking may see (Visibility); for the file's owner, everything.
    const Visibility &sees(Project &project);
    // A person as the one asking calls them (A1, … in an anonymous study); by name for the model's
    // rows that carry only a name (a name no person has, such as a system's layer, is kept); roster:
    // in a coordinator's own view (Visibility::rosterNames).
    QString shownName(Project &project, qint64 personId);
    QString shownName(Project &project, const QString &name, bool roster = false);
    // For a command whose only output is m_out: its integrity check runs beside it (CheckedOutput).
    std::unique_ptr<Project> openToRead(const QString &path, QString *error);
    // Before such a command writes a file: waits for that check; true when it refused the project (run() says why).
    bool refusedByCheck();

private:
    int dispatch(const QStringList &arguments);
    // Ok, or the refusal of a printing command to someone who may not see what it prints (viewergate.cpp).
    int askVisibility(const CliCommand &command, QStringList &args);
    // Who a printing command acts for: a person (and a line for stderr saying why them), or a refusal;
    // neither: the file's owner, who sees everything.
    struct Asker
    {
        std::optional<Person> person;
        QString note;
        QString refusal;
    };
    Asker whoAsks(Project &project, const QString &asName);
    int init(const QStringList &args);
    int info(const QStringList &args);
    int check(const QStringList &args);
    int demo(const QStringList &args);
    int agreement(const QStringList &args);
    // The taxonomy's type names (in the interface language) in place of its keys in `table`'s "type"
    // column, in text for people; --keys keeps the keys, as TSV and JSON always do.
    void nameTypes(CliTable &table, const Taxonomy &taxonomy) const;
    // Each type key's name, as the window says it (for figures, which are for people); empty with --keys.
    QHash<QString, QString> typeNames(const Taxonomy &taxonomy) const;
    int import(const QStringList &args);
    int exportProject(const QStringList &args);
    int importArchives(const QStringList &args, bool dryRun, const QString &actAs);
    int package(const QStringList &args);
    int reviewStatus(const QStringList &args);
    int discardsByReason(Project &project);
    int reviewerAgreement(Project &project);
    int history(const QStringList &args);
    int packageSplit(const QStringList &args);
    int packageMerge(const QStringList &args);
    int packageConflicts(const QStringList &args);
    int packageSplitAll(const QStringList &args, const QString &folder, const QString &actAs);
    int packageMergeFolder(const QString &projectPath, const QString &folder, const QString &actAs);
    int generate(const QStringList &args);
    int backup(const QStringList &args);
    int restore(const QStringList &args);
    int writeImport(const QString &projectPath, const QString &format, const QList<Corpus> &corpora,
                    const QStringList &types, const QStringList &severities, bool dryRun, const QString &actAs);
    int printItemsAdded(const QString &projectPath, const ImportSummary &total, bool dryRun);
    int stats(const QStringList &args);
    static QString emptyStatsReason(const CorpusTable &table, const MeasureOptions &options);
    int heatmap(const QStringList &args);
    int bootstrap(const QStringList &args);
    static const QStringList MeasureOptionNames;
    bool measureOptions(const QHash<QString, QString> &given, QStringList &args, Project &project,
                        MeasureOptions *options);
    bool chooseLayers(const QString &layer, Project &project, MeasureOptions *options);
    bool knownMetadataKeys(Project &project, const QStringList &keys);
    int openForMeasures(const QString &command, const QStringList &args, const QHash<QString, QString> &given,
                        std::unique_ptr<Project> *project, CorpusTable *table, MeasureOptions *options);
    int writeHeatmap(const Heatmap &map, const QString &output, const QString &suffix);
    int writeHeatmapPanels(const QList<Heatmap> &maps, const QString &title, const QString &split,
                           const QString &output, const QString &suffix);
    int qualification(const QStringList &args);
    int markTraining(Project &project, qint64 actor, const QStringList &items, const QHash<QString, QString> &options);
    int scoreQualification(Project &project, qint64 actor, const QHash<QString, QString> &options);
    int qualityControl(const QStringList &args);
    int annotators(const QStringList &args);
    std::optional<qint64> actingCoordinator(Project &project, const QString &name);
    std::optional<qint64> importingActor(Project &project, const QString &name);
    // On a team server: the signed-in person, unless --as names someone else (refused).
    std::optional<qint64> signedInActor(Project &project, qint64 signedIn, const QString &name);
    std::optional<qint64> itemByExternalId(Project &project, const QString &externalId);
    int usage(int code);
    int commandUsage(const QString &command);
    // The global options before the command: --format (unless the command reads its own), --keys.
    bool takeGlobalOptions(QStringList &args);
    // A line beside a command's table: under it in text, on stderr for TSV and JSON (which stay parseable).
    void note(const QString &line);
    // For a statistic: who a coordinator excluded from the analyses, and why (AnalysisExclusions); empty
    // for other commands or when nobody is. Read from the project askVisibility opened.
    QString exclusionNote(const QString &command);

    int items(const QStringList &args);

    // The study commands (studycommands.h) share the options, messages and output of the others.
    friend class PeopleCommand;
    friend class ServerCommand;
    friend class AssignCommands;
    friend class InstructionsCommand;
    friend class StudySettingsCommand;
    friend class ExcludeCommand;
    friend class PredictionCommands;
    friend class SuggestionCommands;
    friend class MetricCommands;
    friend class AuthorshipCommand;
    friend class DatasetStatsCommand;
    friend class TaskExportCommand;
    friend class LengthsCommand;
    friend class RatingsCommand;
    friend class SignificanceCommand;
    friend class LogCommand;
    friend class LayerStatsCommands;
    friend class WebCommands;

    QTextStream &m_out;
    QTextStream &m_err;
    CheckedOutput *m_checked;
    OutputFormat m_format = OutputFormat::Text;
    std::optional<Visibility> m_sees; // the person asking (askVisibility), or the file's owner (sees())
    std::unique_ptr<Project> m_open;  // the project askVisibility opened, for the command to use (openToRead)
    QString m_openPath;
    QHash<QString, qint64> m_idsByName; // shownName(name)
    bool m_keys = false;                // --keys: type keys, not names, in text output too
};

} // namespace Errata
