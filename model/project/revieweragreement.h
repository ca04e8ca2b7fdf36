// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/reviewevent.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace Errata {

class Project;

// How often two reviewers of the same work decide alike (TGEA: 92.3 %, κ 82.6 %), read from the review log.
// - Per span decision: every span two reviewers both decided (each one's newest accept, reject or needs
//   change) is one pair; the categories are those three.
// - Per item: an assignment both decided spans on; a reviewer's verdict is "accept" when every span they
//   decided there they accepted, else "return".
// The first reviewer of a pair is the one who decided first on that assignment; with three or more, every
// pair of them counts. Cohen's κ = (p_o − p_e) / (1 − p_e), p_e from each side's marginal shares; undefined
// (nullopt) when p_e is 1 or there is no pair.
struct AgreementCount
{
    int pairs = 0;
    int agreed = 0;
    std::optional<double> percent; // 100 × agreed / pairs
    std::optional<double> kappa;
};

struct ReviewerAgreement
{
    AgreementCount spans;
    AgreementCount items;
    bool any() const { return spans.pairs > 0; }
};

class ReviewerAgreementReport
{
    Q_DECLARE_TR_FUNCTIONS(ReviewerAgreementReport)
public:
    static ReviewerAgreement compute(const QList<ReviewEvent> &events);
    static ReviewerAgreement compute(Project &project);
    // One line for the Review Queue and review-status: "Reviewer agreement: spans 92.3 % (κ 0.826, 13 pairs);
    // items …"; empty when no span was decided by two reviewers.
    static QString summary(const ReviewerAgreement &agreement);
};

} // namespace Errata
