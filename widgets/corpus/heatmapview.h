// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figures/heatmapfigure.h"

#include <QWidget>

#include <memory>

namespace Errata {

// A heatmap on screen: painted by HeatmapFigure (as exported), with the exact value and n of the
// cell under the mouse, a current cell moved with the arrow keys (Home/End, Ctrl for the corners),
// and Enter or a click to open what is behind a cell.
class HeatmapView final : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapView(QWidget *parent = nullptr);

    void setHeatmap(const Heatmap &map);
    const Heatmap &heatmap() const { return m_map; }
    qsizetype currentCell() const { return m_current; }
    void setCurrentCell(qsizetype cell);
    // The text a tooltip (and the accessible description) gives for a cell.
    QString cellDescription(qsizetype cell) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellActivated(qsizetype cell);
    void currentCellChanged(qsizetype cell);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF figureBounds() const;

    Heatmap m_map;
    std::unique_ptr<HeatmapFigure> m_figure;
    qsizetype m_current = -1;
};

} // namespace Errata
