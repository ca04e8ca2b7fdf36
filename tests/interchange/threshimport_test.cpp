// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/threshreader.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
QByteArray readShared(const QString &relative)
{
    QFile file(qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s) + u'/' + relative);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const CorpusItem *byGid(const Corpus &corpus, const QString &gid)
{
    for (const CorpusItem &item : corpus.items) {
        if (item.item.externalId == u"scarecrow:"_s + gid) {
            return &item;
        }
    }
    return nullptr;
}

int spans(const Corpus &corpus)
{
    int count = 0;
    for (const CorpusItem &item : corpus.items) {
        count += int(item.annotations.value(0).spans.size());
    }
    return count;
}
} // namespace

// The real thresh conversions of Scarecrow data, against ../shared/data/README.md §2.2.
class ThreshImportTest : public QObject
{
    Q_OBJECT

private slots:
    void countsOfBothFiles();
    void spotChecks();
    void codePointsBecomeUtf16();
    void refusals_data();
    void refusals();
};

void ThreshImportTest::countsOfBothFiles()
{
    ImportError error;
    const auto small = ThreshReader::read(readShared(u"scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json"_s),
                                          u"scarecrow.json"_s, &error);
    QVERIFY2(small, qPrintable(error.message()));
    QCOMPARE(small->items.size(), 45);
    QCOMPARE(spans(*small), 121);
    const auto large = ThreshReader::read(readShared(u"scarecrow-thresh-derived/thresh-b644d82/scarecrow.json"_s),
                                          u"scarecrow.json"_s, &error);
    QVERIFY2(large, qPrintable(error.message()));
    QCOMPARE(large->items.size(), 90);
    QCOMPARE(spans(*large), 237);
    int clean = 0;
    for (const CorpusItem &item : large->items) {
        QCOMPARE(item.annotations.size(), 1); // one annotator, also on paragraphs without edits
        clean += item.annotations.first().spans.isEmpty() ? 1 : 0;
    }
    QVERIFY(clean > 0); // README: paragraphs with zero edits exist and must be kept
}

void ThreshImportTest::spotChecks()
{
    ImportError error;
    const auto corpus = ThreshReader::read(readShared(u"scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json"_s),
                                           u"scarecrow.json"_s, &error);
    QVERIFY(corpus);
    // gid 10002: target[351:369] = "Lincoln Navigator," (README §2.2).
    const CorpusItem *item = byGid(*corpus, u"10002"_s);
    QVERIFY(item);
    bool found = false;
    for (const Span &span : item->annotations.first().spans) {
        found = found || item->item.generation.mid(span.range.begin, span.range.length()) == u"Lincoln Navigator,"_s;
    }
    QVERIFY(found);
    QCOMPARE(item->item.metadata.value(u"top_p"_s), u"0.96"_s);
    QCOMPARE(item->item.metadata.value(u"model"_s), u"gpt3"_s);
    // gid 10010: self_contradiction [[530, 617], [201, 281]]: a span with its antecedent link.
    const CorpusItem *contradiction = byGid(*corpus, u"10010"_s);
    QVERIFY(contradiction);
    bool linked = false;
    for (const Span &span : contradiction->annotations.first().spans) {
        if (span.typeKey == "Self-contradiction"_L1 && span.range.begin == 530 && span.range.end == 617) {
            linked = span.links.size() == 1 && span.links.first().range == TextRange{201, 281, TextSide::Generation}
                && span.links.first().kind == LinkKind::Antecedent && !span.rationale.isEmpty()
                && !span.severityKey.isEmpty();
        }
    }
    QVERIFY(linked);
}

void ThreshImportTest::codePointsBecomeUtf16()
{
    const QString text = u"a 🐈 b"_s; // code points: a, space, cat, space, b
    QCOMPARE(ThreshReader::utf16Offset(text, 2), 2);
    QCOMPARE(ThreshReader::utf16Offset(text, 3), 4); // after the cat: two UTF-16 units
    QCOMPARE(ThreshReader::utf16Offset(text, 5), 6);
    QCOMPARE(ThreshReader::utf16Offset(text, 6), -1);
}

void ThreshImportTest::refusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("reason");
    QTest::newRow("offsets beyond the text")
        << QByteArray("[\n {\"metadata\": {\"gid\": \"1\"}, \"source\": \"s\", \"target\": \"short\",\n"
                      "  \"edits\": [{\"category\": \"redundant\",\n   \"output_idx\": [[2, 40]]}]}\n]")
        << 4 << u"do not fit"_s;
    QTest::newRow("unknown category") << QByteArray(
        "[\n {\"metadata\": {\"gid\": \"1\"}, \"target\": \"text\",\n  \"edits\": [{\"category\": \"vibes\", "
        "\"output_idx\": [[0, 2]]}]}\n]")
                                      << 3 << u"unknown Scarecrow category"_s;
    QTest::newRow("not an array") << QByteArray("{}") << 1 << u"expected a JSON array"_s;
}

void ThreshImportTest::refusals()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(QString, reason);
    ImportError error;
    QVERIFY(!ThreshReader::read(json, u"bad.json"_s, &error));
    QCOMPARE(error.line, line);
    QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
}

QTEST_GUILESS_MAIN(ThreshImportTest)
#include "threshimport_test.moc"
