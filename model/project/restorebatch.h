// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "model/domain/reviewevent.h"
#include "model/domain/span.h"
#include "model/storage/backgroundrowwriter.h"
#include "model/storage/bulkrepository.h"
#include "model/storage/spanrepository.h"

#include <QList>
#include <QVariant>

namespace Errata {

// The rows of a restore, gathered and written many a statement, parents before their children:
// items with their metadata, the annotators' layers and assignments, spans with their links,
// judgements. Ids are numbered here, from ranges reserved up front (on a team server too). A row a
// statement, each reading its id back, was two thirds of a work package's split at `million`
// (9.7 of 14.6 s). Rows that refer to these (threads, suggestions) may be written once flush() is done.
class RestoreBatch
{
public:
    explicit RestoreBatch(Database *database);

    // Ids for up to `items` new items, `annotations` new annotations (a layer and an assignment each)
    // and `layers` gold and prediction layers; unused ones are a gap on a team server, nothing in a file.
    bool reserve(qsizetype items, qsizetype annotations, qsizetype layers);
    qint64 addItem(const Item &item); // the item's id
    struct Annotation
    {
        qint64 layerId = 0;
        qint64 assignmentId = 0;
    };
    // The assignment as given (item and annotator set), with a new layer for its annotator.
    Annotation addAnnotation(const Assignment &assignment);
    qint64 addLayer(qint64 itemId, LayerKind kind, const QString &label); // gold or prediction
    void addSpan(const Span &span);                                       // numbered and in its layer
    void addJudgement(qint64 assignmentId, const QString &key, const QVariant &value);

    bool full() const; // worth a flush: memory stays bounded (spans aside: see Spans::Keep)
    // Spans keep their ids, which a blind package's order (by the owner's labels) scatters: written all
    // at once in the order of their ids, at the end, SQLite appends them instead of inserting each in
    // the middle of its table (0.8 s of a split's writing at `million`, 0.3 s in order).
    enum class Spans { Write, Keep };
    // Writes the rows gathered so far (with Keep, the spans stay); with a background writer they are only
    // queued (context names them in its error), and settle() must come before any other use of the connection.
    bool flush(const QString &context = {}, Spans spans = Spans::Write);
    // Review events and workflow history, once their assignments are flushed.
    bool writeThreads(const QList<ReviewEvent> &reviews, const QList<HistoryEntry> &history, const QString &context);
    // Rows go to `writer` (until set to nullptr) instead of being written here.
    void setBackground(BackgroundRowWriter *writer) { m_background = writer; }
    // Every row handed to the background writer is written: the connection is the caller's again.
    bool settle();
    // Whether lastError() is the writer's: it names the rows that failed, not the item at hand.
    bool failedInBackground() const { return m_failedInBackground; }
    QString lastError() const { return m_error; }

private:
    bool writeRows(const QString &context);
    void queue(BulkRepository::Table table, QList<QVariantList> &rows, const QString &context);

    BulkRepository m_bulk;
    BackgroundRowWriter *m_background = nullptr;
    bool m_failedInBackground = false;
    SpanRepository m_spans;
    qint64 m_nextItem = 0;
    qint64 m_nextPosition = 0;
    qint64 m_nextLayer = 0;
    qint64 m_nextAssignment = 0;
    QList<QVariantList> m_items, m_metadata, m_layers, m_labelledLayers, m_assignments, m_judgements;
    QList<Span> m_spanRows;
    QString m_error;
};

} // namespace Errata
