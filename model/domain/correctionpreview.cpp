// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/correctionpreview.h"

using namespace Qt::StringLiterals;

namespace Errata {

QString correctedSentenceHtml(const QString &text, const TextRange &range, const QString &correction)
{
    // lastIndexOf(…, -1) would search from the end: a span at the very start has no sentence before it.
    const qsizetype from = range.begin == 0 ? 0 : text.lastIndexOf(u'.', range.begin - 1) + 1;
    qsizetype to = text.indexOf(u'.', range.end);
    to = to < 0 ? text.size() : to + 1;
    const QString html = text.mid(from, range.begin - from).toHtmlEscaped() + u"<s>"_s
        + text.mid(range.begin, range.length()).toHtmlEscaped() + u"</s> <b>"_s + correction.toHtmlEscaped() + u"</b>"_s
        + text.mid(range.end, to - range.end).toHtmlEscaped();
    return html.trimmed();
}

} // namespace Errata
