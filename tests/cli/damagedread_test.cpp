// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli's commands that only read a project check it beside their work, not before it (CheckedOutput):
// whatever they computed from a damaged project is not printed and not written, and they say it is damaged.
#include "tests/testsupport.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;

class DamagedReadTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void printingCommandsPrintNothing();
    void writingCommandsWriteNothing();

private:
    Run cli(const QStringList &arguments) { return runProgram(built(ERRATA_CLI_PATH), arguments, m_dir.path()); }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_sound;   // the demo
    QString m_damaged; // the demo with its last layer-snapshot page overwritten
};

void DamagedReadTest::initTestCase()
{
    m_sound = path(u"sound.errata"_s);
    m_damaged = path(u"snapshot damaged.errata"_s);
    QCOMPARE(cli({u"demo"_s, m_sound}).exitCode, 0);
    QVERIFY(QFile::copy(m_sound, m_damaged));
    // A page that none of the commands below reads (found through SQLite's dbstat table): they compute an
    // answer all the same, so only the check can tell.
    qint64 page = 0, pageSize = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"pages"_s);
        db.setDatabaseName(m_damaged);
        QVERIFY(db.open());
        QSqlQuery query(u"SELECT max(pageno) FROM dbstat WHERE name = 'layer_snapshot'"_s, db);
        if (query.lastError().text().contains(u"dbstat"_s)) QSKIP("This SQLite has no dbstat table");
        QVERIFY2(query.next(), qPrintable(query.lastError().text()));
        page = query.value(0).toLongLong();
        QVERIFY(query.exec(u"PRAGMA page_size"_s) && query.next());
        pageSize = query.value(0).toLongLong();
    }
    QSqlDatabase::removeDatabase(u"pages"_s);
    QVERIFY(page > 1 && pageSize >= 512);
    QFile damaged(m_damaged);
    QVERIFY(damaged.open(QIODevice::ReadWrite));
    QVERIFY(damaged.seek((page - 1) * pageSize));
    QCOMPARE(damaged.write(QByteArray(pageSize, '\x11')), pageSize);
}

void DamagedReadTest::printingCommandsPrintNothing()
{
    const QByteArray before = fileHash(m_damaged);
    for (const QStringList &rest : {QStringList{u"info"_s},
                                    {u"stats"_s, u"--measure"_s, u"count"_s, u"--by"_s, u"model"_s},
                                    {u"agreement"_s},
                                    {u"review-status"_s}}) {
        const Run sound = cli(QStringList{rest.first(), m_sound} + rest.mid(1));
        QCOMPARE(sound.exitCode, 0);
        QVERIFY(!sound.out.isEmpty());
        const Run run = cli(QStringList{rest.first(), m_damaged} + rest.mid(1));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
        QVERIFY2(run.err.contains(u"is damaged"_s) && run.err.contains(u"snapshot damaged.errata"_s),
                 qPrintable(run.err));
    }
    QCOMPARE(fileHash(m_damaged), before);
}

void DamagedReadTest::writingCommandsWriteNothing()
{
    const QByteArray before = fileHash(m_damaged);
    const QStringList exportTo{u"export"_s, u"--format"_s, u"errata-jsonl"_s, u"-o"_s};
    const QStringList heatmapTo{u"heatmap"_s, u"--rows"_s,    u"type"_s,     u"--cols"_s,
                                u"model"_s,   u"--measure"_s, u"coverage"_s, u"-o"_s};
    for (const QStringList &command : {exportTo, heatmapTo}) {
        const QString suffix = command.first() == "export"_L1 ? u".jsonl"_s : u".csv"_s;
        const QString soundOutput = path(u"sound "_s + command.first() + suffix);
        const Run sound = cli(QStringList{command.first(), m_sound} + command.mid(1) + QStringList{soundOutput});
        QCOMPARE(sound.exitCode, 0);
        QVERIFY(QFile(soundOutput).size() > 0);
        // An earlier output of the same name stays as it was: nothing from the damaged project replaces it.
        const QString output = path(u"damaged "_s + command.first() + suffix);
        QFile earlierFile(output);
        QVERIFY(earlierFile.open(QIODevice::WriteOnly));
        earlierFile.write("an earlier output, unlike anything the command writes\n");
        earlierFile.close();
        const QByteArray earlier = fileHash(output);
        const Run run = cli(QStringList{command.first(), m_damaged} + command.mid(1) + QStringList{output});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"is damaged"_s), qPrintable(run.err));
        QCOMPARE(fileHash(output), earlier);
    }
    QCOMPARE(fileHash(m_damaged), before);
}

QTEST_GUILESS_MAIN(DamagedReadTest)
#include "damagedread_test.moc"
