// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// GoldEditor: the proposal, source and score lists, and taking spans over into gold.
#include "widgets/review/goldeditor.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/project/project.h"
#include "model/stats/goldcomparison.h"
#include "widgets/annotate/annotateview.h"

#include <QLocale>
#include <QTableWidget>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString statusText(GoldProposal::Status status)
{
    switch (status) {
    case GoldProposal::Status::Open: return GoldEditor::tr("open");
    case GoldProposal::Status::Confirmed: return GoldEditor::tr("✓ in gold");
    case GoldProposal::Status::Rejected: return GoldEditor::tr("✗ rejected");
    }
    return {};
}

// Gold takes the annotator's finding, not their bookkeeping: a fresh span, adjudicated.
Span goldCopy(Span span)
{
    span.id = 0;
    span.layerId = 0;
    span.created = span.modified = QDateTime();
    span.reviewState = SpanReviewState::Accepted;
    return span;
}

} // namespace

void GoldEditor::fillProposals()
{
    m_proposalsView->clear();
    const QString &text = m_item.text;
    const Taxonomy *taxonomy = m_project ? &m_project->taxonomy() : nullptr;
    for (const GoldProposal &entry : std::as_const(m_proposals)) {
        const ConsensusProposal &p = entry.proposal;
        const TaxonomyNode *type = taxonomy ? taxonomy->node(p.typeKey) : nullptr;
        auto *row = new QTreeWidgetItem(m_proposalsView);
        row->setText(0, statusText(entry.status) + (p.competing ? tr(" · competing") : QString()));
        row->setText(1, type ? type->name.text(QLocale().name()) : p.typeKey);
        row->setText(2,
                     p.range.side == TextSide::Generation ? text.mid(p.range.begin, p.range.length()) : tr("(prompt)"));
        row->setText(3, tr("%1 of %2").arg(p.supporters.size()).arg(m_item.layers.size()));
        row->setToolTip(0, p.competing ? tr("Overlaps a proposal of another type: choose one.") : QString());
        row->setToolTip(2, row->text(2));
    }
    m_proposalsView->resizeColumnToContents(0);
}

void GoldEditor::fillSources()
{
    m_sources->clear();
    const QList<Span> gold = goldSpans();
    const Taxonomy *taxonomy = m_project ? &m_project->taxonomy() : nullptr;
    for (int l = 0; l < m_item.layers.size(); ++l) {
        const AgreementLayer &layer = m_item.layers.at(l);
        for (int s = 0; s < layer.spans.size(); ++s) {
            const Span &span = layer.spans.at(s);
            const TaxonomyNode *type = taxonomy ? taxonomy->node(span.typeKey) : nullptr;
            const bool inGold = std::any_of(gold.cbegin(), gold.cend(), [&](const Span &g) {
                return g.range == span.range && g.typeKey == span.typeKey;
            });
            auto *row = new QTreeWidgetItem(m_sources);
            row->setText(0, m_names.value(layer.annotatorId));
            row->setText(1, type ? type->name.text(QLocale().name()) : span.typeKey);
            row->setText(2,
                         span.range.side == TextSide::Generation
                             ? m_item.text.mid(span.range.begin, span.range.length())
                             : tr("(prompt)"));
            row->setText(3, inGold ? tr("✓") : QString());
            row->setToolTip(2, span.rationale.isEmpty() ? row->text(2) : tr("Rationale: %1").arg(span.rationale));
            row->setData(0, Qt::UserRole, l);
            row->setData(1, Qt::UserRole, s);
        }
    }
    m_sources->resizeColumnToContents(0);
}

void GoldEditor::fillScores()
{
    m_scores->setRowCount(0);
    if (!m_project || m_item.itemId == 0 || !m_editor->document()) {
        return;
    }
    const QList<TypeSelector> any{TypeSelectors::forTaxonomy(m_project->taxonomy(), 2).constLast()};
    const QHash<qint64, QList<Span>> gold{{m_item.itemId, goldSpans()}};
    const auto number = [](const std::optional<double> &value) {
        return value ? QLocale().toString(*value, 'f', 2) : tr("—");
    };
    for (const GoldScore &score : compareWithGold({m_item}, gold, any, AgreementUnit::Token)) {
        const int row = m_scores->rowCount();
        m_scores->insertRow(row);
        m_scores->setItem(row, 0, new QTableWidgetItem(m_names.value(score.annotatorId)));
        m_scores->setItem(row, 1, new QTableWidgetItem(number(score.precision())));
        m_scores->setItem(row, 2, new QTableWidgetItem(number(score.recall())));
        m_scores->setItem(row, 3, new QTableWidgetItem(number(score.f1())));
    }
    m_scores->resizeColumnsToContents();
}

QList<Span> GoldEditor::selectedSources() const
{
    QList<Span> spans;
    for (const QTreeWidgetItem *row : m_sources->selectedItems()) {
        spans << m_item.layers.at(row->data(0, Qt::UserRole).toInt()).spans.at(row->data(1, Qt::UserRole).toInt());
    }
    std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) { return a.range.begin < b.range.begin; });
    return spans;
}

void GoldEditor::addToGold(const QList<Span> &spans, const QString &undoText)
{
    AnnotationDocument *document = m_editor->document();
    if (!document || spans.isEmpty()) {
        return;
    }
    if (!document->isEditable()) {
        emit messageRaised(document->readOnlyReason());
        return;
    }
    QUndoStack *stack = document->undoStack();
    stack->beginMacro(undoText);
    for (const Span &span : spans) {
        stack->push(new AddSpanCommand(document, goldCopy(span)));
    }
    stack->endMacro();
}

void GoldEditor::confirmProposal(int index)
{
    if (index >= 0 && index < m_proposals.size() && m_proposals[index].status != GoldProposal::Status::Confirmed) {
        const QString key = m_proposals[index].key;
        if (m_rejected.remove(key) && m_project) {
            GoldLayer::setRejected(*m_project, m_item.itemId, key, false);
        }
        addToGold({m_proposals[index].span}, tr("Confirm proposal"));
    }
}

void GoldEditor::rejectProposal(int index)
{
    if (index < 0 || index >= m_proposals.size() || !m_project) {
        return;
    }
    const QString key = m_proposals[index].key;
    if (!GoldLayer::setRejected(*m_project, m_item.itemId, key, true)) {
        emit messageRaised(tr("The rejection could not be saved."));
        return;
    }
    m_rejected.insert(key);
    refresh();
}

void GoldEditor::confirmAllOpen()
{
    QList<Span> spans;
    for (const GoldProposal &entry : std::as_const(m_proposals)) {
        if (entry.status == GoldProposal::Status::Open && !entry.proposal.competing) {
            spans << entry.span;
        }
    }
    addToGold(spans, tr("Confirm proposals"));
}

void GoldEditor::addSelectedToGold()
{
    const QList<Span> spans = selectedSources();
    addToGold(spans, tr("Add spans to gold"));
}

void GoldEditor::mergeSelected()
{
    const QList<Span> spans = selectedSources();
    if (spans.size() < 2) {
        emit messageRaised(tr("Select two or more spans to merge."));
        return;
    }
    addToGold({GoldLayer::merge(spans)}, tr("Merge spans into gold"));
}

} // namespace Errata
