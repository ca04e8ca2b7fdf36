// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/itemmodels/itemfilterproxy.h"

#include "model/itemmodels/itemlistmodel.h"

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

bool ItemFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_metadata.isEmpty()) {
        const QString haystack = index.data(ItemListModel::MetadataTextRole).toString() + u'\n'
                                 + index.data(Qt::DisplayRole).toString();
        if (!haystack.contains(m_metadata, Qt::CaseInsensitive)) {
            return false;
        }
    }
    if (!m_state && m_annotator == 0) {
        return true;
    }
    const QStringList states = index.data(ItemListModel::StateKeysRole).toStringList();
    const QVariantList annotators = index.data(ItemListModel::AnnotatorIdsRole).toList();
    for (qsizetype i = 0; i < states.size(); ++i) {
        const bool annotatorOk = m_annotator == 0 || annotators.at(i).toLongLong() == m_annotator;
        const bool stateOk = !m_state || states.at(i) == assignmentStateKey(*m_state);
        if (annotatorOk && stateOk) {
            return true;
        }
    }
    return false;
}

} // namespace Errata
