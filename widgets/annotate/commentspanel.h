// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace Errata {

class AnnotationDocument;

// The reviewer's comments on a returned item, beside the span they concern when one is selected,
// with the annotator's replies in the same thread.
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
    QLabel *m_title = nullptr;
    QTextBrowser *m_thread = nullptr;
    QLineEdit *m_reply = nullptr;
    QPushButton *m_send = nullptr;
};

} // namespace Errata
