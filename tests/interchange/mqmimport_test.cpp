// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpuswriter.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QString dataDir()
{
    return qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int spanCount(const Corpus &corpus, TextSide side)
{
    int count = 0;
    for (const CorpusItem &item : corpus.items) {
        for (const CorpusAnnotation &annotation : item.annotations) {
            for (const Span &span : annotation.spans) {
                count += span.range.side == side ? 1 : 0;
            }
        }
    }
    return count;
}

const CorpusItem *findItem(const Corpus &corpus, const QString &externalId)
{
    for (const CorpusItem &item : corpus.items) {
        if (item.item.externalId == externalId) {
            return &item;
        }
    }
    return nullptr;
}

} // namespace

// The real files of ../shared/data/mqm, checked against the counts its README documents.
class MqmImportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sideBySideCounts();
    void tedSpotCheck();
    void csvQuotedFileIsUnquoted();
    void malformedInputs_data();
    void malformedInputs();
    void writeIsIdempotentAndHalvesEqualWhole();
    void failedWriteLeavesProjectUnchanged();

private:
    std::optional<Corpus> read(const QString &relative);
    std::unique_ptr<Project> newProject(const QString &name, const Corpus &corpus);
    QTemporaryDir m_dir;
    QByteArray m_sxs;
};

void MqmImportTest::initTestCase()
{
    m_sxs = readAll(dataDir() + u"/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s);
    QVERIFY2(!m_sxs.isEmpty(), "the shared MQM data is missing");
}

std::optional<Corpus> MqmImportTest::read(const QString &relative)
{
    ImportError error;
    auto corpus = MqmTsvReader::read(readAll(dataDir() + u"/mqm/"_s + relative), relative, &error);
    if (!corpus) {
        qWarning() << error.message();
    }
    return corpus;
}

std::unique_ptr<Project> MqmImportTest::newProject(const QString &name, const Corpus &corpus)
{
    QString error;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus.typeKeys,
                                                   corpus.severityKeys, &error);
    return taxonomy ? Project::create(m_dir.filePath(name), *taxonomy, name, &error) : nullptr;
}

void MqmImportTest::sideBySideCounts()
{
    const auto corpus = read(u"generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s);
    QVERIFY(corpus);
    // README §6.3: 850 items, 3 raters each, 7,896 target-side and 675 source-side spans, 217 HOTW rows.
    QCOMPARE(corpus->items.size(), 850);
    QCOMPARE(corpus->skippedRows, 217);
    QCOMPARE(spanCount(*corpus, TextSide::Generation), 7896);
    QCOMPARE(spanCount(*corpus, TextSide::Prompt), 675);
    for (const CorpusItem &item : corpus->items) {
        QCOMPARE(item.annotations.size(), 3);
    }
    // The README's example row: Lan-BridgeMT, segment 4, rater6 marks "President's Cup" in the target.
    const CorpusItem *example =
        findItem(*corpus, u"mqm:sxs_mqm_generalMT2023_ende.3ratingsPerSegment:4:Lan-BridgeMT"_s);
    QVERIFY(example);
    bool found = false;
    for (const CorpusAnnotation &annotation : example->annotations) {
        for (const Span &span : annotation.spans) {
            const QString text = example->item.generation.mid(span.range.begin, span.range.length());
            found = found
                || (annotation.annotator == u"rater6"_s && text == u"President's Cup"_s
                    && span.typeKey == u"Accuracy/Source language fragment"_s && span.severityKey == u"Major"_s);
        }
    }
    QVERIFY(found);
    QCOMPARE(example->item.metadata.value(u"model"_s), u"Lan-BridgeMT"_s);
    QCOMPARE(example->item.metadata.value(u"doc"_s), u"news_bbc.124285:en-de"_s);
}

void MqmImportTest::tedSpotCheck()
{
    const auto corpus = read(u"ted/zhen/mqm_ted_zhen.tsv"_s);
    QVERIFY(corpus);
    QCOMPARE(corpus->items.size(), 7935); // README §6.4: 15 systems × 529 segments, one rater each
    QCOMPARE(corpus->skippedRows, 0);
    QCOMPARE(corpus->warnings.size(), 1); // the one unclosed <v> (MiSS, seg 827)
    QVERIFY(corpus->warnings.first().contains(u"unclosed"_s));
    // README §6.2: SMU, seg_id 86, rater5 marks "piercing" at [26, 34).
    const CorpusItem *item = findItem(*corpus, u"mqm:mqm_ted_zhen:86:SMU"_s);
    QVERIFY(item);
    QCOMPARE(item->item.generation, u"The strong sunlight is so piercing,"_s);
    QCOMPARE(item->item.prompt, u"强烈的阳光是如此地刺眼，"_s);
    const Span &span = item->annotations.first().spans.first();
    QCOMPARE(span.range, (TextRange{26, 34, TextSide::Generation}));
    QCOMPARE(span.typeKey, u"Accuracy/Mistranslation"_s);
    QCOMPARE(spanCount(*corpus, TextSide::Prompt), 349); // source-side: Omission 311 + Source error 38
}

void MqmImportTest::csvQuotedFileIsUnquoted()
{
    const auto corpus = read(u"newstest2020/ende/mqm_newstest2020_ende.source-errors.tsv"_s);
    QVERIFY(corpus);
    int spans = 0;
    bool unquoted = false;
    for (const CorpusItem &item : corpus->items) {
        // README §6.1's example: "… keinen ""ernsthaften"" Vorschlag vorgelegt." in the file.
        unquoted = unquoted || item.item.generation.contains(u"keinen „ernsthaften“"_s)
            || item.item.generation.contains(u"keinen \"ernsthaften\" Vorschlag"_s);
        QVERIFY2(!item.item.generation.contains(u"keinen \"\"ernsthaften"_s), "CSV quotes were left in");
        for (const CorpusAnnotation &annotation : item.annotations) {
            spans += int(annotation.spans.size());
        }
    }
    QVERIFY(unquoted);
    QCOMPARE(spans, 872); // every row is an error (README §6.5), 79 of them without a tag
    QVERIFY(corpus->severityKeys.contains(u"Neutral"_s));
}

void MqmImportTest::malformedInputs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("reason");
    const QByteArray header = "system\tdoc\tdoc_id\tseg_id\trater\tsource\ttarget\tcategory\tseverity\n";
    const QByteArray good = "S\td\t1\t7\trater1\tQuelle\tThe <v>target</v> text\tFluency/Grammar\tMinor\n";
    QTest::newRow("empty file") << QByteArray() << 0 << u"empty"_s;
    QTest::newRow("not MQM") << QByteArray("id,text\n1,hi\n") << 1 << u"no \"system\" column"_s;
    QTest::newRow("missing field") << header + good + "S\td\t1\t8\trater1\tQuelle\ttext\tMinor\n" << 3 << u"8 fields"_s;
    QTest::newRow("tags on both sides") << header + "S\td\t1\t7\trater1\t<v>Q</v>\t<v>T</v>\tOther\tMajor\n"
                                        << 2 << u"both source and target"_s;
    QTest::newRow("invalid UTF-8") << header + good + "S\td\t1\t9\trater1\tQ\t\xff\xfe bad\tOther\tMajor\n"
                                   << 3 << u"UTF-8"_s;
    QTest::newRow("empty severity") << header + "S\td\t1\t7\trater1\tQ\tT\tOther\t\n" << 2 << u"empty"_s;
}

void MqmImportTest::malformedInputs()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QString, reason);
    ImportError error;
    QVERIFY(!MqmTsvReader::read(bytes, u"bad.tsv"_s, &error));
    QCOMPARE(error.file, u"bad.tsv"_s);
    QCOMPARE(error.line, line);
    QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
}

void MqmImportTest::writeIsIdempotentAndHalvesEqualWhole()
{
    // The first 300 data lines of the SxS file, whole and in two halves (cut at line 150).
    const QList<QByteArray> lines = m_sxs.split('\n');
    const QByteArray header = lines.first() + '\n';
    QByteArray first, second;
    for (int i = 1; i <= 300; ++i) {
        (i <= 150 ? first : second) += lines[i] + '\n';
    }
    ImportError error;
    const auto whole = MqmTsvReader::read(header + first + second, u"part.tsv"_s, &error);
    const auto half1 = MqmTsvReader::read(header + first, u"part.tsv"_s, &error);
    const auto half2 = MqmTsvReader::read(header + second, u"part.tsv"_s, &error);
    QVERIFY(whole && half1 && half2);
    auto once = newProject(u"once.errata"_s, *whole);
    auto halves = newProject(u"halves.errata"_s, *whole);
    QVERIFY(once && halves);
    QString message;
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*once, 0, *whole, &summary, &message), qPrintable(message));
    const int spans = summary.newSpans;
    QVERIFY(spans > 0);
    QVERIFY(CorpusWriter::write(*once, 0, *whole, &summary, &message)); // again: nothing new
    QCOMPARE(summary.newSpans, 0);
    QCOMPARE(summary.newItems, 0);
    QVERIFY(CorpusWriter::write(*halves, 0, *half1, &summary, &message));
    QVERIFY(CorpusWriter::write(*halves, 0, *half2, &summary, &message));
    const auto describe = [](Project &project) {
        QStringList rows;
        QSqlQuery query(project.database().connection());
        query.exec(u"SELECT i.external_id, p.name, s.side, s.begin_offset, s.end_offset, s.type_key, s.severity_key "
                   u"FROM span s JOIN layer l ON l.id = s.layer_id JOIN item i ON i.id = l.item_id "
                   u"JOIN person p ON p.id = l.person_id"_s);
        while (query.next()) {
            QStringList cells;
            for (int c = 0; c < 7; ++c) {
                cells << query.value(c).toString();
            }
            rows << cells.join(u'|');
        }
        rows.sort();
        return rows;
    };
    QCOMPARE(describe(*halves), describe(*once));
    QCOMPARE(describe(*once).size(), spans);
}

void MqmImportTest::failedWriteLeavesProjectUnchanged()
{
    const QByteArray header = "system\tdoc\tdoc_id\tseg_id\trater\tsource\ttarget\tcategory\tseverity\n";
    ImportError error;
    const auto good = MqmTsvReader::read(header + "S\td\t1\t7\trater1\tQ\tThe <v>target</v>\tFluency/Grammar\tMinor\n",
                                         u"a.tsv"_s, &error);
    // Same item id, different text: the second file conflicts after its first, valid, row.
    const auto conflicting = MqmTsvReader::read(header
                                                    + "S2\td\t1\t9\trater2\tQ\t<v>fine</v>\tOther\tMinor\n"
                                                      "S\td\t1\t7\trater2\tQ\tAnother text\tOther\tMinor\n",
                                                u"a.tsv"_s, &error);
    QVERIFY(good && conflicting);
    auto project = newProject(u"unchanged.errata"_s, *good);
    QString message;
    ImportSummary summary;
    QVERIFY(CorpusWriter::write(*project, 0, *good, &summary, &message));
    const qint64 spansBefore = project->spans().count();
    const qint64 itemsBefore = project->items().count();
    QVERIFY(!CorpusWriter::write(*project, 0, *conflicting, &summary, &message));
    QVERIFY2(message.contains(u"different text"_s), qPrintable(message));
    QCOMPARE(project->items().count(), itemsBefore); // the valid first row of that file was rolled back too
    QCOMPARE(project->spans().count(), spansBefore);
    QCOMPARE(project->people().all().size(), 1);
}

QTEST_GUILESS_MAIN(MqmImportTest)
#include "mqmimport_test.moc"
