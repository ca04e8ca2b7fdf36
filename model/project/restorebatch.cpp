// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/restorebatch.h"

#include "model/domain/workflow.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/rowwriter.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr qsizetype FlushRows = 4096; // items, or spans at the end, written at once
} // namespace

RestoreBatch::RestoreBatch(Database *database)
    : m_bulk(database)
    , m_spans(database)
{
}

bool RestoreBatch::reserve(qsizetype items, qsizetype annotations, qsizetype layers)
{
    m_nextItem = m_bulk.reserveIds(u"item"_s, items);
    m_nextPosition = m_bulk.nextItemPosition();
    m_nextLayer = m_bulk.reserveIds(u"layer"_s, annotations + layers);
    m_nextAssignment = m_bulk.reserveIds(u"assignment"_s, annotations);
    const bool ok = m_nextItem > 0 && m_nextPosition > 0 && m_nextLayer > 0 && m_nextAssignment > 0;
    if (!ok) m_error = m_bulk.lastError();
    return ok;
}

qint64 RestoreBatch::addItem(const Item &item)
{
    const qint64 id = m_nextItem++;
    const QVariant language = item.format == TextFormat::Code ? QVariant(item.codeLanguage) : sqlNull();
    m_items << QVariantList{id,          item.externalId,        m_nextPosition++,
                            item.prompt, item.generation,        textFormatKey(item.format),
                            language,    BulkRepository::stamp()};
    for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) {
        m_metadata << QVariantList{id, it.key(), it.value()};
    }
    return id;
}

RestoreBatch::Annotation RestoreBatch::addAnnotation(const Assignment &assignment)
{
    const Annotation added{m_nextLayer++, m_nextAssignment++};
    m_layers << QVariantList{added.layerId, assignment.itemId, layerKindKey(LayerKind::Annotator),
                             assignment.annotatorId};
    m_assignments << QVariantList{added.assignmentId,
                                  assignment.itemId,
                                  assignment.annotatorId,
                                  assignmentStateKey(assignment.state),
                                  assignment.iteration,
                                  assignment.timeSpentSeconds,
                                  assignment.reviewerId == 0 ? sqlNull() : QVariant(assignment.reviewerId),
                                  assignment.discardReason.isEmpty() ? sqlNull() : QVariant(assignment.discardReason)};
    return added;
}

qint64 RestoreBatch::addLayer(qint64 itemId, LayerKind kind, const QString &label)
{
    const qint64 id = m_nextLayer++;
    m_labelledLayers << QVariantList{id, itemId, layerKindKey(kind), label};
    return id;
}

void RestoreBatch::addSpan(const Span &span)
{
    m_spanRows << span;
}

// As JudgementRepository::set stores them: an int, or else the text.
void RestoreBatch::addJudgement(qint64 assignmentId, const QString &key, const QVariant &value)
{
    if (!value.isValid()) return;
    const bool isText = value.typeId() == QMetaType::QString;
    m_judgements << QVariantList{assignmentId, key, isText ? sqlNull() : QVariant(value.toInt()),
                                 isText ? value : sqlNull()};
}

bool RestoreBatch::full() const
{
    return m_items.size() >= FlushRows || m_assignments.size() >= FlushRows;
}

bool RestoreBatch::flush(const QString &context, Spans spans)
{
    QList<Span> kept;
    // Kept only with a writer; without one (Qt SQL, a team server) they are written now, as before.
    if (spans == Spans::Keep && m_background) {
        kept = std::move(m_spanRows);
        m_spanRows = {};
    } else {
        std::sort(m_spanRows.begin(), m_spanRows.end(), [](const Span &a, const Span &b) { return a.id < b.id; });
    }
    const bool ok = writeRows(context);
    if (!kept.isEmpty()) m_spanRows = std::move(kept);
    return ok;
}

bool RestoreBatch::writeRows(const QString &context)
{
    using T = BulkRepository::Table;
    if (m_background) {
        // The texts in UTF-8 here, where there is time to spare: the writer's core is the busier.
        for (QVariantList &item : m_items) {
            for (const int text : {3, 4}) item[text] = QVariant::fromValue(Utf8Text{item.at(text).toString().toUtf8()});
        }
        for (auto [table, rows] : {std::pair{T::Item, &m_items},
                                   {T::ItemMetadata, &m_metadata},
                                   {T::Layer, &m_layers},
                                   {T::LabelledLayer, &m_labelledLayers},
                                   {T::Assignment, &m_assignments},
                                   {T::Judgement, &m_judgements}}) {
            queue(table, *rows, context);
        }
        // A slice at a time: the writer starts on the first while this core makes the next.
        for (qsizetype start = 0; start < m_spanRows.size(); start += FlushRows) {
            QList<QVariantList> links, spans = SpanRepository::rowsOf(m_spanRows.mid(start, FlushRows), &links);
            queue(T::Span, spans, context);
            queue(T::SpanLink, links, context);
        }
        m_spanRows.clear();
        return true;
    }
    const bool ok = m_bulk.insert(T::Item, m_items) && m_bulk.insert(T::ItemMetadata, m_metadata)
        && m_bulk.insert(T::Layer, m_layers) && m_bulk.insert(T::LabelledLayer, m_labelledLayers)
        && m_bulk.insert(T::Assignment, m_assignments) && m_spans.restoreMany(m_spanRows)
        && m_bulk.insert(T::Judgement, m_judgements);
    if (!ok) {
        m_error = m_bulk.lastError().isEmpty() ? m_spans.lastError() : m_bulk.lastError();
        if (!context.isEmpty()) m_error = context + u": "_s + m_error;
        return false;
    }
    for (QList<QVariantList> *rows :
         {&m_items, &m_metadata, &m_layers, &m_labelledLayers, &m_assignments, &m_judgements})
        rows->clear();
    m_spanRows.clear();
    return true;
}

bool RestoreBatch::writeThreads(const QList<ReviewEvent> &reviews, const QList<HistoryEntry> &history,
                                const QString &context)
{
    using T = BulkRepository::Table;
    QList<QVariantList> reviewRows = ReviewRepository::rowsOf(reviews);
    QList<QVariantList> historyRows = AssignmentRepository::historyRows(history);
    if (m_background) {
        queue(T::ReviewEvent, reviewRows, context);
        queue(T::History, historyRows, context);
        return true;
    }
    const bool ok = m_bulk.insert(T::ReviewEvent, reviewRows) && m_bulk.insert(T::History, historyRows);
    if (!ok) m_error = context + u": "_s + m_bulk.lastError();
    return ok;
}

void RestoreBatch::queue(BulkRepository::Table table, QList<QVariantList> &rows, const QString &context)
{
    m_background->insert(table, std::move(rows), context);
    rows = {};
}

bool RestoreBatch::settle()
{
    m_failedInBackground = m_background && !m_background->drain(&m_error);
    return !m_failedInBackground;
}

} // namespace Errata
