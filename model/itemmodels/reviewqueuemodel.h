// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/review/reviewqueue.h"

#include <QAbstractTableModel>

namespace Errata {

// The review queue as a table (house style: model/view, no widgets here): item, annotator,
// state with who has it claimed, round, and when it was handed in.
class ReviewQueueModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ItemColumn, AnnotatorColumn, StateColumn, IterationColumn, SubmittedColumn, ColumnCount };
    enum Role { AssignmentIdRole = Qt::UserRole + 1, ItemIdRole };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<ReviewQueueRow> rows);
    const ReviewQueueRow *row(int index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ReviewQueueRow> m_rows;
};

} // namespace Errata
