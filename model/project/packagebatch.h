// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/workpackage.h"

#include <QList>

namespace Errata {

struct BatchSplit
{
    QString annotator;
    QString path;
    SplitSummary summary;
    bool replaced = false; // a merged package of the same name was there
};

// What stands where a package is to be written (PackageBatch::slotAt).
enum class PackageSlot {
    Free,   // nothing
    Merged, // a package of this project whose work is all here: merging it again would change nothing
    Taken,  // anything else: refused, with the reason
};

struct BatchMerge
{
    QString path;
    QString owner;
    MergeSummary summary;
};

// Work packages for a whole study at once (docs/study.md, "Distribution"): one per annotator out,
// a folder of returned ones in. Both are the coordinator's and all or nothing.
class PackageBatch
{
    Q_DECLARE_TR_FUNCTIONS(PackageBatch)
public:
    // A package for every active annotator with work to do (new, in progress or returned), in folder,
    // named after them (fileNameFor). A package already there is replaced when its work has been merged
    // (a second round into the same folder); any other file there, or any failure, leaves no new package.
    static bool splitAll(Project &home, qint64 actorId, const QString &folder, QList<BatchSplit> *done, QString *error);
    // Merges every .errata file of folder, each of which must be a package of this project, in one
    // transaction: a bad package (another project's, not a package, damaged) merges nothing and is named.
    static bool mergeFolder(Project &home, qint64 actorId, const QString &folder, QList<BatchMerge> *done,
                            QString *error);
    // Whether a package may be written at path: a merged package is replaced, never one with work not
    // merged yet, another project's, or a file that is no package (why says which). Reads only.
    static PackageSlot slotAt(Project &home, qint64 actorId, const QString &path, QString *why);
    // "Ann Alpha" -> "Ann Alpha.errata" (safeName + the suffix).
    static QString fileNameFor(const QString &annotator);
    // A person's name made safe as part of a file name: characters file systems refuse become "_",
    // leading dots go. Shared with File ▸ Make Work Package…'s suggested name.
    static QString safeName(const QString &annotator);
};

} // namespace Errata
