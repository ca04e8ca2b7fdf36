// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/records.h"
#include "model/storage/repository.h"

#include <QHash>
#include <QList>
#include <optional>

namespace Errata {

// Layers and their spans. A span and its links are written together in one transaction.
class SpanRepository final : public Repository
{
public:
    using Repository::Repository;

    std::optional<qint64> annotatorLayer(qint64 itemId, qint64 personId);
    std::optional<qint64> ensureGoldLayer(qint64 itemId);
    QList<Layer> layersOfItem(qint64 itemId);
    QList<Layer> allLayers();
    QList<Span> allSpans(); // every span of the project, in one query (statistics, export)

    bool add(Span &span);     // sets span.id (keeps a given one) and timestamps
    bool restore(Span &span); // saved work: keeps a given id and both timestamps when set
    // Bulk import: spans and their links, many rows per INSERT; the new ids are not handed back.
    bool addMany(const QList<Span> &spans);
    // Saved spans numbered by the caller (free ids), with their times, many rows a statement (a restore).
    bool restoreMany(const QList<Span> &spans);
    std::optional<qint64> addLayer(qint64 itemId, LayerKind kind, const QString &label); // gold or prediction
    QHash<qint64, qint64> predictionLayers(const QString &system); // item id -> that system's layer
    QList<Span> predictedSpans(const QString &system);             // every span of its layers, without links
    QList<Layer> annotatorLayers(const QList<qint64> &people);     // theirs; everyone's when none are named
    QList<Layer> layersWithSuggestions();
    QList<Span> spansOfLayersWithSuggestions(); // with links: what suggestion reports compare
    bool clearLayer(qint64 layerId);            // every span of the layer
    bool update(Span &span);                    // bumps span.modified
    // A reviewer's decision on a span: only its review state (and time) change, never the span itself,
    // so that a team server, which lets reviewers do no more, accepts it (ServerSecurity).
    bool setReviewState(qint64 spanId, SpanReviewState state);
    bool remove(qint64 spanId);
    QList<Span> spansOfLayer(qint64 layerId);
    QList<Span> spansOfItem(qint64 itemId); // every layer; Span::layerId tells which
    qint64 count();
    bool exists(qint64 spanId);
    // Spans with their ids (and their links) as rows of BulkRepository::Table::Span and SpanLink.
    static QList<QVariantList> rowsOf(const QList<Span> &spans, QList<QVariantList> *links);

private:
    bool insert(Span &span, bool keepModified);
    bool writeLinks(const Span &span);
    bool writeMany(const QList<Span> &spans);
    QList<Layer> selectLayers(const QString &condition, const QVariantList &values);
    QList<Span> select(const QString &condition, const QVariantList &values);
    bool loadLinks(QList<Span> &spans, const QString &condition, const QVariantList &values);
};

} // namespace Errata
