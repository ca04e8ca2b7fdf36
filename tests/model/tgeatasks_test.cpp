// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TGEA's benchmark files (export --task): the split's sizes by hand, stored once and kept (a different
// ratio refused with the file unchanged, a later text given a part), and each task's rows on hand-made
// annotations whose tags, targets and offsets are worked out below.
#include "model/domain/taxonomyloader.h"
#include "model/interchange/tgeareader.h"
#include "model/project/corpuswriter.h"
#include "model/project/datasetsplit.h"
#include "model/project/project.h"
#include "model/project/tgeatasks.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

TextRange at(qsizetype begin, qsizetype end)
{
    return {begin, end, TextSide::Generation};
}

TgeaRecord record(const QString &id, const QString &text, QList<TgeaRecord::Error> errors)
{
    TgeaRecord r;
    r.externalId = u"tgea:"_s + id;
    r.text = text;
    r.erroneous = !errors.isEmpty();
    r.errors = std::move(errors);
    return r;
}

QList<QJsonObject> rowsOf(const QString &task, const QList<TgeaRecord> &records, qint64 *skipped)
{
    qint64 count = 0;
    QList<QJsonObject> rows;
    for (const QByteArray &line : TgeaTasks::rows(task, records, 1, &count, skipped).split('\n')) {
        if (!line.isEmpty()) rows << QJsonDocument::fromJson(line).object();
    }
    return count == rows.size() ? rows : QList<QJsonObject>{};
}

} // namespace

class TgeaTasksTest : public QObject
{
    Q_OBJECT

private slots:
    void splitSizes();
    void splitIsStoredAndKept();
    void taskRowsByHand();
};

void TgeaTasksTest::splitSizes()
{
    auto count = [](const QList<int> &parts, int part) { return parts.count(part); };
    // 10 at 8:1:1 is exact. 7 at 8:1:1 is 5.6, 0.7, 0.7: floors 5, 0, 0, and the two left go to the
    // largest fractions, dev then test.
    const QList<int> ten = DatasetSplit::plan(10, {{8, 1, 1}}, 1), seven = DatasetSplit::plan(7, {{8, 1, 1}}, 1);
    QCOMPARE(count(ten, 0), 8);
    QCOMPARE(count(ten, 1), 1);
    QCOMPARE(count(seven, 0), 5);
    QCOMPARE(count(seven, 1), 1);
    QCOMPARE(count(seven, 2), 1);
    QCOMPARE(DatasetSplit::plan(10, {{8, 1, 1}}, 1), ten); // the seed decides, nothing else
    QVERIFY(!SplitRatio::parse(u"8:1"_s) && !SplitRatio::parse(u"0:0:0"_s) && !SplitRatio::parse(u"8:-1:3"_s));
    QCOMPARE(SplitRatio::parse(u"7:2:1"_s)->text(), u"7:2:1"_s);
}

void TgeaTasksTest::splitIsStoredAndKept()
{
    ImportError importError;
    const auto corpus = TgeaReader::read(TestSupport::readAll(QFINDTESTDATA("interchange/data/tgea/table7.json")),
                                         u"table7.json"_s, &importError);
    QVERIFY(corpus);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"t.errata"_s);
    QString error;
    auto project = Project::create(path, *TaxonomyLoader::builtin(u"tgea"_s).taxonomy, u"T"_s, &error);
    ImportSummary summary;
    Person coordinator{0, u"Cora"_s, Role::Coordinator};
    QVERIFY(project && CorpusWriter::write(*project, 0, *corpus, &summary, &error));
    QVERIFY(project->people().add(coordinator, 0));
    // 31 texts at 8:1:1: 24.8, 3.1, 3.1 -> 24, 3, 3 and the one left to train.
    const auto parts = DatasetSplit::ensure(*project, QString(), QString(), coordinator.id, &error);
    QVERIFY2(parts, qPrintable(error));
    QCOMPARE(parts->size(), 31);
    QCOMPARE(parts->values().count(u"train"_s), 25);
    QCOMPARE(parts->values().count(u"dev"_s), 3);
    QCOMPARE(project->items().headers().first().metadata.value(u"split"_s), parts->value(u"tgea:t2-combination"_s));

    project.reset();
    const QByteArray before = TestSupport::readAll(path);
    project = Project::open(path, &error);
    QVERIFY(!DatasetSplit::ensure(*project, u"7:2:1"_s, QString(), coordinator.id, &error));
    QVERIFY2(error.contains(u"8:1:1"_s), qPrintable(error));
    QCOMPARE(DatasetSplit::ensure(*project, QString(), u"1"_s, coordinator.id, &error), parts);
    project.reset();
    QCOMPARE(TestSupport::readAll(path), before); // kept, not written again

    // A text added later gets a part; the others keep theirs. Nobody but a coordinator may split.
    project = Project::open(path, &error);
    Item late;
    late.externalId = u"late"_s;
    late.generation = u"后来的文本。"_s;
    QVERIFY(project->items().add(late, coordinator.id));
    Person annotator{0, u"Ann"_s, Role::Annotator};
    QVERIFY(project->people().add(annotator, coordinator.id));
    QVERIFY(!DatasetSplit::ensure(*project, QString(), QString(), annotator.id, &error));
    const auto again = DatasetSplit::ensure(*project, QString(), QString(), coordinator.id, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->size(), 32);
    for (auto it = parts->cbegin(); it != parts->cend(); ++it) QCOMPARE(again->value(it.key()), it.value());
    QVERIFY(DatasetSplit::partNames().contains(again->value(u"late"_s)));
}

void TgeaTasksTest::taskRowsByHand()
{
    using E = TgeaRecord::Error;
    // "AB CD EF": AB [0,2) CD [3,5) EF [6,8). "𝄞一二三": 𝄞 is two UTF-16 units and one code point, so
    // [3, 5) is 二三 in UTF-16 and [2, 4) in code points.
    const QList<TgeaRecord> records{
        record(u"a"_s, u"AB CD EF"_s,
               {E{at(3, 5), at(0, 2), u"Missing"_s, u"why"_s, u"XY"_s},
                E{at(8, 8), std::nullopt, u"Missing"_s, {}, u" GH"_s}}),
        record(u"b"_s, u"𝄞一二三"_s, {E{at(3, 5), std::nullopt, u"Redundancy"_s, u"重复"_s, std::nullopt}}),
        record(u"c"_s, u"AB CD"_s,
               {E{at(0, 5), std::nullopt, u"Other"_s, {}, u"X"_s}, E{at(3, 5), std::nullopt, u"Other"_s, {}, u"Y"_s}}),
        record(u"d"_s, u"Fine."_s, {}),
    };
    qint64 skipped = 0;
    // Detection: one correct text, so one erroneous one drawn to match it.
    const QList<QJsonObject> detect = rowsOf(u"tgea-detect"_s, records, &skipped);
    QCOMPARE(detect.size(), 2);
    QCOMPARE(detect[0][u"label"_s].toInt() + detect[1][u"label"_s].toInt(), 1);
    // BIO: AB is associated, CD erroneous; the insertion point tags nothing (counted); 二三 is B, I.
    const QList<QJsonObject> bio = rowsOf(u"tgea-spans-bio"_s, records, &skipped);
    QCOMPARE(bio.size(), 3);
    QCOMPARE(bio[0][u"id"_s].toString(), u"a"_s);
    QCOMPARE(bio[0][u"tags"_s].toArray(), (QJsonArray{u"B-ASSOC"_s, u"B-ERR"_s, u"O"_s}));
    QCOMPARE(bio[1][u"tokens"_s].toArray(), (QJsonArray{u"一"_s, u"二"_s, u"三"_s})); // 𝄞 is a symbol, not a word
    QCOMPARE(bio[1][u"tags"_s].toArray(), (QJsonArray{u"O"_s, u"B-ERR"_s, u"I-ERR"_s}));
    QCOMPARE(skipped, 1);
    // Correction: a's two corrections right to left; b has none given, c's spans overlap: both left out.
    skipped = 0;
    const QList<QJsonObject> correct = rowsOf(u"tgea-correct"_s, records, &skipped);
    QCOMPARE(correct.size(), 1);
    QCOMPARE(correct[0][u"target"_s].toString(), u"AB XY EF GH"_s);
    QCOMPARE(skipped, 2);
    // Types: one row an error; offsets in code points.
    const QList<QJsonObject> type = rowsOf(u"tgea-type"_s, records, &skipped);
    QCOMPARE(type.size(), 5);
    QCOMPARE(type[2][u"span"_s].toArray(), (QJsonArray{2, 4}));
    QCOMPARE(type[2][u"span_text"_s].toString(), u"二三"_s);
    QCOMPARE(type[2][u"label"_s].toString(), u"Redundancy"_s);
    // Rationales: only errors that have one (a's first, b's).
    skipped = 0;
    const QList<QJsonObject> rationale = rowsOf(u"tgea-rationale"_s, records, &skipped);
    QCOMPARE(rationale.size(), 2);
    QCOMPARE(rationale[1][u"rationale"_s].toString(), u"重复"_s);
    QCOMPARE(skipped, 3);
}

QTEST_GUILESS_MAIN(TgeaTasksTest)
#include "tgeatasks_test.moc"
