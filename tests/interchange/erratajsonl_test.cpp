// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/archivecollector.h"
#include "model/project/archiverestorer.h"
#include "model/interchange/erratajsonl.h"
#include "model/project/spanscsvwriter.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

namespace {
// Restoring into a project adds people and items: a coordinator's work, once the project has one.
qint64 coordinatorOf(Project &project)
{
    for (const Person &person : project.people().all()) {
        if (person.roles.testFlag(Role::Coordinator)) return person.id;
    }
    return 0;
}
} // namespace

namespace {
QByteArray spansCsv(Project &project)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    qint64 rows = 0;
    QString error;
    SpansCsvWriter::write(project, buffer, &rows, &error);
    return buffer.data();
}
} // namespace

// errata-jsonl: lossless export and import of everything a project stores (docs/formats.md).
class ErrataJsonlTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportImportExportIsByteIdentical();
    void offsetsAreCodePoints();
    void reimportAndHalvesChangeNothing();
    void takenSpanIdsAreRenumbered();
    void malformedFilesNameLineAndField_data();
    void malformedFilesNameLineAndField();
    void conflictingItemLeavesProjectUnchanged();
    void surrogatePairEscapesAreRead();

private:
    std::unique_ptr<Project> restoreInto(const QString &name, const QByteArray &jsonl, RestoreSummary *summary);

    QTemporaryDir m_dir;
    QByteArray m_demoExport;
};

void ErrataJsonlTest::initTestCase()
{
    QString error;
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    auto demo = Project::open(path, &error);
    QVERIFY(demo);
    m_demoExport = ErrataJsonl::write(ArchiveCollector::collect(*demo));
}

std::unique_ptr<Project> ErrataJsonlTest::restoreInto(const QString &name, const QByteArray &jsonl,
                                                      RestoreSummary *summary)
{
    ImportError readError;
    const auto archive = ErrataJsonl::read(jsonl, name, &readError);
    if (!archive) {
        qWarning() << readError.message();
        return nullptr;
    }
    QString error;
    const QString path = m_dir.filePath(name);
    auto project =
        QFile::exists(path) ? Project::open(path, &error) : ArchiveRestorer::createProject(path, *archive, &error);
    if (!project || !ArchiveRestorer(*project, coordinatorOf(*project)).restore(*archive, summary, &error)) {
        qWarning() << error;
        return nullptr;
    }
    return project;
}

void ErrataJsonlTest::exportImportExportIsByteIdentical()
{
    RestoreSummary summary;
    auto copy = restoreInto(u"copy.errata"_s, m_demoExport, &summary);
    QVERIFY(copy);
    QCOMPARE(ErrataJsonl::write(ArchiveCollector::collect(*copy)), m_demoExport);

    // The same content seen by a second route: the spans-csv export and the project summaries.
    QString error;
    auto demo = Project::open(m_dir.filePath(u"demo.errata"_s), &error);
    QCOMPARE(spansCsv(*copy), spansCsv(*demo));
    const ProjectSummary a = demo->summary();
    const ProjectSummary b = copy->summary();
    QCOMPARE(b.items, a.items);
    QCOMPARE(b.spans, a.spans);
    QCOMPARE(b.reviewEvents, a.reviewEvents);
    QCOMPARE(b.assignmentsByState, a.assignmentsByState);
    QCOMPARE(b.title, a.title);
    QCOMPARE(summary.newSpans, int(a.spans));
    QCOMPARE(summary.renumberedSpans, 0);
    // The demo has review threads and returns, so the history really travelled.
    QVERIFY(a.reviewEvents > 0);
    QVERIFY(m_demoExport.contains("\"action\":\"return\""));
}

void ErrataJsonlTest::offsetsAreCodePoints()
{
    QString error;
    auto project = Project::create(m_dir.filePath(u"emoji.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                   u"E"_s, &error);
    QVERIFY(project);
    Person ann{0, u"Zoë"_s, Role::Annotator};
    QVERIFY(project->people().add(ann, 0));
    Item item{0, u"e1"_s, u"p"_s, u"😀 ok 😀 bad"_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, 0));
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = ann.id;
    QVERIFY(project->assignments().create(assignment, ann.id));
    Span span;
    span.layerId = *project->spans().annotatorLayer(item.id, ann.id);
    span.range = {9, 12, TextSide::Generation}; // "bad": after two emoji, 9 UTF-16 units
    span.typeKey = u"Incoherent"_s;
    QVERIFY(project->spans().add(span));

    const QByteArray jsonl = ErrataJsonl::write(ArchiveCollector::collect(*project));
    const QJsonObject record = QJsonDocument::fromJson(jsonl.split('\n').at(1)).object();
    const QJsonObject exported = record[u"annotations"_s][0][u"spans"_s][0].toObject();
    // By hand: 😀·␠·o·k·␠·😀·␠·b·a·d = code points 0..9, so "bad" is [7, 10).
    QCOMPARE(exported[u"begin"_s].toInt(), 7);
    QCOMPARE(exported[u"end"_s].toInt(), 10);
    const QList<uint> ucs4 = record[u"text"_s].toString().toUcs4();
    QCOMPARE(QString::fromUcs4(reinterpret_cast<const char32_t *>(ucs4.mid(7, 3).constData()), 3), u"bad"_s);

    RestoreSummary summary;
    auto copy = restoreInto(u"emoji-copy.errata"_s, jsonl, &summary);
    QVERIFY(copy);
    QCOMPARE(copy->spans().allSpans().value(0).range, span.range);
}

void ErrataJsonlTest::reimportAndHalvesChangeNothing()
{
    RestoreSummary summary;
    QVERIFY(restoreInto(u"twice.errata"_s, m_demoExport, &summary));
    auto again = restoreInto(u"twice.errata"_s, m_demoExport, &summary);
    QVERIFY(again);
    QCOMPARE(summary.newItems, 0);
    QCOMPARE(summary.newSpans, 0);
    QCOMPARE(summary.existingAnnotations, summary.items * 10); // ten annotators per demo item
    QCOMPARE(ErrataJsonl::write(ArchiveCollector::collect(*again)), m_demoExport);

    // A file split in two (each half with the header) gives the same project as the whole.
    const QList<QByteArray> lines = m_demoExport.trimmed().split('\n');
    const qsizetype half = lines.size() / 2;
    QByteArray first = lines.first() + '\n', second = lines.first() + '\n';
    for (qsizetype i = 1; i < lines.size(); ++i) {
        (i <= half ? first : second) += lines.at(i) + '\n';
    }
    QVERIFY(restoreInto(u"halves.errata"_s, second, &summary));
    auto halves = restoreInto(u"halves.errata"_s, first, &summary);
    QVERIFY(halves);
    // Items arrive in the other order, so compare item by item rather than whole files.
    const QList<QByteArray> got = ErrataJsonl::write(ArchiveCollector::collect(*halves)).trimmed().split('\n');
    QCOMPARE(QSet<QByteArray>(got.cbegin(), got.cend()), QSet<QByteArray>(lines.cbegin(), lines.cend()));
}

// The same work under other item ids, restored into a project that already holds it: every span id of
// the archive is taken, so every span gets a new one, and the review threads follow their spans.
void ErrataJsonlTest::takenSpanIdsAreRenumbered()
{
    RestoreSummary summary;
    auto base = restoreInto(u"renumber.errata"_s, m_demoExport, &summary);
    QVERIFY(base);
    const qsizetype spans = summary.newSpans;
    QVERIFY(spans > 0);
    // The demo's threads are about whole items: one about a span, from the span's annotator.
    QSqlQuery query(base->database().connection());
    QVERIFY(query.exec(uR"(SELECT s.id, a.id, a.annotator_id FROM span s JOIN layer l ON l.id = s.layer_id
                           JOIN assignment a ON a.item_id = l.item_id AND a.annotator_id = l.person_id
                           ORDER BY s.id LIMIT 1)"_s)
            && query.next());
    ReviewEvent about{0,
                      query.value(1).toLongLong(),
                      query.value(0).toLongLong(),
                      query.value(2).toLongLong(),
                      ReviewEventKind::Comment,
                      u"about this span"_s,
                      {}};
    query.finish();
    QVERIFY(base->reviews().add(about));
    const QByteArray exported = ErrataJsonl::write(ArchiveCollector::collect(*base));
    QByteArray renamed = exported.left(exported.indexOf('\n') + 1);
    for (const QByteArray &line : exported.trimmed().split('\n').mid(1)) {
        QJsonObject record = QJsonDocument::fromJson(line).object();
        record.insert(u"id"_s, u"copy-"_s + record.value(u"id"_s).toString());
        renamed += QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n';
    }
    base.reset();
    auto project = restoreInto(u"renumber.errata"_s, renamed, &summary);
    QVERIFY(project);
    QCOMPARE(summary.newItems, summary.items);
    QCOMPARE(summary.newSpans, int(spans));
    QCOMPARE(summary.renumberedSpans, int(spans));
    query = QSqlQuery(project->database().connection());
    const auto scalar = [&query](const QString &sql) {
        return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
    };
    QCOMPARE(scalar(u"SELECT count(*) FROM span"_s), 2 * spans);
    // Each copied item has the spans of its original, layer by layer.
    QCOMPARE(scalar(uR"(SELECT count(*) FROM (
                          SELECT substr(i.external_id, 6) AS item, p.name, s.side, s.begin_offset, s.end_offset,
                                 s.type_key FROM span s JOIN layer l ON l.id = s.layer_id JOIN item i ON i.id = l.item_id
                          JOIN person p ON p.id = l.person_id WHERE i.external_id LIKE 'copy-%'
                          EXCEPT
                          SELECT i.external_id, p.name, s.side, s.begin_offset, s.end_offset, s.type_key FROM span s
                          JOIN layer l ON l.id = s.layer_id JOIN item i ON i.id = l.item_id
                          JOIN person p ON p.id = l.person_id WHERE i.external_id NOT LIKE 'copy-%'))"_s),
             0);
    // A review event about a span points at a span of its own assignment's layer.
    QCOMPARE(scalar(u"SELECT count(*) FROM review_event WHERE span_id IS NOT NULL"_s), 2);
    QCOMPARE(scalar(uR"(SELECT count(*) FROM review_event r JOIN assignment a ON a.id = r.assignment_id
                        JOIN span s ON s.id = r.span_id JOIN layer l ON l.id = s.layer_id
                        WHERE l.item_id != a.item_id OR l.person_id != a.annotator_id)"_s),
             0);

    // Only some ids taken (the second half's): the first half's spans keep theirs and go in batches, the
    // second half's are numbered by the project one at a time, after the largest id, so none takes an id
    // another span keeps.
    const QList<QByteArray> lines = exported.trimmed().split('\n');
    QByteArray secondHalf = lines.first() + '\n';
    for (qsizetype i = (lines.size() + 1) / 2; i < lines.size(); ++i) secondHalf += lines.at(i) + '\n';
    auto mixed = restoreInto(u"mixed.errata"_s, secondHalf, &summary);
    QVERIFY(mixed);
    const int taken = summary.newSpans;
    QVERIFY(taken > 0 && taken < spans);
    mixed.reset();
    mixed = restoreInto(u"mixed.errata"_s, renamed, &summary);
    QVERIFY(mixed);
    QCOMPARE(summary.newSpans, int(spans));
    QCOMPARE(summary.renumberedSpans, taken);
    query = QSqlQuery(mixed->database().connection());
    QCOMPARE(scalar(u"SELECT count(*) FROM span"_s), spans + taken);
    QCOMPARE(scalar(uR"(SELECT count(*) FROM review_event r JOIN assignment a ON a.id = r.assignment_id
                        JOIN span s ON s.id = r.span_id JOIN layer l ON l.id = s.layer_id
                        WHERE l.item_id != a.item_id OR l.person_id != a.annotator_id)"_s),
             0);
    QCOMPARE(scalar(uR"(SELECT count(*) FROM (
                          SELECT substr(i.external_id, 6) AS item, p.name, s.side, s.begin_offset, s.end_offset,
                                 s.type_key FROM span s JOIN layer l ON l.id = s.layer_id JOIN item i ON i.id = l.item_id
                          JOIN person p ON p.id = l.person_id WHERE i.external_id LIKE 'copy-%'
                          AND substr(i.external_id, 6) IN (SELECT external_id FROM item)
                          EXCEPT
                          SELECT i.external_id, p.name, s.side, s.begin_offset, s.end_offset, s.type_key FROM span s
                          JOIN layer l ON l.id = s.layer_id JOIN item i ON i.id = l.item_id
                          JOIN person p ON p.id = l.person_id WHERE i.external_id NOT LIKE 'copy-%'))"_s),
             0);
}

void ErrataJsonlTest::malformedFilesNameLineAndField_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fragment");
    const QList<QByteArray> lines = m_demoExport.split('\n');
    const QByteArray header = lines.at(0) + '\n';
    QByteArray item = lines.at(1);
    QTest::newRow("0 bytes") << QByteArray() << 0 << u"empty"_s;
    QTest::newRow("truncated") << header + item.left(item.size() / 2) << 2 << u"invalid JSON"_s;
    QTest::newRow("no header") << item + '\n' << 1 << u"(record)"_s;
    QTest::newRow("newer version") << QByteArray(header).replace("\"version\":2", "\"version\":99") << 1
                                   << u"(version)"_s;
    QTest::newRow("unknown state") << header + QByteArray(item).replace("\"state\":\"accepted\"", "\"state\":\"done\"")
                                   << 2 << u"unknown value \"done\""_s;
    const QByteArray outOfRange =
        QByteArray(item).replace(QByteArray("\"begin\":"), QByteArray("\"begin\":9999") + "0");
    QTest::newRow("offset out of range") << header + outOfRange << 2 << u"does not fit"_s;
    QTest::newRow("not UTF-8") << header + "{\"record\":\"item\",\"id\":\"\xff\xfe\"}\n" << 2 << u"UTF-8"_s;
    QTest::newRow("not an object") << header + "[1, 2]\n" << 2 << u"JSON object"_s;
    // Issue #41: Qt's parser stored "a\ud800b" as one other character, the b swallowed.
    QTest::newRow("lone high surrogate") << header + QByteArray(item).replace("\"text\":\"", "\"text\":\"a\\ud800b")
                                         << 2 << u"(text): not valid text"_s;
    QTest::newRow("high surrogate before another escape")
        << header + QByteArray(item).replace("\"text\":\"", "\"text\":\"\\uD800\\u0041") << 2
        << u"(text): not valid text"_s;
    QTest::newRow("lone low surrogate") << header
            + QByteArray(item).replace("\"rationale\":\"", "\"rationale\":\"\\udc00")
                                        << 2 << u"rationale): not valid text"_s;
    QTest::newRow("lone surrogate in a key")
        << header + QByteArray(item).replace(0, 1, "{\"x\\ud800\":1,") << 2 << u"(x\\ud800): not valid text"_s;
}

void ErrataJsonlTest::malformedFilesNameLineAndField()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    ImportError error;
    QVERIFY(!ErrataJsonl::read(bytes, u"bad.jsonl"_s, &error));
    QCOMPARE(error.line, line);
    QVERIFY2(error.message().startsWith(u"bad.jsonl"_s), qPrintable(error.message()));
    QVERIFY2(error.message().contains(fragment), qPrintable(error.message()));
}

void ErrataJsonlTest::conflictingItemLeavesProjectUnchanged()
{
    RestoreSummary summary;
    auto project = restoreInto(u"conflict.errata"_s, m_demoExport, &summary);
    QVERIFY(project);
    project.reset();
    const QString path = m_dir.filePath(u"conflict.errata"_s);
    const QByteArray before = fileHash(path);

    // A new item first (it would be written), then a known item whose text was changed.
    QList<QByteArray> lines = m_demoExport.trimmed().split('\n');
    QByteArray fresh = lines.at(1);
    fresh.replace("\"id\":\"demo-", "\"id\":\"fresh-");
    QByteArray changed = lines.at(2);
    changed.replace("\"text\":\"", "\"text\":\"Changed. ");
    ImportError readError;
    const auto archive = ErrataJsonl::read(lines.at(0) + '\n' + fresh + '\n' + changed + '\n', u"x"_s, &readError);
    QVERIFY2(archive, qPrintable(readError.message()));
    QString error;
    project = Project::open(path, &error);
    QVERIFY(!ArchiveRestorer(*project, coordinatorOf(*project)).restore(*archive, &summary, &error));
    QVERIFY2(error.contains(u"different text"_s), qPrintable(error));
    project.reset();
    QCOMPARE(fileHash(path), before);
}

// What the lone-surrogate refusal must let through: a pair written as two escapes, and an escaped backslash
// followed by "ud800" (text, not an escape).
void ErrataJsonlTest::surrogatePairEscapesAreRead()
{
    const QList<QByteArray> lines = m_demoExport.split('\n');
    const QByteArray item = QByteArray(lines.at(1)).replace("\"text\":\"", "\"text\":\"\\ud83d\\ude00 \\\\ud800 ");
    ImportError error;
    const auto archive = ErrataJsonl::read(lines.at(0) + '\n' + item + '\n', u"ok.jsonl"_s, &error);
    QVERIFY2(archive, qPrintable(error.message()));
    QVERIFY2(archive->items.first().item.generation.startsWith(u"😀 \\ud800 "_s),
             qPrintable(archive->items.first().item.generation.left(12)));
}

QTEST_GUILESS_MAIN(ErrataJsonlTest)
#include "erratajsonl_test.moc"
