// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/archivecollector.h"

#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/archivecursor.h"
#include "model/storage/archivetables.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/database.h"
#include "model/storage/twinreader.h"

#include <QSet>

#include <atomic>
#include <future>
#include <utility>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// A training mark goes with a share only with its answer: the layer it names is in the share.
bool answerTravels(const ArchiveItem &item, const ArchiveTraining &training, const QString &annotator)
{
    const ArchiveLayerRef &ref = training.reference;
    if (ref.kind == LayerKind::Annotator) return ref.label == annotator;
    return std::any_of(item.layers.cbegin(), item.layers.cend(), [&ref](const ArchiveLayer &layer) {
        return layer.kind == ref.kind && (ref.kind == LayerKind::Gold || layer.label == ref.label);
    });
}

// Keeps what the filter lets through; false when the filter's annotator has no assignment here.
bool filterItem(ArchiveItem &item, const ArchiveFilter &filter)
{
    if (filter.annotator.isEmpty()) {
        return true;
    }
    bool owned = false;
    QList<ArchiveAnnotation> kept;
    for (ArchiveAnnotation &annotation : item.annotations) {
        const bool own = annotation.annotator == filter.annotator;
        owned = owned || own;
        if (own || filter.otherLayers) {
            kept << std::move(annotation);
        }
    }
    if (!owned) {
        return false;
    }
    item.annotations = std::move(kept);
    if (!filter.otherLayers && !filter.practiceAnswers) {
        item.layers.clear();
    }
    item.attention.reset();
    item.metrics.clear();
    item.conflicts.clear();
    if (item.training && !answerTravels(item, *item.training, filter.annotator)) item.training.reset();
    return true;
}

// People the archive mentions, in the project's order.
QList<Person> peopleOf(const QList<Person> &all, const Archive &archive, const QString &annotator)
{
    QSet<QString> named{annotator};
    for (const ArchiveItem &item : archive.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) {
            named << annotation.annotator << annotation.reviewer;
            for (const ArchiveReview &review : annotation.reviews) named << review.author;
            for (const ArchiveHistory &entry : annotation.history) named << entry.actor;
        }
        if (item.training) named << item.training->markedBy;
    }
    for (const ArchiveQualification &result : archive.qualifications) named << result.scoredBy;
    QList<Person> people;
    for (const Person &person : all) {
        if (named.contains(person.name)) {
            people << person;
        }
    }
    return people;
}

// Below this many items one connection reads them all: a second one and its thread cost more than
// they save (opening it, reading the schema).
std::atomic<qint64> twinFromItems{5000};
std::atomic<bool> twinFails{false};

// The items of one cursor that the filter keeps, appended to *items.
void readItems(ArchiveCursor &cursor, const ArchiveFilter &filter, QList<ArchiveItem> *items)
{
    ArchiveItem item;
    while (cursor.next(&item)) {
        if (filterItem(item, filter)) {
            *items << std::move(item);
        }
    }
}

// The lower half of the items on the twin's connection, while this one reads the upper half: a
// package's split and merge read one annotator's share in a little over half the time on two cores.
std::future<bool> readLowerHalf(TwinReader &twin, ArchiveScope scope, qint64 middle, const ArchiveFilter &filter,
                                QList<ArchiveItem> *lower)
{
    scope.positionTo = middle;
    return twin.run([scope, &filter, lower](const Database &second) {
        ArchiveCursor cursor(second, scope);
        readItems(cursor, filter, lower);
        return cursor.isValid() && !twinFails.load();
    });
}

std::atomic<qint64> twinReads{0};

} // namespace

void ArchiveCollector::setTwoConnectionsFrom(qint64 items)
{
    twinFromItems = items;
}

qint64 ArchiveCollector::twoConnectionReads()
{
    return twinReads.load();
}

void ArchiveCollector::failTwinReads(bool fail)
{
    twinFails = fail;
}

Archive ArchiveCollector::header(Project &project)
{
    Archive archive;
    SettingsRepository settings = project.settings();
    archive.title = settings.value(SettingKey::Title, QString());
    archive.createdAt = settings.value(SettingKey::CreatedAt, QString());
    archive.taxonomyJson = settings.value(SettingKey::TaxonomyJson, QString()).toUtf8();
    archive.settings = ArchiveTables(&project.database()).settings();
    // Carried as the header's own members, or made again from them (the taxonomy's id).
    for (const QLatin1StringView key : {SettingKey::Format, SettingKey::Title, SettingKey::CreatedAt,
                                        SettingKey::TaxonomyJson, SettingKey::TaxonomyId}) {
        archive.settings.remove(key);
    }
    archive.people = project.people().all();
    QHash<qint64, QString> names;
    for (const Person &person : std::as_const(archive.people)) names.insert(person.id, person.name);
    for (const QualificationResult &result : QualityRepository(&project.database()).results()) {
        archive.qualifications << ArchiveQualification{names.value(result.personId), names.value(result.scoredBy),
                                                       result};
    }
    return archive;
}

Archive ArchiveCollector::collect(Project &project, const ArchiveFilter &filter)
{
    // One annotator's share is read as such (ArchiveScope); filterItem still decides what stays.
    ArchiveScope scope;
    if (!filter.annotator.isEmpty()) {
        const std::optional<Person> person = project.people().findByName(filter.annotator);
        scope = {person ? person->id : -1, !filter.otherLayers}; // nobody of that name: no items
        scope.practiceAnswers = filter.practiceAnswers;
    }
    scope.texts = filter.texts;
    scope.threads = filter.threads;
    Database &db = project.database();
    // Only a file has a twin (TwinReader::start): a server is not asked for the middle.
    const std::optional<qint64> middle =
        db.backend() == Backend::Sqlite ? ArchiveCursor::middlePosition(db, scope, twinFromItems.load()) : std::nullopt;
    QList<ArchiveItem> lower; // before the twin: its thread writes here until the twin is gone
    // The twin and this connection read one state: the twin's transaction and the one it opens here.
    const std::unique_ptr<TwinReader> twin = middle ? TwinReader::start(db) : nullptr;
    std::future<bool> lowerRead;
    if (twin) {
        lowerRead = readLowerHalf(*twin, scope, *middle, filter, &lower);
        scope.positionFrom = *middle;
    }
    ArchiveCursor cursor(db, scope); // first, so the header below reads the same snapshot
    Archive archive = header(project);
    readItems(cursor, filter, &archive.items);
    if (lowerRead.valid()) {
        if (lowerRead.get()) {
            ++twinReads;
        } else { // the twin could not read its half: this connection reads it, at the same state
            lower.clear();
            ArchiveScope lowerScope = scope;
            lowerScope.positionTo = std::exchange(lowerScope.positionFrom, std::numeric_limits<qint64>::min());
            ArchiveCursor again(db, lowerScope);
            readItems(again, filter, &lower);
        }
        archive.items = std::move(lower) + std::move(archive.items);
    }
    if (!filter.annotator.isEmpty()) {
        archive.qualifications.removeIf(
            [&filter](const ArchiveQualification &result) { return result.person != filter.annotator; });
        archive.people = peopleOf(archive.people, archive, filter.annotator);
    }
    return archive;
}

} // namespace Errata
