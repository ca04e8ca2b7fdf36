// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/projectchecker.h"
#include "model/generators/scalegenerator.h"

#include "tests/testsupport.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

// The synthetic projects the benchmarks run on: the same seed gives the same rows, and the rows are
// a sound project with everything the product has (states, types, overlaps, Chinese, long items).
class ScaleGeneratorTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sameSeedSameRows();
    void countsAndStates();
    void spansAreSoundAndOnWordEdges();
    void textsLookLikeScarecrow();
    void cancelLeavesNoFile();
    void commandLine();

private:
    // Every row of every data table, as text (the project's created_at setting and the spans' write
    // stamps, which record when the file was made, are left out).
    QByteArray dump(const QString &path);
    qint64 scalar(const QString &sql);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Project> m_project;
    ScaleSummary m_summary;
    const ScaleOptions m_options{500, 4, 2.5, 7};
};

void ScaleGeneratorTest::initTestCase()
{
    m_path = m_dir.filePath(u"scale.errata"_s);
    QString error;
    QVERIFY2(ScaleGenerator::generate(m_path, m_options, &m_summary, &error), qPrintable(error));
    m_project = Project::open(m_path, &error);
    QVERIFY2(m_project, qPrintable(error));
}

qint64 ScaleGeneratorTest::scalar(const QString &sql)
{
    QSqlQuery query(m_project->database().connection());
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

QByteArray ScaleGeneratorTest::dump(const QString &path)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) {
        return error.toUtf8();
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QStringList tables{u"person"_s, u"item"_s, u"item_metadata"_s, u"layer"_s, u"assignment"_s, u"span_link"_s,
                             u"history"_s, u"review_event"_s, u"judgement"_s,
                             // the write time is the one thing a span's row may differ in
                             u"(SELECT id, layer_id, side, begin_offset, end_offset, type_key, severity_key, "
                             u"correction, rationale, review_state FROM span)"_s};
    for (const QString &table : tables) {
        QSqlQuery query(project->database().connection());
        if (!query.exec(u"SELECT * FROM %1 ORDER BY 1, 2"_s.arg(table))) {
            return query.lastError().text().toUtf8();
        }
        while (query.next()) {
            for (int column = 0; column < query.record().count(); ++column) {
                hash.addData(query.value(column).toString().toUtf8() + '\x1f');
            }
        }
    }
    return hash.result().toHex();
}

void ScaleGeneratorTest::sameSeedSameRows()
{
    const ScaleOptions small{40, 3, 3.0, 7};
    ScaleSummary summary;
    QString error;
    const QString a = m_dir.filePath(u"a.errata"_s), b = m_dir.filePath(u"b.errata"_s),
                  c = m_dir.filePath(u"c.errata"_s);
    QVERIFY2(ScaleGenerator::generate(a, small, &summary, &error), qPrintable(error));
    QTest::qWait(5); // a later clock must not change anything
    QVERIFY2(ScaleGenerator::generate(b, small, &summary, &error), qPrintable(error));
    ScaleOptions otherSeed = small;
    otherSeed.seed = 8;
    QVERIFY2(ScaleGenerator::generate(c, otherSeed, &summary, &error), qPrintable(error));
    QCOMPARE(dump(a), dump(b));
    QVERIFY(dump(a) != dump(c));
}

void ScaleGeneratorTest::countsAndStates()
{
    QCOMPARE(scalar(u"SELECT count(*) FROM item"_s), qint64(m_options.items));
    QCOMPARE(scalar(u"SELECT count(*) FROM person WHERE is_annotator = 1 AND is_coordinator = 0"_s),
             qint64(m_options.annotators));
    // Every item is given to every annotator, each with a layer of their own.
    QCOMPARE(scalar(u"SELECT count(*) FROM assignment"_s), qint64(m_options.items * m_options.annotators));
    QCOMPARE(scalar(u"SELECT count(*) FROM layer WHERE kind = 'annotator'"_s),
             qint64(m_options.items * m_options.annotators));
    QCOMPARE(scalar(u"SELECT count(DISTINCT state) FROM assignment"_s), 7); // all of product.md §4
    QCOMPARE(scalar(u"SELECT count(*) FROM span"_s), m_summary.spans);
    // Spans only on annotations someone worked on; their mean is the option's, within sampling noise.
    QCOMPARE(scalar(u"SELECT count(*) FROM span s JOIN layer l ON l.id = s.layer_id JOIN assignment a "
                    u"ON a.item_id = l.item_id AND a.annotator_id = l.person_id WHERE a.state = 'new'"_s),
             0);
    const double worked = double(scalar(u"SELECT count(*) FROM assignment WHERE state <> 'new'"_s));
    QVERIFY2(std::abs(m_summary.spans / worked - m_options.spansPerAnnotation) < 0.25,
             qPrintable(QString::number(m_summary.spans / worked)));
    QVERIFY(scalar(u"SELECT count(*) FROM review_event"_s) > 0);
    QVERIFY(scalar(u"SELECT count(*) FROM judgement WHERE judgement_key = 'rating'"_s) > 0);
    QCOMPARE(scalar(u"SELECT count(*) FROM assignment WHERE state = 'in_review' AND reviewer_id IS NULL"_s), 0);
    for (const QString &key : {u"model"_s, u"top_p"_s, u"temperature"_s, u"frequency_penalty"_s, u"topic"_s}) {
        QCOMPARE(scalar(u"SELECT count(*) FROM item_metadata WHERE meta_key = '%1'"_s.arg(key)),
                 qint64(m_options.items));
    }
}

void ScaleGeneratorTest::spansAreSoundAndOnWordEdges()
{
    const QStringList problems = ProjectChecker::problems(*m_project);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 5).join(u'\n')));
    // Every selectable type of the taxonomy is used.
    QSet<QString> types;
    for (const Span &span : m_project->spans().allSpans()) types.insert(span.typeKey);
    for (const TaxonomyNode *node : m_project->taxonomy().selectableNodes()) {
        QVERIFY2(types.contains(node->key), qPrintable(node->key));
    }
    // Edges fall between words: no letter on both sides of an edge (Chinese characters are words).
    const auto latin = [](QChar c) { return c.isLetter() && c.unicode() < 0x2E80; };
    for (const Item &item : m_project->items().all()) {
        const QString &text = item.generation;
        for (const Span &span : m_project->spans().spansOfItem(item.id)) {
            QVERIFY(span.range.begin < span.range.end);
            QVERIFY(span.range.begin == 0
                    || !(latin(text.at(span.range.begin - 1)) && latin(text.at(span.range.begin))));
            QVERIFY(span.range.end == text.size()
                    || !(latin(text.at(span.range.end - 1)) && latin(text.at(span.range.end))));
        }
    }
    // Spans overlap, within a layer and between annotators.
    QVERIFY(scalar(uR"(SELECT count(*) FROM span a JOIN span b ON a.layer_id = b.layer_id AND a.id < b.id
                       AND a.begin_offset < b.end_offset AND b.begin_offset < a.end_offset)"_s)
            > 0);
    QVERIFY(scalar(uR"(SELECT count(*) FROM span a JOIN layer la ON la.id = a.layer_id JOIN span b
                       JOIN layer lb ON lb.id = b.layer_id AND lb.item_id = la.item_id AND lb.id <> la.id
                       WHERE a.begin_offset < b.end_offset AND b.begin_offset < a.end_offset)"_s)
            > 0);
    QVERIFY(scalar(u"SELECT count(*) FROM span_link"_s) > 0); // Redundant and Self-contradiction antecedents
}

void ScaleGeneratorTest::textsLookLikeScarecrow()
{
    int chinese = 0, long5000 = 0;
    for (const Item &item : m_project->items().all()) {
        const auto hanCount = std::count_if(item.generation.cbegin(), item.generation.cend(),
                                            [](QChar c) { return c.script() == QChar::Script_Han; });
        if (hanCount > 0) {
            ++chinese;
            QVERIFY2(hanCount >= 80 && hanCount <= 145, qPrintable(u"%1: %2"_s.arg(item.externalId).arg(hanCount)));
            continue;
        }
        const qsizetype words = item.generation.split(u' ', Qt::SkipEmptyParts).size();
        if (words == 5000) {
            ++long5000;
        } else {
            QVERIFY2(words >= 80 && words <= 145, qPrintable(u"%1: %2 words"_s.arg(item.externalId).arg(words)));
        }
    }
    QCOMPARE(long5000, 1);                   // one in 500
    QVERIFY(chinese >= 60 && chinese <= 80); // one in seven of 500 is 71 or 72
}

void ScaleGeneratorTest::cancelLeavesNoFile()
{
    const QString path = m_dir.filePath(u"cancelled.errata"_s);
    ScaleSummary summary;
    QString error;
    const auto stopAtOnce = [](qint64, qint64) { return false; };
    QVERIFY(!ScaleGenerator::generate(path, {2500, 2, 1.0, 1}, &summary, &error, stopAtOnce));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(path));
}

void ScaleGeneratorTest::commandLine()
{
    const TestSupport::Run made =
        TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH),
                                {u"--format"_s, u"json"_s, u"generate"_s, u"cli.errata"_s, u"--items"_s, u"30"_s,
                                 u"--annotators"_s, u"2"_s, u"--seed"_s, u"5"_s},
                                m_dir.path());
    QCOMPARE(made.exitCode, 0);
    QVERIFY2(made.out.contains(u"\"items\": 30"_s), qPrintable(made.out));
    const TestSupport::Run info =
        TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), {u"check"_s, u"cli.errata"_s}, m_dir.path());
    QCOMPARE(info.exitCode, 0);
    const TestSupport::Run bad = TestSupport::runProgram(
        TestSupport::built(ERRATA_CLI_PATH), {u"generate"_s, u"bad.errata"_s, u"--preset"_s, u"huge"_s}, m_dir.path());
    QCOMPARE(bad.exitCode, 1);
    QVERIFY(bad.err.contains(u"huge"_s));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(u"bad.errata"_s)));
}

QTEST_GUILESS_MAIN(ScaleGeneratorTest)
#include "scalegenerator_test.moc"
