// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LayerView's tracks: which annotators are shown, in what order, and which are folded.
#include "widgets/layers/layerview.h"

#include "model/domain/annotatorcolour.h"
#include "widgets/layers/tracklist.h"

#include <QComboBox>

namespace Errata {

QColor LayerView::layerColour(int layerIndex) const
{
    // Gold is the reviewer's verdict, not one more person: a neutral dark grey. A system is a machine,
    // not a person either: slate, drawn hollow (SpanVisual::machine).
    const qint64 id = m_item.layers[layerIndex].annotatorId;
    return id == GoldLayerId ? QColor(0x44, 0x44, 0x44)
        : !isPersonLayer(id) ? QColor(0x3A, 0x5A, 0x78)
                             : annotatorColour(layerIndex);
}

// The item's layers in the reviewer's track order; annotators the order does not name keep their place
// after those it does.
QList<int> LayerView::orderedLayers() const
{
    QList<int> indexes;
    for (int a = 0; a < m_item.layers.size(); ++a) {
        indexes << a;
    }
    const auto rank = [this](int a) {
        const qsizetype at = m_order.indexOf(m_item.layers[a].annotatorId);
        return at < 0 ? m_order.size() : at;
    };
    std::stable_sort(indexes.begin(), indexes.end(), [&](int x, int y) { return rank(x) < rank(y); });
    return indexes;
}

void LayerView::rebuildTrackList()
{
    QList<TrackList::Entry> entries;
    for (int a : orderedLayers()) {
        const AgreementLayer &layer = m_item.layers[a];
        entries << TrackList::Entry{layer.annotatorId, m_names.value(layer.annotatorId), layer.spans.size(),
                                    layerColour(a)};
    }
    m_trackList->setEntries(entries, m_hiddenAnnotators, m_folded);
}

void LayerView::setTrackOrder(const QList<qint64> &order)
{
    m_order = order;
    rebuildTrackList();
    refresh();
}

QList<qint64> LayerView::trackOrder() const
{
    QList<qint64> ids;
    for (int a : orderedLayers()) {
        ids << m_item.layers[a].annotatorId;
    }
    return ids;
}

void LayerView::setFolded(qint64 personId, bool folded)
{
    if (folded) {
        m_folded.insert(personId);
    } else {
        m_folded.remove(personId);
    }
    rebuildTrackList();
    refresh();
}

void LayerView::setAnnotatorVisible(qint64 personId, bool visible)
{
    if (visible) {
        m_hiddenAnnotators.remove(personId);
    } else {
        m_hiddenAnnotators.insert(personId);
    }
    m_trackList->setHidden(m_hiddenAnnotators);
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
    m_trackList->setHidden(m_hiddenAnnotators);
    refresh();
}

} // namespace Errata
