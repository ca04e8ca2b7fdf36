// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Qualification that gates, exclusion that counts, TGEA's discard limit (issue 44): errata-cli study,
// assign, exclude, agreement and review-status --discards, run as a user runs them, on real files.
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/project/submissioncheck.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"

#include "tests/testsupport.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

class StudyGateTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void unqualifiedPeopleAreLeftOutAndNamed();
    void excludedLayerLeavesAgreement();
    void exclusionRefusalsChangeNothing();
    void discardLimitWarnsAtTheLimit();
    void discardsAreCountedByReason();
    void reviewerAgreementByHand();

private:
    Run cli(const QStringList &arguments)
    {
        return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    // The file and its write-ahead log: "unchanged" means both, every byte.
    static QByteArray hashes(const QString &path) { return fileHash(path) + fileHash(path + u"-wal"_s); }
    // Cora coordinates; Ann, Ben and Cid annotate. Items i-1 and i-2 read "one two three four".
    std::unique_ptr<Project> makeProject(const QString &name, QHash<QString, qint64> *ids);
    // A submitted assignment of `person` on `item` with one Redundant span [begin, end).
    static void submitted(Project &project, qint64 item, qint64 person, qint64 coordinator, int begin, int end);
    QTemporaryDir m_dir;
};

std::unique_ptr<Project> StudyGateTest::makeProject(const QString &name, QHash<QString, qint64> *ids)
{
    QString error;
    auto project =
        Project::create(m_dir.filePath(name), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Gate"_s, &error);
    if (!project) return nullptr;
    Person cora{0, u"Cora"_s, Role::Coordinator};
    if (!project->people().add(cora, 0)) return nullptr;
    ids->insert(cora.name, cora.id);
    for (const QString &who : {u"Ann"_s, u"Ben"_s, u"Cid"_s}) {
        Person person{0, who, Role::Annotator};
        if (!project->people().add(person, cora.id)) return nullptr;
        ids->insert(who, person.id);
    }
    for (const QString &id : {u"i-1"_s, u"i-2"_s}) {
        Item item{0, id, u"P."_s, u"one two three four"_s, TextFormat::Plain, {}, {}};
        if (!project->items().add(item, cora.id)) return nullptr;
        ids->insert(id, item.id);
    }
    return project;
}

void StudyGateTest::submitted(Project &project, qint64 item, qint64 person, qint64 coordinator, int begin, int end)
{
    Assignment assignment{0, item, person, AssignmentState::New, 0, 0, 0, {}};
    QVERIFY(project.assignments().create(assignment, coordinator));
    Span span;
    span.layerId = *project.spans().annotatorLayer(item, person);
    span.range = {begin, end, TextSide::Generation};
    span.typeKey = u"Redundant"_s;
    span.rationale = u"said twice"_s;
    QVERIFY(project.spans().add(span));
    QVERIFY(project.assignments().perform(assignment.id, WorkflowAction::Open, person));
    QVERIFY(project.assignments().perform(assignment.id, WorkflowAction::Submit, person));
}

// Ann passed (95 of 100, pass mark 90), Ben failed (72 of 100), Cid was never scored. With the gate on,
// only Ann may be given work; the plan names Ben and Cid and why.
void StudyGateTest::unqualifiedPeopleAreLeftOutAndNamed()
{
    QHash<QString, qint64> ids;
    const QString path = m_dir.filePath(u"gate.errata"_s);
    {
        auto project = makeProject(u"gate.errata"_s, &ids);
        QVERIFY(project);
        for (const auto &[who, score] : {std::pair{u"Ann"_s, 95.0}, std::pair{u"Ben"_s, 72.0}}) {
            QualificationResult result;
            result.personId = ids.value(who);
            result.score = score;
            result.maxScore = 100;
            result.passMark = 90;
            result.passed = score >= 90;
            result.scoredBy = ids.value(u"Cora"_s);
            QVERIFY(project->quality().addResult(result));
        }
    }
    const Run off = cli({u"--format"_s, u"tsv"_s, u"assign"_s, path, u"--per-item"_s, u"1"_s, u"--dry-run"_s});
    QVERIFY2(off.exitCode == 0, qPrintable(off.err));
    QVERIFY(off.out.contains(u"Ben\t"_s) && !off.err.contains(u"Left out"_s)); // no gate: everyone

    QCOMPARE(cli({u"study"_s, path, u"--require-qualification"_s, u"on"_s}).exitCode, 0);
    const Run plan = cli({u"assign"_s, path, u"--per-item"_s, u"1"_s, u"--dry-run"_s});
    QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
    QVERIFY(plan.out.contains(u"Left out: Ben (failed the qualification: 72 of 100, pass mark 90)."_s));
    QVERIFY(plan.out.contains(u"Left out: Cid (no qualification result yet)."_s));
    const QStringList rows = plan.out.split(u'\n').filter(QRegularExpression(u"^Ann "_s));
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().simplified(), u"Ann 2 2"_s); // both items, nobody else in the table
    QVERIFY(!plan.out.contains(u"Ben  "_s) && !plan.out.contains(u"Cid  "_s));

    // Two a text, but only Ann qualifies: refused, naming who is left out, and the file stays as it was.
    const QByteArray before = hashes(path);
    const Run refused = cli({u"assign"_s, path, u"--per-item"_s, u"2"_s});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.err.contains(u"Each item needs 2 annotators, but there are only 1."_s));
    QVERIFY(refused.err.contains(u"Left out: Cid (no qualification result yet)."_s));
    QCOMPARE(hashes(path), before);

    // Naming Ben does not get him past the gate either.
    const Run named = cli({u"assign"_s, path, u"--per-item"_s, u"1"_s, u"--annotators"_s, u"Ann,Ben"_s});
    QVERIFY2(named.exitCode == 0, qPrintable(named.err));
    QVERIFY(named.out.contains(u"Left out: Ben"_s));
    const Run list = cli({u"--format"_s, u"tsv"_s, u"assign"_s, path, u"--list"_s});
    QCOMPARE(list.out.count(u"\tAnn\t"_s), 2);
    QCOMPARE(list.out.count(u"\tBen\t"_s), 0);
}

// One text, four tokens; Ann and Ben mark "one two" as Redundant, Cid "three four". Fleiss' κ for
// Redundant, by hand, over 4 units × 3 raters: every unit has one rater apart, so each unit's agreement
// is (2·1 + 1·0) / (3·2) = 1/3; P_e = 0.5² + 0.5² = 0.5 (6 of 12 ratings say yes); κ = (1/3 − 1/2) / (1/2)
// = −1/3. With Cid excluded, Ann and Ben agree on every unit: κ = 1.
void StudyGateTest::excludedLayerLeavesAgreement()
{
    QHash<QString, qint64> ids;
    const QString path = m_dir.filePath(u"exclude.errata"_s);
    {
        auto project = makeProject(u"exclude.errata"_s, &ids);
        QVERIFY(project);
        const qint64 cora = ids.value(u"Cora"_s), item = ids.value(u"i-1"_s);
        submitted(*project, item, ids.value(u"Ann"_s), cora, 0, 7);
        submitted(*project, item, ids.value(u"Ben"_s), cora, 0, 7);
        submitted(*project, item, ids.value(u"Cid"_s), cora, 8, 18);
    }
    const QStringList agreement{u"--format"_s, u"tsv"_s, u"agreement"_s, path};
    const auto kappa = [&](const Run &run) {
        for (const QString &line : run.out.split(u'\n')) {
            const QStringList cells = line.split(u'\t');
            if (cells.value(1) == "Redundant"_L1) return cells.value(5);
        }
        return QString();
    };
    const Run all = cli(agreement);
    QCOMPARE(kappa(all), u"-0.3333"_s);
    QVERIFY(!all.err.contains(u"Excluded"_s));

    const Run excluded = cli({u"exclude"_s, path, u"--person"_s, u"Cid"_s, u"--reason"_s, u"copied explanations"_s});
    QVERIFY2(excluded.exitCode == 0, qPrintable(excluded.err));
    const Run without = cli(agreement);
    QCOMPARE(kappa(without), u"1.0000"_s);
    QVERIFY(without.err.contains(u"Excluded from these figures by a coordinator (1): Cid (copied explanations)."_s));
    const Run text = cli({u"agreement"_s, path, u"--pairs"_s});
    QVERIFY(text.out.contains(u"Excluded from these figures by a coordinator (1): Cid (copied explanations)."_s));
    QVERIFY(!text.out.contains(u"Cid  "_s) && text.out.contains(u"Ann"_s)); // no pair with Cid
    const Run stats = cli({u"stats"_s, path, u"--measure"_s, u"count"_s, u"--by"_s, u"annotator"_s});
    QVERIFY(!stats.out.contains(u"\nCid"_s) && stats.out.contains(u"(1): Cid (copied explanations)."_s));

    // Included again: the numbers come back, and the history keeps both steps.
    QCOMPARE(cli({u"exclude"_s, path, u"--person"_s, u"Cid"_s, u"--include"_s}).exitCode, 0);
    const Run again = cli(agreement);
    QCOMPARE(kappa(again), u"-0.3333"_s);
    QVERIFY(!again.err.contains(u"Excluded"_s));
    const QStringList history = cli({u"--format"_s, u"tsv"_s, u"exclude"_s, path, u"--list"_s}).out.split(u'\n');
    QCOMPARE(history.filter(u"\tCid\texclude\tcopied explanations\tCora"_s).size(), 1);
    QCOMPARE(history.filter(u"\tCid\tinclude\t\tCora"_s).size(), 1);
}

void StudyGateTest::exclusionRefusalsChangeNothing()
{
    QHash<QString, qint64> ids;
    const QString path = m_dir.filePath(u"refuse.errata"_s);
    QVERIFY(makeProject(u"refuse.errata"_s, &ids));
    const QByteArray before = hashes(path);
    const QList<std::pair<QStringList, QString>> refusals{
        {{u"--person"_s, u"Cid"_s, u"--reason"_s, u"x"_s, u"--as"_s, u"Ann"_s},
         u"Only a coordinator may exclude people from the analyses; Ann is an annotator"_s},
        {{u"--person"_s, u"Cid"_s, u"--reason"_s, u"  "_s}, u"Excluding Cid from the analyses needs a reason"_s},
        {{u"--person"_s, u"Cid"_s, u"--include"_s}, u"Cid is not excluded from the analyses."_s},
        {{u"--person"_s, u"Nobody"_s, u"--reason"_s, u"x"_s}, u"There is no person \"Nobody\""_s},
    };
    for (const auto &[options, message] : refusals) {
        const Run run = cli(QStringList{u"exclude"_s, path} + options);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(hashes(path), before);
    }
    for (const QStringList &options : {QStringList{u"--max-errors"_s, u"0"_s},
                                       {u"--max-errors"_s, u"four"_s},
                                       {u"--require-qualification"_s, u"on"_s, u"--as"_s, u"Ben"_s}}) {
        QCOMPARE(cli(QStringList{u"study"_s, path} + options).exitCode, 1);
        QCOMPARE(hashes(path), before);
    }
}

// TGEA's limit of four: nothing below it, a warning at exactly four, a call to discard above it.
void StudyGateTest::discardLimitWarnsAtTheLimit()
{
    QHash<QString, qint64> ids;
    const QString path = m_dir.filePath(u"limit.errata"_s);
    QVERIFY(makeProject(u"limit.errata"_s, &ids));
    QList<Span> spans;
    {
        QString error;
        auto project = Project::open(path, &error);
        QVERIFY2(project, qPrintable(error));
        spans = QList<Span>(3);
        QCOMPARE(SubmissionCheck::errorLimitWarning(*project, spans), QString()); // no limit set
    }
    const Run set = cli({u"study"_s, path, u"--max-errors"_s, u"4"_s});
    QVERIFY2(set.exitCode == 0, qPrintable(set.err));
    QVERIFY(set.out.split(u'\n').filter(u"max-errors"_s).value(0).simplified() == u"max-errors 4"_s);
    QString error;
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(SubmissionCheck::errorLimitWarning(*project, spans), QString()); // 3 of 4
    spans.append(Span());
    QCOMPARE(SubmissionCheck::errorLimitWarning(*project, spans),
             u"This text has 4 errors, the project's limit: a text with more is discarded."_s);
    spans.append(Span());
    QCOMPARE(SubmissionCheck::errorLimitWarning(*project, spans),
             u"This text has 5 errors, more than the project's limit of 4: discard it, with the reason "
             u"“more than 4 errors”."_s);
}

// Three discards, two for TGEA's reason and one other; work not discarded is not counted.
void StudyGateTest::discardsAreCountedByReason()
{
    QHash<QString, qint64> ids;
    const QString path = m_dir.filePath(u"discards.errata"_s);
    {
        auto project = makeProject(u"discards.errata"_s, &ids);
        QVERIFY(project);
        const qint64 cora = ids.value(u"Cora"_s);
        const QList<std::tuple<QString, QString, QString>> work{{u"i-1"_s, u"Ann"_s, u"more than 4 errors"_s},
                                                                {u"i-2"_s, u"Ann"_s, u"more than 4 errors"_s},
                                                                {u"i-1"_s, u"Ben"_s, u"off topic"_s},
                                                                {u"i-2"_s, u"Ben"_s, QString()}};
        for (const auto &[item, who, reason] : work) {
            Assignment a{0, ids.value(item), ids.value(who), AssignmentState::New, 0, 0, 0, {}};
            QVERIFY(project->assignments().create(a, cora));
            if (!reason.isEmpty()) {
                QVERIFY(project->assignments().perform(a.id, WorkflowAction::Discard, ids.value(who), reason));
            }
        }
    }
    const Run run = cli({u"--format"_s, u"tsv"_s, u"review-status"_s, path, u"--discards"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.out, u"reason\tdiscarded\nmore than 4 errors\t2\noff topic\t1\n"_s);
}

// Two reviewers, Rae first and Rex second, decide six spans (A accept, R reject, N needs change):
//   assignment 1: s1 A/A, s2 A/A, s3 A/R;  assignment 2: s4 R/R, s5 N/R;  assignment 3: s6 A/A.
// Spans: 4 of 6 agree, 66.7 %; Rae's shares A 4/6, R 1/6, N 1/6, Rex's A 3/6, R 3/6, N 0, so
// p_e = 4/6·3/6 + 1/6·3/6 = 15/36 and κ = (4/6 − 15/36) / (1 − 15/36) = 3/7 = 0.4286.
// Items (accept only when every decided span is accepted): Rae accept, return, accept; Rex return,
// return, accept: 2 of 3 agree; p_e = 2/3·1/3 + 1/3·2/3 = 4/9, κ = (2/3 − 4/9) / (5/9) = 0.4.
// (numpy, /usr/bin/python3, gives 0.428571 and 0.400000 for the same labels.)
void StudyGateTest::reviewerAgreementByHand()
{
    QHash<QString, qint64> ids;
    const QString path = m_dir.filePath(u"reviewers.errata"_s);
    {
        auto project = makeProject(u"reviewers.errata"_s, &ids);
        QVERIFY(project);
        const qint64 cora = ids.value(u"Cora"_s);
        Person rae{0, u"Rae"_s, Role::Reviewer}, rex{0, u"Rex"_s, Role::Reviewer};
        QVERIFY(project->people().add(rae, cora) && project->people().add(rex, cora));
        QList<qint64> assignments;
        for (const auto &[item, who] : {std::pair{u"i-1"_s, u"Ann"_s}, {u"i-2"_s, u"Ann"_s}, {u"i-1"_s, u"Ben"_s}}) {
            Assignment a{0, ids.value(item), ids.value(who), AssignmentState::New, 0, 0, 0, {}};
            QVERIFY(project->assignments().create(a, cora));
            assignments << a.id;
        }
        using K = ReviewEventKind;
        const QList<std::tuple<int, qint64, K, K>> decisions{
            {0, 101, K::AcceptSpan, K::AcceptSpan},      {0, 102, K::AcceptSpan, K::AcceptSpan},
            {0, 103, K::AcceptSpan, K::RejectSpan},      {1, 104, K::RejectSpan, K::RejectSpan},
            {1, 105, K::NeedsChangeSpan, K::RejectSpan}, {2, 106, K::AcceptSpan, K::AcceptSpan}};
        for (const bool second : {false, true}) {
            for (const auto &[assignment, span, first, other] : decisions) {
                ReviewEvent event{0,
                                  assignments[assignment],
                                  span,
                                  second ? rex.id : rae.id,
                                  second ? other : first,
                                  first == K::AcceptSpan && !second ? QString() : u"why"_s,
                                  {}};
                if (event.kind == K::AcceptSpan) event.body.clear();
                QVERIFY(project->reviews().add(event));
            }
        }
    }
    const Run run = cli({u"--format"_s, u"tsv"_s, u"review-status"_s, path, u"--reviewers"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList lines = run.out.split(u'\n');
    QCOMPARE(lines.value(0), u"unit\tpairs\tagreed\tpercent\tkappa"_s);
    const QStringList spans = lines.value(1).split(u'\t'), items = lines.value(2).split(u'\t');
    QCOMPARE(spans.mid(0, 3), (QStringList{u"span"_s, u"6"_s, u"4"_s}));
    QCOMPARE(spans.value(3).toDouble(), 100.0 * 4 / 6);
    QVERIFY(qAbs(spans.value(4).toDouble() - 3.0 / 7) < 1e-12);
    QCOMPARE(items.mid(0, 3), (QStringList{u"item"_s, u"3"_s, u"2"_s}));
    QVERIFY(qAbs(items.value(4).toDouble() - 0.4) < 1e-12);
}

QTEST_GUILESS_MAIN(StudyGateTest)
#include "studygate_test.moc"
