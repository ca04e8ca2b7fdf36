// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's tables (measure with intervals, bootstrap study, agreement) and its exports.
#include "widgets/corpus/corpuspanel.h"

#include "model/figures/covfigure.h"

#include "model/domain/csv.h"
#include "model/stats/heatmapspec.h"
#include "model/stats/displaynumber.h"

#include "model/project/project.h"
#include "model/project/agreementdata.h"
#include "model/stats/bootstrap.h"
#include "model/figures/figureexport.h"
#include "model/figures/heatmapfigure.h"
#include "model/figures/heatmappanels.h"
#include "widgets/corpus/heatmapview.h"
#include "widgets/corpus/pageparts.h"
#include "widgets/corpus/systemscorepage.h"
#include "widgets/corpus/authorshippage.h"
#include "widgets/corpus/significancepage.h"
#include "widgets/corpus/datasetpage.h"
#include "widgets/corpus/distributionpage.h"
#include "widgets/corpus/metricspage.h"

#include "widgets/common/filedialogs.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QPainter>
#include <QTableWidget>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Scarecrow Table 5 at 50 items, and how the CoV falls as n grows (Figure 9).
std::vector<BootstrapStudyRow> studyRows(const ItemValues &values, quint64 seed)
{
    return bootstrapStudy(values, {10, 25, 50, 100, 200}, 1000, seed);
}

QTableWidgetItem *numberItem(std::optional<double> value, int decimals = 4)
{
    auto *item = new QTableWidgetItem(value && !std::isnan(*value) ? displayNumber(*value, decimals) : QString());
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (value && !std::isnan(*value)) {
        item->setData(Qt::ToolTipRole, QString::number(*value, 'g', 17)); // every digit, on demand
    }
    return item;
}

QTableWidgetItem *textItem(const QString &text)
{
    return new QTableWidgetItem(text);
}

void setRow(QTableWidget *table, int row, const QList<QTableWidgetItem *> &items)
{
    for (qsizetype column = 0; column < items.size(); ++column) {
        table->setItem(row, int(column), items[column]);
    }
}

QString groupLabel(const QStringList &group)
{
    return group.isEmpty() ? CorpusPanel::tr("All") : group.join(u" · "_s);
}

} // namespace

QString tableCsv(const QTableWidget *table)
{
    QStringList lines;
    QStringList header;
    for (int column = 0; column < table->columnCount(); ++column) {
        header << Csv::field(table->horizontalHeaderItem(column) ? table->horizontalHeaderItem(column)->text()
                                                                 : QString());
    }
    lines << header.join(u',');
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < table->columnCount(); ++column) {
            const QTableWidgetItem *item = table->item(row, column);
            // Numbers at full precision (kept in the tooltip), not as rounded for the screen.
            const QString full = item ? item->data(Qt::ToolTipRole).toString() : QString();
            cells << Csv::field(item ? (full.isEmpty() ? item->text() : full) : QString());
        }
        lines << cells.join(u',');
    }
    return lines.join(u"\r\n"_s) + u"\r\n"_s;
}

QTableWidget *CorpusPanel::table(View view) const
{
    switch (view) {
    case TableTab: return m_measureTable;
    case BootstrapTab: return m_bootstrapTable;
    case AgreementTab: return m_agreementTable;
    case SystemsTab: return m_systems->table();
    case MetricsTab: return m_metrics->table();
    case DatasetTab: return m_dataset->table();
    case AuthorshipTab: return m_authorship->table();
    case DistributionsTab: return m_distributions->table();
    case SignificanceTab: return m_significance->pairsTable();
    case HeatmapTab:
    case BarsTab: break;
    }
    return nullptr;
}

void CorpusPanel::fillMeasureTable()
{
    m_measureTable->clear();
    m_measureTable->setColumnCount(7);
    m_measureTable->setHorizontalHeaderLabels(
        {tr("Group"), tr("Type"), tr("Mean"), tr("95% CI low"), tr("95% CI high"), tr("SD"), tr("Items")});
    m_measureTable->setRowCount(int(m_result.cells.size()));
    for (int row = 0; row < m_result.cells.size(); ++row) {
        const MeasureCell &cell = m_result.cells[row];
        const bool measured = cell.items > 0;
        setRow(m_measureTable, row,
               {textItem(groupLabel(m_result.groups[cell.group])), textItem(m_result.types[cell.type].label),
                numberItem(measured ? std::optional(cell.mean) : std::nullopt),
                numberItem(cell.hasSpread() ? std::optional(cell.low) : std::nullopt),
                numberItem(cell.hasSpread() ? std::optional(cell.high) : std::nullopt),
                numberItem(cell.hasSpread() ? std::optional(cell.sd) : std::nullopt),
                numberItem(double(cell.items), 0)});
        if (measured && !cell.hasSpread()) {
            for (int column : {3, 4, 5}) {
                m_measureTable->item(row, column)->setText(tr("—"));
                m_measureTable->item(row, column)->setToolTip(tr("Undefined: one item has no spread"));
            }
        }
    }
    m_measureTable->resizeColumnsToContents();
}

void CorpusPanel::fillBootstrapTable()
{
    m_bootstrapTable->clear();
    m_bootstrapTable->setColumnCount(6);
    m_bootstrapTable->setHorizontalHeaderLabels(
        {tr("Group"), tr("Type"), tr("Items sampled"), tr("Mean"), tr("SD"), tr("CoV")});
    if (!m_project) {
        return;
    }
    const MeasureOptions &chosen = m_shownOptions;
    const ItemValues values = CorpusMeasures::itemValues(*m_table, m_project->taxonomy(), chosen);
    const auto rows = studyRows(values, chosen.seed);
    m_bootstrapTable->setRowCount(int(rows.size()));
    for (int row = 0; row < int(rows.size()); ++row) {
        const BootstrapStudyRow &study = rows[size_t(row)];
        QTableWidgetItem *type = textItem(values.types[study.type].label);
        type->setData(Qt::UserRole, study.group * int(values.types.size()) + study.type); // its measure cell
        setRow(m_bootstrapTable, row,
               {textItem(groupLabel(values.groups[study.group])), type, numberItem(double(study.sampleSize), 0),
                numberItem(study.mean), numberItem(study.sd), numberItem(study.cov)});
    }
    m_bootstrapTable->resizeColumnsToContents();
}

void CorpusPanel::fillAgreementTable()
{
    m_agreementStale = false;
    m_agreementTable->clear();
    m_agreementTable->setColumnCount(6);
    m_agreementTable->setHorizontalHeaderLabels(
        {tr("Type"), tr("α per item"), tr("α pooled"), tr("Two Agree"), tr("Fleiss' κ"), tr("Items")});
    if (!m_project) {
        return;
    }
    const QList<TypeSelector> selectors = TypeSelectors::forTaxonomy(m_project->taxonomy(), m_shownOptions.level);
    const QList<TypeAgreement> rows =
        AgreementCalculator(AgreementUnit::Token).perType(AgreementData::finished(*m_project), selectors);
    m_agreementTable->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        const TypeAgreement &type = rows[row];
        QTableWidgetItem *label = textItem(type.label);
        label->setData(Qt::UserRole, type.key);
        setRow(m_agreementTable, row,
               {label, numberItem(type.alphaItemMean), numberItem(type.alphaPooled), numberItem(type.twoAgree),
                numberItem(type.fleissKappa), numberItem(double(type.items), 0)});
    }
    m_agreementTable->resizeColumnsToContents();
}

bool CorpusPanel::exportFigure(const QString &path, QString *error) const
{
    if (m_views->currentIndex() == BootstrapTab && m_project) { // the table's rows as Scarecrow's Figure 9
        const ItemValues values = CorpusMeasures::itemValues(*m_table, m_project->taxonomy(), m_shownOptions);
        return CovFigure::build(studyRows(values, m_shownOptions.seed), values, m_shownOptions, font())
            .save(path, error);
    }
    if (m_views->currentIndex() == BarsTab) {
        return currentBars().save(path, error);
    }
    const HeatmapFigureSpec spec = currentFigure(); // maps and title from one build
    if (spec.maps.size() > 1) {                     // a split grid: every panel side by side in one figure
        return HeatmapPanels(spec.maps, spec.title, font()).save(path, error);
    }
    const HeatmapFigure figure(spec.maps.value(0), font());
    return FigureExport::save([&figure](QPainter &painter, const QRectF &bounds) { figure.paint(painter, bounds); },
                              figure.naturalSize(), spec.title, path, error);
}

bool CorpusPanel::exportTable(View view, const QString &path, QString *error) const
{
    QTableWidget *source = table(view == BarsTab ? TableTab : view); // bars: the numbers behind them
    const QList<Heatmap> maps = source ? QList<Heatmap>() : currentHeatmaps();
    QString csv = source  ? tableCsv(source)
        : maps.size() > 1 ? HeatmapPanels::toCsv(maps, m_shownOptions.groupBy.value(2))
                          : maps.value(0).toCsv();
    // A subset says so in every row, as the figure's title does: the file may be read far from here.
    if (!m_shownOptions.where.isEmpty() || !m_shownOptions.leftOut.isEmpty()) {
        QStringList without(m_shownOptions.leftOut.cbegin(), m_shownOptions.leftOut.cend());
        without.sort();
        csv = Csv::appendColumns(csv, {u"subset_where"_s, u"subset_without"_s},
                                 {m_shownOptions.where, without.join(u' ')});
    }
    return PageParts::writeText(path, csv, error);
}

void CorpusPanel::exportCurrent(bool figure, const QString &suffix)
{
    const QString filter = suffix == "png"_L1 ? tr("PNG image (*.png)")
        : suffix == "svg"_L1                  ? tr("SVG image (*.svg)")
                                              : tr("CSV table (*.csv)");
    QString path =
        FileDialogs::getSaveFileName(this, figure ? tr("Export Figure") : tr("Export Table"), QString(), filter);
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += u'.' + suffix;
    }
    QString error;
    const bool written = figure ? exportFigure(path, &error) : exportTable(View(m_views->currentIndex()), path, &error);
    if (!written) {
        QMessageBox::warning(this, tr("Export"), error);
    }
}

} // namespace Errata
