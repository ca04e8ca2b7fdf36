// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LayerView: what is shown (toggles, colours, heat, compare) and the side panels.
#include "widgets/layers/layerview.h"
#include "model/stats/displaynumber.h"
#include "model/domain/typecolour.h"

#include "model/domain/segmentation.h"
#include "model/stats/layercomparison.h"
#include "model/domain/taxonomy.h"
#include "widgets/textview/spantextview.h"
#include "widgets/common/swatchicon.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QIcon swatch(const QColor &colour)
{
    return swatchIcon(colour);
}

// Tol's vibrant scheme for compare mode, with thickness as a second cue (match thick, miss thin).
const QColor Match(0x00, 0x99, 0x88);
const QColor Partial(0xEE, 0x77, 0x33);
const QColor Miss(0xCC, 0x33, 0x11);

} // namespace

void LayerView::rebuildLists()
{
    m_updating = true;
    m_annotators->clear();
    m_compareAChoice->clear();
    m_compareBChoice->clear();
    for (int a = 0; a < m_item.layers.size(); ++a) {
        const AgreementLayer &layer = m_item.layers[a];
        const QString name = m_names.value(layer.annotatorId, tr("A%1").arg(a + 1));
        const QString count = layer.spans.size() == 1 ? tr("1 span") : tr("%1 spans").arg(layer.spans.size());
        auto *entry = new QListWidgetItem(swatch(annotatorColour(a)), tr("%1 (%2)").arg(name, count), m_annotators);
        entry->setData(Qt::UserRole, layer.annotatorId);
        entry->setCheckState(Qt::Checked);
        m_compareAChoice->addItem(name, layer.annotatorId);
        m_compareBChoice->addItem(name, layer.annotatorId);
    }
    m_compareBChoice->setCurrentIndex(std::min(1, m_compareBChoice->count() - 1));
    m_types->clear();
    m_heatChoice->clear();
    m_heatChoice->addItem(tr("None"), QString());
    const QList<TypeSelector> selectors =
        m_taxonomy ? TypeSelectors::forTaxonomy(*m_taxonomy, 2) : QList<TypeSelector>();
    for (const TypeSelector &selector : selectors) {
        m_heatChoice->addItem(selector.label, selector.key);
        if (selector.key == TypeSelectors::AnyKey) {
            continue;
        }
        const QColor colour = typeColour(m_taxonomy, selector.key, m_typeColours);
        auto *entry = new QListWidgetItem(swatch(colour), selector.label, m_types);
        entry->setData(Qt::UserRole, selector.key);
        entry->setCheckState(Qt::Checked);
    }
    m_heatChoice->setCurrentIndex(std::max(0, m_heatChoice->findData(QString(TypeSelectors::AnyKey))));
    m_heat = m_heatChoice->currentData().toString();
    m_updating = false;
}

void LayerView::setAnnotatorVisible(qint64 personId, bool visible)
{
    if (visible) {
        m_hiddenAnnotators.remove(personId);
    } else {
        m_hiddenAnnotators.insert(personId);
    }
    refresh();
}

void LayerView::soloAnnotator(qint64 personId)
{
    m_hiddenAnnotators.clear();
    for (const AgreementLayer &layer : std::as_const(m_item.layers)) {
        if (personId != 0 && layer.annotatorId != personId) {
            m_hiddenAnnotators.insert(layer.annotatorId);
        }
    }
    m_updating = true;
    for (int row = 0; row < m_annotators->count(); ++row) {
        QListWidgetItem *entry = m_annotators->item(row);
        entry->setCheckState(m_hiddenAnnotators.contains(entry->data(Qt::UserRole).toLongLong()) ? Qt::Unchecked
                                                                                                 : Qt::Checked);
    }
    m_updating = false;
    refresh();
}

void LayerView::setTypeVisible(const QString &typeKey, bool visible)
{
    if (visible) {
        m_hiddenTypes.remove(typeKey);
    } else {
        m_hiddenTypes.insert(typeKey);
    }
    refresh();
}

void LayerView::setColourByAnnotator(bool byAnnotator)
{
    m_byAnnotator = byAnnotator;
    refresh();
}

void LayerView::setHeat(const QString &selectorKey)
{
    m_heat = selectorKey;
    refresh();
}

void LayerView::setCompare(qint64 annotatorA, qint64 annotatorB)
{
    m_compareA = annotatorA;
    m_compareB = annotatorB;
    refresh();
}

void LayerView::refresh()
{
    QList<SpanVisual> visuals;
    QList<int> lanes;
    m_shown.clear();
    const bool comparing = m_compareA != 0 && m_compareB != 0 && m_compareA != m_compareB;
    int laneOffset = 0;
    for (int a = 0; a < m_item.layers.size(); ++a) {
        const AgreementLayer &layer = m_item.layers[a];
        const bool inCompare = layer.annotatorId == m_compareA || layer.annotatorId == m_compareB;
        if (m_hiddenAnnotators.contains(layer.annotatorId) || (comparing && !inCompare)) {
            continue;
        }
        QList<MatchKind> matches;
        if (comparing) {
            for (const AgreementLayer &other : std::as_const(m_item.layers)) {
                if (other.annotatorId == (layer.annotatorId == m_compareA ? m_compareB : m_compareA)) {
                    matches = compareLayers(layer.spans, other.spans);
                }
            }
        }
        QList<TextRange> ranges;
        QList<int> shownIndexes;
        for (int s = 0; s < layer.spans.size(); ++s) {
            const Span &span = layer.spans[s];
            if (span.range.side != TextSide::Generation || m_hiddenTypes.contains(span.typeKey)) {
                continue;
            }
            const TaxonomyNode *type = m_taxonomy ? m_taxonomy->node(span.typeKey) : nullptr;
            SpanVisual visual;
            visual.range = span.range;
            visual.color = m_byAnnotator ? annotatorColour(a) : typeColour(m_taxonomy, span.typeKey, m_typeColours);
            visual.pattern = type && m_taxonomy ? int(m_taxonomy->selectableNodes().indexOf(type)) : -1;
            visual.severityLevel = 2;
            if (comparing) {
                const MatchKind kind = matches.value(s, MatchKind::Miss);
                visual.color = kind == MatchKind::Exact ? Match : kind == MatchKind::Partial ? Partial : Miss;
                visual.severityLevel = kind == MatchKind::Exact ? 3 : kind == MatchKind::Partial ? 2 : 1;
            }
            visual.toolTip =
                u"<b>%1</b><br>%2"_s.arg(m_names.value(layer.annotatorId).toHtmlEscaped(),
                                         (type ? type->name.text(QLocale().name()) : span.typeKey).toHtmlEscaped());
            visual.description = tr("%1: %2").arg(m_names.value(layer.annotatorId),
                                                  type ? type->name.text(QLocale().name()) : span.typeKey);
            visuals << visual;
            ranges << span.range;
            shownIndexes << s;
            m_shown << std::pair{a, s};
        }
        // Each annotator's group of lanes sits at the same depth under every line.
        const QList<int> packed = packLanes(ranges);
        int groupSize = 1;
        for (int lane : packed) {
            lanes << laneOffset + lane;
            groupSize = std::max(groupSize, lane + 1);
        }
        laneOffset += groupSize;
    }
    m_text->setSpans(visuals, lanes);
    m_text->setBackgroundOverride(heat(), !m_heat.isEmpty());
}

QList<std::pair<TextRange, QColor>> LayerView::heat() const
{
    QList<std::pair<TextRange, QColor>> backgrounds;
    if (m_heat.isEmpty() || !m_taxonomy) {
        return backgrounds;
    }
    TypeSelector selector;
    for (const TypeSelector &candidate : TypeSelectors::forTaxonomy(*m_taxonomy, 2)) {
        if (candidate.key == m_heat) {
            selector = candidate;
        }
    }
    selector.typeKeys.subtract(m_hiddenTypes);
    AgreementItem visible = m_item;
    // "k of N annotators": gold is the reviewer's verdict, not one more annotator.
    visible.layers.removeIf([this](const AgreementLayer &layer) {
        return layer.annotatorId == GoldLayerId || m_hiddenAnnotators.contains(layer.annotatorId);
    });
    const QList<TextRange> units = unitsOf(visible.text, AgreementUnit::Token);
    const QList<QList<char>> covered = AgreementCalculator(AgreementUnit::Token).coverage(visible, units, selector);
    const int annotators = int(visible.layers.size());
    for (qsizetype u = 0; u < units.size() && annotators > 0; ++u) {
        int marks = 0;
        for (const QList<char> &layer : covered) {
            marks += layer[u];
        }
        if (marks > 0) {
            // One sequential hue, darker with more annotators: "k of N marked this".
            QColor colour(0xCC, 0x33, 0x11);
            colour.setAlpha(30 + 170 * marks / annotators);
            backgrounds << std::pair{units[u], colour};
        }
    }
    return backgrounds;
}

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
        [](const AgreementLayer &layer) { return layer.annotatorId == GoldLayerId || !layer.finished; });
    const qsizetype started =
        std::count_if(m_item.layers.cbegin(), m_item.layers.cend(),
                      [](const AgreementLayer &layer) { return layer.annotatorId != GoldLayerId; });
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
        return value ? QLocale().toString(withoutNegativeZero(*value, 2), 'f', 2) : tr("—");
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
