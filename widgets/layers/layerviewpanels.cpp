// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LayerView's side panels: the record of a clicked span and the item's agreement per type.
#include "widgets/layers/layerview.h"

#include "model/domain/taxonomy.h"
#include "model/stats/displaynumber.h"

#include <QLabel>
#include <QLocale>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {

void LayerView::showRecord(int viewIndex)
{
    const auto [layerIndex, spanIndex] = shownSpan(viewIndex);
    if (layerIndex < 0) {
        m_record->setText(tr("Click a span to see its record."));
        return;
    }
    const AgreementLayer &layer = m_item.layers[layerIndex];
    const Span &span = layer.spans[spanIndex];
    const TaxonomyNode *type = m_taxonomy ? m_taxonomy->node(span.typeKey) : nullptr;
    const Severity *severity = m_taxonomy ? m_taxonomy->severity(span.severityKey) : nullptr;
    QString html = u"<b>%1</b> — %2<br>“%3”<br>%4"_s.arg(
        m_names.value(layer.annotatorId).toHtmlEscaped(),
        (type ? type->name.text(QLocale().name()) : span.typeKey).toHtmlEscaped(),
        m_item.text.mid(span.range.begin, span.range.length()).toHtmlEscaped(),
        tr("Severity: %1").arg(severity ? severity->name.text(QLocale().name()) : tr("none")).toHtmlEscaped());
    if (!span.rationale.isEmpty()) {
        html += u"<br>"_s + tr("Rationale: %1").arg(span.rationale).toHtmlEscaped();
    }
    if (span.correction) {
        html += u"<br>"_s
            + tr("Correction: %1").arg(span.correction->isEmpty() ? tr("(delete)") : *span.correction).toHtmlEscaped();
    }
    for (const SpanLink &link : span.links) {
        html += u"<br>"_s
            + tr("Linked to: “%1”").arg(m_item.text.mid(link.range.begin, link.range.length())).toHtmlEscaped();
    }
    html += u"<br>"_s + tr("Review: %1").arg(spanReviewStateKey(span.reviewState)).toHtmlEscaped();
    m_record->setText(html);
}

QString LayerView::recordText() const
{
    return m_record->text();
}

QString LayerView::agreementNote() const
{
    return m_agreementNote->text();
}

void LayerView::fillAgreement()
{
    m_agreement->setRowCount(0);
    if (!m_taxonomy) {
        return;
    }
    const QList<TypeSelector> selectors = TypeSelectors::forTaxonomy(*m_taxonomy, 2);
    // Handed-in work only, as errata-cli agreement counts it: a layer still being written is no answer yet.
    AgreementItem annotators = m_item;
    annotators.layers.removeIf(
        [](const AgreementLayer &layer) { return !isPersonLayer(layer.annotatorId) || !layer.finished; });
    const qsizetype started =
        std::count_if(m_item.layers.cbegin(), m_item.layers.cend(),
                      [](const AgreementLayer &layer) { return isPersonLayer(layer.annotatorId); });
    m_agreementNote->setText(
        annotators.layers.size() >= 2
            ? tr("Agreement on this item, over the %1 handed-in layers of %2:")
                  .arg(annotators.layers.size())
                  .arg(started)
            : tr("Agreement needs two handed-in layers; %1 of %2 so far.").arg(annotators.layers.size()).arg(started));
    if (annotators.layers.size() < 2) {
        return;
    }
    const QList<TypeAgreement> rows = AgreementCalculator(AgreementUnit::Token).perType({annotators}, selectors);
    const auto number = [](const std::optional<double> &value) {
        return value ? displayNumber(*value, 2, QLocale()) : tr("—");
    };
    for (const TypeAgreement &row : rows) {
        if (!row.twoAgree && row.key != TypeSelectors::AnyKey) {
            continue; // nobody marked this type here
        }
        const int r = m_agreement->rowCount();
        m_agreement->insertRow(r);
        auto *label = new QTableWidgetItem(row.label);
        label->setData(Qt::UserRole, row.key);
        m_agreement->setItem(r, 0, label);
        m_agreement->setItem(r, 1, new QTableWidgetItem(number(row.alphaPooled)));
        m_agreement->setItem(r, 2, new QTableWidgetItem(number(row.twoAgree)));
    }
}

} // namespace Errata
