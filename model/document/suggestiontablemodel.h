// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/suggestionreport.h"

#include <QAbstractTableModel>

namespace Errata {

// What each annotator did with each system's suggestions (SuggestionReport), for the Annotators tab:
// counts with their shares, the fields edited, and seconds per item with and without suggestions.
class SuggestionTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        AnnotatorColumn,
        SystemColumn,
        OfferedColumn,
        KeptColumn,
        EditedColumn,
        RejectedColumn,
        UndecidedColumn,
        AddedColumn,
        FieldsColumn,
        TimeWithColumn,
        TimeWithoutColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setRows(QList<SuggestionTally> rows);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const SuggestionTally &row, int column) const;

    QList<SuggestionTally> m_rows;
};

} // namespace Errata
