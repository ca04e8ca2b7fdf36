// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanTextView's base colours: Markdown and code items coloured by SyntaxColouring under the span tints.
#include "widgets/textview/spantextview.h"

#include "widgets/textview/syntaxcolouring.h"

namespace Errata {

void SpanTextView::setTextFormat(TextFormat format, const QString &codeLanguage)
{
    if (format == m_textFormat && codeLanguage == m_codeLanguage) {
        return;
    }
    m_textFormat = format;
    m_codeLanguage = codeLanguage;
    invalidateSyntax();
}

void SpanTextView::invalidateSyntax()
{
    for (const auto &b : m_blocks) {
        b->syntaxValid = false;
    }
    m_breakDirty = true; // colours are shaped with the text
    invalidateLayout();
}

// Only the generation is coloured: the prompt is a person's instruction, not Markdown or code.
const QList<QTextLayout::FormatRange> &SpanTextView::syntaxFormats(Block &b) const
{
    if (!b.syntaxValid) {
        b.syntax = b.side == TextSide::Generation
            ? SyntaxColouring::formats(b.text, m_textFormat, m_codeLanguage, SyntaxColouring::isDark(palette()))
            : QList<QTextLayout::FormatRange>();
        b.syntaxValid = true;
    }
    return b.syntax;
}

QList<QTextLayout::FormatRange> SpanTextView::layoutFormats(TextSide side) const
{
    ensureLayout();
    return block(side).layout.formats() + block(side).tints;
}

} // namespace Errata
