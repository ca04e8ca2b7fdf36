// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/records.h"

#include <QCoreApplication>

namespace Errata {

class Taxonomy;

// What must be true of a layer before it can be submitted: every span has a selectable type, a
// severity from the scale, and the rationale, correction and link its type requires. Spans may be
// saved as drafts without them; submission names each span and what it lacks.
class SubmissionCheck
{
    Q_DECLARE_TR_FUNCTIONS(SubmissionCheck)
public:
    static QStringList problems(const QList<Span> &spans, const Taxonomy &taxonomy, const Item &item);
    // The problems of one span ("needs a rationale"), for the editor's inline hints.
    static QStringList spanProblems(const Span &span, const Taxonomy &taxonomy);
    // A short quotation of the span's text for messages: “the antecedent …”.
    static QString quote(const Span &span, const Item &item);
};

} // namespace Errata
