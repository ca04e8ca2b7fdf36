// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/suggestion.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace Errata {

class SuggestionQueue;

// Accepts a suggestion (its span enters the layer, appended like a new span) or rejects it. Undo
// takes the decision back and, for an accept, removes the span; a redo brings back the same span id,
// so a review thread or a later edit still finds it.
class DecideSuggestionCommand final : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(DecideSuggestionCommand)
public:
    DecideSuggestionCommand(SuggestionQueue *queue, qint64 suggestionId, SuggestionDecision decision,
                            QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    bool redoAccept(qsizetype index);

    SuggestionQueue *m_queue;
    qint64 m_suggestionId;
    SuggestionDecision m_decision;
    qint64 m_spanId = 0; // the accepted span, kept for the next redo
    bool m_done = false;
};

} // namespace Errata
