// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/corpuswriter.h"

#include "model/project/project.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// What makes two spans "the same annotation" for idempotent re-import.
QString signature(const Span &span)
{
    return u"%1|%2|%3|%4|%5|%6|%7"_s.arg(textSideKey(span.range.side)).arg(span.range.begin).arg(span.range.end)
        .arg(span.typeKey, span.severityKey, span.rationale, span.correction.value_or(u"\x1f"_s));
}

bool fits(const TextRange &range, const Item &item)
{
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    return range.isValid() && range.end <= text.size();
}

} // namespace

ImportSummary CorpusWriter::summarise(const Corpus &corpus)
{
    ImportSummary summary;
    summary.items = int(corpus.items.size());
    summary.skippedRows = corpus.skippedRows;
    for (const CorpusItem &item : corpus.items) {
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
            *error = tr("the severity \"%1\" is not in the project's taxonomy \"%2\"").arg(severity, project.taxonomy().id);
            return false;
        }
    }
    return true;
}

bool CorpusWriter::write(Project &project, const Corpus &corpus, ImportSummary *summary, QString *error)
{
    *summary = summarise(corpus);
    if (!checkTypes(project, corpus, error)) {
        return false;
    }
    Transaction transaction(&project.database());
    QHash<QString, qint64> people;
    for (const Person &person : project.people().all()) {
        people.insert(person.name, person.id);
    }
    QHash<QString, Item> existing;
    for (Item &item : project.items().all()) {
        existing.insert(item.externalId, std::move(item));
    }
    for (const CorpusItem &entry : corpus.items) {
        if (!writeItem(project, entry, people, existing, summary, error)) {
            return false; // the transaction rolls everything back
        }
    }
    if (!transaction.commit()) {
        *error = tr("the project file could not be written");
        return false;
    }
    return true;
}

bool CorpusWriter::writeItem(Project &project, const CorpusItem &entry, QHash<QString, qint64> &people,
                             QHash<QString, Item> &existing, ImportSummary *summary, QString *error)
{
    Item item = entry.item;
    if (const auto found = existing.constFind(item.externalId); found != existing.cend()) {
        if (found->generation != item.generation || found->prompt != item.prompt) {
            *error = tr("item %1 is already in the project with a different text").arg(item.externalId);
            return false;
        }
        item = *found;
    } else {
        ItemRepository items = project.items();
        if (!items.add(item)) {
            *error = items.lastError();
            return false;
        }
        existing.insert(item.externalId, item);
        ++summary->newItems;
    }
    for (const CorpusAnnotation &annotation : entry.annotations) {
        if (!people.contains(annotation.annotator)) {
            PersonRepository repository = project.people();
            Person person{0, annotation.annotator, Role::Annotator};
            if (!repository.add(person)) {
                *error = repository.lastError();
                return false;
            }
            people.insert(person.name, person.id);
            ++summary->newPeople;
        }
        if (!writeAnnotation(project, item, annotation, people.value(annotation.annotator), summary, error)) {
            return false;
        }
    }
    return true;
}

bool CorpusWriter::writeAnnotation(Project &project, const Item &item, const CorpusAnnotation &annotation,
                                   qint64 personId, ImportSummary *summary, QString *error)
{
    SpanRepository spans = project.spans();
    AssignmentRepository assignments = project.assignments();
    std::optional<qint64> layer = spans.annotatorLayer(item.id, personId);
    const bool fresh = !layer;
    if (!layer) {
        Assignment assignment;
        assignment.itemId = item.id;
        assignment.annotatorId = personId;
        qint64 newLayer = 0;
        if (!assignments.createImported(assignment, AssignmentState::Accepted, personId, &newLayer)) {
            *error = assignments.lastError();
            return false;
        }
        layer = newLayer;
        ++summary->newAnnotations;
    }
    JudgementRepository judgements = project.judgements();
    const qint64 assignmentId = annotation.judgements.isEmpty() ? 0 : [&] {
        for (const Assignment &assignment : assignments.forItem(item.id)) {
            if (assignment.annotatorId == personId) {
                return assignment.id;
            }
        }
        return qint64(0);
    }();
    for (auto it = annotation.judgements.cbegin(); it != annotation.judgements.cend(); ++it) {
        if (!judgements.set(assignmentId, it.key(), it.value())) {
            *error = tr("item %1: %2").arg(item.externalId, judgements.lastError());
            return false;
        }
    }
    QHash<QString, int> present;
    const QList<Span> stored = fresh ? QList<Span>() : spans.spansOfLayer(*layer); // a new layer holds nothing yet
    for (const Span &span : stored) {
        ++present[signature(span)];
    }
    for (Span span : annotation.spans) {
        if (!fits(span.range, item)) {
            *error = tr("item %1: a span [%2, %3) of %4 lies outside its text")
                         .arg(item.externalId).arg(span.range.begin).arg(span.range.end).arg(annotation.annotator);
            return false;
        }
        int &count = present[signature(span)];
        if (count > 0) {
            --count; // already imported
            continue;
        }
        span.layerId = *layer;
        if (!spans.add(span)) {
            *error = tr("item %1: %2").arg(item.externalId, spans.lastError());
            return false;
        }
        ++summary->newSpans;
    }
    return true;
}

} // namespace Errata
