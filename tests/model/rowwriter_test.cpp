// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RowWriter stores the same values through SQLite's C interface as through Qt SQL: every type a
// repository binds, batches of 64 rows and a last partial one, errors with their kind, and the rows
// belong to the caller's transaction.
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/rowreader.h"
#include "model/storage/rowwriter.h"
#include "model/storage/storageerror.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// 130 rows (two full statements and one of two rows), every kind of value a repository binds.
QList<QVariantList> rows()
{
    QList<QVariantList> result;
    for (int i = 0; i < 130; ++i) {
        const QVariant text = i % 3 == 0 ? QVariant(QString()) : QVariant(u"𝄞 中文 %1"_s.arg(i));
        const QVariant bytes = i % 2 ? QVariant(QByteArray("\x00\x01z", 3)) : sqlNull();
        result << QVariantList{qint64(1) << 40 | i,
                               i % 2 == 0,
                               i * 0.25,
                               text,
                               bytes,
                               int(-i),
                               QDateTime::fromString(u"2026-11-26T10:00:00.000Z"_s, Qt::ISODateWithMs)};
    }
    return result;
}

QStringList dump(Database &db, const QString &table)
{
    QSqlQuery query(db.connection());
    query.exec(
        u"SELECT i, typeof(i), f, r, typeof(r), s, typeof(s), hex(b), typeof(b), n, d FROM %1 ORDER BY rowid"_s.arg(
            table));
    QStringList result;
    while (query.next()) {
        QStringList fields;
        for (int column = 0; column < 11; ++column) fields << query.value(column).toString();
        result << fields.join(u'|');
    }
    return result;
}

} // namespace

class RowWriterTest : public QObject
{
    Q_OBJECT

private slots:
    void bothPathsStoreTheSameValues();
    void errorsKeepTheirKind();
    void rowsBelongToTheTransaction();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> open(const QString &name);
};

std::unique_ptr<Project> RowWriterTest::open(const QString &name)
{
    QString error;
    auto project =
        Project::create(m_dir.filePath(name), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QSqlQuery(project->database().connection())
        .exec(u"CREATE TABLE t (i INTEGER, f INTEGER, r REAL, s TEXT, b BLOB, n INTEGER, d TEXT)"_s);
    return project;
}

void RowWriterTest::bothPathsStoreTheSameValues()
{
    auto project = open(u"values.errata"_s);
    QVERIFY(project);
    Database &db = project->database();
    const QString head = u"t (i, f, r, s, b, n, d)"_s;
    RowWriter fast(&db);
    QVERIFY(fast.insert(head, rows()));
    QCOMPARE(fast.source(), RowReader::hasFastPath() ? RowSource::Fastest : RowSource::QtSql);
    const QStringList fastest = dump(db, u"t"_s);
    QSqlQuery(db.connection()).exec(u"DELETE FROM t"_s);
    db.setRowSource(RowSource::QtSql);
    RowWriter plain(&db);
    QVERIFY(plain.insert(head, rows()));
    QCOMPARE(plain.source(), RowSource::QtSql);
    QCOMPARE(dump(db, u"t"_s), fastest);
    // By hand: row 0 has a null text (stored as ''), no bytes; row 1 a text with a non-BMP character.
    QCOMPARE(fastest.size(), 130);
    QCOMPARE(fastest.at(0), u"1099511627776|integer|1|0|real||text||null|0|2026-11-26T10:00:00.000Z"_s);
    QCOMPARE(fastest.at(1),
             u"1099511627777|integer|0|0.25|real|𝄞 中文 1|text|00017A|blob|-1|2026-11-26T10:00:00.000Z"_s);
    QCOMPARE(fastest.at(129).section(u'|', 0, 0), u"1099511627905"_s);
    QVERIFY(RowWriter(&db).insert(head, {})); // nothing to write is not an error
}

void RowWriterTest::errorsKeepTheirKind()
{
    auto project = open(u"errors.errata"_s);
    QVERIFY(project);
    Database &db = project->database();
    const QVariantList person{1, u"Ann"_s, 1, u"2026-11-26T10:00:00.000Z"_s};
    const QString head = u"person (id, name, is_annotator, created_at)"_s;
    for (const RowSource source : {RowSource::Fastest, RowSource::QtSql}) {
        db.setRowSource(source);
        RowWriter writer(&db);
        QVERIFY(writer.insert(head, {person}));
        QVERIFY(!writer.insert(head, {person}));
        QCOMPARE(storageErrorOf(writer.lastError()), StorageError::Constraint);
        QVERIFY2(reasonText(writer.lastError()).contains(u"UNIQUE"_s), qPrintable(reasonText(writer.lastError())));
        QVERIFY(!writer.insert(u"no_such_table (x)"_s, {{1}}));
        QVERIFY2(reasonText(writer.lastError()).contains(u"no_such_table"_s), qPrintable(writer.lastError().text()));
        QSqlQuery(db.connection()).exec(u"DELETE FROM person"_s);
    }
}

void RowWriterTest::rowsBelongToTheTransaction()
{
    auto project = open(u"transaction.errata"_s);
    QVERIFY(project);
    Database &db = project->database();
    for (const RowSource source : {RowSource::Fastest, RowSource::QtSql}) {
        db.setRowSource(source);
        {
            Transaction transaction(&db);
            QVERIFY(RowWriter(&db).insert(u"t (i)"_s, {{1}, {2}, {3}}));
            QCOMPARE(dump(db, u"t"_s).size(), 3);
        } // not committed: rolled back
        QCOMPARE(dump(db, u"t"_s).size(), 0);
        Transaction transaction(&db);
        QVERIFY(RowWriter(&db).insert(u"t (i)"_s, {{4}}));
        QVERIFY(transaction.commit());
        QCOMPARE(dump(db, u"t"_s).size(), 1);
        QSqlQuery(db.connection()).exec(u"DELETE FROM t"_s);
    }
}

QTEST_GUILESS_MAIN(RowWriterTest)
#include "rowwriter_test.moc"
