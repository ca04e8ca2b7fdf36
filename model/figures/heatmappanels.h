// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figures/heatmapfigure.h"

#include <QList>

#include <vector>

namespace Errata {

// Several heatmaps in one figure, side by side under one title: Scarecrow's decoding figures
// (14–15) show one top-p × temperature grid per frequency penalty this way. Each panel is painted by
// HeatmapFigure (so it looks like a single heatmap); give the maps one scale first
// (Heatmap::shareScale) so that equal colours mean equal values across panels.
class HeatmapPanels
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapPanels)
public:
    HeatmapPanels(const QList<Heatmap> &maps, const QString &title, const QFont &font);

    QSizeF naturalSize() const;
    void paint(QPainter &painter, const QRectF &bounds) const;
    // .png or .svg by the path's suffix.
    bool save(const QString &path, QString *error) const;

    // One CSV for all panels: a first column with the panel's split value (headed `splitTitle`), then each
    // panel's rows as Heatmap::toCsv writes them, under one header.
    static QString toCsv(const QList<Heatmap> &maps, const QString &splitTitle);

private:
    std::vector<HeatmapFigure> m_figures;
    QString m_title;
    QFont m_titleFont;
};

} // namespace Errata
