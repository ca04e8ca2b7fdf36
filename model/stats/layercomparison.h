// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QList>

namespace Errata {

// How a span of one annotator fares against another annotator's layer (the layer view's compare
// mode): the same range and type there; an overlapping span of the same type; or nothing.
enum class MatchKind { Exact, Partial, Miss };

QList<MatchKind> compareLayers(const QList<Span> &from, const QList<Span> &against);

} // namespace Errata
