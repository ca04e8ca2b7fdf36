// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/reviewqueue.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace Errata {

// The review queue as a table (house style: model/view, no widgets here): item, annotator,
// state with who has it claimed, round, when it was handed in, and the lowest confidence of a span
// kept from a system's suggestions.
class ReviewQueueModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ItemColumn,
        AnnotatorColumn,
        StateColumn,
        IterationColumn,
        SubmittedColumn,
        ConfidenceColumn,
        ColumnCount
    };
    // SortRole: what a column sorts by (times as text, a missing confidence after every number).
    enum Role { AssignmentIdRole = Qt::UserRole + 1, ItemIdRole, SortRole };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<ReviewQueueRow> rows);
    const ReviewQueueRow *row(int index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool hasConfidence() const; // some row has one: the column is worth showing

private:
    QVariant sortKey(const QModelIndex &index) const;

    QList<ReviewQueueRow> m_rows;
};

// The queue narrowed by annotator, submission round and an item metadata value, with the same
// rule ReviewQueue::load applies (so the CLI and the window agree on what a filter shows).
class ReviewQueueFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ReviewQueueFilterModel(ReviewQueueModel *source, QObject *parent = nullptr);
    void setFilter(const ReviewQueueFilter &filter);
    const ReviewQueueFilter &filter() const { return m_filter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    ReviewQueueModel *m_source;
    ReviewQueueFilter m_filter;
};

} // namespace Errata
