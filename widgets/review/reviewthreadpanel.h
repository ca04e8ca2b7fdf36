// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/document/reviewthreads.h"

#include <QHash>
#include <QSet>
#include <QWidget>

class QLabel;
class QTextBrowser;

namespace Errata {

// The conversation of one review: the item's thread and every span's, reviewer and annotator in
// the same thread. The thread of the span in hand is marked and always open; resolved threads fold
// to one line that a click (or Enter on its link) opens again. Text is escaped, never rich.
class ReviewThreadPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewThreadPanel(QWidget *parent = nullptr);

    // spanLabels: a short name per span ("Omission “the cat”"); spans no longer in the layer
    // keep their thread under a generic label.
    void setThreads(const QList<ReviewThread> &threads, const QHash<qint64, QString> &names,
                    const QHash<qint64, QString> &spanLabels);
    void setCurrentSpan(qint64 spanId);
    void setExpanded(qint64 spanId, bool expanded);
    bool isFolded(qint64 spanId) const;
    QString plainText() const; // what is shown, for tests and screen readers
    int messageCount() const;

private:
    void render();
    QString threadTitle(qint64 spanId) const;

    QList<ReviewThread> m_threads;
    QHash<qint64, QString> m_names;
    QHash<qint64, QString> m_spanLabels;
    QSet<qint64> m_expanded; // resolved threads the user opened
    qint64 m_current = 0;
    QLabel *m_title;
    QTextBrowser *m_view;
};

} // namespace Errata
