// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/wordsnap.h"

#include "model/domain/tokenizer.h"

#include <QTextBoundaryFinder>

#include <algorithm>

namespace Errata::WordSnap {
qsizetype graphemeBoundaryBefore(const QString &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    finder.setPosition(offset);
    if (finder.isAtBoundary()) {
        return offset;
    }
    const qsizetype previous = finder.toPreviousBoundary();
    return previous < 0 ? 0 : previous;
}

qsizetype graphemeBoundaryAfter(const QString &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    finder.setPosition(offset);
    if (finder.isAtBoundary()) {
        return offset;
    }
    const qsizetype next = finder.toNextBoundary();
    return next < 0 ? text.size() : next;
}

namespace {

// The token a cut at offset falls strictly inside, if any.
const TextRange *tokenAround(const QList<TextRange> &tokens, qsizetype offset)
{
    const auto after = std::upper_bound(tokens.cbegin(), tokens.cend(), offset,
                                        [](qsizetype at, const TextRange &token) { return at < token.end; });
    return after != tokens.cend() && after->begin < offset ? &*after : nullptr;
}

} // namespace

TextRange snapToWords(const QString &text, TextRange range)
{
    qsizetype begin = graphemeBoundaryBefore(text, std::min(range.begin, range.end));
    qsizetype end = graphemeBoundaryAfter(text, std::max(range.begin, range.end));
    // Trim whitespace the selection swept over at either end.
    while (begin < end && text.at(begin).isSpace()) {
        ++begin;
    }
    while (end > begin && text.at(end - 1).isSpace()) {
        --end;
    }
    if (begin == end) {
        return {begin, begin, range.side};
    }
    // Only a cut inside a token moves, to the token's edge: the tokens statistics count (tokenizer.h),
    // so a span always covers whole tokens. A cut next to punctuation is already a fine place to stop.
    const QList<TextRange> tokens = tokenize(text);
    if (const TextRange *token = tokenAround(tokens, begin)) {
        begin = graphemeBoundaryBefore(text, token->begin);
    }
    if (const TextRange *token = tokenAround(tokens, end)) {
        // A joiner (ZWJ, ZWNJ) is no word part but belongs to the cluster before it: never cut there.
        end = graphemeBoundaryAfter(text, token->end);
    }
    return {begin, end, range.side};
}

// Word steps stop where a token ends or starts, so they skip spaces and punctuation the way editors
// do, and step over ideographs one at a time.
qsizetype nextWordBoundary(const QString &text, qsizetype offset)
{
    for (const TextRange &token : tokenize(text)) {
        if (token.end > offset) {
            return token.end;
        }
    }
    return text.size();
}

qsizetype previousWordBoundary(const QString &text, qsizetype offset)
{
    const QList<TextRange> tokens = tokenize(text);
    for (auto token = tokens.crbegin(); token != tokens.crend(); ++token) {
        if (token->begin < offset) {
            return token->begin;
        }
    }
    return 0;
}

} // namespace Errata::WordSnap
