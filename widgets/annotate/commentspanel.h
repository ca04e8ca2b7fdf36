// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QPushButton;

namespace Errata {

class AnnotationDocument;
class ReviewThreadPanel;

// The reviewer's comments on a returned item, beside the span they concern when one is selected,
// with the annotator's replies in the same thread; threads the reviewer resolved fold away.
class CommentsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit CommentsPanel(QWidget *parent = nullptr);
    void setDocument(AnnotationDocument *document);
    void setCurrentSpan(qint64 spanId); // 0: the whole item's thread

private:
    void refresh();
    void send();

    AnnotationDocument *m_document = nullptr;
    qint64 m_spanId = 0;
    ReviewThreadPanel *m_thread = nullptr;
    QLineEdit *m_reply = nullptr;
    QPushButton *m_send = nullptr;
};

} // namespace Errata
