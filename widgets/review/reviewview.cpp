// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/reviewview.h"

#include "widgets/actions/retranslate.h"
#include "widgets/review/reviewchangespanel.h"
#include "widgets/review/reviewthreadpanel.h"
#include "widgets/review/spanrecordpanel.h"
#include "widgets/textview/spantextview.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Errata {

ReviewView::ReviewView(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_header(new QLabel(this))
    , m_text(new SpanTextView(this))
    , m_table(new QTableWidget(this))
    , m_comment(new QLineEdit(this))
    , m_accept(new QPushButton(tr("Accept (A)"), this))
    , m_reject(new QPushButton(tr("Reject (R)"), this))
    , m_needsChange(new QPushButton(tr("Needs Change (N)"), this))
    , m_send(new QPushButton(tr("Comment"), this))
    , m_resolve(new QPushButton(tr("Resolve Thread"), this))
    , m_acceptItem(new QPushButton(tr("Accept &Item"), this))
    , m_returnItem(new QPushButton(tr("&Return for Amendment…"), this))
    , m_release(new QPushButton(tr("Rel&ease"), this))
    , m_tabs(new QTabWidget(this))
    , m_threads(new ReviewThreadPanel(this))
    , m_changes(new ReviewChangesPanel(this))
    , m_record(new SpanRecordPanel(this))
{
    buildLayout();
    buildActions();
    connect(m_table, &QTableWidget::currentCellChanged, this, &ReviewView::onRowChanged);
    connect(m_text, &SpanTextView::spanActivated, this, [this](int index) {
        if (index >= 0 && m_review && index < m_review->spans.size()) {
            selectSpan(m_review->spans.at(index).id);
        }
    });
    connect(m_changes, &ReviewChangesPanel::spanChosen, this, &ReviewView::selectSpan);
    connect(m_accept, &QPushButton::clicked, this, [this] { decide(SpanDecision::Accept); });
    connect(m_reject, &QPushButton::clicked, this, [this] { decide(SpanDecision::Reject); });
    connect(m_needsChange, &QPushButton::clicked, this, [this] { decide(SpanDecision::NeedsChange); });
    connect(m_send, &QPushButton::clicked, this, &ReviewView::postComment);
    connect(m_comment, &QLineEdit::returnPressed, this, [this] {
        if (!m_pending) {
            postComment();
            return;
        }
        decide(*m_pending);
        if (!m_pending) {
            m_table->setFocus(); // back to the spans, so the next letter decides the next one
        }
    });
    connect(m_resolve, &QPushButton::clicked, this, &ReviewView::resolveCurrentThread);
    connect(m_acceptItem, &QPushButton::clicked, this, &ReviewView::acceptItem);
    connect(m_returnItem, &QPushButton::clicked, this, [this] { returnItem(QString()); });
    connect(m_release, &QPushButton::clicked, this, [this] {
        if (m_review) emit releaseRequested(m_review->assignment.id);
    });
    clear(tr("Claim an item in the review queue to review it here."));
}

void ReviewView::buildLayout()
{
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setTextFormat(Qt::PlainText);
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    setAccessibleName(tr("Review"));
    setAccessibleDescription(tr("One annotator's spans to decide. J and K move, A accepts, R rejects, N asks for a "
                                "change, C comments; Ctrl+Return accepts the item, Ctrl+Shift+R returns it."));
    m_text->setAccessibleName(tr("Item text with the annotator's spans"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        {tr("Span"), tr("Text"), tr("Rationale"), tr("Decision"), tr("Changed"), tr("Severity")});
    m_table->horizontalHeaderItem(4)->setToolTip(tr("What changed since the last review"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false); // J / K or the arrows move; Tab goes on to the comment field
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Type, decision and change as wide as their entries; the span's text takes what is left; the
    // long severity names ("Understandable but difficult") wrap in a column of their own width
    // (fillTable). Rows grow to fit, so wrapped cells are never cut off: a stretched last column
    // squeezed the severity into two lines of which the row showed one and a half.
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setMinimumSectionSize(m_table->fontMetrics().height() + 10);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    for (const int column : {3, 4, SeverityColumn}) {
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Interactive);
    }
    m_table->setAccessibleName(tr("Spans to decide"));
    m_comment->setPlaceholderText(tr("Comment — required to reject a span or ask for a change"));
    m_comment->setAccessibleName(tr("Comment"));
    m_comment->installEventFilter(this);
    m_tabs->addTab(m_threads, tr("Conversation"));
    m_tabs->addTab(m_changes, tr("Changes"));

    auto *decisions = new QHBoxLayout;
    for (QPushButton *button : {m_accept, m_reject, m_needsChange}) decisions->addWidget(button);
    decisions->addStretch();
    decisions->addWidget(m_resolve);
    auto *commentRow = new QHBoxLayout;
    commentRow->addWidget(m_comment, 1);
    commentRow->addWidget(m_send);
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 0, 0, 0);
    sideLayout->addWidget(m_table, 3);
    sideLayout->addWidget(m_record, 2);
    sideLayout->addLayout(commentRow);
    sideLayout->addLayout(decisions);
    sideLayout->addWidget(m_tabs, 2);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(scroll);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1); // the side holds the table, the record and the conversation
    splitter->setStretchFactor(1, 2);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_header, 1);
    bar->addWidget(m_release);
    bar->addWidget(m_returnItem);
    bar->addWidget(m_acceptItem);
    auto *page = new QWidget(this);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(4, 4, 4, 4);
    pageLayout->addLayout(bar);
    pageLayout->addWidget(splitter, 1);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

void ReviewView::buildActions()
{
    // Letters would clash with typing a comment: they work while the text or the table has focus.
    const auto bindLetter = [this](const QString &key, auto slot) {
        for (QWidget *target : {static_cast<QWidget *>(m_text), static_cast<QWidget *>(m_table)}) {
            auto *action = new QAction(this);
            action->setShortcut(QKeySequence(key));
            action->setShortcutContext(Qt::WidgetShortcut);
            target->addAction(action);
            connect(action, &QAction::triggered, this, slot);
        }
    };
    bindLetter(tr("A"), [this] { decide(SpanDecision::Accept); });
    bindLetter(tr("R"), [this] { decide(SpanDecision::Reject); });
    bindLetter(tr("N"), [this] { decide(SpanDecision::NeedsChange); });
    bindLetter(tr("J"), [this] { moveToSpan(+1); });
    bindLetter(tr("K"), [this] { moveToSpan(-1); });
    bindLetter(tr("C"), [this] { m_comment->setFocus(); });
    // Ids for the shortcut registry; texts remembered so a language change translates them again.
    const auto add = [this](const char *id, const char *text, const QKeySequence &keys, auto slot) {
        auto *action = Retranslate::text(new QAction(this), staticMetaObject.className(), text);
        action->setObjectName(QString::fromLatin1(id));
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
        connect(action, &QAction::triggered, this, slot);
        m_commands << action;
    };
    add("Review.AcceptItem", QT_TR_NOOP("Accept item"), QKeySequence(Qt::CTRL | Qt::Key_Return),
        [this] { acceptItem(); });
    add("Review.ReturnItem", QT_TR_NOOP("Return item for amendment…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
        [this] { returnItem(QString()); });
    add("Review.NextSpan", QT_TR_NOOP("Next span"), QKeySequence(Qt::CTRL | Qt::Key_J), [this] { moveToSpan(+1); });
    add("Review.PreviousSpan", QT_TR_NOOP("Previous span"), QKeySequence(Qt::CTRL | Qt::Key_K),
        [this] { moveToSpan(-1); });
}

void ReviewView::decide(SpanDecision decision)
{
    const qint64 spanId = currentSpanId();
    if (!m_review || !m_review->decidable() || spanId == 0) {
        return;
    }
    const QString comment = m_comment->text().trimmed();
    if (decision != SpanDecision::Accept && comment.isEmpty()) {
        // Ask for the reason where it is typed; Enter finishes the decision, Escape drops it.
        m_pending = decision;
        m_comment->setPlaceholderText(decision == SpanDecision::Reject
                                          ? tr("Why reject this span? Enter to confirm, Esc to cancel")
                                          : tr("What should change? Enter to confirm, Esc to cancel"));
        m_comment->setFocus();
        return;
    }
    cancelPending();
    m_comment->clear();
    m_advance = true;
    emit decisionRequested(m_review->assignment.id, spanId, decision, comment);
}

void ReviewView::postComment()
{
    const QString body = m_comment->text().trimmed();
    if (!m_review || body.isEmpty()) {
        return;
    }
    m_comment->clear();
    emit commentRequested(m_review->assignment.id, currentSpanId(), body);
}

void ReviewView::resolveCurrentThread()
{
    if (m_review) {
        emit resolveRequested(m_review->assignment.id, currentSpanId());
    }
}

void ReviewView::acceptItem()
{
    if (m_review && m_review->decidable()) {
        emit acceptRequested(m_review->assignment.id);
    }
}

void ReviewView::returnItem(const QString &comment)
{
    if (!m_review || !m_review->decidable()) {
        return;
    }
    QString reason = comment;
    if (reason.trimmed().isEmpty() && !askReturnReason(&reason)) {
        return;
    }
    emit returnRequested(m_review->assignment.id, reason.trimmed());
}

bool ReviewView::askReturnReason(QString *reason)
{
    // QInputDialog::getMultiLineText() traps the keyboard: Enter and Tab type into the text, so OK is
    // out of reach. Here Tab leaves the text and Ctrl+Return sends, as in the rest of the review view.
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Return for Amendment"));
    dialog.setLabelText(tr("What should %1 amend? They see this beside the item. Ctrl+Return sends.")
                            .arg(m_review->names.value(m_review->assignment.annotatorId)));
    dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog.setInputMode(QInputDialog::TextInput);
    if (auto *edit = dialog.findChild<QPlainTextEdit *>()) {
        edit->setTabChangesFocus(true);
        edit->setAccessibleName(tr("Reason for returning"));
    }
    auto *send = new QAction(&dialog);
    send->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    dialog.addAction(send);
    connect(send, &QAction::triggered, &dialog, &QDialog::accept);
    if (dialog.exec() != QDialog::Accepted || dialog.textValue().trimmed().isEmpty()) {
        return false;
    }
    *reason = dialog.textValue();
    return true;
}

void ReviewView::cancelPending()
{
    m_pending.reset();
    m_comment->setPlaceholderText(tr("Comment — required to reject a span or ask for a change"));
}

bool ReviewView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_comment && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        cancelPending();
        m_table->setFocus();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Errata
