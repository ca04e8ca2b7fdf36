// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/bulkrepository.h"

#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata {

qint64 BulkRepository::nextId(const QString &table)
{
    QSqlQuery *query = nullptr;
    return run(query, SqlDialect::nextIdQuery(table)) && query->next() ? query->value(0).toLongLong() : -1;
}

qint64 BulkRepository::nextItemPosition()
{
    QSqlQuery *query = nullptr;
    return run(query, u"SELECT coalesce(max(position), 0) + 1 FROM item"_s) && query->next()
               ? query->value(0).toLongLong() : -1;
}

} // namespace Errata
