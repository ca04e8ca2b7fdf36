// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <limits>
#include <optional>
#include <vector>

namespace Errata {

struct MeasureResult;

enum class HeatmapNormalize { None, Row, Column };
enum class HeatmapOrder { Original, Name, Value };

// A grid of numbers with labelled rows and columns, ready to draw, sort or write as CSV. Each cell
// remembers which measure cell it came from (group and type), so a click can list the spans behind it.
class Heatmap
{
    Q_DECLARE_TR_FUNCTIONS(Heatmap)
public:
    QString title;
    QString rowTitle;
    QString columnTitle;
    QString valueTitle;
    QStringList rows;
    QStringList columns;
    std::vector<double> values;   // row-major; NaN where nothing was measured
    std::vector<int> counts;      // items behind each cell
    std::vector<int> annotations; // annotations behind each cell
    // The rows measure the same items (typesByGroup's error types): a column's n is then one row's,
    // not the rows' sum (grids: each item is in one row of a column). transpose() moves it to columns.
    bool rowsShareItems = false;
    bool columnsShareItems = false;
    std::vector<int> sourceGroup; // per cell: MeasureResult group, -1 for none
    std::vector<int> sourceType;  // per cell: MeasureResult type, -1 for none
    // Per cell: an "any error" total (typesByGroup). Totals are far above the per-type cells, so they get
    // a colour scale of their own and stay out of normalising sums; empty: no totals.
    std::vector<char> total;
    QString splitValue; // splitGrids: this panel's value of the third key
    // A colour scale shared by figures drawn side by side (split grids); NaN: the figure's own range.
    double scaleLow = std::numeric_limits<double>::quiet_NaN();
    double scaleHigh = std::numeric_limits<double>::quiet_NaN();

    // Rows = error types, columns = groups (their values joined with " · ").
    static Heatmap typesByGroup(const MeasureResult &result);
    // A two-key grid for one type (top-p × temperature): rows = the first group key's values,
    // columns = the second's. Needs results grouped by exactly two keys.
    static std::optional<Heatmap> grid(const MeasureResult &result, int type);
    // Scarecrow's decoding figures (14–15): the grid of the first two group keys for one type, one
    // panel per value of the third key (frequency penalty), in value order, each titled with that
    // value (also kept in splitValue). Every panel has the same rows and columns (all values seen),
    // so the panels line up; a combination never generated is an empty cell. Needs results grouped
    // by exactly three keys.
    static QList<Heatmap> splitGrids(const MeasureResult &result, int type);
    // Gives every map the same colour scale: from 0 (or the lowest value) to the highest value of all.
    static void shareScale(QList<Heatmap> &maps);

    qsizetype cell(qsizetype row, qsizetype column) const { return row * columns.size() + column; }
    double value(qsizetype row, qsizetype column) const { return values[size_t(cell(row, column))]; }
    int count(qsizetype row, qsizetype column) const { return counts[size_t(cell(row, column))]; }
    bool isTotal(qsizetype cellIndex) const { return !total.empty() && total[size_t(cellIndex)] != 0; }
    // A cell backed by fewer items than this reads as less certain than its colour says: the figure
    // hatches it (docs/statistics.md). Five: below that one item moves a mean by a fifth or more.
    static constexpr int MinimumItems = 5;
    bool isThin(qsizetype cellIndex) const
    {
        return !counts.empty() && counts[size_t(cellIndex)] > 0 && counts[size_t(cellIndex)] < MinimumItems;
    }
    // The items and annotations behind a column (stated under it in the figure and in the CSV).
    int columnItems(qsizetype column) const { return columnSum(column, counts); }
    int columnAnnotations(qsizetype column) const { return columnSum(column, annotations); }

    // Per row: each value divided by its row's sum (a row then sums to 1); per column likewise.
    // A row or column summing to 0 stays 0.
    Heatmap normalized(HeatmapNormalize mode) const;
    // By name (numbers by value), or by the mean of the row's (column's) values, largest first.
    void sortRows(HeatmapOrder order);
    void sortColumns(HeatmapOrder order);
    void transpose();

    // Comma-separated, RFC 4180 quoting; first column the row label, full precision, empty for NaN;
    // then the rows n_items and n_annotations: what stands behind each column.
    QString toCsv() const;

private:
    int columnSum(qsizetype column, const std::vector<int> &perCell) const;
    static Heatmap gridOf(const MeasureResult &result, int type, const QStringList &rows, const QStringList &columns,
                          const QString *split);
    void permuteRows(const std::vector<int> &order);
    void permuteColumns(const std::vector<int> &order);
};

// Sort order for labels that may be numbers: "0.9" < "0.95" < "1", and names case-insensitively.
bool labelLess(const QString &a, const QString &b);

} // namespace Errata
