// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/itemrowreader.h"

#include "model/domain/hiddenmetadata.h"
#include "model/domain/workflow.h"
#include "model/storage/rowreader.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace Errata {

namespace {

// Metadata keys and values repeat across a corpus ("model" = "gpt2" on thousands of items): one
// shared QString each instead of a copy per item (~1 KB an item less at 100k items). A corpus has
// few distinct keys and values, so a slot per length and first and last byte finds most of them with
// one short comparison, before the hash of the whole string (1.2 M lookups at 100k items).
class Interned
{
public:
    QString operator()(QByteArrayView utf8)
    {
        Slot &slot = m_recent[slotOf(utf8)];
        if (QByteArrayView(slot.utf8) == utf8 && !slot.text.isNull()) return slot.text;
        auto found = m_strings.constFind(QByteArray::fromRawData(utf8.data(), utf8.size()));
        if (found == m_strings.cend()) {
            found = m_strings.insert(utf8.toByteArray(), QString::fromUtf8(utf8));
        }
        slot = {found.key(), *found};
        return *found;
    }

private:
    struct Slot
    {
        QByteArray utf8;
        QString text;
    };
    static size_t slotOf(QByteArrayView utf8)
    {
        if (utf8.isEmpty()) return 0;
        return (size_t(utf8.size()) * 31 + uchar(utf8.front()) * 7 + uchar(utf8.back())) % Slots;
    }
    static constexpr size_t Slots = 256;
    std::array<Slot, Slots> m_recent;
    QHash<QByteArray, QString> m_strings;
};

// Items of a corpus share few metadata sets (model × topic × …: 3,600 among 100k items at `million`):
// one map for each distinct set, shared by its items, rather than a map of six nodes per item. An
// item's rows come together (the table's order), so its set is complete when the next item starts.
class MetadataSets
{
public:
    explicit MetadataSets(const QStringList &leaveOut)
        : m_leaveOut(leaveOut)
    {
    }

    void add(QByteArrayView key, QByteArrayView value)
    {
        if (leftOut(key)) return;
        for (const QByteArrayView part : {key, value}) { // each with its length: texts may hold any byte
            const qint32 size = qint32(part.size());
            m_set.append(reinterpret_cast<const char *>(&size), sizeof size).append(part);
        }
    }

    // The set added since the last take, shared with every item that had the same.
    QMap<QString, QString> take()
    {
        QMap<QString, QString> map;
        if (const auto found = m_maps.constFind(m_set); found != m_maps.cend()) {
            map = *found;
        } else {
            map = build();
            // A corpus whose items all differ (an id among the metadata) gains nothing: stop keeping.
            if (m_maps.size() < MaxKept) m_maps.insert(m_set, map);
        }
        m_set.clear();
        return map;
    }

private:
    QMap<QString, QString> build()
    {
        QMap<QString, QString> map;
        QByteArrayView rest(m_set);
        const auto part = [&rest] {
            qint32 size = 0;
            std::memcpy(&size, rest.data(), sizeof size);
            const QByteArrayView bytes = rest.sliced(sizeof size, size);
            rest = rest.sliced(sizeof size + size);
            return bytes;
        };
        while (!rest.isEmpty()) {
            const QByteArrayView key = part();
            map.insert(m_intern(key), m_intern(part()));
        }
        return map;
    }

    // A key left out in any spelling (HiddenMetadata::Matcher), each distinct key folded once.
    bool leftOut(QByteArrayView key)
    {
        if (m_leaveOut.isEmpty()) return false;
        const auto known = m_seen.constFind(QByteArray::fromRawData(key.data(), key.size()));
        if (known != m_seen.cend()) return *known;
        const bool out = m_leaveOut.hides(QString::fromUtf8(key));
        m_seen.insert(key.toByteArray(), out);
        return out;
    }

    static constexpr qsizetype MaxKept = 10000;
    HiddenMetadata::Matcher m_leaveOut;
    QHash<QByteArray, bool> m_seen;
    QByteArray m_set; // the current item's keys and values
    QHash<QByteArray, QMap<QString, QString>> m_maps;
    Interned m_intern;
};

// Steps through a reader's rows, which name their item in itemColumn, in runs of one item's rows:
// take() for each row, place(row of the item) at the end of each run. Rows of an item that come in
// two runs are placed twice.
template <typename Take, typename Place>
void inItemRuns(RowReader &reader, int itemColumn, const RowIdIndex &rowOfItem, Take take, Place place)
{
    int current = -1;
    while (reader.next()) {
        const int row = rowOfItem.value(reader.integer(itemColumn));
        if (row < 0) continue;
        if (row != current && current >= 0) place(current);
        current = row;
        take();
    }
    if (current >= 0) place(current);
}

// Every item's metadata but the keys left out, onto its row.
void readMetadata(const Database &db, const RowIdIndex &rowOfItem, const QStringList &leaveOut, QList<ItemRow> &rows)
{
    RowReader metadata(db, "SELECT item_id, meta_key, meta_value FROM item_metadata");
    MetadataSets sets(leaveOut);
    inItemRuns(
        metadata, 0, rowOfItem, [&] { sets.add(metadata.utf8(1), metadata.utf8(2)); },
        [&](int row) {
            QMap<QString, QString> &target = rows[row].item.metadata;
            if (target.isEmpty()) {
                target = sets.take();
            } else {
                target.insert(sets.take()); // the item's rows were not together
            }
        });
}

Assignment assignmentOf(const RowReader &row)
{
    const QByteArrayView reason = row.utf8(7);
    Assignment assignment{
        row.integer(0),      row.integer(1), row.integer(2), AssignmentState::New,
        int(row.integer(4)), row.integer(5), row.integer(6), reason.isEmpty() ? QString() : QString::fromUtf8(reason)};
    assignmentStateFromUtf8(row.utf8(3), &assignment.state);
    return assignment;
}

// Every assignment onto its item's row, in AssignmentRepository::all()'s order (by annotator within
// an item), which the list's per-annotator columns rely on. Read in the table's own order, which is
// near item order, rather than through the (item, annotator) index: a million rowid lookups fewer.
// An item's assignments come mostly together, so each row's list is made once, at its size.
void readAssignments(const Database &db, const RowIdIndex &rowOfItem, QList<ItemRow> &rows)
{
    RowReader assignments(db, R"(SELECT id, item_id, annotator_id, state, iteration, time_spent_seconds,
                                        coalesce(reviewer_id, 0), coalesce(discard_reason, '') FROM assignment)");
    QList<Assignment> run; // the current item's, reused
    inItemRuns(
        assignments, 1, rowOfItem, [&] { run << assignmentOf(assignments); },
        [&](int row) {
            QList<Assignment> &list = rows[row].assignments;
            if (list.isEmpty()) {
                list = QList<Assignment>(run.cbegin(), run.cend());
            } else {
                list.append(run); // the item's rows were not together
            }
            run.clear();
        });
    const auto byAnnotator = [](const Assignment &a, const Assignment &b) { return a.annotatorId < b.annotatorId; };
    for (ItemRow &row : rows) {
        if (!std::is_sorted(row.assignments.cbegin(), row.assignments.cend(), byAnnotator)) {
            std::sort(row.assignments.begin(), row.assignments.end(), byAnnotator);
        }
    }
}

} // namespace

QList<ItemRow> ItemRowReader::rows(const Database &db, const QStringList &leaveOut)
{
    // Read straight from SQLite (RowReader): three queries, no QVariant per value, and no generation
    // at all: the list asks for the start of the rows it shows (previews), which at 100k items was
    // 19 MB of text read and 40 MB of strings kept for rows nobody scrolls to.
    QList<ItemRow> rows;
    RowIdIndex rowOfItem;
    RowReader items(db, "SELECT id, external_id, text_format, code_language FROM item ORDER BY position");
    Interned intern;
    while (items.next()) {
        Item item;
        item.id = items.integer(0);
        item.externalId = items.text(1);
        textFormatFromUtf8(items.utf8(2), &item.format);
        if (const QByteArrayView language = items.utf8(3); !language.isEmpty()) item.codeLanguage = intern(language);
        rowOfItem.insert(item.id, int(rows.size()));
        rows << ItemRow{std::move(item), {}};
    }
    readMetadata(db, rowOfItem, leaveOut, rows);
    readAssignments(db, rowOfItem, rows);
    return rows;
}

std::optional<QHash<qint64, QString>> ItemRowReader::previews(const Database &db, const QList<qint64> &itemIds)
{
    QHash<qint64, QString> texts;
    if (itemIds.isEmpty()) return texts;
    QByteArray sql =
        "SELECT id, substr(generation, 1, " + QByteArray::number(PreviewLength) + ") FROM item WHERE id IN (";
    for (qsizetype i = 0; i < itemIds.size(); ++i) {
        sql += (i == 0 ? "" : ",") + QByteArray::number(itemIds.at(i)); // numbers: nothing to quote
    }
    RowReader rows(db, sql + ')');
    texts.reserve(itemIds.size());
    while (rows.next()) texts.insert(rows.integer(0), rows.text(1));
    if (!rows.ok()) return std::nullopt; // a lost connection: not "these items have no text"
    return texts;
}

QList<Item> ItemRowReader::texts(const Database &db)
{
    QList<Item> items;
    RowReader rows(db, "SELECT id, external_id, prompt, generation FROM item ORDER BY position");
    while (rows.next()) {
        Item item;
        item.id = rows.integer(0);
        item.externalId = rows.text(1);
        item.prompt = rows.text(2);
        item.generation = rows.text(3);
        items << std::move(item);
    }
    return items;
}

} // namespace Errata
