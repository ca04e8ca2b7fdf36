// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scarecrow §6's span-classification export (export --task scarecrow-spans): a hand-worked text, then the
// real Scarecrow sample of ../shared/data, whose spans the test counts in the JSON file itself.
#include "model/project/spanclassificationtask.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

ArchiveAnnotation finished(const QList<std::tuple<qsizetype, qsizetype, QString>> &spans)
{
    ArchiveAnnotation annotation;
    annotation.assignment.state = AssignmentState::Submitted;
    for (const auto &[begin, end, type] : spans) {
        Span span;
        span.range = {begin, end};
        span.typeKey = type;
        annotation.spans << span;
    }
    return annotation;
}

QList<QJsonObject> parse(const QByteArray &jsonl)
{
    QList<QJsonObject> rows;
    for (const QByteArray &line : jsonl.split('\n')) {
        if (!line.isEmpty()) rows << QJsonDocument::fromJson(line).object();
    }
    return rows;
}

std::pair<int, int> tokensOf(const QJsonObject &row)
{
    const QJsonArray tokens = row.value(u"tokens"_s).toArray();
    return {tokens.at(0).toInt(), tokens.at(1).toInt()};
}

} // namespace

class SpanClassificationTaskTest : public QObject
{
    Q_OBJECT

private slots:
    void negativesAvoidEveryErrorSpan();
    void tooFewFreeTokensAreCounted();
    void realScarecrowSample();

private:
    TestSupport::Run cli(const QStringList &arguments, const QString &directory)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, directory);
    }
};

// "a b c d e f g h i j": ten tokens, each letter at 2·t. E1 marks "b c" (tokens 1–2), E2 marks "g"
// (token 6), and E3's span, not handed in, marks "j". Free windows of one token: 0, 3, 4, 5, 7, 8, 9 (j
// counts, E3's work is not in); of two: 3, 4, 7, 8. Three of each are drawn.
void SpanClassificationTaskTest::negativesAvoidEveryErrorSpan()
{
    ArchiveItem item;
    item.item.externalId = u"t1"_s;
    item.item.generation = u"a b c d e f g h i j"_s;
    item.annotations << finished({{2, 5, u"redundant"_s}}) << finished({{12, 13, u"off_prompt"_s}});
    ArchiveAnnotation open = finished({{18, 19, u"bad_math"_s}});
    open.assignment.state = AssignmentState::InProgress;
    item.annotations << open;
    SeededRandom random(7);
    qint64 count = 0, skipped = 0;
    const QList<QJsonObject> rows = parse(SpanClassificationTask::rows(item, random, &count, &skipped));
    QCOMPARE(count, 8);
    QCOMPARE(rows.size(), 8);
    QCOMPARE(skipped, 0);
    QCOMPARE(rows[0].value(u"label"_s).toString(), u"redundant"_s);
    QCOMPARE(tokensOf(rows[0]), std::pair(1, 3));
    QCOMPARE(rows[0].value(u"span_text"_s).toString(), u"b c"_s);
    QCOMPARE(rows[0].value(u"span"_s).toArray(), (QJsonArray{2, 5}));
    QCOMPARE(rows[1].value(u"label"_s).toString(), u"off_prompt"_s);
    const std::set<int> free1{0, 3, 4, 5, 7, 8, 9}, free2{3, 4, 7, 8};
    std::set<int> drawn[3];
    for (qsizetype r = 2; r < rows.size(); ++r) {
        QCOMPARE(rows[r].value(u"label"_s).toString(), u"no_error"_s);
        const auto [first, last] = tokensOf(rows[r]);
        QVERIFY(last - first == 1 || last - first == 2);
        QVERIFY2((last - first == 1 ? free1 : free2).count(first), qPrintable(QString::number(first)));
        QVERIFY2(drawn[last - first].insert(first).second, "the same negative drawn twice");
        const QString text = rows[r].value(u"span_text"_s).toString();
        QCOMPARE(text, item.item.generation.mid(2 * first, 2 * (last - first) - 1));
    }
    QCOMPARE(drawn[1].size(), 3u);
    QCOMPARE(drawn[2].size(), 3u);
    // The same seed draws the same rows.
    SeededRandom again(7);
    count = 0;
    QCOMPARE(parse(SpanClassificationTask::rows(item, again, &count, &skipped)), rows);
}

// "a b c d": one error over the first three tokens; no free window of three is left, so three are missing.
void SpanClassificationTaskTest::tooFewFreeTokensAreCounted()
{
    ArchiveItem item;
    item.item.generation = u"a b c d"_s;
    item.annotations << finished({{0, 5, u"incoherent"_s}});
    SeededRandom random(1);
    qint64 count = 0, skipped = 0;
    SpanClassificationTask::rows(item, random, &count, &skipped);
    QCOMPARE(count, 1);
    QCOMPARE(skipped, 3);
}

// The real sample: every span of the file is a positive row once, each text's rows sit in one part, and
// each negative is of a length the text's errors have, with at most three a length, clear of every error.
void SpanClassificationTaskTest::realScarecrowSample()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s)
        + u"/scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json"_s;
    const QJsonArray texts = QJsonDocument::fromJson(TestSupport::readAll(data)).array();
    qsizetype spans = 0;
    for (const QJsonValue &text : texts) {
        // A second or third range of an edit is its antecedent, not another error.
        for (const QJsonValue &edit : text[u"edits"_s].toArray()) spans += !edit[u"output_idx"_s].toArray().isEmpty();
    }
    QTemporaryDir dir;
    const QString project = dir.filePath(u"s.errata"_s);
    for (const QStringList &step :
         {QStringList{u"import"_s, project, u"--format"_s, u"thresh-json"_s, data},
          {u"people"_s, u"add"_s, project, u"Priya"_s, u"--role"_s, u"coordinator"_s},
          {u"export"_s, project, u"--task"_s, u"scarecrow-spans"_s, u"-o"_s, dir.filePath(u"out"_s)}}) {
        const TestSupport::Run run = cli(step, dir.path());
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(u' ') + u": "_s + run.err));
    }
    QHash<QString, QString> partOf;
    QHash<QString, QList<std::pair<int, int>>> positives, negatives;
    for (const QString &part : {u"train"_s, u"dev"_s, u"test"_s}) {
        for (const QJsonObject &row : parse(TestSupport::readAll(dir.filePath(u"out/"_s + part + u".jsonl"_s)))) {
            const QString id = row.value(u"id"_s).toString();
            QCOMPARE(partOf.value(id, part), part);
            partOf.insert(id, part);
            (row.value(u"label"_s) == u"no_error"_s ? negatives : positives)[id] << tokensOf(row);
        }
    }
    qsizetype positiveRows = 0;
    for (const auto &list : std::as_const(positives)) positiveRows += list.size();
    QCOMPARE(positiveRows, spans);
    for (auto it = negatives.cbegin(); it != negatives.cend(); ++it) {
        QHash<int, int> perLength;
        for (const auto &[first, last] : it.value()) {
            QVERIFY(++perLength[last - first] <= 3);
            bool lengthSeen = false;
            for (const auto &[pFirst, pLast] : positives.value(it.key())) {
                QVERIFY2(last <= pFirst || pLast <= first, qPrintable(it.key()));
                lengthSeen = lengthSeen || pLast - pFirst == last - first;
            }
            QVERIFY(lengthSeen);
        }
    }
}

QTEST_GUILESS_MAIN(SpanClassificationTaskTest)
#include "spanclassificationtask_test.moc"
