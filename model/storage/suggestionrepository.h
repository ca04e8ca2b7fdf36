// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/suggestion.h"
#include "model/storage/repository.h"

#include <QList>
#include <QSet>

namespace Errata {

// Suggestions offered in annotators' layers, and the decisions on them (schema v8).
class SuggestionRepository final : public Repository
{
public:
    using Repository::Repository;

    bool addMany(const QList<Suggestion> &suggestions); // seeding; the new ids are not handed back
    bool restore(Suggestion &suggestion);               // saved work: keeps a given id when free
    // Accepting, rejecting, or (undo) back to pending; spanId is the accepted span, else 0.
    bool decide(qint64 suggestionId, SuggestionDecision decision, qint64 spanId);
    QList<Suggestion> forLayer(qint64 layerId);        // in text order
    QList<Suggestion> all();                           // every layer's, by layer and text order
    QSet<qint64> layersOffered(const QString &system); // layers that already have this system's suggestions
    bool exists(qint64 suggestionId);

private:
    QList<Suggestion> select(const QString &condition, const QVariantList &values);
};

} // namespace Errata
