// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #45: span-f1 (exact, any-overlap and soft span F1 between two layers) and times (seconds per
// item and per word), on a hand-made project whose every expected number is worked out by hand in the
// comments.
#include "tests/testsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using TestSupport::Run;

namespace {

QJsonObject span(int begin, int end, const QString &type, const QString &rationale = QString())
{
    static int id = 0;
    return {{u"id"_s, ++id},
            {u"side"_s, u"generation"_s},
            {u"begin"_s, begin},
            {u"end"_s, end},
            {u"type"_s, type},
            {u"severity"_s, u"1"_s},
            {u"rationale"_s, rationale},
            {u"links"_s, QJsonArray()},
            {u"review_state"_s, u"pending"_s},
            {u"created"_s, u"2026-01-01T00:00:00.000Z"_s},
            {u"modified"_s, u"2026-01-01T00:00:00.000Z"_s}};
}

QJsonObject annotation(const QString &who, const QString &state, int seconds, const QJsonArray &spans)
{
    return {{u"annotator"_s, who},         {u"state"_s, state},
            {u"iteration"_s, 1},           {u"time_spent_seconds"_s, seconds},
            {u"spans"_s, spans},           {u"judgements"_s, QJsonObject()},
            {u"reviews"_s, QJsonArray()},  {u"history"_s, QJsonArray()},
            {u"snapshots"_s, QJsonArray()}};
}

QJsonObject item(const QString &id, const QString &text, const QJsonArray &annotations)
{
    return {{u"record"_s, u"item"_s},
            {u"format"_s, u"plain"_s},
            {u"id"_s, id},
            {u"prompt"_s, u"p"_s},
            {u"text"_s, text},
            {u"metadata"_s, QJsonObject{{u"model"_s, u"m"_s}}},
            {u"layers"_s, QJsonArray()},
            {u"annotations"_s, annotations}};
}

bool near(const QJsonValue &value, double expected)
{
    return std::abs(value.toDouble(-99) - expected) < 1e-12;
}

} // namespace

class LayerStatsCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void spanF1ByTokens();
    void spanF1ByCharacters();
    void spanF1Refusals();
    void timesPerAnnotatorAndCondition();
    void timesFigure();
    void rationaleWords();
    void rationaleWordPairs();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QHash<QString, QJsonObject> rowsBy(const QStringList &arguments, const QStringList &keys)
    {
        const Run run = cli(QStringList{u"--format"_s, u"json"_s} + arguments);
        if (run.exitCode != 0) qWarning() << run.err;
        QHash<QString, QJsonObject> rows;
        for (const QJsonValue &value : QJsonDocument::fromJson(run.out.toUtf8()).array()) {
            QStringList key;
            for (const QString &k : keys) key << value.toObject().value(k).toString();
            rows.insert(key.join(u'|'), value.toObject());
        }
        return rows;
    }
    QTemporaryDir m_dir;
    QString m_project;
};

// Three items; Ann (condition A) and Bob (condition B). Words: i1 6, i2 2, i3 3.
// i1 "one two three four five six": Ann Redundant "one two", Off-prompt "four five";
//    Bob Redundant "two three", Off-prompt "four five", Incoherent "six". Ann 60 s, Bob 120 s.
// i2 "seven eight": Ann an Incoherent insertion point after "seven"; Bob Incoherent "seven eight".
//    Ann 30 s, Bob no time recorded.
// i3 "nine ten eleven": Ann nothing (90 s); Bob still working (500 s, not handed in: left out).
void LayerStatsCliTest::initTestCase()
{
    const QString base = m_dir.filePath(u"base.errata"_s);
    QVERIFY(cli({u"init"_s, base, u"--taxonomy"_s, u"scarecrow"_s, u"--coordinator"_s, u"Cora"_s}).exitCode == 0);
    const Run exported = cli({u"export"_s, base, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, u"-"_s});
    QJsonObject header = QJsonDocument::fromJson(exported.out.section(u'\n', 0, 0).toUtf8()).object();
    QJsonArray people = header.value(u"people"_s).toArray();
    people << QJsonObject{{u"name"_s, u"Ann"_s}, {u"roles"_s, u"annotator"_s}, {u"condition"_s, u"A"_s}}
           << QJsonObject{{u"name"_s, u"Bob"_s}, {u"roles"_s, u"annotator"_s}, {u"condition"_s, u"B"_s}};
    header.insert(u"people"_s, people);
    const QList<QJsonObject> items{
        header,
        item(u"i1"_s, u"one two three four five six"_s,
             {annotation(u"Ann"_s, u"submitted"_s, 60,
                         {span(0, 7, u"Redundant"_s, u"The word repeats the word before it."_s),
                          span(14, 23, u"Off-prompt"_s)}),
              annotation(u"Bob"_s, u"accepted"_s, 120,
                         {span(4, 13, u"Redundant"_s, u"Repeats the same word."_s),
                          span(14, 23, u"Off-prompt"_s, u"Isn't about rain; off topic."_s),
                          span(24, 27, u"Incoherent"_s)})}),
        item(u"i2"_s, u"seven eight"_s,
             {annotation(u"Ann"_s, u"submitted"_s, 30, {span(5, 5, u"Incoherent"_s, u"这个句子的意思不通"_s)}),
              annotation(u"Bob"_s, u"submitted"_s, 0, {span(0, 11, u"Incoherent"_s, u"Word salad, word salad!"_s)})}),
        item(u"i3"_s, u"nine ten eleven"_s,
             {annotation(u"Ann"_s, u"submitted"_s, 90, {}),
              annotation(u"Bob"_s, u"in_progress"_s, 500, {span(0, 4, u"Incoherent"_s, u"not handed in"_s)})})};
    QByteArray lines;
    for (const QJsonObject &line : items) lines += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    const QString file = m_dir.filePath(u"hand.jsonl"_s);
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly) && out.write(lines) == lines.size());
    out.close();
    m_project = m_dir.filePath(u"hand.errata"_s);
    const Run imported = cli({u"import"_s, m_project, u"--format"_s, u"errata-jsonl"_s, file});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
}

void LayerStatsCliTest::spanF1ByTokens()
{
    const auto rows =
        rowsBy({u"span-f1"_s, m_project, u"--reference"_s, u"Ann"_s, u"--layer"_s, u"Bob"_s}, {u"type"_s});
    QCOMPARE(rows.size(), 4); // Redundant, Off-prompt, Incoherent, (any)
    const QJsonObject redundant = rows.value(u"Redundant"_s);
    QCOMPARE(redundant.value(u"items"_s).toInt(), 2); // i3: Bob has not handed it in
    // "one two" against "two three": no exact match, an overlap, half of each span's words shared.
    QVERIFY(near(redundant.value(u"exact_f1"_s), 0) && near(redundant.value(u"overlap_f1"_s), 1));
    QVERIFY(near(redundant.value(u"soft_p"_s), 0.5) && near(redundant.value(u"soft_r"_s), 0.5));
    QVERIFY(near(redundant.value(u"soft_f1"_s), 0.5));
    QVERIFY(near(rows.value(u"Off-prompt"_s).value(u"soft_f1"_s), 1));
    // Incoherent: Ann's insertion point lies inside Bob's "seven eight" (an overlap, soft credit 1);
    // insertion points cover no word, so Bob's two spans get no credit.
    const QJsonObject incoherent = rows.value(u"Incoherent"_s);
    QCOMPARE(incoherent.value(u"reference_spans"_s).toInt(), 1);
    QCOMPARE(incoherent.value(u"spans"_s).toInt(), 2);
    QVERIFY(near(incoherent.value(u"exact_f1"_s), 0));
    QVERIFY(near(incoherent.value(u"overlap_p"_s), 0.5) && near(incoherent.value(u"overlap_r"_s), 1));
    QVERIFY(near(incoherent.value(u"overlap_f1"_s), 2.0 / 3));
    QVERIFY(near(incoherent.value(u"soft_p"_s), 0) && near(incoherent.value(u"soft_r"_s), 1));
    QVERIFY(near(incoherent.value(u"soft_f1"_s), 0));
    // Any error, types ignored: Ann 3 spans, Bob 4. Exact: R 1/3, P 1/4, F1 2/7. Overlap: R 3/3, P 3/4
    // ("six" finds nothing), F1 6/7. Soft: R (½ + 1 + 1)/3 = 5/6, P (½ + 1 + 0 + 0)/4 = 3/8, F1 15/29.
    const QJsonObject any = rows.value(u"(any)"_s);
    QVERIFY(near(any.value(u"exact_p"_s), 0.25) && near(any.value(u"exact_r"_s), 1.0 / 3));
    QVERIFY(near(any.value(u"exact_f1"_s), 2.0 / 7));
    QVERIFY(near(any.value(u"overlap_p"_s), 0.75) && near(any.value(u"overlap_f1"_s), 6.0 / 7));
    QVERIFY(near(any.value(u"soft_r"_s), 5.0 / 6) && near(any.value(u"soft_p"_s), 3.0 / 8));
    QVERIFY(near(any.value(u"soft_f1"_s), 15.0 / 29));
}

void LayerStatsCliTest::spanF1ByCharacters()
{
    const auto rows = rowsBy({u"span-f1"_s, m_project, u"--reference"_s, u"Ann"_s, u"--layer"_s, u"Bob"_s, u"--unit"_s,
                              u"char"_s, u"--level"_s, u"1"_s},
                             {u"type"_s});
    // Level 1: Redundant, Off-prompt and Incoherent are all "Language"; so the row equals (any).
    QCOMPARE(rows.size(), 2);
    // Characters: "one two" [0,7) and "two three" [4,13) share [4,7): R 3/7, P 3/9. With "four five"
    // whole (1 and 1) and the rest as by tokens: R (3/7 + 1 + 1)/3 = 17/21, P (1/3 + 1 + 0 + 0)/4 = 1/3,
    // F1 = 2·(1/3)(17/21)/(1/3 + 17/21) = 17/36.
    for (const QString &key : {u"Language"_s, u"(any)"_s}) {
        const QJsonObject row = rows.value(key);
        QVERIFY2(near(row.value(u"soft_r"_s), 17.0 / 21), qPrintable(key));
        QVERIFY2(near(row.value(u"soft_p"_s), 1.0 / 3), qPrintable(key));
        QVERIFY2(near(row.value(u"soft_f1"_s), 17.0 / 36), qPrintable(key));
    }
}

void LayerStatsCliTest::spanF1Refusals()
{
    const Run nobody = cli({u"span-f1"_s, m_project, u"--reference"_s, u"Ann"_s, u"--layer"_s, u"Zed"_s});
    QCOMPARE(nobody.exitCode, 1);
    QVERIFY2(nobody.err.contains(u"\"Zed\""_s), qPrintable(nobody.err));
    const Run system = cli({u"span-f1"_s, m_project, u"--reference"_s, u"system:gpt"_s, u"--layer"_s, u"Ann"_s});
    QCOMPARE(system.exitCode, 1);
    QVERIFY2(system.err.contains(u"\"gpt\""_s), qPrintable(system.err));
    const Run unit =
        cli({u"span-f1"_s, m_project, u"--reference"_s, u"Ann"_s, u"--layer"_s, u"Bob"_s, u"--unit"_s, u"word"_s});
    QCOMPARE(unit.exitCode, 1);
    // No gold layer anywhere: nothing compared, said so, not an error.
    const Run gold = cli({u"span-f1"_s, m_project, u"--reference"_s, u"gold"_s, u"--layer"_s, u"Bob"_s});
    QCOMPARE(gold.exitCode, 0);
    QVERIFY2(gold.err.contains(u"nothing was compared"_s), qPrintable(gold.err));
}

void LayerStatsCliTest::timesPerAnnotatorAndCondition()
{
    const Run run = cli({u"--format"_s, u"json"_s, u"times"_s, m_project});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(u"1 handed-in item"_s), qPrintable(run.err)); // Bob's i2
    QHash<QString, QJsonObject> rows;
    for (const QJsonValue &value : QJsonDocument::fromJson(run.out.toUtf8()).array()) {
        const QJsonObject row = value.toObject();
        rows.insert(QStringList{row.value(u"annotator"_s).toString(), row.value(u"condition"_s).toString(),
                                row.value(u"per"_s).toString()}
                        .join(u'|'),
                    row);
    }
    QCOMPARE(rows.size(), 10); // Ann, Bob, conditions A and B, everyone; per item and per word
    // Ann: 60, 30, 90 s; per word 10, 15, 30 (quartiles interpolated as numpy's default).
    const QJsonObject annItem = rows.value(u"Ann|A|item"_s), annWord = rows.value(u"Ann|A|word"_s);
    QCOMPARE(annItem.value(u"n"_s).toInt(), 3);
    QVERIFY(near(annItem.value(u"mean"_s), 60) && near(annItem.value(u"q1"_s), 45));
    QVERIFY(near(annItem.value(u"median"_s), 60) && near(annItem.value(u"q3"_s), 75));
    QVERIFY(near(annWord.value(u"mean"_s), 55.0 / 3) && near(annWord.value(u"q1"_s), 12.5));
    QVERIFY(near(annWord.value(u"median"_s), 15) && near(annWord.value(u"max"_s), 30));
    QVERIFY(near(rows.value(u"Bob|B|word"_s).value(u"median"_s), 20));
    QVERIFY(near(rows.value(u"(all)|B|item"_s).value(u"mean"_s), 120));
    // Everyone: 30, 60, 90, 120 s; per word 10, 15, 20, 30.
    const QJsonObject all = rows.value(u"(all)|(all)|item"_s), allWord = rows.value(u"(all)|(all)|word"_s);
    QCOMPARE(all.value(u"n"_s).toInt(), 4);
    QVERIFY(near(all.value(u"q1"_s), 52.5) && near(all.value(u"median"_s), 75) && near(all.value(u"q3"_s), 97.5));
    QVERIFY(near(allWord.value(u"mean"_s), 18.75) && near(allWord.value(u"q1"_s), 13.75));
    QVERIFY(near(allWord.value(u"median"_s), 17.5) && near(allWord.value(u"q3"_s), 22.5));
}

void LayerStatsCliTest::timesFigure()
{
    for (const QString &name : {u"times.png"_s, u"times.svg"_s}) {
        const QString path = m_dir.filePath(name);
        const Run run = cli({u"times"_s, m_project, u"--per"_s, u"word"_s, u"-o"_s, path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(path).size() > 1000);
    }
    QCOMPARE(cli({u"times"_s, m_project, u"--per"_s, u"minute"_s}).exitCode, 1);
}

// Rationales: Redundant "The word repeats the word before it." (Ann) and "Repeats the same word." (Bob);
// Off-prompt "Isn't about rain; off topic." (Bob); Incoherent "这个句子的意思不通" (Ann) and "Word salad,
// word salad!" (Bob); Bob's unfinished "not handed in" is left out. Stop words: the, before, it, same, isn,
// t, about, off, 的.
void LayerStatsCliTest::rationaleWords()
{
    const auto rows = rowsBy({u"rationale-words"_s, m_project, u"--top"_s, u"3"_s}, {u"type"_s, u"term"_s});
    QCOMPARE(rows.size(), 3 + 2 + 2); // Incoherent cut at 3; Redundant and Off-prompt have two words each
    const QJsonObject word = rows.value(u"Redundant|word"_s), repeats = rows.value(u"Redundant|repeats"_s);
    QCOMPARE(word.value(u"rationales"_s).toInt(), 2);
    QCOMPARE(word.value(u"count"_s).toInt(), 3);
    QCOMPARE(word.value(u"in_rationales"_s).toInt(), 2);
    QCOMPARE(word.value(u"rank"_s).toInt(), 1);
    QCOMPARE(repeats.value(u"count"_s).toInt(), 2);
    QCOMPARE(repeats.value(u"rank"_s).toInt(), 2);
    QCOMPARE(rows.value(u"Off-prompt|rain"_s).value(u"count"_s).toInt(), 1);
    QVERIFY(rows.contains(u"Off-prompt|topic"_s) && !rows.contains(u"Off-prompt|off"_s));
    // Ties by term: salad before word (2 each), then the characters in code order: 不 (U+4E0D) first.
    QCOMPARE(rows.value(u"Incoherent|salad"_s).value(u"rank"_s).toInt(), 1);
    QCOMPARE(rows.value(u"Incoherent|word"_s).value(u"rank"_s).toInt(), 2);
    QCOMPARE(rows.value(u"Incoherent|不"_s).value(u"rank"_s).toInt(), 3);
    QCOMPARE(rows.value(u"Incoherent|salad"_s).value(u"in_rationales"_s).toInt(), 1);
    // Level 1: everything is Language; "word" 3 + 2.
    const auto level1 =
        rowsBy({u"rationale-words"_s, m_project, u"--level"_s, u"1"_s, u"--top"_s, u"1"_s}, {u"type"_s, u"term"_s});
    QCOMPARE(level1.size(), 1);
    QCOMPARE(level1.value(u"Language|word"_s).value(u"count"_s).toInt(), 5);
    QCOMPARE(level1.value(u"Language|word"_s).value(u"rationales"_s).toInt(), 5);
    const QString path = m_dir.filePath(u"words.png"_s);
    QVERIFY(cli({u"rationale-words"_s, m_project, u"-o"_s, path}).exitCode == 0);
    QVERIFY(QFileInfo(path).size() > 1000);
    QCOMPARE(cli({u"rationale-words"_s, m_project, u"--top"_s, u"0"_s}).exitCode, 1);
}

void LayerStatsCliTest::rationaleWordPairs()
{
    const auto rows =
        rowsBy({u"rationale-words"_s, m_project, u"--pairs"_s, u"--top"_s, u"20"_s}, {u"type"_s, u"term"_s});
    // Redundant: only "word repeats" (the stop words break every other pair); Off-prompt: none.
    QCOMPARE(rows.value(u"Redundant|word repeats"_s).value(u"count"_s).toInt(), 1);
    QVERIFY(!rows.contains(u"Redundant|repeats word"_s));
    // Incoherent: "word salad" twice, "salad word" once (pairs cross punctuation), and the character
    // pairs 这个 个句 句子 意思 思不 不通 (的 breaks 子意).
    QCOMPARE(rows.value(u"Incoherent|word salad"_s).value(u"count"_s).toInt(), 2);
    QCOMPARE(rows.value(u"Incoherent|word salad"_s).value(u"rank"_s).toInt(), 1);
    QCOMPARE(rows.value(u"Incoherent|salad word"_s).value(u"count"_s).toInt(), 1);
    for (const QString &pair : {u"这 个"_s, u"个 句"_s, u"句 子"_s, u"意 思"_s, u"思 不"_s, u"不 通"_s})
        QVERIFY2(rows.contains(u"Incoherent|"_s + pair), qPrintable(pair));
    QVERIFY(!rows.contains(u"Incoherent|子 意"_s));
    int pairs = 0;
    for (const QString &key : rows.keys()) pairs += key.startsWith(u"Incoherent|"_s) ? 1 : 0;
    QCOMPARE(pairs, 8);
    QCOMPARE(rows.size(), 9);
}

QTEST_GUILESS_MAIN(LayerStatsCliTest)
#include "layerstatscli_test.moc"
