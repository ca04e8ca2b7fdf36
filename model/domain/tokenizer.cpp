// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/tokenizer.h"

#include <algorithm>
#include <array>
#include <utility>

namespace Errata {
namespace {

bool isIdeographic(char32_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2FA1F)
        || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x3040 && c <= 0x30FF) || (c >= 0xAC00 && c <= 0xD7AF);
}

bool isWordPart(char32_t c)
{
    if (c < 0x80) { // ASCII, most of an English corpus: no marks, letters and digits only
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
    }
    const QChar::Category category = QChar::category(c);
    return QChar::isLetterOrNumber(c) || category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
        || category == QChar::Mark_Enclosing;
}

// Calls onToken(begin, end) for each token. ASCII, most of an English corpus, takes a table lookup and
// nothing else: the whole-corpus readers tokenize every generation (72 M characters at million spans).
template <typename OnToken>
void forEachToken(const QString &text, OnToken &&onToken)
{
    static const std::array<bool, 128> asciiWord = [] {
        std::array<bool, 128> word{};
        for (int c = 0; c < 128; ++c) word[size_t(c)] = isWordPart(char32_t(c));
        return word;
    }();
    const QChar *data = text.constData();
    const qsizetype size = text.size();
    qsizetype wordStart = -1;
    for (qsizetype i = 0; i < size;) {
        const char16_t unit = data[i].unicode();
        bool word = false;
        qsizetype width = 1;
        if (unit < 0x80 && asciiWord[unit]) { // the rest of an ASCII run of word characters, in one loop
            if (wordStart < 0) wordStart = i;
            for (++i; i < size && data[i].unicode() < 0x80 && asciiWord[data[i].unicode()];) ++i;
            continue;
        }
        if (unit >= 0x80) {
            char32_t c = unit;
            if (data[i].isHighSurrogate() && i + 1 < size && data[i + 1].isLowSurrogate()) {
                c = QChar::surrogateToUcs4(data[i], data[i + 1]);
                width = 2;
            }
            if (isIdeographic(c)) {
                if (wordStart >= 0) onToken(std::exchange(wordStart, -1), i);
                onToken(i, i + width);
                i += width;
                continue;
            }
            word = isWordPart(c);
        }
        if (!word && wordStart >= 0)
            onToken(std::exchange(wordStart, -1), i);
        else if (word && wordStart < 0)
            wordStart = i;
        i += width;
    }
    if (wordStart >= 0) onToken(wordStart, size);
}

} // namespace

QList<TextRange> tokenize(const QString &text)
{
    QList<TextRange> tokens;
    forEachToken(text, [&tokens](qsizetype begin, qsizetype end) {
        tokens << TextRange{begin, end, TextSide::Generation};
    });
    return tokens;
}

qsizetype appendTokenBounds(const QString &text, std::vector<qint32> &begins, std::vector<qint32> &ends)
{
    const size_t before = begins.size();
    forEachToken(text, [&](qsizetype begin, qsizetype end) {
        begins.push_back(qint32(begin));
        ends.push_back(qint32(end));
    });
    return qsizetype(begins.size() - before);
}

QList<TextRange> unitsOf(const QString &text, AgreementUnit unit)
{
    if (unit == AgreementUnit::Token) {
        return tokenize(text);
    }
    QList<TextRange> units;
    units.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        units << TextRange{i, i + 1, TextSide::Generation};
    }
    return units;
}

std::pair<qsizetype, qsizetype> coveredUnits(const QList<TextRange> &units, const TextRange &range)
{
    // First unit ending after the range's begin; then every unit starting before its end.
    const auto first = std::upper_bound(units.cbegin(), units.cend(), range.begin,
                                        [](qsizetype offset, const TextRange &unit) { return offset < unit.end; });
    if (range.isEmpty()) {
        const bool inside = first != units.cend() && first->begin <= range.begin;
        const qsizetype index = first - units.cbegin();
        return {index, inside ? index + 1 : index};
    }
    const auto last = std::lower_bound(first, units.cend(), range.end,
                                       [](const TextRange &unit, qsizetype offset) { return unit.begin < offset; });
    return {first - units.cbegin(), last - units.cbegin()};
}

} // namespace Errata
