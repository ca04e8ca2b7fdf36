// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotatortablemodel.h"

#include <QLocale>

#include <limits>

namespace Errata {
namespace {

constexpr double Undefined = -std::numeric_limits<double>::infinity();

QString dash()
{
    return QStringLiteral("—");
}

QString percent(const std::optional<double> &value)
{
    return value ? QLocale().toString(*value * 100, 'f', 0) + QStringLiteral(" %") : dash();
}

QString number(const std::optional<double> &value, int decimals)
{
    return value ? QLocale().toString(*value, 'f', decimals) : dash();
}

QString duration(const std::optional<double> &seconds)
{
    if (!seconds) {
        return dash();
    }
    const qint64 total = qint64(*seconds + 0.5);
    return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

void AnnotatorTableModel::setRows(QList<AnnotatorStats> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

const AnnotatorStats *AnnotatorTableModel::row(int index) const
{
    return index >= 0 && index < m_rows.size() ? &m_rows.at(index) : nullptr;
}

int AnnotatorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AnnotatorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AnnotatorTableModel::qualificationText(const std::optional<QualificationResult> &result)
{
    if (!result) {
        return tr("not scored");
    }
    const QString score =
        tr("%1 / %2").arg(QLocale().toString(result->score, 'f', result->score == int(result->score) ? 0 : 1),
                          QLocale().toString(result->maxScore, 'f', 0));
    return result->passed ? tr("%1 · passed").arg(score) : tr("%1 · failed").arg(score);
}

QVariant AnnotatorTableModel::display(const AnnotatorStats &stats, int column) const
{
    switch (column) {
    case NameColumn: return stats.name;
    case DoneColumn: return tr("%1 of %2").arg(stats.done).arg(stats.assigned);
    case TimeColumn: return duration(stats.secondsPerItem);
    case AcceptanceColumn: return percent(stats.acceptanceRate);
    case ReturnsColumn: return number(stats.returnsPerItem, 2);
    case GoldColumn: return number(stats.kappaGold, 2);
    case PeersColumn: return number(stats.kappaPeers, 2);
    case QualificationColumn: return qualificationText(stats.qualification);
    case FlagsColumn: return stats.flags;
    default: return {};
    }
}

QVariant AnnotatorTableModel::sortKey(const AnnotatorStats &stats, int column) const
{
    switch (column) {
    case NameColumn: return stats.name;
    case DoneColumn: return stats.done;
    case TimeColumn: return stats.secondsPerItem.value_or(Undefined);
    case AcceptanceColumn: return stats.acceptanceRate.value_or(Undefined);
    case ReturnsColumn: return stats.returnsPerItem.value_or(Undefined);
    case GoldColumn: return stats.kappaGold.value_or(Undefined);
    case PeersColumn: return stats.kappaPeers.value_or(Undefined);
    case QualificationColumn:
        return stats.qualification ? stats.qualification->score / stats.qualification->maxScore : Undefined;
    case FlagsColumn: return stats.flags;
    default: return {};
    }
}

QVariant AnnotatorTableModel::data(const QModelIndex &index, int role) const
{
    const AnnotatorStats *stats = row(index.row());
    if (!stats) {
        return {};
    }
    switch (role) {
    case Qt::DisplayRole: return display(*stats, index.column());
    case SortRole: return sortKey(*stats, index.column());
    case PersonIdRole: return stats->personId;
    case Qt::TextAlignmentRole:
        return index.column() == NameColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default: return {};
    }
}

QVariant AnnotatorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) {
        return {};
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case DoneColumn: return tr("Items handed in (submitted, in review or accepted) of the items assigned");
        case TimeColumn: return tr("Mean time on an item handed in (minutes:seconds)");
        case AcceptanceColumn: return tr("Of the reviews that ended in a decision, the share that accepted");
        case ReturnsColumn: return tr("Returns for amendment per item handed in");
        case GoldColumn: return tr("Cohen's κ with the gold layer, token level, any error");
        case PeersColumn: return tr("Mean Cohen's κ with every other annotator, token level, any error");
        case QualificationColumn: return tr("The newest qualification result");
        case FlagsColumn: return tr("Attention-check flags");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case NameColumn: return tr("Annotator");
    case DoneColumn: return tr("Done");
    case TimeColumn: return tr("Time / item");
    case AcceptanceColumn: return tr("Accepted");
    case ReturnsColumn: return tr("Returns / item");
    case GoldColumn: return tr("κ gold");
    case PeersColumn: return tr("κ peers");
    case QualificationColumn: return tr("Qualification");
    case FlagsColumn: return tr("Flags");
    default: return {};
    }
}

void QcFlagTableModel::setFlags(QList<QcFlag> flags, QHash<qint64, QString> names)
{
    beginResetModel();
    m_flags = std::move(flags);
    m_names = std::move(names);
    endResetModel();
}

int QcFlagTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_flags.size());
}

int QcFlagTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString QcFlagTableModel::ruleName(QcRule rule)
{
    switch (rule) {
    case QcRule::GoodRatedLow: return tr("Known-good text rated low");
    case QcRule::BadRatedHigh: return tr("Known-bad text rated high");
    case QcRule::MissedPlantedError: return tr("Missed a planted error");
    }
    return {};
}

QVariant QcFlagTableModel::data(const QModelIndex &index, int role) const
{
    if (index.row() < 0 || index.row() >= m_flags.size()) {
        return {};
    }
    const QcFlag &flag = m_flags.at(index.row());
    if (role == PersonIdRole) return flag.personId;
    if (role == ItemIdRole) return flag.itemId;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    switch (index.column()) {
    case AnnotatorColumn: return m_names.value(flag.personId);
    case ItemColumn: return flag.itemLabel;
    case RuleColumn: return ruleName(flag.rule);
    case ExpectedColumn: return flag.expected;
    case GivenColumn: return flag.given;
    default: return {};
    }
}

QVariant QcFlagTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case AnnotatorColumn: return tr("Annotator");
    case ItemColumn: return tr("Item");
    case RuleColumn: return tr("Check");
    case ExpectedColumn: return tr("Expected");
    case GivenColumn: return tr("Given");
    default: return {};
    }
}

} // namespace Errata
