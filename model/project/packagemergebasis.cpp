// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/packagemergebasis.h"

#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/project/workpackage.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

#include <future>

namespace Errata::PackageMergeBasis {

std::optional<MergeBasis> mergeBasis(Project &home, Project &package, QString *error)
{
    SettingsRepository settings = package.settings();
    const auto owner = settings.value(PackageKey::Owner);
    if (!owner) {
        return *error = WorkPackage::tr("%1 is not a work package").arg(package.path()), std::nullopt;
    }
    const QString homeId = home.settings().value(PackageKey::ProjectId, QString());
    if (homeId.isEmpty() || settings.value(PackageKey::HomeProject, QString()) != homeId) {
        *error = WorkPackage::tr("%1 was made from another project, not from %2").arg(package.path(), home.path());
        return std::nullopt;
    }
    // Spans typed in another taxonomy would land in the home project under keys it does not have.
    if (package.taxonomy().id != home.taxonomy().id) {
        *error = WorkPackage::tr("%1 uses the taxonomy \"%2\", but %3 uses \"%4\"")
                     .arg(package.path(), package.taxonomy().id, home.path(), home.taxonomy().id);
        return std::nullopt;
    }
    // An older package (made before the owner was split again) merges against its own record, like any
    // work done elsewhere at the same time: what only it changed comes home, the rest is a conflict.
    const QString splitId = settings.value(PackageKey::SplitId, QString());
    std::optional<PackageRecord> newest = PackageRecord::load(home, *owner);
    // Most packages are the newest: their record is read once, not twice.
    const bool isNewest = newest && newest->splitId == splitId;
    std::optional<PackageRecord> record = isNewest ? newest : PackageRecord::load(home, *owner, splitId);
    const auto person = home.people().findByName(*owner);
    if (!newest || !person) {
        return *error = WorkPackage::tr("%1 has no work package of %2 on record").arg(home.path(), *owner),
               std::nullopt;
    }
    if (!record || record->splitId != splitId) {
        *error =
            WorkPackage::tr("%1 is a package of %2 (made %3) that %4 has no record of; the newest was made %5.")
                .arg(package.path(), *owner, settings.value(PackageKey::SplitAt, QString()), home.path(), newest->at);
        return std::nullopt;
    }
    return MergeBasis{*owner, person->id, std::move(*record), isNewest};
}

Sides::~Sides()
{
    // The future waits for the other thread (or, given none, frees it here as the task is dropped).
    const std::future<void> freed =
        std::async(std::launch::async | std::launch::deferred, [other = std::move(theirs)]() mutable { other = {}; });
    ours = {};
}

// Both sides as the merge compares them: annotations only, the texts left where they are (half of a read at
// `million`); home without its threads and history (the package's are counted against the baseline's).
Sides readSides(Project &home, Project &package, const MergeBasis &basis)
{
    Archive theirs =
        ArchiveCollector::collect(package, {.annotator = basis.owner, .otherLayers = false, .texts = false});
    // A blind package names items by the labels its owner saw; home knows them by their corpus ids.
    for (ArchiveItem &item : theirs.items) {
        item.item.externalId = basis.record.aliases.value(item.item.externalId, item.item.externalId);
    }
    return {std::move(theirs),
            ArchiveCollector::collect(
                home, {.annotator = basis.owner, .otherLayers = false, .texts = false, .threads = false})};
}

} // namespace Errata::PackageMergeBasis
