// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/itemrowreader.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace Errata {

class Project;

// Every item with its assignments, for the list: only the start of each generation is read (the
// list shows 120 characters; whole texts of 100k items were most of a large project's memory).
QList<ItemRow> loadItemRows(Project &project);

// The project's items for the main window's list. With a focus annotator, the status column
// shows that person's state; otherwise a count per state across all annotators.
class ItemListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    // Status before the generation: the generation stretches and may be cut, the state must not be.
    enum Column { IdColumn, StatusColumn, ModelColumn, TopicColumn, TextColumn, ColumnCount };
    enum DataRole {
        ItemIdRole = Qt::UserRole + 1,
        StateKeysRole,    // QStringList: every assignment's state key
        AnnotatorIdsRole, // QVariantList of person ids
        MetadataTextRole, // "key=value" lines, for filtering
    };

    explicit ItemListModel(QObject *parent = nullptr);

    void setRows(QList<ItemRow> rows);
    void setPeople(const QList<Person> &people);
    void setFocusAnnotator(qint64 personId);
    const ItemRow &itemRow(int row) const { return m_rows.at(row); }
    int rowOfItem(qint64 itemId) const;
    void updateAssignments(qint64 itemId, const QList<Assignment> &assignments);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString statusText(const ItemRow &row) const;
    QString toolTip(const ItemRow &row) const;

    QList<ItemRow> m_rows;
    QHash<qint64, int> m_rowOfItem;
    QHash<qint64, QString> m_names;
    qint64 m_focusAnnotator = 0;
};

} // namespace Errata
