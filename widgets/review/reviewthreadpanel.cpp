// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/reviewthreadpanel.h"

#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString verb(ReviewEventKind kind)
{
    switch (kind) {
    case ReviewEventKind::AcceptSpan: return ReviewThreadPanel::tr("accepted the span");
    case ReviewEventKind::RejectSpan: return ReviewThreadPanel::tr("rejected the span");
    case ReviewEventKind::NeedsChangeSpan: return ReviewThreadPanel::tr("asked for a change");
    case ReviewEventKind::Comment:
    case ReviewEventKind::ResolveThread: break;
    }
    return {};
}

} // namespace

ReviewThreadPanel::ReviewThreadPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_view(new QTextBrowser(this))
{
    m_title->setTextFormat(Qt::PlainText);
    m_view->setOpenLinks(false);
    m_view->setAccessibleName(tr("Review conversation"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    // Links are only ever "fold:<span id>", built here; nothing from the text becomes a link.
    connect(m_view, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        const qint64 spanId = url.path().toLongLong();
        setExpanded(spanId, isFolded(spanId));
    });
}

void ReviewThreadPanel::setThreads(const QList<ReviewThread> &threads, const QHash<qint64, QString> &names,
                                   const QHash<qint64, QString> &spanLabels)
{
    m_threads = threads;
    m_names = names;
    m_spanLabels = spanLabels;
    render();
}

void ReviewThreadPanel::setCurrentSpan(qint64 spanId)
{
    m_current = spanId;
    render();
}

void ReviewThreadPanel::setExpanded(qint64 spanId, bool expanded)
{
    if (expanded) {
        m_expanded.insert(spanId);
    } else {
        m_expanded.remove(spanId);
    }
    render();
}

bool ReviewThreadPanel::isFolded(qint64 spanId) const
{
    const ReviewThread thread = threadOf(m_threads, spanId);
    return thread.resolved && spanId != m_current && !m_expanded.contains(spanId);
}

QString ReviewThreadPanel::threadTitle(qint64 spanId) const
{
    if (spanId == 0) {
        return tr("The whole item");
    }
    return m_spanLabels.value(spanId, tr("A span no longer in the layer"));
}

int ReviewThreadPanel::messageCount() const
{
    int count = 0;
    for (const ReviewThread &thread : m_threads) {
        count += int(thread.events.size());
    }
    return count;
}

QString ReviewThreadPanel::plainText() const
{
    return m_view->toPlainText();
}

void ReviewThreadPanel::render()
{
    QString html;
    for (const ReviewThread &thread : std::as_const(m_threads)) {
        if (thread.events.isEmpty() && thread.spanId != m_current) {
            continue;
        }
        const bool current = thread.spanId == m_current;
        const QString title = threadTitle(thread.spanId).toHtmlEscaped();
        if (isFolded(thread.spanId)) {
            html += u"<p style='color:gray'><a href='fold:%1'>▸ %2</a> — %3</p>"_s.arg(
                QString::number(thread.spanId), title,
                (thread.events.size() == 1 ? tr("resolved, 1 message")
                                           : tr("resolved, %1 messages").arg(thread.events.size()))
                    .toHtmlEscaped());
            continue;
        }
        const QString marker = current ? u"<a name='current'></a>▶ "_s : QString();
        const QString state = thread.resolved ? u" <a href='fold:%1'>%2</a>"_s.arg(
                                  QString::number(thread.spanId), tr("(resolved — fold)").toHtmlEscaped())
                                              : QString();
        html += u"<p><b>%1%2</b>%3</p>"_s.arg(marker, title, state);
        if (thread.events.isEmpty()) {
            html += u"<p style='color:gray; margin-left:12px'>%1</p>"_s.arg(tr("No comments yet.").toHtmlEscaped());
        }
        for (const ReviewEvent &event : thread.events) {
            const QString action = verb(event.kind);
            html += u"<p style='margin-left:12px'><b>%1</b> %2<span style='color:gray'>%3</span><br>%4</p>"_s.arg(
                m_names.value(event.authorId, tr("Someone")).toHtmlEscaped(),
                action.isEmpty() ? QString() : action.toHtmlEscaped() + u" · "_s,
                QLocale().toString(event.at.toLocalTime(), QLocale::ShortFormat).toHtmlEscaped(),
                event.body.toHtmlEscaped().replace(u'\n', u"<br>"_s));
        }
    }
    if (html.isEmpty()) {
        html =
            u"<p style='color:gray'>%1</p>"_s.arg(tr("Nobody has said anything about this item yet.").toHtmlEscaped());
    }
    m_view->setHtml(html);
    m_view->scrollToAnchor(u"current"_s); // the thread in hand, wherever it is in the list
    const int count = messageCount();
    m_title->setText(count == 1 ? tr("Conversation (1 message)") : tr("Conversation (%1 messages)").arg(count));
}

} // namespace Errata
