// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/conflictrepository.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace Errata {

class Project;

struct SplitSummary
{
    int items = 0;
    int spans = 0; // the owner's, at the split
};

struct MergeSummary
{
    int spansAdded = 0;
    int spansChanged = 0;
    int spansRemoved = 0;
    int judgementsChanged = 0;
    int statesChanged = 0;
    int historyEntries = 0;     // offline workflow steps brought home
    int reviewEvents = 0;       // offline replies in review threads
    int actionEntries = 0;      // entries of the action log written offline
    int suggestionsDecided = 0; // suggestions accepted or rejected offline
    int conflicts = 0;          // kept both ways and listed in merge_conflict
    qint64 secondsAdded = 0;    // time spent offline, added to home's

    bool changedNothing() const;
};

// A merge conflict with the item and person named, for listing.
struct OpenConflict
{
    MergeConflict conflict;
    QString item; // external id
    QString annotator;
};

// Offline work packages (product.md §4): one annotator's items, in a project file of their own,
// taken away and merged back. The home project remembers each person's latest split (its id, and
// the owner's work as it was then), so a merge can tell who changed what since: changes made only
// offline come home, changes made only at home stay, and a span changed on both sides is kept both
// ways and listed as a conflict for the coordinator. Only the owner's layer, judgements, workflow
// steps and replies come back. After a merge the remembered state is the package's, so merging
// the same package again changes nothing, and the annotator may go on working in it.
class WorkPackage
{
    Q_DECLARE_TR_FUNCTIONS(WorkPackage)
public:
    // Called with the percent done at a few points (split) or every item (merge); returning false
    // stops the work: nothing is committed to the home project and no package file is left.
    using Progress = std::function<bool(int percent)>;

    // Both are the coordinator's (product.md §3, offline work packages): actorId is the person doing it,
    // checked by Permissions before anything is read or written.
    static std::unique_ptr<Project> split(Project &home, qint64 actorId, const QString &annotator,
                                          const QString &packagePath, SplitSummary *summary, QString *error,
                                          const Progress &progress = {});
    static bool merge(Project &home, qint64 actorId, Project &package, MergeSummary *summary, QString *error,
                      const Progress &progress = {});
    // The package's owner, or nothing when the project is not a work package.
    static std::optional<QString> ownerOf(Project &package);
    static QList<OpenConflict> openConflicts(Project &home);
};

// Keys of the settings that tie a package to its home project.
namespace PackageKey {
inline constexpr auto ProjectId = QLatin1StringView("project_id");     // every project, made on first split
inline constexpr auto HomeProject = QLatin1StringView("package_home"); // in a package: its home's project_id
inline constexpr auto SplitId = QLatin1StringView("package_split");    // in a package: which split
inline constexpr auto Owner = QLatin1StringView("package_owner");      // in a package: whose
inline constexpr auto SplitAt = QLatin1StringView("package_split_at");
inline constexpr auto OpaqueIds = QLatin1StringView("package_opaque_ids"); // in a blind package: "1", ids are #01…
QString homeRecord(const QString &owner);                                  // in the home: "package:<owner>"
QString olderRecord(const QString &owner, const QString &splitId);         // "package:<owner>@<split>"
} // namespace PackageKey

} // namespace Errata
