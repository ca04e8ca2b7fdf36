// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/repository.h"

#include <optional>

namespace Errata {

// Project-wide settings: title, taxonomy id, blind mode, enabled item judgements, ...
class SettingsRepository final : public Repository
{
public:
    using Repository::Repository;

    std::optional<QString> value(const QString &key);
    QString value(const QString &key, const QString &fallback);
    bool setValue(const QString &key, const QString &value);
    // A setting that shapes the project for everyone who opens it (its type colours): the
    // coordinator's to change, like the taxonomy (product.md §4); anyone else is refused, with
    // lastError() naming the rule, and nothing is written. Instructions longer than
    // SettingLimit::InstructionsChars are refused the same way.
    bool setProjectOption(const QString &key, const QString &value, qint64 actorId);
};

// Keys of the settings the application reads (documented in docs/project-file.md).
namespace SettingKey {
inline constexpr auto Format = QLatin1StringView("format"); // always "errata-project"
inline constexpr auto Title = QLatin1StringView("title");
inline constexpr auto TaxonomyId = QLatin1StringView("taxonomy_id");
inline constexpr auto TaxonomyJson = QLatin1StringView("taxonomy_json");
inline constexpr auto BlindMode = QLatin1StringView("blind_mode");                     // "1" (default) or "0"
inline constexpr auto AnonymousAnnotators = QLatin1StringView("anonymous_annotators"); // "1": show A1, A2, …
inline constexpr auto Judgements = QLatin1StringView("judgements"); // comma list: erroneous,rating,authorship
inline constexpr auto CreatedAt = QLatin1StringView("created_at");
inline constexpr auto TypeColours = QLatin1StringView("type_colors");        // {"Redundant": "#88CCEE", …}: overrides
inline constexpr auto Instructions = QLatin1StringView("instructions");      // Markdown, shown to annotators
inline constexpr auto HiddenMetadata = QLatin1StringView("hidden_metadata"); // comma list; "none"; absent: defaults
inline constexpr auto EsaConfirmBelow = QLatin1StringView("esa_confirm_below"); // 0–100; absent: 66
inline constexpr auto SplitRatio = QLatin1StringView("split_ratio"); // "8:1:1": the benchmark split's train:dev:test
inline constexpr auto SplitSeed = QLatin1StringView("split_seed");   // its seed
// Seconds per word below which a submitted assignment's logged working time is flagged (errata-cli log --fast)
inline constexpr auto FastSecondsPerWord = QLatin1StringView("fast_seconds_per_word");
// "1": assign and the Study tab's planner give real work only to people whose newest qualification passed
inline constexpr auto RequireQualification = QLatin1StringView("require_qualification");
// TGEA's discard limit: the most errors a text may have (a whole number, 1 or more); absent: no limit
inline constexpr auto MaxErrorsPerText = QLatin1StringView("max_errors_per_text");
// Who is left out of the analyses, and why: AnalysisExclusions (model/storage/analysisexclusions.h)
inline constexpr auto AnalysisExclusions = QLatin1StringView("analysis_exclusions");
} // namespace SettingKey

namespace SettingLimit {
// The longest instructions stored or shown (UTF-16 units), about 20 printed pages. Prose of any length lays
// out in milliseconds, but one unbroken word costs time by the square of its length (measured: 0.9 s at this
// size, 2.5 s at twice it). setProjectOption refuses longer ones; the window cuts a longer text a file holds
// anyway, and says so.
inline constexpr qsizetype InstructionsChars = 64 * 1024;
} // namespace SettingLimit

} // namespace Errata
