// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/workflow.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace Errata {

// Filters ItemListModel rows by workflow state, annotator and metadata text. State and annotator
// combine: "items where Bao Chen's assignment is returned".
class ItemFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ItemFilterProxy(QObject *parent = nullptr);

    void setStateFilter(std::optional<AssignmentState> state);
    void setAnnotatorFilter(qint64 personId); // 0: anyone
    // Case-insensitive text matched against "key=value" metadata lines and the item id.
    void setMetadataFilter(const QString &text);
    // All three at once, re-filtering the rows once (and not at all when nothing changed): each
    // pass touches every item, which is 100k rows in a large project.
    void setFilters(std::optional<AssignmentState> state, qint64 personId, const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    std::optional<AssignmentState> m_state;
    qint64 m_annotator = 0;
    QString m_metadata;
};

} // namespace Errata
