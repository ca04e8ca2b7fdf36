// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/records.h"

#include <QWidget>

class QTextBrowser;
class QLabel;

namespace Errata {

// What the preview shows of one annotator's work on the item.
struct AssignmentLine
{
    QString annotator;
    AssignmentState state = AssignmentState::New;
    int iteration = 0;
    qsizetype spans = 0;
    qint64 timeSpentSeconds = 0;
};

// Read-only overview of one item: prompt (human-written context), generation, metadata and where
// each annotator is. The annotate, layers and review views replace it as they arrive.
class ItemPreview final : public QWidget
{
    Q_OBJECT
public:
    explicit ItemPreview(QWidget *parent = nullptr);

    void showItem(const Item &item, const QList<AssignmentLine> &lines);
    void showEmpty(const QString &message);
    QString plainText() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void setBody(const QString &html);
    void applyPendingBody() const;

    QLabel *m_title = nullptr;
    QTextBrowser *m_body = nullptr;
    // The body of an item shown while the preview is in a hidden tab: laid out only once it is
    // looked at, not on every item switch in the layer view (issue #9).
    mutable QString m_pendingBody;
};

} // namespace Errata
