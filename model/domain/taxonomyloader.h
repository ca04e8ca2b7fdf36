// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/taxonomy.h"

#include <QCoreApplication>

namespace Errata {

struct TaxonomyError
{
    int line = 0;
    int column = 0; // 0 when only the line is known
    QString message;
};

struct TaxonomyLoadResult
{
    std::optional<Taxonomy> taxonomy;
    QList<TaxonomyError> errors;

    bool isValid() const { return taxonomy.has_value(); }
    // "file.json:12: message" lines, one per error.
    QString errorText(const QString &fileName) const;
};

// Reads and validates taxonomy JSON (format "errata-taxonomy", see docs/taxonomy-format.md).
// Every problem found is reported with its line; a file with any error yields no taxonomy.
class TaxonomyLoader
{
    Q_DECLARE_TR_FUNCTIONS(TaxonomyLoader)
public:
    static TaxonomyLoadResult fromJson(const QByteArray &json);
    static TaxonomyLoadResult fromFile(const QString &path);
    // The taxonomies shipped in the application: "scarecrow", "tgea", "mqm", "esa".
    static QStringList builtinIds();
    static TaxonomyLoadResult builtin(const QString &id);
};

} // namespace Errata
