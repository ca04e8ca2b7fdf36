// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QString>

namespace Errata {

// The sentence around a span with its correction applied, as HTML: the old text struck through, the new
// in bold (an empty correction deletes). The sentence runs from after the previous full stop to the next.
// The span editor shows it while a correction is typed; the reviewer's span record shows it too.
QString correctedSentenceHtml(const QString &text, const TextRange &range, const QString &correction);

} // namespace Errata
