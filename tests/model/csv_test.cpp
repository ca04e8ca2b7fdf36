// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Csv::appendColumns, which marks an exported table with the subset it was computed on: records are
// found by line ends outside quotes, whatever the line end.
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

QTEST_GUILESS_MAIN(CsvTest)
#include "csv_test.moc"
