// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/workflow.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace Errata {

class Project;

// The Study tab's progress matrix: one row per item, one column per annotator, each cell the state
// of that assignment (text and colour, so nothing depends on colour alone) or empty. The column
// header counts what is finished of each person's work. States sit in one flat array, so a matrix
// of 10,000 × 10 costs one read of the assignments and a byte a cell.
class ProgressMatrixModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int StateRole = Qt::UserRole + 1; // the AssignmentState as int, or -1

    using QAbstractTableModel::QAbstractTableModel;
    void reload(Project &project);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    qint64 itemIdAt(int row) const { return m_itemIds.value(row); }
    static QColor stateColour(AssignmentState state);

private:
    QList<qint64> m_itemIds;
    QStringList m_itemNames;
    QList<qint64> m_personIds;
    QStringList m_personNames;
    std::vector<qint8> m_states;    // row-major; -1: no assignment
    QList<int> m_finished, m_total; // per column
};

} // namespace Errata
