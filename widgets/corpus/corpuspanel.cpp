// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/corpuspanel.h"

#include "model/project/project.h"
#include "model/storage/analysisexclusions.h"
#include "model/storage/spanrepository.h"
#include "model/project/corpusjob.h"
#include "model/storage/corpustablereader.h"
#include "model/project/drilldown.h"
#include "widgets/corpus/barchartview.h"
#include "widgets/corpus/corpuscontrols.h"
#include "widgets/corpus/drilldownlist.h"
#include "widgets/corpus/heatmapview.h"
#include "widgets/corpus/systemscorepage.h"
#include "widgets/corpus/authorshippage.h"
#include "widgets/corpus/significancepage.h"
#include "widgets/corpus/distributionpage.h"
#include "widgets/corpus/datasetpage.h"
#include "widgets/corpus/metricspage.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QTableWidget *makeTable(QWidget *parent, const QString &name)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(false);
    table->setAccessibleName(name);
    return table;
}

} // namespace

CorpusPanel::CorpusPanel(QWidget *parent)
    : QWidget(parent)
{
    m_controls = new CorpusControls(this);
    m_views = new QTabWidget(this);
    m_heatmap = new HeatmapView(m_views);
    auto *heatmaps = new QWidget(m_views); // one view, or one per panel of a split grid
    m_heatmapGrid = new QGridLayout(heatmaps);
    m_heatmapGrid->setContentsMargins(0, 0, 0, 0);
    m_heatmapGrid->addWidget(m_heatmap, 0, 0);
    auto *scroll = new QScrollArea(m_views);
    scroll->setWidget(heatmaps);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_views->addTab(scroll, tr("&Heatmap"));
    auto *barsPage = new QWidget(m_views);
    m_bars = new BarChartView(barsPage);
    m_barMode = new QComboBox(barsPage);
    m_barMode->addItem(tr("Bars per group with 95% intervals"), false);
    m_barMode->addItem(tr("Stacked by type"), true);
    auto *barValue = new QLabel(barsPage); // the current bar's value, for keyboard users
    auto *barsLayout = new QVBoxLayout(barsPage);
    barsLayout->addWidget(m_barMode, 0, Qt::AlignLeft);
    barsLayout->addWidget(m_bars, 1);
    barsLayout->addWidget(barValue);
    connect(m_bars, &BarChartView::currentCellChanged, barValue,
            [this, barValue](int cell) { barValue->setText(m_bars->cellDescription(cell)); });
    m_views->addTab(barsPage, tr("Ba&rs"));
    m_measureTable = makeTable(m_views, tr("Measure per group and type"));
    m_views->addTab(m_measureTable, tr("&Table"));
    m_bootstrapTable = makeTable(m_views, tr("Bootstrap study"));
    m_views->addTab(m_bootstrapTable, tr("&Bootstrap"));
    m_agreementTable = makeTable(m_views, tr("Agreement per type"));
    m_views->addTab(m_agreementTable, tr("A&greement"));
    m_systems = new SystemScorePage(m_views);
    m_views->addTab(m_systems, tr("S&ystems"));
    m_metrics = new MetricsPage(m_views);
    m_views->addTab(m_metrics, tr("&Metrics"));
    m_dataset = new DatasetPage(m_views);
    m_views->addTab(m_dataset, tr("&Dataset"));
    m_authorship = new AuthorshipPage(m_views);
    m_views->addTab(m_authorship, tr("&Authorship"));
    m_distributions = new DistributionPage(m_views);
    m_views->addTab(m_distributions, tr("Distributi&ons"));
    m_significance = new SignificancePage(m_views);
    m_views->addTab(m_significance, tr("Sig&nificance"));
    m_drillDown = new DrillDownList(this);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_views);
    split->addWidget(m_drillDown);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *figure = new QPushButton(tr("Export &Figure (PNG)…"), this);
    auto *svg = new QPushButton(tr("Export as &SVG…"), this);
    auto *csv = new QPushButton(tr("Export Table (&CSV)…"), this);
    m_exportButtons = new QWidget(this);
    auto *buttons = new QHBoxLayout(m_exportButtons);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addStretch(1);
    buttons->addWidget(figure);
    buttons->addWidget(svg);
    buttons->addWidget(csv);
    m_excluded = new QLabel(this);
    m_excluded->setWordWrap(true);
    m_excluded->setTextFormat(Qt::PlainText);
    m_excluded->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addWidget(m_excluded);
    layout->addWidget(buildProgressStrip());
    layout->addWidget(split, 1);
    layout->addWidget(m_exportButtons);
    connect(figure, &QPushButton::clicked, this, [this] { exportCurrent(true, u"png"_s); });
    connect(svg, &QPushButton::clicked, this, [this] { exportCurrent(true, u"svg"_s); });
    connect(csv, &QPushButton::clicked, this, [this] { exportCurrent(false, u"csv"_s); });
    connect(m_heatmap, &HeatmapView::cellActivated, this, [this](qsizetype cell) { drillIntoPanel(0, cell); });
    connect(m_bars, &BarChartView::cellActivated, this, &CorpusPanel::drillIntoRow);
    connect(m_barMode, &QComboBox::currentIndexChanged, this, [this] { m_bars->setFigure(currentBars(), m_result); });
    connect(m_measureTable, &QTableWidget::cellClicked, this, [this](int row) { drillIntoRow(row); });
    connect(m_bootstrapTable, &QTableWidget::cellClicked, this, [this](int row) { drillIntoBootstrapRow(row); });
    connect(m_agreementTable, &QTableWidget::cellClicked, this, [this](int row) { drillIntoAgreementRow(row); });
    connect(m_views, &QTabWidget::currentChanged, this, [this](int index) {
        // The Systems and Metrics pages have controls and exports of their own; the measure's would only
        // mislead there.
        const bool own = index >= SystemsTab; // Systems, Metrics, Dataset, Authorship, Distributions
        m_controls->setVisible(!own);
        m_exportButtons->setVisible(!own);
        m_drillDown->setVisible(!own);
        if (index == BootstrapTab && m_bootstrapTable->rowCount() == 0) {
            fillBootstrapTable();
        } else if (index == AgreementTab && m_agreementStale) {
            fillAgreementTable();
        }
    });
    connect(m_drillDown, &DrillDownList::openItemRequested, this, &CorpusPanel::openItemRequested);
    connect(m_controls, &CorpusControls::changed, this, &CorpusPanel::recompute);
    connect(m_controls, &CorpusControls::layersActivated, this, &CorpusPanel::chooseAnnotators);
}

CorpusPanel::~CorpusPanel()
{
    retireJob();
}

void CorpusPanel::setProject(Project *project, const QHash<qint64, QString> &names)
{
    retireJob();
    m_progressStrip->hide();
    m_project = project;
    m_names = names;
    m_excluded->setText(project ? AnalysisExclusions::note(project->database(), names) : QString());
    m_excluded->setVisible(!m_excluded->text().isEmpty());
    m_systems->setProject(project, names);
    m_metrics->setProject(project);
    m_dataset->setProject(project);
    m_authorship->setProject(project, names);
    m_distributions->setProject(project);
    m_significance->setProject(project, names);
    m_controls->setTaxonomy(project ? &project->taxonomy() : nullptr);
    m_table = std::make_shared<const CorpusTable>();
    m_result = MeasureResult();
    m_haveResult = false;
    m_shownOptions = MeasureOptions();
    m_controls->keepGroupBy();
    if (m_project && m_project->spans().count() >= m_backgroundThreshold) {
        fillKeyCombos(); // no metadata keys until the table arrives: compute for the key wanted then
        MeasureOptions wanted = options();
        wanted.groupBy = {m_controls->wantedGroupBy()};
        auto *job = new CorpusJob(m_project->path(), m_project->taxonomy(), wanted, this);
        job->setNames(m_names);
        startJob(job, true, tr("Reading the project…"));
        showResult();
        return;
    }
    if (m_project) {
        auto table = std::make_shared<CorpusTable>();
        QString error;
        if (!CorpusTableReader::load(m_project->database(), table.get(), &error)) {
            m_drillDown->clear(error);
        }
        table->showNames(m_names);
        m_table = std::move(table);
    }
    fillKeyCombos();
    recompute();
}

void CorpusPanel::fillKeyCombos()
{
    m_controls->setKeys(m_table->metaKeys);
    m_agreementStale = true;
}

MeasureOptions CorpusPanel::options() const
{
    return m_controls->options(m_chosenAnnotators);
}

void CorpusPanel::recompute()
{
    const MeasureOptions chosen = options();
    if (chosen.layers == LayerChoice::Chosen && chosen.annotators.isEmpty()) {
        return; // nobody chosen yet: the dialog is about to ask
    }
    if (m_job && (m_jobLoads || m_job->options().sameNumbersAs(chosen))) {
        return; // still reading (jobFinished() computes with the options chosen by then), or computing just this
    }
    retireJob();
    m_progressStrip->hide();
    if (m_project && m_haveResult && chosen.sameNumbersAs(m_shownOptions)) {
        showResult(); // normalisation, sorting or grid type: nothing to compute
        return;
    }
    if (m_project && m_table->spans() >= m_backgroundThreshold) {
        startJob(new CorpusJob(m_table, m_project->taxonomy(), chosen, this), false, tr("Computing…"));
        return;
    }
    m_result = m_project ? CorpusMeasures::compute(*m_table, m_project->taxonomy(), chosen) : MeasureResult();
    m_shownOptions = chosen;
    m_haveResult = m_project != nullptr;
    showResult();
}

void CorpusPanel::showResult()
{
    m_controls->setGridTypes(m_result.types, m_shownOptions.groupBy.size() >= 2);
    showHeatmaps(currentHeatmaps());
    m_bars->setFigure(currentBars(), m_result);
    m_drillDown->clear(tr("Click a cell, bar or row to list the spans behind it."));
    fillMeasureTable();
    m_bootstrapTable->setRowCount(0);
    if (m_views->currentIndex() == BootstrapTab) {
        fillBootstrapTable();
    }
    if (m_views->currentIndex() == AgreementTab) {
        fillAgreementTable();
    } else {
        m_agreementStale = true;
    }
}

BarFigure CorpusPanel::currentBars() const
{
    const bool stacked = m_barMode->currentData().toBool();
    BarFigure figure(m_result, stacked ? BarFigure::Mode::Stacked : BarFigure::Mode::Grouped, font());
    figure.valueTitle = CorpusMeasures::measureName(m_shownOptions.measure);
    figure.categoryTitle =
        stacked ? m_controls->groupByText() : (m_shownOptions.level == 1 ? tr("Error type group") : tr("Error type"));
    figure.title = stacked
        ? tr("%1 by %2, stacked by type").arg(figure.valueTitle, m_controls->groupByText())
        : tr("%1 by type and %2, with 95% intervals").arg(figure.valueTitle, m_controls->groupByText());
    return figure;
}

void CorpusPanel::setStacked(bool stacked)
{
    m_barMode->setCurrentIndex(stacked ? 1 : 0);
}

void CorpusPanel::drillIntoRow(int row)
{
    if (row < 0 || row >= m_result.cells.size()) {
        return;
    }
    const MeasureCell &cell = m_result.cells[row];
    const QStringList &group = m_result.groups[cell.group];
    drill(group, m_result.types[cell.type].key,
          tr("%1 · %2").arg(m_result.types[cell.type].label, group.isEmpty() ? tr("All") : group.join(u" · "_s)),
          m_shownOptions);
}

void CorpusPanel::drillIntoBootstrapRow(int row)
{
    const QTableWidgetItem *type = m_bootstrapTable->item(row, 1);
    if (!type) {
        return;
    }
    const int cell = type->data(Qt::UserRole).toInt(); // the measure cell of this group and type
    drillIntoRow(cell);
}

void CorpusPanel::drillIntoAgreementRow(int row)
{
    const QTableWidgetItem *type = m_agreementTable->item(row, 0);
    if (!type) {
        return;
    }
    MeasureOptions all = m_shownOptions;
    all.measure = CorpusMeasure::Count; // every span counts, whatever the figure shows
    all.groupBy.clear();
    drill({}, type->data(Qt::UserRole).toString(), type->text(), all);
}

void CorpusPanel::drill(const QStringList &group, const QString &typeKey, const QString &title,
                        const MeasureOptions &chosen)
{
    if (!m_project) {
        return;
    }
    if (isItemScore(chosen.measure)) {
        m_drillDown->clear(tr("%1: scores are given to whole items and have no spans.").arg(title));
        return;
    }
    const std::vector<int> spans = CorpusMeasures::spansBehind(*m_table, m_project->taxonomy(), chosen, group, typeKey);
    m_drillDown->setRows(title, DrillDown::rows(*m_project, *m_table, spans), int(spans.size()),
                         &m_project->taxonomy());
}

void CorpusPanel::setMeasure(CorpusMeasure measure)
{
    m_controls->setMeasure(measure);
}
void CorpusPanel::setLevel(int level)
{
    m_controls->setLevel(level);
}
void CorpusPanel::setNormalize(HeatmapNormalize mode)
{
    m_controls->setNormalize(mode);
}
void CorpusPanel::setDropMinorGrammar(bool drop)
{
    m_controls->setDropMinorGrammar(drop);
}
void CorpusPanel::setLayers(LayerChoice layers)
{
    m_controls->setLayers(layers);
}
void CorpusPanel::showView(View view)
{
    m_views->setCurrentIndex(view);
}
void CorpusPanel::setGroupBy(const QString &key, const QString &secondKey, const QString &splitKey)
{
    m_controls->setGroupBy(key, secondKey, splitKey);
}
bool CorpusPanel::setLeftOut(const QString &groupKey)
{
    return m_controls->setLeftOut(groupKey);
}

bool CorpusPanel::setWhere(const QString &where)
{
    return m_controls->setWhere(where);
}

void CorpusPanel::setSort(HeatmapOrder rows, HeatmapOrder columns)
{
    m_controls->setSort(rows, columns);
}

} // namespace Errata
