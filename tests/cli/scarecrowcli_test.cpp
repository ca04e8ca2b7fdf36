// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/testsupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;

namespace {

const QByteArray Header = "id,gid,prompt,generation,model,p,temperature,frequency_penalty,responses\n";

} // namespace

// errata-cli import/export --format scarecrow-csv, as a user runs them, on data/scarecrow/grouped_sample.csv
// (7 rows, 42 responses from 10 positions, 49 errors: its README.md).
class ScarecrowCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importExportImport();
    void exportToStandardOutput();
    void badInputChangesNothing_data();
    void badInputChangesNothing();

private:
    Run cli(const QStringList &arguments);
    QJsonObject json(const QStringList &arguments);
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_fixture;
    QByteArray m_bytes;
};

void ScarecrowCliTest::initTestCase()
{
    m_fixture = TestSupport::built(ERRATA_TEST_DATA "/scarecrow/grouped_sample.csv");
    m_bytes = readAll(m_fixture);
    QVERIFY(!m_bytes.isEmpty());
}

Run ScarecrowCliTest::cli(const QStringList &arguments)
{
    return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
}

QJsonObject ScarecrowCliTest::json(const QStringList &arguments)
{
    const Run run = cli(QStringList{u"--format"_s, u"json"_s} + arguments);
    if (run.exitCode != 0) {
        qWarning() << run.err;
    }
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

void ScarecrowCliTest::importExportImport()
{
    const QJsonObject imported =
        json({u"import"_s, path(u"first.errata"_s), u"--format"_s, u"scarecrow-csv"_s, m_fixture});
    QCOMPARE(imported.value(u"items"_s).toInt(), 7);
    QCOMPARE(imported.value(u"new_people"_s).toInt(), 10);
    QCOMPARE(imported.value(u"new_annotations"_s).toInt(), 42);
    QCOMPARE(imported.value(u"new_spans"_s).toInt(), 49);
    QVERIFY(QDir(m_dir.path()).mkpath(u"a"_s) && QDir(m_dir.path()).mkpath(u"b"_s));
    const QJsonObject exported = json({u"export"_s, path(u"first.errata"_s), u"--format"_s, u"scarecrow-csv"_s, u"-o"_s,
                                       path(u"a/grouped_sample.csv"_s)});
    QCOMPARE(exported.value(u"rows"_s).toInt(), 7);
    QCOMPARE(exported.value(u"spans"_s).toInt(), 49);
    QCOMPARE(exported.value(u"skipped_spans"_s).toInt(-1), 0);

    const QJsonObject again = json(
        {u"import"_s, path(u"second.errata"_s), u"--format"_s, u"scarecrow-csv"_s, path(u"a/grouped_sample.csv"_s)});
    QCOMPARE(again.value(u"new_people"_s).toInt(), 10);
    QCOMPARE(again.value(u"new_annotations"_s).toInt(), 42);
    QCOMPARE(again.value(u"new_spans"_s).toInt(), 49);
    // The export of the re-imported project is the same file: export ∘ import is a fixpoint.
    QCOMPARE(cli({u"export"_s, path(u"second.errata"_s), u"--format=scarecrow-csv"_s, u"-o"_s,
                  path(u"b/grouped_sample.csv"_s)})
                 .exitCode,
             0);
    QCOMPARE(readAll(path(u"b/grouped_sample.csv"_s)), readAll(path(u"a/grouped_sample.csv"_s)));
    // Importing the fixture again adds nothing.
    const QJsonObject twice =
        json({u"import"_s, path(u"first.errata"_s), u"--format"_s, u"scarecrow-csv"_s, m_fixture});
    QCOMPARE(twice.value(u"new_spans"_s).toInt(-1), 0);
    QCOMPARE(twice.value(u"new_items"_s).toInt(-1), 0);
}

void ScarecrowCliTest::exportToStandardOutput()
{
    QCOMPARE(cli({u"import"_s, path(u"stdout.errata"_s), u"--format=scarecrow-csv"_s, m_fixture}).exitCode, 0);
    const Run run = cli({u"export"_s, path(u"stdout.errata"_s), u"--format=scarecrow-csv"_s, u"-o"_s, u"-"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QString::fromUtf8(Header) + u"0,10002,"_s));
    QVERIFY(run.out.contains(u"\n6,20032,"_s)); // the last of the 7 rows
}

void ScarecrowCliTest::badInputChangesNothing_data()
{
    QTest::addColumn<QByteArray>("bytes"); // written to bad.csv; a null array makes bad.csv a directory
    QTest::addColumn<QString>("where");    // what follows the file name in the message
    QTest::addColumn<QString>("reason");
    const QByteArray row = "0,1,p,gen text,gpt2,0.96,1.0,0,";
    QTest::newRow("0 bytes") << QByteArray("") << u": "_s << u"the file is empty (0 bytes)"_s;
    QTest::newRow("a directory") << QByteArray() << u": "_s << u"is a directory"_s;
    QTest::newRow("header only") << Header << u":1: "_s << u"header but no rows"_s;
    QTest::newRow("missing column") << QByteArray(Header).replace(",model", "") << u":1 (model): "_s
                                    << u"no \"model\" column"_s;
    // Cut inside 20007's generation, on line 6 (README table).
    QTest::newRow("truncated") << m_bytes.left(m_bytes.indexOf("I work for a grocery")) << u":6: "_s
                               << u"never closed"_s;
    QTest::newRow("invalid UTF-8") << QByteArray(m_bytes).insert(m_bytes.indexOf("Still, the service"), "\xff")
                                   << u":7: "_s << u"UTF-8"_s;
    QTest::newRow("unclosed quote") << Header + row + "\"[['Redundant', 'x, 1, 0, 1, []]]\"\n"
                                    << u":2 (responses, column 16): "_s << u"never closed"_s;
    QTest::newRow("unclosed bracket") << Header + row + "\"[[['Redundant', 'x', 1, 0, 1, []]]\"\n"
                                      << u":2 (responses, column 1): "_s << u"never closed"_s;
    QTest::newRow("odd antecedent") << Header + row + "\"[[['Redundant', 'x', 1, 0, 3, [0, 1, 2]]]]\"\n"
                                    << u":2 (responses[0][0][5], column 31): "_s << u"3 offsets"_s;
    QTest::newRow("offset out of range") << Header + row + "\"[[['Redundant', 'x', 1, 2, 40, []]]]\"\n"
                                         << u":2 (responses[0][0][3], column 25): "_s << u"do not fit"_s;
    QTest::newRow("splits a surrogate pair")
        << Header + "0,1,p,a🐈b,gpt2,0.96,1.0,0,\"[[['Redundant', 'x', 1, 0, 2, []]]]\"\n"
        << u":2 (responses[0][0][3], column 25): "_s << u"splits"_s;
    QTest::newRow("unknown type") << Header + row + "\"[[['Vibes', 'x', 1, 0, 1, []]]]\"\n"
                                  << u":2 (responses[0][0][0], column 4): "_s << u"unknown error type"_s;
}

// Each bad file alone, and after a good new file in the same call: the project keeps every byte.
void ScarecrowCliTest::badInputChangesNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, where);
    QFETCH(QString, reason);
    const QString project = path(u"kept.errata"_s);
    if (!QFile::exists(project)) {
        QCOMPARE(cli({u"import"_s, project, u"--format=scarecrow-csv"_s, m_fixture}).exitCode, 0);
    }
    QFile good(path(u"good.csv"_s));
    QVERIFY(good.open(QIODevice::WriteOnly));
    good.write(Header + "0,30001,p,new text,gpt3,0.96,1.0,0,\"[[], [['Redundant', 'x', 1, 0, 3, []]]]\"\n");
    good.close();
    const QString bad = path(u"bad.csv"_s);
    QFile::remove(bad);
    QDir(m_dir.path()).rmdir(u"bad.csv"_s);
    if (bytes.isNull()) {
        QVERIFY(QDir(m_dir.path()).mkdir(u"bad.csv"_s));
    } else {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    const QByteArray before = fileHash(project);
    for (const QStringList &files : {QStringList{bad}, QStringList{path(u"good.csv"_s), bad}}) {
        const Run run = cli(QStringList{u"import"_s, project, u"--format"_s, u"scarecrow-csv"_s} + files);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(bad + where) && run.err.contains(reason), qPrintable(run.err));
        QVERIFY2(run.err.contains(u"Nothing was imported"_s), qPrintable(run.err));
        QCOMPARE(fileHash(project), before);
    }
}

QTEST_GUILESS_MAIN(ScarecrowCliTest)
#include "scarecrowcli_test.moc"
