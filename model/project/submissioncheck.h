// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/records.h"

#include <QCoreApplication>
#include <QMap>
#include <QVariant>

namespace Errata {

class Project;
class Taxonomy;

// What must be true of a layer before it can be submitted: every span has a selectable type, a
// severity from the scale, and the rationale, correction and link its type requires. Spans may be
// saved as drafts without them; submission names each span and what it lacks.
class SubmissionCheck
{
    Q_DECLARE_TR_FUNCTIONS(SubmissionCheck)
public:
    // Everything Submit checks, in the window and for a submission a work package brings home (PackageAudit):
    // the spans' requirements (problems) and the project's judgements (JudgementCheck). Empty: it may be handed in.
    static QStringList beforeSubmit(Project &project, const QList<Span> &spans,
                                    const QMap<QString, QVariant> &judgements, const Item &item);
    // TGEA's discard limit (StudySettings::maxErrorsPerText): a warning once the layer holds as many
    // errors as the limit, and a stronger one above it; empty below the limit or without one. A warning,
    // not a problem: the annotator decides to discard the text (with the reason) or to go on.
    static QString errorLimitWarning(Project &project, const QList<Span> &spans);
    // The judgement groups the project asks (its "judgements" setting).
    static QStringList judgementGroups(Project &project);

    static QStringList problems(const QList<Span> &spans, const Taxonomy &taxonomy, const Item &item);
    // The problems of one span ("needs a rationale"), for the editor's inline hints.
    static QStringList spanProblems(const Span &span, const Taxonomy &taxonomy);
    // A short quotation of the span's text for messages: “the antecedent …”.
    static QString quote(const Span &span, const Item &item);
};

} // namespace Errata
