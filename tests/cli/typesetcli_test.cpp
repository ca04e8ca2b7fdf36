// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A type set (issue #19): --leave-out takes types or whole groups out of every measure, "any error"
// included (Scarecrow's Figure 4, "errors only", without the Reader issues). On the real Scarecrow sample
// of ../shared/data. Span counts add up over types (a span has one type), so "any error" without Reader
// must be "any error" minus the Reader group, item mean for item mean.
#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using TestSupport::Run;

class TypeSetCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anyErrorWithoutAGroupIsTheRest();
    void aLeftOutTypeLeavesItsGroup();
    void figuresSaySo();
    void unknownKeyIsRefused();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    // type -> mean, from `stats --format tsv`.
    QHash<QString, double> means(const QStringList &extra);
    QTemporaryDir m_dir;
    QString m_project;
};

void TypeSetCliTest::initTestCase()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    m_project = m_dir.filePath(u"scarecrow.errata"_s);
    const Run import = cli({u"import"_s, m_project, u"--format"_s, u"thresh-json"_s,
                            data + u"/scarecrow-thresh-derived/thresh-b644d82/scarecrow.json"_s});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
}

QHash<QString, double> TypeSetCliTest::means(const QStringList &extra)
{
    const Run run =
        cli(QStringList{u"--format"_s, u"tsv"_s, u"stats"_s, m_project, u"--measure"_s, u"count"_s} + extra);
    QHash<QString, double> result;
    if (run.exitCode != 0) qWarning("%s", qPrintable(run.err));
    QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.takeFirst().split(u'\t');
    for (const QString &line : std::as_const(lines)) {
        const QStringList cells = line.split(u'\t');
        result.insert(cells.at(header.indexOf(u"type"_s)), cells.at(header.indexOf(u"mean"_s)).toDouble());
    }
    return result;
}

void TypeSetCliTest::anyErrorWithoutAGroupIsTheRest()
{
    const QHash<QString, double> all = means({u"--level"_s, u"1"_s});
    const QHash<QString, double> errors = means({u"--level"_s, u"1"_s, u"--leave-out"_s, u"Reader"_s});
    QVERIFY(all.value(u"Reader"_s) > 0); // the sample has Reader spans, or this would prove nothing
    QVERIFY(!errors.contains(u"Reader"_s));
    QCOMPARE(errors.value(u"Language"_s), all.value(u"Language"_s));
    QCOMPARE(errors.value(u"Factual"_s), all.value(u"Factual"_s));
    QVERIFY(std::abs(errors.value(u"(any)"_s) - (all.value(u"(any)"_s) - all.value(u"Reader"_s))) < 1e-12);
    const QHash<QString, double> types = means({u"--leave-out"_s, u"Reader"_s});
    QVERIFY(!types.contains(u"Needs_Google"_s) && !types.contains(u"Technical_Jargon"_s));
    QVERIFY(types.contains(u"Grammar_Usage"_s));
}

void TypeSetCliTest::aLeftOutTypeLeavesItsGroup()
{
    const QHash<QString, double> level2 = means({});
    const QHash<QString, double> level1 = means({u"--level"_s, u"1"_s, u"--leave-out"_s, u"Technical_Jargon"_s});
    QVERIFY(std::abs(level1.value(u"Reader"_s) - level2.value(u"Needs_Google"_s)) < 1e-12);
    QVERIFY(std::abs(level1.value(u"(any)"_s) - (level2.value(u"(any)"_s) - level2.value(u"Technical_Jargon"_s)))
            < 1e-12);
}

void TypeSetCliTest::figuresSaySo()
{
    const QString svg = m_dir.filePath(u"errors.svg"_s);
    const Run run = cli({u"heatmap"_s, m_project, u"--rows"_s, u"type"_s, u"--cols"_s, u"model"_s, u"--measure"_s,
                         u"count"_s, u"--leave-out"_s, u"Reader"_s, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray image = TestSupport::readAll(svg);
    QVERIFY2(image.contains("(without Reader)"), image.left(400).constData());
    QVERIFY(!image.contains("Needs Google"));
}

void TypeSetCliTest::unknownKeyIsRefused()
{
    const Run run = cli({u"stats"_s, m_project, u"--leave-out"_s, u"Readers"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"\"Readers\" is no type or group of the taxonomy \"scarecrow\""_s), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TypeSetCliTest)
#include "typesetcli_test.moc"
