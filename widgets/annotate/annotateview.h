// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"
#include "model/domain/timetracker.h"
#include "model/storage/storageerror.h"

#include <QColor>
#include <QElapsedTimer>
#include <QHash>
#include <QTimer>
#include <QWidget>

#include <map>
#include <memory>

class QLabel;
class QPushButton;
class QUndoGroup;

namespace Errata {

class AnnotationDocument;
class CommentsPanel;
class JudgementPanel;
class PracticePanel;
class Project;
class SpanEditor;
class SpanTextView;
class SuggestionBar;
class SuggestionQueue;
struct SpanVisual;

// The annotator's workplace: the item's text with their spans, the span editor, the item's
// judgements and review comments, and the queue controls (previous / next / next returned /
// submit / discard, progress "n of N"), and a system's suggestions to accept or reject (SuggestionBar).
// Keyboard first: type and severity keys from the taxonomy, Delete, F1 for the type's definition, L to
// pick a link, F8 and Insert for suggestions, Ctrl+Z / Ctrl+Shift+Z.
class AnnotateView final : public QWidget
{
    Q_OBJECT
public:
    explicit AnnotateView(QWidget *parent = nullptr);
    ~AnnotateView() override;

    void setProject(Project *project, qint64 personId);
    // Gold mode: the same editing on an item's adjudicated layer (reviewers, coordinators), without
    // the annotator's workflow, judgements, comments or time tracking.
    void setGoldMode(bool gold);
    bool isGoldMode() const { return m_gold; }
    void setQueue(const QList<qint64> &itemIds);
    // What the view calls each item instead of its corpus id (a blind project's #001, #002, …).
    void setItemLabels(const QHash<qint64, QString> &labels) { m_itemLabels = labels; }
    bool showItem(qint64 itemId);

    AnnotationDocument *document() const { return m_current; }
    SpanTextView *textView() const { return m_text; }
    SpanEditor *editor() const { return m_editor; }
    SuggestionBar *suggestionBar() const { return m_suggestionBar; }
    QUndoGroup *undoGroup() const { return m_undoGroup; }
    QString statusText() const;
    // The view's commands (navigation, submit, undo/redo, …) for the window's menus.
    const QList<QAction *> &commands() const { return m_commands; }

    // The project's colours for its types (key -> colour), over the taxonomy's.
    void setTypeColours(const QHash<QString, QColor> &colours);
    void setHighContrast(bool on);
    // The type of the span being edited, else of the span under the text cursor, for Help ▸ Taxonomy
    // Guidelines; empty when there is none.
    QString currentTypeKey() const;

    // Navigation and workflow, also bound to keys.
    void goNext() { goRelative(+1, false); }
    void goPrevious() { goRelative(-1, false); }
    void goNextReturned() { goRelative(+1, true); }
    bool submit();
    void startLinkPick();

signals:
    void currentItemChanged(qint64 itemId);
    void assignmentChanged(qint64 itemId);
    void messageRaised(const QString &message);
    // The project file itself failed (full, read-only, moved): what was asked was not written.
    void storageFailed(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildActions();
    void rebuildTypeShortcuts();
    void refreshVisuals();
    // A failure as storageFailed (the file itself failed) or messageRaised, by what failed underneath.
    void report(const QString &message, StorageError kind);
    void updateStatus();
    void goRelative(int step, bool returnedOnly);
    void discard();
    void onSelectionMade(const TextRange &range);
    void onSpanActivated(int index);
    void onRangeEdited(int index, const TextRange &range, quint64 gesture);
    void flushTime();
    SpanVisual visualFor(int index) const;
    SuggestionQueue *suggestionsOf(AnnotationDocument *document) const;
    void connectSuggestions();
    void deleteOrReject();

    Project *m_project = nullptr;
    qint64 m_personId = 0;
    QList<qint64> m_queue;
    QHash<qint64, QString> m_itemLabels;
    std::map<qint64, std::unique_ptr<AnnotationDocument>> m_documents; // undo history survives switching
    AnnotationDocument *m_current = nullptr;
    QUndoGroup *m_undoGroup;
    SpanTextView *m_text;
    SpanEditor *m_editor;
    SuggestionBar *m_suggestionBar;
    JudgementPanel *m_judgements;
    CommentsPanel *m_comments;
    PracticePanel *m_practice;
    QLabel *m_progress;
    QPushButton *m_submit;
    QPushButton *m_discard;
    QPushButton *m_reopen;
    QList<QAction *> m_typeActions;
    QList<QAction *> m_commands;
    QHash<QString, QColor> m_typeColours;
    bool m_linkMode = false;
    bool m_gold = false;
    TimeTracker m_time;
    QElapsedTimer m_clock;
    QTimer m_flushTimer;
};

} // namespace Errata
