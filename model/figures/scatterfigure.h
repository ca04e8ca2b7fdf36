// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/correlation.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>

#include <functional>
#include <vector>

class QPainter;

namespace Errata {

// A metric against people, item by item (OpenMEVA's question; errata-cli correlate -o): one point per
// item, coloured by group when there are several, and the least-squares line through all points. With
// lines set, a curve per series instead (errata-cli bootstrap -o: Scarecrow's Figure 9). Painted the
// same on screen, in PNG and in SVG.
class ScatterFigure
{
    Q_DECLARE_TR_FUNCTIONS(ScatterFigure)
public:
    struct Series
    {
        QString name; // empty: the only series, no legend
        std::vector<double> x, y;
    };

    ScatterFigure(QList<Series> series, const QFont &font);
    QString title;
    QString xTitle;
    QString yTitle;
    bool lines = false; // each series' points joined in their order, and no fitted line (a curve per series)

    // 640 × 480, wider for long legend labels and taller for a legend of many series (a CoV curve per
    // model and type), so that an export shows every name.
    QSizeF naturalSize() const;
    void paint(QPainter &painter, const QRectF &bounds) const;
    bool save(const QString &path, QString *error) const; // .png or .svg

    // errata-cli correlate's rows as a figure: one series per group (the overall row alone when
    // there are no groups), the overall numbers in the title.
    static ScatterFigure forRows(const QList<CorrelationRow> &rows, const QString &metric, const QString &human,
                                 const QFont &font);
    // The least-squares line y = a + b·x through every point; false when x is constant.
    static bool fit(const std::vector<double> &x, const std::vector<double> &y, double *a, double *b);

private:
    struct Axis
    {
        double low = 0.0, high = 1.0, step = 0.2;
    };
    static Axis niceAxis(double low, double high);
    void paintAxes(QPainter &painter, const QRectF &plot, const Axis &x, const Axis &y) const;
    qreal legendWidth() const; // 0 for one series
    void paintSeries(QPainter &painter, const std::function<QPointF(double, double)> &at) const;

    QList<Series> m_series;
    QFont m_font;
};

} // namespace Errata
