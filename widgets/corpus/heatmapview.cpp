// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/heatmapview.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace Errata {

HeatmapView::HeatmapView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("Heatmap"));
    setHeatmap(Heatmap());
}

void HeatmapView::setHeatmap(const Heatmap &map)
{
    m_map = map;
    m_figure = std::make_unique<HeatmapFigure>(m_map, font());
    m_current = m_map.values.empty()
        ? -1
        : std::min<qsizetype>(std::max<qsizetype>(m_current, 0), qsizetype(m_map.values.size()) - 1);
    setAccessibleName(m_map.title.isEmpty() ? tr("Heatmap") : tr("Heatmap: %1").arg(m_map.title));
    updateGeometry();
    update();
}

QSize HeatmapView::sizeHint() const
{
    return m_figure->naturalSize().toSize().expandedTo(QSize(320, 200));
}

QSize HeatmapView::minimumSizeHint() const
{
    return QSize(240, 160);
}

QRectF HeatmapView::figureBounds() const
{
    // Never squeezed below the size at which labels fit: the scroll area around scrolls instead.
    return QRectF(QPointF(0, 0), QSizeF(size()));
}

QString HeatmapView::cellDescription(qsizetype cell) const
{
    if (cell < 0 || cell >= qsizetype(m_map.values.size())) {
        return QString();
    }
    const qsizetype columns = m_map.columns.size();
    const double value = m_map.values[size_t(cell)];
    const QString number = std::isnan(value) ? tr("no data") : QString::number(value, 'g', 6);
    return tr("%1 · %2: %3 (n = %4 items)")
        .arg(m_map.rows[cell / columns], m_map.columns[cell % columns], number)
        .arg(m_map.counts[size_t(cell)]);
}

void HeatmapView::setCurrentCell(qsizetype cell)
{
    if (cell < 0 || cell >= qsizetype(m_map.values.size()) || cell == m_current) {
        return;
    }
    m_current = cell;
    setAccessibleDescription(cellDescription(cell));
    update();
    emit currentCellChanged(cell);
}

bool HeatmapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const qsizetype cell = m_figure->cellAt(help->pos(), figureBounds());
        if (cell >= 0) {
            QToolTip::showText(help->globalPos(), cellDescription(cell), this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

void HeatmapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_map.rows.isEmpty() || m_map.columns.isEmpty()) {
        painter.fillRect(rect(), palette().base());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Nothing to show: no finished annotations match these settings."));
        return;
    }
    m_figure->paint(painter, figureBounds());
    if (m_current >= 0 && hasFocus()) {
        const QRectF cell = m_figure->cellRect(m_current, figureBounds()).adjusted(1.5, 1.5, -1.5, -1.5);
        painter.setPen(QPen(QColor(0xE6, 0x61, 0x00), 3)); // orange: visible on every viridis colour
        painter.drawRect(cell);
    }
}

void HeatmapView::mousePressEvent(QMouseEvent *event)
{
    const qsizetype cell = m_figure->cellAt(event->position(), figureBounds());
    if (cell >= 0 && event->button() == Qt::LeftButton) {
        setCurrentCell(cell);
        emit cellActivated(cell);
    }
}

void HeatmapView::keyPressEvent(QKeyEvent *event)
{
    const qsizetype columns = m_map.columns.size();
    if (m_current < 0 || columns == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    const qsizetype row = m_current / columns;
    const qsizetype column = m_current % columns;
    const qsizetype lastRow = m_map.rows.size() - 1;
    const bool control = event->modifiers() & Qt::ControlModifier;
    switch (event->key()) {
    case Qt::Key_Left: setCurrentCell(m_map.cell(row, std::max<qsizetype>(0, column - 1))); break;
    case Qt::Key_Right: setCurrentCell(m_map.cell(row, std::min(columns - 1, column + 1))); break;
    case Qt::Key_Up: setCurrentCell(m_map.cell(std::max<qsizetype>(0, row - 1), column)); break;
    case Qt::Key_Down: setCurrentCell(m_map.cell(std::min(lastRow, row + 1), column)); break;
    case Qt::Key_Home: setCurrentCell(control ? 0 : m_map.cell(row, 0)); break;
    case Qt::Key_End: setCurrentCell(control ? m_map.cell(lastRow, columns - 1) : m_map.cell(row, columns - 1)); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: emit cellActivated(m_current); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

} // namespace Errata
