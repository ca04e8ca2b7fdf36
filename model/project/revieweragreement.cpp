// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/revieweragreement.h"

#include "model/project/project.h"
#include "model/storage/reviewrepository.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace Errata {
namespace {

bool isDecision(ReviewEventKind kind)
{
    return kind == ReviewEventKind::AcceptSpan || kind == ReviewEventKind::RejectSpan
        || kind == ReviewEventKind::NeedsChangeSpan;
}

// Cohen's κ of paired labels (0, 1, 2 …); nullopt without pairs or when chance agreement is certain.
std::optional<double> cohenKappa(const QList<std::pair<int, int>> &pairs, int categories)
{
    if (pairs.isEmpty()) return std::nullopt;
    std::vector<double> first(static_cast<size_t>(categories)), second(static_cast<size_t>(categories));
    double observed = 0;
    for (const auto &[a, b] : pairs) {
        ++first[size_t(a)], ++second[size_t(b)];
        observed += a == b;
    }
    const double n = double(pairs.size());
    double expected = 0;
    for (size_t c = 0; c < first.size(); ++c) expected += (first[c] / n) * (second[c] / n);
    if (expected >= 1) return std::nullopt;
    return (observed / n - expected) / (1 - expected);
}

AgreementCount counted(const QList<std::pair<int, int>> &pairs, int categories)
{
    AgreementCount count;
    count.pairs = int(pairs.size());
    count.agreed = int(std::count_if(pairs.cbegin(), pairs.cend(), [](const auto &p) { return p.first == p.second; }));
    if (count.pairs > 0) count.percent = 100.0 * count.agreed / count.pairs;
    count.kappa = cohenKappa(pairs, categories);
    return count;
}

} // namespace

ReviewerAgreement ReviewerAgreementReport::compute(const QList<ReviewEvent> &events)
{
    // assignment -> reviewers in the order they first decided there -> span -> newest decision
    QMap<qint64, QList<qint64>> order;
    QMap<qint64, QHash<qint64, QMap<qint64, int>>> decided;
    for (const ReviewEvent &event : events) { // the log is in order: a later decision replaces an earlier one
        if (!isDecision(event.kind) || event.spanId == 0) continue;
        QList<qint64> &reviewers = order[event.assignmentId];
        if (!reviewers.contains(event.authorId)) reviewers << event.authorId;
        decided[event.assignmentId][event.authorId][event.spanId] = int(event.kind) - int(ReviewEventKind::AcceptSpan);
    }
    QList<std::pair<int, int>> spanPairs, itemPairs;
    for (auto it = order.cbegin(); it != order.cend(); ++it) {
        const auto &byReviewer = decided[it.key()];
        for (qsizetype i = 0; i < it->size(); ++i) {
            for (qsizetype j = i + 1; j < it->size(); ++j) {
                const QMap<qint64, int> &a = byReviewer[it->at(i)], &b = byReviewer[it->at(j)];
                bool aAccepts = true, bAccepts = true, shared = false;
                for (auto span = a.cbegin(); span != a.cend(); ++span) {
                    if (!b.contains(span.key())) continue;
                    shared = true;
                    spanPairs.append({*span, b.value(span.key())});
                }
                for (const int d : a) aAccepts = aAccepts && d == 0;
                for (const int d : b) bAccepts = bAccepts && d == 0;
                if (shared) itemPairs.append({aAccepts ? 0 : 1, bAccepts ? 0 : 1});
            }
        }
    }
    return {counted(spanPairs, 3), counted(itemPairs, 2)};
}

ReviewerAgreement ReviewerAgreementReport::compute(Project &project)
{
    return compute(project.reviews().all());
}

QString ReviewerAgreementReport::summary(const ReviewerAgreement &agreement)
{
    if (!agreement.any()) return {};
    const auto part = [](const AgreementCount &count) {
        return tr("%1 % (κ %2, %3 pairs)")
            .arg(QString::number(*count.percent, 'f', 1),
                 count.kappa ? QString::number(*count.kappa, 'f', 3) : tr("undefined"))
            .arg(count.pairs);
    };
    return tr("Reviewer agreement: span decisions %1; items %2.").arg(part(agreement.spans), part(agreement.items));
}

} // namespace Errata
