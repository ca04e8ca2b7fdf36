// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/corpuspanel.h"

#include "model/project/project.h"
#include "model/project/corpusjob.h"
#include "model/storage/corpustablereader.h"
#include "model/project/drilldown.h"
#include "widgets/corpus/barchartview.h"
#include "widgets/corpus/drilldownlist.h"
#include "widgets/corpus/heatmapview.h"

#include <QCheckBox>
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

QComboBox *combo(QWidget *parent, const QList<std::pair<QString, QVariant>> &entries)
{
    auto *box = new QComboBox(parent);
    for (const auto &[text, data] : entries) {
        box->addItem(text, data);
    }
    return box;
}

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
    auto *bar = new QWidget(this);
    buildControls(bar);
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
    m_barMode = combo(barsPage, {{tr("Bars per group with 95% intervals"), false}, {tr("Stacked by type"), true}});
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
    m_drillDown = new DrillDownList(this);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_views);
    split->addWidget(m_drillDown);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *figure = new QPushButton(tr("Export &Figure (PNG)…"), this);
    auto *svg = new QPushButton(tr("Export as &SVG…"), this);
    auto *csv = new QPushButton(tr("Export Table (&CSV)…"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(figure);
    buttons->addWidget(svg);
    buttons->addWidget(csv);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(bar);
    layout->addWidget(buildProgressStrip());
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
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
        if (index == BootstrapTab && m_bootstrapTable->rowCount() == 0) {
            fillBootstrapTable();
        } else if (index == AgreementTab && m_agreementStale) {
            fillAgreementTable();
        }
    });
    connect(m_drillDown, &DrillDownList::openItemRequested, this, &CorpusPanel::openItemRequested);
}

CorpusPanel::~CorpusPanel()
{
    retireJob();
}

void CorpusPanel::buildControls(QWidget *bar)
{
    m_measure =
        combo(bar,
              {{CorpusMeasures::measureName(CorpusMeasure::Coverage), int(CorpusMeasure::Coverage)},
               {CorpusMeasures::measureName(CorpusMeasure::Count), int(CorpusMeasure::Count)},
               {CorpusMeasures::measureName(CorpusMeasure::CoverageSeverity), int(CorpusMeasure::CoverageSeverity)},
               {CorpusMeasures::measureName(CorpusMeasure::Mqm), int(CorpusMeasure::Mqm)},
               {CorpusMeasures::measureName(CorpusMeasure::Rating), int(CorpusMeasure::Rating)}});
    m_groupBy = new QComboBox(bar);
    m_thenBy = new QComboBox(bar);
    m_splitBy = new QComboBox(bar);
    m_splitBy->setToolTip(tr("One grid per value of this key, e.g. top-p × temperature per frequency penalty"));
    m_gridType = new QComboBox(bar);
    m_level = combo(bar, {{tr("Types"), 2}, {tr("Type groups"), 1}});
    m_layers = combo(bar,
                     {{tr("Every annotator"), int(LayerChoice::Annotators)},
                      {tr("Gold layer"), int(LayerChoice::Gold)},
                      {tr("Chosen annotators…"), int(LayerChoice::Chosen)}});
    m_normalize = combo(bar,
                        {{tr("None"), int(HeatmapNormalize::None)},
                         {tr("Per row"), int(HeatmapNormalize::Row)},
                         {tr("Per column"), int(HeatmapNormalize::Column)}});
    const QList<std::pair<QString, QVariant>> orders{{tr("As listed"), int(HeatmapOrder::Original)},
                                                     {tr("By name"), int(HeatmapOrder::Name)},
                                                     {tr("By value"), int(HeatmapOrder::Value)}};
    m_sortRows = combo(bar, orders);
    m_sortColumns = combo(bar, orders);
    m_dropMinor = new QCheckBox(tr("Leave out minor Grammar and Usage"), bar);
    m_dropMinor->setToolTip(tr("Scarecrow's stacked figure leaves out severity-1 Grammar and Usage spans"));
    auto *grid = new QGridLayout(bar);
    grid->setContentsMargins(0, 0, 0, 0);
    const QList<std::pair<QString, QWidget *>> fields{
        {tr("&Measure:"), m_measure},         {tr("Group &by:"), m_groupBy},    {tr("&Then by:"), m_thenBy},
        {tr("S&plit by:"), m_splitBy},        {tr("Grid t&ype:"), m_gridType},  {tr("&Level:"), m_level},
        {tr("La&yers:"), m_layers},           {tr("&Normalise:"), m_normalize}, {tr("Sort &rows:"), m_sortRows},
        {tr("Sort &columns:"), m_sortColumns}};
    for (qsizetype i = 0; i < fields.size(); ++i) {
        auto *label = new QLabel(fields[i].first, bar);
        label->setBuddy(fields[i].second);
        grid->addWidget(label, int(i / 5), int(i % 5) * 2, Qt::AlignRight);
        grid->addWidget(fields[i].second, int(i / 5), int(i % 5) * 2 + 1);
    }
    grid->addWidget(m_dropMinor, 2, 0, 1, 4);
    grid->setColumnStretch(10, 1); // keep the controls together on wide windows
    connect(m_layers, &QComboBox::activated, this, &CorpusPanel::chooseAnnotators);
    for (QComboBox *box : {m_measure, m_groupBy, m_thenBy, m_splitBy, m_gridType, m_level, m_layers, m_normalize,
                           m_sortRows, m_sortColumns}) {
        connect(box, &QComboBox::currentIndexChanged, this, &CorpusPanel::recompute);
    }
    connect(m_dropMinor, &QCheckBox::toggled, this, &CorpusPanel::recompute);
}

void CorpusPanel::setProject(Project *project)
{
    retireJob();
    m_progressStrip->hide();
    m_project = project;
    m_table = std::make_shared<const CorpusTable>();
    m_result = MeasureResult();
    m_haveResult = false;
    m_shownOptions = MeasureOptions();
    if (!m_groupBy->currentData().toString().isEmpty()) {
        m_wantedGroupBy = m_groupBy->currentData().toString();
    }
    if (m_project && m_project->spans().count() >= m_backgroundThreshold) {
        fillKeyCombos(); // no metadata keys until the table arrives: compute for the key wanted then
        MeasureOptions wanted = options();
        wanted.groupBy = {m_wantedGroupBy.isEmpty() ? u"model"_s : m_wantedGroupBy};
        startJob(new CorpusJob(m_project->path(), m_project->taxonomy(), wanted, this), true,
                 tr("Reading the project…"));
        showResult();
        return;
    }
    if (m_project) {
        auto table = std::make_shared<CorpusTable>();
        QString error;
        if (!CorpusTableReader::load(m_project->database(), table.get(), &error)) {
            m_drillDown->clear(error);
        }
        m_table = std::move(table);
    }
    fillKeyCombos();
    recompute();
}

void CorpusPanel::fillKeyCombos()
{
    m_updating = true;
    m_groupBy->clear();
    m_thenBy->clear();
    m_splitBy->clear();
    m_thenBy->addItem(tr("(nothing)"), QString());
    m_splitBy->addItem(tr("(nothing)"), QString());
    m_groupBy->addItem(tr("(everything)"), QString());
    m_groupBy->addItem(tr("Annotator"), QString(MeasureOptions::AnnotatorKey));
    for (const QString &key : std::as_const(m_table->metaKeys)) {
        m_groupBy->addItem(key, key);
        m_thenBy->addItem(key, key);
        m_splitBy->addItem(key, key);
    }
    const int model = m_groupBy->findData(m_wantedGroupBy.isEmpty() ? u"model"_s : m_wantedGroupBy);
    m_groupBy->setCurrentIndex(model >= 0 ? model : std::min(2, m_groupBy->count() - 1));
    m_agreementStale = true;
    m_updating = false;
}

MeasureOptions CorpusPanel::options() const
{
    MeasureOptions options;
    options.measure = CorpusMeasure(m_measure->currentData().toInt());
    for (const QString &key : {m_groupBy->currentData().toString(), m_thenBy->currentData().toString()}) {
        if (!key.isEmpty()) {
            options.groupBy << key;
        }
    }
    // A third key splits a key × key grid into panels; it must differ from the other two.
    const QString split = m_splitBy->currentData().toString();
    if (options.groupBy.size() == 2 && !split.isEmpty() && !options.groupBy.contains(split)) {
        options.groupBy << split;
    }
    options.level = m_level->currentData().toInt();
    options.layers = LayerChoice(m_layers->currentData().toInt());
    if (options.layers == LayerChoice::Chosen) {
        options.annotators = m_chosenAnnotators;
    }
    options.dropMinorGrammar = m_dropMinor->isChecked();
    return options;
}

void CorpusPanel::recompute()
{
    if (m_updating) {
        return;
    }
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
    m_updating = true;
    const QString gridType = m_gridType->currentData().toString();
    m_gridType->clear();
    for (const TypeSelector &type : std::as_const(m_result.types)) {
        m_gridType->addItem(type.label, type.key);
    }
    const int keep = m_gridType->findData(gridType);
    m_gridType->setCurrentIndex(keep >= 0 ? keep : m_gridType->count() - 1); // "any error" by default
    m_gridType->setEnabled(m_shownOptions.groupBy.size() >= 2);
    m_splitBy->setEnabled(!m_thenBy->currentData().toString().isEmpty());
    m_updating = false;
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
        stacked ? m_groupBy->currentText() : (m_shownOptions.level == 1 ? tr("Error type group") : tr("Error type"));
    figure.title = stacked
        ? tr("%1 by %2, stacked by type").arg(figure.valueTitle, m_groupBy->currentText())
        : tr("%1 by type and %2, with 95% intervals").arg(figure.valueTitle, m_groupBy->currentText());
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
    if (chosen.measure == CorpusMeasure::Rating) {
        m_drillDown->clear(tr("%1: ratings are given to whole items and have no spans.").arg(title));
        return;
    }
    const std::vector<int> spans = CorpusMeasures::spansBehind(*m_table, m_project->taxonomy(), chosen, group, typeKey);
    m_drillDown->setRows(title, DrillDown::rows(*m_project, *m_table, spans), int(spans.size()),
                         &m_project->taxonomy());
}

void CorpusPanel::setMeasure(CorpusMeasure measure)
{
    m_measure->setCurrentIndex(m_measure->findData(int(measure)));
}
void CorpusPanel::setLevel(int level)
{
    m_level->setCurrentIndex(m_level->findData(level));
}
void CorpusPanel::setNormalize(HeatmapNormalize mode)
{
    m_normalize->setCurrentIndex(m_normalize->findData(int(mode)));
}
void CorpusPanel::setDropMinorGrammar(bool drop)
{
    m_dropMinor->setChecked(drop);
}
void CorpusPanel::setLayers(LayerChoice layers)
{
    m_layers->setCurrentIndex(m_layers->findData(int(layers)));
}
void CorpusPanel::showView(View view)
{
    m_views->setCurrentIndex(view);
}

void CorpusPanel::setGroupBy(const QString &key, const QString &secondKey, const QString &splitKey)
{
    m_updating = true;
    m_groupBy->setCurrentIndex(std::max(0, m_groupBy->findData(key)));
    m_thenBy->setCurrentIndex(std::max(0, m_thenBy->findData(secondKey)));
    m_updating = false;
    m_splitBy->setCurrentIndex(std::max(0, m_splitBy->findData(splitKey)));
    recompute();
}

void CorpusPanel::setSort(HeatmapOrder rows, HeatmapOrder columns)
{
    m_updating = true;
    m_sortRows->setCurrentIndex(m_sortRows->findData(int(rows)));
    m_updating = false;
    m_sortColumns->setCurrentIndex(m_sortColumns->findData(int(columns)));
    recompute();
}

} // namespace Errata
