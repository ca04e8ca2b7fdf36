// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewView: turning a ReviewItem into the table, the text, the conversation and the changes.
#include "widgets/review/reviewview.h"

#include "model/domain/taxonomy.h"
#include "model/domain/typecolour.h"
#include "model/domain/workflow.h"
#include "widgets/review/reviewchangespanel.h"
#include "widgets/review/reviewthreadpanel.h"
#include "widgets/review/spanrecordpanel.h"
#include "widgets/textview/spantextview.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString decisionText(SpanReviewState state)
{
    switch (state) {
    case SpanReviewState::Pending: return ReviewView::tr("undecided");
    case SpanReviewState::Accepted: return ReviewView::tr("✓ accepted");
    case SpanReviewState::Rejected: return ReviewView::tr("✗ rejected");
    case SpanReviewState::NeedsChange: return ReviewView::tr("needs change");
    case SpanReviewState::Amended: return ReviewView::tr("amended: decide again");
    }
    return {};
}

QColor decisionColour(SpanReviewState state)
{
    switch (state) {
    case SpanReviewState::Accepted: return QColor(0x1B, 0x7F, 0x3B);
    case SpanReviewState::Rejected: return QColor(0xB0, 0x20, 0x20);
    case SpanReviewState::NeedsChange: return QColor(0xA8, 0x5A, 0x00);
    case SpanReviewState::Amended: return QColor(0x1F, 0x5F, 0xAF);
    case SpanReviewState::Pending: break;
    }
    return {};
}

bool undecided(SpanReviewState state)
{
    return state == SpanReviewState::Pending || state == SpanReviewState::Amended;
}

// About `chars` characters wide, never less than the column's longest word (no word is cut) nor more
// than its contents need: longer entries take a second line.
void narrowColumn(QTableWidget *table, int column, int chars)
{
    const QFontMetrics metrics = table->fontMetrics();
    int longestWord = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        for (const QString &word : table->item(row, column)->text().split(u' ', Qt::SkipEmptyParts)) {
            longestWord = std::max(longestWord, metrics.horizontalAdvance(word));
        }
    }
    table->resizeColumnToContents(column);
    const int padding = 2 * metrics.averageCharWidth();
    table->setColumnWidth(column,
                          std::clamp(metrics.averageCharWidth() * chars, longestWord + padding,
                                     std::max(longestWord + padding, table->columnWidth(column))));
}

} // namespace

void ReviewView::clear(const QString &message)
{
    m_review.reset();
    cancelPending();
    m_record->clear();
    m_empty->setText(message);
    m_stack->setCurrentWidget(m_empty);
}

void ReviewView::setReview(const ReviewItem &review, const Taxonomy *taxonomy)
{
    const bool sameAssignment = m_review && m_review->assignment.id == review.assignment.id;
    const qint64 previous = sameAssignment ? currentSpanId() : -1;
    m_review = review;
    m_taxonomy = taxonomy;
    if (!sameAssignment) {
        cancelPending();
        m_comment->clear();
    }
    m_header->setText(headerText());
    m_text->setTexts(review.item.prompt, review.item.generation);
    fillTable();
    refreshText();
    QHash<qint64, QString> labels;
    for (const Span &span : review.spans) labels.insert(span.id, spanLabel(span));
    for (const SpanChange &change : review.changes) {
        if (change.kind == SpanChange::Kind::Removed)
            labels.insert(change.before.id, tr("Removed: %1").arg(spanLabel(change.before)));
    }
    m_threads->setThreads(review.threads, review.names, labels);
    m_changes->setChanges(review.changes, review.item.generation, review.item.prompt, taxonomy,
                          review.assignment.iteration, review.changesKnown);
    m_tabs->setTabText(1, review.changes.isEmpty() ? tr("Changes") : tr("Changes (%1)").arg(review.changes.size()));
    m_stack->setCurrentIndex(1);
    // Start on the first span still to decide; after a decision, go on to the next one.
    const int row = previous >= 0 ? rowOfSpan(previous) : -1;
    m_table->setCurrentCell(row >= 0 ? row : 0, 0);
    if (previous < 0 || m_advance) {
        moveToSpan(0);
    }
    m_advance = false;
    m_record->show(*m_review, currentSpanId(), m_taxonomy); // the row may not have changed
    updateButtons();
}

QString ReviewView::headerText() const
{
    if (!m_review) {
        return {};
    }
    const Assignment &a = m_review->assignment;
    QString text = tr("%1 · by %2 · submission %3 · %4")
                       .arg(m_review->item.externalId, m_review->names.value(a.annotatorId))
                       .arg(a.iteration)
                       .arg(WorkflowText::stateName(a.state));
    if (a.state == AssignmentState::InReview && !m_review->decidable()) {
        text += u" · "_s + tr("claimed by %1: read only").arg(m_review->names.value(a.reviewerId));
    }
    return text;
}

QString ReviewView::spanLabel(const Span &span) const
{
    const TaxonomyNode *type = m_taxonomy ? m_taxonomy->node(span.typeKey) : nullptr;
    const QString &source = span.range.side == TextSide::Prompt ? m_review->item.prompt : m_review->item.generation;
    QString excerpt = source.mid(span.range.begin, span.range.length());
    if (excerpt.size() > 40) excerpt = excerpt.left(39) + u'…';
    return tr("%1 “%2”").arg(type ? type->name.text(QLocale().name()) : span.typeKey, excerpt);
}

void ReviewView::fillTable()
{
    QHash<qint64, QString> changed;
    for (const SpanChange &change : m_review->changes) {
        if (change.kind == SpanChange::Kind::Added) changed.insert(change.after.id, tr("added"));
        if (change.kind == SpanChange::Kind::Edited)
            changed.insert(change.after.id, tr("edited: %1").arg(change.fields.join(u", "_s)));
    }
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(int(m_review->spans.size()) + 1);
    const auto cell = [this](int row, int column, const QString &text, qint64 spanId) {
        auto *item = new QTableWidgetItem(text);
        item->setData(Qt::UserRole, spanId);
        item->setToolTip(text);
        m_table->setItem(row, column, item);
        return item;
    };
    cell(0, 0, tr("The whole item"), 0);
    for (int column = 1; column <= SeverityColumn; ++column) cell(0, column, QString(), 0);
    for (int i = 0; i < m_review->spans.size(); ++i) {
        const Span &span = m_review->spans.at(i);
        const TaxonomyNode *type = m_taxonomy ? m_taxonomy->node(span.typeKey) : nullptr;
        const Severity *severity = m_taxonomy ? m_taxonomy->severity(span.severityKey) : nullptr;
        const QString &source = span.range.side == TextSide::Prompt ? m_review->item.prompt : m_review->item.generation;
        cell(i + 1, 0, type ? type->name.text(QLocale().name()) : span.typeKey, span.id);
        cell(i + 1, 1, source.mid(span.range.begin, span.range.length()), span.id);
        cell(i + 1, 2, span.rationale, span.id);
        cell(i + 1, 3, decisionText(span.reviewState), span.id)->setForeground(decisionColour(span.reviewState));
        cell(i + 1, 4, changed.value(span.id), span.id);
        cell(i + 1, SeverityColumn, severity ? severity->name.text(QLocale().name()) : QString(), span.id);
    }
    // Decisions, changes and severity names wrap at about a dozen characters, so the span's text and
    // its rationale keep the room (with six columns, "amended: decide again" squeezed them to a letter).
    narrowColumn(m_table, 3, 12);
    narrowColumn(m_table, 4, 12);
    narrowColumn(m_table, SeverityColumn, 16);
}

void ReviewView::setTypeColours(const QHash<QString, QColor> &colours)
{
    m_typeColours = colours;
    if (m_review) {
        refreshText();
    }
}

void ReviewView::refreshText()
{
    QList<SpanVisual> visuals;
    for (const Span &span : m_review->spans) {
        SpanVisual visual;
        visual.range = span.range;
        visual.color = typeColour(m_taxonomy, span.typeKey, m_typeColours);
        // Decided spans thin out, so what is left to decide stands out.
        visual.severityLevel = undecided(span.reviewState) ? 3 : 1;
        visual.toolTip = (spanLabel(span) + u" — "_s + decisionText(span.reviewState)).toHtmlEscaped();
        visuals << visual;
    }
    m_text->setSpans(visuals);
    m_text->setSelectedSpan(std::max(-1, m_table->currentRow() - 1));
}

qint64 ReviewView::currentSpanId() const
{
    const QTableWidgetItem *item = m_table->item(m_table->currentRow(), 0);
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

int ReviewView::rowOfSpan(qint64 spanId) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, 0)->data(Qt::UserRole).toLongLong() == spanId) return row;
    }
    return -1;
}

void ReviewView::selectSpan(qint64 spanId)
{
    const int row = rowOfSpan(spanId);
    if (row >= 0) m_table->setCurrentCell(row, 0);
}

// step 0: the first undecided span from the current row on (staying put when there is none).
void ReviewView::moveToSpan(int step)
{
    if (!m_review || m_review->spans.isEmpty()) return;
    const int rows = m_table->rowCount();
    if (step != 0) {
        m_table->setCurrentCell(std::clamp(m_table->currentRow() + step, 0, rows - 1), 0);
        return;
    }
    for (int row = std::max(1, m_table->currentRow()); row < rows; ++row) {
        if (undecided(m_review->spans.at(row - 1).reviewState)) {
            m_table->setCurrentCell(row, 0);
            return;
        }
    }
}

void ReviewView::onRowChanged()
{
    if (!m_review) return;
    m_text->setSelectedSpan(std::max(-1, m_table->currentRow() - 1));
    m_threads->setCurrentSpan(currentSpanId());
    m_record->show(*m_review, currentSpanId(), m_taxonomy);
    cancelPending();
    updateButtons();
}

void ReviewView::updateButtons()
{
    const bool decidable = m_review && m_review->decidable();
    const bool onSpan = currentSpanId() != 0;
    for (QPushButton *button : {m_accept, m_reject, m_needsChange}) button->setEnabled(decidable && onSpan);
    m_acceptItem->setEnabled(decidable);
    m_returnItem->setEnabled(decidable);
    m_release->setEnabled(decidable);
    m_resolve->setEnabled(m_review.has_value());
}

} // namespace Errata
