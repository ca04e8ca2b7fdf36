// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/boxfigure.h"

#include "model/figures/barfigure.h"
#include "model/figures/figureexport.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {

BoxFigure BoxFigure::fromRows(const QList<LengthRow> &rows, bool withType, const QFont &font)
{
    QList<Box> boxes;
    for (const LengthRow &r : rows) {
        const QString label = !withType ? (r.group.isEmpty() ? tr("(all)") : r.group)
            : r.group.isNull()          ? r.type
                                        : r.group + u" · "_s + r.type;
        boxes << Box{label, r.n, r.min, r.q1, r.median, r.q3, r.max, r.mean};
    }
    return BoxFigure(boxes, font);
}

BoxFigure::BoxFigure(QList<Box> boxes, const QFont &font)
    : m_boxes(std::move(boxes))
    , m_font(font)
{
}

QSizeF BoxFigure::naturalSize() const
{
    return {720, 90 + 28.0 * double(std::max<qsizetype>(m_boxes.size(), 1))};
}

// Ticks at 1, 2 or 5 × 10^k from 0, about six of them.
void BoxFigure::paintScale(QPainter &painter, const QRectF &plot, double high, double step) const
{
    const QFontMetricsF metrics(m_font);
    for (double v = 0; v <= high + step / 2; v += step) {
        const qreal x = plot.left() + v / high * plot.width();
        painter.setPen(QPen(QColor(0xbb, 0xbb, 0xbb), 0.5));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString label = QLocale().toString(v, 'g', 4);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(x - metrics.horizontalAdvance(label) / 2, plot.bottom() + metrics.ascent() + 4),
                         label);
    }
    painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() + 6, plot.width(), metrics.height()),
                     Qt::AlignHCenter, axisTitle);
}

void BoxFigure::paint(QPainter &painter, const QRectF &bounds) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(m_font);
    painter.fillRect(bounds, Qt::white);
    const QFontMetricsF metrics(m_font);
    qreal labelWidth = 0;
    double most = 1;
    for (const Box &box : m_boxes) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(box.label + u"  (n = 99999)"_s));
        most = std::max(most, box.max);
    }
    const double raw = most / 6, power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = power;
    for (const double factor : {1.0, 2.0, 5.0, 10.0}) {
        if ((step = factor * power) >= raw) break;
    }
    const double high = std::ceil(most / step) * step;
    const QRectF plot = bounds.adjusted(labelWidth + 16, 20 + 2 * metrics.height(), -24, -(2 * metrics.height() + 16));
    painter.setPen(Qt::black);
    painter.drawText(QRectF(bounds.left(), bounds.top() + 6, bounds.width(), metrics.height()), Qt::AlignHCenter,
                     title);
    paintScale(painter, plot, high, step);
    const qreal row = plot.height() / double(std::max<qsizetype>(m_boxes.size(), 1));
    const auto x = [&](double v) { return plot.left() + v / high * plot.width(); };
    for (qsizetype i = 0; i < m_boxes.size(); ++i) {
        const Box &box = m_boxes[i];
        const qreal middle = plot.top() + row * (double(i) + 0.5), half = std::min<qreal>(row * 0.3, 9);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(bounds.left() + 6, middle - row / 2, labelWidth, row), Qt::AlignVCenter,
                         tr("%1  (n = %2)").arg(box.label).arg(box.n));
        painter.drawLine(QPointF(x(box.min), middle), QPointF(x(box.max), middle));
        for (const double end : {box.min, box.max}) {
            painter.drawLine(QPointF(x(end), middle - half / 2), QPointF(x(end), middle + half / 2));
        }
        painter.setBrush(BarFigure::seriesColour(0).lighter(150));
        painter.drawRect(QRectF(QPointF(x(box.q1), middle - half), QPointF(x(box.q3), middle + half)));
        painter.setPen(QPen(Qt::black, 2));
        painter.drawLine(QPointF(x(box.median), middle - half), QPointF(x(box.median), middle + half));
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::black);
        painter.drawEllipse(QPointF(x(box.mean), middle), 2.5, 2.5);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(Qt::black);
    painter.drawRect(plot);
    painter.restore();
}

bool BoxFigure::save(const QString &path, QString *error) const
{
    return FigureExport::save([this](QPainter &painter, const QRectF &bounds) { paint(painter, bounds); },
                              naturalSize(), title, path, error);
}

} // namespace Errata
