// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QList>
#include <QString>

#include <optional>

namespace Errata {

// The perturbations OpenMEVA used to make known-bad copies of a text (issue #44, "Checks the tool makes").
enum class Perturbation { RepeatSentence, ShuffleSentences, Negate, SwapConnective, Antonym, CutEnding };

// A perturbed copy and the span the perturbation created: the error an annotator is expected to mark.
struct PerturbedText
{
    QString text;
    TextRange expected; // UTF-16 offsets into text, on the generation side
};

QString perturbationKey(Perturbation kind);
bool perturbationFromKey(QStringView key, Perturbation *kind);

// The copy of text under kind, choosing where (which sentence, which word) by seed: the same text, kind and
// seed give the same copy. Nothing when the text offers no place for it (one sentence to shuffle, no
// auxiliary verb to negate, no connective or antonym of the built-in English lists).
std::optional<PerturbedText> perturb(const QString &text, Perturbation kind, quint64 seed);

// The sentences of a text as ranges: each ends after its '.', '!' or '?' (and closing quotes), or at the
// end of the text; the spaces between sentences belong to none.
QList<TextRange> sentenceRanges(const QString &text);

// Whether an annotator marked the expected error: one of their spans begins and ends within tolerance
// UTF-16 units of the expected span's edges.
bool hitsCheck(const QList<TextRange> &marked, const TextRange &expected, qsizetype tolerance);

} // namespace Errata
