// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/suggestionqueue.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/decidesuggestioncommand.h"
#include "model/project/project.h"
#include "model/storage/suggestionrepository.h"

#include <QUndoStack>

#include <algorithm>

namespace Errata {

SuggestionQueue::SuggestionQueue(Project *project, AnnotationDocument *document, QObject *parent)
    : QObject(parent)
    , m_project(project)
    , m_document(document)
{
    connect(document, &AnnotationDocument::spansReloaded, this, &SuggestionQueue::load);
}

bool SuggestionQueue::load()
{
    m_suggestions.clear();
    if (m_document->target() == AnnotationDocument::Target::OwnLayer && m_document->layerId() != 0) {
        SuggestionRepository repository = m_project->suggestions();
        m_suggestions = repository.forLayer(m_document->layerId());
        if (!repository.lastError().isEmpty()) {
            emit reloaded();
            return m_document->fail(repository);
        }
    }
    emit reloaded();
    return true;
}

qsizetype SuggestionQueue::indexOf(qint64 suggestionId) const
{
    const auto found = std::find_if(m_suggestions.cbegin(), m_suggestions.cend(),
                                    [suggestionId](const Suggestion &s) { return s.id == suggestionId; });
    return found == m_suggestions.cend() ? -1 : found - m_suggestions.cbegin();
}

QList<qsizetype> SuggestionQueue::undecided(Order order) const
{
    QList<qsizetype> indexes;
    for (qsizetype i = 0; i < m_suggestions.size(); ++i) {
        if (m_suggestions.at(i).decision == SuggestionDecision::Pending) indexes << i;
    }
    if (order == Order::Text) return indexes; // stored in text order already
    const bool most = order == Order::MostConfident;
    std::stable_sort(indexes.begin(), indexes.end(), [this, most](qsizetype a, qsizetype b) {
        const std::optional<double> &x = m_suggestions.at(a).suggested.confidence;
        const std::optional<double> &y = m_suggestions.at(b).suggested.confidence;
        if (!x || !y) return x.has_value() && !y.has_value(); // without a confidence: last
        return most ? *x > *y : *x < *y;
    });
    return indexes;
}

bool SuggestionQueue::hasConfidence() const
{
    return std::any_of(m_suggestions.cbegin(), m_suggestions.cend(),
                       [](const Suggestion &s) { return s.suggested.confidence.has_value(); });
}

QString SuggestionQueue::submissionQuestion() const
{
    const qsizetype open = undecided().size();
    if (open == 0) return {};
    return tr("%n suggestion(s) are still undecided. They will not count as your spans; accept or reject "
              "each to say what you think of it. Submit anyway?",
              nullptr, int(open));
}

void SuggestionQueue::accept(qsizetype index)
{
    m_document->undoStack()->push(
        new DecideSuggestionCommand(this, m_suggestions.at(index).id, SuggestionDecision::Accepted));
}

void SuggestionQueue::reject(qsizetype index)
{
    m_document->undoStack()->push(
        new DecideSuggestionCommand(this, m_suggestions.at(index).id, SuggestionDecision::Rejected));
}

bool SuggestionQueue::decide(qsizetype index, SuggestionDecision decision, qint64 spanId)
{
    if (!m_document->ensureEditable()) return false;
    SuggestionRepository repository = m_project->suggestions();
    if (!repository.decide(m_suggestions.at(index).id, decision, spanId)) return m_document->fail(repository);
    Suggestion &suggestion = m_suggestions[index];
    suggestion.decision = decision;
    suggestion.spanId = spanId;
    suggestion.decided = decision == SuggestionDecision::Pending ? QDateTime() : QDateTime::currentDateTimeUtc();
    emit suggestionChanged(index);
    return true;
}

} // namespace Errata
