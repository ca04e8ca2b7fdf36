// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LayerView: what is shown (types, colours, heat, compare) and how the spans are drawn.
#include "widgets/layers/layerview.h"
#include "model/stats/displaynumber.h"
#include "model/domain/typecolour.h"

#include "model/domain/segmentation.h"
#include "model/stats/layercomparison.h"
#include "model/domain/taxonomy.h"
#include "widgets/layers/tracklist.h"
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

// Tol's vibrant scheme for compare mode, with thickness as a second cue (match thick, only one thin).
const QColor Match(0x00, 0x99, 0x88);
const QColor Partial(0xEE, 0x77, 0x33);
const QColor OnlyA(0xCC, 0x33, 0x11);
const QColor OnlyB(0xEE, 0x33, 0x77);

} // namespace

void LayerView::rebuildLists()
{
    m_updating = true;
    rebuildTrackList();
    m_compareAChoice->clear();
    m_compareBChoice->clear();
    for (const AgreementLayer &layer : std::as_const(m_item.layers)) {
        m_compareAChoice->addItem(m_names.value(layer.annotatorId), layer.annotatorId);
        m_compareBChoice->addItem(m_names.value(layer.annotatorId), layer.annotatorId);
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
    syncCompareControls();
    refresh();
}

// Called from code too: the controls show what is compared.
void LayerView::syncCompareControls()
{
    m_updating = true;
    m_compareOn->setChecked(comparing());
    if (comparing()) {
        m_compareAChoice->setCurrentIndex(m_compareAChoice->findData(m_compareA));
        m_compareBChoice->setCurrentIndex(m_compareBChoice->findData(m_compareB));
    }
    m_updating = false;
}

bool LayerView::comparing() const
{
    return m_compareA != 0 && m_compareB != 0 && m_compareA != m_compareB;
}

void LayerView::refresh()
{
    QList<SpanVisual> visuals;
    QList<int> lanes;
    QList<SpanTrack> tracks;
    m_shown.clear();
    m_trackIds.clear();
    int laneTotal = 0;
    for (int a : orderedLayers()) {
        const AgreementLayer &layer = m_item.layers[a];
        const bool inCompare = layer.annotatorId == m_compareA || layer.annotatorId == m_compareB;
        if (m_hiddenAnnotators.contains(layer.annotatorId) || (comparing() && !inCompare)) {
            continue;
        }
        SpanTrack track{m_names.value(layer.annotatorId), layerColour(a), laneTotal, 1,
                        m_folded.contains(layer.annotatorId)};
        if (!track.folded) {
            track.laneCount = addLayer(a, laneTotal, visuals, lanes);
        }
        laneTotal += track.laneCount;
        tracks << track;
        m_trackIds << layer.annotatorId;
    }
    m_text->setTracks(tracks);
    m_text->setSpans(visuals, lanes);
    m_text->setBackgroundOverride(heat(), !m_heat.isEmpty());
    updateCompareLegend();
}

// One layer's shown spans, packed into as few lanes as they need from firstLane; returns how many.
int LayerView::addLayer(int layerIndex, int firstLane, QList<SpanVisual> &visuals, QList<int> &lanes)
{
    const AgreementLayer &layer = m_item.layers[layerIndex];
    QList<MatchKind> matches;
    if (comparing()) {
        const qint64 otherId = layer.annotatorId == m_compareA ? m_compareB : m_compareA;
        for (const AgreementLayer &other : std::as_const(m_item.layers)) {
            if (other.annotatorId == otherId) matches = compareLayers(layer.spans, other.spans);
        }
    }
    QList<TextRange> ranges;
    for (int s = 0; s < layer.spans.size(); ++s) {
        const Span &span = layer.spans[s];
        if (span.range.side != TextSide::Generation || m_hiddenTypes.contains(span.typeKey)) {
            continue;
        }
        visuals << spanVisual(layerIndex, s, matches);
        ranges << span.range;
        m_shown << std::pair{layerIndex, s};
    }
    int groupSize = 1;
    for (int lane : packLanes(ranges)) {
        lanes << firstLane + lane;
        groupSize = std::max(groupSize, lane + 1);
    }
    return groupSize;
}

SpanVisual LayerView::spanVisual(int layerIndex, int spanIndex, const QList<MatchKind> &matches) const
{
    const AgreementLayer &layer = m_item.layers[layerIndex];
    const Span &span = layer.spans[spanIndex];
    const TaxonomyNode *type = m_taxonomy ? m_taxonomy->node(span.typeKey) : nullptr;
    const QString typeName = type ? type->name.text(QLocale().name()) : span.typeKey;
    SpanVisual visual;
    visual.range = span.range;
    visual.color = m_byAnnotator ? layerColour(layerIndex) : typeColour(m_taxonomy, span.typeKey, m_typeColours);
    visual.pattern = type && m_taxonomy ? int(m_taxonomy->selectableNodes().indexOf(type)) : -1;
    visual.severityLevel = 2;
    visual.machine = !isPersonLayer(layer.annotatorId) && layer.annotatorId != GoldLayerId;
    if (comparing()) {
        const MatchKind kind = matches.value(spanIndex, MatchKind::Miss);
        const QColor only = layer.annotatorId == m_compareA ? OnlyA : OnlyB;
        visual.color = kind == MatchKind::Exact ? Match : kind == MatchKind::Partial ? Partial : only;
        visual.severityLevel = kind == MatchKind::Exact ? 3 : kind == MatchKind::Partial ? 2 : 1;
    }
    visual.toolTip =
        u"<b>%1</b><br>%2"_s.arg(m_names.value(layer.annotatorId).toHtmlEscaped(), typeName.toHtmlEscaped());
    visual.description = tr("%1: %2").arg(m_names.value(layer.annotatorId), typeName);
    return visual;
}

void LayerView::updateCompareLegend()
{
    m_compareLegend->setVisible(comparing());
    if (!comparing()) {
        return;
    }
    const auto key = [](const QColor &colour, const QString &text) {
        return u"<td style=\"white-space:pre\"><span style=\"color:%1\">■</span> %2</td>"_s.arg(colour.name(),
                                                                                                text.toHtmlEscaped());
    };
    m_compareLegend->setText(u"<table cellspacing=\"2\"><tr>%1%2</tr><tr>%3</tr><tr>%4</tr></table>"_s.arg(
        key(Match, tr("same span (thick)")), key(Partial, tr("overlapping")),
        key(OnlyA, tr("only %1 (thin)").arg(m_names.value(m_compareA))),
        key(OnlyB, tr("only %1 (thin)").arg(m_names.value(m_compareB)))));
}

QString LayerView::compareLegend() const
{
    return comparing() ? m_compareLegend->text() : QString();
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
    // "k of N annotators": gold is the reviewer's verdict and a system is a machine, neither one more
    // annotator.
    visible.layers.removeIf([this](const AgreementLayer &layer) {
        return !isPersonLayer(layer.annotatorId) || m_hiddenAnnotators.contains(layer.annotatorId);
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

} // namespace Errata
