// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <optional>

namespace Errata {

// Google's MQM annotation TSVs (../shared/data/README.md §6): one row per error of one rater on
// one system's translation of one segment, the span marked with <v>…</v> in the source or the
// target. Source → prompt, target → generation; source-side spans stay on the prompt side.
// Quirks handled: raw tab splitting, except in files whose quoted fields are all CSV-quoted
// (newstest2020 en-de); header cells that are comments ('# Documentation…', SxS) have no column;
// "No-error" ratings are clean ratings; "HOTW-test" rows are attention checks, skipped; the
// longest tag-stripped text variant is the item's text; an unclosed <v> runs to the end (warning).
class MqmTsvReader
{
    Q_DECLARE_TR_FUNCTIONS(MqmTsvReader)
public:
    // How raters become people. MQM rater ids are campaign-wide (WMT publishes one campaign in
    // several files), so by default "rater3" of every file is one person; PerFile names them
    // "rater3 · <file>" for the rare data set whose ids are local to a file.
    enum class People { Campaign, PerFile };
    // fileName is used in messages (and, with People::PerFile, in the raters' names).
    static std::optional<Corpus> read(const QByteArray &bytes, const QString &fileName, ImportError *error,
                                      People people = People::Campaign);
};

// Decodes UTF-8 strictly; on invalid bytes reports the line where they are.
std::optional<QString> decodeUtf8(const QByteArray &bytes, const QString &fileName, ImportError *error);

} // namespace Errata
