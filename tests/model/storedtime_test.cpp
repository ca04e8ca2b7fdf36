// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The schema's times written and read without Qt's general ISO code: the text and the instant must be
// exactly what QDateTime::toString / fromString(Qt::ISODateWithMs) give, the oracle here.
#include "model/domain/storedtime.h"

#include <QRandomGenerator>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Errata;

class StoredTimeTest : public QObject
{
    Q_OBJECT

private slots:
    void formatIsQtsText_data();
    void formatIsQtsText();
    void formatOfManyInstants();
    void parseReadsWhatFormatWrote();
};

namespace {

// A UTC time as the project's code makes them (Qt::UTC, not a time zone: see storedtime.cpp).
QDateTime fromMs(qint64 ms)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::UTC);
#else
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
#endif
}

QDateTime utc(int year, int month, int day, int hour, int minute, int second, int ms)
{
    return fromMs(
        QDateTime(QDate(year, month, day), QTime(hour, minute, second, ms), QTimeZone(0)).toMSecsSinceEpoch());
}

} // namespace

void StoredTimeTest::formatIsQtsText_data()
{
    QTest::addColumn<QDateTime>("at");
    QTest::addColumn<QString>("text"); // written by hand
    QTest::newRow("a stored time") << utc(2026, 1, 2, 3, 4, 5, 678) << u"2026-01-02T03:04:05.678Z"_s;
    QTest::newRow("midnight, no milliseconds") << utc(2000, 1, 1, 0, 0, 0, 0) << u"2000-01-01T00:00:00.000Z"_s;
    QTest::newRow("leap day, last millisecond") << utc(2024, 2, 29, 23, 59, 59, 999) << u"2024-02-29T23:59:59.999Z"_s;
    QTest::newRow("year 1") << utc(1, 12, 31, 12, 0, 0, 5) << u"0001-12-31T12:00:00.005Z"_s;
    QTest::newRow("year 9999") << utc(9999, 6, 30, 1, 2, 3, 40) << u"9999-06-30T01:02:03.040Z"_s;
    // Not UTC: Qt's own text, with its offset.
    QTest::newRow("an offset") << QDateTime(QDate(2026, 5, 6), QTime(7, 8, 9, 10), QTimeZone(7200))
                               << u"2026-05-06T07:08:09.010+02:00"_s;
    QTest::newRow("invalid") << QDateTime() << QString();
}

void StoredTimeTest::formatIsQtsText()
{
    QFETCH(QDateTime, at);
    QFETCH(QString, text);
    QCOMPARE(StoredTime::format(at), text);
    QCOMPARE(StoredTime::format(at), at.toString(Qt::ISODateWithMs));
    if (at.isValid() && text.endsWith(u'Z')) QCOMPARE(at.timeSpec(), Qt::UTC); // the digit-by-digit path
}

// Random instants from 1900 to 2200, to the millisecond: the same text as Qt's.
void StoredTimeTest::formatOfManyInstants()
{
    QRandomGenerator random(20261127);
    const qint64 from = utc(1900, 1, 1, 0, 0, 0, 0).toMSecsSinceEpoch();
    const qint64 to = utc(2200, 1, 1, 0, 0, 0, 0).toMSecsSinceEpoch();
    for (int i = 0; i < 20000; ++i) {
        const QDateTime at = fromMs(from + qint64(random.bounded(quint64(to - from))));
        const QString text = at.toString(Qt::ISODateWithMs);
        QCOMPARE(StoredTime::format(at), text);
        // Read back from a row's bytes, as the archive cursor reads them: the instant Qt's parser reads.
        const QDateTime read = StoredTime::parse(QByteArrayView(text.toUtf8()));
        QCOMPARE(read, QDateTime::fromString(text, Qt::ISODateWithMs));
        QCOMPARE(read.toMSecsSinceEpoch(), at.toMSecsSinceEpoch());
    }
}

void StoredTimeTest::parseReadsWhatFormatWrote()
{
    const QDateTime at = utc(2026, 11, 27, 11, 30, 0, 123);
    const QDateTime read = StoredTime::parse(StoredTime::format(at));
    QCOMPARE(read, at);
    QCOMPARE(read.toMSecsSinceEpoch(), at.toMSecsSinceEpoch());
    QCOMPARE(StoredTime::parse(u"2026-11-27T11:30:00.123+01:00"_s).toMSecsSinceEpoch(),
             at.toMSecsSinceEpoch() - 3600 * 1000); // Qt's parser, for any other form
    QCOMPARE(StoredTime::parse(QByteArrayView("2026-11-27T11:30:00.123+01:00")).toMSecsSinceEpoch(),
             at.toMSecsSinceEpoch() - 3600 * 1000);
    QVERIFY(!StoredTime::parse(QByteArrayView("2026-13-27T11:30:00.123Z")).isValid()); // no 13th month
}

QTEST_GUILESS_MAIN(StoredTimeTest)
#include "storedtime_test.moc"
