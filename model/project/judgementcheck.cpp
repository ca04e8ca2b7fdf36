// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/judgementcheck.h"

#include "model/project/submissioncheck.h"
#include "model/storage/judgementrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

QStringList JudgementCheck::problems(const QStringList &groups, const QMap<QString, QVariant> &judgements,
                                     const QList<Span> &spans, const Item &item)
{
    QStringList out;
    if (groups.contains(JudgementGroup::Erroneous)) {
        const QVariant erroneous = judgements.value(u"erroneous"_s);
        if (!erroneous.isValid()) {
            out << tr("Say whether the text contains errors.");
        } else if (erroneous.toInt() == 0 && !spans.isEmpty()) {
            QStringList quoted;
            for (const Span &span : spans) quoted << SubmissionCheck::quote(span, item);
            out << tr("You said the text has no errors, but it has %n marked span(s): %1.", nullptr, int(spans.size()))
                       .arg(quoted.join(u", "_s));
        } else if (erroneous.toInt() == 1 && spans.isEmpty()) {
            out << tr("You said the text has errors: mark at least one.");
        }
    }
    if (groups.contains(JudgementGroup::Rating) && !judgements.value(u"rating"_s).isValid()) {
        out << tr("Give the overall rating (1–5).");
    }
    if (groups.contains(JudgementGroup::Authorship)) {
        if (!judgements.value(u"authorship"_s).isValid()) {
            out << tr("Say who you think wrote the text.");
        } else if (judgements.value(u"authorship_reason"_s).toString().trimmed().isEmpty()) {
            out << (judgements.value(u"authorship"_s).toInt() == 1
                        ? tr("Answer the follow-up question: why did you select this rating?")
                        : tr("Answer the follow-up question: what would make the text seem more human-like?"));
        }
    }
    if (groups.contains(JudgementGroup::Esa) && !judgements.value(u"esa_score"_s).isValid()) {
        out << tr("Give the overall score (0–100).");
    }
    return out;
}

QStringList JudgementCheck::questions(const QStringList &groups, const QMap<QString, QVariant> &judgements,
                                      const QList<Span> &spans, int esaConfirmBelow)
{
    QStringList out;
    if (!spans.isEmpty()) return out;
    const QVariant score = judgements.value(u"esa_score"_s);
    if (groups.contains(JudgementGroup::Esa)) {
        // The score is the judgement on an unmarked text: a high one needs no question, a low one asks.
        if (score.isValid() && score.toInt() < esaConfirmBelow) {
            out << tr("You scored the text %1 of 100 but marked no errors. Submit it without error spans?")
                       .arg(score.toInt());
        }
        return out;
    }
    // An unmarked text may be a text without errors or one not yet read: asked once, unless the
    // annotator has already said in so many words that it has none.
    const QVariant erroneous = judgements.value(u"erroneous"_s);
    if (!groups.contains(JudgementGroup::Erroneous) || !erroneous.isValid() || erroneous.toInt() != 0) {
        out << tr("You marked no errors in this text. Submit with no errors marked?");
    }
    return out;
}

} // namespace Errata
