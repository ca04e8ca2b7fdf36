// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/span.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr std::array LinkKinds{
    EnumKey<LinkKind>{LinkKind::Antecedent, "antecedent"_L1},
    EnumKey<LinkKind>{LinkKind::Associated, "associated"_L1},
};

constexpr std::array ReviewStates{
    EnumKey<SpanReviewState>{SpanReviewState::Pending, "pending"_L1},
    EnumKey<SpanReviewState>{SpanReviewState::Accepted, "accepted"_L1},
    EnumKey<SpanReviewState>{SpanReviewState::Rejected, "rejected"_L1},
    EnumKey<SpanReviewState>{SpanReviewState::NeedsChange, "needs_change"_L1},
    EnumKey<SpanReviewState>{SpanReviewState::Amended, "amended"_L1},
};

} // namespace

QString linkKindKey(LinkKind kind)
{
    return enumToKey(LinkKinds, kind);
}

bool linkKindFromKey(const QString &key, LinkKind *kind)
{
    return enumFromKey(LinkKinds, key, kind);
}

QString spanReviewStateKey(SpanReviewState state)
{
    return enumToKey(ReviewStates, state);
}

bool spanReviewStateFromKey(const QString &key, SpanReviewState *state)
{
    return enumFromKey(ReviewStates, key, state);
}

} // namespace Errata
