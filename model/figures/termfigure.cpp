// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/termfigure.h"

#include "model/figures/barfigure.h"
#include "model/figures/figureexport.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace Errata {
namespace {

constexpr qreal PanelWidth = 320, BarRow = 20, PanelHeader = 28, Gap = 16;

} // namespace

TermFigure::TermFigure(QList<Panel> panels, const QFont &font)
    : m_panels(std::move(panels))
    , m_font(font)
{
}

int TermFigure::columns() const
{
    return int(std::clamp<qsizetype>(m_panels.size(), 1, 3));
}

int TermFigure::rowsPerPanel() const
{
    qsizetype most = 1;
    for (const Panel &panel : m_panels) most = std::max(most, panel.terms.size());
    return int(most);
}

QSizeF TermFigure::naturalSize() const
{
    const qsizetype panelRows = (std::max<qsizetype>(m_panels.size(), 1) + columns() - 1) / columns();
    const qreal panelHeight = PanelHeader + BarRow * rowsPerPanel() + Gap;
    return {Gap + columns() * (PanelWidth + Gap), 40 + double(panelRows) * panelHeight};
}

void TermFigure::paintPanel(QPainter &painter, const Panel &panel, const QRectF &box) const
{
    const QFontMetricsF metrics(m_font);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(box.left(), box.top(), box.width(), PanelHeader - 6), Qt::AlignLeft | Qt::AlignBottom,
                     metrics.elidedText(panel.title, Qt::ElideRight, box.width()));
    qreal labelWidth = 0;
    int most = 1;
    for (const Term &term : panel.terms) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(term.text));
        most = std::max(most, term.count);
    }
    labelWidth = std::min(labelWidth, box.width() * 0.45);
    const qreal countWidth = metrics.horizontalAdvance(QString::number(most)) + 6;
    const qreal barLeft = box.left() + labelWidth + 6, barSpace = box.right() - barLeft - countWidth;
    for (qsizetype i = 0; i < panel.terms.size(); ++i) {
        const Term &term = panel.terms[i];
        const qreal top = box.top() + PanelHeader + BarRow * double(i);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(box.left(), top, labelWidth, BarRow), Qt::AlignRight | Qt::AlignVCenter,
                         metrics.elidedText(term.text, Qt::ElideRight, labelWidth));
        const qreal length = barSpace * term.count / most;
        painter.fillRect(QRectF(barLeft, top + 3, length, BarRow - 6), BarFigure::seriesColour(0));
        painter.drawText(QRectF(barLeft + length + 4, top, countWidth, BarRow), Qt::AlignLeft | Qt::AlignVCenter,
                         QString::number(term.count));
    }
}

void TermFigure::paint(QPainter &painter, const QRectF &bounds) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(m_font);
    painter.fillRect(bounds, Qt::white);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(bounds.left(), bounds.top() + 8, bounds.width(), 24), Qt::AlignHCenter, title);
    const qreal panelHeight = PanelHeader + BarRow * rowsPerPanel() + Gap;
    for (qsizetype i = 0; i < m_panels.size(); ++i) {
        const qreal left = bounds.left() + Gap + double(i % columns()) * (PanelWidth + Gap);
        const qreal top = bounds.top() + 40 + double(i / columns()) * panelHeight;
        paintPanel(painter, m_panels[i], QRectF(left, top, PanelWidth, panelHeight - Gap));
    }
    painter.restore();
}

bool TermFigure::save(const QString &path, QString *error) const
{
    return FigureExport::save([this](QPainter &painter, const QRectF &bounds) { paint(painter, bounds); },
                              naturalSize(), title, path, error);
}

} // namespace Errata
