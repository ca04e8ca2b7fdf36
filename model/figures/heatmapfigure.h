// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/heatmap.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRectF>

class QPainter;

namespace Errata {

// Draws a heatmap as a figure for a paper: title, axis titles, row and column labels, cells in a
// colour-blind-safe sequential scale (viridis) with their values where they fit, and a legend. The
// on-screen view, PNG and SVG export all paint through this one class, so they look the same.
class HeatmapFigure
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapFigure)
public:
    HeatmapFigure(const Heatmap &map, const QFont &font);

    // Size at which every label and value fits (publication size for export).
    QSizeF naturalSize() const;
    void paint(QPainter &painter, const QRectF &bounds) const;
    // The cell under a point, -1 outside the grid; and a cell's rectangle.
    qsizetype cellAt(const QPointF &point, const QRectF &bounds) const;
    QRectF cellRect(qsizetype cell, const QRectF &bounds) const;
    QString valueText(double value) const;
    // What a cell is painted in: viridis on the figure's scale, or grey on the totals' own scale.
    QColor cellColour(qsizetype cell) const;

    bool savePng(const QString &path, QString *error, qreal scale = 2.0) const;
    bool saveSvg(const QString &path, QString *error) const;

    // Viridis, t in [0, 1]: dark blue to yellow, readable in grey and for every colour vision.
    static QColor viridis(double t);
    // Black or white, whichever reads better on the background.
    static QColor textOn(const QColor &background);

private:
    struct Layout
    {
        QRectF title;
        QRectF rowAxis;
        QRectF columnAxis;
        QRectF grid;
        QRectF legend;
        QRectF footer; // each column's n under it, and what the numbers and the hatching mean
        qreal rowLabelWidth = 0;
        qreal columnLabelExtent = 0;
        bool verticalColumns = false;
    };
    Layout layout(const QRectF &bounds) const;
    void paintLabels(QPainter &painter, const Layout &layout) const;
    void paintCells(QPainter &painter, const Layout &layout) const;
    void paintLegend(QPainter &painter, const Layout &layout) const;
    void paintFooter(QPainter &painter, const Layout &layout) const;
    QString footerCaption() const;
    qreal footerHeight() const;
    double scaled(double value) const;
    void markTotals();

    Heatmap m_map;
    QFont m_font;
    QFont m_titleFont;
    double m_low = 0.0;
    double m_high = 1.0;
    int m_decimals = 2;
    bool m_ownScale = false; // totals and parts both present: totals on a grey scale of their own
    double m_totalHigh = 0.0;
};

} // namespace Errata
