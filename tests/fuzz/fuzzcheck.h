// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the fuzz targets: what every imported corpus must satisfy, whatever the input was.
// A violation aborts, which libFuzzer (or the fallback driver) reports as a crash with the input.
#include "model/interchange/corpus.h"

#include <cstdio>
#include <cstdlib>

namespace Errata::Fuzz {

inline void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant violated: %s\n", what);
        std::abort();
    }
}

inline void checkRange(const TextRange &range, const Item &item)
{
    const qsizetype size = range.side == TextSide::Prompt ? item.prompt.size() : item.generation.size();
    require(range.begin >= 0 && range.begin <= range.end && range.end <= size, "span range outside its text");
}

// A reader that accepts an input must hand back spans that lie inside their texts.
inline void checkCorpus(const Corpus &corpus)
{
    for (const CorpusItem &item : corpus.items) {
        for (const CorpusAnnotation &annotation : item.annotations) {
            for (const Span &span : annotation.spans) {
                checkRange(span.range, item.item);
                for (const SpanLink &link : span.links) checkRange(link.range, item.item);
            }
        }
    }
}

} // namespace Errata::Fuzz
