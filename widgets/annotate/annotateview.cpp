// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/annotateview.h"

#include "model/document/annotationdocument.h"
#include "model/document/suggestionqueue.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/commandids.h"
#include "model/project/project.h"
#include "model/storage/spanrepository.h"
#include "widgets/annotate/commentspanel.h"
#include "widgets/annotate/judgementpanel.h"
#include "widgets/annotate/practicepanel.h"
#include "widgets/actions/retranslate.h"
#include "widgets/annotate/spaneditor.h"
#include "widgets/annotate/suggestionbar.h"
#include "widgets/textview/spantextview.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

AnnotateView::AnnotateView(QWidget *parent)
    : QWidget(parent)
    , m_undoGroup(new QUndoGroup(this))
    , m_text(new SpanTextView(this))
    , m_editor(new SpanEditor(this))
    , m_suggestionBar(new SuggestionBar(this))
    , m_judgements(new JudgementPanel(this))
    , m_comments(new CommentsPanel(this))
    , m_practice(new PracticePanel(this))
    , m_progress(new QLabel(this))
    , m_submit(new QPushButton(this))
    , m_discard(new QPushButton(this))
    , m_reopen(new QPushButton(this))
{
    Retranslate::buttonText(m_submit, staticMetaObject.className(), QT_TR_NOOP("Su&bmit"));
    Retranslate::buttonText(m_discard, staticMetaObject.className(), QT_TR_NOOP("Discard…"));
    Retranslate::buttonText(m_reopen, staticMetaObject.className(), QT_TR_NOOP("&Reopen"));
    setAccessibleName(tr("Annotate"));
    setAccessibleDescription(tr("The item's text with your spans, the span editor and the queue controls. "
                                "Shift+arrows select, a type key marks, Ctrl+Return submits."));
    m_progress->setAccessibleName(tr("Progress"));
    m_progress->setTextFormat(Qt::PlainText); // holds the item's external id
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusProxy(m_text);
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 0, 0, 0);
    sideLayout->addWidget(m_suggestionBar);
    sideLayout->addWidget(m_editor, 1);
    sideLayout->addWidget(m_judgements);
    sideLayout->addWidget(m_comments);
    sideLayout->addWidget(m_practice, 1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(scroll);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_reopen);
    bar->addWidget(m_discard);
    bar->addWidget(m_submit);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    buildActions();
    connect(m_submit, &QPushButton::clicked, this, &AnnotateView::submit);
    connect(m_discard, &QPushButton::clicked, this, &AnnotateView::discard);
    connect(m_reopen, &QPushButton::clicked, this, [this] {
        if (m_current) {
            m_current->reopen(); // a refusal is raised through errorOccurred
        }
    });
    connect(m_text, &SpanTextView::selectionMade, this, &AnnotateView::onSelectionMade);
    connect(m_text, &SpanTextView::spanActivated, this, &AnnotateView::onSpanActivated);
    connect(m_text, &SpanTextView::spanRangeEdited, this, &AnnotateView::onRangeEdited);
    connect(m_editor, &SpanEditor::spanCreated, this, [this](int index) {
        m_text->clearSelection();
        m_text->setSelectedSpan(index);
        m_text->setFocus();
    });
    connect(m_editor, &SpanEditor::linkPickRequested, this, &AnnotateView::startLinkPick);
    connect(m_editor, &SpanEditor::currentSpanMoved, m_text, &SpanTextView::setSelectedSpan);
    connectSuggestions();

    // Time on the item counts only while Errata is the active application and the annotator is not idle.
    m_clock.start();
    qApp->installEventFilter(this);
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        m_time.setActive(state == Qt::ApplicationActive, m_clock.elapsed());
    });
    m_time.setActive(QGuiApplication::applicationState() == Qt::ApplicationActive, m_clock.elapsed());
    m_flushTimer.setInterval(30 * 1000);
    connect(&m_flushTimer, &QTimer::timeout, this, &AnnotateView::flushTime);
    m_flushTimer.start();
    updateStatus();
}

AnnotateView::~AnnotateView()
{
    qApp->removeEventFilter(this);
    flushTime();
}

void AnnotateView::buildActions()
{
    // Ids for the shortcut registry; texts remembered so a language change can translate them again.
    const auto add = [this](const char *id, const char *text, const QList<QKeySequence> &keys, auto slot,
                            QWidget *on = nullptr) {
        auto *action = Retranslate::text(new QAction(this), staticMetaObject.className(), text);
        action->setObjectName(QString::fromLatin1(id));
        action->setShortcuts(keys);
        action->setShortcutContext(on ? Qt::WidgetShortcut : Qt::WidgetWithChildrenShortcut);
        (on ? on : this)->addAction(action);
        connect(action, &QAction::triggered, this, slot);
        m_commands << action;
        return action;
    };
    add("Annotate.NextItem", QT_TR_NOOP("Next item"), {QKeySequence(Qt::CTRL | Qt::Key_PageDown)},
        [this] { goNext(); });
    add("Annotate.PreviousItem", QT_TR_NOOP("Previous item"), {QKeySequence(Qt::CTRL | Qt::Key_PageUp)},
        [this] { goPrevious(); });
    add("Annotate.NextReturned", QT_TR_NOOP("Next returned item"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_PageDown)}, [this] { goNextReturned(); });
    add("Annotate.Submit", QT_TR_NOOP("Submit"), {QKeySequence(Qt::CTRL | Qt::Key_Return)}, [this] { submit(); });
    add(
        "Span.Delete", QT_TR_NOOP("Delete span"), {QKeySequence(QKeySequence::Delete), QKeySequence(Qt::Key_Backspace)},
        [this] { deleteOrReject(); }, m_text);
    add("Span.ShowDefinition", QT_TR_NOOP("Show definition"), {QKeySequence(Qt::Key_F1)},
        [this] { m_editor->toggleDefinition(); });
    for (QAction *action : m_suggestionBar->commands()) {
        addAction(action);
        m_commands << action;
    }
    QAction *undo = m_undoGroup->createUndoAction(this);
    undo->setObjectName(u"Edit.Undo"_s);
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(undo);
    m_commands.prepend(undo);
    QAction *redo = m_undoGroup->createRedoAction(this);
    redo->setObjectName(u"Edit.Redo"_s);
    // Both conventions, whatever the platform theme prefers.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &keys : {QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))}) {
        if (!redoKeys.contains(keys)) {
            redoKeys << keys;
        }
    }
    redo->setShortcuts(redoKeys);
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(redo);
    m_commands.insert(1, redo);
}

void AnnotateView::rebuildTypeShortcuts()
{
    qDeleteAll(m_typeActions);
    m_typeActions.clear();
    if (!m_project) {
        return;
    }
    // Letters would clash with typing a rationale, so these keys work only while the text has focus.
    const Taxonomy &taxonomy = m_project->taxonomy();
    const auto bind = [this](const QString &key, auto slot) {
        auto *action = new QAction(this);
        action->setShortcut(QKeySequence(key));
        action->setShortcutContext(Qt::WidgetShortcut);
        m_text->addAction(action);
        connect(action, &QAction::triggered, this, slot);
        m_typeActions << action;
    };
    for (const TaxonomyNode &node : taxonomy.nodes) {
        if (node.selectable && !node.shortcut.isEmpty()) {
            bind(node.shortcut, [this, key = node.key] { m_editor->applyType(key); });
        }
    }
    for (const Severity &severity : taxonomy.severities) {
        if (!severity.shortcut.isEmpty()) {
            bind(severity.shortcut, [this, key = severity.key] { m_editor->applySeverity(key); });
        }
    }
    const bool linkKeyFree = std::none_of(taxonomy.nodes.cbegin(), taxonomy.nodes.cend(),
                                          [](const TaxonomyNode &node) { return node.shortcut == "L"_L1; });
    if (linkKeyFree) {
        bind(u"Shift+L"_s, [this] { startLinkPick(); });
    }
}

void AnnotateView::setProject(Project *project, qint64 personId)
{
    flushTime();
    m_undoGroup->setActiveStack(nullptr);
    m_current = nullptr;
    m_editor->setDocument(nullptr);
    m_suggestionBar->setQueue(nullptr, nullptr, false);
    m_judgements->setDocument(nullptr);
    m_comments->setDocument(nullptr);
    m_documents.clear();
    m_project = project;
    m_personId = personId;
    m_queue.clear();
    m_text->setTexts(QString(), QString());
    rebuildTypeShortcuts();
    updateStatus();
}

void AnnotateView::setGoldMode(bool gold)
{
    m_gold = gold;
    for (QWidget *annotatorOnly :
         std::initializer_list<QWidget *>{m_judgements, m_comments, m_submit, m_discard, m_reopen}) {
        annotatorOnly->setVisible(!gold);
    }
    setProject(m_project, m_personId); // documents of the other kind must go
}

void AnnotateView::setTypeColours(const QHash<QString, QColor> &colours)
{
    m_typeColours = colours;
    m_editor->setTypeColours(colours);
    m_suggestionBar->setTypeColours(colours);
    refreshVisuals();
}

void AnnotateView::setHighContrast(bool on)
{
    m_text->setHighContrast(on);
}

QString AnnotateView::currentTypeKey() const
{
    if (!m_current) {
        return QString();
    }
    const QList<Span> &spans = m_current->spans();
    const int index = m_editor->currentSpan();
    if (index >= 0 && index < spans.size()) {
        return spans.at(index).typeKey;
    }
    // No span being edited: the one under the text cursor (the last drawn is on top).
    const qsizetype cursor = m_text->cursorOffset();
    for (qsizetype i = spans.size() - 1; i >= 0; --i) {
        const TextRange &range = spans.at(i).range;
        if (range.side == m_text->cursorSide() && range.begin <= cursor && cursor < range.end) {
            return spans.at(i).typeKey;
        }
    }
    return QString();
}

void AnnotateView::connectSuggestions()
{
    connect(m_suggestionBar, &SuggestionBar::suggestionsChanged, this, &AnnotateView::refreshVisuals);
    connect(m_suggestionBar, &SuggestionBar::messageRaised, this, &AnnotateView::messageRaised);
    connect(m_suggestionBar, &SuggestionBar::currentChanged, this, [this](int position) {
        if (position < 0 || !m_current) return;
        m_editor->setCurrentSpan(-1);
        m_text->setSelectedSpan(int(m_current->spans().size()) + position);
    });
    connect(m_suggestionBar, &SuggestionBar::acceptedForEditing, this, [this](qint64 spanId) {
        const int index = m_current ? int(m_current->indexOfSpan(spanId)) : -1;
        onSpanActivated(index);
        m_text->setSelectedSpan(index);
        m_text->setFocus(); // type and severity keys work on the text: the next key edits the span
    });
}

// Delete on a selected suggestion rejects it; on a span of one's own it deletes the span.
void AnnotateView::deleteOrReject()
{
    if (m_editor->currentSpan() < 0 && m_suggestionBar->currentPosition() >= 0) {
        m_suggestionBar->rejectCurrent();
    } else {
        m_editor->deleteCurrent();
    }
}

SuggestionQueue *AnnotateView::suggestionsOf(AnnotationDocument *document) const
{
    return document ? document->findChild<SuggestionQueue *>() : nullptr;
}

void AnnotateView::setQueue(const QList<qint64> &itemIds)
{
    m_queue = itemIds;
    updateStatus();
}

} // namespace Errata
