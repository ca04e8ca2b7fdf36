// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/annotatorstats.h"

#include <QAbstractTableModel>

namespace Errata {

// The coordinators' annotator dashboard as a table. SortRole gives numbers to sort by; a value
// that is not defined (no items done, no gold yet) sorts below every number.
class AnnotatorTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        DoneColumn,
        TimeColumn,
        AcceptanceColumn,
        ReturnsColumn,
        GoldColumn,
        PeersColumn,
        QualificationColumn,
        FlagsColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, PersonIdRole };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<AnnotatorStats> rows);
    const AnnotatorStats *row(int index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString qualificationText(const std::optional<QualificationResult> &result);

private:
    QVariant display(const AnnotatorStats &stats, int column) const;
    QVariant sortKey(const AnnotatorStats &stats, int column) const;

    QList<AnnotatorStats> m_rows;
};

// The attention-check flags with their evidence, one row per flag.
class QcFlagTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { AnnotatorColumn, ItemColumn, RuleColumn, ExpectedColumn, GivenColumn, ColumnCount };
    enum Role { PersonIdRole = Qt::UserRole + 1, ItemIdRole };

    using QAbstractTableModel::QAbstractTableModel;
    void setFlags(QList<QcFlag> flags, QHash<qint64, QString> names);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString ruleName(QcRule rule);

private:
    QList<QcFlag> m_flags;
    QHash<qint64, QString> m_names;
};

} // namespace Errata
