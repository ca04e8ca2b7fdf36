// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/commentspanel.h"

#include "model/document/annotationdocument.h"
#include "model/domain/taxonomy.h"
#include "widgets/review/reviewthreadpanel.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

CommentsPanel::CommentsPanel(QWidget *parent)
    : QWidget(parent)
{
    m_thread = new ReviewThreadPanel(this);
    m_thread->setMaximumHeight(180);
    m_reply = new QLineEdit(this);
    m_reply->setPlaceholderText(tr("Answer the reviewer…"));
    m_reply->setAccessibleName(tr("Answer the reviewer"));
    m_send = new QPushButton(tr("Reply"), this);
    auto *row = new QHBoxLayout;
    row->addWidget(m_reply, 1);
    row->addWidget(m_send);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
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
    QHash<qint64, QString> names, labels;
    for (const ReviewEvent &event : events) names.insert(event.authorId, m_document->personName(event.authorId));
    if (m_document) {
        for (const Span &span : m_document->spans()) {
            const TaxonomyNode *type = m_document->taxonomy().node(span.typeKey);
            const QString &text = m_document->text(span.range.side);
            labels.insert(span.id,
                          tr("%1 “%2”").arg(type ? type->name.text(QLocale().name()) : span.typeKey,
                                            text.mid(span.range.begin, span.range.length())));
        }
    }
    const QList<ReviewThread> threads = reviewThreads(events);
    m_thread->setThreads(threads, names, labels);
    m_thread->setCurrentSpan(m_spanId);
    const bool canAnswer = m_document && m_document->isEditable();
    m_reply->setEnabled(canAnswer);
    m_send->setEnabled(canAnswer);
    m_reply->setPlaceholderText(canAnswer ? tr("Answer the reviewer…")
                                          : tr("Replies are open while the item is with you."));
    setVisible(m_document && !events.isEmpty());
}

void CommentsPanel::send()
{
    if (m_document && !m_reply->text().trimmed().isEmpty() && m_document->reply(m_spanId, m_reply->text())) {
        m_reply->clear();
    }
}

} // namespace Errata
