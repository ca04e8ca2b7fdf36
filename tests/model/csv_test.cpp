// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Csv::appendColumns, which marks an exported table with the subset it was computed on: records are
// found by line ends outside quotes, whatever the line end. Defusing (issue #41): a cell a spreadsheet
// would run as a formula gets a leading single quote, numbers stay numbers, and undefused() undoes it.
#include "model/domain/csv.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class CsvTest : public QObject
{
    Q_OBJECT

private slots:
    void appendColumns_data();
    void appendColumns();
    void defused_data();
    void defused();
    void fieldsAreDefusedExactFieldsAreNot();
};

void CsvTest::appendColumns_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("expected");
    QTest::newRow("crlf") << u"a,b\r\n1,2\r\n"_s << u"a,b,w,x\r\n1,2,\"k=v,j!=u\",\r\n"_s;
    QTest::newRow("lf") << u"a\n1\n2\n"_s << u"a,w,x\n1,\"k=v,j!=u\",\n2,\"k=v,j!=u\",\n"_s;
    QTest::newRow("quoted line break") << u"a\r\n\"x\r\ny\",\"say \"\"hi\"\"\"\r\n"_s
                                       << u"a,w,x\r\n\"x\r\ny\",\"say \"\"hi\"\"\",\"k=v,j!=u\",\r\n"_s;
    QTest::newRow("no last line end") << u"a\r\n1"_s << u"a,w,x\r\n1,\"k=v,j!=u\","_s;
}

void CsvTest::appendColumns()
{
    QFETCH(QString, csv);
    QFETCH(QString, expected);
    QCOMPARE(Csv::appendColumns(csv, {u"w"_s, u"x"_s}, {u"k=v,j!=u"_s, QString()}), expected);
}

void CsvTest::defused_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("written");
    QTest::newRow("formula") << u"=1+2"_s << u"'=1+2"_s;
    QTest::newRow("hyperlink") << u"=HYPERLINK(\"https://x.example\")"_s << u"'=HYPERLINK(\"https://x.example\")"_s;
    QTest::newRow("plus") << u"+cmd|' /C calc'!A0"_s << u"'+cmd|' /C calc'!A0"_s;
    QTest::newRow("minus") << u"-2+3"_s << u"'-2+3"_s;
    QTest::newRow("at") << u"@SUM(A1)"_s << u"'@SUM(A1)"_s;
    QTest::newRow("tab") << u"\t=1"_s << u"'\t=1"_s;
    QTest::newRow("carriage return") << u"\r=1"_s << u"'\r=1"_s;
    QTest::newRow("a lone minus") << u"-"_s << u"'-"_s;
    QTest::newRow("minus space number") << u"- 3"_s << u"'- 3"_s;
    QTest::newRow("negative number") << u"-3"_s << u"-3"_s;
    QTest::newRow("signed decimal") << u"+1.5"_s << u"+1.5"_s;
    QTest::newRow("exponent") << u"-3.5e-2"_s << u"-3.5e-2"_s;
    QTest::newRow("leading point") << u"-.5"_s << u"-.5"_s;
    QTest::newRow("quoted formula") << u"'=x"_s << u"''=x"_s; // so reading back takes exactly one quote off
    QTest::newRow("quoted number") << u"'-3"_s << u"''-3"_s;
    QTest::newRow("quoted word") << u"'tis"_s << u"'tis"_s;
    QTest::newRow("equals inside") << u"a=b"_s << u"a=b"_s;
    QTest::newRow("empty") << QString() << QString();
}

void CsvTest::defused()
{
    QFETCH(QString, cell);
    QFETCH(QString, written);
    QCOMPARE(Csv::defused(cell), written);
    QCOMPARE(Csv::undefused(written), cell);
}

void CsvTest::fieldsAreDefusedExactFieldsAreNot()
{
    QCOMPARE(Csv::field(u"=1,2"_s), u"\"'=1,2\""_s);
    QCOMPARE(Csv::line({u"@a"_s, u"-1"_s, u"b"_s}), u"'@a,-1,b"_s);
    QCOMPARE(Csv::exactField(u"=1,2"_s), u"\"=1,2\""_s);
    QCOMPARE(Csv::appendColumns(u"a\n1\n"_s, {u"w"_s}, {u"=x"_s}), u"a,w\n1,'=x\n"_s);
}

QTEST_GUILESS_MAIN(CsvTest)
#include "csv_test.moc"
