// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/pythonliteral.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// A typed, compact rendering of a parse result: [int:1, float:2.5, str:a, bool:true, None].
QString describe(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QVariantList: {
        QStringList parts;
        for (const QVariant &element : value.toList()) {
            parts << describe(element);
        }
        return u'[' + parts.join(u", "_s) + u']';
    }
    case QMetaType::LongLong: return u"int:"_s + QString::number(value.toLongLong());
    case QMetaType::Double: return u"float:"_s + QString::number(value.toDouble());
    case QMetaType::QString: return u"str:"_s + value.toString();
    case QMetaType::Bool: return value.toBool() ? u"bool:true"_s : u"bool:false"_s;
    case QMetaType::Nullptr: return u"None"_s;
    default: return u"?"_s;
    }
}

} // namespace

class PythonLiteralTest : public QObject
{
    Q_OBJECT

private slots:
    void values_data();
    void values();
    void strings_data();
    void strings();
    void errors_data();
    void errors();
    void columnOfAPath();
    void quotedReadsBack_data();
    void quotedReadsBack();
};

void PythonLiteralTest::values_data()
{
    QTest::addColumn<QString>("literal");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty list") << u"[]"_s << u"[]"_s;
    QTest::newRow("nested") << u"[[1, 'a'], [], [None]]"_s << u"[[int:1, str:a], [], [None]]"_s;
    QTest::newRow("whitespace everywhere") << u" \t[ 1 ,\n 2\r\n, ]\n"_s << u"[int:1, int:2]"_s;
    QTest::newRow("trailing comma") << u"[1,]"_s << u"[int:1]"_s;
    QTest::newRow("tuple") << u"(1, 'b')"_s << u"[int:1, str:b]"_s;
    QTest::newRow("one-tuple") << u"(1,)"_s << u"[int:1]"_s;
    QTest::newRow("empty tuple") << u"()"_s << u"[]"_s;
    QTest::newRow("parentheses only group") << u"[(7)]"_s << u"[int:7]"_s;
    QTest::newRow("signs") << u"[-7, +3, - 4, 0, 00]"_s << u"[int:-7, int:3, int:-4, int:0, int:0]"_s;
    QTest::newRow("int64 limits") << u"[9223372036854775807, -9223372036854775808]"_s
                                  << u"[int:9223372036854775807, int:-9223372036854775808]"_s;
    QTest::newRow("floats") << u"[2.5, 1., .5, 1e3, -1.5E-2, 0.0]"_s
                            << u"[float:2.5, float:1, float:0.5, float:1000, float:-0.015, float:0]"_s;
    QTest::newRow("constants") << u"[True, False, None]"_s << u"[bool:true, bool:false, None]"_s;
    QTest::newRow("a Scarecrow error")
        << u"[['Redundant', 'It_SEP_ again', 2, 5, 9, [0, 4]]]"_s
        << u"[[str:Redundant, str:It_SEP_ again, int:2, int:5, int:9, [int:0, int:4]]]"_s;
}

void PythonLiteralTest::values()
{
    QFETCH(QString, literal);
    QFETCH(QString, expected);
    PythonLiteral::Error error;
    const auto value = PythonLiteral::parse(literal, &error);
    QVERIFY2(value, qPrintable(u"column %1: %2"_s.arg(error.column).arg(error.reason)));
    QCOMPARE(describe(*value), expected);
}

void PythonLiteralTest::strings_data()
{
    QTest::addColumn<QString>("literal");
    QTest::addColumn<QString>("expected");
    QTest::newRow("single") << u"'a b'"_s << u"a b"_s;
    QTest::newRow("double, holding a single") << u"\"it's\""_s << u"it's"_s;
    QTest::newRow("single, holding a double") << u"'say \"hi\"'"_s << u"say \"hi\""_s;
    QTest::newRow("simple escapes") << uR"('\\ \' \" \n \t \r')"_s << u"\\ ' \" \n \t \r"_s;
    QTest::newRow("rarer escapes") << uR"('\a\b\f\v')"_s << u"\a\b\f\v"_s;
    QTest::newRow("hex") << uR"('\x41\xa0\xE9')"_s << u"A\u00a0é"_s;
    QTest::newRow("u4") << uR"('\u00e9\u202a')"_s << u"é\u202a"_s;
    QTest::newRow("U8 outside the BMP") << uR"('\U0001F408')"_s << u"🐈"_s;
    QTest::newRow("octal") << uR"('\101\0z')"_s << QString(u"A"_s + QChar(0) + u"z"_s);
    QTest::newRow("unknown escapes stay") << uR"('\d\q\ ')"_s << uR"(\d\q\ )"_s;
    QTest::newRow("line continuation") << u"'a\\\nb'"_s << u"ab"_s;
    QTest::newRow("raw non-ASCII") << u"'Kröger 🐈 — “x”'"_s << u"Kröger 🐈 — “x”"_s;
    QTest::newRow("u prefix") << u"u'x'"_s << u"x"_s;
    QTest::newRow("adjacent literals join") << u"'a' \"b\"  'c'"_s << u"abc"_s;
    QTest::newRow("empty") << u"''"_s << QString();
}

void PythonLiteralTest::strings()
{
    QFETCH(QString, literal);
    QFETCH(QString, expected);
    PythonLiteral::Error error;
    const auto value = PythonLiteral::parse(literal, &error);
    QVERIFY2(value, qPrintable(u"column %1: %2"_s.arg(error.column).arg(error.reason)));
    QCOMPARE(value->typeId(), QMetaType::QString);
    QCOMPARE(value->toString(), expected);
}

void PythonLiteralTest::errors_data()
{
    QTest::addColumn<QString>("literal");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("reason");
    // Columns counted by hand, 1-based, in the literal as written here.
    QTest::newRow("nothing") << u"  "_s << 3 << u"expected a value"_s;
    QTest::newRow("unclosed bracket") << u"[1, [2]"_s << 1 << u"never closed"_s;
    QTest::newRow("unclosed quote") << u"['abc, 1]"_s << 2 << u"never closed"_s;
    QTest::newRow("raw line break in a string") << u"['a\nb']"_s << 2 << u"never closed"_s;
    QTest::newRow("missing comma") << u"[1 2]"_s << 4 << u"expected \",\" or \"]\""_s;
    QTest::newRow("double comma") << u"[1,, 2]"_s << 4 << u"where a value should be"_s;
    QTest::newRow("dict") << u"[{'a': 1}]"_s << 2 << u"dicts"_s;
    QTest::newRow("text after the value") << u"[1] x"_s << 5 << u"after the value"_s;
    QTest::newRow("extra bracket") << u"[1, 2]]"_s << 7 << u"after the value"_s;
    QTest::newRow("name") << u"[nan]"_s << 2 << u"\"nan\" is not a literal"_s;
    QTest::newRow("call") << u"[__import__('os')]"_s << 2 << u"is not a literal"_s;
    QTest::newRow("leading zero") << u"[01]"_s << 2 << u"leading zeros"_s;
    QTest::newRow("leading zero, huge") << u"[099999999999999999999]"_s << 2 << u"leading zeros"_s;
    QTest::newRow("two dots") << u"[1.2.3]"_s << 2 << u"not a number"_s;
    QTest::newRow("underscore digits") << u"[1_000]"_s << 2 << u"not a number"_s;
    QTest::newRow("int overflow") << u"[9223372036854775808]"_s << 2 << u"out of range"_s;
    QTest::newRow("short hex escape") << uR"(['\x4'])"_s << 3 << u"hex digits"_s;
    QTest::newRow("code point too large") << uR"(['\U00110000'])"_s << 3 << u"hex digits"_s;
    QTest::newRow("named escape") << uR"(['\N{DASH}'])"_s << 3 << u"not supported"_s;
    QTest::newRow("too deep") << QString(100, u'[') << 65 << u"nested"_s;
    // Issue #41: Python allows a lone surrogate in a str; the project file (UTF-8) has no place for one.
    QTest::newRow("lone surrogate") << uR"(['a\ud83db'])"_s << 2 << u"half of a surrogate pair (\\ud83d)"_s;
    QTest::newRow("lone low surrogate") << uR"([1, '\U0000dc00'])"_s << 5 << u"(\\udc00)"_s;
}

void PythonLiteralTest::errors()
{
    QFETCH(QString, literal);
    QFETCH(int, column);
    QFETCH(QString, reason);
    PythonLiteral::Error error;
    QVERIFY(!PythonLiteral::parse(literal, &error));
    QVERIFY2(error.reason.contains(reason), qPrintable(error.reason));
    QCOMPARE(error.column, column);
}

void PythonLiteralTest::columnOfAPath()
{
    // Columns: [ at 1, [ at 2, 1 at 3, 'a' at 6, second list at 12, [3, 4] at 16, its 4 at 20.
    const QString literal = u"[[1, 'a'], [2, [3, 4]]]"_s;
    QCOMPARE(PythonLiteral::columnOf(literal, {}), 1);
    QCOMPARE(PythonLiteral::columnOf(literal, {0}), 2);
    QCOMPARE(PythonLiteral::columnOf(literal, {0, 1}), 6);
    QCOMPARE(PythonLiteral::columnOf(literal, {1}), 12);
    QCOMPARE(PythonLiteral::columnOf(literal, {1, 1}), 16);
    QCOMPARE(PythonLiteral::columnOf(literal, {1, 1, 1}), 20);
    QCOMPARE(PythonLiteral::columnOf(literal, {5}), 0);
}

void PythonLiteralTest::quotedReadsBack_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("literal");
    QTest::newRow("plain") << u"abc"_s << u"'abc'"_s;
    QTest::newRow("apostrophe stays single-quoted") << u"it's"_s << uR"('it\'s')"_s;
    QTest::newRow("double quotes need nothing") << u"say \"hi\""_s << u"'say \"hi\"'"_s;
    QTest::newRow("backslash") << uR"(C:\cats)"_s << uR"('C:\\cats')"_s;
    QTest::newRow("controls") << u"a\nb\tc\rd\u0001"_s << uR"('a\nb\tc\rd\x01')"_s;
    QTest::newRow("non-ASCII stays") << u"\u00a0Kröger 🐈\u202a"_s << u"'\u00a0Kröger 🐈\u202a'"_s;
}

void PythonLiteralTest::quotedReadsBack()
{
    QFETCH(QString, value);
    QFETCH(QString, literal);
    QCOMPARE(PythonLiteral::quoted(value), literal);
    PythonLiteral::Error error;
    const auto back = PythonLiteral::parse(literal, &error);
    QVERIFY(back);
    QCOMPARE(back->toString(), value);
}

QTEST_GUILESS_MAIN(PythonLiteralTest)
#include "pythonliteral_test.moc"
