// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figures/barfigure.h"
#include "model/stats/corpusmeasures.h"
#include "model/stats/heatmap.h"

#include <QWidget>

#include <functional>
#include <memory>

class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace Errata {

class BarChartView;
class CorpusControls;
struct HeatmapFigureSpec;
class CorpusJob;
class DrillDownList;
class HeatmapView;
class Project;
class SystemScorePage;
class MetricsPage;
class DatasetPage;
class DistributionPage;
class AuthorshipPage;
class SignificancePage;

// The Corpus tab (product.md §5): a measure by error type and any metadata key or annotator as a
// heatmap (or a key × key grid for one type), the same numbers with 95% intervals as a table, the
// bootstrap study and the agreement table; every cell and row lists the spans behind it. Figures
// export as PNG and SVG, tables as CSV. A key × key grid can be split by a third key into one grid
// per value (Scarecrow's decoding figures: top-p × temperature per frequency penalty). Large
// projects are read and computed on a worker thread (CorpusJob) with a progress bar and Cancel;
// until a new result arrives the figures show the last one, and Cancel keeps it.
class CorpusPanel final : public QWidget
{
    Q_OBJECT
public:
    enum View {
        HeatmapTab,
        BarsTab,
        TableTab,
        BootstrapTab,
        AgreementTab,
        SystemsTab,
        MetricsTab,
        DatasetTab,
        AuthorshipTab,
        DistributionsTab,
        SignificanceTab
    };

    explicit CorpusPanel(QWidget *parent = nullptr);
    ~CorpusPanel() override;

    // Reads the project's corpus table once; the views recompute from it. nullptr clears.
    // names: what the viewer calls each person (Visibility::names()): A1, A2, … in an anonymous project.
    void setProject(Project *project, const QHash<qint64, QString> &names = {});
    // Projects with at least this many spans are read and computed off the GUI thread (tests: 0).
    void setBackgroundThreshold(qint64 spans) { m_backgroundThreshold = spans; }
    bool isBusy() const { return m_job != nullptr; }
    void cancelComputation();
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    // Called on the worker thread with each progress step of every job (tests park a job with it).
    void setJobHook(std::function<void(int percent)> hook) { m_jobHook = std::move(hook); }
    const CorpusTable &corpusTable() const { return *m_table; }

    // The controls, for tests and for callers that want a given figure.
    void setMeasure(CorpusMeasure measure);
    void setGroupBy(const QString &key, const QString &secondKey = QString(), const QString &splitKey = QString());
    void setLevel(int level);
    void setNormalize(HeatmapNormalize mode);
    void setSort(HeatmapOrder rows, HeatmapOrder columns);
    void setDropMinorGrammar(bool drop);
    bool setWhere(const QString &where);      // only items whose metadata match; false for an unknown key
    bool setLeftOut(const QString &groupKey); // a taxonomy group counted nowhere ("" for none); false if unknown
    void setLayers(LayerChoice layers);       // Chosen asks nobody: see setChosenAnnotators
    // Counts only these people's layers: Layers "Chosen annotators…" without its dialog.
    void setChosenAnnotators(const QSet<qint64> &people);
    void showView(View view);

    HeatmapView *heatmapView() const { return m_heatmap; }
    QList<HeatmapView *> heatmapViews() const; // one per panel of a split grid (the first is heatmapView())
    BarChartView *barChart() const { return m_bars; }
    SystemScorePage *systemScores() const { return m_systems; }
    MetricsPage *metrics() const { return m_metrics; }
    DatasetPage *dataset() const { return m_dataset; }
    AuthorshipPage *authorship() const { return m_authorship; }
    SignificancePage *significance() const { return m_significance; }
    DistributionPage *distributions() const { return m_distributions; }
    void setStacked(bool stacked);
    QTableWidget *table(View view) const;
    DrillDownList *drillDown() const { return m_drillDown; }
    const MeasureResult &result() const { return m_result; }
    MeasureOptions options() const;

    // Lists the spans behind a heatmap cell, or behind a row of the measure table.
    void drillIntoCell(qsizetype cell) { drillIntoPanel(0, cell); }
    void drillIntoPanel(int panel, qsizetype cell);
    void drillIntoRow(int row);
    void drillIntoBootstrapRow(int row);
    void drillIntoAgreementRow(int row); // every finished annotation, not split by group

    // The figure of the current view (heatmap, or bars from the Bars tab), .png or .svg by suffix.
    bool exportFigure(const QString &path, QString *error) const;
    bool exportTable(View view, const QString &path, QString *error) const;

signals:
    void openItemRequested(qint64 itemId);
    void computationFinished(); // a worker's result (or its failure or cancel) has been taken in

private:
    QWidget *buildProgressStrip();
    void fillKeyCombos();
    void recompute();
    void showResult();
    void showHeatmaps(const QList<Heatmap> &maps);
    void showOptions(const MeasureOptions &shown);
    void startJob(CorpusJob *job, bool loads, const QString &status);
    void jobFinished();
    void retireJob();
    void chooseAnnotators(int index);
    QList<std::pair<qint64, QString>> annotatorsInTable() const;
    void fillMeasureTable();
    void fillBootstrapTable();
    void fillAgreementTable();
    void drill(const QStringList &group, const QString &typeKey, const QString &title, const MeasureOptions &chosen);
    void exportCurrent(bool figure, const QString &suffix);
    HeatmapFigureSpec currentFigure() const;
    QList<Heatmap> currentHeatmaps() const;
    BarFigure currentBars() const;

    Project *m_project = nullptr;
    QHash<qint64, QString> m_names;
    QLabel *m_excluded = nullptr; // who a coordinator left out of the figures (AnalysisExclusions::note)
    std::shared_ptr<const CorpusTable> m_table = std::make_shared<const CorpusTable>();
    MeasureResult m_result;
    MeasureOptions m_shownOptions; // what m_result was computed with
    bool m_haveResult = false;
    CorpusJob *m_job = nullptr;
    bool m_jobLoads = false;
    qint64 m_backgroundThreshold = 50000;
    std::function<void(int)> m_jobHook;
    QWidget *m_progressStrip = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_retry = nullptr;
    QSet<qint64> m_chosenAnnotators;
    QGridLayout *m_heatmapGrid = nullptr;
    QList<HeatmapView *> m_extraHeatmaps;
    CorpusControls *m_controls = nullptr;
    QTabWidget *m_views = nullptr;
    HeatmapView *m_heatmap = nullptr;
    BarChartView *m_bars = nullptr;
    SystemScorePage *m_systems = nullptr;
    MetricsPage *m_metrics = nullptr;
    DatasetPage *m_dataset = nullptr;
    AuthorshipPage *m_authorship = nullptr;
    SignificancePage *m_significance = nullptr;
    DistributionPage *m_distributions = nullptr;
    QWidget *m_exportButtons = nullptr; // the measure views' exports (the Systems page has its own)
    QComboBox *m_barMode = nullptr;
    QTableWidget *m_measureTable = nullptr;
    QTableWidget *m_bootstrapTable = nullptr;
    QTableWidget *m_agreementTable = nullptr;
    DrillDownList *m_drillDown = nullptr;
    bool m_agreementStale = true;
};

// Every cell of a table as CSV (RFC 4180), the header row first.
QString tableCsv(const QTableWidget *table);

} // namespace Errata
