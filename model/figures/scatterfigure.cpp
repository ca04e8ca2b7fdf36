// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/scatterfigure.h"

#include "model/figures/barfigure.h"
#include "model/figures/figureexport.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {

ScatterFigure::ScatterFigure(QList<Series> series, const QFont &font)
    : m_series(std::move(series))
    , m_font(font)
{
}

ScatterFigure ScatterFigure::forRows(const QList<CorrelationRow> &rows, const QString &metric, const QString &human,
                                     const QFont &font)
{
    QList<Series> series;
    for (const CorrelationRow &row : rows) {
        if (rows.size() == 1 || !row.group.isEmpty()) series << Series{row.group, row.metric, row.human};
    }
    ScatterFigure figure(series, font);
    const Correlation all = rows.isEmpty() ? Correlation{} : rows.first().correlation;
    const auto shown = [](double value) {
        return std::isnan(value) ? tr("undefined") : QString::number(value, 'f', 3);
    };
    figure.title = tr("%1 against people (%2 items): r = %3, ρ = %4, τ-b = %5")
                       .arg(metric)
                       .arg(all.n)
                       .arg(shown(all.pearson.value), shown(all.spearman.value), shown(all.kendall.value));
    figure.xTitle = metric;
    figure.yTitle = tr("%1, mean per item").arg(human);
    return figure;
}

bool ScatterFigure::fit(const std::vector<double> &x, const std::vector<double> &y, double *a, double *b)
{
    const double n = double(x.size());
    if (x.size() < 2 || y.size() != x.size()) return false;
    double mx = 0, my = 0;
    for (size_t i = 0; i < x.size(); ++i) mx += x[i] / n, my += y[i] / n;
    double sxy = 0, sxx = 0;
    for (size_t i = 0; i < x.size(); ++i) sxy += (x[i] - mx) * (y[i] - my), sxx += (x[i] - mx) * (x[i] - mx);
    if (sxx <= 0) return false;
    *b = sxy / sxx;
    *a = my - *b * mx;
    return true;
}

// The data's range with 4% to spare on each side (a point on the edge stays whole), and ticks at 1, 2
// or 5 × 10^k, about five of them, inside it: a 1–5 scale keeps 1–5 ticks, not 0–6.
ScatterFigure::Axis ScatterFigure::niceAxis(double low, double high)
{
    if (!(high > low)) high = low + 1;
    const double raw = (high - low) / 5;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = power;
    for (const double factor : {1.0, 2.0, 5.0, 10.0}) {
        step = factor * power;
        if (step >= raw) break;
    }
    const double pad = (high - low) * 0.04;
    return {low - pad, high + pad, step};
}

void ScatterFigure::paintAxes(QPainter &painter, const QRectF &plot, const Axis &x, const Axis &y) const
{
    const QFontMetricsF metrics(m_font);
    const QLocale locale;
    painter.setPen(QPen(QColor(0xbb, 0xbb, 0xbb), 0.5));
    for (double v = std::ceil(x.low / x.step) * x.step; v <= x.high; v += x.step) {
        const qreal px = plot.left() + (v - x.low) / (x.high - x.low) * plot.width();
        painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        const QString label = locale.toString(v, 'g', 4);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(px - metrics.horizontalAdvance(label) / 2, plot.bottom() + metrics.ascent() + 4),
                         label);
        painter.setPen(QPen(QColor(0xbb, 0xbb, 0xbb), 0.5));
    }
    for (double v = std::ceil(y.low / y.step) * y.step; v <= y.high; v += y.step) {
        const qreal py = plot.bottom() - (v - y.low) / (y.high - y.low) * plot.height();
        painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        const QString label = locale.toString(v, 'g', 4);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(plot.left() - metrics.horizontalAdvance(label) - 6, py + metrics.ascent() / 2 - 1),
                         label);
        painter.setPen(QPen(QColor(0xbb, 0xbb, 0xbb), 0.5));
    }
    painter.setPen(Qt::black);
    painter.drawRect(plot);
    painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() + 6, plot.width(), metrics.height()),
                     Qt::AlignHCenter, xTitle);
    painter.save();
    painter.translate(plot.left() - 48, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, -metrics.height(), plot.height(), metrics.height()), Qt::AlignHCenter,
                     yTitle);
    painter.restore();
}

void ScatterFigure::paint(QPainter &painter, const QRectF &bounds) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(m_font);
    painter.fillRect(bounds, Qt::white);
    const QFontMetricsF metrics(m_font);
    std::vector<double> allX, allY;
    for (const Series &series : m_series) {
        allX.insert(allX.end(), series.x.cbegin(), series.x.cend());
        allY.insert(allY.end(), series.y.cbegin(), series.y.cend());
    }
    const auto [xMin, xMax] = std::minmax_element(allX.cbegin(), allX.cend());
    const auto [yMin, yMax] = std::minmax_element(allY.cbegin(), allY.cend());
    const Axis x = allX.empty() ? Axis{} : niceAxis(*xMin, *xMax);
    const Axis y = allY.empty() ? Axis{} : niceAxis(*yMin, *yMax);
    const bool legend = m_series.size() > 1;
    const qreal legendSpace = std::min(legendWidth(), bounds.width() * 0.45);
    const QRectF plot = bounds.adjusted(72, 16 + 2 * metrics.height(), -16 - legendSpace, -(2 * metrics.height() + 16));
    painter.drawText(QRectF(bounds.left(), bounds.top() + 6, bounds.width(), metrics.height()), Qt::AlignHCenter,
                     title);
    paintAxes(painter, plot, x, y);
    const auto at = [&](double vx, double vy) {
        return QPointF(plot.left() + (vx - x.low) / (x.high - x.low) * plot.width(),
                       plot.bottom() - (vy - y.low) / (y.high - y.low) * plot.height());
    };
    painter.setClipRect(plot);
    paintSeries(painter, at);
    if (double a = 0, b = 0; !lines && fit(allX, allY, &a, &b)) {
        painter.setPen(QPen(Qt::black, 1.6));
        painter.drawLine(at(x.low, a + b * x.low), at(x.high, a + b * x.high));
    }
    painter.setClipping(false);
    for (qsizetype s = 0; legend && s < m_series.size(); ++s) {
        const QPointF origin(plot.right() + 16, plot.top() + s * (metrics.height() + 4));
        painter.setPen(Qt::NoPen);
        painter.setBrush(BarFigure::seriesColour(int(s)));
        painter.drawEllipse(origin + QPointF(5, metrics.height() / 2), 4, 4);
        painter.setPen(Qt::black);
        painter.drawText(origin + QPointF(14, metrics.ascent()),
                         metrics.elidedText(m_series[s].name, Qt::ElideMiddle, std::max<qreal>(legendSpace - 30, 0)));
    }
    painter.restore();
}

void ScatterFigure::paintSeries(QPainter &painter, const std::function<QPointF(double, double)> &at) const
{
    for (qsizetype s = 0; s < m_series.size(); ++s) {
        QColor colour = BarFigure::seriesColour(int(s));
        if (lines) {
            QPolygonF curve;
            for (size_t i = 0; i < m_series[s].x.size(); ++i) curve << at(m_series[s].x[i], m_series[s].y[i]);
            painter.setPen(QPen(colour, 1.8));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolyline(curve);
        } else {
            colour.setAlphaF(0.55); // overlapping points darken, so density shows
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        for (size_t i = 0; i < m_series[s].x.size(); ++i) {
            painter.drawEllipse(at(m_series[s].x[i], m_series[s].y[i]), 2.6, 2.6);
        }
    }
}

qreal ScatterFigure::legendWidth() const
{
    if (m_series.size() < 2) return 0;
    const QFontMetricsF metrics(m_font);
    qreal widest = 0;
    for (const Series &series : m_series) widest = std::max(widest, metrics.horizontalAdvance(series.name));
    return widest + 30;
}

QSizeF ScatterFigure::naturalSize() const
{
    const QFontMetricsF metrics(m_font);
    const qreal legendHeight = m_series.size() < 2 ? 0 : qreal(m_series.size()) * (metrics.height() + 4);
    return {std::max<qreal>(640, 500 + legendWidth()), std::max<qreal>(480, legendHeight + 4 * metrics.height() + 48)};
}

bool ScatterFigure::save(const QString &path, QString *error) const
{
    return FigureExport::save([this](QPainter &painter, const QRectF &bounds) { paint(painter, bounds); },
                              naturalSize(), title, path, error);
}

} // namespace Errata
