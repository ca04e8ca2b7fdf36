// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The throwaway PostgreSQL cluster of the server tests (tests/server/pgcluster.sh, started by CTest's
// pgcluster fixture): a fresh database per test case, reached through the cluster's Unix socket.
#include "model/generators/demoproject.h"
#include "model/project/serveradmin.h"
#include "model/storage/tablecopy.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QHash>
#include <QRegularExpression>

namespace ServerSupport {

using namespace Qt::StringLiterals;

struct Cluster
{
    QString bin; // the server's programs: psql, pg_dump
    QString url; // the cluster's maintenance database, as the superuser errata_admin
    QString host;
    QString port;
    bool isValid() const { return !url.isEmpty(); }
};

// Empty when no cluster runs: the test program was started by hand, or the machine has no PostgreSQL.
inline Cluster cluster()
{
    const QString state = qEnvironmentVariable("ERRATA_TEST_PG_STATE");
    QHash<QString, QString> values;
    for (const QByteArray &line : TestSupport::readAll(state).split('\n')) {
        const qsizetype equals = line.indexOf('=');
        if (equals > 0) values.insert(QString::fromUtf8(line.left(equals)), QString::fromUtf8(line.mid(equals + 1)));
    }
    return {values.value(u"bin"_s), values.value(u"url"_s), values.value(u"dir"_s), values.value(u"port"_s)};
}

// psql as the superuser on `database`; its exit code, output and errors.
inline TestSupport::Run psql(const Cluster &c, const QString &database, const QString &sql,
                             const QString &user = u"errata_admin"_s)
{
    return TestSupport::runProgram(c.bin + u"/psql"_s,
                                   {u"-X"_s, u"-q"_s, u"-At"_s, u"-v"_s, u"ON_ERROR_STOP=1"_s, u"-h"_s, c.host, u"-p"_s,
                                    c.port, u"-U"_s, user, u"-d"_s, database, u"-c"_s, sql},
                                   QDir::tempPath());
}

// psql's answer, trimmed, or "error: " and the server's message.
inline QString scalar(const Cluster &c, const QString &database, const QString &sql,
                      const QString &user = u"errata_admin"_s)
{
    const auto run = psql(c, database, sql, user);
    return run.exitCode == 0 ? run.out.trimmed() : u"error: "_s + run.err;
}

// A digest of every row of every table of the project, as the owner sees them: any change changes it.
inline QString rowsDigest(const Cluster &c, const QString &database)
{
    QStringList parts;
    for (const QString &table : Errata::TableCopy::tables()) {
        parts << scalar(c, database,
                        u"SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM %1 t"_s.arg(table));
    }
    return parts.join(u',');
}

inline QString databaseUrl(const Cluster &c, const QString &name, const QString &user = u"errata_admin"_s)
{
    return u"postgresql://%1@/%2?host=%3&port=%4"_s.arg(user, name, c.host, c.port);
}

// The URL of a new, empty database `name` (dropped first if a previous run left it).
inline QString freshDatabase(const Cluster &c, const QString &name, QString *error)
{
    const auto drop = psql(c, u"postgres"_s, u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(name));
    const auto create = psql(c, u"postgres"_s, u"CREATE DATABASE %1"_s.arg(name));
    if (drop.exitCode != 0 || create.exitCode != 0) {
        *error = drop.err + create.err;
        return {};
    }
    return databaseUrl(c, name);
}

// A new database `name` holding the demo project (made in `folder`), with a login for each {person,
// login} pair; the owner's URL, or nothing and *error.
inline QString pushedDemo(const Cluster &c, const QString &name, const QString &folder,
                          const QList<std::pair<QString, QString>> &logins, QString *error)
{
    const QString demo = folder + u"/demo.errata"_s;
    const QString admin = freshDatabase(c, name, error);
    if (admin.isEmpty() || !Errata::DemoProject::create(demo, error) || !Errata::ServerAdmin::push(demo, admin, error))
        return {};
    for (const auto &[person, login] : logins) {
        if (!Errata::ServerAdmin::addLogin(admin, person, login, error)) return {};
    }
    return admin;
}

} // namespace ServerSupport

// In a test: the cluster, or a skip that says why there is none.
#define ERRATA_REQUIRE_CLUSTER(c)                                                                                      \
    const ServerSupport::Cluster c = ServerSupport::cluster();                                                         \
    if (!c.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)")
