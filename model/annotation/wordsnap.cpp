// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/annotation/wordsnap.h"

#include <QTextBoundaryFinder>

namespace Errata::WordSnap {
namespace {

bool isAtWordBoundary(QTextBoundaryFinder &finder, qsizetype offset)
{
    finder.setPosition(offset);
    return finder.isAtBoundary();
}

} // namespace

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
    QTextBoundaryFinder words(QTextBoundaryFinder::Word, text);
    // Only a cut inside a word moves; a boundary next to punctuation is already a fine place to stop.
    if (!isAtWordBoundary(words, begin)) {
        words.setPosition(begin);
        const qsizetype previous = words.toPreviousBoundary();
        begin = previous < 0 ? 0 : previous;
    }
    if (!isAtWordBoundary(words, end)) {
        words.setPosition(end);
        const qsizetype next = words.toNextBoundary();
        end = next < 0 ? text.size() : next;
    }
    return {begin, end, range.side};
}

// Word steps stop only where a word (letters, digits, ideographs) ends or starts, so they skip
// spaces and punctuation the way editors do; QTextBoundaryFinder's own reasons do not mark the
// boundaries between ideographs as word ends.
namespace {
bool isWordCharacter(QChar c)
{
    return !c.isSpace() && !c.isPunct() && !c.isSymbol();
}
} // namespace

qsizetype nextWordBoundary(const QString &text, qsizetype offset)
{
    QTextBoundaryFinder words(QTextBoundaryFinder::Word, text);
    words.setPosition(std::clamp<qsizetype>(offset, 0, text.size()));
    for (qsizetype next = words.toNextBoundary(); next >= 0; next = words.toNextBoundary()) {
        if (next > 0 && isWordCharacter(text.at(next - 1))) {
            return next;
        }
    }
    return text.size();
}

qsizetype previousWordBoundary(const QString &text, qsizetype offset)
{
    QTextBoundaryFinder words(QTextBoundaryFinder::Word, text);
    words.setPosition(std::clamp<qsizetype>(offset, 0, text.size()));
    for (qsizetype previous = words.toPreviousBoundary(); previous >= 0; previous = words.toPreviousBoundary()) {
        if (previous < text.size() && isWordCharacter(text.at(previous))) {
            return previous;
        }
    }
    return 0;
}

} // namespace Errata::WordSnap
