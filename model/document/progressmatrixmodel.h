// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/workflow.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace Errata {

class Project;

// The Study tab's progress matrix: one row per item, one column per person with work, each cell the state
// of that assignment (text and colour, so nothing depends on colour alone) or empty. The column
// header counts what is finished of each person's work. States sit in one flat array, so a matrix
// of 10,000 × 10 costs one read of the assignments and a few bytes a cell. Idle work (in progress or
// returned, untouched for a week) says so in its cell and is counted in the header.
class ProgressMatrixModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int StateRole = Qt::UserRole + 1; // the AssignmentState as int, or -1

    using QAbstractTableModel::QAbstractTableModel;
    // Work in progress or returned with no sign of activity for idleAfterDays (before now) is idle.
    void reload(Project &project, const QDateTime &now = QDateTime::currentDateTimeUtc(), int idleAfterDays = 7);

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
    std::vector<qint8> m_states;            // row-major; -1: no assignment
    std::vector<qint16> m_idleDays;         // row-major; -1: not idle
    QList<int> m_finished, m_total, m_idle; // per column
};

} // namespace Errata
