// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/heatmapfigure.h"

#include "model/figures/figureexport.h"
#include "model/stats/displaynumber.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr qreal Gap = 8.0;
constexpr qreal LegendBar = 16.0;

// Viridis at nine evenly spaced stops (matplotlib's table).
constexpr std::array<std::array<int, 3>, 9> ViridisStops{{{68, 1, 84},
                                                          {71, 44, 122},
                                                          {59, 81, 139},
                                                          {44, 113, 142},
                                                          {33, 144, 141},
                                                          {39, 173, 129},
                                                          {92, 200, 99},
                                                          {170, 220, 50},
                                                          {253, 231, 37}}};

} // namespace

HeatmapFigure::HeatmapFigure(const Heatmap &map, const QFont &font)
    : m_map(map)
    , m_font(font)
    , m_titleFont(font)
{
    m_titleFont.setBold(true);
    m_titleFont.setPointSizeF(font.pointSizeF() * 1.25);
    // The "any error" totals are several times any one type's value: on the same scale every per-type
    // cell came out the same dark colour. They get a grey scale of their own, and their label says so.
    const bool hasParts = std::any_of(m_map.total.cbegin(), m_map.total.cend(), [](char t) { return t == 0; });
    m_ownScale = hasParts && std::any_of(m_map.total.cbegin(), m_map.total.cend(), [](char t) { return t != 0; });
    markTotals();
    bool any = false;
    for (qsizetype cell = 0; cell < qsizetype(m_map.values.size()); ++cell) {
        const double value = m_map.values[size_t(cell)];
        if (std::isnan(value)) {
            continue;
        }
        if (m_ownScale && m_map.isTotal(cell)) {
            m_totalHigh = std::max(m_totalHigh, value);
            continue;
        }
        m_low = any ? std::min(m_low, value) : value;
        m_high = any ? std::max(m_high, value) : value;
        any = true;
    }
    m_low = std::min(m_low, 0.0); // measures are counts and shares: the scale starts at 0
    if (!any || m_high <= m_low) {
        m_high = m_low + 1.0;
    }
    if (!std::isnan(map.scaleLow) && !std::isnan(map.scaleHigh) && map.scaleHigh > map.scaleLow) {
        m_low = map.scaleLow; // panels side by side share one scale, so equal colours mean equal values
        m_high = map.scaleHigh;
    }
    const double magnitude = std::max(std::abs(m_low), std::abs(m_high));
    m_decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
}

// Rows (or columns) made of totals only: their label says they have a scale of their own.
void HeatmapFigure::markTotals()
{
    if (!m_ownScale) {
        return;
    }
    for (qsizetype row = 0; row < m_map.rows.size(); ++row) {
        bool all = true;
        for (qsizetype column = 0; column < m_map.columns.size(); ++column)
            all = all && m_map.isTotal(m_map.cell(row, column));
        if (all) m_map.rows[row] = tr("%1 (total, grey scale)").arg(m_map.rows[row]);
    }
    for (qsizetype column = 0; column < m_map.columns.size(); ++column) {
        bool all = true;
        for (qsizetype row = 0; row < m_map.rows.size(); ++row) all = all && m_map.isTotal(m_map.cell(row, column));
        if (all) m_map.columns[column] = tr("%1 (total, grey scale)").arg(m_map.columns[column]);
    }
}

QColor HeatmapFigure::cellColour(qsizetype cell) const
{
    const double value = m_map.values[size_t(cell)];
    if (std::isnan(value)) {
        return QColor(0xee, 0xee, 0xee);
    }
    if (m_ownScale && m_map.isTotal(cell)) {
        const double t = m_totalHigh > 0 ? std::clamp(value / m_totalHigh, 0.0, 1.0) : 0.0;
        const int level = int(std::lround(235 - t * (235 - 60))); // light to dark grey
        return QColor(level, level, level);
    }
    return viridis(scaled(value));
}

QColor HeatmapFigure::viridis(double t)
{
    t = std::clamp(std::isnan(t) ? 0.0 : t, 0.0, 1.0) * double(ViridisStops.size() - 1);
    const auto i = std::min(size_t(t), ViridisStops.size() - 2);
    const double f = t - double(i);
    const auto mix = [&](int c) {
        return int(std::lround(ViridisStops[i][c] + f * (ViridisStops[i + 1][c] - ViridisStops[i][c])));
    };
    return QColor(mix(0), mix(1), mix(2));
}

QColor HeatmapFigure::textOn(const QColor &background)
{
    const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.45 ? QColor(Qt::black) : QColor(Qt::white);
}

QString HeatmapFigure::valueText(double value) const
{
    return std::isnan(value) ? u"–"_s : displayNumber(value, m_decimals);
}

double HeatmapFigure::scaled(double value) const
{
    return (value - m_low) / (m_high - m_low);
}

QSizeF HeatmapFigure::naturalSize() const
{
    const QFontMetricsF metrics(m_font);
    qreal rowLabels = 0;
    for (const QString &row : m_map.rows) {
        rowLabels = std::max(rowLabels, metrics.horizontalAdvance(row));
    }
    qreal columnLabels = 0;
    for (const QString &column : m_map.columns) {
        columnLabels = std::max(columnLabels, metrics.horizontalAdvance(column));
    }
    const qreal cellWidth = std::max(metrics.horizontalAdvance(valueText(-m_high)) + 12, metrics.height() * 3.2);
    const qreal cellHeight = metrics.height() * 1.9;
    const bool vertical = columnLabels > cellWidth - 4;
    const qreal top =
        QFontMetricsF(m_titleFont).height() + metrics.height() * 2 + (vertical ? columnLabels : 0) + 3 * Gap;
    const qreal legend = LegendBar + metrics.horizontalAdvance(valueText(m_high)) + metrics.height() + 4 * Gap;
    const qreal width = metrics.height() + rowLabels + 3 * Gap + cellWidth * qreal(m_map.columns.size()) + legend;
    return {std::max(width, metrics.horizontalAdvance(footerCaption()) + 2 * Gap),
            top + cellHeight * qreal(m_map.rows.size()) + 2 * Gap + footerHeight()};
}

HeatmapFigure::Layout HeatmapFigure::layout(const QRectF &bounds) const
{
    const QFontMetricsF metrics(m_font);
    Layout result;
    for (const QString &row : m_map.rows) {
        result.rowLabelWidth = std::max(result.rowLabelWidth, metrics.horizontalAdvance(row));
    }
    qreal columnLabels = 0;
    for (const QString &column : m_map.columns) {
        columnLabels = std::max(columnLabels, metrics.horizontalAdvance(column));
    }
    const qreal titleHeight = QFontMetricsF(m_titleFont).height();
    const qreal legendWidth = LegendBar + metrics.horizontalAdvance(valueText(m_high)) + metrics.height() + 4 * Gap;
    const qreal left = bounds.left() + metrics.height() + result.rowLabelWidth + 2 * Gap;
    const qreal gridWidth = std::max(1.0, bounds.right() - legendWidth - left);
    const qreal cellWidth = gridWidth / qreal(std::max<qsizetype>(1, m_map.columns.size()));
    result.verticalColumns = columnLabels > cellWidth - 4;
    result.columnLabelExtent = result.verticalColumns ? columnLabels + Gap : metrics.height() + Gap / 2;
    result.title = QRectF(bounds.left(), bounds.top() + Gap / 2, bounds.width(), titleHeight);
    result.columnAxis = QRectF(left, result.title.bottom() + Gap / 2, gridWidth, metrics.height());
    const qreal top = result.columnAxis.bottom() + result.columnLabelExtent + Gap / 2;
    result.grid = QRectF(left, top, gridWidth, std::max(1.0, bounds.bottom() - Gap - footerHeight() - top));
    result.footer =
        QRectF(bounds.left() + Gap, result.grid.bottom() + Gap / 2, bounds.width() - 2 * Gap, footerHeight());
    result.rowAxis = QRectF(bounds.left(), top, metrics.height(), result.grid.height());
    result.legend = QRectF(result.grid.right() + 2 * Gap, top, LegendBar, result.grid.height());
    return result;
}

QRectF HeatmapFigure::cellRect(qsizetype cell, const QRectF &bounds) const
{
    const Layout frame = layout(bounds);
    const qsizetype columns = std::max<qsizetype>(1, m_map.columns.size());
    const qreal width = frame.grid.width() / qreal(columns);
    const qreal height = frame.grid.height() / qreal(std::max<qsizetype>(1, m_map.rows.size()));
    return QRectF(frame.grid.left() + qreal(cell % columns) * width, frame.grid.top() + qreal(cell / columns) * height,
                  width, height);
}

qsizetype HeatmapFigure::cellAt(const QPointF &point, const QRectF &bounds) const
{
    const Layout frame = layout(bounds);
    if (!frame.grid.contains(point) || m_map.rows.isEmpty() || m_map.columns.isEmpty()) {
        return -1;
    }
    const auto column = qsizetype((point.x() - frame.grid.left()) / frame.grid.width() * qreal(m_map.columns.size()));
    const auto row = qsizetype((point.y() - frame.grid.top()) / frame.grid.height() * qreal(m_map.rows.size()));
    return m_map.cell(std::min(row, m_map.rows.size() - 1), std::min(column, m_map.columns.size() - 1));
}

void HeatmapFigure::paint(QPainter &painter, const QRectF &bounds) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(bounds, Qt::white);
    const Layout frame = layout(bounds);
    painter.setPen(Qt::black);
    painter.setFont(m_titleFont);
    painter.drawText(frame.title, Qt::AlignHCenter | Qt::AlignVCenter, m_map.title);
    painter.setFont(m_font);
    paintLabels(painter, frame);
    paintCells(painter, frame);
    paintLegend(painter, frame);
    paintFooter(painter, frame);
    painter.restore();
}

void HeatmapFigure::paintLabels(QPainter &painter, const Layout &frame) const
{
    QFont axisFont = m_font;
    axisFont.setItalic(true);
    painter.setFont(axisFont);
    painter.drawText(frame.columnAxis, Qt::AlignHCenter | Qt::AlignVCenter, m_map.columnTitle);
    painter.save();
    painter.translate(frame.rowAxis.left(), frame.rowAxis.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-frame.rowAxis.height() / 2, 0, frame.rowAxis.height(), frame.rowAxis.width()),
                     Qt::AlignCenter, m_map.rowTitle);
    painter.restore();
    painter.setFont(m_font);
    const qreal height = frame.grid.height() / qreal(std::max<qsizetype>(1, m_map.rows.size()));
    for (qsizetype row = 0; row < m_map.rows.size(); ++row) {
        const QRectF label(frame.grid.left() - frame.rowLabelWidth - Gap, frame.grid.top() + qreal(row) * height,
                           frame.rowLabelWidth, height);
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, m_map.rows[row]);
    }
    const qreal width = frame.grid.width() / qreal(std::max<qsizetype>(1, m_map.columns.size()));
    for (qsizetype column = 0; column < m_map.columns.size(); ++column) {
        const qreal x = frame.grid.left() + (qreal(column) + 0.5) * width;
        if (!frame.verticalColumns) {
            painter.drawText(QRectF(x - width / 2, frame.grid.top() - frame.columnLabelExtent, width,
                                    frame.columnLabelExtent - Gap / 2),
                             Qt::AlignHCenter | Qt::AlignBottom, m_map.columns[column]);
            continue;
        }
        painter.save();
        painter.translate(x, frame.grid.top() - Gap / 2);
        painter.rotate(-90);
        painter.drawText(QRectF(0, -width / 2, frame.columnLabelExtent, width), Qt::AlignLeft | Qt::AlignVCenter,
                         m_map.columns[column]);
        painter.restore();
    }
}

void HeatmapFigure::paintCells(QPainter &painter, const Layout &frame) const
{
    const QFontMetricsF metrics(m_font);
    const qreal width = frame.grid.width() / qreal(std::max<qsizetype>(1, m_map.columns.size()));
    const qreal height = frame.grid.height() / qreal(std::max<qsizetype>(1, m_map.rows.size()));
    for (qsizetype row = 0; row < m_map.rows.size(); ++row) {
        for (qsizetype column = 0; column < m_map.columns.size(); ++column) {
            const QRectF cell(frame.grid.left() + qreal(column) * width, frame.grid.top() + qreal(row) * height, width,
                              height);
            const double value = m_map.value(row, column);
            const QColor fill = cellColour(m_map.cell(row, column));
            painter.fillRect(cell, fill);
            if (m_map.isThin(m_map.cell(row, column))) { // few items: hatched, so its colour is not read as sure
                QColor hatch = textOn(fill);
                hatch.setAlpha(120);
                painter.fillRect(cell, QBrush(hatch, Qt::BDiagPattern));
            }
            const QString text = valueText(value);
            if (metrics.horizontalAdvance(text) + 4 <= width && metrics.height() <= height) {
                painter.setPen(std::isnan(value) ? QColor(0x77, 0x77, 0x77) : textOn(fill));
                painter.drawText(cell, Qt::AlignCenter, text);
            }
        }
    }
    painter.setPen(QPen(Qt::white, 1));
    for (qsizetype column = 1; column < m_map.columns.size(); ++column) {
        const qreal x = frame.grid.left() + qreal(column) * width;
        painter.drawLine(QPointF(x, frame.grid.top()), QPointF(x, frame.grid.bottom()));
    }
    for (qsizetype row = 1; row < m_map.rows.size(); ++row) {
        const qreal y = frame.grid.top() + qreal(row) * height;
        painter.drawLine(QPointF(frame.grid.left(), y), QPointF(frame.grid.right(), y));
    }
}

void HeatmapFigure::paintLegend(QPainter &painter, const Layout &frame) const
{
    QLinearGradient gradient(frame.legend.bottomLeft(), frame.legend.topLeft());
    for (int stop = 0; stop <= 8; ++stop) {
        gradient.setColorAt(stop / 8.0, viridis(stop / 8.0));
    }
    painter.fillRect(frame.legend, gradient);
    painter.setPen(Qt::black);
    const QFontMetricsF metrics(m_font);
    for (int tick = 0; tick <= 4; ++tick) {
        const qreal y = frame.legend.bottom() - frame.legend.height() * tick / 4.0;
        painter.drawLine(QPointF(frame.legend.right(), y), QPointF(frame.legend.right() + 3, y));
        const QRectF label(frame.legend.right() + 5, y - metrics.height() / 2,
                           metrics.horizontalAdvance(valueText(m_high)) + 8, metrics.height());
        painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, valueText(m_low + (m_high - m_low) * tick / 4.0));
    }
    painter.save();
    painter.translate(frame.legend.right() + metrics.horizontalAdvance(valueText(m_high)) + 3 * Gap,
                      frame.legend.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-frame.legend.height() / 2, -metrics.height(), frame.legend.height(), metrics.height() * 2),
                     Qt::AlignCenter, m_map.valueTitle);
    painter.restore();
}

qreal HeatmapFigure::footerHeight() const
{
    return QFontMetricsF(m_font).height() * 2 + Gap;
}

QString HeatmapFigure::footerCaption() const
{
    bool thin = false;
    for (qsizetype cell = 0; cell < qsizetype(m_map.values.size()); ++cell) thin = thin || m_map.isThin(cell);
    const QString caption = tr("Under each column: items (annotations) behind it.");
    return thin ? caption + u' ' + tr("Hatched: fewer than %1 items.").arg(Heatmap::MinimumItems) : caption;
}

// A column's mean over one item looks as sure as one over a hundred: each column says how many
// items and annotations stand behind it.
void HeatmapFigure::paintFooter(QPainter &painter, const Layout &frame) const
{
    const QFontMetricsF metrics(m_font);
    const qreal width = frame.grid.width() / qreal(std::max<qsizetype>(1, m_map.columns.size()));
    painter.setPen(Qt::black);
    painter.setFont(m_font);
    for (qsizetype column = 0; column < m_map.columns.size(); ++column) {
        const QString items = QString::number(m_map.columnItems(column));
        const QString both = u"%1 (%2)"_s.arg(items).arg(m_map.columnAnnotations(column));
        const QRectF below(frame.grid.left() + qreal(column) * width, frame.footer.top(), width, metrics.height());
        painter.drawText(below, Qt::AlignHCenter | Qt::AlignVCenter,
                         metrics.horizontalAdvance(both) + 4 <= width ? both : items);
    }
    painter.drawText(QRectF(frame.footer.left(), frame.footer.top() + metrics.height(), frame.footer.width(),
                            metrics.height() + Gap / 2),
                     Qt::AlignLeft | Qt::AlignVCenter, footerCaption());
}

bool HeatmapFigure::savePng(const QString &path, QString *error, qreal scale) const
{
    return FigureExport::png([this](QPainter &painter, const QRectF &bounds) { paint(painter, bounds); }, naturalSize(),
                             path, error, scale);
}

bool HeatmapFigure::saveSvg(const QString &path, QString *error) const
{
    return FigureExport::svg([this](QPainter &painter, const QRectF &bounds) { paint(painter, bounds); }, naturalSize(),
                             m_map.title, path, error);
}

} // namespace Errata
