// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

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
    void render() const;

    QLabel *m_title = nullptr;
    QTextBrowser *m_body = nullptr;
    // What the body shows next, set while the preview is hidden (behind another tab) and laid out only
    // once it is shown: laying out a 5,000-word item nobody sees was most of a coordinator's item switch.
    mutable QString m_pending;
};

} // namespace Errata
