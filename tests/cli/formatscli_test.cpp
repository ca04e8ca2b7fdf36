// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of data formats (model/project/dataformats.h, issue #43): `errata-cli formats`, the --help
// lists, what import and export accept, and docs/formats.md all say the same. The expected table is written
// out here by hand from docs/formats.md, so a format added to the code without its docs, or the reverse, fails.
#include "tests/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using TestSupport::Run;

namespace {
struct Expected
{
    QString key;
    bool imports;
    bool exports;
};
const QList<Expected> Table{
    {u"errata-jsonl"_s, true, true},   {u"judgements-csv"_s, false, true}, {u"mqm-tsv"_s, true, true},
    {u"openmeva-json"_s, true, false}, {u"scarecrow-csv"_s, true, true},   {u"spans-csv"_s, false, true},
    {u"tgea-json"_s, true, true},      {u"thresh-json"_s, true, false},
};
} // namespace

class FormatsCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void formatsListsTheTable();
    void helpListsTheSameKeys();
    void importTakesEveryImportFormatAndNoOther();
    void exportWritesEveryExportFormatAndNoOther();
    void docsHaveASectionPerFormat();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QString m_demo;
};

void FormatsCliTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_demo = m_dir.filePath(u"demo.errata"_s);
    const Run demo = cli({u"demo"_s, m_demo});
    QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
}

void FormatsCliTest::formatsListsTheTable()
{
    const Run run = cli({u"--format"_s, u"json"_s, u"formats"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(rows.size(), Table.size());
    for (qsizetype i = 0; i < Table.size(); ++i) {
        const QJsonObject row = rows.at(i).toObject();
        QCOMPARE(row.value(u"format"_s).toString(), Table.at(i).key);
        QCOMPARE(row.value(u"import"_s).toBool(), Table.at(i).imports);
        QCOMPARE(row.value(u"export"_s).toBool(), Table.at(i).exports);
        QVERIFY2(!row.value(u"name"_s).toString().isEmpty() && !row.value(u"holds"_s).toString().isEmpty(),
                 qPrintable(Table.at(i).key));
    }
    const Run text = cli({u"formats"_s});
    QVERIFY(text.out.contains(u"MQM TSV (WMT, Google)"_s)); // people's names in the table for people
}

void FormatsCliTest::helpListsTheSameKeys()
{
    QStringList imports, exports;
    for (const Expected &format : Table) {
        if (format.imports) imports << format.key;
        if (format.exports) exports << format.key;
    }
    const Run help = cli({u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.contains(u"import --format: "_s + imports.join(u", "_s) + u'\n'), qPrintable(help.out));
    QVERIFY2(help.out.contains(u"export --format: "_s + exports.join(u", "_s) + u'\n'), qPrintable(help.out));
}

// A format import knows gets as far as the file (which is missing); one it does not is refused by name.
void FormatsCliTest::importTakesEveryImportFormatAndNoOther()
{
    const QString missing = m_dir.filePath(u"no-such-file"_s);
    for (const Expected &format : Table) {
        const Run run = cli({u"import"_s, m_dir.filePath(u"new.errata"_s), u"--format"_s, format.key, missing});
        QVERIFY2(run.exitCode != 0, qPrintable(format.key));
        const bool refusedFormat = run.err.contains(u"import needs --format"_s);
        QVERIFY2(refusedFormat != format.imports, qPrintable(format.key + u": "_s + run.err));
        QVERIFY2(!QFile::exists(m_dir.filePath(u"new.errata"_s)), qPrintable(format.key));
    }
}

// Every export format is taken (tgea-json then refuses the demo's Scarecrow taxonomy, by its own rule); one
// that is not is refused as a format, and no file is left.
void FormatsCliTest::exportWritesEveryExportFormatAndNoOther()
{
    for (const Expected &format : Table) {
        const QString out = m_dir.filePath(u"out-"_s + format.key);
        const Run run = cli({u"export"_s, m_demo, u"--format"_s, format.key, u"-o"_s, out});
        const bool refusedFormat = run.err.contains(u"cannot write \""_s + format.key + u'"');
        QVERIFY2(refusedFormat != format.exports, qPrintable(format.key + u": "_s + run.err));
        if (format.key == "tgea-json"_L1) {
            QVERIFY2(run.err.contains(u"TGEA's error types only"_s), qPrintable(run.err));
        } else {
            QCOMPARE(run.exitCode == 0, format.exports);
        }
        QCOMPARE(QFile(out).size() > 0, format.exports && run.exitCode == 0);
    }
}

void FormatsCliTest::docsHaveASectionPerFormat()
{
    QFile docs(QCoreApplication::applicationDirPath() + u'/' + QStringLiteral(ERRATA_SOURCE_DIR)
               + u"/docs/formats.md"_s);
    QVERIFY2(docs.open(QIODevice::ReadOnly), qPrintable(docs.fileName()));
    const QString text = QString::fromUtf8(docs.readAll());
    for (const Expected &format : Table) {
        const QRegularExpression heading(u"^## `"_s + QRegularExpression::escape(format.key) + u'`',
                                         QRegularExpression::MultilineOption);
        QVERIFY2(text.contains(heading), qPrintable(format.key + u" has no section in docs/formats.md"_s));
    }
}

QTEST_GUILESS_MAIN(FormatsCliTest)
#include "formatscli_test.moc"
