// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/packagebaseline.h"

#include <QHash>

#include <optional>

namespace Errata {

class Project;

// What the home project remembers of a person's latest work package (setting "package:<owner>"):
// which split it is, and the owner's work as it was at the split or the last merge (the baseline,
// stored beside the record), with span ids as the package numbers them; `ids` maps the package's numbers of
// spans that came home to the home project's. In a blind project `aliases` maps the package's opaque
// item ids (#01, …) to the corpus ids, which never leave home; the baseline holds corpus ids.
struct PackageRecord
{
    QString splitId;
    QString at;
    PackageBaseline baseline;
    QHash<qint64, qint64> ids;
    QHash<QString, QString> aliases;
    // Time spent offline that this split's packages brought home so far: all of it was spent between the
    // split and now, so a package claiming more is refused (PackageAudit).
    qint64 offlineSeconds = 0;

    // The owner's newest split, or with splitId an older one: a split keeps the record it replaces, so
    // a package made before it can still be merged against its own baseline (no work is stranded).
    static std::optional<PackageRecord> load(Project &home, const QString &owner, const QString &splitId = QString());
    bool save(Project &home, const QString &owner, bool newest = true) const;

    // The record as stored, made ready without the project: its baseline encoded and its members set.
    // The most of save()'s time at `million` (the baseline's 100,000 annotations, as many aliases), so a
    // split prepares it on another core while it writes the package.
    struct Stored
    {
        QString baseline; // Baseline::encode in base64
        QString record;   // the JSON
    };
    Stored stored() const;
    static bool save(Project &home, const QString &owner, const QString &splitId, const Stored &stored,
                     bool newest = true);
    // Keeps the owner's newest record (if any) under its split's id, as it is stored: a new split is about
    // to replace it, and a package made before can still come home against its own baseline.
    static bool keepAsOlder(Project &home, const QString &owner);
};

} // namespace Errata
