// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Machine layers at scale (issue #18): prediction_bench [preset] [dir] [spans]. On a copy of a
// generated preset (made in dir, /tmp/errata-scale by default, when missing), writes a system's JSONL
// of `spans` predicted spans (100,000 by default: each item's first finished layer, moved by one
// character, until there are enough), then times reading and importing it (errata-cli predictions
// import), and scoring the system against the union of the annotators with 1,000 bootstrap rounds
// (errata-cli score --no-baseline); then offers the system's spans as suggestions to a new annotator
// assigned every item (errata-cli suggestions seed) and reports on them (suggestions report). Wall
// and CPU time per step.
#include "model/domain/taxonomyloader.h"
#include "model/generators/scalegenerator.h"
#include "model/interchange/predictionreader.h"
#include "model/project/agreementdata.h"
#include "model/project/predictionimport.h"
#include "model/project/project.h"
#include "model/project/suggestionreport.h"
#include "model/project/suggestionseed.h"
#include "model/storage/assignmentrepository.h"
#include "model/stats/predictionscore.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include <ctime>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

class Step
{
public:
    void report(const QString &name)
    {
        const double cpu = double(std::clock() - m_cpu) * 1000.0 / CLOCKS_PER_SEC;
        out << name.leftJustified(56) << QString::number(double(m_wall.nsecsElapsed()) / 1e6, 'f', 1).rightJustified(10)
            << " ms wall " << QString::number(cpu, 'f', 1).rightJustified(10) << " ms CPU" << Qt::endl;
        m_wall.restart();
        m_cpu = std::clock();
    }

private:
    QElapsedTimer m_wall = [] {
        QElapsedTimer timer;
        timer.start();
        return timer;
    }();
    std::clock_t m_cpu = std::clock();
};

qint64 codePoints(const QString &text, qint64 utf16)
{
    return QStringView(text).left(utf16).toUcs4().size();
}

// One JSONL line per item, from the first finished layer of each item, shifted one character right
// so the system agrees with people partly (as a metric would).
QByteArray systemFile(const QList<AgreementItem> &items, const QHash<qint64, QString> &externalIds, int wanted,
                      int *written)
{
    QByteArray file;
    *written = 0;
    for (const AgreementItem &item : items) {
        if (*written >= wanted || item.layers.isEmpty()) continue;
        QJsonArray spans;
        for (const Span &span : item.layers.first().spans) {
            if (span.range.side != TextSide::Generation || *written >= wanted) continue;
            const qint64 end = std::min<qint64>(span.range.end + 1, item.text.size());
            const qint64 begin = std::min<qint64>(span.range.begin + 1, end - 1);
            if (begin < 0 || begin >= end || item.text.at(begin).isLowSurrogate()
                || item.text.at(end - 1).isHighSurrogate())
                continue;
            spans.append(QJsonObject{{u"begin"_s, codePoints(item.text, begin)},
                                     {u"end"_s, codePoints(item.text, end)},
                                     {u"type"_s, span.typeKey},
                                     {u"confidence"_s, double((span.range.begin * 37) % 100) / 100.0}});
            ++*written;
        }
        file += QJsonDocument(QJsonObject{{u"item"_s, externalIds.value(item.itemId)}, {u"spans"_s, spans}})
                    .toJson(QJsonDocument::Compact)
            + '\n';
    }
    return file;
}

// A new annotator with every item still to do (set up, not measured), then the seeding and the report.
int suggest(Project &project, qint64 coordinator, Step &step)
{
    Person fresh(0, u"fresh annotator"_s, Role::Annotator);
    QList<std::pair<qint64, qint64>> plan;
    QString error;
    if (!project.people().add(fresh, coordinator)) return 1;
    for (const Item &item : project.items().headers()) plan.append({item.id, fresh.id});
    if (!project.assignments().createMany(plan, coordinator)) return 1;
    step.report(u"suggestions: assign %1 items to a new annotator (set-up)"_s.arg(plan.size()));
    SeedSummary seeded;
    if (!SuggestionSeed::seed(project, coordinator, u"bench"_s, {fresh.name}, {}, &seeded, &error)) {
        out << error << Qt::endl;
        return 1;
    }
    step.report(u"suggestions seed: %1 suggestions on %2 items"_s.arg(seeded.suggestions).arg(seeded.assignments));
    const QList<SuggestionTally> rows = SuggestionReport::build(project);
    step.report(u"suggestions report: %1 row(s), %2 offered"_s.arg(rows.size()).arg(rows.value(0).offered));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString preset = args.value(1, u"scarecrow"_s), dir = args.value(2, u"/tmp/errata-scale"_s);
    const int wanted = args.value(3, u"100000"_s).toInt();
    const QString source = dir + u'/' + preset + u".errata"_s;
    QString error;
    Step step;
    if (!QFileInfo::exists(source)) {
        ScaleSummary summary;
        QDir().mkpath(dir);
        if (!ScaleGenerator::generate(source, *ScaleOptions::preset(preset), &summary, &error)) {
            out << "cannot generate " << preset << ": " << error << Qt::endl;
            return 1;
        }
        step.report(u"generate the %1 preset"_s.arg(preset));
    }
    QTemporaryDir temporary;
    const QString path = temporary.filePath(u"bench.errata"_s);
    QFile::copy(source, path);
    auto project = Project::open(path, &error);
    if (!project) {
        out << error << Qt::endl;
        return 1;
    }
    step.report(u"copy and open"_s);
    const QList<AgreementItem> items = AgreementData::finished(*project);
    int written = 0;
    QHash<qint64, QString> externalIds;
    for (const Item &item : project->items().all()) externalIds.insert(item.id, item.externalId);
    const QByteArray jsonl = systemFile(items, externalIds, wanted, &written);
    step.report(u"write the system's JSONL (%1 spans, %2 MB)"_s.arg(written).arg(jsonl.size() / 1e6, 0, 'f', 1));

    qint64 coordinator = 0; // the generator's coordinator imports, as errata-cli --as would have it
    for (const Person &person : project->people().all()) {
        if (person.roles.testFlag(Role::Coordinator)) coordinator = person.id;
    }
    ImportError importError;
    const auto predicted = PredictionReader::read(u"jsonl"_s, jsonl, u"system.jsonl"_s, {}, &importError);
    step.report(u"predictions import: read the file"_s);
    PredictionImportSummary summary;
    if (!predicted
        || !PredictionImport(*project, u"bench"_s, false)
                .run(coordinator, {{u"system.jsonl"_s, *predicted}}, &summary, &importError)) {
        out << importError.message() << Qt::endl;
        return 1;
    }
    step.report(u"predictions import: check and store %1 spans"_s.arg(summary.spans));

    QHash<qint64, QList<Span>> gold;
    const QList<AgreementItem> people = AgreementData::finished(*project, &gold);
    const QHash<qint64, QList<Span>> system = AgreementData::predictions(*project, u"bench"_s);
    step.report(u"score: read the people's and the system's layers"_s);
    ScoreOptions options;
    options.rounds = args.value(4, u"1000"_s).toInt();
    const ScoreTable table =
        PredictionScorer(TypeSelectors::forTaxonomy(project->taxonomy(), 2), options).system(people, gold, system);
    step.report(u"score: %1 items, union reference, %2 bootstrap rounds"_s.arg(table.items).arg(options.rounds));
    out << "micro F1 " << table.rows.at(table.rows.size() - 2).f1.value_or(-1) << Qt::endl;
    return suggest(*project, coordinator, step);
}
