// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/repository.h"

#include <QHash>
#include <QMap>
#include <QVariant>

namespace Errata {

// Item-level judgements of one assignment (product.md §2), keyed as in the judgement table:
// erroneous, rating, deduction_*, authorship, authorship_reason, esa_score. The schema's CHECKs hold the scales.
class JudgementRepository final : public Repository
{
public:
    using Repository::Repository;

    // An invalid QVariant removes the judgement; integers go to int_value, strings to text_value.
    bool set(qint64 assignmentId, const QString &key, const QVariant &value);
    QMap<QString, QVariant> forAssignment(qint64 assignmentId);
    // One judgement key for every assignment, in one query (statistics over a whole project).
    QHash<qint64, QVariant> allOfKey(const QString &key);
    QHash<qint64, QMap<QString, QVariant>> all(); // by assignment id: for export
};

// The judgement groups a project can enable (setting "judgements", comma-separated).
namespace JudgementGroup {
inline constexpr auto Erroneous = QLatin1StringView("erroneous");   // TGEA stage 1
inline constexpr auto Rating = QLatin1StringView("rating");         // OpenMEVA 1–5 with deductions
inline constexpr auto Authorship = QLatin1StringView("authorship"); // Clark et al. 4-point scale
inline constexpr auto Esa = QLatin1StringView("esa");               // WMT's ESA: a 0–100 score ("esa_score")
} // namespace JudgementGroup

} // namespace Errata
