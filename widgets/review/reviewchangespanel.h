// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/spansnapshot.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace Errata {

class Taxonomy;

// What the annotator changed since the last review: spans added, removed, or edited with the
// fields that changed (before → after). Choosing a row that is still in the layer asks for it.
class ReviewChangesPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewChangesPanel(QWidget *parent = nullptr);

    // iteration: the assignment's, so the empty state can say why there is nothing to compare;
    // known: false when the submission reviewed before is not on record (no changes can be listed).
    void setChanges(const QList<SpanChange> &changes, const QString &text, const QString &prompt,
                    const Taxonomy *taxonomy, int iteration, bool known = true);
    QTreeWidget *view() const { return m_view; }
    QString summary() const; // the line above the list
    int changeCount() const;

signals:
    void spanChosen(qint64 spanId);

private:
    QString describe(const Span &span) const;
    QString fieldChange(const SpanChange &change, const QString &field) const;

    QString m_text;
    QString m_prompt;
    const Taxonomy *m_taxonomy = nullptr;
    QLabel *m_empty;
    QTreeWidget *m_view;
};

} // namespace Errata
