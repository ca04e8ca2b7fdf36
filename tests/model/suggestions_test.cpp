// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Suggestions that people correct (issue #18): a study set up with errata-cli as a coordinator does it,
// a system's spans offered to one annotator, accepted, edited and rejected through AnnotationDocument with
// undo, counted by the report, and carried through a work package and errata-jsonl. Every expected number
// is counted by hand from the three texts and three predicted spans below.
#include "model/document/annotationdocument.h"
#include "model/document/reviewqueuemodel.h"
#include "model/document/suggestionqueue.h"
#include "model/project/project.h"
#include "model/project/suggestionreport.h"
#include "model/project/workpackage.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"
#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Errata;
using TestSupport::fileHash;

class SuggestionsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void seedingIsTheCoordinatorsAndIdempotent();
    void acceptEditRejectWithUndo();
    void reportCountsEveryOutcome();
    void decisionsTakenInAPackageComeHome();
    void erratajsonlCarriesSuggestions();
    void spansCsvTellsWhereEachSpanCameFrom();

private:
    TestSupport::Run cli(const QStringList &arguments);
    qint64 itemId(Project &project, const QString &generation);
    QTemporaryDir m_dir;
    QString m_project;
};

TestSupport::Run SuggestionsTest::cli(const QStringList &arguments)
{
    return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
}

qint64 SuggestionsTest::itemId(Project &project, const QString &generation)
{
    for (const Item &item : project.items().all()) {
        if (item.generation == generation) return item.id;
    }
    return 0;
}

void SuggestionsTest::initTestCase()
{
    m_project = m_dir.filePath(u"study.errata"_s);
    QFile texts(m_dir.filePath(u"texts.csv"_s));
    QVERIFY(texts.open(QIODevice::WriteOnly));
    texts.write("id,text\nx1,Aa bb cc dd.\nx2,Ee ff gg hh.\nx3,Ii jj kk ll.\n");
    texts.close();
    // The system marks two words of x1 and one of x2, and nothing on x3 (no layer there at all).
    QFile judge(m_dir.filePath(u"judge.jsonl"_s));
    QVERIFY(judge.open(QIODevice::WriteOnly));
    judge.write(
        R"({"item": "x1", "spans": [{"begin": 0, "end": 2, "type": "Grammar_Usage", "severity": "1", "confidence": 0.6},)"
        R"( {"begin": 3, "end": 5, "type": "Commonsense", "severity": "2", "confidence": 0.9, "rationale": "why"}]})"
        "\n"
        R"({"item": "x2", "spans": [{"begin": 6, "end": 8, "type": "Grammar_Usage", "confidence": 0.4}]})"
        "\n");
    judge.close();
    for (const QStringList &step : {QStringList{u"init"_s, m_project, u"--coordinator"_s, u"Priya"_s},
                                    {u"people"_s, u"add"_s, m_project, u"Ann"_s, u"Bo"_s},
                                    {u"people"_s, u"add"_s, m_project, u"Rosa"_s, u"--role"_s, u"reviewer"_s},
                                    {u"items"_s, u"add"_s, m_project, u"--format"_s, u"csv"_s, texts.fileName()},
                                    {u"assign"_s, m_project, u"--per-item"_s, u"2"_s},
                                    {u"predictions"_s, u"import"_s, m_project, u"--system"_s, u"judge"_s, u"--format"_s,
                                     u"jsonl"_s, judge.fileName()}}) {
        const TestSupport::Run run = cli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(u' ') + u": "_s + run.err));
    }
}

void SuggestionsTest::seedingIsTheCoordinatorsAndIdempotent()
{
    const QByteArray before = fileHash(m_project);
    const TestSupport::Run reviewer =
        cli({u"suggestions"_s, u"seed"_s, m_project, u"--system"_s, u"judge"_s, u"--as"_s, u"Rosa"_s});
    QCOMPARE(reviewer.exitCode, 1);
    QCOMPARE(fileHash(m_project), before);
    const TestSupport::Run unknown = cli({u"suggestions"_s, u"seed"_s, m_project, u"--system"_s, u"nobody"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(u"\"nobody\""_s), qPrintable(unknown.err));
    QCOMPARE(fileHash(m_project), before);

    const QStringList seed{u"--format"_s, u"json"_s,  u"suggestions"_s,  u"seed"_s, m_project,
                           u"--system"_s, u"judge"_s, u"--annotators"_s, u"Ann"_s};
    const TestSupport::Run first = cli(seed);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QJsonObject made = QJsonDocument::fromJson(first.out.toUtf8()).object();
    QCOMPARE(made.value(u"assignments"_s).toInt(), 2);   // x1 and x2
    QCOMPARE(made.value(u"suggestions"_s).toInt(), 3);   // 2 + 1
    QCOMPARE(made.value(u"no_prediction"_s).toInt(), 1); // x3
    const QByteArray seeded = fileHash(m_project);
    const TestSupport::Run again = cli(seed);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    const QJsonObject second = QJsonDocument::fromJson(again.out.toUtf8()).object();
    QCOMPARE(second.value(u"suggestions"_s).toInt(), 0);
    QCOMPARE(second.value(u"already_offered"_s).toInt(), 2);
    QCOMPARE(fileHash(m_project), seeded);
}

void SuggestionsTest::acceptEditRejectWithUndo()
{
    QString error;
    auto project = Project::open(m_project, &error);
    QVERIFY2(project, qPrintable(error));
    const qint64 ann = project->people().findByName(u"Ann"_s)->id;
    AnnotationDocument doc(project.get(), itemId(*project, u"Aa bb cc dd."_s), ann);
    QVERIFY2(doc.load(), qPrintable(doc.lastError()));
    SuggestionQueue queue(project.get(), &doc);
    QVERIFY(queue.load());
    QCOMPARE(queue.all().size(), 2);
    QVERIFY(doc.spans().isEmpty()); // nothing is Ann's until she says so
    QCOMPARE(queue.undecided(SuggestionQueue::Order::Text), (QList<qsizetype>{0, 1}));
    QCOMPARE(queue.undecided(SuggestionQueue::Order::MostConfident), (QList<qsizetype>{1, 0}));
    QCOMPARE(queue.undecided(SuggestionQueue::Order::LeastConfident), (QList<qsizetype>{0, 1}));
    QVERIFY(!queue.submissionQuestion().isEmpty());

    queue.accept(1);
    QCOMPARE(doc.spans().size(), 1);
    const Span kept = doc.spans().first();
    QCOMPARE(kept.range, (TextRange{3, 5, TextSide::Generation}));
    QCOMPARE(kept.typeKey, u"Commonsense"_s);
    QCOMPARE(kept.severityKey, u"2"_s);
    QCOMPARE(kept.rationale, u"why"_s);
    QCOMPARE(kept.confidence, std::optional<double>(0.9));
    QCOMPARE(queue.all().at(1).decision, SuggestionDecision::Accepted);
    QCOMPARE(queue.all().at(1).spanId, kept.id);
    QCOMPARE(doc.assignment().state, AssignmentState::InProgress); // the first decision opens the item
    doc.undoStack()->undo();
    QVERIFY(doc.spans().isEmpty());
    QCOMPARE(queue.all().at(1).decision, SuggestionDecision::Pending);
    QVERIFY(!project->spans().exists(kept.id));
    doc.undoStack()->redo();
    QCOMPARE(doc.spans().size(), 1);
    QCOMPARE(doc.spans().first().id, kept.id); // the same span comes back
    QCOMPARE(queue.all().at(1).spanId, kept.id);

    queue.reject(0);
    QCOMPARE(queue.all().at(0).decision, SuggestionDecision::Rejected);
    QCOMPARE(doc.spans().size(), 1);
    QVERIFY(queue.submissionQuestion().isEmpty());
    doc.undoStack()->undo();
    QCOMPARE(queue.all().at(0).decision, SuggestionDecision::Pending);
    doc.undoStack()->redo();

    // Edited: the kept span gets another severity; what changed is told field by field.
    Span edited = doc.spans().first();
    edited.severityKey = u"3"_s;
    QVERIFY(doc.replaceSpan(0, edited));
    QCOMPARE(provenanceOf(queue.all().at(1), &doc.spans().first()), Provenance::Edited);
    QCOMPARE(changedFields(queue.all().at(1).suggested, doc.spans().first()), QStringList{u"severity"_s});
    // And her own span beside them.
    Span own = kept;
    own.id = 0;
    own.range = TextRange{9, 11, TextSide::Generation};
    own.typeKey = u"Grammar_Usage"_s;
    QVERIFY(doc.insertSpan(1, own));

    // Read back from the file by a new document: the decisions were written at once.
    AnnotationDocument reread(project.get(), doc.item().id, ann);
    QVERIFY(reread.load());
    SuggestionQueue again(project.get(), &reread);
    QVERIFY(again.load());
    QCOMPARE(again.all().at(0).decision, SuggestionDecision::Rejected);
    QCOMPARE(again.all().at(1).decision, SuggestionDecision::Accepted);
    QCOMPARE(again.all().at(1).spanId, kept.id);
    QVERIFY(again.all().at(1).decided.isValid());
    QVERIFY(doc.addTimeSpent(60));
    QVERIFY2(doc.submit(), qPrintable(doc.lastError()));

    // x3 had nothing to offer: her time there is "without suggestions".
    AnnotationDocument plain(project.get(), itemId(*project, u"Ii jj kk ll."_s), ann);
    QVERIFY(plain.load());
    QVERIFY(plain.addTimeSpent(30));
    QVERIFY2(plain.submit(), qPrintable(plain.lastError()));
}

void SuggestionsTest::reportCountsEveryOutcome()
{
    QString error;
    auto project = Project::openForReading(m_project, &error);
    QVERIFY2(project, qPrintable(error));
    const QList<SuggestionTally> rows = SuggestionReport::build(*project);
    QCOMPARE(rows.size(), 1); // Ann and judge; Bo was offered nothing
    const SuggestionTally &ann = rows.first();
    QCOMPARE(ann.annotator, u"Ann"_s);
    QCOMPARE(ann.system, u"judge"_s);
    QCOMPARE(ann.offered, 3);
    QCOMPARE(ann.kept, 0);
    QCOMPARE(ann.edited, 1);
    QCOMPARE(ann.rejected, 1);
    QCOMPARE(ann.undecided, 1); // x2's, not looked at yet
    QCOMPARE(ann.own, 1);
    QCOMPARE(ann.editedFields, (QMap<QString, int>{{u"severity"_s, 1}}));
    QCOMPARE(ann.ownShare(), 0.5); // 1 own of 1 edited + 1 own
    QCOMPARE(ann.itemsWith, 1);
    QCOMPARE(ann.secondsWith, 60);
    QCOMPARE(ann.itemsWithout, 1);
    QCOMPARE(ann.secondsWithout, 30);
    // The review queue: Ann's x1 holds the span kept from the 0.9 suggestion; her x3 and nothing of Bo's
    // carries a confidence, so sorting by it puts x1 first, and the others after it.
    ReviewQueueModel queue;
    queue.setRows(ReviewQueue::load(*project));
    QCOMPARE(queue.rowCount(), 2);
    QVERIFY(queue.hasConfidence());
    ReviewQueueFilterModel sorted(&queue);
    sorted.sort(ReviewQueueModel::ConfidenceColumn, Qt::AscendingOrder);
    QCOMPARE(sorted.index(0, ReviewQueueModel::ItemColumn).data().toString(), u"x1"_s);
    QCOMPARE(queue.row(sorted.mapToSource(sorted.index(0, 0)).row())->lowestConfidence, std::optional<double>(0.9));
    QVERIFY(!queue.row(sorted.mapToSource(sorted.index(1, 0)).row())->lowestConfidence);
    sorted.sort(ReviewQueueModel::ConfidenceColumn, Qt::DescendingOrder);
    QCOMPARE(sorted.index(1, ReviewQueueModel::ItemColumn).data().toString(), u"x1"_s);
    const TestSupport::Run tsv = cli({u"--format"_s, u"tsv"_s, u"suggestions"_s, u"report"_s, m_project});
    QVERIFY2(tsv.exitCode == 0, qPrintable(tsv.err));
    QVERIFY2(tsv.out.contains(u"Ann\tjudge\t3\t0\t1\t1\t1\t1\t"_s), qPrintable(tsv.out));
}

void SuggestionsTest::decisionsTakenInAPackageComeHome()
{
    const QString packagePath = m_dir.filePath(u"ann.errata"_s);
    QString error;
    auto home = Project::open(m_project, &error);
    QVERIFY2(home, qPrintable(error));
    const qint64 priya = home->people().findByName(u"Priya"_s)->id;
    SplitSummary split;
    auto package = WorkPackage::split(*home, priya, u"Ann"_s, packagePath, &split, &error);
    QVERIFY2(package, qPrintable(error));
    // The project is blind: in Ann's hands the system has a code, not its name.
    const QList<Suggestion> offered = package->suggestions().all();
    QCOMPARE(offered.size(), 3);
    for (const Suggestion &s : offered) QCOMPARE(s.system, u"S1"_s);
    {
        const qint64 ann = package->people().findByName(u"Ann"_s)->id;
        AnnotationDocument doc(package.get(), itemId(*package, u"Ee ff gg hh."_s), ann);
        QVERIFY2(doc.load(), qPrintable(doc.lastError()));
        SuggestionQueue queue(package.get(), &doc);
        QVERIFY(queue.load());
        QCOMPARE(queue.all().size(), 1);
        queue.accept(0);
        QCOMPARE(doc.spans().size(), 1);
    }
    MergeSummary merged;
    QVERIFY2(WorkPackage::merge(*home, priya, *package, &merged, &error), qPrintable(error));
    QCOMPARE(merged.spansAdded, 1);
    QCOMPARE(merged.suggestionsDecided, 1);
    QCOMPARE(merged.conflicts, 0);
    const qint64 ann = home->people().findByName(u"Ann"_s)->id;
    const qint64 x2 = itemId(*home, u"Ee ff gg hh."_s);
    const qint64 layer = *home->spans().annotatorLayer(x2, ann);
    const QList<Suggestion> atHome = home->suggestions().forLayer(layer);
    QCOMPARE(atHome.size(), 1);
    QCOMPARE(atHome.first().system, u"judge"_s); // the code stayed in the package
    QCOMPARE(atHome.first().decision, SuggestionDecision::Accepted);
    const QList<Span> spans = home->spans().spansOfLayer(layer);
    QCOMPARE(spans.size(), 1);
    QCOMPARE(atHome.first().spanId, spans.first().id);
    QCOMPARE(provenanceOf(atHome.first(), &spans.first()), Provenance::Kept);
    MergeSummary twice;
    QVERIFY2(WorkPackage::merge(*home, priya, *package, &twice, &error), qPrintable(error));
    QVERIFY(twice.changedNothing());
}

void SuggestionsTest::erratajsonlCarriesSuggestions()
{
    const QString first = m_dir.filePath(u"first.jsonl"_s), second = m_dir.filePath(u"second.jsonl"_s);
    const QString copy = m_dir.filePath(u"copy.errata"_s);
    for (const QStringList &step :
         {QStringList{u"export"_s, m_project, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, first},
          {u"import"_s, copy, u"--format"_s, u"errata-jsonl"_s, first},
          {u"export"_s, copy, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, second}}) {
        const TestSupport::Run run = cli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(u' ') + u": "_s + run.err));
    }
    int suggestions = 0, accepted = 0;
    for (const QByteArray &line : TestSupport::readAll(first).split('\n')) {
        const QJsonObject record = QJsonDocument::fromJson(line).object();
        for (const QJsonValue annotation : record.value(u"annotations"_s).toArray()) {
            for (const QJsonValue s : annotation.toObject().value(u"suggestions"_s).toArray()) {
                ++suggestions;
                QCOMPARE(s.toObject().value(u"system"_s).toString(), u"judge"_s);
                if (s.toObject().value(u"decision"_s).toString() == "accepted"_L1) {
                    ++accepted;
                    QVERIFY(s.toObject().contains(u"span"_s));
                }
            }
        }
    }
    QCOMPARE(suggestions, 3);
    QCOMPARE(accepted, 2); // x1's edited one and x2's from the package
    QCOMPARE(TestSupport::readAll(second), TestSupport::readAll(first));
}

void SuggestionsTest::spansCsvTellsWhereEachSpanCameFrom()
{
    const TestSupport::Run run = cli({u"export"_s, m_project, u"--format"_s, u"spans-csv"_s, u"-o"_s, u"-"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.takeFirst().split(u',');
    const qsizetype item = header.indexOf(u"item"_s), layer = header.indexOf(u"layer"_s),
                    begin = header.indexOf(u"begin"_s), origin = header.indexOf(u"origin"_s),
                    by = header.indexOf(u"suggested_by"_s), fields = header.indexOf(u"edited_fields"_s);
    QVERIFY(origin > 0 && by > 0 && fields > 0);
    QStringList annotators; // item@begin origin by fields, for Ann's and Bo's spans (none of the texts has a comma)
    for (const QString &line : std::as_const(lines)) {
        const QStringList cells = line.split(u',');
        if (cells.at(layer) == "annotator"_L1) {
            annotators << u"%1@%2 %3 %4 %5"_s.arg(cells.at(item), cells.at(begin), cells.at(origin), cells.at(by),
                                                  cells.at(fields));
        } else {
            QVERIFY2(cells.at(origin).isEmpty(), qPrintable(line)); // the system's own layer has no origin
        }
    }
    annotators.sort();
    QCOMPARE(annotators, (QStringList{u"x1@3 edited judge severity"_s, u"x1@9 own  "_s, u"x2@6 kept judge "_s}));
}

QTEST_GUILESS_MAIN(SuggestionsTest)
#include "suggestions_test.moc"
