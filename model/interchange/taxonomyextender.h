// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/taxonomy.h"

#include <QCoreApplication>
#include <optional>

namespace Errata {

// Real corpora use categories a shipped taxonomy lacks (MQM files differ from campaign to
// campaign). For a project created by an import, this adds them: "Top/Sub" under its top-level
// group when that group has subtypes, otherwise as a top-level type; unknown severities with
// weight 0. Colours come from the colour-blind-safe palette, distinct among siblings.
class TaxonomyExtender
{
    Q_DECLARE_TR_FUNCTIONS(TaxonomyExtender)
public:
    static std::optional<Taxonomy> extend(const Taxonomy &base, const QStringList &typeKeys,
                                          const QStringList &severityKeys, QString *error);
};

} // namespace Errata
