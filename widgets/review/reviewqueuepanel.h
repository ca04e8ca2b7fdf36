// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QLabel;
class QPushButton;
class QTableView;

namespace Errata {

class ReviewQueueModel;
class ReviewQueueFilterModel;

// The reviewer's queue: handed-in work, oldest first, filterable by annotator, submission round
// and an item metadata value ("model=gpt2"), with Claim for the
// selected row (Open Review once it is the reviewer's). It shows; the application claims (widgets hold no project access).
class ReviewQueuePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewQueuePanel(ReviewQueueModel *model, QWidget *parent = nullptr);

    // Rebuilds the annotator filter from the model's rows, keeping the current choice.
    void refreshFilter();
    // A line under the queue: how often two reviewers decided alike (empty hides it).
    void setAgreement(const QString &summary);
    QLabel *agreementLabel() const { return m_agreement; }
    // Rows this reviewer has claimed open for review instead of offering a claim.
    void setCurrentReviewer(const QString &name);
    // What the panel says when it has no rows: nothing waiting, or why it shows nothing to this person.
    void setEmptyText(const QString &text);
    QTableView *view() const { return m_view; }
    int visibleCount() const;

signals:
    void claimRequested(qint64 assignmentId);
    void openRequested(qint64 assignmentId);
    void itemSelected(qint64 itemId);

private:
    void updateButton();
    void applyFilter();
    void activate(); // the button, Enter or a double click: claim, or open what is already ours
    qint64 currentAssignment() const;
    bool currentIsMine() const;

    ReviewQueueModel *m_model;
    ReviewQueueFilterModel *m_filter;
    QComboBox *m_annotator;
    QComboBox *m_round;
    QLineEdit *m_metadata;
    QTableView *m_view;
    QPushButton *m_claim;
    QLabel *m_empty;
    QLabel *m_agreement;
    QString m_reviewer;
};

} // namespace Errata
