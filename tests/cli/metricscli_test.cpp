// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// OpenMEVA's question, does a metric agree with people (issue #19), on the real MANS files of
// ../shared/data: errata-cli metrics import and correlate against scipy (tests/cli/correlate_oracle.py,
// which reads the same files on its own), and bad metric files refused with the project unchanged.
#include "tests/testsupport.h"

#include <QDir>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using TestSupport::fileHash;
using TestSupport::Run;

class MetricsCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importIsAllOrNothing_data();
    void importIsAllOrNothing();
    void importingAgainChangesNothing();
    void correlationsEqualScipys_data();
    void correlationsEqualScipys();
    void errorTypeSetsCountTheReasonableStories();
    void unknownMetricIsNamed();
    void scatterFigure();
    void ratingsEqualPythons();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_project;
    QJsonObject m_expected;
};

QString MetricsCliTest::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

void MetricsCliTest::initTestCase()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    m_project = m_dir.filePath(u"mans.errata"_s);
    const Run import = cli({u"import"_s, m_project, u"--format"_s, u"openmeva-json"_s,
                            data + u"/openmeva/mans_roc.json"_s, data + u"/openmeva/mans_wp.json"_s});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
    const Run oracle = TestSupport::runProgram(
        u"/usr/bin/python3"_s,
        {TestSupport::built(ERRATA_TESTS_DIR) + u"/cli/correlate_oracle.py"_s, QDir(data).absolutePath(), m_dir.path()},
        m_dir.path());
    QVERIFY2(oracle.exitCode == 0,
             qPrintable(u"the scipy oracle failed (is python3-scipy installed?): "_s + oracle.err));
    m_expected = QJsonDocument::fromJson(TestSupport::readAll(m_dir.filePath(u"expected.json"_s))).object();
    QCOMPARE(m_expected.value(u"(all)"_s).toObject().value(u"n"_s).toInt(), 2000);
    const Run metrics =
        cli({u"--format"_s, u"json"_s, u"metrics"_s, u"import"_s, m_project, m_dir.filePath(u"length.csv"_s)});
    QVERIFY2(metrics.exitCode == 0, qPrintable(metrics.err));
    QCOMPARE(QJsonDocument::fromJson(metrics.out.toUtf8()).object().value(u"added"_s).toInt(), 2000);
}

void MetricsCliTest::importIsAllOrNothing_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("expected");
    const QByteArray good = "openmeva:mans_roc:1:gpt,bleu,0.25\n";
    QTest::newRow("unknown item") << QByteArray("item,metric,score\n" + good + "openmeva:mans_roc:1:gpt9,bleu,0.5\n")
                                  << QStringList() << u"bad.csv:3 (item): no item \"openmeva:mans_roc:1:gpt9\""_s;
    QTest::newRow("not a number") << QByteArray("item,metric,score\n" + good + "openmeva:mans_roc:2:gpt,bleu,n/a\n")
                                  << QStringList() << u"bad.csv:3 (score): \"n/a\" is not a number"_s;
    QTest::newRow("infinite") << QByteArray("item,metric,score\nopenmeva:mans_roc:2:gpt,bleu,inf\n") << QStringList()
                              << u"bad.csv:2 (score)"_s;
    QTest::newRow("no score column") << QByteArray("item,metric,value\n" + good) << QStringList()
                                     << u"bad.csv:1 (score): the header has no column \"score\""_s;
    QTest::newRow("twice, differently")
        << QByteArray("item,metric,score\n" + good + "openmeva:mans_roc:1:gpt,bleu,0.3\n") << QStringList()
        << u"bad.csv:3 (score): item openmeva:mans_roc:1:gpt has 0.25 for bleu already (line 2)"_s;
    QTest::newRow("another value, no --replace")
        << QByteArray("item,metric,score\n" + good + "openmeva:mans_roc:1:gpt,length,999\n") << QStringList()
        << u"bad.csv:3 (score): item openmeva:mans_roc:1:gpt has length = "_s;
    QTest::newRow("not UTF-8") << QByteArray("item,metric,score\nopenmeva:mans_roc:1:gpt,bl\xff"
                                             "eu,1\n")
                               << QStringList() << u"bad.csv:2"_s;
}

void MetricsCliTest::importIsAllOrNothing()
{
    QFETCH(QByteArray, csv);
    QFETCH(QStringList, flags);
    QFETCH(QString, expected);
    const QByteArray before = fileHash(m_project);
    const Run run = cli(QStringList{u"metrics"_s, u"import"_s, m_project, write(u"bad.csv"_s, csv)} + flags);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY2(run.err.contains(u"is unchanged"_s), qPrintable(run.err));
    QCOMPARE(fileHash(m_project), before);
}

void MetricsCliTest::importingAgainChangesNothing()
{
    const QByteArray before = fileHash(m_project);
    const Run again =
        cli({u"--format"_s, u"json"_s, u"metrics"_s, u"import"_s, m_project, m_dir.filePath(u"length.csv"_s)});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8()).object().value(u"unchanged"_s).toInt(), 2000);
    QCOMPARE(fileHash(m_project), before);
    // --replace takes another value, and the file's own value back.
    const QString other = write(u"other.csv"_s, "item,metric,score\nopenmeva:mans_roc:1:gpt,length,999\n");
    const Run replaced = cli({u"--format"_s, u"json"_s, u"metrics"_s, u"import"_s, m_project, other, u"--replace"_s});
    QCOMPARE(QJsonDocument::fromJson(replaced.out.toUtf8()).object().value(u"replaced"_s).toInt(), 1);
    const Run back = cli({u"--format"_s, u"json"_s, u"metrics"_s, u"import"_s, m_project,
                          m_dir.filePath(u"length.csv"_s), u"--replace"_s});
    QCOMPARE(QJsonDocument::fromJson(back.out.toUtf8()).object().value(u"replaced"_s).toInt(), 1);
}

void MetricsCliTest::correlationsEqualScipys_data()
{
    QTest::addColumn<QString>("by");
    QTest::newRow("overall and per dataset") << u"dataset"_s;
    QTest::newRow("overall and per model") << u"model"_s;
}

void MetricsCliTest::correlationsEqualScipys()
{
    QFETCH(QString, by);
    const Run run = cli({u"--format"_s, u"tsv"_s, u"correlate"_s, m_project, u"--metric"_s, u"length"_s, u"--by"_s, by,
                         u"--rounds"_s, u"200"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.takeFirst().split(u'\t');
    int compared = 0;
    for (const QString &line : std::as_const(lines)) {
        const QStringList cells = line.split(u'\t');
        const QString group = cells.at(0) == "(all)"_L1 ? cells.at(0) : by + u'=' + cells.at(0);
        const QJsonObject expected = m_expected.value(group).toObject();
        QVERIFY2(!expected.isEmpty(), qPrintable(group));
        QCOMPARE(cells.at(header.indexOf(u"n"_s)).toInt(), expected.value(u"n"_s).toInt());
        for (const QString &name : {u"pearson"_s, u"spearman"_s, u"kendall"_s}) {
            const double value = cells.at(header.indexOf(name)).toDouble();
            const double p = cells.at(header.indexOf(name + u"_p"_s)).toDouble();
            const QJsonArray oracle = expected.value(name).toArray();
            QVERIFY2(std::abs(value - oracle.at(0).toDouble()) < 1e-12, qPrintable(group + u' ' + name));
            QVERIFY2(std::abs(p - oracle.at(1).toDouble()) <= 1e-9 * std::max(oracle.at(1).toDouble(), 1e-300) + 1e-300,
                     qPrintable(u"%1 %2 p: %3 vs scipy %4"_s.arg(group, name)
                                    .arg(p, 0, 'g', 17)
                                    .arg(oracle.at(1).toDouble(), 0, 'g', 17)));
            const double low = cells.at(header.indexOf(name + u"_low"_s)).toDouble();
            const double high = cells.at(header.indexOf(name + u"_high"_s)).toDouble();
            QVERIFY(low <= value && value <= high);
        }
        ++compared;
    }
    QCOMPARE(compared, by == "model"_L1 ? 6 : 3);
}

// The MANS files carry no deductions, so every error-type set has only its reasonable side: the stories
// whose mean rating is above 4, counted by the oracle per dataset.
void MetricsCliTest::errorTypeSetsCountTheReasonableStories()
{
    const Run run = cli({u"--format"_s, u"json"_s, u"correlate"_s, m_project, u"--metric"_s, u"length"_s,
                         u"--error-types"_s, u"--by"_s, u"dataset"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(rows.size(), 12); // four reasons for all stories and each of the two datasets
    const QJsonObject reasonable = m_expected.value(u"reasonable"_s).toObject();
    int total = 0;
    for (const QString &dataset : reasonable.keys()) total += reasonable.value(dataset).toInt();
    QVERIFY(total > 0);
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        const QString group = row.value(u"group"_s).toString();
        const int expected = group == u"(all)"_s ? total : reasonable.value(group).toInt();
        QCOMPARE(row.value(u"reasonable"_s).toInt(), expected);
        QCOMPARE(row.value(u"unreasonable"_s).toInt(), 0);
        QVERIFY(row.value(u"point_biserial"_s).isNull());
    }
}

void MetricsCliTest::unknownMetricIsNamed()
{
    const Run run = cli({u"correlate"_s, m_project, u"--metric"_s, u"bleu"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"no scores of a metric called \"bleu\"; it has: length"_s), qPrintable(run.err));
}

void MetricsCliTest::scatterFigure()
{
    const QString png = m_dir.filePath(u"length.png"_s);
    const Run run = cli({u"correlate"_s, m_project, u"--metric"_s, u"length"_s, u"--by"_s, u"dataset"_s, u"--rounds"_s,
                         u"0"_s, u"-o"_s, png});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1280, 960)); // 640 × 480 at twice the scale
    // Both datasets' colours are there (Paul Tol's first two: blue #4477AA, red #EE6677, drawn translucent):
    // count pixels nearer to each than to grey.
    int blue = 0, red = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            blue += c.blue() > c.red() + 40 && c.blue() > c.green() + 10;
            red += c.red() > c.blue() + 40 && c.red() > c.green() + 40;
        }
    }
    QVERIFY2(blue > 500 && red > 500, qPrintable(u"%1 blue, %2 red pixels"_s.arg(blue).arg(red)));
    const QString dir = qEnvironmentVariable("ERRATA_SCREENSHOT_DIR");
    if (!dir.isEmpty()) QFile::copy(png, dir + u"/correlate-scatter.png"_s);
}

// errata-cli ratings --by model against tests/cli/ratings_oracle.py (Python's statistics module on the JSON).
void MetricsCliTest::ratingsEqualPythons()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    const Run oracle = TestSupport::runProgram(
        u"/usr/bin/python3"_s,
        {TestSupport::built(ERRATA_TESTS_DIR) + u"/cli/ratings_oracle.py"_s, QDir(data).absolutePath()}, m_dir.path());
    QVERIFY2(oracle.exitCode == 0, qPrintable(oracle.err));
    const Run run = cli({u"--format"_s, u"tsv"_s, u"ratings"_s, m_project, u"--by"_s, u"model"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList expected = oracle.out.split(u'\n', Qt::SkipEmptyParts);
    const QStringList got = run.out.split(u'\n', Qt::SkipEmptyParts).mid(1);
    QCOMPARE(got.size(), expected.size());
    QCOMPARE(expected.size(), 5); // the five MANS models
    for (qsizetype r = 0; r < got.size(); ++r) {
        const QStringList a = got[r].split(u'\t'), b = expected[r].split(u'\t');
        QCOMPARE(a.value(0), b.value(0));
        QCOMPARE(a.value(1), b.value(1)); // n: 2000 a model
        for (int c = 2; c < 8; ++c)
            QVERIFY2(std::abs(a.value(c).toDouble() - b.value(c).toDouble()) < 1e-12, qPrintable(got[r]));
    }
}

QTEST_GUILESS_MAIN(MetricsCliTest)
#include "metricscli_test.moc"
