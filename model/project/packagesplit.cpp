// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/workpackage.h"

#include "model/domain/blindorder.h"
#include "model/domain/storedtime.h"

#include "model/project/archivecollector.h"
#include "model/project/archiverestorer.h"
#include "model/interchange/packagerecord.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/conflictrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/project/visibility.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/permissions.h"

#include <QFileInfo>
#include <QUuid>

#include <future>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

// Ties the package to its home: the home remembers this split and the owner's work as it was (the
// merge's baseline), the package names its home, split and owner. Inside the caller's transaction.
bool recordSplit(Project &home, Project &package, const QString &annotator, const PackageRecord &split,
                 const PackageRecord::Stored &stored)
{
    SettingsRepository settings = home.settings();
    QString projectId = settings.value(PackageKey::ProjectId, QString());
    if (projectId.isEmpty()) {
        projectId = QUuid::createUuid().toString(QUuid::WithoutBraces);
        if (!settings.setValue(PackageKey::ProjectId, projectId)) return false;
    }
    // The repository must be gone before the package may be closed (it uses the package's connection).
    SettingsRepository packageSettings = package.settings();
    return PackageRecord::keepAsOlder(home, annotator) && PackageRecord::save(home, annotator, split.splitId, stored)
        && (split.aliases.isEmpty() || packageSettings.setValue(PackageKey::OpaqueIds, u"1"_s))
        && packageSettings.setValue(PackageKey::HomeProject, projectId)
        && packageSettings.setValue(PackageKey::SplitId, split.splitId)
        && packageSettings.setValue(PackageKey::Owner, annotator)
        && packageSettings.setValue(PackageKey::SplitAt, split.at);
}

// Names are matched exactly (they are how people are told apart), but a name typed in another case
// is most likely the person meant: say so.
QString unknownPerson(Project &home, const QString &name)
{
    for (const Person &person : home.people().all()) {
        if (person.name.compare(name, Qt::CaseInsensitive) == 0) {
            return WorkPackage::tr("nobody called \"%1\" is in %2; did you mean \"%3\"?")
                .arg(name, home.path(), person.name);
        }
    }
    return WorkPackage::tr("nobody called \"%1\" is in %2").arg(name, home.path());
}

// A blind package is in the annotator's hands, so what the window hides from them stays home: the
// hidden metadata (Visibility: in any spelling), and the corpus ids, which often name the system.
// Items get the labels the person's window shows (BlindOrder over their own items) and come in that
// order. Returns each label's corpus id, for the merge.
QHash<QString, QString> hideCorpus(const Visibility &sees, Archive &archive)
{
    QStringList corpusIds;
    for (const ArchiveItem &item : std::as_const(archive.items)) corpusIds << item.item.externalId;
    const QList<qsizetype> order = BlindOrder::order(corpusIds, BlindOrder::seedFor(sees.personId()));
    QHash<QString, QString> aliases;
    for (qsizetype rank = 0; rank < order.size(); ++rank) {
        ArchiveItem &item = archive.items[order.at(rank)];
        item.item.metadata = sees.metadata(item.item.metadata);
        const QString label = BlindOrder::label(rank, order.size());
        aliases.insert(label, item.item.externalId);
        item.item.externalId = label;
    }
    std::sort(archive.items.begin(), archive.items.end(),
              [](const ArchiveItem &a, const ArchiveItem &b) { return a.item.externalId < b.item.externalId; });
    return aliases;
}

// In a blind project annotators are not told which system suggested what (its name may be the very
// thing the study hides): the package calls each system by a neutral code. The merge finds
// suggestions by id, so the codes never come home.
void hideSystems(Archive &archive)
{
    QHash<QString, QString> codeOf;
    for (ArchiveItem &item : archive.items) {
        for (ArchiveAnnotation &annotation : item.annotations) {
            for (Suggestion &suggestion : annotation.suggestions) {
                if (!codeOf.contains(suggestion.system)) {
                    codeOf.insert(suggestion.system, u"S%1"_s.arg(codeOf.size() + 1));
                }
                suggestion.system = codeOf.value(suggestion.system);
            }
        }
    }
}

// An anonymous project's package holds no one's name but its owner's: colleagues, reviewers and
// coordinators are there by the codes the owner's window shows (A2, R1, C1), in the people table, the
// review threads, the claims and the history. The merge only brings home what the owner did offline,
// so the codes never need to be turned back into names.
void hideNames(Project &home, const Visibility &sees, Archive &archive)
{
    QHash<QString, QString> codeOf;
    for (const Person &person : home.people().all()) codeOf.insert(person.name, sees.nameOf(person.id));
    const auto code = [&](QString &name) {
        if (!name.isEmpty()) name = codeOf.value(name, name);
    };
    for (Person &person : archive.people) code(person.name);
    for (ArchiveQualification &result : archive.qualifications) code(result.scoredBy);
    for (ArchiveItem &item : archive.items) {
        if (item.training) code(item.training->markedBy);
        for (ArchiveAnnotation &annotation : item.annotations) {
            code(annotation.annotator);
            code(annotation.reviewer);
            for (ArchiveReview &review : annotation.reviews) code(review.author);
            for (ArchiveHistory &entry : annotation.history) code(entry.actor);
        }
    }
}

// The settings that make the owner's window what it is at home: how the study is run (blind, anonymous,
// which judgements it asks, ESA's confirmation), what annotators are told (the instructions) and shown
// (type colours, which metadata stay hidden). The home's own records (its package records and project
// id, the benchmark split) stay home.
void keepPackageSettings(Archive &archive)
{
    static const QList<QLatin1StringView> travelling{
        SettingKey::BlindMode,      SettingKey::AnonymousAnnotators, SettingKey::Judgements, SettingKey::Instructions,
        SettingKey::HiddenMetadata, SettingKey::EsaConfirmBelow,     SettingKey::TypeColours};
    archive.settings.removeIf([](const auto &setting) { return !travelling.contains(setting.key()); });
}

// The owner's share as the package holds it, with what they may not see taken out; *own is their work
// as it was (the merge's baseline), taken before anything is hidden. Practice items come with their
// answers (shown once submitted, as at home) even where other layers stay home.
Archive packagedShare(Project &home, const Person &owner, PackageBaseline *own, QHash<QString, QString> *aliases)
{
    // The package is what the owner's window at home would show them (Visibility), taken away.
    const Visibility sees(home, owner.id, Role::Annotator);
    Archive archive = ArchiveCollector::collect(
        home, {.annotator = owner.name, .otherLayers = !sees.isBlind(), .practiceAnswers = true});
    keepPackageSettings(archive);
    *own = Baseline::of(archive, owner.name);
    if (sees.isBlind()) {
        *aliases = hideCorpus(sees, archive);
        hideSystems(archive);
    }
    if (sees.isAnonymousProject()) hideNames(home, sees, archive);
    return archive;
}

SplitSummary summarise(const PackageBaseline &own)
{
    SplitSummary summary;
    summary.items = int(own.size());
    for (const BaselineAnnotation &annotation : own) summary.spans += int(annotation.spans.size());
    return summary;
}

} // namespace

std::unique_ptr<Project> WorkPackage::split(Project &home, qint64 actorId, const QString &annotator,
                                            const QString &packagePath, SplitSummary *summary, QString *error,
                                            const Progress &progress)
{
    const auto goOn = [&](int percent) {
        if (!progress || progress(percent)) return true;
        *error = tr("The split was cancelled; %1 is unchanged.").arg(home.path());
        return false;
    };
    if (const QString refusal = Permissions::coordinatorRefusal(&home.database(), actorId, tr("make work packages"));
        !refusal.isEmpty()) {
        return *error = refusal, nullptr;
    }
    // The package is a new file: one that exists (the home project itself, an earlier package) is never
    // written over, nor deleted when the split fails. Whoever offered to replace it removes it first.
    if (QFileInfo::exists(packagePath)) {
        return *error = tr("%1 already exists; choose another name.").arg(packagePath), nullptr;
    }
    const std::optional<Person> person = home.people().findByName(annotator);
    if (!person) {
        return *error = unknownPerson(home, annotator), nullptr;
    }
    PackageBaseline own;
    QHash<QString, QString> aliases;
    const Archive archive = packagedShare(home, *person, &own, &aliases);
    if (archive.items.isEmpty()) {
        return *error = tr("%1 has no assigned items to take away").arg(annotator), nullptr;
    }
    if (!goOn(30)) return nullptr;
    // The record home keeps, encoded on another core while this one writes the package (a tenth of the
    // split's time at `million`).
    const QString at = StoredTime::format(QDateTime::currentDateTimeUtc());
    const PackageRecord split{QUuid::createUuid().toString(QUuid::WithoutBraces), at, own, {}, aliases, 0};
    std::future<PackageRecord::Stored> stored =
        std::async(std::launch::async | std::launch::deferred, [split] { return split.stored(); });
    // A new file nobody coordinates yet: the restorer adds its people as the archive's coordinator.
    auto package = ArchiveRestorer::createProject(packagePath, archive, error);
    RestoreSummary restored;
    bool ok = package && ArchiveRestorer(*package, 0).restore(archive, &restored, error) && goOn(80);
    if (ok) {
        Transaction transaction(&home.database());
        ok = recordSplit(home, *package, annotator, split, stored.get());
        // The last chance to cancel: after the commit the split is on record at home.
        const bool cancelled = ok && !goOn(99);
        ok = ok && !cancelled && transaction.commit();
        if (!ok && !cancelled) *error = tr("the split could not be recorded in %1").arg(home.path());
    }
    if (!ok) {
        package.reset();
        Project::removeFiles(packagePath);
        return nullptr;
    }
    *summary = summarise(own);
    return package;
}

std::optional<QString> WorkPackage::ownerOf(Project &package)
{
    return package.settings().value(PackageKey::Owner);
}

QList<OpenConflict> WorkPackage::openConflicts(Project &home)
{
    QHash<qint64, QString> items, people;
    for (const Item &item : home.items().all()) items.insert(item.id, item.externalId);
    for (const Person &person : home.people().all()) people.insert(person.id, person.name);
    QList<OpenConflict> open;
    for (const MergeConflict &conflict : home.conflicts().open()) {
        open << OpenConflict{conflict, items.value(conflict.itemId), people.value(conflict.annotatorId)};
    }
    return open;
}

} // namespace Errata
