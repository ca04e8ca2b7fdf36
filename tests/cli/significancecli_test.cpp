// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which system is better, and is it significant (issue #45): errata-cli significance, raters, anova and
// stats --normalise z on the real WMT23 en-de MQM file, against scipy and numpy
// (tests/cli/significance_oracle.py reads the TSV on its own); the randomised tests against the exact
// p-values the oracle enumerates on a small file.
#include "tests/testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using TestSupport::Run;

class SignificanceCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rankTestsEqualScipys_data();
    void rankTestsEqualScipys();
    void randomisedTestsTendToTheExactP_data();
    void randomisedTestsTendToTheExactP();
    void clustersFollowTheRule();
    void anovaEqualsScipys();
    void ratersEqualScipys();
    void zScoresEqualNumpys();
    void refusals();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QJsonDocument json(const QStringList &arguments)
    {
        const Run run = cli(QStringList{u"--format"_s, u"json"_s} + arguments);
        if (run.exitCode != 0) qWarning() << run.err;
        return QJsonDocument::fromJson(run.out.toUtf8());
    }
    QTemporaryDir m_dir;
    QString m_wmt, m_small;
    QJsonObject m_expected;
};

// Equal to the last few bits: relative 1e-9 (the p-values come through different special functions).
bool close(double ours, double theirs, double relative = 1e-9)
{
    return std::abs(ours - theirs) <= relative * std::max(1.0, std::abs(theirs));
}

void SignificanceCliTest::initTestCase()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    const Run oracle = TestSupport::runProgram(u"/usr/bin/python3"_s,
                                               {TestSupport::built(ERRATA_TESTS_DIR) + u"/cli/significance_oracle.py"_s,
                                                QDir(data).absolutePath(), m_dir.path()},
                                               m_dir.path());
    QVERIFY2(oracle.exitCode == 0,
             qPrintable(u"the scipy oracle failed (is python3-scipy installed?): "_s + oracle.err));
    m_expected = QJsonDocument::fromJson(TestSupport::readAll(m_dir.filePath(u"significance.json"_s))).object();
    m_wmt = m_dir.filePath(u"wmt.errata"_s);
    m_small = m_dir.filePath(u"small.errata"_s);
    const Run wmt = cli({u"import"_s, m_wmt, u"--format"_s, u"mqm-tsv"_s,
                         data + u"/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s});
    QVERIFY2(wmt.exitCode == 0, qPrintable(wmt.err));
    const Run small = cli({u"import"_s, m_small, u"--format"_s, u"mqm-tsv"_s, m_dir.filePath(u"small.tsv"_s)});
    QVERIFY2(small.exitCode == 0, qPrintable(small.err));
}

void SignificanceCliTest::rankTestsEqualScipys_data()
{
    QTest::addColumn<QString>("test");
    QTest::newRow("Wilcoxon signed-rank") << u"wilcoxon"_s;
    QTest::newRow("Mann-Whitney U") << u"mannwhitney"_s;
}

void SignificanceCliTest::rankTestsEqualScipys()
{
    QFETCH(QString, test);
    const QJsonObject out = json({u"significance"_s, m_wmt, u"--measure"_s, u"mqm"_s, u"--test"_s, test}).object();
    const QJsonArray pairs = out.value(u"pairs"_s).toArray();
    QCOMPARE(pairs.size(), 45); // 10 systems
    const QJsonObject expected = m_expected.value(u"pairs"_s).toObject();
    const bool paired = test == "wilcoxon"_L1;
    for (const QJsonValue &value : pairs) {
        const QJsonObject pair = value.toObject();
        const QString key = pair.value(u"system_a"_s).toString() + u'|' + pair.value(u"system_b"_s).toString();
        const QJsonObject scipy = expected.value(key).toObject();
        QVERIFY2(!scipy.isEmpty(), qPrintable(key));
        const QJsonArray result = scipy.value(test).toArray();
        QVERIFY2(close(pair.value(u"statistic"_s).toDouble(), result[0].toDouble()), qPrintable(key));
        QVERIFY2(
            close(pair.value(u"p"_s).toDouble(), result[1].toDouble()),
            qPrintable(u"%1: p %2, scipy %3"_s.arg(key).arg(pair.value(u"p"_s).toDouble()).arg(result[1].toDouble())));
        const double d = scipy.value(paired ? u"d_paired"_s : u"d_unpaired"_s).toDouble();
        QVERIFY2(close(pair.value(u"cohens_d"_s).toDouble(), d, 1e-12), qPrintable(key));
        if (paired) {
            QCOMPARE(pair.value(u"n_a"_s).toInt(), scipy.value(u"n"_s).toInt());
            QVERIFY(close(pair.value(u"mean_a"_s).toDouble(), scipy.value(u"mean_a"_s).toDouble(), 1e-12));
            QVERIFY(close(pair.value(u"mean_b"_s).toDouble(), scipy.value(u"mean_b"_s).toDouble(), 1e-12));
        }
    }
}

void SignificanceCliTest::randomisedTestsTendToTheExactP_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("exact");
    QTest::newRow("approximate randomisation") << u"ar"_s << u"small_exact_permutation_p"_s;
    QTest::newRow("paired bootstrap") << u"bootstrap"_s << u"small_exact_bootstrap_p"_s;
}

void SignificanceCliTest::randomisedTestsTendToTheExactP()
{
    QFETCH(QString, test);
    QFETCH(QString, exact);
    const QJsonObject out = json({u"significance"_s, m_small, u"--measure"_s, u"mqm"_s, u"--test"_s, test,
                                  u"--trials"_s, u"200000"_s, u"--seed"_s, u"3"_s})
                                .object();
    const QJsonObject pair = out.value(u"pairs"_s).toArray().first().toObject();
    QCOMPARE(pair.value(u"trials"_s).toInt(), 200000);
    QCOMPARE(pair.value(u"seed"_s).toString(), u"3"_s);
    const double p = pair.value(u"p"_s).toDouble(), expected = m_expected.value(exact).toDouble();
    // 200,000 trials: the standard error at p ≈ 0.07 is 0.0006; allow five of them.
    QVERIFY2(std::abs(p - expected) < 0.003, qPrintable(u"%1 against the exact %2"_s.arg(p).arg(expected)));
    QVERIFY(out.value(u"note"_s).toString().contains(u"200000 trials, seed 3"_s));
}

// Every cluster's first system is significantly worse than each member of the cluster above, and no
// other system is worse than all of its own cluster's earlier members.
void SignificanceCliTest::clustersFollowTheRule()
{
    const QJsonObject out =
        json({u"significance"_s, m_wmt, u"--measure"_s, u"mqm"_s, u"--trials"_s, u"2000"_s}).object();
    QHash<QString, bool> worse; // "a|b": b significantly worse than a
    for (const QJsonValue &value : out.value(u"pairs"_s).toArray()) {
        const QJsonObject pair = value.toObject();
        worse.insert(pair.value(u"system_a"_s).toString() + u'|' + pair.value(u"system_b"_s).toString(),
                     pair.value(u"significant"_s).toString() == "yes"_L1
                         && pair.value(u"mean_b"_s).toDouble() > pair.value(u"mean_a"_s).toDouble());
    }
    const QJsonArray systems = out.value(u"systems"_s).toArray();
    QCOMPARE(systems.size(), 10);
    QStringList members;
    int cluster = 1;
    for (const QJsonValue &value : systems) {
        const QString name = value.toObject().value(u"system"_s).toString();
        bool worseThanAll = !members.isEmpty();
        for (const QString &member : std::as_const(members)) worseThanAll &= worse.value(member + u'|' + name);
        if (worseThanAll) {
            ++cluster;
            members.clear();
        }
        members << name;
        QCOMPARE(value.toObject().value(u"cluster"_s).toInt(), cluster);
    }
    QVERIFY(cluster > 1); // NLLB_MBR_BLEU is far behind ONLINE-W
}

void SignificanceCliTest::anovaEqualsScipys()
{
    const QJsonObject row =
        json({u"anova"_s, m_wmt, u"--measure"_s, u"mqm"_s, u"--by"_s, u"doc"_s}).array().first().toObject();
    const QJsonObject scipy = m_expected.value(u"anova_doc"_s).toObject();
    QCOMPARE(row.value(u"groups"_s).toInt(), scipy.value(u"groups"_s).toInt());
    QCOMPARE(row.value(u"items"_s).toInt(), scipy.value(u"items"_s).toInt());
    QVERIFY(close(row.value(u"f"_s).toDouble(), scipy.value(u"f"_s).toDouble(), 1e-12));
    QVERIFY2(close(row.value(u"p"_s).toDouble() / scipy.value(u"p"_s).toDouble(), 1.0),
             qPrintable(QString::number(row.value(u"p"_s).toDouble())));
}

void SignificanceCliTest::ratersEqualScipys()
{
    const QJsonArray rows = json({u"raters"_s, m_wmt, u"--measure"_s, u"mqm"_s}).array();
    const QJsonObject expected = m_expected.value(u"raters"_s).toObject();
    QCOMPARE(rows.size(), expected.size());
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        const QJsonObject scipy = expected.value(row.value(u"rater"_s).toString()).toObject();
        QCOMPARE(row.value(u"items"_s).toInt(), scipy.value(u"items"_s).toInt());
        QCOMPARE(row.value(u"systems"_s).toInt(), scipy.value(u"systems"_s).toInt());
        for (const auto &[ours, theirs] : {std::pair{u"mean"_s, u"mean"_s},
                                           {u"sd"_s, u"sd"_s},
                                           {u"kendall_tau_b"_s, u"kendall"_s},
                                           {u"spearman"_s, u"spearman"_s}}) {
            QVERIFY2(close(row.value(ours).toDouble(), scipy.value(theirs).toDouble(), 1e-12),
                     qPrintable(row.value(u"rater"_s).toString() + u' ' + ours));
        }
    }
}

void SignificanceCliTest::zScoresEqualNumpys()
{
    const QJsonArray rows = json({u"stats"_s, m_wmt, u"--measure"_s, u"mqm"_s, u"--by"_s, u"system"_s, u"--normalise"_s,
                                  u"z"_s, u"--ci"_s, u"normal"_s})
                                .array();
    const QJsonObject expected = m_expected.value(u"z_means"_s).toObject();
    int compared = 0;
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        if (row.value(u"type"_s).toString() != "(any)"_L1) continue;
        const double numpy = expected.value(row.value(u"system"_s).toString()).toDouble();
        QVERIFY2(close(row.value(u"mean"_s).toDouble(), numpy, 1e-12), qPrintable(row.value(u"system"_s).toString()));
        ++compared;
    }
    QCOMPARE(compared, 10);
}

void SignificanceCliTest::refusals()
{
    const QByteArray before = TestSupport::fileHash(m_wmt);
    const Run badTest = cli({u"significance"_s, m_wmt, u"--test"_s, u"t"_s});
    QCOMPARE(badTest.exitCode, 1);
    QVERIFY2(badTest.err.contains(u"--test must be ar, bootstrap, wilcoxon or mannwhitney"_s), qPrintable(badTest.err));
    const Run badKey = cli({u"significance"_s, m_wmt, u"--pair-by"_s, u"sentence"_s});
    QCOMPARE(badKey.exitCode, 1);
    QVERIFY2(badKey.err.contains(u"no item has the metadata key \"sentence\""_s), qPrintable(badKey.err));
    const Run badNormalise = cli({u"stats"_s, m_wmt, u"--normalise"_s, u"minmax"_s});
    QCOMPARE(badNormalise.exitCode, 1);
    QCOMPARE(TestSupport::fileHash(m_wmt), before);
}

QTEST_GUILESS_MAIN(SignificanceCliTest)
#include "significancecli_test.moc"
