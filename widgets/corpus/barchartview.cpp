// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/barchartview.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace Errata {

BarChartView::BarChartView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Bar chart"));
}

void BarChartView::setFigure(const BarFigure &figure, const MeasureResult &result)
{
    m_figure = std::make_unique<BarFigure>(figure);
    m_result = result;
    m_current = m_result.cells.isEmpty() ? -1 : std::clamp(m_current, 0, int(m_result.cells.size()) - 1);
    setAccessibleName(tr("Bar chart: %1").arg(figure.title));
    updateGeometry();
    update();
}

QSize BarChartView::sizeHint() const
{
    return m_figure ? m_figure->naturalSize().toSize().expandedTo(QSize(320, 240)) : QSize(320, 240);
}

QString BarChartView::cellDescription(int cell) const
{
    if (cell < 0 || cell >= m_result.cells.size()) {
        return QString();
    }
    const MeasureCell &c = m_result.cells[cell];
    const QStringList &group = m_result.groups[c.group];
    if (!c.hasSpread()) {
        return tr("%1 · %2: %3 (n = %4 item; no interval from a single item)")
            .arg(m_result.types[c.type].label, group.isEmpty() ? tr("All") : group.join(u" · "_s))
            .arg(c.mean, 0, 'g', 6)
            .arg(c.items);
    }
    return tr("%1 · %2: %3, 95% CI %4 – %5 (n = %6 items)")
        .arg(m_result.types[c.type].label, group.isEmpty() ? tr("All") : group.join(u" · "_s))
        .arg(c.mean, 0, 'g', 6)
        .arg(c.low, 0, 'g', 6)
        .arg(c.high, 0, 'g', 6)
        .arg(c.items);
}

bool BarChartView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_figure) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int cell = m_figure->cellAt(help->pos(), QRectF(rect()));
        if (cell >= 0) {
            QToolTip::showText(help->globalPos(), cellDescription(cell), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void BarChartView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (!m_figure || m_result.cells.isEmpty()) {
        painter.fillRect(rect(), palette().base());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Nothing to show: no finished annotations match these settings."));
        return;
    }
    m_figure->paint(painter, QRectF(rect()));
    const QRectF bar = m_figure->cellRect(m_current, QRectF(rect()));
    if (hasFocus() && !bar.isEmpty()) {
        painter.setPen(QPen(QColor(0xE6, 0x61, 0x00), 2.5)); // the current bar, for keyboard users
        painter.drawRect(bar.adjusted(-2, -2, 2, 2));
    }
}

void BarChartView::mousePressEvent(QMouseEvent *event)
{
    const int cell = m_figure ? m_figure->cellAt(event->position(), QRectF(rect())) : -1;
    if (cell >= 0 && event->button() == Qt::LeftButton) {
        m_current = cell;
        update();
        emit currentCellChanged(cell);
        emit cellActivated(cell);
    }
}

void BarChartView::keyPressEvent(QKeyEvent *event)
{
    const int count = int(m_result.cells.size());
    if (count == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left: m_current = std::max(0, m_current - 1); break;
    case Qt::Key_Right: m_current = std::min(count - 1, m_current + 1); break;
    case Qt::Key_Home: m_current = 0; break;
    case Qt::Key_End: m_current = count - 1; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: emit cellActivated(m_current); return;
    default: QWidget::keyPressEvent(event); return;
    }
    setAccessibleDescription(cellDescription(m_current));
    emit currentCellChanged(m_current);
    update();
}

} // namespace Errata
