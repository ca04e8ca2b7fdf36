// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/suggestiontablemodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// "12 (40%)": the count with its share, so a column reads at a glance and still adds up.
QString countWithShare(int count, double share)
{
    return u"%1 (%2%)"_s.arg(count).arg(QLocale().toString(100 * share, 'f', 0));
}

QString seconds(qint64 total, int items)
{
    return items ? QLocale().toString(double(total) / items, 'f', 0) + u" s"_s : u"–"_s;
}

} // namespace

void SuggestionTableModel::setRows(QList<SuggestionTally> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int SuggestionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SuggestionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SuggestionTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    if (role == Qt::DisplayRole) return display(m_rows.at(index.row()), index.column());
    if (role == Qt::TextAlignmentRole && index.column() >= OfferedColumn && index.column() != FieldsColumn) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant SuggestionTableModel::display(const SuggestionTally &row, int column) const
{
    switch (Column(column)) {
    case AnnotatorColumn: return row.annotator;
    case SystemColumn: return row.system;
    case OfferedColumn: return row.offered;
    case KeptColumn: return countWithShare(row.kept, row.share(row.kept));
    case EditedColumn: return countWithShare(row.edited, row.share(row.edited));
    case RejectedColumn: return countWithShare(row.rejected, row.share(row.rejected));
    case UndecidedColumn: return countWithShare(row.undecided, row.share(row.undecided));
    case AddedColumn: return countWithShare(row.own, row.ownShare());
    case FieldsColumn: {
        QStringList parts;
        for (auto it = row.editedFields.cbegin(); it != row.editedFields.cend(); ++it)
            parts << u"%1 %2"_s.arg(it.key()).arg(it.value());
        return parts.join(u", "_s);
    }
    case TimeWithColumn: return seconds(row.secondsWith, row.itemsWith);
    case TimeWithoutColumn: return seconds(row.secondsWithout, row.itemsWithout);
    case ColumnCount: break;
    }
    return {};
}

QVariant SuggestionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (Column(section)) {
    case AnnotatorColumn: return tr("Annotator");
    case SystemColumn: return tr("System");
    case OfferedColumn: return tr("Offered");
    case KeptColumn: return tr("Kept");
    case EditedColumn: return tr("Edited");
    case RejectedColumn: return tr("Rejected");
    case UndecidedColumn: return tr("Undecided");
    case AddedColumn: return tr("Added (own)");
    case FieldsColumn: return tr("Fields edited");
    case TimeWithColumn: return tr("Per item, with");
    case TimeWithoutColumn: return tr("Per item, without");
    case ColumnCount: break;
    }
    return {};
}

} // namespace Errata
