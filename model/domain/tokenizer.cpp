// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/tokenizer.h"

#include <algorithm>

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

} // namespace

QList<TextRange> tokenize(const QString &text)
{
    QList<TextRange> tokens;
    qsizetype wordStart = -1;
    for (qsizetype i = 0; i < text.size();) {
        char32_t c = text.at(i).unicode();
        qsizetype width = 1;
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            width = 2;
        }
        const bool ideograph = isIdeographic(c);
        const bool word = !ideograph && isWordPart(c);
        if (!word && wordStart >= 0) {
            tokens << TextRange{wordStart, i, TextSide::Generation};
            wordStart = -1;
        }
        if (ideograph) {
            tokens << TextRange{i, i + width, TextSide::Generation};
        } else if (word && wordStart < 0) {
            wordStart = i;
        }
        i += width;
    }
    if (wordStart >= 0) {
        tokens << TextRange{wordStart, text.size(), TextSide::Generation};
    }
    return tokens;
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
