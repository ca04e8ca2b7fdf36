// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/openmevareader.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
QByteArray readShared(const QString &name)
{
    QFile file(qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s) + u"/openmeva/"_s + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

// The real OpenMEVA MANS files, against the counts in ../shared/data/README.md §1.
class OpenMevaImportTest : public QObject
{
    Q_OBJECT

private slots:
    void rocCountsAndHistogram();
    void spotCheckStory125();
    void writingPromptsCounts();
    void malformed_data();
    void malformed();
};

void OpenMevaImportTest::rocCountsAndHistogram()
{
    ImportError error;
    const auto corpus = OpenMevaReader::read(readShared(u"mans_roc.json"_s), u"mans_roc.json"_s, &error);
    QVERIFY2(corpus, qPrintable(error.message()));
    QCOMPARE(corpus->items.size(), 1200); // 200 prompts × (5 models + the human reference)
    int histogram[6] = {0, 0, 0, 0, 0, 0};
    int humans = 0;
    for (const CorpusItem &item : corpus->items) {
        if (item.item.metadata.value(u"model"_s) == "human"_L1) {
            ++humans;
            QVERIFY(item.annotations.isEmpty());
        }
        for (const CorpusAnnotation &annotation : item.annotations) {
            ++histogram[annotation.judgements.value(u"rating"_s).toInt()];
        }
    }
    QCOMPARE(humans, 200);
    // README: rating histogram 1/2/3/4/5 = 686 / 2015 / 1458 / 745 / 96.
    QCOMPARE(histogram[1], 686);
    QCOMPARE(histogram[2], 2015);
    QCOMPARE(histogram[3], 1458);
    QCOMPARE(histogram[4], 745);
    QCOMPARE(histogram[5], 96);
}

void OpenMevaImportTest::spotCheckStory125()
{
    ImportError error;
    const auto corpus = OpenMevaReader::read(readShared(u"mans_roc.json"_s), u"mans_roc.json"_s, &error);
    QVERIFY(corpus);
    QStringList fusion, s2s;
    for (const CorpusItem &item : corpus->items) {
        const auto ratings = [&item] {
            QStringList values;
            for (const CorpusAnnotation &annotation : item.annotations) {
                values << annotation.judgements.value(u"rating"_s).toString();
            }
            return values;
        };
        if (item.item.externalId == "openmeva:mans_roc:125:fusion"_L1) {
            fusion = ratings();
            QVERIFY(item.item.generation.startsWith(u"one day , a car passed her on her lawn ."_s));
            QCOMPARE(item.item.metadata.value(u"group"_s), u"125"_s);
        }
        if (item.item.externalId == "openmeva:mans_roc:125:s2s"_L1) {
            s2s = ratings();
        }
    }
    QCOMPARE(fusion, QStringList({u"2"_s, u"2"_s, u"2"_s, u"2"_s, u"3"_s}));
    QCOMPARE(s2s, QStringList(5, u"1"_s));
}

void OpenMevaImportTest::writingPromptsCounts()
{
    ImportError error;
    const auto corpus = OpenMevaReader::read(readShared(u"mans_wp.json"_s), u"mans_wp.json"_s, &error);
    QVERIFY2(corpus, qPrintable(error.message()));
    int ratings = 0;
    bool replacementCharacterKept = false;
    for (const CorpusItem &item : corpus->items) {
        ratings += int(item.annotations.size());
        replacementCharacterKept = replacementCharacterKept || item.item.generation.contains(QChar(0xFFFD));
    }
    QCOMPARE(ratings, 5000);
    QVERIFY(replacementCharacterKept); // README: one U+FFFD in WP story 131, kept as it is
}

void OpenMevaImportTest::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty") << QByteArray() << 1 << u"empty"_s;
    QTest::newRow("not JSON") << QByteArray("{\n  \"1\": {\n    \"prompt\": \"x\",,\n") << 3 << u"not valid JSON"_s;
    QTest::newRow("rating out of scale") << QByteArray(
        "{\n  \"1\": {\"prompt\": \"p\", \"gold_response\": \"g\",\n"
        "         \"gen\": {\"gpt\": {\"text\": \"t\", \"score\": [1, 2, 6, 2, 2]}}}\n}")
                                         << 2 << u"rating 3 is not an integer from 1 to 5"_s;
    QTest::newRow("missing prompt") << QByteArray("{\n\n  \"7\": {\"gold_response\": \"g\", \"gen\": {}}\n}") << 3
                                    << u"story 7 needs"_s;
}

void OpenMevaImportTest::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(QString, reason);
    ImportError error;
    QVERIFY(!OpenMevaReader::read(json, u"bad.json"_s, &error));
    QCOMPARE(error.line, line);
    QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
}

QTEST_GUILESS_MAIN(OpenMevaImportTest)
#include "openmevaimport_test.moc"
