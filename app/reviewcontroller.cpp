// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewcontroller.h"

#include "mainwindow.h"

#include "model/document/reviewqueuemodel.h"
#include "model/project/revieweragreement.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/document/reviewitem.h"
#include "model/project/reviewqueue.h"
#include "model/document/reviewsession.h"
#include "widgets/review/goldeditor.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/reviewview.h"

#include <QMessageBox>
#include <QStatusBar>
#include <QTableWidget>

namespace Errata {

ReviewController::ReviewController(MainWindow *window, ReviewQueueModel *queue, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_queue(queue)
{
    ReviewQueuePanel *panel = m_window->reviewQueue();
    connect(panel, &ReviewQueuePanel::claimRequested, this, &ReviewController::claim);
    connect(panel, &ReviewQueuePanel::openRequested, this, &ReviewController::open);
    connect(m_window->goldEditor(), &GoldEditor::messageRaised, this,
            [this](const QString &message) { m_window->statusBar()->showMessage(message, 8000); });
    connectReviewView();
}

void ReviewController::connectReviewView()
{
    ReviewView *view = m_window->reviewView();
    connect(view, &ReviewView::decisionRequested, this,
            [this](qint64 id, qint64 spanId, SpanDecision decision, const QString &comment) {
                perform(
                    id, [&](ReviewSession &s) { return s.decide(spanId, decision, comment); }, QString());
            });
    connect(view, &ReviewView::commentRequested, this, [this](qint64 id, qint64 spanId, const QString &body) {
        perform(
            id, [&](ReviewSession &s) { return s.comment(spanId, body); }, QString());
    });
    connect(view, &ReviewView::resolveRequested, this, [this](qint64 id, qint64 spanId) {
        perform(
            id, [&](ReviewSession &s) { return s.resolveThread(spanId); }, tr("Thread resolved."));
    });
    connect(view, &ReviewView::acceptRequested, this, [this](qint64 id) {
        perform(
            id, [](ReviewSession &s) { return s.accept(); }, tr("Item accepted."));
    });
    connect(view, &ReviewView::returnRequested, this, [this](qint64 id, const QString &comment) {
        perform(
            id, [&](ReviewSession &s) { return s.returnForAmendment(comment); },
            tr("Item returned to the annotator for amendment."));
    });
    connect(view, &ReviewView::releaseRequested, this, [this](qint64 id) {
        perform(
            id, [](ReviewSession &s) { return s.unclaim(); }, tr("Released: the item is back in the queue."));
    });
    connect(view, &ReviewView::messageRaised, this,
            [this](const QString &message) { m_window->statusBar()->showMessage(message, 8000); });
}

void ReviewController::setProject(Project *project, qint64 personId, Role role, const QHash<qint64, QString> &names)
{
    m_project = project;
    m_personId = personId;
    m_role = role;
    m_names = names;
    const bool reviewing = project && personId != 0 && role != Role::Annotator;
    m_window->goldEditor()->setProject(reviewing ? project : nullptr, personId, names);
    m_window->reviewView()->clear(tr("Claim an item in the review queue to review it here."));
    m_window->reviewQueue()->setCurrentReviewer(names.value(personId));
    m_window->reviewQueue()->setEmptyText(reviewing || !project
                                              ? tr("Nothing is waiting for review.")
                                              : tr("The review queue is for reviewers and coordinators: choose that "
                                                   "role under File ▸ Who Are You… to claim work."));
    refreshQueue();
}

void ReviewController::refreshQueue()
{
    // An annotator claims nothing, and in a blind project may not see who handed in what: no queue (on
    // a 100,000-item team server it was also 3 s of the window's opening).
    const bool reviewing = m_project && m_personId != 0 && m_role != Role::Annotator;
    QList<ReviewQueueRow> rows = reviewing ? ReviewQueue::load(*m_project) : QList<ReviewQueueRow>();
    for (ReviewQueueRow &row : rows) { // by the codes the Review tab uses, in an anonymous project
        row.annotator = m_names.value(row.annotatorId, row.annotator);
        if (row.reviewerId != 0) row.reviewer = m_names.value(row.reviewerId, row.reviewer);
    }
    m_queue->setRows(rows);
    m_window->reviewQueue()->refreshFilter();
    // TGEA's reviewer-reviewer agreement, for those who see the queue (ReviewerAgreementReport)
    m_window->reviewQueue()->setAgreement(
        reviewing ? ReviewerAgreementReport::summary(ReviewerAgreementReport::compute(*m_project)) : QString());
}

void ReviewController::claim(qint64 assignmentId)
{
    if (m_project->isReadOnly()) {
        QMessageBox::warning(m_window, tr("Errata"),
                             tr("This project is open read-only because another Errata has it open."));
        return;
    }
    ReviewSession session(*m_project, m_personId, assignmentId);
    if (!session.claim()) {
        QMessageBox::warning(m_window, tr("Errata"), session.lastError());
        refreshQueue();
        return;
    }
    refreshQueue();
    emit assignmentsChanged(m_project->assignments().find(assignmentId)->itemId);
    open(assignmentId);
}

void ReviewController::open(qint64 assignmentId)
{
    reload(assignmentId);
    m_window->showReviewView();
    m_window->reviewView()->spanTable()->setFocus();
}

void ReviewController::reload(qint64 assignmentId)
{
    const auto review = loadReviewItem(*m_project, assignmentId, m_personId);
    if (!review) {
        m_window->reviewView()->clear(tr("This item no longer exists."));
        return;
    }
    ReviewItem shown = *review;
    shown.names = m_names; // anonymous projects show A1, A2, … here too
    m_window->reviewView()->setReview(shown, &m_project->taxonomy());
}

void ReviewController::perform(qint64 assignmentId, const std::function<bool(ReviewSession &)> &step,
                               const QString &done)
{
    ReviewSession session(*m_project, m_personId, assignmentId);
    if (m_project->isReadOnly()) {
        QMessageBox::warning(m_window, tr("Errata"),
                             tr("This project is open read-only because another Errata has it open."));
    } else if (!step(session)) {
        QMessageBox::warning(m_window, tr("Errata"), session.lastError());
    } else if (!done.isEmpty()) {
        m_window->statusBar()->showMessage(done, 8000);
    }
    reload(assignmentId);
    refreshQueue();
    if (const auto assignment = m_project->assignments().find(assignmentId)) {
        emit assignmentsChanged(assignment->itemId);
    }
}

void ReviewController::showItem(qint64 itemId)
{
    if (m_project && m_role != Role::Annotator && m_personId != 0) {
        m_window->goldEditor()->followItem(itemId);
    }
}

} // namespace Errata
