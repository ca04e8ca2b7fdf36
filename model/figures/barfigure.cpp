// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/barfigure.h"

#include "model/figures/figureexport.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr qreal Gap = 8.0;

// Paul Tol's "bright" and "muted" schemes, in turn.
constexpr std::array<QRgb, 14> Series{0x4477AA, 0xEE6677, 0x228833, 0xCCBB44, 0x66CCEE, 0xAA3377, 0xBBBBBB,
                                      0x332288, 0x88CCEE, 0x44AA99, 0x117733, 0x999933, 0xCC6677, 0x882255};

double niceStep(double top)
{
    const double raw = std::max(top, 1e-12) / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (raw <= factor * magnitude) {
            return factor * magnitude;
        }
    }
    return 10.0 * magnitude;
}

QString groupName(const QStringList &group)
{
    return group.isEmpty() ? BarFigure::tr("All") : group.join(u" · "_s);
}

} // namespace

BarFigure::BarFigure(const MeasureResult &result, Mode mode, const QFont &font)
    : m_result(result)
    , m_mode(mode)
    , m_font(font)
{
    for (int type = 0; type < int(m_result.types.size()); ++type) {
        const bool any = m_result.types[type].key == TypeSelectors::AnyKey;
        if (!(any && mode == Mode::Stacked && m_result.types.size() > 1)) {
            m_types << type;
        }
    }
}

QColor BarFigure::seriesColour(int index)
{
    return QColor::fromRgb(Series[size_t(index) % Series.size()]);
}

QStringList BarFigure::categories() const
{
    QStringList names;
    if (m_mode == Mode::Grouped) {
        for (const int type : m_types) {
            names << m_result.types[type].label;
        }
    } else {
        for (const QStringList &group : m_result.groups) {
            names << groupName(group);
        }
    }
    return names;
}

QStringList BarFigure::seriesNames() const
{
    QStringList names;
    if (m_mode == Mode::Grouped) {
        for (const QStringList &group : m_result.groups) {
            names << groupName(group);
        }
    } else {
        for (const int type : m_types) {
            names << m_result.types[type].label;
        }
    }
    return names;
}

QSizeF BarFigure::naturalSize() const
{
    const QFontMetricsF metrics(m_font);
    qreal longest = 0;
    for (const QString &name : categories()) {
        longest = std::max(longest, metrics.horizontalAdvance(name));
    }
    qreal legend = 0;
    for (const QString &name : seriesNames()) {
        legend = std::max(legend, metrics.horizontalAdvance(name));
    }
    const qreal bars = m_mode == Mode::Grouped ? qreal(m_result.groups.size()) : 1.0;
    const qreal band = std::max(metrics.height() * 1.6, bars * 14.0 + 12.0);
    return {metrics.height() * 5 + band * qreal(categories().size()) + legend + 6 * Gap,
            std::max(360.0, metrics.height() * 1.6 * qreal(seriesNames().size()) + 80) + longest};
}

BarFigure::Frame BarFigure::frame(const QRectF &bounds) const
{
    const QFontMetricsF metrics(m_font);
    Frame result;
    result.bottom = bounds.bottom();
    qreal longest = 0;
    for (const QString &name : categories()) {
        longest = std::max(longest, metrics.horizontalAdvance(name));
    }
    qreal legend = 0;
    for (const QString &name : seriesNames()) {
        legend = std::max(legend, metrics.horizontalAdvance(name));
    }
    const qreal left = bounds.left() + metrics.height() * 1.5 + metrics.horizontalAdvance(u"0.0000"_s) + Gap;
    const qreal top = bounds.top() + metrics.height() * 2.5 + Gap;
    result.legend = QRectF(bounds.right() - legend - 4 * Gap, top, legend + 3 * Gap, bounds.height());
    result.plot = QRectF(left, top, std::max(1.0, result.legend.left() - Gap - left),
                         std::max(1.0, bounds.bottom() - top - longest - metrics.height() - 3 * Gap));
    double highest = 0.0;
    for (const MeasureCell &cell : m_result.cells) {
        highest = std::max(highest, m_mode == Mode::Grouped ? std::max(cell.high, cell.mean) : 0.0);
    }
    if (m_mode == Mode::Stacked) {
        for (int group = 0; group < int(m_result.groups.size()); ++group) {
            double sum = 0.0;
            for (const int type : m_types) {
                sum += std::max(0.0, m_result.cell(group, type)->mean);
            }
            highest = std::max(highest, sum);
        }
    }
    result.step = niceStep(highest);
    result.top = std::max(result.step, std::ceil(highest / result.step - 1e-9) * result.step);
    const qsizetype count = categories().size();
    const qreal band = result.plot.width() / qreal(std::max<qsizetype>(1, count));
    const auto y = [&](double value) { return result.plot.bottom() - result.plot.height() * value / result.top; };
    if (m_mode == Mode::Grouped) {
        const qreal width = band * 0.8 / qreal(std::max<qsizetype>(1, m_result.groups.size()));
        for (qsizetype c = 0; c < count; ++c) {
            for (int group = 0; group < int(m_result.groups.size()); ++group) {
                const MeasureCell *cell = m_result.cell(group, m_types[c]);
                const qreal x = result.plot.left() + band * (qreal(c) + 0.1) + width * group;
                const qreal height = result.plot.bottom() - y(std::max(0.0, cell->mean));
                result.bars << Bar{QRectF(x, result.plot.bottom() - height, width, height),
                                   int(cell - m_result.cells.constData()), group};
            }
        }
    } else {
        for (int group = 0; group < int(count); ++group) {
            double base = 0.0;
            for (int series = 0; series < int(m_types.size()); ++series) {
                const MeasureCell *cell = m_result.cell(group, m_types[series]);
                const double value = std::max(0.0, cell->mean);
                const QRectF rect(result.plot.left() + band * (qreal(group) + 0.2), y(base + value), band * 0.6,
                                  y(base) - y(base + value));
                result.bars << Bar{rect, int(cell - m_result.cells.constData()), series};
                base += value;
            }
        }
    }
    return result;
}

int BarFigure::cellAt(const QPointF &point, const QRectF &bounds) const
{
    for (const Bar &bar : frame(bounds).bars) {
        // Thin bars get a little slack so a near-zero value can still be clicked.
        if (bar.rect.adjusted(0, -3, 0, 3).contains(point)) {
            return bar.cell;
        }
    }
    return -1;
}

QRectF BarFigure::cellRect(int cell, const QRectF &bounds) const
{
    for (const Bar &bar : frame(bounds).bars) {
        if (bar.cell == cell) {
            return bar.rect;
        }
    }
    return QRectF();
}

void BarFigure::paint(QPainter &painter, const QRectF &bounds) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(bounds, Qt::white);
    const Frame layout = frame(bounds);
    QFont titleFont = m_font;
    titleFont.setBold(true);
    titleFont.setPointSizeF(m_font.pointSizeF() * 1.25);
    painter.setFont(titleFont);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(bounds.left(), bounds.top() + Gap / 2, bounds.width(), QFontMetricsF(titleFont).height()),
                     Qt::AlignCenter, title);
    painter.setFont(m_font);
    paintAxes(painter, layout);
    for (const Bar &bar : layout.bars) {
        painter.fillRect(bar.rect, seriesColour(bar.series));
        if (m_mode == Mode::Stacked) {
            painter.setPen(QPen(Qt::white, 1));
            painter.drawLine(bar.rect.topLeft(), bar.rect.topRight());
            continue;
        }
        const MeasureCell &cell = m_result.cells[bar.cell];
        const auto y = [&](double value) { return layout.plot.bottom() - layout.plot.height() * value / layout.top; };
        const qreal x = bar.rect.center().x();
        const qreal cap = std::min(4.0, bar.rect.width() / 3);
        painter.setPen(QPen(Qt::black, 1.2));
        if (cell.items > 1) {
            painter.drawLine(QPointF(x, y(cell.low)), QPointF(x, y(cell.high)));
            painter.drawLine(QPointF(x - cap, y(cell.low)), QPointF(x + cap, y(cell.low)));
            painter.drawLine(QPointF(x - cap, y(cell.high)), QPointF(x + cap, y(cell.high)));
        }
    }
    paintLegend(painter, layout);
    painter.restore();
}

void BarFigure::paintAxes(QPainter &painter, const Frame &layout) const
{
    const QFontMetricsF metrics(m_font);
    const QRectF &plot = layout.plot;
    painter.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 1));
    for (double tick = 0.0; tick <= layout.top + 1e-9; tick += layout.step) {
        const qreal y = plot.bottom() - plot.height() * tick / layout.top;
        painter.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 1));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(Qt::black);
        painter.drawText(QRectF(plot.left() - 80 - Gap / 2, y - metrics.height() / 2, 80, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(tick, 'g', 4));
    }
    painter.setPen(Qt::black);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    const QStringList names = categories();
    const qreal band = plot.width() / qreal(std::max<qsizetype>(1, names.size()));
    for (qsizetype c = 0; c < names.size(); ++c) {
        painter.save();
        painter.translate(plot.left() + band * (qreal(c) + 0.5) + metrics.height() / 3, plot.bottom() + Gap / 2);
        painter.rotate(-90);
        painter.drawText(QRectF(-1000, -metrics.height(), 1000, metrics.height()), Qt::AlignRight | Qt::AlignVCenter,
                         names[c]);
        painter.restore();
    }
    QFont axis = m_font;
    axis.setItalic(true);
    painter.setFont(axis);
    painter.save();
    painter.translate(plot.left() - metrics.horizontalAdvance(u"0.0000"_s) - Gap - metrics.height(), plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), metrics.height()), Qt::AlignCenter, valueTitle);
    painter.restore();
    painter.drawText(QRectF(plot.left(), layout.bottom - metrics.height() - Gap / 2, plot.width(), metrics.height()),
                     Qt::AlignCenter, categoryTitle);
    painter.setFont(m_font);
}

void BarFigure::paintLegend(QPainter &painter, const Frame &layout) const
{
    const QFontMetricsF metrics(m_font);
    const QStringList names = seriesNames();
    for (qsizetype i = 0; i < names.size(); ++i) {
        const qreal y = layout.legend.top() + qreal(i) * metrics.height() * 1.4;
        painter.fillRect(QRectF(layout.legend.left(), y + 2, metrics.height() - 4, metrics.height() - 4),
                         seriesColour(int(i)));
        painter.setPen(Qt::black);
        painter.drawText(
            QRectF(layout.legend.left() + metrics.height() + 2, y, layout.legend.width(), metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter, names[i]);
    }
}

bool BarFigure::save(const QString &path, QString *error) const
{
    return FigureExport::save([this](QPainter &painter, const QRectF &bounds) { paint(painter, bounds); },
                              naturalSize(), title, path, error);
}

} // namespace Errata
