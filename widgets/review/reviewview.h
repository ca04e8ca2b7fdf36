// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/document/reviewitem.h"
#include "model/document/reviewsession.h"

#include <QColor>
#include <QHash>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTabWidget;

namespace Errata {

class ReviewChangesPanel;
class ReviewThreadPanel;
class SpanRecordPanel;
class SpanTextView;
class Taxonomy;

// The reviewer's desk for one annotator's work on one item (product.md §4–5 "Review"): the text
// with the spans, a table of spans with their decisions and what changed since the last review,
// one comment field for decisions and thread messages, the conversation, and the verdict.
// Keyboard first: J / K next / previous span, A accept, R reject, N needs change (asks for the
// reason first when the comment field is empty), C comment, Ctrl+Return accept the item,
// Ctrl+Shift+R return it. It shows and asks; the application carries out (no project access).
class ReviewView final : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewView(QWidget *parent = nullptr);

    void setReview(const ReviewItem &review, const Taxonomy *taxonomy);
    // The project's own type colours (typeColour()), as every other view draws them.
    void setTypeColours(const QHash<QString, QColor> &colours);
    void clear(const QString &message);
    qint64 assignmentId() const { return m_review ? m_review->assignment.id : 0; }
    qint64 currentSpanId() const; // 0: the whole item's row
    void selectSpan(qint64 spanId);

    // What the keys and buttons do; public so tests and menus reach them the same way.
    void decide(SpanDecision decision);
    void postComment();
    void resolveCurrentThread();
    void acceptItem();
    void returnItem(const QString &comment); // empty: ask for the reason in a dialog
    void moveToSpan(int step);

    SpanTextView *textView() const { return m_text; }
    QTableWidget *spanTable() const { return m_table; }
    QLineEdit *commentField() const { return m_comment; }
    ReviewThreadPanel *threadPanel() const { return m_threads; }
    ReviewChangesPanel *changesPanel() const { return m_changes; }
    SpanRecordPanel *recordPanel() const { return m_record; }
    // Columns of the span table: type, text, rationale, decision, what changed, severity (the longest names last).
    static constexpr int SeverityColumn = 5;
    QString headerText() const;
    const QList<QAction *> &commands() const { return m_commands; }

signals:
    void decisionRequested(qint64 assignmentId, qint64 spanId, Errata::SpanDecision decision, const QString &comment);
    void commentRequested(qint64 assignmentId, qint64 spanId, const QString &body);
    void resolveRequested(qint64 assignmentId, qint64 spanId);
    void acceptRequested(qint64 assignmentId);
    void returnRequested(qint64 assignmentId, const QString &comment);
    void releaseRequested(qint64 assignmentId);
    void messageRaised(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildLayout();
    void buildActions();
    void fillTable();
    void refreshText();
    void updateButtons();
    void onRowChanged();
    void cancelPending();
    bool askReturnReason(QString *reason); // false: cancelled or left empty
    QString spanLabel(const Span &span) const;
    int rowOfSpan(qint64 spanId) const;

    std::optional<ReviewItem> m_review;
    const Taxonomy *m_taxonomy = nullptr;
    QHash<QString, QColor> m_typeColours;
    std::optional<SpanDecision> m_pending; // waiting for its reason in the comment field
    bool m_advance = false;                // after a decision, go on to the next undecided span
    QStackedWidget *m_stack;
    QLabel *m_empty;
    QLabel *m_header;
    SpanTextView *m_text;
    QTableWidget *m_table;
    QLineEdit *m_comment;
    QPushButton *m_accept;
    QPushButton *m_reject;
    QPushButton *m_needsChange;
    QPushButton *m_send;
    QPushButton *m_resolve;
    QPushButton *m_acceptItem;
    QPushButton *m_returnItem;
    QPushButton *m_release;
    QTabWidget *m_tabs;
    ReviewThreadPanel *m_threads;
    ReviewChangesPanel *m_changes;
    SpanRecordPanel *m_record;
    QList<QAction *> m_commands;
};

} // namespace Errata
