// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/barfigure.h"
#include "model/stats/corpusmeasures.h"
#include "model/stats/heatmap.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace Errata {

class BarChartView;
class DrillDownList;
class HeatmapView;
class Project;

// The Corpus tab (product.md §5): a measure by error type and any metadata key or annotator as a
// heatmap (or a key × key grid for one type), the same numbers with 95% intervals as a table, the
// bootstrap study and the agreement table; every cell and row lists the spans behind it. Figures
// export as PNG and SVG, tables as CSV.
class CorpusPanel final : public QWidget
{
    Q_OBJECT
public:
    enum View { HeatmapTab, BarsTab, TableTab, BootstrapTab, AgreementTab };

    explicit CorpusPanel(QWidget *parent = nullptr);
    ~CorpusPanel() override;

    // Reads the project's corpus table once; the views recompute from it. nullptr clears.
    void setProject(Project *project);

    // The controls, for tests and for callers that want a given figure.
    void setMeasure(CorpusMeasure measure);
    void setGroupBy(const QString &key, const QString &secondKey = QString());
    void setLevel(int level);
    void setNormalize(HeatmapNormalize mode);
    void setSort(HeatmapOrder rows, HeatmapOrder columns);
    void setDropMinorGrammar(bool drop);
    void showView(View view);

    HeatmapView *heatmapView() const { return m_heatmap; }
    BarChartView *barChart() const { return m_bars; }
    void setStacked(bool stacked);
    QTableWidget *table(View view) const;
    DrillDownList *drillDown() const { return m_drillDown; }
    const MeasureResult &result() const { return m_result; }
    MeasureOptions options() const;

    // Lists the spans behind a heatmap cell, or behind a row of the measure table.
    void drillIntoCell(qsizetype cell);
    void drillIntoRow(int row);
    void drillIntoBootstrapRow(int row);
    void drillIntoAgreementRow(int row); // every finished annotation, not split by group

    // The figure of the current view (heatmap, or bars from the Bars tab), .png or .svg by suffix.
    bool exportFigure(const QString &path, QString *error) const;
    bool exportTable(View view, const QString &path, QString *error) const;

signals:
    void openItemRequested(qint64 itemId);

private:
    void buildControls(QWidget *bar);
    void recompute();
    void fillMeasureTable();
    void fillBootstrapTable();
    void fillAgreementTable();
    void drill(const QStringList &group, const QString &typeKey, const QString &title, const MeasureOptions &chosen);
    void exportCurrent(bool figure, const QString &suffix);
    Heatmap currentHeatmap() const;
    BarFigure currentBars() const;

    Project *m_project = nullptr;
    CorpusTable m_table;
    MeasureResult m_result;
    QComboBox *m_measure = nullptr;
    QComboBox *m_groupBy = nullptr;
    QComboBox *m_thenBy = nullptr;
    QComboBox *m_gridType = nullptr;
    QComboBox *m_level = nullptr;
    QComboBox *m_layers = nullptr;
    QComboBox *m_normalize = nullptr;
    QComboBox *m_sortRows = nullptr;
    QComboBox *m_sortColumns = nullptr;
    QCheckBox *m_dropMinor = nullptr;
    QTabWidget *m_views = nullptr;
    HeatmapView *m_heatmap = nullptr;
    BarChartView *m_bars = nullptr;
    QComboBox *m_barMode = nullptr;
    QTableWidget *m_measureTable = nullptr;
    QTableWidget *m_bootstrapTable = nullptr;
    QTableWidget *m_agreementTable = nullptr;
    DrillDownList *m_drillDown = nullptr;
    bool m_agreementStale = true;
    bool m_updating = false;
};

// Every cell of a table as CSV (RFC 4180), the header row first.
QString tableCsv(const QTableWidget *table);

} // namespace Errata
