// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/tgeajsonwriter.h"

#include "model/domain/workflow.h"
#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/project/spanscsvwriter.h"
#include "model/project/tgeadatasetstats.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QJsonArray codePoints(const QString &text, const TextRange &range)
{
    return {SpansCsvWriter::codePointOffset(text, range.begin), SpansCsvWriter::codePointOffset(text, range.end)};
}

QJsonObject errorOf(const Span &span, const QString &text, const Taxonomy &taxonomy)
{
    QJsonObject error{{u"erroneous_span"_s, codePoints(text, span.range)}};
    for (const SpanLink &link : span.links) {
        if (link.kind == LinkKind::Associated && link.range.side == TextSide::Generation) {
            error.insert(u"associated_span"_s, codePoints(text, link.range));
            break; // TGEA has one associated span an error
        }
    }
    if (span.correction) error.insert(u"correction"_s, *span.correction);
    const TaxonomyNode *node = taxonomy.node(span.typeKey);
    if (node && !node->parentKey.isEmpty()) {
        error.insert(u"level1"_s, node->parentKey);
        error.insert(u"level2"_s, span.typeKey.section(u'/', 1));
    } else {
        error.insert(u"level1"_s, span.typeKey);
    }
    if (!span.rationale.isEmpty()) error.insert(u"rationale"_s, span.rationale);
    return error;
}

QJsonObject recordOf(const Item &item, const ArchiveAnnotation &annotation, const Taxonomy &taxonomy,
                     TgeaJsonSummary *summary)
{
    QJsonArray errors;
    for (const Span &span : annotation.spans) {
        if (span.range.side == TextSide::Prompt) {
            ++summary->promptSpans;
            continue;
        }
        errors << errorOf(span, item.generation, taxonomy);
    }
    summary->errors += errors.size();
    QJsonObject metadata;
    for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) metadata.insert(it.key(), it.value());
    const QString id = tgeaDatasetId(item.externalId);
    QJsonObject record{{u"id"_s, id},
                       {u"text"_s, item.generation},
                       {u"erroneous"_s, !errors.isEmpty()},
                       {u"errors"_s, errors},
                       {u"annotator"_s, annotation.annotator}};
    if (!item.prompt.isEmpty()) record.insert(u"prompt"_s, item.prompt);
    if (!metadata.isEmpty()) record.insert(u"metadata"_s, metadata);
    return record;
}

} // namespace

bool TgeaJsonWriter::write(Project &project, QIODevice &out, TgeaJsonSummary *summary, QString *error)
{
    *summary = {};
    const Taxonomy &taxonomy = project.taxonomy();
    if (taxonomy.id != "tgea"_L1) {
        *error = tr("tgea-json holds TGEA's error types only; this project uses the taxonomy \"%1\" (export "
                    "errata-jsonl or spans-csv instead)")
                     .arg(taxonomy.id);
        return false;
    }
    const Archive archive = ArchiveCollector::collect(project);
    QByteArray buffer = "[";
    for (const ArchiveItem &item : archive.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) {
            if (!isFinished(annotation.assignment.state)) {
                ++summary->unfinished;
                continue;
            }
            buffer += summary->records++ ? ",\n" : "\n";
            buffer += QJsonDocument(recordOf(item.item, annotation, taxonomy, summary)).toJson(QJsonDocument::Compact);
        }
    }
    buffer += "\n]\n";
    if (out.write(buffer) != buffer.size()) {
        *error = out.errorString();
        return false;
    }
    return true;
}

} // namespace Errata
