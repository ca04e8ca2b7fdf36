// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"
#include "model/stats/layercomparison.h"

#include <QHash>
#include <QSet>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QTableWidget;

namespace Errata {

class SpanTextView;
class Taxonomy;
class TrackList;
struct SpanVisual;

// Every annotator's layer of one item at once (product.md §5 "Layers"): the text once, each
// annotator in a fixed, labelled track under every line, aligned to the same characters; tracks
// reordered and folded by the reviewer (the order is kept from item to item); toggles per annotator
// and type; colour by type or by annotator (a palette of its own); a "k of N marked this" heat under
// the text; a pairwise compare mode (match / partial / only A / only B) with its legend; the record of
// a clicked span; and the item's agreement per type over handed-in layers, whose rows put that
// type's heat on the text.
class LayerView final : public QWidget
{
    Q_OBJECT
public:
    explicit LayerView(QWidget *parent = nullptr);

    void setItem(const AgreementItem &item, const QString &prompt, const QHash<qint64, QString> &names,
                 const Taxonomy *taxonomy);
    // Nothing shown, no taxonomy held: the project it came from is about to close.
    void clear();
    void setAnnotatorVisible(qint64 personId, bool visible);
    void setTypeVisible(const QString &typeKey, bool visible);
    void soloAnnotator(qint64 personId); // only this annotator; 0 shows everyone again
    void setColourByAnnotator(bool byAnnotator);
    void setHeat(const QString &selectorKey);              // a TypeSelector key, or empty for none
    void setCompare(qint64 annotatorA, qint64 annotatorB); // 0, 0: off
    // The project's colours for its types (key -> colour), over the taxonomy's.
    void setTypeColours(const QHash<QString, QColor> &colours);
    // The tracks' order by annotator id (ids not in it follow in the item's order); kept across items.
    void setTrackOrder(const QList<qint64> &order);
    QList<qint64> trackOrder() const;
    void setFolded(qint64 personId, bool folded);
    TrackList *trackList() const { return m_trackList; }
    QString compareLegend() const;

    SpanTextView *textView() const { return m_text; }
    QString agreementNote() const;
    QTableWidget *agreementTable() const { return m_agreement; }
    QString recordText() const;
    // Which layer and span a text-view span index stands for.
    std::pair<int, int> shownSpan(int viewIndex) const { return m_shown.value(viewIndex, {-1, -1}); }
    QColor layerColour(int layerIndex) const;
    // The "k of N" heat under the text for the chosen category (empty when the heat is off).
    QList<std::pair<TextRange, QColor>> heat() const;

private:
    void rebuildLists();
    void rebuildTrackList();
    QList<int> orderedLayers() const;
    bool comparing() const;
    int addLayer(int layerIndex, int firstLane, QList<SpanVisual> &visuals, QList<int> &lanes);
    SpanVisual spanVisual(int layerIndex, int spanIndex, const QList<MatchKind> &matches) const;
    void updateCompareLegend();
    void syncCompareControls();
    void refresh();
    void showRecord(int viewIndex);
    void fillAgreement();

    AgreementItem m_item;
    QLabel *m_agreementNote = nullptr;
    QHash<qint64, QString> m_names;
    const Taxonomy *m_taxonomy = nullptr;
    QHash<QString, QColor> m_typeColours;
    QSet<qint64> m_hiddenAnnotators;
    QSet<QString> m_hiddenTypes;
    QList<qint64> m_order;
    QSet<qint64> m_folded;
    QList<qint64> m_trackIds; // the annotator of each track now under the text
    bool m_byAnnotator = false;
    QString m_heat;
    qint64 m_compareA = 0;
    qint64 m_compareB = 0;
    QList<std::pair<int, int>> m_shown;
    SpanTextView *m_text;
    TrackList *m_trackList;
    QListWidget *m_types;
    QComboBox *m_colourBy;
    QComboBox *m_heatChoice;
    QComboBox *m_compareAChoice;
    QComboBox *m_compareBChoice;
    QCheckBox *m_compareOn;
    QLabel *m_compareLegend;
    QLabel *m_record;
    QTableWidget *m_agreement;
    bool m_updating = false;
};

} // namespace Errata
