// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/commentspanel.h"

#include "model/document/annotationdocument.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

CommentsPanel::CommentsPanel(QWidget *parent)
    : QWidget(parent)
{
    m_title = new QLabel(this);
    m_thread = new QTextBrowser(this);
    m_thread->setAccessibleName(tr("Review comments"));
    m_thread->setMaximumHeight(150);
    m_reply = new QLineEdit(this);
    m_reply->setPlaceholderText(tr("Answer the reviewer…"));
    m_send = new QPushButton(tr("Reply"), this);
    auto *row = new QHBoxLayout;
    row->addWidget(m_reply, 1);
    row->addWidget(m_send);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_thread);
    layout->addLayout(row);
    connect(m_send, &QPushButton::clicked, this, &CommentsPanel::send);
    connect(m_reply, &QLineEdit::returnPressed, this, &CommentsPanel::send);
}

void CommentsPanel::setDocument(AnnotationDocument *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
    }
    m_document = document;
    m_spanId = 0;
    if (m_document) {
        connect(m_document, &AnnotationDocument::reviewEventsChanged, this, &CommentsPanel::refresh);
        connect(m_document, &AnnotationDocument::assignmentChanged, this, &CommentsPanel::refresh);
    }
    refresh();
}

void CommentsPanel::setCurrentSpan(qint64 spanId)
{
    m_spanId = spanId;
    refresh();
}

void CommentsPanel::refresh()
{
    const QList<ReviewEvent> events = m_document ? m_document->reviewEvents() : QList<ReviewEvent>();
    QString html;
    int shown = 0;
    for (const ReviewEvent &event : events) {
        // The item thread shows everything; a selected span shows its own thread first.
        if (m_spanId != 0 && event.spanId != m_spanId) {
            continue;
        }
        html += u"<p><b>%1</b> <span style='color:gray'>%2</span><br>%3</p>"_s.arg(
            m_document->personName(event.authorId).toHtmlEscaped(),
            QLocale().toString(event.at.toLocalTime(), QLocale::ShortFormat), event.body.toHtmlEscaped());
        ++shown;
    }
    m_title->setText(m_spanId != 0 ? tr("Comments on this span (%1)").arg(shown) : tr("Review comments (%1)").arg(shown));
    m_thread->setHtml(html);
    const bool canAnswer = m_document && m_document->isEditable();
    m_reply->setEnabled(canAnswer);
    m_send->setEnabled(canAnswer);
    m_reply->setPlaceholderText(canAnswer ? tr("Answer the reviewer…") : tr("Replies are open while the item is with you."));
    setVisible(m_document && !events.isEmpty());
}

void CommentsPanel::send()
{
    if (m_document && !m_reply->text().trimmed().isEmpty() && m_document->reply(m_spanId, m_reply->text())) {
        m_reply->clear();
    }
}

} // namespace Errata
