// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's work off the GUI thread (reading a large project, computing its measures), the
// heatmap panels of a split grid, and the choice of annotators.
#include "widgets/corpus/corpuspanel.h"

#include "widgets/corpus/corpuscontrols.h"

#include "model/stats/heatmapspec.h"

#include "model/project/corpusjob.h"
#include "model/project/project.h"
#include "widgets/corpus/annotatorchooser.h"
#include "widgets/corpus/drilldownlist.h"
#include "widgets/corpus/heatmapview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {

QWidget *CorpusPanel::buildProgressStrip()
{
    m_progressStrip = new QWidget(this);
    m_status = new QLabel(m_progressStrip);
    m_progress = new QProgressBar(m_progressStrip);
    m_progress->setRange(0, 100);
    m_progress->setAccessibleName(tr("Progress of the statistics"));
    m_cancel = new QPushButton(tr("Cancel"), m_progressStrip);
    m_retry = new QPushButton(tr("Read Again"), m_progressStrip);
    auto *layout = new QHBoxLayout(m_progressStrip);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_cancel);
    layout->addWidget(m_retry);
    connect(m_cancel, &QPushButton::clicked, this, &CorpusPanel::cancelComputation);
    connect(m_retry, &QPushButton::clicked, this, [this] { setProject(m_project); });
    m_progressStrip->hide();
    return m_progressStrip;
}

void CorpusPanel::startJob(CorpusJob *job, bool loads, const QString &status)
{
    m_job = job;
    m_jobLoads = loads;
    if (m_jobHook) {
        m_job->setProgressHook(m_jobHook);
    }
    connect(m_job, &CorpusJob::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_job, &CorpusJob::finished, this, &CorpusPanel::jobFinished);
    m_status->setText(status);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_retry->hide();
    m_progressStrip->show();
    m_job->start();
}

// Lets a job that is no longer wanted finish on its own and delete itself; nothing of it is used.
void CorpusPanel::retireJob()
{
    if (!m_job) {
        return;
    }
    disconnect(m_job, nullptr, this, nullptr);
    disconnect(m_job, nullptr, m_progress, nullptr);
    connect(m_job, &CorpusJob::finished, m_job, &QObject::deleteLater);
    m_job->cancel();
    m_job = nullptr;
}

void CorpusPanel::cancelComputation()
{
    if (!m_job) {
        return;
    }
    const bool loads = m_jobLoads;
    retireJob();
    m_progress->hide();
    m_cancel->hide();
    if (loads) {
        m_status->setText(tr("Reading the project was cancelled; no statistics are shown."));
        m_retry->show();
        m_drillDown->clear(tr("Reading the project was cancelled."));
    } else {
        // The figures still show the last result: put the controls back to what it was computed with.
        showOptions(m_shownOptions);
        m_status->setText(tr("Cancelled; the figures show the last result."));
    }
    emit computationFinished();
}

void CorpusPanel::jobFinished()
{
    CorpusJob *job = m_job;
    const bool loads = m_jobLoads;
    m_job = nullptr;
    job->deleteLater();
    if (!job->succeeded()) {
        m_progress->hide();
        m_cancel->hide();
        m_retry->setVisible(loads);
        m_status->setText(job->errorText());
        emit computationFinished();
        return;
    }
    m_progressStrip->hide();
    if (loads) {
        m_table = job->table();
        fillKeyCombos();
    }
    if (options().sameNumbersAs(job->options())) {
        m_result = job->result();
        m_shownOptions = job->options();
        m_haveResult = true;
        showResult();
    } else {
        recompute(); // the options changed while the job ran (or the table arrived with new keys)
    }
    emit computationFinished();
}

void CorpusPanel::showOptions(const MeasureOptions &shown)
{
    m_controls->showOptions(shown);
    if (shown.layers == LayerChoice::Chosen) {
        m_chosenAnnotators = shown.annotators;
    }
}

void CorpusPanel::showHeatmaps(const QList<Heatmap> &maps)
{
    m_heatmap->setHeatmap(maps.value(0));
    while (m_extraHeatmaps.size() < maps.size() - 1) {
        auto *view = new HeatmapView(m_heatmap->parentWidget());
        const int panel = int(m_extraHeatmaps.size()) + 1;
        connect(view, &HeatmapView::cellActivated, this,
                [this, panel](qsizetype cell) { drillIntoPanel(panel, cell); });
        m_extraHeatmaps << view;
    }
    // Side by side, up to three a row (Scarecrow prints its two or three penalty grids in one row).
    const int perRow = int(std::min<qsizetype>(3, std::max<qsizetype>(1, maps.size())));
    for (qsizetype i = 0; i < m_extraHeatmaps.size(); ++i) {
        HeatmapView *view = m_extraHeatmaps[i];
        const bool used = i + 1 < maps.size();
        m_heatmapGrid->removeWidget(view);
        view->setVisible(used);
        if (used) {
            view->setHeatmap(maps[i + 1]);
            m_heatmapGrid->addWidget(view, int((i + 1) / perRow), int((i + 1) % perRow));
        }
    }
    m_heatmapGrid->activate(); // place the panels now, not at the next event
}

HeatmapFigureSpec CorpusPanel::currentFigure() const
{
    // The same panels and titles as errata-cli heatmap draws (HeatmapSpec).
    const MeasureOptions &shown = m_shownOptions;
    HeatmapRequest request;
    request.groupBy = shown.groupBy;
    request.level = shown.level;
    request.gridType = m_controls->gridType();
    request.measure = CorpusMeasures::measureName(shown.measure);
    request.normalize = m_controls->normalize();
    request.rowOrder = m_controls->rowOrder();
    request.columnOrder = m_controls->columnOrder();
    HeatmapFigureSpec figure = HeatmapSpec::build(m_result, request);
    HeatmapSpec::markSubset(figure, shown.where, shown.leftOut);
    return figure;
}

QList<Heatmap> CorpusPanel::currentHeatmaps() const
{
    return currentFigure().maps;
}

QList<HeatmapView *> CorpusPanel::heatmapViews() const
{
    QList<HeatmapView *> views{m_heatmap};
    for (HeatmapView *view : m_extraHeatmaps) {
        if (view->isVisibleTo(m_heatmap->parentWidget())) {
            views << view;
        }
    }
    return views;
}

void CorpusPanel::drillIntoPanel(int panel, qsizetype cell)
{
    const QList<HeatmapView *> views = heatmapViews();
    if (panel < 0 || panel >= views.size()) {
        return;
    }
    const Heatmap &map = views[panel]->heatmap();
    if (cell < 0 || cell >= qsizetype(map.values.size()) || map.sourceGroup[size_t(cell)] < 0) {
        m_drillDown->clear(tr("Nothing was measured in this cell."));
        return;
    }
    const qsizetype columns = map.columns.size();
    QString title = tr("%1 · %2").arg(map.rows[cell / columns], map.columns[cell % columns]);
    if (!map.splitValue.isEmpty()) {
        title = tr("%1 · %2").arg(title, map.title);
    }
    drill(m_result.groups[map.sourceGroup[size_t(cell)]], m_result.types[map.sourceType[size_t(cell)]].key, title,
          m_shownOptions);
}

QList<std::pair<qint64, QString>> CorpusPanel::annotatorsInTable() const
{
    QList<std::pair<qint64, QString>> people;
    QSet<qint64> seen;
    for (size_t annotation = 0; annotation < size_t(m_table->annotations()); ++annotation) {
        const qint64 person = m_table->annotationPerson[annotation];
        if (!m_table->annotationGold[annotation] && !seen.contains(person)) {
            seen.insert(person);
            people.emplaceBack(person, m_table->personNames.value(person));
        }
    }
    std::sort(people.begin(), people.end(), [](const auto &a, const auto &b) { return labelLess(a.second, b.second); });
    return people;
}

// "Chosen annotators…" picked (again): ask whom; cancelling goes back to the layers shown before.
void CorpusPanel::chooseAnnotators(int index)
{
    if (m_controls->layersAt(index) != LayerChoice::Chosen) {
        return;
    }
    if (const auto chosen = AnnotatorChooser::choose(this, annotatorsInTable(), m_chosenAnnotators)) {
        setChosenAnnotators(*chosen);
        return;
    }
    m_controls->setLayers(m_shownOptions.layers, true);
    recompute();
}

void CorpusPanel::setChosenAnnotators(const QSet<qint64> &people)
{
    m_chosenAnnotators = people;
    QStringList names;
    for (const qint64 person : people) {
        names << m_table->personNames.value(person);
    }
    std::sort(names.begin(), names.end(), labelLess);
    m_controls->setLayers(LayerChoice::Chosen, true, tr("Chosen: %1").arg(names.join(u", "_s)));
    recompute();
}

} // namespace Errata
