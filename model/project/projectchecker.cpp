// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/projectchecker.h"

#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/spanrepository.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool fits(const TextRange &range, const Item &item)
{
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    return range.isValid() && range.end <= text.size();
}

} // namespace

QStringList ProjectChecker::problems(Project &project)
{
    QStringList found = project.database().integrityProblems();
    SpanRepository spans = project.spans();
    QSet<QPair<qint64, qint64>> assigned;
    for (const Assignment &assignment : project.assignments().all()) {
        assigned.insert({assignment.itemId, assignment.annotatorId});
    }
    for (const Item &item : project.items().all()) {
        QHash<qint64, Layer> layers;
        for (const Layer &layer : spans.layersOfItem(item.id)) {
            layers.insert(layer.id, layer);
            if (layer.kind == LayerKind::Annotator && !assigned.contains({item.id, layer.personId})) {
                found << tr("item %1: layer %2 belongs to a person with no assignment")
                             .arg(item.externalId)
                             .arg(layer.id);
            }
        }
        for (const Span &span : spans.spansOfItem(item.id)) {
            if (!fits(span.range, item)) {
                found << tr("item %1: span %2 [%3, %4) lies outside its text")
                             .arg(item.externalId)
                             .arg(span.id)
                             .arg(span.range.begin)
                             .arg(span.range.end);
            }
            for (const SpanLink &link : span.links) {
                if (!fits(link.range, item)) {
                    found << tr("item %1: a link of span %2 lies outside its text").arg(item.externalId).arg(span.id);
                }
            }
            if (!project.taxonomy().node(span.typeKey)) {
                found << tr("item %1: span %2 has unknown type \"%3\"")
                             .arg(item.externalId)
                             .arg(span.id)
                             .arg(span.typeKey);
            }
        }
    }
    return found;
}

} // namespace Errata
