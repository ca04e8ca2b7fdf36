// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/repository.h"
#include "model/domain/taxonomy.h"

#include <optional>

namespace Errata {

// The project's taxonomy. The tables hold the nodes and scale so that spans reference them by
// foreign key and SQL can group by level; the original JSON is kept beside them, and it is what
// load() reads, so a taxonomy round-trips byte for byte.
class TaxonomyRepository final : public Repository
{
public:
    using Repository::Repository;

    // Only for a project without a taxonomy yet (changing one under existing spans is a later feature).
    bool save(const Taxonomy &taxonomy);
    std::optional<Taxonomy> load();

private:
    bool saveNode(const TaxonomyNode &node, int position);
    bool saveTexts(const TaxonomyNode &node);
};

} // namespace Errata
