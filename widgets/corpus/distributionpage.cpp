// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/distributionpage.h"

#include "model/domain/csv.h"
#include "model/project/judgementstats.h"
#include "model/project/project.h"
#include "model/project/spanlengths.h"
#include "model/storage/itemrepository.h"
#include "widgets/corpus/deductiontable.h"
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
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {

void BoxView::setFigure(std::shared_ptr<BoxFigure> figure)
{
    m_figure = std::move(figure);
    setAccessibleDescription(m_figure ? m_figure->title : QString());
    update();
}

void BoxView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_figure) m_figure->paint(painter, QRectF(rect()));
}

DistributionPage::DistributionPage(QWidget *parent)
    : QWidget(parent)
    , m_job(new PageJob(this))
{
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_table = PageParts::resultsTable(this, tr("n, mean and quartiles per group"));
    m_boxes = new BoxView(this);
    m_boxes->setAccessibleName(tr("Box plots"));
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->addWidget(m_table);
    m_split->addWidget(m_boxes);
    m_split->setStretchFactor(1, 1);
    auto *buttons = new QHBoxLayout;
    m_figureButtons = PageParts::addExportButtons(
        this, buttons,
        {{tr("E&xport Figure (PNG)…"), u"png"_s},
         {tr("Export as S&VG…"), u"svg"_s},
         {tr("Export N&umbers (CSV)…"), u"csv"_s}},
        [this](const QString &path, QString *error) { return exportFigure(path, error); },
        [this](const QString &path, QString *error) { return exportTable(path, error); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildControls());
    layout->addWidget(m_note);
    layout->addWidget(m_split, 1);
    layout->addLayout(buttons);
}

QWidget *DistributionPage::buildControls()
{
    auto *controls = new QWidget(this);
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    const auto recomputeNow = [this] { recompute(); };
    m_quantity = PageParts::labelledCombo(controls, row, tr("Sho&w:"), recomputeNow);
    m_quantity->addItem(tr("span lengths"), SpanLengths);
    m_quantity->addItem(tr("rationale lengths"), RationaleLengths);
    m_quantity->addItem(tr("ratings"), Ratings);
    m_quantity->addItem(tr("deduction reasons"), Deductions);
    m_unit = PageParts::labelledCombo(controls, row, tr("U&nit:"), recomputeNow);
    m_unit->addItem(tr("tokens"), false);
    m_unit->addItem(tr("characters"), true);
    m_level = PageParts::labelledCombo(controls, row, tr("Typ&es:"), recomputeNow);
    m_level->addItem(tr("level 2"), 2);
    m_level->addItem(tr("level 1 (groups)"), 1);
    m_by = PageParts::labelledCombo(controls, row, tr("Per &key:"), recomputeNow);
    row->addStretch(1);
    return controls;
}

bool DistributionPage::isBusy() const
{
    return m_job->isBusy();
}

void DistributionPage::setProject(Project *project)
{
    m_project = project;
    m_rows.clear();
    m_by->clear();
    m_by->addItem(tr("Nothing (all items)"), QString());
    for (const QString &key : project ? project->items().metadataKeys() : QStringList()) m_by->addItem(key, key);
    fillTable();
    m_boxes->setFigure(nullptr);
    m_stale = project != nullptr;
    if (m_stale && isVisible()) recompute();
}

void DistributionPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false)) recompute();
}

void DistributionPage::recompute()
{
    if (!m_project) return;
    m_stale = false;
    const Shown asked{Quantity(m_quantity->currentData().toInt()), m_unit->currentData().toBool(),
                      m_by->currentData().toString()};
    const bool lengthsAsked = asked.quantity == SpanLengths || asked.quantity == RationaleLengths;
    m_unit->setEnabled(lengthsAsked);
    m_level->setEnabled(lengthsAsked);
    if (asked.quantity == Deductions) {
        auto rows = std::make_shared<QList<DeductionRow>>();
        m_job->run(
            m_project->path(),
            [asked, rows](Project &project, QString *) {
                *rows = JudgementStats::deductions(project, asked.by, QString());
            },
            [this, rows, asked](const QString &error) {
                if (!error.isEmpty())
                    m_note->setText(error);
                else
                    takeDeductions(*rows, asked);
            });
        m_note->setText(tr("Counting…"));
        return;
    }
    const LengthRequest lengths{asked.quantity == RationaleLengths,
                                asked.characters ? AgreementUnit::Character : AgreementUnit::Token,
                                m_level->currentData().toInt(), asked.by, QString()};
    auto rows = std::make_shared<QList<LengthRow>>();
    m_job->run(
        m_project->path(),
        [asked, lengths, rows](Project &project, QString *) {
            *rows = asked.quantity == Ratings ? JudgementStats::ratings(project, asked.by, QString())
                                              : SpanLengths::compute(project, lengths);
        },
        [this, rows, asked](const QString &error) {
            if (!error.isEmpty())
                m_note->setText(error);
            else
                take(*rows, asked);
        });
    m_note->setText(tr("Counting…"));
}

void DistributionPage::take(const QList<LengthRow> &rows, const Shown &shown)
{
    m_rows = rows;
    m_shown = shown;
    const QString unit = shown.characters ? tr("characters") : tr("tokens");
    m_note->setText(rows.isEmpty() ? (shown.quantity == Ratings
                                          ? tr("No handed-in annotation has a rating (a project asks for one when "
                                               "made with the rating judgements).")
                                          : tr("No handed-in annotation has a span with this to measure yet."))
                        : shown.quantity == Ratings
                        ? tr("The ratings of handed-in annotations: n, mean and quartiles (numpy's linear rule); the "
                             "box spans the middle half, the line is the median, the dot the mean.")
                        : tr("Lengths in %1 of handed-in spans on the generation (Scarecrow's Figure 11): n, mean and "
                             "quartiles; the box spans the middle half, the line is the median, the dot the mean.")
                              .arg(unit));
    fillTable();
    showFigure(true);
    m_boxes->setFigure(rows.isEmpty() ? nullptr : std::make_shared<BoxFigure>(figure()));
    emit distributionsShown();
}

// OpenMEVA's deduction reasons: shares, a table without a figure.
void DistributionPage::takeDeductions(const QList<DeductionRow> &rows, const Shown &shown)
{
    m_deductions = rows;
    m_shown = shown;
    m_note->setText(rows.isEmpty()
                        ? tr("No handed-in rating has a deduction.")
                        : tr("Per group and reason: the rated annotations, how many deducted for the reason, "
                             "their share and the mean points deducted (docs/statistics.md)."));
    fillTable();
    showFigure(false);
    emit distributionsShown();
}

void DistributionPage::showFigure(bool shown)
{
    m_boxes->setVisible(shown);
    for (QPushButton *button : std::as_const(m_figureButtons)) button->setEnabled(shown);
}

void DistributionPage::fillTable()
{
    if (m_shown.quantity == Deductions) {
        m_table->setColumnHidden(1, false);
        DeductionTable::fill(m_table, m_deductions);
        return fitTable();
    }
    m_table->clear();
    const QStringList headers{tr("Group"), tr("Type"),   tr("n"),  tr("Mean"), tr("Min"),
                              tr("Q1"),    tr("Median"), tr("Q3"), tr("Max")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(m_rows.size()));
    const QLocale locale;
    for (int r = 0; r < m_rows.size(); ++r) {
        const LengthRow &row = m_rows.at(r);
        QStringList cells{row.group.isEmpty() ? tr("(all)") : row.group, row.type, locale.toString(row.n)};
        for (double value : {row.mean, row.min, row.q1, row.median, row.q3, row.max})
            cells << locale.toString(value, 'f', 2);
        for (int c = 0; c < cells.size(); ++c) m_table->setItem(r, c, new QTableWidgetItem(cells.at(c)));
    }
    m_table->setColumnHidden(1, m_shown.quantity == Ratings); // every row's type would be "rating"
    m_table->resizeColumnsToContents();
    fitTable();
}

// The table as wide as its columns (up to half the page), the plot beside it takes the rest.
void DistributionPage::fitTable()
{
    int wanted = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < m_table->columnCount(); ++c) {
        if (!m_table->isColumnHidden(c)) wanted += m_table->columnWidth(c);
    }
    const int total = m_split->width();
    const int table = m_shown.quantity == Deductions ? total : std::min(wanted, total / 2);
    if (total > 0) m_split->setSizes({table, total - table});
}

BoxFigure DistributionPage::figure() const
{
    const bool ratings = m_shown.quantity == Ratings;
    BoxFigure figure = BoxFigure::fromRows(m_rows, !ratings, font());
    figure.title = ratings ? (m_shown.by.isEmpty() ? tr("Ratings") : tr("Ratings by %1").arg(m_shown.by))
        : m_shown.quantity == RationaleLengths ? tr("Rationale length by type")
                                               : tr("Span length by type");
    figure.axisTitle =
        ratings ? tr("Rating") : tr("Length (%1)").arg(m_shown.characters ? tr("characters") : tr("tokens"));
    return figure;
}

bool DistributionPage::exportFigure(const QString &path, QString *error) const
{
    if (m_shown.quantity == Deductions) {
        *error = tr("The deduction reasons have no figure; export the numbers as CSV.");
        return false;
    }
    return figure().save(path, error);
}

// Every number with full precision, the columns of errata-cli lengths (ratings: without the type).
bool DistributionPage::exportTable(const QString &path, QString *error) const
{
    const QString csv = m_shown.quantity == Deductions ? DeductionTable::csv(m_deductions) : lengthsCsv();
    return PageParts::writeText(path, csv, error);
}

QString DistributionPage::lengthsCsv() const
{
    const bool ratings = m_shown.quantity == Ratings;
    QStringList header{u"group"_s};
    if (!ratings) header << u"type"_s;
    header << u"n"_s << u"mean"_s << u"min"_s << u"q1"_s << u"median"_s << u"q3"_s << u"max"_s;
    QString csv = Csv::line(header) + u'\n';
    for (const LengthRow &row : m_rows) {
        QStringList cells{row.group};
        if (!ratings) cells << row.type;
        cells << QString::number(row.n);
        for (double value : {row.mean, row.min, row.q1, row.median, row.q3, row.max})
            cells << QString::number(value, 'g', 17);
        csv += Csv::line(cells) + u'\n';
    }
    return csv;
}

} // namespace Errata
