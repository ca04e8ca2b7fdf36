// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/itemmodels/itemlistmodel.h"

#include "model/project/project.h"
#include "model/review/workflow.h"
#include "model/storage/rowreader.h"

#include <QMap>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

// Metadata keys and values repeat across a corpus ("model" = "gpt2" on thousands of items): one
// shared QString each instead of a copy per item (~1 KB an item less at 100k items).
class Interned
{
public:
    QString operator()(QByteArrayView utf8)
    {
        auto found = m_strings.constFind(QByteArray::fromRawData(utf8.data(), utf8.size()));
        if (found == m_strings.cend()) {
            found = m_strings.insert(utf8.toByteArray(), QString::fromUtf8(utf8));
        }
        return *found;
    }

private:
    QHash<QByteArray, QString> m_strings;
};

} // namespace

QList<ItemRow> loadItemRows(Project &project)
{
    // Read straight from SQLite (RowReader): three queries, no QVariant per value, and only the first
    // 200 characters of each generation (the list shows its start; whole texts would be ~190 MB at 100k).
    QList<ItemRow> rows;
    RowIdIndex rowOfItem;
    const Database &db = project.database();
    RowReader items(db, "SELECT id, external_id, substr(generation, 1, 200), text_format, code_language FROM item "
                        "ORDER BY position");
    Interned intern;
    while (items.next()) {
        Item item;
        item.id = items.integer(0);
        item.externalId = items.text(1);
        item.generation = items.text(2);
        textFormatFromKey(intern(items.utf8(3)), &item.format);
        item.codeLanguage = intern(items.utf8(4));
        rowOfItem.insert(item.id, int(rows.size()));
        rows << ItemRow{std::move(item), {}};
    }
    RowReader metadata(db, "SELECT item_id, meta_key, meta_value FROM item_metadata");
    while (metadata.next()) {
        if (const int row = rowOfItem.value(metadata.integer(0)); row >= 0) {
            rows[row].item.metadata.insert(intern(metadata.utf8(1)), intern(metadata.utf8(2)));
        }
    }
    // In AssignmentRepository::all()'s order, which the list's per-annotator columns rely on.
    RowReader assignments(db, R"(SELECT id, item_id, annotator_id, state, iteration, time_spent_seconds,
                                        coalesce(reviewer_id, 0), coalesce(discard_reason, '')
                                 FROM assignment ORDER BY item_id, annotator_id)");
    while (assignments.next()) {
        const int row = rowOfItem.value(assignments.integer(1));
        if (row < 0) continue;
        Assignment assignment{assignments.integer(0), assignments.integer(1), assignments.integer(2),
                              AssignmentState::New, int(assignments.integer(4)), assignments.integer(5),
                              assignments.integer(6), assignments.text(7)};
        assignmentStateFromKey(intern(assignments.utf8(3)), &assignment.state);
        rows[row].assignments << assignment;
    }
    return rows;
}

ItemListModel::ItemListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ItemListModel::setRows(QList<ItemRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_rowOfItem.clear();
    m_rowOfItem.reserve(m_rows.size());
    for (int i = 0; i < m_rows.size(); ++i) {
        m_rowOfItem.insert(m_rows.at(i).item.id, i);
    }
    endResetModel();
}

void ItemListModel::setPeople(const QList<Person> &people)
{
    m_names.clear();
    for (const Person &person : people) {
        m_names.insert(person.id, person.name);
    }
    if (!m_rows.isEmpty()) {
        emit dataChanged(index(0, StatusColumn), index(rowCount() - 1, StatusColumn));
    }
}

void ItemListModel::setFocusAnnotator(qint64 personId)
{
    if (personId == m_focusAnnotator) {
        return; // a dataChanged over every row makes the proxy look at every row again
    }
    m_focusAnnotator = personId;
    if (!m_rows.isEmpty()) {
        emit dataChanged(index(0, StatusColumn), index(rowCount() - 1, StatusColumn));
    }
}

void ItemListModel::updateAssignments(qint64 itemId, const QList<Assignment> &assignments)
{
    const int row = rowOfItem(itemId);
    if (row >= 0) {
        m_rows[row].assignments = assignments;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

int ItemListModel::rowOfItem(qint64 itemId) const
{
    return m_rowOfItem.value(itemId, -1);
}

int ItemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ItemListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ItemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const ItemRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn: return row.item.externalId;
        case TextColumn: return row.item.generation.left(120).simplified();
        case ModelColumn: return row.item.metadata.value(u"model"_s);
        case TopicColumn: return row.item.metadata.value(u"topic"_s);
        case StatusColumn: return statusText(row);
        }
        break;
    case Qt::ToolTipRole: return toolTip(row);
    case ItemIdRole: return row.item.id;
    case StateKeysRole: {
        QStringList keys;
        for (const Assignment &assignment : row.assignments) {
            keys << assignmentStateKey(assignment.state);
        }
        return keys;
    }
    case AnnotatorIdsRole: {
        QVariantList ids;
        for (const Assignment &assignment : row.assignments) {
            ids << assignment.annotatorId;
        }
        return ids;
    }
    case MetadataTextRole: {
        QStringList lines;
        for (auto it = row.item.metadata.cbegin(); it != row.item.metadata.cend(); ++it) {
            lines << it.key() + u'=' + it.value();
        }
        return lines.join(u'\n');
    }
    }
    return {};
}

QVariant ItemListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case IdColumn: return tr("Item");
    case TextColumn: return tr("Generation");
    case ModelColumn: return tr("Model");
    case TopicColumn: return tr("Topic");
    case StatusColumn: return tr("Status");
    }
    return {};
}

QString ItemListModel::statusText(const ItemRow &row) const
{
    if (row.assignments.isEmpty()) {
        return tr("Not assigned");
    }
    QMap<AssignmentState, int> counts;
    for (const Assignment &assignment : row.assignments) {
        if (m_focusAnnotator != 0 && assignment.annotatorId == m_focusAnnotator) {
            return WorkflowText::stateName(assignment.state);
        }
        ++counts[assignment.state];
    }
    if (m_focusAnnotator != 0) {
        return tr("Not assigned to you");
    }
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        parts << tr("%1 %2").arg(it.value()).arg(WorkflowText::stateName(it.key()));
    }
    return parts.join(u" · "_s);
}

QString ItemListModel::toolTip(const ItemRow &row) const
{
    QStringList lines{row.item.externalId};
    for (auto it = row.item.metadata.cbegin(); it != row.item.metadata.cend(); ++it) {
        lines << u"%1: %2"_s.arg(it.key(), it.value());
    }
    return lines.join(u'\n');
}

} // namespace Errata
