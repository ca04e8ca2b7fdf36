// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>

#include "model/stats/heatmap.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Errata {

struct MeasureResult;

// Which heatmaps a figure shows, for the Corpus tab and `errata-cli heatmap` alike, so both draw
// the same panels under the same titles.
struct HeatmapRequest
{
    // One key (or none): error type × that key. Two: a grid of the first by the second for one type.
    // Three: one such grid per value of the third key. The keys are the MeasureOptions' groupBy.
    QStringList groupBy;
    int level = 2;    // the types' level, for the row title of type × key
    int gridType = 0; // for a grid: index into MeasureResult::types
    QString measure;  // the measure's name, for titles and the legend
    HeatmapNormalize normalize = HeatmapNormalize::None;
    HeatmapOrder rowOrder = HeatmapOrder::Original;
    HeatmapOrder columnOrder = HeatmapOrder::Original;
    QString title; // given by the user; empty: made from the request
};

struct HeatmapFigureSpec
{
    QList<Heatmap> maps; // one, or one per value of the third key (sharing one colour scale)
    QString title;       // the figure's title
};

class HeatmapSpec
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapSpec)
public:
    static HeatmapFigureSpec build(const MeasureResult &result, const HeatmapRequest &request);
    // A subset (MeasureOptions::where) says so in every title: "… (items where top_p=0.96)".
    static void markSubset(HeatmapFigureSpec &figure, const QString &where, const QSet<QString> &leftOut = {});
    // How a grouping key is named in titles: "Annotator" for who annotated, else the key itself.
    static QString keyTitle(const QString &key);
};

} // namespace Errata
