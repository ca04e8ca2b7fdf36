// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/reviewevent.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr std::array Kinds{
    EnumKey<ReviewEventKind>{ReviewEventKind::Comment, "comment"_L1},
    EnumKey<ReviewEventKind>{ReviewEventKind::AcceptSpan, "accept_span"_L1},
    EnumKey<ReviewEventKind>{ReviewEventKind::RejectSpan, "reject_span"_L1},
    EnumKey<ReviewEventKind>{ReviewEventKind::NeedsChangeSpan, "needs_change_span"_L1},
    EnumKey<ReviewEventKind>{ReviewEventKind::ResolveThread, "resolve_thread"_L1},
};
} // namespace

QString reviewEventKindKey(ReviewEventKind kind)
{
    return enumToKey(Kinds, kind);
}

bool reviewEventKindFromKey(QStringView key, ReviewEventKind *kind)
{
    return enumFromKey(Kinds, key, kind);
}

} // namespace Errata
