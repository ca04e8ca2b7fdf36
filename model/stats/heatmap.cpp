// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/heatmap.h"

#include "model/domain/csv.h"
#include "model/stats/corpusmeasures.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr double Missing = std::numeric_limits<double>::quiet_NaN();

double meanOf(const std::vector<double> &values)
{
    double sum = 0.0;
    int n = 0;
    for (const double value : values) {
        if (!std::isnan(value)) {
            sum += value;
            ++n;
        }
    }
    return n > 0 ? sum / n : -std::numeric_limits<double>::infinity();
}

std::vector<int> orderOf(const QStringList &labels, const std::vector<double> &means, HeatmapOrder order)
{
    std::vector<int> result(size_t(labels.size()));
    std::iota(result.begin(), result.end(), 0);
    if (order == HeatmapOrder::Name) {
        std::stable_sort(result.begin(), result.end(), [&](int a, int b) { return labelLess(labels[a], labels[b]); });
    } else if (order == HeatmapOrder::Value) {
        std::stable_sort(result.begin(), result.end(),
                         [&](int a, int b) { return means[size_t(a)] > means[size_t(b)]; });
    }
    return result;
}

} // namespace

bool labelLess(const QString &a, const QString &b)
{
    bool aNumber = false;
    bool bNumber = false;
    const double x = a.toDouble(&aNumber);
    const double y = b.toDouble(&bNumber);
    if (aNumber && bNumber && x != y) {
        return x < y;
    }
    const int folded = a.compare(b, Qt::CaseInsensitive);
    return folded != 0 ? folded < 0 : a < b;
}

Heatmap Heatmap::typesByGroup(const MeasureResult &result)
{
    Heatmap map;
    for (const TypeSelector &type : result.types) {
        map.rows << type.label;
    }
    for (const QStringList &group : result.groups) {
        map.columns << (group.isEmpty() ? tr("All") : group.join(u" · "_s));
    }
    const size_t cells = size_t(map.rows.size() * map.columns.size());
    map.values.assign(cells, Missing);
    map.counts.assign(cells, 0);
    map.annotations.assign(cells, 0);
    map.rowsShareItems = true;
    map.sourceGroup.assign(cells, -1);
    map.sourceType.assign(cells, -1);
    map.total.assign(cells, 0);
    for (const MeasureCell &cell : result.cells) {
        const auto index = size_t(map.cell(cell.type, cell.group));
        map.values[index] = cell.items > 0 ? cell.mean : Missing;
        map.counts[index] = cell.items;
        map.annotations[index] = cell.annotations;
        map.sourceGroup[index] = cell.group;
        map.sourceType[index] = cell.type;
        map.total[index] = result.types[cell.type].key == TypeSelectors::AnyKey ? 1 : 0;
    }
    return map;
}

namespace {

// The distinct values of one group key, in label order (numbers by value).
QStringList keyValues(const MeasureResult &result, int key)
{
    QStringList values;
    for (const QStringList &group : result.groups) {
        if (!values.contains(group[key])) {
            values << group[key];
        }
    }
    std::sort(values.begin(), values.end(), labelLess);
    return values;
}

} // namespace

std::optional<Heatmap> Heatmap::grid(const MeasureResult &result, int type)
{
    if (type < 0 || type >= result.types.size() || result.groups.isEmpty() || result.groups.first().size() != 2) {
        return std::nullopt;
    }
    Heatmap map = gridOf(result, type, keyValues(result, 0), keyValues(result, 1), nullptr);
    map.title = result.types[type].label;
    return map;
}

QList<Heatmap> Heatmap::splitGrids(const MeasureResult &result, int type)
{
    QList<Heatmap> maps;
    if (type < 0 || type >= result.types.size() || result.groups.isEmpty() || result.groups.first().size() != 3) {
        return maps;
    }
    const QStringList rows = keyValues(result, 0);
    const QStringList columns = keyValues(result, 1);
    for (const QString &split : keyValues(result, 2)) {
        maps << gridOf(result, type, rows, columns, &split);
        maps.last().title = split;
        maps.last().splitValue = split;
    }
    return maps;
}

// Rows and columns given; a split value (not null) keeps only the groups whose third key has it.
Heatmap Heatmap::gridOf(const MeasureResult &result, int type, const QStringList &rows, const QStringList &columns,
                        const QString *split)
{
    Heatmap map;
    map.rows = rows;
    map.columns = columns;
    const size_t cells = size_t(map.rows.size() * map.columns.size());
    map.values.assign(cells, Missing);
    map.counts.assign(cells, 0);
    map.annotations.assign(cells, 0);
    map.sourceGroup.assign(cells, -1);
    map.sourceType.assign(cells, -1);
    for (const MeasureCell &cell : result.cells) {
        const QStringList &group = result.groups[cell.group];
        if (cell.type != type || (split && group[2] != *split)) {
            continue;
        }
        const auto index = size_t(map.cell(map.rows.indexOf(group[0]), map.columns.indexOf(group[1])));
        map.values[index] = cell.items > 0 ? cell.mean : Missing;
        map.counts[index] = cell.items;
        map.annotations[index] = cell.annotations;
        map.sourceGroup[index] = cell.group;
        map.sourceType[index] = cell.type;
    }
    return map;
}

void Heatmap::shareScale(QList<Heatmap> &maps)
{
    double low = 0.0; // measures are counts and shares: the scale starts at 0
    double high = -std::numeric_limits<double>::infinity();
    for (const Heatmap &map : std::as_const(maps)) {
        for (const double value : map.values) {
            if (!std::isnan(value)) {
                low = std::min(low, value);
                high = std::max(high, value);
            }
        }
    }
    if (!(high > low)) {
        high = low + 1.0;
    }
    for (Heatmap &map : maps) {
        map.scaleLow = low;
        map.scaleHigh = high;
    }
}

Heatmap Heatmap::normalized(HeatmapNormalize mode) const
{
    Heatmap copy = *this;
    if (mode == HeatmapNormalize::None) {
        return copy;
    }
    const bool byRow = mode == HeatmapNormalize::Row;
    const qsizetype lines = byRow ? rows.size() : columns.size();
    const qsizetype across = byRow ? columns.size() : rows.size();
    for (qsizetype line = 0; line < lines; ++line) {
        // A total is not a part of a line of parts: it stays out of the sum and has no share of it. A line
        // of totals only (the "any error" row across groups) is shared out like any other.
        bool onlyTotals = true;
        for (qsizetype i = 0; i < across; ++i) {
            onlyTotals = onlyTotals && isTotal(byRow ? cell(line, i) : cell(i, line));
        }
        double sum = 0.0;
        for (qsizetype i = 0; i < across; ++i) {
            const qsizetype at = byRow ? cell(line, i) : cell(i, line);
            const double v = values[size_t(at)];
            sum += std::isnan(v) || (isTotal(at) && !onlyTotals) ? 0.0 : v;
        }
        for (qsizetype i = 0; i < across; ++i) {
            const qsizetype at = byRow ? cell(line, i) : cell(i, line);
            double &v = copy.values[size_t(at)];
            if (isTotal(at) && !onlyTotals) {
                v = Missing;
            } else if (!std::isnan(v)) {
                v = sum != 0.0 ? v / sum : 0.0;
            }
        }
    }
    // The legend must say what the colours now are: shares, not the measure itself.
    copy.valueTitle =
        byRow ? tr("%1, share of the row").arg(valueTitle) : tr("%1, share of the column").arg(valueTitle);
    return copy;
}

void Heatmap::sortRows(HeatmapOrder order)
{
    std::vector<double> means;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        std::vector<double> line;
        for (qsizetype column = 0; column < columns.size(); ++column) {
            line.push_back(value(row, column));
        }
        means.push_back(meanOf(line));
    }
    permuteRows(orderOf(rows, means, order));
}

void Heatmap::sortColumns(HeatmapOrder order)
{
    std::vector<double> means;
    for (qsizetype column = 0; column < columns.size(); ++column) {
        std::vector<double> line;
        for (qsizetype row = 0; row < rows.size(); ++row) {
            line.push_back(value(row, column));
        }
        means.push_back(meanOf(line));
    }
    permuteColumns(orderOf(columns, means, order));
}

void Heatmap::permuteRows(const std::vector<int> &order)
{
    Heatmap copy = *this;
    for (size_t row = 0; row < order.size(); ++row) {
        rows[qsizetype(row)] = copy.rows[order[row]];
        for (qsizetype column = 0; column < columns.size(); ++column) {
            const auto to = size_t(cell(qsizetype(row), column));
            const auto from = size_t(copy.cell(order[row], column));
            values[to] = copy.values[from];
            counts[to] = copy.counts[from];
            if (!annotations.empty()) annotations[to] = copy.annotations[from];
            sourceGroup[to] = copy.sourceGroup[from];
            sourceType[to] = copy.sourceType[from];
            if (!total.empty()) total[to] = copy.total[from];
        }
    }
}

void Heatmap::permuteColumns(const std::vector<int> &order)
{
    transpose();
    permuteRows(order);
    transpose();
}

void Heatmap::transpose()
{
    Heatmap copy = *this;
    std::swap(rows, columns);
    std::swap(rowTitle, columnTitle);
    std::swap(rowsShareItems, columnsShareItems);
    for (qsizetype row = 0; row < rows.size(); ++row) {
        for (qsizetype column = 0; column < columns.size(); ++column) {
            const auto to = size_t(cell(row, column));
            const auto from = size_t(copy.cell(column, row));
            values[to] = copy.values[from];
            counts[to] = copy.counts[from];
            if (!annotations.empty()) annotations[to] = copy.annotations[from];
            sourceGroup[to] = copy.sourceGroup[from];
            sourceType[to] = copy.sourceType[from];
            if (!total.empty()) total[to] = copy.total[from];
        }
    }
}

QString Heatmap::toCsv() const
{
    QStringList header{Csv::field(rowTitle)};
    for (const QString &column : columns) {
        header << Csv::field(column);
    }
    QString csv = header.join(u',') + u"\r\n"_s;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        QStringList line{Csv::field(rows[row])};
        for (qsizetype column = 0; column < columns.size(); ++column) {
            const double v = value(row, column);
            line << (std::isnan(v) ? QString() : QString::number(v, 'g', 17));
        }
        csv += line.join(u',') + u"\r\n"_s;
    }
    QStringList items{u"n_items"_s}, annotated{u"n_annotations"_s};
    for (qsizetype column = 0; column < columns.size(); ++column) {
        items << QString::number(columnItems(column));
        annotated << QString::number(columnAnnotations(column));
    }
    return csv + items.join(u',') + u"\r\n"_s + annotated.join(u',') + u"\r\n"_s;
}

int Heatmap::columnSum(qsizetype column, const std::vector<int> &perCell) const
{
    int n = 0;
    for (qsizetype row = 0; row < rows.size() && !perCell.empty(); ++row) {
        const int here = perCell[size_t(cell(row, column))];
        n = rowsShareItems ? std::max(n, here) : n + here;
    }
    return n;
}

} // namespace Errata
