// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"

#include <QHash>

#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace Errata {

class Database;

// Whose work a cursor reads: everybody's (personId 0), or only the items one annotator is assigned
// to; of those, with ownOnly, only that annotator's layer and assignment (no other layers at all).
struct ArchiveScope
{
    qint64 personId = 0;
    bool ownOnly = false;
    bool texts = true;   // false: items with empty prompts and texts
    bool threads = true; // false: no review events nor workflow history
    // With ownOnly, also the layers that hold practice items' answers (a package's practice items).
    bool practiceAnswers = false;
    // Only items whose position is in [positionFrom, positionTo): the halves two connections read.
    qint64 positionFrom = std::numeric_limits<qint64>::min();
    qint64 positionTo = std::numeric_limits<qint64>::max();
};

// Reads a whole project item by item, as archive records with people named, with one ordered query
// per table, all open at once and merged on the item: memory holds one item, not the project.
// Every query is ordered by the item's position (the item list's order) and then as the
// repositories order their rows. The one reader of whole projects: export streams its items to
// errata-jsonl, ArchiveCollector gathers them (filtered to one annotator) for work packages.
class ArchiveCursor
{
public:
    explicit ArchiveCursor(const Database &database, ArchiveScope scope = {});
    ~ArchiveCursor();
    ArchiveCursor(const ArchiveCursor &) = delete;
    ArchiveCursor &operator=(const ArchiveCursor &) = delete;

    bool isValid() const { return m_error.isEmpty(); }
    QString errorText() const { return m_error; }
    qint64 itemCount() const { return m_itemCount; }
    // The next item, or false at the end (or on an error: see isValid()).
    bool next(ArchiveItem *item);
    // The position that parts the scope's items into two halves of nearly equal count (the upper
    // half starts there); nothing when the scope has fewer than atLeast items or cannot be read.
    static std::optional<qint64> middlePosition(const Database &database, const ArchiveScope &scope, qint64 atLeast);

private:
    struct Table;
    Table &open(const QString &sql);
    void readNames();
    QHash<qint64, QList<Span>> readSpans(qint64 itemId);
    QList<ArchiveAnnotation> readAnnotations(qint64 itemId, const QHash<qint64, qint64> &layerOfPerson,
                                             QHash<qint64, QList<Span>> &spansByLayer);
    void readSuggestions(qint64 itemId, const QHash<qint64, qint64> &layerOfPerson,
                         QList<ArchiveAnnotation> &annotations);
    void readEvents(qint64 itemId, QHash<qint64, ArchiveAnnotation *> &byAssignment);
    void openExtras(const QString &items, const QString &ownAssignment); // archivecursorextras.cpp
    void readExtras(ArchiveItem *item, QHash<qint64, ArchiveAnnotation *> &byAssignment);
    std::optional<ArchiveLayerRef> layerRef(const QString &kind, const QString &label, qint64 personId) const;

    const Database &m_database;
    std::vector<std::unique_ptr<Table>> m_tables;
    QHash<qint64, QString> m_names; // person id -> name
    QString m_error;
    qint64 m_itemCount = 0;
};

} // namespace Errata
