// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/metricspage.h"

#include "model/domain/csv.h"
#include "model/stats/displaynumber.h"
#include "model/figures/scatterfigure.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "widgets/corpus/errortypetable.h"
#include "widgets/corpus/pagejob.h"
#include "widgets/corpus/pageparts.h"

#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace Errata {

QString MetricsPage::cellText(const CorrelationValue &c)
{
    if (std::isnan(c.value)) return MetricsPage::tr("undefined");
    const QLocale locale;
    QString text = displayNumber(c.value, 3, locale);
    if (!std::isnan(c.interval.first)) {
        text +=
            u" [%1, %2]"_s.arg(displayNumber(c.interval.first, 3, locale), displayNumber(c.interval.second, 3, locale));
    }
    const QString p = c.p < 0.0001 ? u"< 0.0001"_s : locale.toString(c.p, 'f', 4);
    return text + u", p "_s + p;
}

void ScatterView::setRows(const QList<CorrelationRow> &rows, const CorrelationRequest &request)
{
    m_figure = rows.isEmpty() ? nullptr
                              : std::make_shared<ScatterFigure>(ScatterFigure::forRows(
                                  rows, request.metric, CorpusMeasures::measureName(request.human), font()));
    setAccessibleDescription(m_figure ? m_figure->title : QString());
    update();
}

void ScatterView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_figure) m_figure->paint(painter, QRectF(rect()));
}

MetricsPage::MetricsPage(QWidget *parent)
    : QWidget(parent)
    , m_job(new PageJob(this))
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildControls());
    layout->addWidget(buildResults(), 1);
    m_stack = PageParts::stackWithEmptyState(
        this,
        tr("<p>This project has no metric scores yet.</p>"
           "<p>A coordinator brings an automatic metric's score per item in with File ▸ Import Metric Scores… "
           "or<br><tt>errata-cli metrics import PROJECT FILE.csv</tt><br>(columns item, metric, score; "
           "docs/formats.md); it is compared here with what people said about the same items.</p>"),
        page);
}

bool MetricsPage::isBusy() const
{
    return m_job->isBusy();
}

QWidget *MetricsPage::buildControls()
{
    auto *controls = new QWidget(this);
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    const auto combo = [&](const QString &label, QComboBox **box) {
        *box = PageParts::labelledCombo(controls, row, label, [this] { recompute(); });
    };
    combo(tr("Metr&ic:"), &m_metric);
    combo(tr("Agai&nst:"), &m_human);
    combo(tr("S&plit by:"), &m_by);
    for (const CorpusMeasure measure : {CorpusMeasure::Rating, CorpusMeasure::EsaScore, CorpusMeasure::Mqm,
                                        CorpusMeasure::Coverage, CorpusMeasure::Count}) {
        m_human->addItem(CorpusMeasures::measureName(measure), int(measure));
    }
    m_human->addItem(tr("error-type sets (OpenMEVA)"), ErrorTypeSetsChoice);
    row->addStretch(1);
    return controls;
}

QWidget *MetricsPage::buildResults()
{
    auto *results = new QWidget(this);
    m_note = new QLabel(results);
    m_note->setWordWrap(true);
    m_table = PageParts::resultsTable(results, tr("Correlations of the metric with people"));
    m_scatter = new ScatterView(results);
    m_scatter->setAccessibleName(tr("The items: metric against people"));
    // The table above, full width (three coefficients with intervals and p are wide; the groups are few),
    // the plot below it.
    m_split = new QSplitter(Qt::Vertical, results);
    m_split->addWidget(m_table);
    m_split->addWidget(m_scatter);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 3);
    auto *buttons = new QHBoxLayout;
    m_figureButtons = PageParts::addExportButtons(
        this, buttons,
        {{tr("E&xport Figure (PNG)…"), u"png"_s},
         {tr("Export as S&VG…"), u"svg"_s},
         {tr("Export N&umbers (CSV)…"), u"csv"_s}},
        [this](const QString &path, QString *error) { return exportFigure(path, error); },
        [this](const QString &path, QString *error) { return exportTable(path, error); });
    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(m_split, 1);
    layout->addLayout(buttons);
    return results;
}

// Every row in view (up to ten: a metadata key with more values scrolls), the plot below takes the rest.
void MetricsPage::fitTable()
{
    const int rows = std::min(m_table->rowCount(), 10);
    const int wanted = m_table->horizontalHeader()->height() + rows * m_table->verticalHeader()->defaultSectionSize()
        + 2 * m_table->frameWidth() + m_table->horizontalScrollBar()->sizeHint().height();
    const int total = m_split->height();
    if (total > wanted) m_split->setSizes({wanted, total - wanted});
}

void MetricsPage::setProject(Project *project)
{
    m_project = project;
    m_rows.clear();
    fillChoices();
    fillTable();
    m_scatter->setRows({}, {});
    m_stale = m_metric->count() > 0;
    if (m_stale && isVisible()) recompute();
}

void MetricsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false)) recompute();
}

void MetricsPage::fillChoices()
{
    m_metric->clear();
    m_by->clear();
    const QStringList metrics = m_project ? MetricCorrelation::metrics(*m_project) : QStringList();
    m_stack->setCurrentIndex(metrics.isEmpty() ? 0 : 1);
    m_metric->addItems(metrics);
    m_by->addItem(tr("Nothing (all items)"), QString());
    for (const QString &key : m_project ? m_project->items().metadataKeys() : QStringList()) m_by->addItem(key, key);
}

CorrelationRequest MetricsPage::request() const
{
    CorrelationRequest asked;
    asked.metric = m_metric->currentText();
    asked.human = CorpusMeasure(m_human->currentData().toInt());
    asked.by = m_by->currentData().toString();
    return asked;
}

bool MetricsPage::errorTypesChosen() const
{
    return m_human->currentData().toInt() == ErrorTypeSetsChoice;
}

void MetricsPage::recompute()
{
    if (!m_project || m_metric->count() == 0) return;
    m_stale = false;
    const CorrelationRequest asked = request();
    const QString path = m_project->path();
    m_note->setText(tr("Correlating %1…").arg(asked.metric));
    if (errorTypesChosen()) {
        auto rows = std::make_shared<QList<ErrorTypeRow>>();
        m_job->run(
            path,
            [asked, rows](Project &project, QString *error) {
                ErrorTypeSets::compute(project, asked, ErrorTypeRule(), rows.get(), error);
            },
            [this, rows, asked, path](const QString &error) {
                if (m_project && m_project->path() == path) takeErrorTypes(*rows, error, asked);
            });
        return;
    }
    auto rows = std::make_shared<QList<CorrelationRow>>();
    m_job->run(
        path,
        [asked, rows](Project &project, QString *error) {
            MetricCorrelation::compute(project, asked, rows.get(), error);
        },
        [this, rows, asked, path](const QString &error) {
            if (m_project && m_project->path() == path) take(*rows, error, asked);
        });
}

void MetricsPage::take(const QList<CorrelationRow> &rows, const QString &error, const CorrelationRequest &asked)
{
    if (!error.isEmpty()) {
        m_note->setText(error);
        return;
    }
    m_rows = rows;
    m_shown = asked;
    m_showsErrorTypes = false;
    const int n = rows.isEmpty() ? 0 : rows.first().correlation.n;
    m_note->setText(tr("%1 items have both a score of %2 and a value of “%3”. Each cell: the coefficient, its 95% "
                       "bootstrap interval over items (1,000 resamples) and its p-value (docs/statistics.md).")
                        .arg(n)
                        .arg(asked.metric, CorpusMeasures::measureName(asked.human)));
    fillTable();
    fitTable();
    m_scatter->show();
    for (QPushButton *button : std::as_const(m_figureButtons)) button->setEnabled(true);
    m_scatter->setRows(rows, asked);
    emit correlationsShown();
}

// OpenMEVA §4.2: a table only; a scatter of a 0/1 label says little.
void MetricsPage::takeErrorTypes(const QList<ErrorTypeRow> &rows, const QString &error, const CorrelationRequest &asked)
{
    if (!error.isEmpty()) {
        m_note->setText(error);
        return;
    }
    m_errorRows = rows;
    m_shown = asked;
    m_showsErrorTypes = true;
    m_note->setText(tr("Per deduction reason: the stories rated above 4 against those that only this reason was "
                       "deducted for by at least 3 raters, and how well %1 tells them apart (point-biserial r with "
                       "its 95% interval and p; docs/statistics.md, “Error-type sets”).")
                        .arg(asked.metric));
    fillTable();
    m_scatter->hide();
    for (QPushButton *button : std::as_const(m_figureButtons)) button->setEnabled(false);
    emit correlationsShown();
}

void MetricsPage::fillTable()
{
    if (m_showsErrorTypes) return ErrorTypeTable::fill(m_table, m_errorRows);
    m_table->clear();
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Group"), tr("Items"), tr("Pearson r"), tr("Spearman ρ"), tr("Kendall τ-b")});
    m_table->setRowCount(int(m_rows.size()));
    for (int r = 0; r < m_rows.size(); ++r) {
        const CorrelationRow &row = m_rows.at(r);
        const QStringList cells{row.group.isEmpty() ? tr("(all)") : row.group, QString::number(row.correlation.n),
                                cellText(row.correlation.pearson), cellText(row.correlation.spearman),
                                cellText(row.correlation.kendall)};
        for (int c = 0; c < cells.size(); ++c) m_table->setItem(r, c, new QTableWidgetItem(cells.at(c)));
    }
    m_table->resizeColumnsToContents();
}

bool MetricsPage::exportFigure(const QString &path, QString *error) const
{
    if (m_showsErrorTypes) {
        *error = tr("The error-type sets have no figure; export the numbers as CSV.");
        return false;
    }
    const ScatterFigure figure =
        ScatterFigure::forRows(m_rows, m_shown.metric, CorpusMeasures::measureName(m_shown.human), font());
    return figure.save(path, error);
}

// Every number with full precision, as errata-cli correlate --format csv writes them.
bool MetricsPage::exportTable(const QString &path, QString *error) const
{
    const QString csv = m_showsErrorTypes ? ErrorTypeTable::csv(m_errorRows) : correlationCsv();
    return PageParts::writeText(path, csv, error);
}

QString MetricsPage::correlationCsv() const
{
    QStringList header{u"group"_s, u"n"_s};
    for (const QString &name : {u"pearson"_s, u"spearman"_s, u"kendall"_s}) {
        header << name << name + u"_p"_s << name + u"_low"_s << name + u"_high"_s;
    }
    QString csv = Csv::line(header) + u'\n';
    const auto full = [](double v) { return std::isnan(v) ? QString() : QString::number(v, 'g', 17); };
    for (const CorrelationRow &row : m_rows) {
        QStringList cells{row.group.isEmpty() ? u"(all)"_s : row.group, QString::number(row.correlation.n)};
        for (const CorrelationValue *c :
             {&row.correlation.pearson, &row.correlation.spearman, &row.correlation.kendall}) {
            cells << full(c->value) << full(c->p) << full(c->interval.first) << full(c->interval.second);
        }
        csv += Csv::line(cells) + u'\n';
    }
    return csv;
}

} // namespace Errata
