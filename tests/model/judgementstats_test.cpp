// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli ratings on a study answered through AnnotationDocument, every number by hand: t1 (model a)
// and t2 (model b), each rated by E1 and E2. E1: t1 2 with "repetitive plot" −1, t2 4. E2: t1 3 with
// "repetitive plot" −2 and "unrelated events" −1, t2 5.
#include "model/document/annotationdocument.h"
#include "model/project/judgementstats.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class JudgementStatsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void ratingsAndDeductionsByHand();

private:
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QString m_path;
};

void JudgementStatsTest::initTestCase()
{
    m_path = m_dir.filePath(u"ratings.errata"_s);
    QFile texts(m_dir.filePath(u"texts.csv"_s));
    QVERIFY(texts.open(QIODevice::WriteOnly));
    texts.write("id,text,model\nt1,Once upon a time.,a\nt2,It rained all day.,b\n");
    texts.close();
    for (const QStringList &step :
         {QStringList{u"init"_s, m_path, u"--coordinator"_s, u"Priya"_s, u"--judgements"_s, u"rating"_s},
          {u"people"_s, u"add"_s, m_path, u"E1"_s, u"E2"_s},
          {u"items"_s, u"add"_s, m_path, u"--format"_s, u"csv"_s, texts.fileName()},
          {u"assign"_s, m_path, u"--per-item"_s, u"2"_s, u"--annotators"_s, u"E1,E2"_s}}) {
        const TestSupport::Run run = cli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(u' ') + u": "_s + run.err));
    }
    QString error;
    auto project = Project::open(m_path, &error);
    QVERIFY2(project, qPrintable(error));
    const QList<std::tuple<QString, QString, QVariantMap>> answers{
        {u"E1"_s, u"t1"_s, {{u"rating"_s, 2}, {u"deduction_repetitive_plot"_s, -1}}},
        {u"E1"_s, u"t2"_s, {{u"rating"_s, 4}}},
        {u"E2"_s,
         u"t1"_s,
         {{u"rating"_s, 3}, {u"deduction_repetitive_plot"_s, -2}, {u"deduction_unrelated_events"_s, -1}}},
        {u"E2"_s, u"t2"_s, {{u"rating"_s, 5}}}};
    for (const auto &[person, item, judgements] : answers) {
        AnnotationDocument doc(project.get(), project->items().findByExternalId(item)->id,
                               project->people().findByName(person)->id);
        QVERIFY2(doc.load(), qPrintable(doc.lastError()));
        for (auto it = judgements.cbegin(); it != judgements.cend(); ++it)
            QVERIFY(doc.setJudgement(it.key(), it.value()));
        QVERIFY2(doc.submit(), qPrintable(doc.lastError()));
    }
}

void JudgementStatsTest::ratingsAndDeductionsByHand()
{
    QString error;
    auto project = Project::openForReading(m_path, &error);
    QVERIFY2(project, qPrintable(error));
    // a: {2, 3}, quartiles by linear interpolation 2.25, 2.5, 2.75; b: {4, 5}.
    const QList<LengthRow> ratings = JudgementStats::ratings(*project, u"model"_s, QString());
    QCOMPARE(ratings.size(), 2);
    QCOMPARE(ratings[0].group, u"a"_s);
    QCOMPARE(ratings[0].n, 2);
    QCOMPARE(ratings[0].mean, 2.5);
    QCOMPARE(ratings[0].q1, 2.25);
    QCOMPARE(ratings[0].q3, 2.75);
    QCOMPARE(ratings[1].mean, 4.5);
    QCOMPARE(ratings[1].max, 5.0);
    QCOMPARE(JudgementStats::ratings(*project, QString(), u"model=b"_s).first().n, 2);
    // On a, both deducted for a repetitive plot (−1, −2: mean −1.5), one for unrelated events; b: none.
    const QList<DeductionRow> deductions = JudgementStats::deductions(*project, u"model"_s, QString());
    QCOMPARE(deductions.size(), 2);
    QCOMPARE(deductions[0].reason, u"repetitive_plot"_s);
    QCOMPARE(deductions[0].rated, 2);
    QCOMPARE(deductions[0].deducted, 2);
    QCOMPARE(deductions[0].share, 1.0);
    QCOMPARE(deductions[0].meanPoints, -1.5);
    QCOMPARE(deductions[1].reason, u"unrelated_events"_s);
    QCOMPARE(deductions[1].share, 0.5);
    QCOMPARE(deductions[1].meanPoints, -1.0);
    // The command prints the same, and draws the box plot.
    const TestSupport::Run run = cli({u"--format"_s, u"tsv"_s, u"ratings"_s, m_path, u"--by"_s, u"model"_s});
    QVERIFY2(run.out.contains(u"a\t2\t2.5\t2\t2.25\t2.5\t2.75\t3\n"_s), qPrintable(run.out));
    const QString png = m_dir.filePath(u"ratings.png"_s);
    QCOMPARE(cli({u"ratings"_s, m_path, u"--by"_s, u"model"_s, u"-o"_s, png}).exitCode, 0);
    QVERIFY(QFile::exists(png));
}

QTEST_GUILESS_MAIN(JudgementStatsTest)
#include "judgementstats_test.moc"
