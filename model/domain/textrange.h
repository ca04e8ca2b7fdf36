// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace Errata {

// Which text of an item a range points into. MQM marks some errors in the source,
// so those stay on the prompt side instead of being dropped or moved.
enum class TextSide { Generation, Prompt };

QString textSideKey(TextSide side);
bool textSideFromKey(const QString &key, TextSide *side);

// A half-open range [begin, end) of UTF-16 code units into one side of an item.
// An empty range is an insertion point (TGEA "Missing": something belongs here).
struct TextRange
{
    qsizetype begin = 0;
    qsizetype end = 0;
    TextSide side = TextSide::Generation;

    qsizetype length() const { return end - begin; }
    bool isEmpty() const { return begin == end; }
    bool isValid() const { return 0 <= begin && begin <= end; }
    bool overlaps(const TextRange &other) const { return side == other.side && begin < other.end && other.begin < end; }
    bool contains(const TextRange &other) const
    {
        return side == other.side && begin <= other.begin && other.end <= end;
    }

    friend bool operator==(const TextRange &, const TextRange &) = default;
};

} // namespace Errata
