// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "model/domain/span.h"

#include <QCoreApplication>
#include <QMap>
#include <QVariant>

namespace Errata {

// Judgements that are asked must be given (issue #17): before a layer is submitted, every judgement
// group the project enables is answered, and the answers agree with the spans.
// - erroneous (TGEA): answered; "no" with spans marked is refused, naming them; "yes" needs a span.
// - rating (OpenMEVA): the overall 1–5 rating given (deductions are optional: none may apply).
// - authorship (Clark et al.): the 4-point answer and the follow-up question's answer.
class JudgementCheck
{
    Q_DECLARE_TR_FUNCTIONS(JudgementCheck)
public:
    static QStringList problems(const QStringList &groups, const QMap<QString, QVariant> &judgements,
                                const QList<Span> &spans, const Item &item);
};

} // namespace Errata
