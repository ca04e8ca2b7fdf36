// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/progressmatrixmodel.h"

#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

#include <QColor>

using namespace Qt::StringLiterals;

namespace Errata {

QColor ProgressMatrixModel::stateColour(AssignmentState state)
{
    // Light fills that keep black text readable; the order of warmth follows the workflow.
    switch (state) {
    case AssignmentState::New: return QColor(0xee, 0xee, 0xee);
    case AssignmentState::InProgress: return QColor(0xcf, 0xe2, 0xf3);
    case AssignmentState::Submitted: return QColor(0xff, 0xf2, 0xcc);
    case AssignmentState::InReview: return QColor(0xfc, 0xe5, 0xcd);
    case AssignmentState::Returned: return QColor(0xf4, 0xcc, 0xcc);
    case AssignmentState::Accepted: return QColor(0xd9, 0xea, 0xd3);
    case AssignmentState::Discarded: return QColor(0xb7, 0xb7, 0xb7);
    }
    return {};
}

void ProgressMatrixModel::reload(Project &project, const QDateTime &now, int idleAfterDays)
{
    beginResetModel();
    m_itemIds.clear();
    m_itemNames.clear();
    m_personIds.clear();
    m_personNames.clear();
    QHash<qint64, int> row, column;
    for (const Item &item : project.items().all()) {
        row.insert(item.id, int(m_itemIds.size()));
        m_itemIds << item.id;
        m_itemNames << item.externalId;
    }
    AssignmentRepository repository = project.assignments();
    const QList<Assignment> assignments = repository.all();
    const QHash<qint64, QDateTime> last = repository.lastActivity();
    QSet<qint64> assigned;
    for (const Assignment &a : assignments) assigned.insert(a.annotatorId);
    for (const Person &person : project.people().all()) {
        if (!assigned.contains(person.id)) continue; // a person with no work is no column (issue 48)
        column.insert(person.id, int(m_personIds.size()));
        m_personIds << person.id;
        m_personNames << person.name;
    }
    m_states.assign(size_t(m_itemIds.size()) * size_t(m_personIds.size()), qint8(-1));
    m_idleDays.assign(m_states.size(), qint16(-1));
    m_finished = QList<int>(m_personIds.size(), 0);
    m_total = QList<int>(m_personIds.size(), 0);
    m_idle = QList<int>(m_personIds.size(), 0);
    for (const Assignment &a : assignments) {
        const int r = row.value(a.itemId, -1), c = column.value(a.annotatorId, -1);
        if (r < 0 || c < 0) continue;
        const size_t at = size_t(r) * size_t(m_personIds.size()) + size_t(c);
        m_states[at] = qint8(a.state);
        if (const int days = idleDays(a.state, last.value(a.id), now); days >= idleAfterDays) {
            m_idleDays[at] = qint16(std::min(days, 32767));
            ++m_idle[c];
        }
        if (a.state == AssignmentState::Discarded) continue;
        ++m_total[c];
        if (isFinished(a.state)) ++m_finished[c];
    }
    endResetModel();
}

int ProgressMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_itemIds.size());
}

int ProgressMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_personIds.size());
}

QVariant ProgressMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) return {};
    const size_t at = size_t(index.row()) * size_t(m_personIds.size()) + size_t(index.column());
    const int raw = m_states[at], idle = m_idleDays[at];
    if (role == StateRole) return raw;
    if (raw < 0) return role == Qt::DisplayRole ? QVariant(QString()) : QVariant();
    const auto state = AssignmentState(raw);
    switch (role) {
    case Qt::DisplayRole:
        return idle < 0 ? WorkflowText::stateName(state)
                        : tr("%1, idle %n day(s)", nullptr, idle).arg(WorkflowText::stateName(state));
    case Qt::BackgroundRole: return stateColour(state);
    case Qt::ForegroundRole: return QColor(Qt::black); // the fills are light in dark themes too
    case Qt::ToolTipRole:
        return tr("%1 · %2: %3")
            .arg(m_itemNames[index.row()], m_personNames[index.column()], WorkflowText::stateName(state));
    default: return {};
    }
}

QVariant ProgressMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical) return m_itemNames.value(section);
    const QString done = tr("%1\n%2 of %3 done")
                             .arg(m_personNames.value(section))
                             .arg(m_finished.value(section))
                             .arg(m_total.value(section));
    return m_idle.value(section) > 0 ? done + u", "_s + tr("%n idle", nullptr, m_idle.value(section)) : done;
}

} // namespace Errata
