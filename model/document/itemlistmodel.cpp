// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/itemlistmodel.h"

#include "model/project/project.h"
#include "model/domain/workflow.h"

#include <QMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The list shows the start of a generation, in one line.
QString shownText(const QString &generation)
{
    return generation.left(120).simplified();
}

} // namespace

QList<ItemRow> loadItemRows(Project &project, const QStringList &leaveOut)
{
    return ItemRowReader::rows(project.database(), leaveOut);
}

ItemListModel::PreviewLoader previewLoader(Project &project)
{
    return [database = &project.database()](const QList<qint64> &itemIds) {
        return ItemRowReader::previews(*database, itemIds);
    };
}

ItemListModel::ItemListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ItemListModel::setRows(QList<ItemRow> rows, PreviewLoader loader)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_loadPreviews = std::move(loader);
    m_previews.clear();
    m_rowsInIdOrder = std::is_sorted(m_rows.cbegin(), m_rows.cend(), [](const ItemRow &a, const ItemRow &b) {
        return a.item.externalId < b.item.externalId;
    });
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
        case TextColumn: return preview(index.row());
        case ModelColumn: return row.item.metadata.value(u"model"_s);
        case TopicColumn: return row.item.metadata.value(u"topic"_s);
        case StatusColumn: return statusText(row);
        }
        break;
    case Qt::ToolTipRole: // the Status cell may be elided in a narrow dock: whole here
        return index.column() == StatusColumn ? statusText(row) : toolTip(row);
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

QString ItemListModel::preview(int row) const
{
    if (!m_loadPreviews) return shownText(m_rows.at(row).item.generation);
    const qint64 itemId = m_rows.at(row).item.id;
    if (const auto found = m_previews.constFind(itemId); found != m_previews.cend()) return *found;
    // The row's page at once: in the corpus's order a view paints some forty neighbouring rows, one
    // query rather than forty (other orders are read ahead by prefetchPreviews).
    const int first = row - row % PreviewPage;
    QList<qint64> ids;
    for (int i = first; i < std::min(int(m_rows.size()), first + PreviewPage); ++i) ids << m_rows.at(i).item.id;
    loadPreviews(ids);
    return m_previews.value(itemId);
}

void ItemListModel::prefetchPreviews(const QList<int> &rows) const
{
    if (!m_loadPreviews) return;
    QList<qint64> ids;
    for (const int row : rows) {
        if (row >= 0 && row < m_rows.size()) ids << m_rows.at(row).item.id;
    }
    loadPreviews(ids);
}

void ItemListModel::loadPreviews(const QList<qint64> &itemIds) const
{
    QList<qint64> missing;
    for (const qint64 id : itemIds) {
        if (!m_previews.contains(id)) missing << id;
    }
    if (missing.isEmpty()) return;
    const std::optional<QHash<qint64, QString>> texts = m_loadPreviews(missing);
    if (!texts) return; // asked again when the row is painted again
    for (const qint64 id : missing) {
        m_previews.insert(id, shownText(texts->value(id))); // a missing item: empty, once
    }
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
