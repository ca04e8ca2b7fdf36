// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/heatmappanels.h"

#include "model/domain/csv.h"
#include "model/figures/figureexport.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr qreal PanelGap = 12.0;

} // namespace

HeatmapPanels::HeatmapPanels(const QList<Heatmap> &maps, const QString &title, const QFont &font)
    : m_title(title)
    , m_titleFont(font)
{
    m_titleFont.setBold(true);
    m_titleFont.setPointSizeF(font.pointSizeF() * 1.4);
    for (const Heatmap &map : maps) {
        m_figures.emplace_back(map, font);
    }
}

QSizeF HeatmapPanels::naturalSize() const
{
    qreal width = 0;
    qreal height = 0;
    for (const HeatmapFigure &figure : m_figures) {
        const QSizeF size = figure.naturalSize();
        width += size.width() + (width > 0 ? PanelGap : 0);
        height = std::max(height, size.height());
    }
    const qreal title = QFontMetricsF(m_titleFont).height() + PanelGap;
    const qreal titleWidth = QFontMetricsF(m_titleFont).horizontalAdvance(m_title) + 2 * PanelGap;
    return {std::max(width, titleWidth), height + title};
}

void HeatmapPanels::paint(QPainter &painter, const QRectF &bounds) const
{
    painter.save();
    painter.fillRect(bounds, Qt::white);
    const qreal titleHeight = QFontMetricsF(m_titleFont).height();
    painter.setPen(Qt::black);
    painter.setFont(m_titleFont);
    painter.drawText(QRectF(bounds.left(), bounds.top() + PanelGap / 2, bounds.width(), titleHeight), Qt::AlignCenter,
                     m_title);
    // Panels keep their natural proportions, scaled together to the width they are given.
    const QSizeF natural = naturalSize();
    const qreal scale = natural.width() > 0 ? bounds.width() / natural.width() : 1.0;
    qreal panels = 0;
    for (const HeatmapFigure &figure : m_figures) {
        panels += figure.naturalSize().width() + (panels > 0 ? PanelGap : 0);
    }
    qreal x = bounds.left() + (bounds.width() - panels * scale) / 2; // centred under a wider title
    const qreal top = bounds.top() + titleHeight + PanelGap;
    for (const HeatmapFigure &figure : m_figures) {
        const QSizeF size = figure.naturalSize();
        figure.paint(painter, QRectF(x, top, size.width() * scale, bounds.bottom() - top));
        x += (size.width() + PanelGap) * scale;
    }
    painter.restore();
}

bool HeatmapPanels::save(const QString &path, QString *error) const
{
    return FigureExport::save([this](QPainter &painter, const QRectF &bounds) { paint(painter, bounds); },
                              naturalSize(), m_title, path, error);
}

QString HeatmapPanels::toCsv(const QList<Heatmap> &maps, const QString &splitTitle)
{
    QString csv;
    for (qsizetype i = 0; i < maps.size(); ++i) {
        QStringList lines = maps[i].toCsv().split(u"\r\n"_s, Qt::SkipEmptyParts);
        if (i == 0 && !lines.isEmpty()) {
            csv += Csv::field(splitTitle) + u',' + lines.first() + u"\r\n"_s;
        }
        const QString panel = Csv::field(maps[i].splitValue);
        for (qsizetype line = 1; line < lines.size(); ++line) {
            csv += panel + u',' + lines[line] + u"\r\n"_s;
        }
    }
    return csv;
}

} // namespace Errata
