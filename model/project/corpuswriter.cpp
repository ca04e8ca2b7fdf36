// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpuswriter.h"

#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/bulkrepository.h"
#include "model/storage/permissions.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// What makes two spans "the same annotation" for idempotent re-import.
QString signature(const Span &span)
{
    return u"%1|%2|%3|%4|%5|%6|%7"_s.arg(textSideKey(span.range.side))
        .arg(span.range.begin)
        .arg(span.range.end)
        .arg(span.typeKey, span.severityKey, span.rationale, span.correction.value_or(u"\x1f"_s));
}

bool fits(const TextRange &range, const Item &item)
{
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    return range.isValid() && range.end <= text.size();
}

} // namespace

ImportSummary CorpusWriter::summarise(const Corpus &corpus, Project *into)
{
    ImportSummary summary;
    summary.items = int(corpus.items.size());
    summary.skippedRows = corpus.skippedRows;
    QSet<QString> seen; // an id twice in one file is one item, as write() stores it
    std::optional<ItemRepository> items;
    if (into) items.emplace(into->items());
    for (const CorpusItem &item : corpus.items) {
        if (!seen.contains(item.item.externalId) && !(items && items->findByExternalId(item.item.externalId))) {
            ++summary.newItems;
        }
        seen.insert(item.item.externalId);
        for (const CorpusAnnotation &annotation : item.annotations) {
            summary.spans += int(annotation.spans.size());
        }
    }
    return summary;
}

bool CorpusWriter::checkTypes(Project &project, const Corpus &corpus, QString *error)
{
    for (const QString &type : corpus.typeKeys) {
        if (!project.taxonomy().node(type)) {
            *error = tr("the category \"%1\" is not in the project's taxonomy \"%2\"").arg(type, project.taxonomy().id);
            return false;
        }
    }
    for (const QString &severity : corpus.severityKeys) {
        if (!project.taxonomy().severity(severity)) {
            *error =
                tr("the severity \"%1\" is not in the project's taxonomy \"%2\"").arg(severity, project.taxonomy().id);
            return false;
        }
    }
    return true;
}

bool CorpusWriter::write(Project &project, qint64 actorId, const Corpus &corpus, ImportSummary *summary, QString *error,
                         const Progress &progress)
{
    *summary = summarise(corpus);
    summary->newItems = 0; // counted below, as each is stored
    // Checked once here: the rows below go in through BulkRepository, not the checked mutators.
    if (const QString refusal = Permissions::coordinatorRefusal(&project.database(), actorId, tr("import items"));
        !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    if (!checkTypes(project, corpus, error)) {
        return false;
    }
    Transaction transaction(&project.database());
    BulkRepository bulk(&project.database());
    // At most one layer and one assignment an annotation, and one row an item: reserved up front, so
    // that on a team server nobody else takes an id this import numbers with.
    qint64 annotations = 0;
    for (const CorpusItem &entry : corpus.items) annotations += entry.annotations.size();
    Pending pending{bulk.reserveIds(u"item"_s, corpus.items.size()),
                    bulk.reserveIds(u"layer"_s, annotations),
                    bulk.reserveIds(u"assignment"_s, annotations),
                    bulk.nextItemPosition(),
                    BulkRepository::stamp(),
                    {},
                    {},
                    {},
                    {},
                    {},
                    {},
                    {},
                    {},
                    actorId};
    QHash<QString, qint64> people;
    for (const Person &person : project.people().all()) {
        people.insert(person.name, person.id);
    }
    QHash<QString, Item> existing;
    for (Item &item : project.items().all()) {
        existing.insert(item.externalId, std::move(item));
    }
    const qint64 total = corpus.items.size();
    for (qint64 done = 0; done < total; ++done) {
        if (!writeItem(project, corpus.items.at(done), people, existing, pending, summary, error)) {
            return false; // the transaction rolls everything back
        }
        if (progress && done % 256 == 0 && !progress(done, total)) {
            *error = tr("the import was cancelled");
            return false;
        }
    }
    if (progress && !progress(total, total)) {
        *error = tr("the import was cancelled");
        return false;
    }
    if (!flush(project, pending) || !transaction.commit()) {
        *error = tr("the project file could not be written: %1")
                     .arg(bulk.lastError().isEmpty() ? reasonText(project.database().lastError()) : bulk.lastError());
        return false;
    }
    return true;
}

// New rows go in table by table, parents first, many rows a statement.
bool CorpusWriter::flush(Project &project, const Pending &pending)
{
    BulkRepository bulk(&project.database());
    SpanRepository spans = project.spans();
    return bulk.insert(BulkRepository::Table::Item, pending.items)
        && bulk.insert(BulkRepository::Table::ItemMetadata, pending.metadata)
        && bulk.insert(BulkRepository::Table::Layer, pending.layers)
        && bulk.insert(BulkRepository::Table::NewAssignment, pending.assignments)
        && bulk.insert(BulkRepository::Table::ImportedHistory, pending.history) && spans.addMany(pending.spans)
        && bulk.insert(BulkRepository::Table::Judgement, pending.judgements);
}

bool CorpusWriter::writeItem(Project &project, const CorpusItem &entry, QHash<QString, qint64> &people,
                             QHash<QString, Item> &existing, Pending &pending, ImportSummary *summary, QString *error)
{
    Item item = entry.item;
    if (const auto found = existing.constFind(item.externalId); found != existing.cend()) {
        if (found->generation != item.generation || found->prompt != item.prompt) {
            *error = tr("item %1 is already in the project with a different text").arg(item.externalId);
            return false;
        }
        item = *found;
    } else {
        item.id = pending.nextItem++;
        pending.items << QVariantList{item.id,
                                      item.externalId,
                                      pending.nextPosition++,
                                      item.prompt,
                                      item.generation,
                                      textFormatKey(item.format),
                                      item.format == TextFormat::Code ? QVariant(item.codeLanguage) : sqlNull(),
                                      pending.stamp};
        for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) {
            pending.metadata << QVariantList{item.id, it.key(), it.value()};
        }
        existing.insert(item.externalId, item);
        pending.newItems.insert(item.id);
        ++summary->newItems;
    }
    for (const CorpusAnnotation &annotation : entry.annotations) {
        if (!people.contains(annotation.annotator)) {
            PersonRepository repository = project.people();
            Person person{0, annotation.annotator, Role::Annotator};
            if (!repository.add(person, pending.actorId)) {
                *error = repository.lastError();
                return false;
            }
            people.insert(person.name, person.id);
            ++summary->newPeople;
        }
        if (!writeAnnotation(project, item, annotation, people.value(annotation.annotator), pending, summary, error)) {
            return false;
        }
    }
    return true;
}

// A new annotation is numbered here and written by flush(): layer, assignment ("accepted", with
// an "import" history entry) and judgements. Imported annotations are finished work.
qint64 CorpusWriter::addAnnotation(const Item &item, const CorpusAnnotation &annotation, qint64 personId,
                                   Pending &pending)
{
    const qint64 layerId = pending.nextLayer++;
    const qint64 assignmentId = pending.nextAssignment++;
    const QString accepted = assignmentStateKey(AssignmentState::Accepted);
    pending.layers << QVariantList{layerId, item.id, layerKindKey(LayerKind::Annotator), personId};
    pending.assignments << QVariantList{assignmentId, item.id, personId, accepted, 1};
    pending.history << QVariantList{assignmentId, personId, u"import"_s, accepted, 1, pending.stamp};
    for (auto it = annotation.judgements.cbegin(); it != annotation.judgements.cend(); ++it) {
        const bool text = it.value().typeId() == QMetaType::QString;
        pending.judgements << QVariantList{assignmentId, it.key(), text ? sqlNull() : QVariant(it.value().toInt()),
                                           text ? it.value() : sqlNull()};
    }
    return layerId;
}

bool CorpusWriter::writeAnnotation(Project &project, const Item &item, const CorpusAnnotation &annotation,
                                   qint64 personId, Pending &pending, ImportSummary *summary, QString *error)
{
    SpanRepository spans = project.spans();
    // An item added by this write has no layers yet: no need to look.
    std::optional<qint64> layer =
        pending.newItems.contains(item.id) ? std::nullopt : spans.annotatorLayer(item.id, personId);
    QHash<QString, int> present;
    if (layer) {
        if (!setJudgements(project, item, personId, annotation, error)) {
            return false;
        }
        for (const Span &span : spans.spansOfLayer(*layer)) {
            ++present[signature(span)];
        }
    } else {
        layer = addAnnotation(item, annotation, personId, pending);
        ++summary->newAnnotations;
    }
    for (Span span : annotation.spans) {
        if (!fits(span.range, item)) {
            *error = tr("item %1: a span [%2, %3) of %4 lies outside its text")
                         .arg(item.externalId)
                         .arg(span.range.begin)
                         .arg(span.range.end)
                         .arg(annotation.annotator);
            return false;
        }
        int &count = present[signature(span)];
        if (count > 0) {
            --count; // already imported
            continue;
        }
        span.layerId = *layer;
        pending.spans << span;
        ++summary->newSpans;
    }
    return true;
}

// Judgements of an annotation the project already has: set one by one (they may replace values).
bool CorpusWriter::setJudgements(Project &project, const Item &item, qint64 personId,
                                 const CorpusAnnotation &annotation, QString *error)
{
    if (annotation.judgements.isEmpty()) {
        return true;
    }
    qint64 assignmentId = 0;
    for (const Assignment &assignment : project.assignments().forItem(item.id)) {
        if (assignment.annotatorId == personId) assignmentId = assignment.id;
    }
    JudgementRepository judgements = project.judgements();
    for (auto it = annotation.judgements.cbegin(); it != annotation.judgements.cend(); ++it) {
        if (!judgements.set(assignmentId, it.key(), it.value())) {
            *error = tr("item %1: %2").arg(item.externalId, judgements.lastError());
            return false;
        }
    }
    return true;
}

QString importSummaryText(const ImportSummary &summary, int files)
{
    using W = CorpusWriter;
    // Singular and plural spelled out: the program has no English catalogue to resolve "%n file(s)".
    QString text = files == 1 ? W::tr("Read 1 file: ") : W::tr("Read %1 files: ").arg(files);
    text += summary.items == 1 ? W::tr("1 item (%1 new), ").arg(summary.newItems)
                               : W::tr("%1 items (%2 new), ").arg(summary.items).arg(summary.newItems);
    text += summary.spans == 1
        ? W::tr("1 span (%1 new, in %2 new annotations), ").arg(summary.newSpans).arg(summary.newAnnotations)
        : W::tr("%1 spans (%2 new, in %3 new annotations), ")
              .arg(summary.spans)
              .arg(summary.newSpans)
              .arg(summary.newAnnotations);
    text += summary.newPeople == 1 ? W::tr("1 new person.") : W::tr("%1 new people.").arg(summary.newPeople);
    if (summary.skippedRows > 0) {
        text += u' '
            + (summary.skippedRows == 1 ? W::tr("1 row skipped.") : W::tr("%1 rows skipped.").arg(summary.skippedRows));
    }
    if (summary.newItems == 0 && summary.newSpans == 0) {
        text += u' ' + W::tr("The project already held all of it: nothing changed.");
    }
    return text;
}

} // namespace Errata
