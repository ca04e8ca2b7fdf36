// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <memory>
#include <vector>

namespace Errata {

class Database;

// One item's rows as the database holds them: keys and times as stored text, so a streaming
// export neither parses nor re-formats what it only copies (ErrataJsonlStream normalises them).
struct CursorLink
{
    QString kind;
    QString side;
    qint64 begin = 0;
    qint64 end = 0;
};

struct CursorSpan
{
    qint64 id = 0;
    QString side;
    qint64 begin = 0;
    qint64 end = 0;
    QString type;
    QString severity;
    QVariant correction; // null: none given
    QString rationale;
    QString reviewState;
    QString created;
    QString modified;
    QList<CursorLink> links;
};

struct CursorLayer
{
    qint64 id = 0;
    QString kind;
    qint64 personId = 0;
    QString label;
};

struct CursorEvent // a review event or a history entry, whichever the list holds
{
    qint64 personId = 0; // author or actor
    qint64 spanId = 0;   // review events
    QString kind;        // review kind, or history action
    QString body;        // review body, or history reason
    QString from;
    QString to;
    int iteration = 0;
    QString at;
};

struct CursorItem
{
    Item item;                                     // metadata included
    QList<CursorLayer> layers;                     // by id
    QHash<qint64, QList<CursorSpan>> spansByLayer; // each in the repository's span order
    QList<Assignment> assignments;                 // by annotator id
    QHash<qint64, QMap<QString, QVariant>> judgements;
    QHash<qint64, QList<CursorEvent>> reviews; // by assignment, in id order
    QHash<qint64, QList<CursorEvent>> history;
};

// Reads a whole project item by item with one ordered query per table, all open at once and
// merged on the item: memory holds one item, not the project. Every query is ordered by the
// item's position (the item list's order) and then as the repositories order their rows, so
// the items come out exactly as ArchiveCollector would assemble them.
class ArchiveCursor
{
public:
    explicit ArchiveCursor(const Database &database);
    ~ArchiveCursor();
    ArchiveCursor(const ArchiveCursor &) = delete;
    ArchiveCursor &operator=(const ArchiveCursor &) = delete;

    bool isValid() const { return m_error.isEmpty(); }
    QString errorText() const { return m_error; }
    qint64 itemCount() const { return m_itemCount; }
    // The next item, or false at the end (or on an error: see isValid()).
    bool next(CursorItem *item);

private:
    struct Table;
    Table &open(const QString &sql);
    void readSpans(CursorItem *item);

    const Database &m_database;
    std::vector<std::unique_ptr<Table>> m_tables;
    QString m_error;
    qint64 m_itemCount = 0;
};

} // namespace Errata
