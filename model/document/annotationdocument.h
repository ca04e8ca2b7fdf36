// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/actionevent.h"
#include "model/domain/span.h"
#include "model/domain/records.h"
#include "model/storage/reviewrepository.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QVariant>

#include <functional>
#include <optional>

class QUndoStack;

namespace Errata {

class Project;
class Taxonomy;

// One annotator's layer of one item, as the annotate view edits it (house style §2.5, after Tiled's
// Document). Views change it only by pushing commands on undoStack(); the mutators below exist for
// those commands. Every mutation is written to the project file before it returns, and refused with
// lastError() when the person may not edit this layer (product.md §4 permissions).
class AnnotationDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnnotationDocument)
public:
    // Which layer of the item: the person's own, or the adjudicated gold layer, which reviewers
    // and coordinators build with the same editing (and undo) as an annotator's layer. A gold
    // document has no assignment, judgements or review thread.
    enum class Target { OwnLayer, Gold };

    AnnotationDocument(Project *project, qint64 itemId, qint64 personId, QObject *parent = nullptr,
                       Target target = Target::OwnLayer);
    ~AnnotationDocument() override;

    // Logged: the person opens the item, which the action log records. Quiet: a front end that reloads the
    // item for each request (the web page's edits) reads it without a new "opened" entry each time.
    enum class Opening { Logged, Quiet };
    bool load(Opening opening = Opening::Logged);
    // Re-reads the assignment's state and the review thread (another process may have changed
    // them); the spans stay as they are.
    void refreshStatus();
    // After an undo or redo failed to reach the file: reload everything from the file and drop the
    // undo history, which no longer matches it. Queued, because it clears the stack that called it.
    void scheduleResync();
    QString lastError() const { return m_lastError; }
    // Why the last failure happened underneath, when the project file itself failed (full, read-only).
    StorageError lastErrorKind() const { return m_lastErrorKind; }

    const Item &item() const { return m_item; }
    const Assignment &assignment() const { return m_assignment; }
    const Taxonomy &taxonomy() const;
    Target target() const { return m_target; }
    qint64 layerId() const { return m_layerId; }
    const QList<Span> &spans() const { return m_spans; }
    QUndoStack *undoStack() const { return m_undoStack; }
    const QString &text(TextSide side) const { return side == TextSide::Prompt ? m_item.prompt : m_item.generation; }
    qsizetype indexOfSpan(qint64 spanId) const;

    // Whether this person may change the layer now, and if not, why (translated).
    bool isEditable() const;
    QString readOnlyReason() const;

    // Before a write that is not a span (a decision on a suggestion): false, with lastError, when the
    // person may not change the layer now; opens a new item, as the first edit does.
    bool ensureEditable();

    // For commands only. Each persists at once; false (with lastError) when refused or not stored.
    bool insertSpan(qsizetype index, Span span);
    bool removeSpan(qsizetype index);
    bool replaceSpan(qsizetype index, const Span &span);
    bool setJudgement(const QString &key, const QVariant &value);

    // Item-level judgements of this assignment, and the groups the project enables.
    const QMap<QString, QVariant> &judgements() const { return m_judgements; }
    QStringList enabledJudgementGroups() const;

    // The review conversation on this assignment. Replies are append-only, like the reviewer's
    // comments, so they are not undo steps.
    const QList<ReviewEvent> &reviewEvents() const { return m_reviewEvents; }
    bool reply(qint64 spanId, const QString &body);
    QString personName(qint64 personId) const;

    // Workflow from the annotator's side.
    QStringList submissionProblems() const;
    // SubmissionCheck::errorLimitWarning for the layer as it is now.
    QString errorLimitWarning() const;
    // Allowed answers that look like a slip (JudgementCheck::questions): the view asks before submit().
    QStringList submissionQuestions() const;
    bool submit();
    bool addTimeSpent(qint64 seconds);
    // The view's time tracker says the person went idle or came back: logged once per change.
    bool noteIdle(bool idle);
    bool discard(const QString &reason);
    bool reopen(); // a submitted item that no reviewer has claimed yet

    // Records a failure of a helper working on this layer (SuggestionQueue), as the document's own.
    bool fail(const QString &message);
    bool fail(const Repository &repository); // its message and its storage error

signals:
    void spanInserted(qsizetype index);
    void spanRemoved(qsizetype index);
    void spanChanged(qsizetype index);
    void assignmentChanged();
    void judgementsChanged();
    void reviewEventsChanged();
    void spansReloaded();
    void errorOccurred(const QString &message);

private:
    bool reloadAssignment();
    bool loadGold();
    // Runs write and appends event to the action log in one transaction (gold layers: write alone).
    bool logged(ActionEvent &event, const std::function<bool()> &write);
    void resync();

    Project *m_project;
    qint64 m_itemId;
    qint64 m_personId;
    Target m_target = Target::OwnLayer;
    bool m_idle = false;       // as last logged
    bool m_goldEditor = false; // a reviewer or coordinator, for gold documents
    qint64 m_layerId = 0;      // 0 for a gold layer not created yet (the first edit creates it)
    Item m_item;
    Assignment m_assignment;
    QList<Span> m_spans;
    QMap<QString, QVariant> m_judgements;
    QList<ReviewEvent> m_reviewEvents;
    mutable std::optional<QHash<qint64, QString>> m_names; // filled on the first personName() of another
    QString m_ownName;
    QUndoStack *m_undoStack;
    QString m_lastError;
    StorageError m_lastErrorKind = StorageError::None;
};

} // namespace Errata
