// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/corpusmeasures.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>

class QPainter;

namespace Errata {

// Bar charts of a measure (Scarecrow Figures 2 and 3). Grouped: one cluster per error type, one
// bar per group with its 95% interval as a whisker. Stacked: one bar per group, a segment per type
// (coverage adds up over types, so the bar is the "any error" total). Painted the same on screen,
// in PNG and in SVG; series colours are Paul Tol's colour-blind-safe qualitative scheme.
class BarFigure
{
    Q_DECLARE_TR_FUNCTIONS(BarFigure)
public:
    enum class Mode { Grouped, Stacked };

    BarFigure(const MeasureResult &result, Mode mode, const QFont &font);

    QString title;
    QString valueTitle;
    QString categoryTitle;

    QSizeF naturalSize() const;
    void paint(QPainter &painter, const QRectF &bounds) const;
    // The measure cell (index into result.cells) whose bar or segment is under a point; -1 for none.
    int cellAt(const QPointF &point, const QRectF &bounds) const;
    QRectF cellRect(int cell, const QRectF &bounds) const; // empty when the cell has no bar
    bool save(const QString &path, QString *error) const;  // .png or .svg

    static QColor seriesColour(int index);

private:
    struct Bar
    {
        QRectF rect;
        int cell = -1;
        int series = 0;
    };
    struct Frame
    {
        QRectF plot;
        QRectF legend;
        double top = 1.0; // the value at the top of the plot
        double step = 0.2;
        qreal bottom = 0; // of the whole figure
        QList<Bar> bars;
    };
    Frame frame(const QRectF &bounds) const;
    QStringList categories() const;
    QStringList seriesNames() const;
    void paintAxes(QPainter &painter, const Frame &frame) const;
    void paintLegend(QPainter &painter, const Frame &frame) const;

    MeasureResult m_result;
    Mode m_mode;
    QFont m_font;
    QList<int> m_types; // the types shown (stacked: without "any error")
};

} // namespace Errata
