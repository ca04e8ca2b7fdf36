// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <optional>

namespace Errata {

// OpenMEVA MANS JSON (../shared/data/README.md §1): 200 prompts × 5 models, five 1–5 ratings per
// story. Each story is an item (metadata model, group = story id); the human reference is an item
// of its own (model "human", no ratings). The five ratings become the "rating" judgements of five
// anonymous raters "rater N · <file>". Position N is not a stable identity across stories (the
// data has none), so per-rater statistics on these are meaningless; agreement that needs no
// identity (α over items) is fine.
class OpenMevaReader
{
    Q_DECLARE_TR_FUNCTIONS(OpenMevaReader)
public:
    static std::optional<Corpus> read(const QByteArray &bytes, const QString &fileName, ImportError *error);
};

} // namespace Errata
