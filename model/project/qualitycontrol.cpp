// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/qualitycontrol.h"

#include "model/domain/workflow.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr std::array Rules{
    EnumKey<QcRule>{QcRule::GoodRatedLow, "good_rated_low"_L1},
    EnumKey<QcRule>{QcRule::BadRatedHigh, "bad_rated_high"_L1},
    EnumKey<QcRule>{QcRule::MissedPlantedError, "missed_planted_error"_L1},
};

QString describe(const Span &span, const CheckCase &check)
{
    const QString &text = span.range.side == TextSide::Prompt ? check.prompt : check.generation;
    const QString quote = text.mid(span.range.begin, span.range.length()).simplified();
    return QualityControl::tr("%1 on “%2” (%3–%4)").arg(span.typeKey, quote).arg(span.range.begin).arg(span.range.end);
}

QcFlag flagFor(const CheckCase &check, const CheckRater &rater, QcRule rule)
{
    QcFlag flag;
    flag.personId = rater.personId;
    flag.itemId = check.check.itemId;
    flag.itemLabel = check.itemLabel;
    flag.assignmentId = rater.assignmentId;
    flag.rule = rule;
    flag.rating = rater.rating;
    return flag;
}

// What the rater marked where a planted error is: every span touching it, or "nothing".
QString givenAt(const Span &planted, const CheckCase &check, const CheckRater &rater)
{
    QStringList marks;
    for (const Span &span : rater.spans) {
        if (rangesMatch(planted.range, span.range, MatchMode::Any)) {
            marks << describe(span, check);
        }
    }
    return marks.isEmpty() ? QualityControl::tr("nothing marked there") : marks.join(u"; "_s);
}

void checkRater(const CheckCase &check, const CheckRater &rater, const QcOptions &options, QList<QcFlag> &flags)
{
    const bool good = check.check.kind == AttentionKind::KnownGood;
    if (rater.rating && good && *rater.rating < options.goodMinimum) {
        QcFlag flag = flagFor(check, rater, QcRule::GoodRatedLow);
        flag.expected = QualityControl::tr("a rating of %1 or more (human-written text)").arg(options.goodMinimum);
        flag.given = QualityControl::tr("rated %1").arg(*rater.rating);
        flags << flag;
    }
    if (rater.rating && !good && *rater.rating > options.badMaximum) {
        QcFlag flag = flagFor(check, rater, QcRule::BadRatedHigh);
        flag.expected = QualityControl::tr("a rating of %1 or less (deliberately broken text)").arg(options.badMaximum);
        flag.given = QualityControl::tr("rated %1").arg(*rater.rating);
        flags << flag;
    }
    if (good) {
        return;
    }
    const QList<qsizetype> missed =
        unmatchedReference(check.planted, rater.spans, options.plantedMatch, options.plantedTypeMustMatch);
    for (qsizetype index : missed) {
        QcFlag flag = flagFor(check, rater, QcRule::MissedPlantedError);
        flag.planted = check.planted.at(index);
        flag.expected = describe(*flag.planted, check);
        flag.given = givenAt(*flag.planted, check, rater);
        flags << flag;
    }
}

} // namespace

QString qcRuleKey(QcRule rule)
{
    return enumToKey(Rules, rule);
}

QList<QcFlag> evaluateChecks(const QList<CheckCase> &cases, const QcOptions &options)
{
    QList<QcFlag> flags;
    for (const CheckCase &check : cases) {
        for (const CheckRater &rater : check.raters) {
            checkRater(check, rater, options, flags);
        }
    }
    return flags;
}

bool QualityControl::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool QualityControl::markCheck(qint64 itemId, AttentionKind kind, const QString &referenceLayer)
{
    const auto actor = m_project.people().find(m_actorId);
    if (!actor || !actor->roles.testFlag(Role::Coordinator)) {
        return fail(tr("Only coordinators can mark attention checks; %1 is not a coordinator.")
                        .arg(actor ? actor->name : tr("nobody chosen")));
    }
    const auto item = m_project.items().find(itemId);
    if (!item) {
        return fail(tr("There is no item with id %1.").arg(itemId));
    }
    if (kind == AttentionKind::KnownGood && !referenceLayer.isEmpty()) {
        return fail(tr("A known-good item has no planted errors, so it takes no reference layer."));
    }
    Transaction transaction(&m_project.database());
    SpanRepository spans = m_project.spans();
    // Known-bad items point at the layer holding their planted errors; known-good ones at none (0).
    // A plain id rather than an optional: GCC 14 warns about the optional's storage here.
    qint64 layer = 0;
    bool found = kind != AttentionKind::KnownBad;
    if (kind == AttentionKind::KnownBad && (referenceLayer.isEmpty() || referenceLayer == "gold"_L1)) {
        const auto gold = spans.ensureGoldLayer(itemId);
        found = gold.has_value();
        layer = gold.value_or(0);
    } else if (kind == AttentionKind::KnownBad) {
        for (const Layer &candidate : spans.layersOfItem(itemId)) {
            if (candidate.kind == LayerKind::Prediction && candidate.label == referenceLayer) {
                layer = candidate.id;
                found = true;
            }
        }
    }
    if (!found) {
        return fail(tr("Item %1 has no layer named \"%2\".").arg(item->externalId, referenceLayer));
    }
    AttentionCheck check{itemId, kind, layer, m_actorId, {}};
    QualityRepository quality = m_project.quality();
    if (!quality.setAttentionCheck(check)) {
        return fail(quality.lastError());
    }
    return transaction.commit()
        || fail(withReason(tr("Could not write the attention check."), m_project.database().lastError()));
}

bool QualityControl::unmarkCheck(qint64 itemId)
{
    const auto actor = m_project.people().find(m_actorId);
    if (!actor || !actor->roles.testFlag(Role::Coordinator)) {
        return fail(tr("Only coordinators can change attention checks."));
    }
    QualityRepository quality = m_project.quality();
    return quality.removeAttentionCheck(itemId) || fail(quality.lastError());
}

QList<CheckCase> QualityControl::load(Project &project)
{
    QList<CheckCase> cases;
    const QList<AttentionCheck> checks = project.quality().attentionChecks();
    if (checks.isEmpty()) {
        return cases;
    }
    const QHash<qint64, QVariant> ratings = project.judgements().allOfKey(u"rating"_s);
    SpanRepository spans = project.spans();
    for (const AttentionCheck &check : checks) {
        const auto item = project.items().find(check.itemId);
        CheckCase current{check,
                          item ? item->externalId : QString(),
                          item ? item->generation : QString(),
                          item ? item->prompt : QString(),
                          {},
                          {}};
        if (check.referenceLayerId != 0) {
            current.planted = spans.spansOfLayer(check.referenceLayerId);
        }
        for (const Assignment &assignment : project.assignments().forItem(check.itemId)) {
            if (!isFinished(assignment.state)) {
                continue;
            }
            CheckRater rater{assignment.annotatorId, assignment.id, std::nullopt, {}};
            if (const QVariant rating = ratings.value(assignment.id); rating.isValid()) {
                rater.rating = rating.toInt();
            }
            if (const auto layer = spans.annotatorLayer(check.itemId, assignment.annotatorId)) {
                rater.spans = spans.spansOfLayer(*layer);
            }
            current.raters << rater;
        }
        cases << current;
    }
    return cases;
}

QList<QcFlag> QualityControl::flags(Project &project, const QcOptions &options)
{
    return evaluateChecks(load(project), options);
}

} // namespace Errata
