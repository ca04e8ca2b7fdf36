// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlQuery>

#include <memory>

namespace Errata {

class Database;

// A prepared statement borrowed from a connection's cache for one use. It is finished (its read
// ended, or its pending write let through to the file) and handed back when it goes out of scope,
// and only then: borrowing a statement that is still being read prepares a private copy, so a
// read nested in another never ends the outer one. Transactions still finish every statement in
// flight at BEGIN and COMMIT, because SQLite refuses to commit beside a pending write.
class Statement
{
public:
    Statement() = default;
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isNull() const { return m_query == nullptr; }
    QSqlQuery *get() const { return m_query; }
    QSqlQuery *operator->() const { return m_query; }
    QSqlQuery &operator*() const { return *m_query; }

private:
    friend class Database;
    void release();

    Database *m_database = nullptr;
    QSqlQuery *m_query = nullptr;
    bool *m_lent = nullptr;               // the cache's flag, when the cached one is lent
    std::unique_ptr<QSqlQuery> m_private; // the copy made while the cached one was in use
};

} // namespace Errata
