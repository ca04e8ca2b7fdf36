// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// OpenMEVA's perturbations (Guan et al. 2021, §4.2), on plain English text: each changes one place, chosen by
// a seeded generator, and reports the span it created so an annotator's answer can be scored against it.
#include "model/domain/perturbation.h"

#include "model/domain/enumkeys.h"

#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr std::array Kinds{
    EnumKey<Perturbation>{Perturbation::RepeatSentence, "repeat"_L1},
    EnumKey<Perturbation>{Perturbation::ShuffleSentences, "shuffle"_L1},
    EnumKey<Perturbation>{Perturbation::Negate, "negate"_L1},
    EnumKey<Perturbation>{Perturbation::SwapConnective, "connective"_L1},
    EnumKey<Perturbation>{Perturbation::Antonym, "antonym"_L1},
    EnumKey<Perturbation>{Perturbation::CutEnding, "cut_ending"_L1},
};

// Word pairs, each replaced by the other (lower case; a capital first letter is kept).
const QList<std::pair<QString, QString>> &antonyms()
{
    static const QList<std::pair<QString, QString>> pairs{
        {u"good"_s, u"bad"_s},     {u"happy"_s, u"sad"_s},  {u"hot"_s, u"cold"_s},    {u"big"_s, u"small"_s},
        {u"always"_s, u"never"_s}, {u"love"_s, u"hate"_s},  {u"old"_s, u"young"_s},   {u"early"_s, u"late"_s},
        {u"open"_s, u"closed"_s},  {u"light"_s, u"dark"_s}, {u"win"_s, u"lose"_s},    {u"won"_s, u"lost"_s},
        {u"fast"_s, u"slow"_s},    {u"rich"_s, u"poor"_s},  {u"full"_s, u"empty"_s},  {u"calm"_s, u"angry"_s},
        {u"first"_s, u"last"_s},   {u"long"_s, u"short"_s}, {u"strong"_s, u"weak"_s}, {u"warm"_s, u"cool"_s},
    };
    return pairs;
}

const QList<std::pair<QString, QString>> &connectives()
{
    static const QList<std::pair<QString, QString>> pairs{{u"because"_s, u"although"_s}, {u"but"_s, u"so"_s},
                                                          {u"and"_s, u"but"_s},          {u"so"_s, u"but"_s},
                                                          {u"then"_s, u"before"_s},      {u"after"_s, u"before"_s},
                                                          {u"before"_s, u"after"_s},     {u"although"_s, u"because"_s}};
    return pairs;
}

const QStringList &auxiliaries()
{
    static const QStringList words{u"is"_s,   u"are"_s,   u"was"_s,   u"were"_s,   u"can"_s,
                                   u"will"_s, u"could"_s, u"would"_s, u"should"_s, u"has"_s,
                                   u"have"_s, u"had"_s,   u"must"_s,  u"may"_s,    u"might"_s};
    return words;
}

// The words of text (letters and apostrophes), as ranges.
QList<TextRange> words(const QString &text)
{
    static const QRegularExpression word(u"[A-Za-z']+"_s);
    QList<TextRange> ranges;
    for (const QRegularExpressionMatch &m : word.globalMatch(text)) {
        ranges << TextRange{m.capturedStart(), m.capturedEnd(), TextSide::Generation};
    }
    return ranges;
}

QString keepCase(const QString &original, QString replacement)
{
    if (!original.isEmpty() && original.at(0).isUpper()) replacement[0] = replacement.at(0).toUpper();
    return replacement;
}

PerturbedText replaced(const QString &text, const TextRange &at, const QString &with)
{
    return {text.left(at.begin) + with + text.mid(at.end), {at.begin, at.begin + with.size(), TextSide::Generation}};
}

// One word of a list (whole word, any case), chosen by seed among all occurrences; replaced by its partner.
std::optional<PerturbedText> swapWord(const QString &text, const QList<std::pair<QString, QString>> &pairs,
                                      QRandomGenerator &random)
{
    QList<std::pair<TextRange, QString>> places;
    for (const TextRange &w : words(text)) {
        const QString lower = text.mid(w.begin, w.length()).toLower();
        for (const auto &[a, b] : pairs) {
            if (lower == a) places.append({w, b});
        }
    }
    if (places.isEmpty()) return std::nullopt;
    const auto &[at, partner] = places.at(qsizetype(random.bounded(quint32(places.size()))));
    return replaced(text, at, keepCase(text.mid(at.begin, at.length()), partner));
}

std::optional<PerturbedText> repeatSentence(const QString &text, const QList<TextRange> &s, QRandomGenerator &random)
{
    if (s.isEmpty()) return std::nullopt;
    const TextRange &one = s.at(qsizetype(random.bounded(quint32(s.size()))));
    const QString copy = u" "_s + text.mid(one.begin, one.length());
    return PerturbedText{text.left(one.end) + copy + text.mid(one.end),
                         {one.end + 1, one.end + copy.size(), TextSide::Generation}};
}

// The sentences in a seeded order other than the original: the span runs from the first sentence that
// moved to the end of the last one that did.
std::optional<PerturbedText> shuffleSentences(const QString &text, const QList<TextRange> &s, QRandomGenerator &random)
{
    if (s.size() < 2) return std::nullopt;
    QList<qsizetype> order(s.size());
    std::iota(order.begin(), order.end(), 0);
    while (std::is_sorted(order.cbegin(), order.cend())) {
        for (qsizetype i = order.size() - 1; i > 0; --i) std::swap(order[i], order[random.bounded(quint32(i + 1))]);
    }
    QString out = text.left(s.first().begin);
    qsizetype first = -1, last = -1;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (i > 0) out += text.mid(s.at(i - 1).end, s.at(i).begin - s.at(i - 1).end); // the original gap
        if (order.at(i) != i && first < 0) first = out.size();
        out += text.mid(s.at(order.at(i)).begin, s.at(order.at(i)).length());
        if (order.at(i) != i) last = out.size();
    }
    out += text.mid(s.last().end);
    return PerturbedText{out, {first, last, TextSide::Generation}};
}

std::optional<PerturbedText> negate(const QString &text, QRandomGenerator &random)
{
    QList<TextRange> places;
    for (const TextRange &w : words(text)) {
        if (auxiliaries().contains(text.mid(w.begin, w.length()).toLower())) places << w;
    }
    if (places.isEmpty()) return std::nullopt;
    const TextRange at = places.at(qsizetype(random.bounded(quint32(places.size()))));
    return replaced(text, at, text.mid(at.begin, at.length()) + u" not"_s);
}

// The last sentence is cut off; the span is the sentence that now ends the text, where it stops too soon.
std::optional<PerturbedText> cutEnding(const QString &text, const QList<TextRange> &s)
{
    if (s.size() < 2) return std::nullopt;
    const TextRange &end = s.at(s.size() - 2);
    return PerturbedText{text.left(end.end), end};
}

} // namespace

QString perturbationKey(Perturbation kind)
{
    return enumToKey(Kinds, kind);
}

bool perturbationFromKey(QStringView key, Perturbation *kind)
{
    return enumFromKey(Kinds, key, kind);
}

QList<TextRange> sentenceRanges(const QString &text)
{
    static const QRegularExpression sentence(uR"([^\s][^.!?]*(?:[.!?]+["'”’)]*|$))"_s);
    QList<TextRange> ranges;
    for (const QRegularExpressionMatch &m : sentence.globalMatch(text)) {
        if (m.capturedLength() > 0) ranges << TextRange{m.capturedStart(), m.capturedEnd(), TextSide::Generation};
    }
    return ranges;
}

std::optional<PerturbedText> perturb(const QString &text, Perturbation kind, quint64 seed)
{
    QRandomGenerator random(quint32(seed ^ (seed >> 32)) ^ quint32(kind) * 0x9e3779b9U);
    const QList<TextRange> s = sentenceRanges(text);
    switch (kind) {
    case Perturbation::RepeatSentence: return repeatSentence(text, s, random);
    case Perturbation::ShuffleSentences: return shuffleSentences(text, s, random);
    case Perturbation::Negate: return negate(text, random);
    case Perturbation::SwapConnective: return swapWord(text, connectives(), random);
    case Perturbation::Antonym: return swapWord(text, antonyms(), random);
    case Perturbation::CutEnding: return cutEnding(text, s);
    }
    return std::nullopt;
}

bool hitsCheck(const QList<TextRange> &marked, const TextRange &expected, qsizetype tolerance)
{
    return std::any_of(marked.cbegin(), marked.cend(), [&](const TextRange &r) {
        return r.side == expected.side && std::abs(r.begin - expected.begin) <= tolerance
            && std::abs(r.end - expected.end) <= tolerance;
    });
}

} // namespace Errata
