// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/spanscsvwriter.h"

#include "model/domain/csv.h"
#include "model/domain/storedtime.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"

#include <QHash>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString rangeText(const TextRange &range, const Item &item)
{
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    return text.mid(range.begin, range.length());
}

QString codePoints(const TextRange &range, const Item &item)
{
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    return u"%1-%2"_s.arg(SpansCsvWriter::codePointOffset(text, range.begin))
        .arg(SpansCsvWriter::codePointOffset(text, range.end));
}

} // namespace

QStringList SpansCsvWriter::columns()
{
    return {u"item"_s,       u"layer"_s,     u"annotator"_s,    u"state"_s,        u"side"_s,     u"begin"_s,
            u"end"_s,        u"text"_s,      u"type"_s,         u"type_group"_s,   u"severity"_s, u"correction_given"_s,
            u"correction"_s, u"rationale"_s, u"links"_s,        u"review_state"_s, u"created"_s,  u"modified"_s,
            u"confidence"_s, u"origin"_s,    u"suggested_by"_s, u"edited_fields"_s};
}

qsizetype SpansCsvWriter::codePointOffset(const QString &text, qsizetype utf16Offset)
{
    qsizetype points = 0;
    for (qsizetype i = 0; i < std::min(utf16Offset, text.size()); ++i) {
        points += text.at(i).isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate() ? 0 : 1;
    }
    return points;
}

bool SpansCsvWriter::write(Project &project, QIODevice &out, qint64 *rows, QString *error)
{
    QHash<qint64, Item> items;
    for (Item &item : project.items().all()) {
        items.insert(item.id, std::move(item));
    }
    QHash<qint64, QString> names;
    for (const Person &person : project.people().all()) {
        names.insert(person.id, person.name);
    }
    QHash<std::pair<qint64, qint64>, QString> states;
    for (const Assignment &assignment : project.assignments().all()) {
        states.insert({assignment.itemId, assignment.annotatorId}, assignmentStateKey(assignment.state));
    }
    SpanRepository spans = project.spans();
    QHash<qint64, Layer> layers;
    for (const Layer &layer : spans.allLayers()) {
        layers.insert(layer.id, layer);
    }
    // Where each span of a person came from: their own, or a system's suggestion they kept or edited.
    QHash<qint64, Suggestion> suggestionOf;
    for (const Suggestion &suggestion : project.suggestions().all()) {
        if (suggestion.decision == SuggestionDecision::Accepted) suggestionOf.insert(suggestion.spanId, suggestion);
    }
    const Taxonomy &taxonomy = project.taxonomy();
    QByteArray buffer = columns().join(u',').toUtf8() + '\n';
    *rows = 0;
    for (const Span &span : spans.allSpans()) {
        const Layer layer = layers.value(span.layerId);
        const Item &item = items[layer.itemId];
        QStringList links;
        for (const SpanLink &link : span.links) {
            links << linkKindKey(link.kind) + u':' + textSideKey(link.range.side) + u':' + codePoints(link.range, item);
        }
        const TaxonomyNode *type = taxonomy.node(span.typeKey);
        const auto suggestion = suggestionOf.constFind(span.id);
        const bool suggested = suggestion != suggestionOf.cend();
        const QStringList edited = suggested ? changedFields(suggestion->suggested, span) : QStringList();
        const QString origin = layer.kind != LayerKind::Annotator ? QString()
            : !suggested                                          ? u"own"_s
                                                                  : provenanceKey(provenanceOf(*suggestion, &span));
        const QStringList row{
            item.externalId,
            layerKindKey(layer.kind),
            layer.kind == LayerKind::Annotator ? names.value(layer.personId) : layer.label,
            states.value({layer.itemId, layer.personId}),
            textSideKey(span.range.side),
            QString::number(
                codePointOffset(span.range.side == TextSide::Prompt ? item.prompt : item.generation, span.range.begin)),
            QString::number(
                codePointOffset(span.range.side == TextSide::Prompt ? item.prompt : item.generation, span.range.end)),
            rangeText(span.range, item),
            span.typeKey,
            type ? type->parentKey : QString(),
            span.severityKey,
            span.correction ? u"1"_s : u"0"_s,
            span.correction.value_or(QString()),
            span.rationale,
            links.join(u' '),
            spanReviewStateKey(span.reviewState),
            StoredTime::format(span.created),
            StoredTime::format(span.modified),
            span.confidence ? QString::number(*span.confidence, 'g', QLocale::FloatingPointShortest) : QString(),
            origin,
            suggested ? suggestion->system : QString(),
            edited.join(u' ')};
        QStringList fields;
        for (const QString &value : row) {
            fields << Csv::field(value);
        }
        buffer += fields.join(u',').toUtf8() + '\n';
        ++*rows;
    }
    if (out.write(buffer) != buffer.size()) {
        *error = tr("could not write: %1").arg(out.errorString());
        return false;
    }
    return true;
}

} // namespace Errata
