// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanEditor: showing the current span (or the pending selection) in the editor's fields.
#include "widgets/annotate/spaneditor.h"

#include "model/document/annotationdocument.h"
#include "model/project/submissioncheck.h"
#include "model/domain/correctionpreview.h"
#include "model/domain/taxonomy.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QCheckBox>
#include <QLabel>
#include <QTextBrowser>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// A bare span over a range, for quoting text that is not (yet) a span.
Span spanOver(const TextRange &range)
{
    Span span;
    span.range = range;
    return span;
}

} // namespace

QString SpanEditor::nestedWordHint()
{
    return tr("A word inside a span: double-click it, drag from it onto the next, or click it and press "
              "Ctrl+Shift+→.");
}

void SpanEditor::refresh()
{
    m_refreshing = true;
    const Span *current = span();
    const bool editable = m_document && m_document->isEditable();
    const bool hasPending = !current && (m_pending.begin != 0 || m_pending.end != 0);
    if (!m_document) {
        m_header->setText(tr("No item open."));
    } else if (current) {
        m_header->setText(tr("<b>Span %1 of %2</b> %3")
                              .arg(m_span + 1)
                              .arg(m_document->spans().size())
                              .arg(SubmissionCheck::quote(*current, m_document->item()).toHtmlEscaped()));
        // Here after a click inside a span, perhaps meant for a word in it: how to mark that word.
        if (editable) m_header->setText(m_header->text() + u"<br><small>"_s + nestedWordHint() + u"</small>"_s);
    } else if (hasPending) {
        m_header->setText(tr("<b>New span</b> %1 — choose its type (click or press its key).")
                              .arg(SubmissionCheck::quote(spanOver(m_pending), m_document->item()).toHtmlEscaped()));
    } else {
        m_header->setText(tr("Select text to mark a span, or click a span to edit it.") + u"<br><small>"_s
                          + nestedWordHint() + u"</small>"_s);
    }
    if (m_document && !editable) {
        m_header->setText(m_header->text() + u"<br><i>"_s + m_document->readOnlyReason().toHtmlEscaped() + u"</i>"_s);
    }
    m_types->setEnabled(editable && (current || hasPending));
    m_search->setEnabled(m_types->isEnabled());
    for (QWidget *field : std::initializer_list<QWidget *>{m_severityBox, m_hasCorrection, m_rationale, m_pickLink,
                                                           m_removeLinks, m_delete}) {
        field->setEnabled(editable && current);
    }
    m_correction->setEnabled(editable && current && current->correction.has_value());

    const TaxonomyNode *type = current ? m_document->taxonomy().node(current->typeKey) : nullptr;
    m_types->setCurrentItem(nullptr);
    for (QTreeWidgetItemIterator it(m_types); *it; ++it) {
        if (type && (*it)->data(0, Qt::UserRole).toString() == type->key) {
            m_types->setCurrentItem(*it);
        }
    }
    const QString language = QLocale().name();
    m_definition->setHtml(type ? u"<b>%1</b>: %2<br><i>%3</i>"_s.arg(type->name.text(language).toHtmlEscaped(),
                                                                     type->definition.text(language).toHtmlEscaped(),
                                                                     type->example.text(language).toHtmlEscaped())
                               : QString());
    int severity = -1;
    for (qsizetype i = 0; current && i < m_document->taxonomy().severities.size(); ++i) {
        if (m_document->taxonomy().severities.at(i).key == current->severityKey) {
            severity = int(i);
        }
    }
    m_severities->setExclusive(false);
    for (QAbstractButton *button : m_severities->buttons()) {
        button->setChecked(m_severities->id(button) == severity);
    }
    m_severities->setExclusive(true);
    m_hasCorrection->setChecked(current && current->correction.has_value());
    if (!m_correction->hasFocus() || !current) {
        m_correction->setText(current && current->correction ? *current->correction : QString());
    }
    if (!m_rationale->hasFocus() || !current) {
        m_rationale->setPlainText(current ? current->rationale : QString());
    }
    QStringList links;
    if (current) {
        for (const SpanLink &link : current->links) {
            links << (link.kind == LinkKind::Antecedent ? tr("Antecedent: %1") : tr("Associated: %1"))
                         .arg(SubmissionCheck::quote(spanOver(link.range), m_document->item()));
        }
    }
    m_links->setText(links.join(u'\n'));
    m_links->setVisible(!links.isEmpty());
    const QStringList problems =
        current ? SubmissionCheck::spanProblems(*current, m_document->taxonomy()) : QStringList();
    QStringList notes;
    if (!problems.isEmpty()) notes << tr("<i>Draft — before submitting, add %1.</i>").arg(problems.join(tr(", ")));
    if (const QString limit = m_document ? m_document->errorLimitWarning() : QString(); !limit.isEmpty()) {
        notes << u"<b>%1</b>"_s.arg(limit.toHtmlEscaped()); // TGEA's discard limit, whichever span is chosen
    }
    m_problems->setText(notes.join(u"<br>"_s));
    m_problems->setVisible(!notes.isEmpty());
    updatePreview();
    m_refreshing = false;
}

void SpanEditor::updatePreview()
{
    const Span *current = span();
    if (!current || !m_hasCorrection->isChecked() || current->range.side != TextSide::Generation) {
        m_preview->clear(); // the box stays, empty, so the rows below do not move
        return;
    }
    m_preview->setHtml(correctedSentenceHtml(m_document->item().generation, current->range, m_correction->text()));
}

} // namespace Errata
