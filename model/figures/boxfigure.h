// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/fivenumbers.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>

class QPainter;

namespace Errata {

// A horizontal box plot, a row per category (errata-cli lengths -o: Scarecrow's Figure 11): the box from
// the first to the third quartile, the median across it, whiskers to the smallest and largest value, the
// mean as a dot, and n beside the label. Painted the same in PNG and SVG.
class BoxFigure
{
    Q_DECLARE_TR_FUNCTIONS(BoxFigure)
public:
    struct Box
    {
        QString label;
        qsizetype n = 0;
        double min = 0, q1 = 0, median = 0, q3 = 0, max = 0, mean = 0;
    };

    BoxFigure(QList<Box> boxes, const QFont &font);
    // A box a row, labelled by its group ("(all)" when empty), or by group · type when withType.
    static BoxFigure fromRows(const QList<LengthRow> &rows, bool withType, const QFont &font);
    QString title;
    QString axisTitle;

    QSizeF naturalSize() const;
    void paint(QPainter &painter, const QRectF &bounds) const;
    bool save(const QString &path, QString *error) const; // .png or .svg

private:
    void paintScale(QPainter &painter, const QRectF &plot, double high, double step) const;

    QList<Box> m_boxes;
    QFont m_font;
};

} // namespace Errata
