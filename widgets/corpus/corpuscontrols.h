// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/corpusmeasures.h"
#include "model/stats/heatmap.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace Errata {

class Taxonomy;

// The Corpus tab's choices: measure, grouping keys, grid type, level, layers, normalisation, sort
// order and the minor-Grammar switch, laid out in a grid with mnemonic labels. It knows nothing of
// results: it says what is chosen (options()) and emits changed() when the user changes it, never
// while it is being filled or set from code with `quiet`.
class CorpusControls final : public QWidget
{
    Q_OBJECT
public:
    explicit CorpusControls(QWidget *parent = nullptr);

    // The metadata keys to group, cross and split by, choosing wantedGroupBy() when there.
    void setKeys(const QStringList &metaKeys);
    // The taxonomy's groups, offered under "Leave out" (a type set: Scarecrow's "errors only").
    void setTaxonomy(const Taxonomy *taxonomy);
    bool setLeftOut(const QString &groupKey);
    // The group key to keep when another project opens: "model" until keepGroupBy() records one.
    void keepGroupBy();
    QString wantedGroupBy() const;
    // What is chosen; `chosen` are the people of "Chosen annotators…".
    MeasureOptions options(const QSet<qint64> &chosen) const;
    // Sets every choice to what a result was computed with, quietly.
    void showOptions(const MeasureOptions &shown);
    // The types a key × key grid can show (the last, "any error", by default) once a result is known.
    void setGridTypes(const QList<TypeSelector> &types, bool crossed);

    int gridType() const;
    HeatmapNormalize normalize() const;
    HeatmapOrder rowOrder() const;
    HeatmapOrder columnOrder() const;
    QString groupByText() const;
    LayerChoice layersAt(int index) const;

    // For tests and callers: each emits changed() unless quiet.
    void setMeasure(CorpusMeasure measure);
    void setLevel(int level);
    void setNormalize(HeatmapNormalize mode);
    void setDropMinorGrammar(bool drop);
    void setLayers(LayerChoice layers, bool quiet = false, const QString &toolTip = QString());
    void setGroupBy(const QString &key, const QString &secondKey, const QString &splitKey);
    void setSort(HeatmapOrder rows, HeatmapOrder columns);
    // Only items whose metadata match "key=value[,key!=value…]"; a key no item has is not applied
    // (the field says which). False when it was not applied.
    bool setWhere(const QString &where);
    QLineEdit *whereField() const { return m_where; }

signals:
    void changed();
    void layersActivated(int index); // the user picked an entry of Layers (again)

private:
    void buildGrid();
    void choose(QComboBox *box, const QVariant &data, bool quiet);

    QComboBox *m_measure = nullptr;
    QComboBox *m_groupBy = nullptr;
    QComboBox *m_thenBy = nullptr;
    QComboBox *m_splitBy = nullptr;
    QComboBox *m_gridType = nullptr;
    QComboBox *m_level = nullptr;
    QComboBox *m_layers = nullptr;
    QComboBox *m_normalize = nullptr;
    QComboBox *m_sortRows = nullptr;
    QComboBox *m_sortColumns = nullptr;
    QCheckBox *m_dropMinor = nullptr;
    QComboBox *m_leaveOut = nullptr;
    QLineEdit *m_where = nullptr;
    QString m_appliedWhere; // what the measures use: the field's text once its keys were all known
    QStringList m_keys;
    QString m_wantedGroupBy;
    bool m_quiet = false;
};

} // namespace Errata
