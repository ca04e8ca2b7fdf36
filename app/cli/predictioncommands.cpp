// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli predictions import|list, and score: a system's spans against the people's.
#include "predictioncommands.h"

#include "clicommands.h"

#include "model/domain/taxonomy.h"
#include "model/figures/barfigure.h"
#include "model/project/agreementdata.h"
#include "model/project/predictionimport.h"
#include "model/project/project.h"
#include "model/project/systemscores.h"
#include "model/storage/personrepository.h"

#include <QFileInfo>
#include <QGuiApplication>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QVariant low(const ScoreInterval &interval)
{
    return interval ? QVariant(interval->first) : QVariant();
}

QVariant high(const ScoreInterval &interval)
{
    return interval ? QVariant(interval->second) : QVariant();
}

} // namespace

int PredictionCommands::predictions(const QStringList &args)
{
    const QString verb = args.value(0);
    if (verb == "import"_L1) return importFiles(args.mid(1));
    if (verb == "list"_L1) return list(args.mid(1));
    return m_cli.userError(tr("predictions takes import or list: errata-cli predictions import PROJECT --system NAME "
                              "--format jsonl|spans-csv|mqm-tsv FILE…"));
}

int PredictionCommands::importFiles(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--system"_s, u"--format"_s, u"--rater"_s, u"--as"_s}, &options)) {
        return CliCommands::UserError;
    }
    const bool replace = args.removeAll(u"--replace"_s) > 0;
    if (args.size() < 2 || !options.contains(u"--system"_s) || !options.contains(u"--format"_s)) {
        return m_cli.userError(tr("predictions import takes the project file, --system NAME, --format %1 and one or "
                                  "more files.")
                                   .arg(PredictionReader::formats().join(u'|')));
    }
    QString openError;
    auto project = Project::open(args.first(), &openError);
    if (!project) return m_cli.userError(openError);
    QList<PredictionFile> files;
    ImportError error;
    for (const QString &path : args.mid(1)) {
        const std::optional<QByteArray> bytes = readImportFile(path, &error);
        const auto items = bytes
            ? PredictionReader::read(options.value(u"--format"_s), *bytes, path, options.value(u"--rater"_s), &error)
            : std::nullopt;
        if (!items) return m_cli.userError(error.message() + u'\n' + tr("%1 is unchanged.").arg(project->path()));
        files << PredictionFile{path, *items};
    }
    const auto actor = m_cli.importingActor(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    PredictionImport import(*project, options.value(u"--system"_s), replace);
    PredictionImportSummary summary;
    if (!import.run(*actor, files, &summary, &error)) {
        return m_cli.userError(error.message() + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    CliRecord record;
    record.add(u"system"_s, tr("System"), options.value(u"--system"_s));
    record.add(u"items"_s, tr("Items predicted"), summary.items);
    record.add(u"added"_s, tr("New layers"), summary.added);
    record.add(u"unchanged"_s, tr("Unchanged"), summary.unchanged);
    record.add(u"replaced"_s, tr("Replaced"), summary.replaced);
    record.add(u"spans"_s, tr("Spans written"), summary.spans);
    record.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int PredictionCommands::list(const QStringList &args)
{
    if (args.size() != 1) return m_cli.userError(tr("predictions list takes the project file."));
    QString error;
    auto project = m_cli.openToRead(args.first(), &error);
    if (!project) return m_cli.userError(error);
    CliTable table({{u"system"_s, tr("System")}, {u"items"_s, tr("Items")}, {u"spans"_s, tr("Spans")}});
    for (const QString &system : AgreementData::systems(*project, &error)) {
        const QHash<qint64, QList<Span>> layers = AgreementData::predictions(*project, system, &error);
        qint64 spans = 0;
        for (const QList<Span> &layer : layers) spans += layer.size();
        table.addRow({system, layers.size(), spans});
    }
    if (!error.isEmpty()) return m_cli.userError(error);
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

// union | majority:K | gold | a person's name.
std::optional<ScoreReference> PredictionCommands::reference(Project &project, const QString &text)
{
    ScoreReference reference;
    if (text == "union"_L1) return reference;
    if (text == "gold"_L1) {
        reference.kind = ScoreReference::Gold;
        return reference;
    }
    if (text.startsWith("majority:"_L1)) {
        bool ok = false;
        reference.kind = ScoreReference::Majority;
        reference.atLeast = text.mid(9).toInt(&ok);
        if (ok && reference.atLeast >= 1) return reference;
        m_cli.userError(tr("--reference majority:K takes a whole number K, 1 or more."));
        return std::nullopt;
    }
    for (const Person &person : project.people().all()) {
        if (person.name == text) {
            reference.kind = ScoreReference::Person;
            reference.personId = person.id;
            return reference;
        }
    }
    m_cli.userError(
        tr("--reference is union, majority:K, gold or a person's name; there is no person \"%1\".").arg(text));
    return std::nullopt;
}

void PredictionCommands::addRows(CliTable &table, const QString &who, const ScoreTable &scores)
{
    for (const ScoreRow &row : scores.rows) {
        const bool macro = row.key == ScoreRow::MacroKey;
        const auto count = [macro](qint64 value) { return macro ? QVariant() : QVariant(value); };
        table.addRow({who, row.key, scores.items, count(row.counts.truePositives), count(row.counts.falsePositives),
                      count(row.counts.falseNegatives), optional(row.precision), low(row.precisionInterval),
                      high(row.precisionInterval), optional(row.recall), low(row.recallInterval),
                      high(row.recallInterval), optional(row.f1), low(row.f1Interval), high(row.f1Interval)});
    }
}

int PredictionCommands::score(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    const QStringList valued{u"--system"_s, u"--reference"_s, u"--unit"_s, u"--level"_s, u"--where"_s,
                             u"--rounds"_s, u"--seed"_s,      u"-o"_s,     u"--metric"_s};
    if (!m_cli.takeOptions(args, valued, &options)) return CliCommands::UserError;
    const bool baseline = args.removeAll(u"--no-baseline"_s) == 0;
    if (args.size() != 1 || args.first().startsWith(u"--"_s) || (!baseline && !options.contains(u"--system"_s))) {
        return m_cli.userError(tr("score takes one project file, --system NAME and the options --reference "
                                  "union|majority:K|gold|PERSON, --unit token|char, --level 1|2, --where key=value, "
                                  "--rounds N, --seed S, --no-baseline."));
    }
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const std::optional<SystemScoreRequest> request = scoreRequest(*project, options, baseline);
    if (!request) return CliCommands::UserError;
    SystemScoreReport report;
    if (!SystemScores::compute(*project, *request, &report, &error)) return m_cli.userError(error);
    CliTable table({{u"who"_s, tr("Scored")},
                    {u"type"_s, tr("Type")},
                    {u"items"_s, tr("Items")},
                    {u"true_positives"_s, tr("TP")},
                    {u"false_positives"_s, tr("FP")},
                    {u"false_negatives"_s, tr("FN")},
                    {u"precision"_s, tr("P")},
                    {u"precision_low"_s, tr("P low")},
                    {u"precision_high"_s, tr("P high")},
                    {u"recall"_s, tr("R")},
                    {u"recall_low"_s, tr("R low")},
                    {u"recall_high"_s, tr("R high")},
                    {u"f1"_s, tr("F1")},
                    {u"f1_low"_s, tr("F1 low")},
                    {u"f1_high"_s, tr("F1 high")}});
    table.setFullPrecision(true); // scores are for other programs to compute on
    if (report.system) addRows(table, request->system, *report.system);
    for (const ScoreTable &person : report.people)
        addRows(table, m_cli.shownName(*project, person.annotatorId), person);
    if (report.peopleMean) addRows(table, tr("Human (mean)"), *report.peopleMean);
    if (report.system && report.system->items == 0) { // an empty table would look like a result
        m_cli.m_err << tr("Note: no item has both a %1 layer and the reference (check --reference and --where), so "
                          "nothing was scored.")
                           .arg(request->system)
                    << '\n';
    } else if (report.itemsWithoutSystem > 0 && m_cli.m_format == OutputFormat::Text) {
        m_cli.m_err << tr("Note: %1 has no layer on %2 of the items people finished; those are not scored.")
                           .arg(request->system)
                           .arg(report.itemsWithoutSystem)
                    << '\n';
    }
    if (options.contains(u"-o"_s)) return writeFigure(report, *request, options);
    m_cli.nameTypes(table, project->taxonomy());
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

// score -o OUT.png|svg [--metric f1|precision|recall]: the Systems page's bars, the system's intervals as
// whiskers beside the human mean.
int PredictionCommands::writeFigure(const SystemScoreReport &report, const SystemScoreRequest &request,
                                    const QHash<QString, QString> &options)
{
    const QString output = options.value(u"-o"_s), metricName = options.value(u"--metric"_s, u"f1"_s);
    const QStringList metrics{u"precision"_s, u"recall"_s, u"f1"_s};
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (!metrics.contains(metricName) || (suffix != "png"_L1 && suffix != "svg"_L1) || !report.system) {
        return m_cli.userError(tr("score -o takes a .png or .svg file, --system NAME and --metric precision, recall "
                                  "or f1."));
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        return m_cli.userError(tr("PNG and SVG output need the graphical libraries; --format tsv gives the numbers."));
    }
    const QStringList titles{tr("Precision"), tr("Recall"), tr("F1")};
    const int metric = int(metrics.indexOf(metricName));
    const MeasureResult data = SystemScores::figureData(report, request.system, metric);
    BarFigure figure(data, BarFigure::Mode::Grouped, QGuiApplication::font());
    figure.title = tr("%1 of %2 (whiskers: 95% intervals)").arg(titles[metric], request.system);
    figure.valueTitle = titles[metric];
    figure.categoryTitle = request.level == 1 ? tr("Error group") : tr("Error type");
    QString error;
    if (!figure.save(output, &error)) return m_cli.userError(error);
    m_cli.m_out << tr("Wrote %1.").arg(output) << '\n';
    return CliCommands::Ok;
}

// The score options as a request; nullopt when one is wrong (the reason is on stderr).
std::optional<SystemScoreRequest> PredictionCommands::scoreRequest(Project &project,
                                                                   const QHash<QString, QString> &options,
                                                                   bool baseline)
{
    SystemScoreRequest request;
    request.system = options.value(u"--system"_s);
    request.baseline = baseline;
    request.where = options.value(u"--where"_s);
    const QString unit = options.value(u"--unit"_s, u"token"_s), level = options.value(u"--level"_s, u"2"_s);
    bool roundsOk = false, seedOk = false;
    request.options.rounds = options.value(u"--rounds"_s, u"1000"_s).toInt(&roundsOk);
    request.options.seed = options.value(u"--seed"_s, u"1"_s).toULongLong(&seedOk);
    if ((unit != "token"_L1 && unit != "char"_L1) || (level != "1"_L1 && level != "2"_L1) || !roundsOk
        || request.options.rounds < 0 || !seedOk) {
        m_cli.userError(tr("--unit is token or char, --level 1 or 2, --rounds and --seed whole numbers."));
        return std::nullopt;
    }
    request.options.unit = unit == "char"_L1 ? AgreementUnit::Character : AgreementUnit::Token;
    request.level = level.toInt();
    QStringList keys;
    for (const QString &condition : request.where.split(u',', Qt::SkipEmptyParts)) {
        keys << condition.section(condition.contains(u"!="_s) ? u"!="_s : u"="_s, 0, 0).trimmed();
    }
    const auto chosen = reference(project, options.value(u"--reference"_s, u"union"_s));
    if (!chosen || !m_cli.knownMetadataKeys(project, keys)) return std::nullopt;
    request.options.reference = *chosen;
    return request;
}

} // namespace Errata
