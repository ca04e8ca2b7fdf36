// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/spanf1.h"

#include <QCoreApplication>

namespace Errata {

class Project;

// errata-cli span-f1 (docs/statistics.md, "Span F1 between two layers"). A layer is "gold", a
// system's prediction layer "system:NAME", or a person's name (their handed-in layers).
struct LayerSpanF1Request
{
    QString reference;
    QString layer;
    AgreementUnit unit = AgreementUnit::Token;
    int level = 2;
    QString where; // key=value[,key!=value…]
};

struct LayerSpanF1Report
{
    int items = 0; // items where both layers are present
    QList<SpanF1Row> rows;
};

class LayerSpanF1
{
    Q_DECLARE_TR_FUNCTIONS(LayerSpanF1)
public:
    // False with a reason naming the layer when a name is neither gold, a system nor a person.
    static bool compute(Project &project, const LayerSpanF1Request &request, LayerSpanF1Report *report, QString *error);
};

} // namespace Errata
