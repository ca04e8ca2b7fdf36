// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli stats / heatmap / bootstrap: the corpus measures of product.md §6 (coverage, count,
// coverage × severity, MQM score, rating) by group and type, as tables and figures.
#include "clicommands.h"

#include "model/domain/metadatafilter.h"
#include "model/project/agreementdata.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/corpustablereader.h"
#include "model/figures/covfigure.h"
#include "model/stats/bootstrap.h"
#include "model/stats/corpusmeasures.h"
#include "model/figures/heatmapfigure.h"

#include <QFile>
#include <QGuiApplication>

#include <QGuiApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant number(double value)
{
    return std::isnan(value) ? QVariant() : QVariant(value);
}

QList<CliTable::Column> groupColumns(const QStringList &keys)
{
    QList<CliTable::Column> columns;
    for (const QString &key : keys) {
        columns << CliTable::Column{key, key};
    }
    if (keys.isEmpty()) {
        columns << CliTable::Column{u"group"_s, CliCommands::tr("Group")};
    }
    return columns;
}

QVariantList groupCells(const QStringList &group)
{
    QVariantList cells;
    for (const QString &value : group) {
        cells << value;
    }
    if (group.isEmpty()) {
        cells << QString();
    }
    return cells;
}

} // namespace

const QStringList CliCommands::MeasureOptionNames{u"--measure"_s, u"--by"_s,        u"--level"_s,    u"--layer"_s,
                                                  u"--ci"_s,      u"--rounds"_s,    u"--seed"_s,     u"--zero-weight"_s,
                                                  u"--where"_s,   u"--leave-out"_s, u"--normalise"_s};

// The options stats, heatmap and bootstrap share; false (after a message) on a bad value.
bool CliCommands::measureOptions(const QHash<QString, QString> &given, QStringList &args, Project &project,
                                 MeasureOptions *options)
{
    const auto measure = corpusMeasureFromKey(given.value(u"--measure"_s, u"coverage"_s));
    if (!measure) {
        userError(tr("--measure must be coverage, count, coverage-severity, mqm, rating or esa, not \"%1\".")
                      .arg(given.value(u"--measure"_s)));
        return false;
    }
    options->measure = *measure;
    const QString level = given.value(u"--level"_s, u"2"_s);
    if (level != "1"_L1 && level != "2"_L1) {
        userError(tr("--level must be 1 or 2, not \"%1\".").arg(level));
        return false;
    }
    options->level = level.toInt();
    if (given.contains(u"--by"_s)) {
        options->groupBy = given.value(u"--by"_s).split(u',', Qt::SkipEmptyParts);
        QStringList keys = options->groupBy;
        keys.removeAll(QString(MeasureOptions::AnnotatorKey));
        if (!knownMetadataKeys(project, keys)) return false;
    }
    const QString ci = given.value(u"--ci"_s, u"bootstrap"_s);
    if (ci != "bootstrap"_L1 && ci != "normal"_L1) {
        userError(tr("--ci must be bootstrap or normal, not \"%1\".").arg(ci));
        return false;
    }
    options->ci = ci == "normal"_L1 ? CiMethod::Normal : CiMethod::Bootstrap;
    bool ok = true;
    options->rounds = given.value(u"--rounds"_s, u"1000"_s).toInt(&ok);
    if (!ok || options->rounds < 1) {
        userError(tr("--rounds must be a positive whole number, not \"%1\".").arg(given.value(u"--rounds"_s)));
        return false;
    }
    options->seed = given.value(u"--seed"_s, u"1"_s).toULongLong(&ok);
    if (!ok) {
        userError(tr("--seed must be a whole number, not \"%1\".").arg(given.value(u"--seed"_s)));
        return false;
    }
    for (const QString &type : given.value(u"--zero-weight"_s).split(u',', Qt::SkipEmptyParts)) {
        options->zeroWeightTypes.insert(type);
    }
    for (const QString &key : given.value(u"--leave-out"_s).split(u',', Qt::SkipEmptyParts)) {
        if (!project.taxonomy().node(key)) {
            userError(
                tr("--leave-out: \"%1\" is no type or group of the taxonomy \"%2\".").arg(key, project.taxonomy().id));
            return false;
        }
        options->leftOut.insert(key);
    }
    const QString normalise = given.value(u"--normalise"_s, u"none"_s);
    if (normalise != "none"_L1 && normalise != "z"_L1) {
        userError(tr("--normalise must be none or z, not \"%1\".").arg(normalise));
        return false;
    }
    options->normalise = normalise == "z"_L1 ? Normalisation::ZPerRater : Normalisation::None;
    options->dropMinorGrammar = args.removeAll(u"--drop-minor-grammar"_s) > 0;
    options->where = given.value(u"--where"_s);
    if (!knownMetadataKeys(project, MetadataFilter(options->where).keys())) return false;
    return chooseLayers(given.value(u"--layer"_s, u"all"_s), project, options);
}

// A misspelt key would group every item under "(none)" and look like a result. The keys are those the
// person asking may see (a blind project hides some from its annotators), and the message names no other.
bool CliCommands::knownMetadataKeys(Project &project, const QStringList &keys)
{
    QStringList known = project.items().metadataKeys();
    const Visibility &rule = sees(project);
    known.removeIf([&](const QString &key) { return rule.hidesKey(key); });
    for (const QString &key : keys) {
        if (!known.contains(key)) {
            userError(
                known.isEmpty()
                    ? tr("No item of %1 has metadata, so there is no \"%2\" to group by.").arg(project.path(), key)
                    : tr("No item of %1 has the metadata key \"%2\"; its keys are: %3.")
                          .arg(project.path(), key, known.join(u", "_s)));
            return false;
        }
    }
    return true;
}

bool CliCommands::chooseLayers(const QString &layer, Project &project, MeasureOptions *options)
{
    if (layer == "all"_L1) {
        options->layers = LayerChoice::Annotators;
        return true;
    }
    if (layer == "gold"_L1) {
        options->layers = LayerChoice::Gold;
        return true;
    }
    options->layers = LayerChoice::Chosen;
    const QList<Person> people = project.people().all();
    const QStringList systems = AgreementData::systems(project);
    for (const QString &name : layer.split(u',', Qt::SkipEmptyParts)) {
        if (name.startsWith("system:"_L1)) { // a system's prediction layers, alone or beside people
            if (!systems.contains(name.mid(7))) {
                userError(tr("--layer: there is no system \"%1\"; the project has: %2.")
                              .arg(name.mid(7), systems.isEmpty() ? tr("none") : systems.join(u", "_s)));
                return false;
            }
            options->annotators.insert(systemLayerId(name.mid(7)));
            continue;
        }
        const auto person =
            std::find_if(people.cbegin(), people.cend(), [&](const Person &p) { return p.name == name; });
        if (person == people.cend()) {
            userError(tr("--layer: there is no annotator \"%1\" in this project.").arg(name));
            return false;
        }
        options->annotators.insert(person->id);
    }
    return true;
}

int CliCommands::stats(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> given;
    if (!takeOptions(args, MeasureOptionNames, &given)) {
        return UserError;
    }
    std::unique_ptr<Project> project;
    CorpusTable table;
    MeasureOptions options;
    if (const int code = openForMeasures(u"stats"_s, args, given, &project, &table, &options); code != Ok) {
        return code;
    }
    const MeasureResult result = CorpusMeasures::compute(table, project->taxonomy(), options);
    CliTable out(groupColumns(options.groupBy)
                 + QList<CliTable::Column>{{u"type"_s, tr("Type")},
                                           {u"measure"_s, tr("Measure")},
                                           {u"mean"_s, tr("Mean")},
                                           {u"sd"_s, tr("SD")},
                                           {u"ci_low"_s, tr("95% CI low")},
                                           {u"ci_high"_s, tr("95% CI high")},
                                           {u"items"_s, tr("Items")},
                                           {u"annotations"_s, tr("Annotations")}});
    out.setFullPrecision(true);
    for (const MeasureCell &cell : result.cells) {
        out.addRow(groupCells(result.groups[cell.group])
                   + QVariantList{result.types[cell.type].key, corpusMeasureKey(options.measure),
                                  cell.items > 0 ? number(cell.mean) : QVariant(),
                                  cell.hasSpread() ? number(cell.sd) : QVariant(),
                                  cell.hasSpread() ? number(cell.low) : QVariant(),
                                  cell.hasSpread() ? number(cell.high) : QVariant(), cell.items, cell.annotations});
    }
    // A bare header row says nothing to someone whose study has not begun: say why the table is empty.
    // Machine formats stay as they were (a header, or an empty array), valid for the programs that read them.
    if (result.cells.isEmpty() && m_format == OutputFormat::Text) {
        m_out << emptyStatsReason(table, options) << '\n';
        return Ok;
    }
    nameTypes(out, project->taxonomy());
    out.print(m_out, m_format);
    return Ok;
}

QString CliCommands::emptyStatsReason(const CorpusTable &table, const MeasureOptions &options)
{
    if (table.items() == 0) return tr("Nothing to show: the project has no texts yet (errata-cli items add).");
    if (table.annotations() == 0) {
        return tr("Nothing to show yet: none of the %n text(s) has an annotation handed in. Measures count work that "
                  "is submitted, in review or accepted.",
                  nullptr, int(table.items()));
    }
    if (!options.where.isEmpty())
        return tr("Nothing to show: no annotated text matches --where %1.").arg(options.where);
    return tr("Nothing to show: no annotation of the chosen layers (--layer) is handed in.");
}

// Opens the project named in args (which must hold nothing else) and reads its corpus table.
int CliCommands::openForMeasures(const QString &command, const QStringList &args, const QHash<QString, QString> &given,
                                 std::unique_ptr<Project> *project, CorpusTable *table, MeasureOptions *options)
{
    QStringList rest = args;
    rest.removeAll(u"--drop-minor-grammar"_s);
    if (rest.size() != 1 || rest.first().startsWith(u"--"_s)) {
        return userError(tr("%1 takes one project file; see errata-cli --help for its options.").arg(command));
    }
    QString error;
    // heatmap and bootstrap ask refusedByCheck() before they write a figure.
    *project = openToRead(rest.first(), &error);
    if (!*project) {
        return userError(error);
    }
    QStringList flags = args;
    if (!measureOptions(given, flags, **project, options)) {
        return UserError;
    }
    if (!CorpusTableReader::load((*project)->database(), table, &error)) {
        m_err << "errata-cli: " << error << '\n';
        return InternalError;
    }
    table->showNames(sees(**project).names());
    return Ok;
}

int CliCommands::bootstrap(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> given;
    if (!takeOptions(args, MeasureOptionNames + QStringList{u"--items"_s, u"-o"_s}, &given)) {
        return UserError;
    }
    std::vector<int> sizes;
    for (const QString &size : given.value(u"--items"_s, u"50"_s).split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        sizes.push_back(size.toInt(&ok));
        if (!ok || sizes.back() < 1) {
            return userError(tr("--items must be positive whole numbers (e.g. 50 or 10,20,50), not \"%1\".").arg(size));
        }
    }
    std::unique_ptr<Project> project;
    CorpusTable table;
    MeasureOptions options;
    if (const int code = openForMeasures(u"bootstrap"_s, args, given, &project, &table, &options); code != Ok) {
        return code;
    }
    const ItemValues values = CorpusMeasures::itemValues(table, project->taxonomy(), options);
    CliTable out(groupColumns(options.groupBy)
                 + QList<CliTable::Column>{{u"type"_s, tr("Type")},
                                           {u"items"_s, tr("Items sampled")},
                                           {u"rounds"_s, tr("Rounds")},
                                           {u"population"_s, tr("Population")},
                                           {u"mean"_s, tr("Mean")},
                                           {u"sd"_s, tr("SD")},
                                           {u"cov"_s, tr("CoV")}});
    out.setFullPrecision(true);
    std::sort(sizes.begin(), sizes.end()); // a curve's points in order
    const std::vector<BootstrapStudyRow> rows = bootstrapStudy(values, sizes, options.rounds, options.seed);
    if (given.contains(u"-o"_s)) {
        if (refusedByCheck()) return UserError;
        QString error;
        if (!CovFigure::build(rows, values, options, QGuiApplication::font()).save(given.value(u"-o"_s), &error))
            return userError(error);
        m_out << tr("Written: %1").arg(given.value(u"-o"_s)) << '\n';
        return Ok;
    }
    for (const BootstrapStudyRow &row : rows) {
        out.addRow(groupCells(values.groups[row.group])
                   + QVariantList{values.types[row.type].key, row.sampleSize, row.rounds, row.population,
                                  row.population > 0 ? number(row.mean) : QVariant(),
                                  row.population > 0 ? number(row.sd) : QVariant(),
                                  row.cov ? number(*row.cov) : QVariant()});
    }
    nameTypes(out, project->taxonomy());
    out.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
