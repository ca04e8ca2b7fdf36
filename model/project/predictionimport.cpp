// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/predictionimport.h"

#include "model/domain/taxonomy.h"
#include "model/interchange/threshreader.h"
#include "model/project/project.h"
#include "model/storage/bulkrepository.h"
#include "model/storage/itemrowreader.h"
#include "model/storage/permissions.h"
#include "model/storage/repository.h"
#include "model/storage/spanrepository.h"

#include <QMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// What makes two predicted spans the same, for a repeated import.
QStringList signatures(const QList<Span> &spans)
{
    QStringList result;
    for (const Span &span : spans) {
        result << u"%1|%2|%3|%4|%5|%6|%7"_s.arg(textSideKey(span.range.side))
                      .arg(span.range.begin)
                      .arg(span.range.end)
                      .arg(span.typeKey, span.severityKey, span.rationale)
                      .arg(span.confidence ? QString::number(*span.confidence, 'g', 17) : u"-"_s);
    }
    std::sort(result.begin(), result.end());
    return result;
}

// MQM item ids are "mqm:<file stem>:<segment>:<system>" (MqmTsvReader), so a system's TSV, named as
// it likes, finds the items by segment and system; only an unambiguous match counts.
QString mqmKey(const QString &externalId)
{
    return externalId.startsWith("mqm:"_L1) ? externalId.section(u':', 2) : QString();
}

qsizetype codePointCount(const QString &text)
{
    return text.toUcs4().size();
}

} // namespace

bool PredictionImport::run(qint64 actorId, const QList<PredictionFile> &files, PredictionImportSummary *summary,
                           ImportError *error)
{
    *summary = {};
    if (m_system.trimmed().isEmpty() || m_system != m_system.trimmed()) {
        *error = {{}, 0, u"system"_s, tr("a system needs a name, without spaces around it")};
        return false;
    }
    if (const QString refusal =
            Permissions::coordinatorRefusal(&m_project.database(), actorId, tr("import predictions"));
        !refusal.isEmpty()) {
        *error = {{}, 0, {}, refusal};
        return false;
    }
    if (!checkTypes(files, error)) {
        return false;
    }
    loadItems();
    m_existing = m_project.spans().predictionLayers(m_system);
    QList<Planned> plan;
    QHash<QString, QString> seen; // item id -> the file that gave it
    for (const PredictionFile &file : files) {
        for (const PredictedItem &predicted : file.items) {
            const Item *item = findItem(predicted.externalId);
            if (!item) {
                *error = {file.name, predicted.line, u"item"_s,
                          tr("the project has no item \"%1\"").arg(predicted.externalId)};
                return false;
            }
            if (seen.contains(item->externalId)) {
                *error = {file.name, predicted.line, u"item"_s,
                          tr("item \"%1\" is predicted in %2 too").arg(item->externalId, seen[item->externalId])};
                return false;
            }
            seen.insert(item->externalId, file.name);
            Planned planned;
            if (!resolve(file, predicted, *item, &planned, error)
                || !compare(planned, summary, error, file.name, predicted.line)) {
                return false;
            }
            ++summary->items;
            plan << planned;
        }
    }
    return write(plan, error);
}

void PredictionImport::loadItems()
{
    for (Item &item : ItemRowReader::texts(m_project.database())) {
        if (const QString key = mqmKey(item.externalId); !key.isEmpty()) {
            m_byMqmKey.insert(key, m_byMqmKey.contains(key) ? QString() : item.externalId); // "" when ambiguous
        }
        m_items.insert(item.externalId, std::move(item));
    }
}

const Item *PredictionImport::findItem(const QString &externalId) const
{
    auto item = m_items.constFind(externalId);
    if (item == m_items.cend() && !mqmKey(externalId).isEmpty()) {
        item = m_items.constFind(m_byMqmKey.value(mqmKey(externalId)));
    }
    return item == m_items.cend() ? nullptr : &*item;
}

// The file's offsets as the project's UTF-16 ranges, each checked against the item's text.
bool PredictionImport::resolve(const PredictionFile &file, const PredictedItem &predicted, const Item &item,
                               Planned *planned, ImportError *error)
{
    planned->itemId = item.id;
    planned->layerId = m_existing.value(item.id);
    if (predicted.utf16 && predicted.text != item.generation) {
        *error = {file.name, predicted.line, u"target"_s,
                  tr("the text of item \"%1\" differs from the project's, so its spans would land elsewhere")
                      .arg(predicted.externalId)};
        return false;
    }
    for (const PredictedSpan &given : predicted.spans) {
        Span span = given.span;
        const QString &text = span.range.side == TextSide::Prompt ? item.prompt : item.generation;
        if (!predicted.utf16) {
            span.range.begin = ThreshReader::utf16Offset(text, given.span.range.begin);
            span.range.end = ThreshReader::utf16Offset(text, given.span.range.end);
        }
        auto fail = [&](const QString &field, const QString &reason) {
            const QString where = tr("span [%1, %2) of item \"%3\"")
                                      .arg(given.span.range.begin)
                                      .arg(given.span.range.end)
                                      .arg(predicted.externalId);
            *error = {file.name, given.line ? given.line : predicted.line, field, where + u": "_s + reason};
            return false;
        };
        if (span.range.begin < 0 || span.range.end < 0 || span.range.begin >= span.range.end) {
            return fail(
                u"begin"_s,
                tr("does not fit the %1 (%2 code points)").arg(textSideKey(span.range.side)).arg(codePointCount(text)));
        }
        if (!given.quotedText.isEmpty() && text.mid(span.range.begin, span.range.length()) != given.quotedText) {
            return fail(u"text"_s,
                        tr("the offsets give \"%1\", not \"%2\"")
                            .arg(text.mid(span.range.begin, span.range.length()), given.quotedText));
        }
        if (span.confidence && !(*span.confidence >= 0 && *span.confidence <= 1)) {
            return fail(u"confidence"_s, tr("confidence must be a number from 0 to 1"));
        }
        planned->spans << span;
    }
    return true;
}

// Every type and severity outside the taxonomy, named together with the line each first appears on,
// so a file that speaks another scheme is fixed in one go rather than one error a run.
bool PredictionImport::checkTypes(const QList<PredictionFile> &files, ImportError *error) const
{
    const Taxonomy &taxonomy = m_project.taxonomy();
    QMap<QString, QString> unknown; // "type X" -> "file:line"
    for (const PredictionFile &file : files) {
        for (const PredictedItem &item : file.items) {
            for (const PredictedSpan &span : item.spans) {
                const QString at = u"%1:%2"_s.arg(file.name).arg(span.line ? span.line : item.line);
                auto note = [&](const QString &what) {
                    if (!unknown.contains(what)) unknown.insert(what, at); // the first line it is on
                };
                if (!taxonomy.node(span.span.typeKey)) note(tr("type \"%1\"").arg(span.span.typeKey));
                if (!span.span.severityKey.isEmpty() && !taxonomy.severity(span.span.severityKey)) {
                    note(tr("severity \"%1\"").arg(span.span.severityKey));
                }
            }
        }
    }
    if (unknown.isEmpty()) {
        return true;
    }
    QStringList named;
    for (auto it = unknown.cbegin(); it != unknown.cend(); ++it) {
        named << tr("%1 (first at %2)").arg(it.key(), it.value());
    }
    *error = {files.size() == 1 ? files.first().name : QString(), 0, u"type"_s,
              tr("not in the project's taxonomy \"%1\": %2").arg(taxonomy.id, named.join(u"; "_s))};
    return false;
}

// A layer the system already has: the same spans change nothing; other spans need `replace`.
bool PredictionImport::compare(Planned &planned, PredictionImportSummary *summary, ImportError *error,
                               const QString &file, int line)
{
    if (planned.layerId == 0) {
        ++summary->added;
        summary->spans += int(planned.spans.size());
        return true;
    }
    if (signatures(m_project.spans().spansOfLayer(planned.layerId)) == signatures(planned.spans)) {
        ++summary->unchanged;
        planned.spans.clear();
        planned.layerId = -1; // nothing to write
        return true;
    }
    if (!m_replace) {
        *error = {file, line, u"item"_s,
                  tr("system \"%1\" already has other predictions on this item; give --replace to overwrite them")
                      .arg(m_system)};
        return false;
    }
    ++summary->replaced;
    summary->spans += int(planned.spans.size());
    return true;
}

// Layers and spans go in many rows a statement (BulkRepository): a statement per layer was most of
// the time of a 100,000-span import.
bool PredictionImport::write(const QList<Planned> &plan, ImportError *error)
{
    Transaction transaction(&m_project.database());
    SpanRepository spans = m_project.spans();
    BulkRepository bulk(&m_project.database());
    const auto newLayers = std::count_if(plan.cbegin(), plan.cend(), [](const Planned &p) { return p.layerId == 0; });
    qint64 nextLayer = bulk.reserveIds(u"layer"_s, newLayers); // the import's alone, on a server too
    QList<QVariantList> layers;
    QList<Span> rows;
    bool ok = nextLayer > 0;
    for (const Planned &planned : plan) {
        qint64 layerId = planned.layerId;
        if (layerId < 0 || !ok) continue;
        if (layerId > 0) {
            ok = spans.clearLayer(layerId);
        } else {
            layerId = nextLayer++;
            layers << QVariantList{layerId, planned.itemId, layerKindKey(LayerKind::Prediction), m_system};
        }
        for (Span span : planned.spans) {
            span.layerId = layerId;
            span.reviewState = SpanReviewState::Pending;
            rows << span;
        }
    }
    if (!ok || !bulk.insert(BulkRepository::Table::LabelledLayer, layers) || !spans.addMany(rows)
        || !transaction.commit()) {
        const QString reason = !bulk.lastError().isEmpty() ? bulk.lastError()
            : !spans.lastError().isEmpty()                 ? spans.lastError()
                                                           : reasonText(m_project.database().lastError());
        *error = {{}, 0, {}, tr("the project file could not be written: %1").arg(reason)};
        return false;
    }
    return true;
}

} // namespace Errata
