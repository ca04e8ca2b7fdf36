// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli qualification, qc and annotators, run as a user runs them.
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

class QualityCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusesNonCoordinatorAndLeavesFileAlone();
    void marksAndScoresByHand();
    void attentionChecksListFlags();
    void annotatorsOnTheDemo();

private:
    Run cli(const QStringList &arguments)
    {
        return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_project;
};

// Cora coordinates; Ann handed in item t-1, "The the cat ate 2 + 2 = 5 apples.", where the gold
// layer (filled once the item is marked) has "The the" [0,7) Redundant and "2 + 2 = 5" [16,25)
// Bad_Math, and Ann marked "The the" [0,7) Redundant only.
void QualityCliTest::initTestCase()
{
    m_project = path(u"q.errata"_s);
    QString error;
    auto project = Project::create(m_project, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Q"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person cora{0, u"Cora"_s, Role::Coordinator}, ann{0, u"Ann"_s, Role::Annotator};
    QVERIFY(project->people().add(cora, 0) && project->people().add(ann, cora.id));
    Item item{0, u"t-1"_s, u"P."_s, u"The the cat ate 2 + 2 = 5 apples."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, cora.id));
    Assignment assignment{0, item.id, ann.id, AssignmentState::New, 0, 0, 0, {}};
    QVERIFY(project->assignments().create(assignment, cora.id));
    Span mine;
    mine.layerId = *project->spans().annotatorLayer(item.id, ann.id);
    mine.range = {0, 7, TextSide::Generation};
    mine.typeKey = u"Redundant"_s;
    mine.rationale = u"twice"_s;
    QVERIFY(project->spans().add(mine));
    QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Open, ann.id));
    QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Submit, ann.id));
    QVERIFY(project->judgements().set(assignment.id, u"rating"_s, 4));
}

void QualityCliTest::refusesNonCoordinatorAndLeavesFileAlone()
{
    const QByteArray before = fileHash(m_project);
    const Run run = cli({u"qualification"_s, m_project, u"--mark-training"_s, u"t-1"_s, u"--as"_s, u"Ann"_s});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.trimmed(), u"errata-cli: Only coordinators can mark training items; Ann is not a coordinator."_s);
    QCOMPARE(fileHash(m_project), before);
    const Run unknown = cli({u"qualification"_s, m_project, u"--mark-training"_s, u"t-9"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(u"There is no item \"t-9\""_s), qPrintable(unknown.err));
    QCOMPARE(fileHash(m_project), before);
    QCOMPARE(cli({u"qualification"_s, m_project, u"--score"_s, u"Ann"_s, u"--match"_s, u"half"_s}).exitCode, 1);
}

void QualityCliTest::marksAndScoresByHand()
{
    const Run mark = cli({u"qualification"_s, m_project, u"--mark-training"_s, u"t-1"_s, u"--format"_s, u"json"_s});
    QCOMPARE(mark.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(mark.out.toUtf8()).array().first()[u"reference_spans"_s].toInt(), 0);
    {
        QString error;
        auto project = Project::open(m_project, &error);
        QVERIFY2(project, qPrintable(error));
        const qint64 gold = project->quality().trainingItems().first().referenceLayerId;
        for (const auto &[begin, end, type] : {std::tuple{0, 7, u"Redundant"_s}, std::tuple{16, 25, u"Bad_Math"_s}}) {
            Span span;
            span.layerId = gold;
            span.range = {begin, end, TextSide::Generation};
            span.typeKey = type;
            QVERIFY(project->spans().add(span));
        }
    }
    // Span match: precision 1/1, recall 1/2, F1 = 2·1·½ / 1½ = 2/3: 66.67 points, below 90.
    const Run spanMatch = cli({u"qualification"_s, m_project, u"--score"_s, u"Ann"_s, u"--format"_s, u"json"_s});
    QCOMPARE(spanMatch.exitCode, 0);
    const QJsonObject first = QJsonDocument::fromJson(spanMatch.out.toUtf8()).object();
    QVERIFY(qAbs(first[u"score"_s].toDouble() - 200.0 / 3.0) < 1e-9);
    QCOMPARE(first[u"passed"_s].toBool(), false);
    QCOMPARE(first[u"match"_s].toString(), u"overlap50"_s);
    // Scarecrow, the item as the full task: 2 reference spans, so both are required; 1 found:
    // 20 − 4 = 16 of 20, pass mark 90 % of 20 = 18: failed.
    const Run scarecrow = cli({u"qualification"_s, m_project, u"--score"_s, u"Ann"_s, u"--scheme"_s, u"scarecrow"_s,
                               u"--match"_s, u"exact"_s, u"--format"_s, u"json"_s});
    QCOMPARE(scarecrow.exitCode, 0);
    const QJsonObject second = QJsonDocument::fromJson(scarecrow.out.toUtf8()).object();
    QCOMPARE(second[u"score"_s].toDouble(), 16.0);
    QCOMPARE(second[u"max_score"_s].toDouble(), 20.0);
    QCOMPARE(second[u"pass_mark"_s].toDouble(), 18.0);
    QCOMPARE(second[u"parts"_s].toArray().first().toString(), u"task:t-1: 16 of 20"_s);
    // The newest result is Ann's record on the dashboard.
    const Run annotators = cli({u"annotators"_s, m_project, u"--format"_s, u"tsv"_s});
    QCOMPARE(annotators.exitCode, 0);
    const QStringList lines = annotators.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(1).startsWith(u"Ann\t1\t1\t"_s), qPrintable(lines.at(1)));
    QVERIFY2(lines.at(1).contains(u"\t16.0000\t20.0000\tfalse\t0"_s), qPrintable(lines.at(1)));

    // TGEA's gate, exact ranges: Ann marked a span, so she says "erroneous", as the reference does (detect
    // 100); spans P 1/1, R 1/2, F1 2/3 (66.67); her one span found has the right type (types 100). The
    // lowest task is the score: 66.67 < 90, failed.
    const Run tgea = cli({u"qualification"_s, m_project, u"--score"_s, u"Ann"_s, u"--scheme"_s, u"tgea"_s, u"--match"_s,
                          u"exact"_s, u"--format"_s, u"json"_s});
    QCOMPARE(tgea.exitCode, 0);
    const QJsonObject third = QJsonDocument::fromJson(tgea.out.toUtf8()).object();
    QCOMPARE(third[u"scheme"_s].toString(), u"tgea"_s);
    QVERIFY(qAbs(third[u"score"_s].toDouble() - 200.0 / 3.0) < 1e-9);
    QCOMPARE(third[u"passed"_s].toBool(), false);
    const QJsonArray parts = third[u"parts"_s].toArray();
    QCOMPARE(parts.size(), 3);
    QCOMPARE(parts.at(0).toString(), u"detect: 100 of 100"_s);
    QCOMPARE(parts.at(2).toString(), u"types: 100 of 100"_s);
    QCOMPARE(cli({u"qualification"_s, m_project, u"--score"_s, u"Ann"_s, u"--scheme"_s, u"span_match"_s}).exitCode, 1);

    // As a practice item it teaches instead: it is no longer scored.
    const Run practice = cli({u"qualification"_s, m_project, u"--mark-practice"_s, u"t-1"_s, u"--explanation"_s,
                              u"Two errors: the repeated word and the sum."_s, u"--format"_s, u"json"_s});
    QCOMPARE(practice.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(practice.out.toUtf8()).array().first()[u"part"_s].toString(), u"practice"_s);
    const Run none = cli({u"qualification"_s, m_project, u"--score"_s, u"Ann"_s});
    QCOMPARE(none.exitCode, 1);
    QVERIFY2(none.err.contains(u"No item is marked as a training item yet."_s), qPrintable(none.err));
    QCOMPARE(cli({u"qualification"_s, m_project, u"--mark-training"_s, u"t-1"_s}).exitCode, 0); // back, for the rest
}

void QualityCliTest::attentionChecksListFlags()
{
    // t-1 is also a known-bad sample (its gold layer holds the planted errors). Ann rated it 4 (> 2)
    // and missed "2 + 2 = 5": two flags with their evidence.
    const Run run = cli({u"qc"_s, m_project, u"--mark-bad"_s, u"t-1"_s, u"--format"_s, u"json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray flags = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(flags.size(), 2);
    QCOMPARE(flags.at(0)[u"rule"_s].toString(), u"bad_rated_high"_s);
    QCOMPARE(flags.at(0)[u"given"_s].toString(), u"rated 4"_s);
    QCOMPARE(flags.at(1)[u"rule"_s].toString(), u"missed_planted_error"_s);
    QCOMPARE(flags.at(1)[u"expected"_s].toString(), u"Bad_Math on “2 + 2 = 5” (16–25)"_s);
    QCOMPARE(flags.at(1)[u"annotator"_s].toString(), u"Ann"_s);
    // As known-good instead, a rating of 4 is fine (the boundary) and nothing is planted: no flags.
    const Run good = cli({u"qc"_s, m_project, u"--mark-good"_s, u"t-1"_s, u"--format"_s, u"json"_s});
    QCOMPARE(good.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(good.out.toUtf8()).array().size(), 0);
}

void QualityCliTest::annotatorsOnTheDemo()
{
    QCOMPARE(cli({u"demo"_s, path(u"demo.errata"_s)}).exitCode, 0);
    const Run run = cli({u"annotators"_s, path(u"demo.errata"_s), u"--format"_s, u"json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(rows.size(), 10);
    int flags = 0;
    for (const QJsonValue &row : rows) {
        QCOMPARE(row[u"assigned"_s].toInt(), 12);
        QCOMPARE(row[u"qualification_max"_s].toDouble(), 100.0); // span match: F1 × 100
        const double kappa = row[u"kappa_peers"_s].toDouble();
        QVERIFY(kappa > -1.0 && kappa <= 1.0);
        flags += row[u"flags"_s].toInt();
    }
    const Run qc = cli({u"qc"_s, path(u"demo.errata"_s), u"--format"_s, u"tsv"_s});
    QCOMPARE(qc.exitCode, 0);
    QCOMPARE(qc.out.split(u'\n', Qt::SkipEmptyParts).size(), flags + 1); // a header line, a flag a line
}

QTEST_GUILESS_MAIN(QualityCliTest)
#include "qualitycli_test.moc"
