// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpuswriter.h"
#include "model/interchange/scarecrowcsvreader.h"
#include "model/project/scarecrowcsvwriter.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

namespace {

// Everything a project holds that the format carries, one sorted line per item, person, layer and span.
QStringList describe(Project &project)
{
    QStringList lines;
    QHash<qint64, QString> items, people, layers;
    for (const Item &item : project.items().all()) {
        QStringList metadata;
        for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) {
            metadata << it.key() + u'=' + it.value();
        }
        lines << u"item|%1|%2|%3|%4"_s.arg(item.externalId, item.prompt, item.generation, metadata.join(u';'));
        items.insert(item.id, item.externalId);
    }
    for (const Person &person : project.people().all()) {
        lines << u"person|"_s + person.name;
        people.insert(person.id, person.name);
    }
    for (const Layer &layer : project.spans().allLayers()) {
        layers.insert(layer.id, items.value(layer.itemId) + u'|' + people.value(layer.personId));
        lines << u"layer|"_s + layers.value(layer.id);
    }
    for (const Span &span : project.spans().allSpans()) {
        QStringList links;
        for (const SpanLink &link : span.links) {
            links << u"%1:%2:%3-%4"_s.arg(linkKindKey(link.kind), textSideKey(link.range.side))
                         .arg(link.range.begin)
                         .arg(link.range.end);
        }
        lines << u"span|%1|%2|%3-%4|%5|%6|%7|%8"_s.arg(layers.value(span.layerId), textSideKey(span.range.side))
                     .arg(span.range.begin)
                     .arg(span.range.end)
                     .arg(span.typeKey, span.severityKey, span.rationale, links.join(u' '));
    }
    lines.sort();
    return lines;
}

} // namespace

// Export to Scarecrow's grouped_data.csv: what a re-import gives back, and what the format cannot hold.
class ScarecrowCsvExportTest : public QObject
{
    Q_OBJECT

private slots:
    void roundTripGivesAnEqualProject();
    void exportSkipsWhatScarecrowCannotHold();

private:
    std::unique_ptr<Project> importInto(const QString &path, const Corpus &corpus);
    QTemporaryDir m_dir;
};

std::unique_ptr<Project> ScarecrowCsvExportTest::importInto(const QString &path, const Corpus &corpus)
{
    QString error;
    auto project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, corpus, &summary, &error)) {
        qWarning() << error;
        return nullptr;
    }
    return project;
}

void ScarecrowCsvExportTest::roundTripGivesAnEqualProject()
{
    const QString fixture = TestSupport::built(ERRATA_TEST_DATA "/scarecrow/grouped_sample.csv");
    ImportError readError;
    const auto corpus = ScarecrowCsvReader::read(readAll(fixture), fixture, &readError);
    QVERIFY2(corpus, qPrintable(readError.message()));
    auto first = importInto(m_dir.filePath(u"first.errata"_s), *corpus);
    QVERIFY(first);
    // Same base name in another folder, so the re-import names the annotators the same way.
    QVERIFY(QDir(m_dir.path()).mkdir(u"out"_s));
    const QString exported = m_dir.filePath(u"out/grouped_sample.csv"_s);
    QSaveFile out(exported);
    QVERIFY(out.open(QIODevice::WriteOnly));
    ScarecrowCsvSummary summary;
    QString error;
    QVERIFY2(ScarecrowCsvWriter::write(*first, out, &summary, &error), qPrintable(error));
    QVERIFY(out.commit());
    QCOMPARE(summary.rows, 7);
    QCOMPARE(summary.spans, 49);
    QCOMPARE(summary.skippedSpans, 0);
    QCOMPARE(summary.skippedLinks, 0);

    const auto again = ScarecrowCsvReader::read(readAll(exported), exported, &readError);
    QVERIFY2(again, qPrintable(readError.message()));
    auto second = importInto(m_dir.filePath(u"second.errata"_s), *again);
    QVERIFY(second);
    const QStringList original = describe(*first);
    // 7 items + 10 people + 42 layers + 49 spans (README table).
    QCOMPARE(original.size(), 7 + 10 + 42 + 49);
    QCOMPARE(describe(*second), original);
}

void ScarecrowCsvExportTest::exportSkipsWhatScarecrowCannotHold()
{
    QString error;
    const auto taxonomy =
        TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, {u"Vibes"_s}, {}, &error);
    QVERIFY2(taxonomy, qPrintable(error));
    auto project = Project::create(m_dir.filePath(u"skips.errata"_s), *taxonomy, u"T"_s, &error);
    QVERIFY(project);
    Item item{0, u"mine:1"_s, u"The prompt"_s, u"It's a text, with \"quotes\"."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, 0));
    // Four annotators, created out of order: the export sorts them 2, 10, then Adam, Zoë.
    QList<qint64> layers;
    for (const QString &name : {u"Zoë"_s, u"annotator 10 · x"_s, u"Adam"_s, u"annotator 2 · x"_s}) {
        Person person{0, name, Role::Annotator};
        QVERIFY(project->people().add(person, 0));
        Assignment assignment;
        assignment.itemId = item.id;
        assignment.annotatorId = person.id;
        QVERIFY(project->assignments().create(assignment, person.id));
        layers << *project->spans().annotatorLayer(item.id, person.id);
        Span span; // one kept span per annotator, its rationale naming the annotator
        span.layerId = layers.constLast();
        span.range = {0, 4, TextSide::Generation};
        span.typeKey = u"Redundant"_s;
        span.severityKey = u"1"_s;
        span.rationale = name;
        span.links << SpanLink{{5, 9, TextSide::Generation}, LinkKind::Antecedent}
                   << SpanLink{{0, 3, TextSide::Prompt}, LinkKind::Antecedent}; // skipped: the prompt side
        QVERIFY(project->spans().add(span));
    }
    Span prompt; // skipped: on the prompt
    prompt.layerId = layers.first();
    prompt.range = {0, 3, TextSide::Prompt};
    prompt.typeKey = u"Commonsense"_s;
    prompt.severityKey = u"2"_s;
    Span vibes = prompt; // skipped: not a Scarecrow type
    vibes.range.side = TextSide::Generation;
    vibes.typeKey = u"Vibes"_s;
    QVERIFY(project->spans().add(prompt) && project->spans().add(vibes));

    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    ScarecrowCsvSummary summary;
    QVERIFY(ScarecrowCsvWriter::write(*project, buffer, &summary, &error));
    QCOMPARE(summary.rows, 1);
    QCOMPARE(summary.spans, 4);
    QCOMPARE(summary.skippedSpans, 2);
    QCOMPARE(summary.skippedLinks, 4);
    ImportError readError;
    const auto back = ScarecrowCsvReader::read(buffer.data(), u"x.csv"_s, &readError);
    QVERIFY2(back, qPrintable(readError.message()));
    const CorpusItem &entry = back->items.first();
    QCOMPARE(entry.item.externalId, u"scarecrow:mine:1"_s); // no gid: the external id stands in
    QCOMPARE(entry.item.generation, item.generation);
    QStringList order;
    for (const CorpusAnnotation &annotation : entry.annotations) {
        order << annotation.spans.first().rationale;
        QCOMPARE(annotation.spans.first().links,
                 (QList<SpanLink>{{{5, 9, TextSide::Generation}, LinkKind::Antecedent}}));
    }
    QCOMPARE(order, (QStringList{u"annotator 2 · x"_s, u"annotator 10 · x"_s, u"Adam"_s, u"Zoë"_s}));
}

QTEST_GUILESS_MAIN(ScarecrowCsvExportTest)
#include "scarecrowcsvexport_test.moc"
