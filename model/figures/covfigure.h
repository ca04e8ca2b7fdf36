// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figures/scatterfigure.h"
#include "model/stats/bootstrap.h"
#include "model/stats/corpusmeasures.h"

#include <QCoreApplication>

namespace Errata {

// Scarecrow's Figure 9: the coefficient of variation of the mean against the items sampled, a curve per
// group and type, with the measure, the rounds and any subset in the title. errata-cli bootstrap -o and
// the Corpus tab's Bootstrap view draw it.
class CovFigure
{
    Q_DECLARE_TR_FUNCTIONS(CovFigure)
public:
    static ScatterFigure build(const std::vector<BootstrapStudyRow> &rows, const ItemValues &values,
                               const MeasureOptions &options, const QFont &font);
};

} // namespace Errata
