// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figures/barfigure.h"

#include <QWidget>

#include <memory>

namespace Errata {

// Bars with 95% intervals (or stacked by type) on screen, painted by BarFigure as exported: hover
// for the value, interval and n, Left/Right to move between bars, Enter or a click to drill down.
class BarChartView final : public QWidget
{
    Q_OBJECT
public:
    explicit BarChartView(QWidget *parent = nullptr);

    void setFigure(const BarFigure &figure, const MeasureResult &result);
    const BarFigure *figure() const { return m_figure.get(); }
    int currentCell() const { return m_current; }
    QString cellDescription(int cell) const;
    QSize sizeHint() const override;

signals:
    void cellActivated(int cell); // an index into the MeasureResult's cells
    void currentCellChanged(int cell);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    std::unique_ptr<BarFigure> m_figure;
    MeasureResult m_result;
    int m_current = -1;
};

} // namespace Errata
