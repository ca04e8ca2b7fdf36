// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpuswriter.h"
#include "model/interchange/scarecrowcsvreader.h"
#include "model/interchange/threshreader.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

namespace {

const CorpusItem *byGid(const Corpus &corpus, const QString &gid)
{
    for (const CorpusItem &item : corpus.items) {
        if (item.item.externalId == u"scarecrow:"_s + gid) {
            return &item;
        }
    }
    return nullptr;
}

QString slice(const CorpusItem &item, const TextRange &range)
{
    return item.item.generation.mid(range.begin, range.length());
}

// The span of annotator n (1-based) whose generation slice is `text`.
const Span *spanOf(const CorpusItem &item, int n, const QString &text)
{
    if (n < 1 || n > item.annotations.size()) {
        return nullptr;
    }
    // at(), not value(): a copy would detach in the loop, and the pointer returned would dangle
    // (AddressSanitizer: heap-use-after-free in the sanitizer build).
    for (const Span &span : item.annotations.at(n - 1).spans) {
        if (slice(item, span.range) == text) {
            return &span;
        }
    }
    return nullptr;
}

const QByteArray Header = "id,gid,prompt,generation,model,p,temperature,frequency_penalty,responses\n";

QByteArray row(const QByteArray &generation, const QByteArray &responses)
{
    return "0,1,p,\"" + generation + "\",gpt2,0.96,1.0,0,\"" + responses + "\"\n";
}

} // namespace

// Import of Scarecrow's grouped_data.csv, on the hand-made sample in data/scarecrow (its README.md
// has the per-row table the counts below are summed from). The export: scarecrowcsvexport_test.
class ScarecrowCsvTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fixtureCounts();
    void spotChecks();
    void byteOrderMarkAndCrLf();
    void landsOnTheThreshItems();
    void malformedInputs_data();
    void malformedInputs();
    void failedWriteLeavesProjectFileUnchanged();

private:
    std::unique_ptr<Project> importInto(const QString &path, const QList<Corpus> &corpora);
    QTemporaryDir m_dir;
    QByteArray m_fixture;
    Corpus m_corpus;
};

void ScarecrowCsvTest::initTestCase()
{
    m_fixture = readAll(TestSupport::built(ERRATA_TEST_DATA "/scarecrow/grouped_sample.csv"));
    QVERIFY(!m_fixture.isEmpty());
    ImportError error;
    const auto corpus = ScarecrowCsvReader::read(m_fixture, u"data/scarecrow/grouped_sample.csv"_s, &error);
    QVERIFY2(corpus, qPrintable(error.message()));
    m_corpus = *corpus;
}

std::unique_ptr<Project> ScarecrowCsvTest::importInto(const QString &path, const QList<Corpus> &corpora)
{
    QString error;
    auto project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    for (const Corpus &corpus : corpora) {
        ImportSummary summary;
        if (!project || !CorpusWriter::write(*project, 0, corpus, &summary, &error)) {
            qWarning() << error;
            return nullptr;
        }
    }
    return project;
}

void ScarecrowCsvTest::fixtureCounts()
{
    // README table: responses 10+5+3+7+5+6+6 = 42; errors 12+6+2+9+7+8+5 = 49; empty responses
    // 4+1+1+3+2+2+3 = 16; links 0+4+1+2+0+4+0 = 11.
    QCOMPARE(m_corpus.items.size(), 7);
    QCOMPARE(m_corpus.taxonomyId, u"scarecrow"_s);
    int responses = 0, empty = 0, errors = 0, links = 0;
    for (const CorpusItem &item : std::as_const(m_corpus.items)) {
        for (const CorpusAnnotation &annotation : item.annotations) {
            ++responses;
            empty += annotation.spans.isEmpty() ? 1 : 0;
            errors += int(annotation.spans.size());
            for (const Span &span : annotation.spans) {
                links += int(span.links.size());
            }
        }
    }
    QCOMPARE(responses, 42);
    QCOMPARE(empty, 16);
    QCOMPARE(errors, 49);
    QCOMPARE(links, 11);
    const QList<qsizetype> perRow{10, 5, 3, 7, 5, 6, 6};
    for (qsizetype i = 0; i < perRow.size(); ++i) {
        QCOMPARE(m_corpus.items.at(i).annotations.size(), perRow.at(i));
        QCOMPARE(m_corpus.items.at(i).item.metadata.value(u"row"_s), QString::number(i));
    }
    // Nine of the ten types occur; nobody marked Bad_Math.
    QCOMPARE(m_corpus.typeKeys.size(), 9);
    QVERIFY(!m_corpus.typeKeys.contains(u"Bad_Math"_s));
    QCOMPARE(m_corpus.severityKeys.size(), 3);
    QCOMPARE(m_corpus.items.first().annotations.at(9).annotator, u"annotator 10 · grouped_sample"_s);
}

void ScarecrowCsvTest::spotChecks()
{
    const CorpusItem *apple = byGid(m_corpus, u"10002"_s);
    QVERIFY(apple);
    QCOMPARE(apple->item.metadata,
             (QMap<QString, QString>{{u"gid"_s, u"10002"_s},
                                     {u"model"_s, u"gpt3"_s},
                                     {u"top_p"_s, u"0.96"_s},
                                     {u"temperature"_s, u"1.0"_s},
                                     {u"frequency_penalty"_s, u"0"_s},
                                     {u"row"_s, u"0"_s}}));
    // The real fifth annotator's span [351, 369) (README §2.2), its _SEP_ undone.
    const Span *navigator = spanOf(*apple, 5, u"Lincoln Navigator,"_s);
    QVERIFY(navigator);
    QCOMPARE(navigator->range, (TextRange{351, 369, TextSide::Generation}));
    QCOMPARE(navigator->typeKey, u"Commonsense"_s);
    QCOMPARE(navigator->severityKey, u"2"_s);
    QCOMPARE(navigator->rationale, u"Apple would develop their own car, not just make a copy of a Lincoln Navigator"_s);
    QCOMPARE(spanOf(*apple, 1, u"Lincoln Navigator,"_s)->rationale, u"Apple wouldn't copy a Lincoln Navigator"_s);
    QCOMPARE(spanOf(*apple, 6, u"Burberry’s"_s)->rationale, u"\"Burberry\" is a fashion house"_s);
    QCOMPARE(spanOf(*apple, 8, u"building the CarPlay"_s)->rationale, u"Missing article <a>"_s);
    QCOMPARE(spanOf(*apple, 9, u"CarPlay-specific testing track,"_s)->rationale, u"Jargon\nfor most readers"_s);
    QCOMPARE(spanOf(*apple, 9, u"CarPlay-specific testing track,"_s)->severityKey, u"1"_s);

    const CorpusItem *memory = byGid(m_corpus, u"10010"_s);
    QVERIFY(memory);
    const Span *contradiction = nullptr;
    for (const Span &span : memory->annotations.at(4).spans) {
        contradiction = span.typeKey == "Self-contradiction"_L1 ? &span : contradiction;
    }
    QVERIFY(contradiction);
    QCOMPARE(contradiction->range, (TextRange{530, 617, TextSide::Generation}));
    QCOMPARE(contradiction->links, (QList<SpanLink>{{{201, 281, TextSide::Generation}, LinkKind::Antecedent}}));
    QCOMPARE(contradiction->severityKey, u"2"_s);

    const CorpusItem *letter = byGid(m_corpus, u"20007"_s);
    QVERIFY(letter && letter->item.prompt.endsWith(u"letter. "_s)); // trailing space kept
    const Span *teacher = spanOf(*letter, 2, u"\u00a0I'm high school teacher."_s);
    QVERIFY(teacher);
    QCOMPARE(teacher->rationale, u"missing 'a' before \"high\""_s);

    const CorpusItem *disney = byGid(m_corpus, u"20015"_s);
    QVERIFY(disney && disney->item.generation.startsWith(QChar(0x202a)));
    QVERIFY(spanOf(*disney, 2, u"\u202aStill,"_s));

    const CorpusItem *hospital = byGid(m_corpus, u"20028"_s);
    QVERIFY(hospital);
    const Span &twoAntecedents = hospital->annotations.at(0).spans.first();
    QCOMPARE(twoAntecedents.links.size(), 2);
    QCOMPARE(slice(*hospital, twoAntecedents.links.at(0).range), hospital->item.generation.mid(16, 37));
    QCOMPARE(twoAntecedents.links.at(1).range, (TextRange{125, 144, TextSide::Generation}));

    const CorpusItem *human = byGid(m_corpus, u"20032"_s);
    QVERIFY(human);
    QCOMPARE(human->item.metadata.value(u"model"_s), u"human"_s);
    QCOMPARE(human->item.metadata.value(u"top_p"_s), u"0.0"_s);
    QCOMPARE(human->item.metadata.value(u"temperature"_s), u"0.0"_s);
    QCOMPARE(spanOf(*human, 5, u"But"_s)->rationale,
             u"Starting a sentence with a conjunction is not preferred. \"However\" is a better choice here."_s);

    const CorpusItem *cats = byGid(m_corpus, u"99001"_s);
    QVERIFY(cats);
    QCOMPARE(cats->item.prompt, u"A \"synthetic\" row, for the test: not from Scarecrow."_s);
    QVERIFY(cats->item.generation.contains(u"mat.\nThen"_s));
    const Span *again = spanOf(*cats, 1, u"sat on the mat again"_s);
    QVERIFY(again);
    QCOMPARE(again->range.begin, 43);
    QCOMPARE(cats->item.generation.left(43).toUcs4().size(), 41); // the emoji: UTF-16 units ≠ code points
    QCOMPARE(slice(*cats, again->links.first().range), u"sat on the mat."_s);
    QCOMPARE(again->rationale, u"Says it twice\n(see line 1)"_s);
    QCOMPARE(spanOf(*cats, 3, u"🐈 sat"_s)->rationale, u"A cat emoji in C:\\cats\\ mid-sentence\tand a tab"_s);
}

void ScarecrowCsvTest::byteOrderMarkAndCrLf()
{
    QByteArray bytes = "\xEF\xBB\xBF" + Header + row("a, \"\"b\"\"\r\nc", "[[['Redundant', 'x', 1, 0, 1, []]]]");
    bytes.replace("\n0,1", "\r\n0,1"); // the header line ends in CRLF; the CRLF inside the field is text
    ImportError error;
    const auto corpus = ScarecrowCsvReader::read(bytes, u"bom.csv"_s, &error);
    QVERIFY2(corpus, qPrintable(error.message()));
    QCOMPARE(corpus->items.size(), 1);
    QCOMPARE(corpus->items.first().item.generation, u"a, \"b\"\r\nc"_s);
    QCOMPARE(corpus->items.first().item.metadata.value(u"row"_s), u"0"_s);
}

void ScarecrowCsvTest::landsOnTheThreshItems()
{
    ImportError error;
    const auto thresh = ThreshReader::read(readAll(qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s)
                                                   + u"/scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json"_s),
                                           u"scarecrow.json"_s, &error);
    QVERIFY2(thresh, qPrintable(error.message()));
    // 45 thresh items + the sample's one synthetic gid (the other six are the same items, same text).
    auto project = importInto(m_dir.filePath(u"both.errata"_s), {*thresh, m_corpus});
    QVERIFY(project);
    QCOMPARE(project->items().count(), 46);
    // The sample's fifth annotator is the thresh file's only one: the same spans from both readers.
    for (const QString &gid : {u"10002"_s, u"10010"_s, u"20007"_s, u"20015"_s, u"20028"_s, u"20032"_s}) {
        QCOMPARE(byGid(m_corpus, gid)->annotations.at(4).spans, byGid(*thresh, gid)->annotations.first().spans);
        QCOMPARE(byGid(m_corpus, gid)->item.prompt, byGid(*thresh, gid)->item.prompt);
    }
}

void ScarecrowCsvTest::malformedInputs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("reason");
    // Columns are counted by hand in the literal, 1-based: in "[[['Redundant', 'x', 1, 0, 3, [0, 1, 2]]]]"
    // the type starts at 4, the severity at 22, start at 25, the antecedent at 31.
    QTest::newRow("0 bytes") << QByteArray() << 0 << QString() << u"empty (0 bytes)"_s;
    QTest::newRow("blank") << QByteArray("\n \n") << 0 << QString() << u"the file is empty"_s;
    QTest::newRow("header only") << Header << 1 << QString() << u"header but no rows"_s;
    QTest::newRow("missing column") << QByteArray(Header).replace(",responses", "") + "0,1,p,g,gpt2,0.96,1.0,0\n"
                                    << 1 << u"responses"_s << u"no \"responses\" column"_s;
    // Cut inside 20007's quoted generation (record on line 6, after the two-line record 99001).
    QTest::newRow("truncated in a field") << m_fixture.left(m_fixture.indexOf("I work for a grocery")) << 6 << QString()
                                          << u"opened on line 6 is never closed"_s;
    QTest::newRow("truncated row") << m_fixture.left(m_fixture.indexOf(",human,") + 6) << 9 << QString()
                                   << u"5 fields, but the header names 9"_s;
    QTest::newRow("invalid UTF-8") << QByteArray(m_fixture).insert(m_fixture.indexOf("Still, the service"), "\xff") << 7
                                   << QString() << u"UTF-8"_s;
    // 20007's fourth annotator (line 6); the 2 of "'yours what?', 2" is character 120 of that literal.
    QTest::newRow("bad value after a multi-line record")
        << QByteArray(m_fixture).replace("'yours what?', 2,", "'yours what?', 5,") << 6
        << u"responses[3][0][2], column 120"_s << u"severity must be the int 1, 2 or 3, found 5"_s;
    QTest::newRow("text after a closing quote") << Header + "0,1,\"p\"x,g,gpt2,0.96,1.0,0,[]\n"
                                                << 2 << QString() << u"after the closing quote"_s;
    QTest::newRow("empty gid") << Header + "0,,p,g,gpt2,0.96,1.0,0,[]\n" << 2 << u"gid"_s << u"empty"_s;
    QTest::newRow("unclosed quote") << Header + row("gen text", "[['Redundant', 'x, 1, 0, 1, []]]") << 2
                                    << u"responses, column 16"_s << u"never closed"_s;
    QTest::newRow("unclosed bracket") << Header + row("gen text", "[['Redundant', 'x', 1, 0, 1, []]") << 2
                                      << u"responses, column 1"_s << u"never closed"_s;
    QTest::newRow("not a list") << Header + row("gen text", "'x'") << 2 << u"responses, column 1"_s
                                << u"list of annotator responses, found str"_s;
    QTest::newRow("response not a list") << Header + row("gen text", "[None]") << 2 << u"responses[0], column 2"_s
                                         << u"list of errors, found None"_s;
    QTest::newRow("five values") << Header + row("gen text", "[[['Redundant', 'x', 1, 0, 1]]]") << 2
                                 << u"responses[0][0], column 3"_s << u"found 5 value"_s;
    QTest::newRow("antecedent not ints") << Header + row("gen text", "[[['Redundant', 'x', 1, 0, 1, [0, 'a']]]]") << 2
                                         << u"responses[0][0][5][1], column 35"_s << u"an offset must be an int"_s;
    QTest::newRow("odd antecedent") << Header + row("gen text", "[[['Redundant', 'x', 1, 0, 3, [0, 1, 2]]]]") << 2
                                    << u"responses[0][0][5], column 31"_s << u"3 offsets"_s;
    QTest::newRow("offset out of range") << Header + row("gen text", "[[['Redundant', 'x', 1, 2, 40, []]]]") << 2
                                         << u"responses[0][0][3], column 25"_s << u"[2, 40) do not fit"_s;
    QTest::newRow("end splits a surrogate pair") << Header + row("a🐈b", "[[['Redundant', 'x', 1, 0, 2, []]]]") << 2
                                                 << u"responses[0][0][3], column 25"_s << u"offset 2 splits"_s;
    QTest::newRow("antecedent splits a surrogate pair")
        << Header + row("a🐈b", "[[['Redundant', 'x', 1, 0, 1, [2, 4]]]]") << 2 << u"responses[0][0][5][0], column 32"_s
        << u"offset 2 splits"_s;
    QTest::newRow("unknown error type") << Header + row("gen text", "[[['Vibes', 'x', 1, 0, 1, []]]]") << 2
                                        << u"responses[0][0][0], column 4"_s << u"unknown error type \"Vibes\""_s;
    QTest::newRow("severity out of range") << Header + row("gen text", "[[['Redundant', 'x', 4, 0, 1, []]]]") << 2
                                           << u"responses[0][0][2], column 22"_s << u"found 4"_s;
}

void ScarecrowCsvTest::malformedInputs()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, reason);
    ImportError error;
    QVERIFY(!ScarecrowCsvReader::read(bytes, u"bad.csv"_s, &error));
    QCOMPARE(error.file, u"bad.csv"_s);
    QCOMPARE(error.line, line);
    QVERIFY2(error.field.startsWith(field), qPrintable(error.message()));
    QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
    QVERIFY2(error.message().startsWith(line > 0 ? u"bad.csv:%1"_s.arg(line) : u"bad.csv: "_s),
             qPrintable(error.message()));
}

void ScarecrowCsvTest::failedWriteLeavesProjectFileUnchanged()
{
    const QString path = m_dir.filePath(u"unchanged.errata"_s);
    QVERIFY(importInto(path, {m_corpus}));
    const QByteArray before = fileHash(path);
    QVERIFY(!before.isEmpty());
    // A valid file whose first row is new and whose second row has 10002 with another text: the
    // writer fails on the second row, and the first must be rolled back with it.
    const QByteArray conflicting =
        Header + "0,30001,p,new text,gpt3,0.96,1.0,0,[[]]\n" + "1,10002,p,not the real text,gpt3,0.96,1.0,0,[[]]\n";
    ImportError readError;
    const auto corpus = ScarecrowCsvReader::read(conflicting, u"conflict.csv"_s, &readError);
    QVERIFY2(corpus, qPrintable(readError.message()));
    {
        QString error;
        auto project = Project::open(path, &error);
        QVERIFY2(project, qPrintable(error));
        ImportSummary summary;
        QVERIFY(!CorpusWriter::write(*project, 0, *corpus, &summary, &error));
        QVERIFY2(error.contains(u"scarecrow:10002"_s) && error.contains(u"different text"_s), qPrintable(error));
        QCOMPARE(project->items().count(), 7);
    }
    QCOMPARE(fileHash(path), before);
}

QTEST_GUILESS_MAIN(ScarecrowCsvTest)
#include "scarecrowcsv_test.moc"
