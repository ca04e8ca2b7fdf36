// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/suggestion.h"

#include <QObject>

namespace Errata {

class AnnotationDocument;
class Project;

// The suggestions a system offered in one annotator's layer of one item (issue #18), beside the
// AnnotationDocument of that layer. Accepting copies a suggestion into the layer as the
// annotator's span; rejecting records that it was not; both are undo steps on the document's stack
// (accept() and reject() push DecideSuggestionCommand), so Ctrl+Z takes a decision back like any
// edit. Until decided a suggestion is nobody's span: statistics, export and review never see it.
class SuggestionQueue final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SuggestionQueue)
public:
    // The order the annotator steps through the undecided ones in.
    enum class Order { Text, MostConfident, LeastConfident };

    SuggestionQueue(Project *project, AnnotationDocument *document, QObject *parent = nullptr);

    bool load(); // re-reads the layer's suggestions (also when the document reloads its spans)
    const QList<Suggestion> &all() const { return m_suggestions; }
    qsizetype indexOf(qint64 suggestionId) const;
    // Indexes into all() of the undecided suggestions, in that order (ties and missing confidences
    // in text order, missing confidences last).
    QList<qsizetype> undecided(Order order = Order::Text) const;
    bool hasConfidence() const; // some suggestion carries one: stepping by it makes sense
    // What the annotator is asked before submitting while some are undecided; empty when none are.
    QString submissionQuestion() const;

    // Push an undo step on the document's stack.
    void accept(qsizetype index);
    void reject(qsizetype index);

    // For DecideSuggestionCommand only: persists at once, false (with the document's lastError) when
    // the layer may not be changed now or the file refused.
    bool decide(qsizetype index, SuggestionDecision decision, qint64 spanId);
    AnnotationDocument *document() const { return m_document; }

signals:
    void suggestionChanged(qsizetype index);
    void reloaded();

private:
    Project *m_project;
    AnnotationDocument *m_document;
    QList<Suggestion> m_suggestions;
};

} // namespace Errata
