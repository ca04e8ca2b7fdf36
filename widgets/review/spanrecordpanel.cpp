// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/spanrecordpanel.h"

#include "model/domain/correctionpreview.h"
#include "model/domain/taxonomy.h"

#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString quoted(const QString &text, const TextRange &range)
{
    return u"“%1”"_s.arg(text.mid(range.begin, range.length()).toHtmlEscaped());
}

QString line(const QString &label, const QString &html)
{
    return u"<b>%1</b> %2<br>"_s.arg(label.toHtmlEscaped(), html);
}

} // namespace

SpanRecordPanel::SpanRecordPanel(QWidget *parent)
    : QWidget(parent)
    , m_body(new QLabel(this))
{
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_body->setMargin(4);
    // A long rationale scrolls within the panel instead of pushing the decision buttons away.
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_body);
    scroll->setWidgetResizable(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    setAccessibleName(tr("Span record"));
    clear();
}

void SpanRecordPanel::clear()
{
    m_body->setText(tr("Select a span to see its whole record here."));
}

void SpanRecordPanel::show(const ReviewItem &review, qint64 spanId, const Taxonomy *taxonomy)
{
    const auto span =
        std::find_if(review.spans.cbegin(), review.spans.cend(), [spanId](const Span &s) { return s.id == spanId; });
    if (span != review.spans.cend()) {
        m_body->setText(spanHtml(review, *span, taxonomy));
        return;
    }
    const qint64 minutes = (review.assignment.timeSpentSeconds + 30) / 60;
    m_body->setText(line(tr("The whole item:"), tr("%n span(s)", nullptr, int(review.spans.size())))
                    + line(tr("Time on the item:"), tr("%n minute(s)", nullptr, int(minutes))));
}

QString SpanRecordPanel::spanHtml(const ReviewItem &review, const Span &span, const Taxonomy *taxonomy) const
{
    const QString language = QLocale().name();
    const TaxonomyNode *type = taxonomy ? taxonomy->node(span.typeKey) : nullptr;
    const TaxonomyNode *group = type && taxonomy ? taxonomy->node(type->parentKey) : nullptr;
    const Severity *severity = taxonomy ? taxonomy->severity(span.severityKey) : nullptr;
    const QString &text = span.range.side == TextSide::Prompt ? review.item.prompt : review.item.generation;
    QString typeName = type ? type->name.text(language) : span.typeKey;
    if (group) typeName = group->name.text(language) + u" › "_s + typeName;
    QString html = line(tr("Type:"), typeName.toHtmlEscaped())
        + line(tr("Severity:"), (severity ? severity->name.text(language) : tr("not set")).toHtmlEscaped())
        + line(span.range.side == TextSide::Prompt ? tr("Marked in the prompt:") : tr("Marked:"),
               quoted(text, span.range))
        + line(tr("Rationale:"),
               span.rationale.isEmpty() ? tr("none").toHtmlEscaped() : span.rationale.toHtmlEscaped());
    if (span.correction) {
        const QString fix = span.correction->isEmpty() ? tr("delete the marked text") : *span.correction;
        html += line(tr("Correction:"), fix.toHtmlEscaped());
        if (span.range.side == TextSide::Generation) {
            html += line(tr("Corrected sentence:"), correctedSentenceHtml(text, span.range, *span.correction));
        }
    }
    for (const SpanLink &link : span.links) {
        const QString &target = link.range.side == TextSide::Prompt ? review.item.prompt : review.item.generation;
        html += line(link.kind == LinkKind::Antecedent ? tr("Antecedent:") : tr("Associated span:"),
                     quoted(target, link.range));
    }
    if (const auto suggestion = review.suggestionOf.constFind(span.id); suggestion != review.suggestionOf.cend()) {
        const QStringList changed = changedFields(suggestion->suggested, span);
        const QString origin = changed.isEmpty()
            ? tr("suggested by %1 and kept as it was").arg(suggestion->system)
            : tr("suggested by %1, then edited: %2").arg(suggestion->system, changed.join(tr(", ")));
        html += line(tr("Origin:"), origin.toHtmlEscaped());
    } else if (!review.suggestionOf.isEmpty()) {
        html += line(tr("Origin:"), tr("marked by the annotator").toHtmlEscaped());
    }
    const QLocale locale;
    if (span.created.isValid()) {
        html +=
            line(tr("Marked at:"), locale.toString(span.created.toLocalTime(), QLocale::ShortFormat).toHtmlEscaped());
    }
    if (span.modified.isValid() && span.modified != span.created) {
        html += line(tr("Last changed:"),
                     locale.toString(span.modified.toLocalTime(), QLocale::ShortFormat).toHtmlEscaped());
    }
    return html;
}

QString SpanRecordPanel::text() const
{
    QTextDocument document;
    document.setHtml(m_body->text());
    return document.toPlainText();
}

} // namespace Errata
