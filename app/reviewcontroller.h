// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/workflow.h"

#include <QHash>
#include <QObject>

#include <functional>

namespace Errata {

class MainWindow;
class Project;
class ReviewQueueModel;
class ReviewSession;

// Carries out what the review queue, the review view and the gold editor ask for, through
// ReviewSession (product.md §4 rules in the model), and shows the result: the queue, the item
// under review, and the gold layer of the selected item.
class ReviewController final : public QObject
{
    Q_OBJECT
public:
    ReviewController(MainWindow *window, ReviewQueueModel *queue, QObject *parent = nullptr);

    void setProject(Project *project, qint64 personId, Role role, const QHash<qint64, QString> &names);
    void refreshQueue();
    void claim(qint64 assignmentId);
    void open(qint64 assignmentId);
    void showItem(qint64 itemId); // the gold editor follows the item chosen in the list or queue

signals:
    void assignmentsChanged(qint64 itemId); // a claim or verdict moved one of the item's assignments

private:
    void connectReviewView();
    // Runs one review step; on failure says why, and shows the item as it now is either way.
    void perform(qint64 assignmentId, const std::function<bool(ReviewSession &)> &step, const QString &done);
    void reload(qint64 assignmentId);

    MainWindow *m_window;
    ReviewQueueModel *m_queue;
    Project *m_project = nullptr;
    qint64 m_personId = 0;
    Role m_role = Role::Annotator;
    QHash<qint64, QString> m_names;
};

} // namespace Errata
