// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/tokenizer.h"
#include "model/stats/fivenumbers.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <vector>

namespace Errata {

class Project;
class Taxonomy;

// errata-cli lengths (docs/statistics.md, "Span and rationale lengths"; Scarecrow's Figure 11).
struct LengthRequest
{
    bool rationales = false; // the rationales' lengths instead of the spans'
    AgreementUnit unit = AgreementUnit::Token;
    int level = 2; // 1: a span counts under its level-1 group
    QString by;    // an item metadata key: a row per group and type
    QString where; // key=value[,key!=value…]
};

class SpanLengths
{
    Q_DECLARE_TR_FUNCTIONS(SpanLengths)
public:
    // Spans of handed-in annotator layers on the generation; rationales that are not empty.
    static QList<LengthRow> compute(Project &project, const LengthRequest &request);
    static LengthRow summarise(std::vector<double> values);
    static double quantile(const std::vector<double> &sorted, double p);
    // The type a span counts under: its own (level 2), or its level-1 ancestor.
    static QString typeAt(const Taxonomy &taxonomy, const QString &key, int level);
};

} // namespace Errata
