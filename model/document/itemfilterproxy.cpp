// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/itemfilterproxy.h"

#include "model/document/itemlistmodel.h"

namespace Errata {

ItemFilterProxy::ItemFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void ItemFilterProxy::setStateFilter(std::optional<AssignmentState> state)
{
    m_state = state;
    invalidateFilter();
}

void ItemFilterProxy::setAnnotatorFilter(qint64 personId)
{
    m_annotator = personId;
    invalidateFilter();
}

void ItemFilterProxy::setMetadataFilter(const QString &text)
{
    m_metadata = text.trimmed();
    invalidateFilter();
}

void ItemFilterProxy::setFilters(std::optional<AssignmentState> state, qint64 personId, const QString &text)
{
    if (state == m_state && personId == m_annotator && text.trimmed() == m_metadata) {
        return;
    }
    m_state = state;
    m_annotator = personId;
    m_metadata = text.trimmed();
    invalidateFilter();
}

// Reads the rows straight from ItemListModel: going through data() built QVariant lists of states
// and annotators for every row on every pass.
bool ItemFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const auto *model = qobject_cast<const ItemListModel *>(sourceModel());
    if (!model) {
        return true;
    }
    const ItemRow &row = model->itemRow(sourceRow);
    if (!m_metadata.isEmpty() && !row.item.externalId.contains(m_metadata, Qt::CaseInsensitive)) {
        bool found = false;
        for (auto it = row.item.metadata.cbegin(); !found && it != row.item.metadata.cend(); ++it) {
            found = (it.key() + u'=' + it.value()).contains(m_metadata, Qt::CaseInsensitive);
        }
        if (!found) {
            return false;
        }
    }
    if (!m_state && m_annotator == 0) {
        return true;
    }
    return std::any_of(row.assignments.cbegin(), row.assignments.cend(), [this](const Assignment &assignment) {
        return (m_annotator == 0 || assignment.annotatorId == m_annotator)
            && (!m_state || assignment.state == *m_state);
    });
}

bool ItemFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *model = qobject_cast<const ItemListModel *>(sourceModel());
    if (model && left.column() == ItemListModel::IdColumn) {
        // Corpus order (the list's default sort) without a QVariant per comparison, and rows already
        // in that order without a string comparison (1.7 M of them for 100k rows).
        if (model->rowsInIdOrder()) return left.row() < right.row();
        return model->itemRow(left.row()).item.externalId < model->itemRow(right.row()).item.externalId;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace Errata
