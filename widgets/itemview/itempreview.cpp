// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/itemview/itempreview.h"

#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString paragraphs(const QString &text)
{
    return text.toHtmlEscaped().replace(u"\n"_s, u"<br>"_s);
}

QString duration(qint64 seconds)
{
    return seconds < 60 ? ItemPreview::tr("%1 s").arg(seconds) : ItemPreview::tr("%1 min").arg((seconds + 30) / 60);
}

} // namespace

ItemPreview::ItemPreview(QWidget *parent)
    : QWidget(parent)
{
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_body = new QTextBrowser(this);
    m_body->setOpenLinks(false);
    m_body->setAccessibleName(tr("Item"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    showEmpty(tr("Choose an item in the list."));
}

void ItemPreview::showEmpty(const QString &message)
{
    m_title->setText(QString());
    m_pending = u"<p style='color:gray'>%1</p>"_s.arg(message.toHtmlEscaped());
    if (isVisible()) render();
}

void ItemPreview::showItem(const Item &item, const QList<AssignmentLine> &lines)
{
    m_title->setText(item.externalId);
    const QPalette pal = palette();
    const QString muted = pal.color(QPalette::PlaceholderText).name();
    const QString panel = pal.color(QPalette::AlternateBase).name();
    QString html =
        u"<p style='color:%1'><b>%2</b></p><table width='100%' cellpadding='8' bgcolor='%3'>"
        u"<tr><td>%4</td></tr></table>"_s.arg(muted, tr("Prompt — written by a person, not annotated").toHtmlEscaped(),
                                              panel, paragraphs(item.prompt));
    html += u"<p style='color:%1'><b>%2</b></p><p>%3</p>"_s.arg(muted, tr("Generation").toHtmlEscaped(),
                                                                paragraphs(item.generation));
    QStringList metadata;
    for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) {
        metadata << u"%1 = %2"_s.arg(it.key().toHtmlEscaped(), it.value().toHtmlEscaped());
    }
    if (!metadata.isEmpty()) {
        html += u"<p style='color:%1'>%2</p>"_s.arg(muted, metadata.join(u" · "_s));
    }
    html += u"<table cellpadding='3'><tr><th align='left'>%1</th><th align='left'>%2</th><th>%3</th>"
            u"<th>%4</th><th>%5</th></tr>"_s.arg(tr("Annotator"), tr("State"), tr("Round"), tr("Spans"), tr("Time"));
    for (const AssignmentLine &line : lines) {
        html +=
            u"<tr><td>%1</td><td>%2</td><td align='right'>%3</td><td align='right'>%4</td>"
            u"<td align='right'>%5</td></tr>"_s.arg(line.annotator.toHtmlEscaped(), WorkflowText::stateName(line.state))
                .arg(line.iteration)
                .arg(line.spans)
                .arg(duration(line.timeSpentSeconds));
    }
    html += u"</table>"_s;
    m_pending = html;
    if (isVisible()) render();
}

void ItemPreview::showEvent(QShowEvent *event)
{
    render();
    QWidget::showEvent(event);
}

void ItemPreview::render() const
{
    if (m_pending.isNull()) return;
    m_body->setHtml(m_pending);
    m_pending = QString();
}

QString ItemPreview::plainText() const
{
    render();
    return m_body->toPlainText();
}

} // namespace Errata
