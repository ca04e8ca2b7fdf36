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
// - esa (WMT's Error Span Annotation): the 0–100 score given.
class JudgementCheck
{
    Q_DECLARE_TR_FUNCTIONS(JudgementCheck)
public:
    // The score below which ESA asks before a submission with no spans (the 66 of its scale, "most
    // meaning preserved and few errors"): a low score with no error marked is usually an unfinished item.
    static constexpr int DefaultEsaConfirmBelow = 66;

    static QStringList problems(const QStringList &groups, const QMap<QString, QVariant> &judgements,
                                const QList<Span> &spans, const Item &item);
    // Answers that are allowed but look like a slip, each phrased as a question the annotator confirms
    // before the item is submitted: no span marked, unless the annotator said "no errors" (erroneous)
    // or gave ESA's score, which asks only below esaConfirmBelow. One question at most per submission.
    static QStringList questions(const QStringList &groups, const QMap<QString, QVariant> &judgements,
                                 const QList<Span> &spans, int esaConfirmBelow);
};

} // namespace Errata
