// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/document/reviewitem.h"

#include <QWidget>

class QLabel;

namespace Errata {

class Taxonomy;

// The whole record of the span a reviewer has selected in the Review tab (issue #23: the reviewer sees
// what they judge without going to the Layers view): type with its group, severity, the marked text,
// rationale, the correction with the corrected sentence, each link's target, when it was marked and last
// changed. For the whole-item row: the annotator's time on the item and the item's span count.
class SpanRecordPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit SpanRecordPanel(QWidget *parent = nullptr);
    void show(const ReviewItem &review, qint64 spanId, const Taxonomy *taxonomy);
    void clear();
    QString text() const; // as plain text (tests, screen readers)

private:
    QString spanHtml(const ReviewItem &review, const Span &span, const Taxonomy *taxonomy) const;

    QLabel *m_body;
};

} // namespace Errata
