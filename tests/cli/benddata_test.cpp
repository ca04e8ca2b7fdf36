// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #41's smaller ways to lose or bend data, through errata-cli as a user runs it: a lone surrogate in
// JSON is refused with its line and field (the project byte for byte as it was), names with control
// characters are escaped on the terminal and in TSV (exact in JSON), and a full disk keeps SQLite's reason.
#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;

class BendDataTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void loneSurrogatesAreRefused_data();
    void loneSurrogatesAreRefused();
    void controlCharactersAreEscaped();
    void fullDiskKeepsSqlitesReason();

private:
    Run cli(const QStringList &arguments) { return runProgram(built(ERRATA_CLI_PATH), arguments, m_dir.path()); }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QByteArray hashes(const QString &project) const { return fileHash(project) + fileHash(project + u"-wal"_s); }
    bool write(const QString &name, const QByteArray &bytes) const;

    QTemporaryDir m_dir;
    QString m_demo;
    QByteArray m_export; // the demo as errata-jsonl
};

bool BendDataTest::write(const QString &name, const QByteArray &bytes) const
{
    QFile file(path(name));
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

void BendDataTest::initTestCase()
{
    m_demo = path(u"demo ë.errata"_s);
    QCOMPARE(cli({u"demo"_s, m_demo}).exitCode, 0);
    QCOMPARE(cli({u"export"_s, m_demo, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, path(u"demo.jsonl"_s)}).exitCode, 0);
    m_export = readAll(path(u"demo.jsonl"_s));
    QVERIFY(m_export.count('\n') > 2);
}

void BendDataTest::loneSurrogatesAreRefused_data()
{
    QTest::addColumn<QStringList>("command"); // run with the file appended
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("where");
    const QList<QByteArray> lines = m_export.split('\n');
    QByteArray archive = lines.at(0) + '\n' + lines.at(1) + '\n';
    archive += QByteArray(lines.at(2)).replace("\"text\":\"", "\"text\":\"a\\ud800b") + '\n';
    QTest::newRow("errata-jsonl") << QStringList{u"import"_s, m_demo, u"--format"_s, u"errata-jsonl"_s} << archive
                                  << u"bad.jsonl:3 (text): not valid text"_s;
    QTest::newRow("items jsonl") << QStringList{u"items"_s, u"add"_s, m_demo, u"--format"_s, u"jsonl"_s}
                                 << QByteArray("{\"id\":\"fine\",\"text\":\"ok\"}\n"
                                               "{\"id\":\"bad\",\"text\":\"a\\udfffb\"}\n")
                                 << u"bad.jsonl:2 (text): not valid text"_s;
}

// Before the fix both were taken: the text stored as "a\uFFFD" with the b gone.
void BendDataTest::loneSurrogatesAreRefused()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, where);
    QVERIFY(write(u"bad.jsonl"_s, bytes));
    const QByteArray before = hashes(m_demo);
    const Run run = cli(command << path(u"bad.jsonl"_s));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(where), qPrintable(run.err));
    QVERIFY2(run.err.contains(u"surrogate"_s), qPrintable(run.err));
    QCOMPARE(hashes(m_demo), before);
}

// A person called "a<TAB>b<LF>c<ESC>[31m": one row in TSV, no escape sequence on the terminal, exact in JSON.
void BendDataTest::controlCharactersAreEscaped()
{
    const QString project = path(u"people.errata"_s);
    QCOMPARE(cli({u"init"_s, project, u"--coordinator"_s, u"Cora"_s}).exitCode, 0);
    const QString name = u"a\tb\nc\x1b[31m\u202e"_s;
    const Run added = cli({u"people"_s, u"add"_s, project, name, u"--role"_s, u"annotator"_s, u"--as"_s, u"Cora"_s});
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    const QString shown = u"a\\tb\\nc\\x1b[31m\\u202e"_s;

    const Run text = cli({u"people"_s, u"list"_s, project});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(shown), qPrintable(text.out));
    QVERIFY(!text.out.contains(QChar(0x1b)) && !text.out.contains(u'\t') && !text.out.contains(QChar(0x202e)));
    QCOMPARE(text.out.count(u'\n'), 3); // the header, Cora and the new person

    const Run tsv = cli({u"--format"_s, u"tsv"_s, u"people"_s, u"list"_s, project});
    QCOMPARE(tsv.exitCode, 0);
    const QStringList rows = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 3);
    for (const QString &row : rows) QCOMPARE(row.count(u'\t'), rows.first().count(u'\t'));
    QVERIFY2(tsv.out.contains(shown), qPrintable(tsv.out));

    const Run json = cli({u"--format"_s, u"json"_s, u"people"_s, u"list"_s, project});
    QCOMPARE(json.exitCode, 0);
    QStringList names;
    for (const QJsonValue &person : QJsonDocument::fromJson(json.out.toUtf8()).array())
        names << person.toObject().value(u"name"_s).toString();
    QVERIFY2(names.contains(name), qPrintable(names.join(u'|')));

    const Run refused =
        cli({u"people"_s, u"rename"_s, project, u"nobody\x1b]0;owned\x07"_s, u"x"_s, u"--as"_s, u"Cora"_s});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"nobody\\x1b]0;owned\\x07"_s), qPrintable(refused.err));
    QVERIFY(!refused.err.contains(QChar(0x1b)) && !refused.err.contains(QChar(0x07)));
}

// An import is one transaction: its pages go to the write-ahead log at COMMIT, and on a full disk that is
// where it fails. Before the fix errata-cli said only "Nothing was imported; … is unchanged." (tmpfs: as root)
void BendDataTest::fullDiskKeepsSqlitesReason()
{
    const QString folder = path(u"full disk"_s);
    QDir().mkpath(folder);
    if (QProcess::execute(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=1m"_s, u"tmpfs"_s, folder}) != 0) {
        QSKIP("mounting a tmpfs is not permitted here");
    }
    const auto unmount = qScopeGuard([&] { QProcess::execute(u"umount"_s, {folder}); });
    const QString project = folder + u"/full.errata"_s;
    QCOMPARE(cli({u"init"_s, project, u"--coordinator"_s, u"Cora"_s}).exitCode, 0);
    QByteArray items; // about 1.3 MB of text, more than the disk has left
    for (int i = 0; i < 160; ++i)
        items += "{\"id\":\"t" + QByteArray::number(i) + "\",\"text\":\"" + QByteArray(8000, 'w') + "\"}\n";
    QVERIFY(write(u"items.jsonl"_s, items));
    const Run added = cli({u"items"_s, u"add"_s, project, u"--format"_s, u"jsonl"_s, path(u"items.jsonl"_s)});
    QCOMPARE(added.exitCode, 1);
    QVERIFY2(added.err.contains(u"database or disk is full"_s) && added.err.contains(u"Nothing was imported"_s),
             qPrintable(added.err));

    const QList<QByteArray> lines = m_export.split('\n');
    QByteArray archive = lines.at(0) + '\n';
    for (int i = 0; i < 160; ++i) {
        archive += QByteArray(lines.at(1))
                       .replace("\"id\":\"demo-", "\"id\":\"big" + QByteArray::number(i) + "-demo-")
                       .replace("\"text\":\"", "\"text\":\"" + QByteArray(8000, 'w'))
            + '\n';
    }
    QVERIFY(write(u"big.jsonl"_s, archive));
    const Run imported = cli({u"import"_s, project, u"--format"_s, u"errata-jsonl"_s, path(u"big.jsonl"_s)});
    QCOMPARE(imported.exitCode, 1);
    QVERIFY2(imported.err.contains(u"database or disk is full"_s), qPrintable(imported.err));
    QCOMPARE(cli({u"check"_s, project}).exitCode, 0);
}

QTEST_GUILESS_MAIN(BendDataTest)
#include "benddata_test.moc"
