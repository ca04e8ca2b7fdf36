// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/commands/decidesuggestioncommand.h"

#include "model/document/annotationdocument.h"
#include "model/document/suggestionqueue.h"

namespace Errata {

DecideSuggestionCommand::DecideSuggestionCommand(SuggestionQueue *queue, qint64 suggestionId,
                                                 SuggestionDecision decision, QUndoCommand *parent)
    : QUndoCommand(decision == SuggestionDecision::Accepted ? tr("Accept suggestion") : tr("Reject suggestion"), parent)
    , m_queue(queue)
    , m_suggestionId(suggestionId)
    , m_decision(decision)
{
}

void DecideSuggestionCommand::redo()
{
    const qsizetype index = m_queue->indexOf(m_suggestionId);
    const bool ok = index >= 0
        && (m_decision == SuggestionDecision::Accepted ? redoAccept(index) : m_queue->decide(index, m_decision, 0));
    if (!ok) {
        setObsolete(true); // refused: nothing happened, nothing to undo
        if (m_done) m_queue->document()->scheduleResync();
        return;
    }
    m_done = true;
}

// The span first, then the decision that points at it; a decision that cannot be written takes the
// span out again, so the layer never holds a suggestion's span that the record calls undecided.
bool DecideSuggestionCommand::redoAccept(qsizetype index)
{
    AnnotationDocument *document = m_queue->document();
    const qsizetype at = document->spans().size();
    Span span = acceptedSpan(m_queue->all().at(index), document->layerId());
    span.id = m_spanId;
    if (!document->insertSpan(at, span)) return false;
    m_spanId = document->spans().at(at).id;
    if (!m_queue->decide(index, SuggestionDecision::Accepted, m_spanId)) {
        document->removeSpan(at);
        return false;
    }
    return true;
}

void DecideSuggestionCommand::undo()
{
    const qsizetype index = m_queue->indexOf(m_suggestionId);
    AnnotationDocument *document = m_queue->document();
    bool ok = index >= 0 && m_queue->decide(index, SuggestionDecision::Pending, 0);
    if (ok && m_decision == SuggestionDecision::Accepted) {
        const qsizetype at = document->indexOfSpan(m_spanId);
        ok = at >= 0 && document->removeSpan(at);
    }
    if (!ok) document->scheduleResync();
}

} // namespace Errata
