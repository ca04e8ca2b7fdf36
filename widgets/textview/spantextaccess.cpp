// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanTextView for people who do not see the colours: high-contrast lanes, and the spans under the
// text cursor told to screen readers through the accessible description.
#include "widgets/textview/spantextmetrics.h"
#include "widgets/textview/spantextview.h"

#include <QAccessible>

using namespace Qt::StringLiterals;

namespace Errata {

void SpanTextView::setHighContrast(bool on)
{
    if (m_highContrast != on) {
        m_highContrast = on;
        invalidateLayout();
    }
}

qreal SpanTextView::laneStep() const
{
    // Room for bars twice as thick in high contrast.
    return m_highContrast ? 2 * SpanTextMetrics::LaneStep : SpanTextMetrics::LaneStep;
}

QString SpanTextView::describeSpansAt(qsizetype offset, TextSide side) const
{
    QStringList found;
    for (const SpanVisual &span : m_spans) {
        const bool covers = span.range.side == side && span.range.begin <= offset && offset < span.range.end;
        if (covers) {
            found << (span.description.isEmpty() ? tr("unnamed span") : span.description);
        }
    }
    if (found.isEmpty()) {
        return tr("No span here");
    }
    return found.size() == 1 ? tr("Span here: %1").arg(found.first())
                             : tr("%n spans here: %1", nullptr, int(found.size())).arg(found.join(u"; "_s));
}

void SpanTextView::announce()
{
    QString text;
    if (m_selectedSpan >= 0 && m_selectedSpan < m_spans.size()) {
        const SpanVisual &span = m_spans[m_selectedSpan];
        const QString &body = block(span.range.side).text;
        text = tr("Selected span: %1 — “%2”").arg(span.description, body.mid(span.range.begin, span.range.length()));
    } else {
        text = describeSpansAt(m_cursor, m_cursorSide);
    }
    if (text == accessibleDescription()) {
        return;
    }
    setAccessibleDescription(text);
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace Errata
