// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab on the demo project and on WMT23 MQM data: drill-down lists exactly the spans
// behind a cell (checked against the project's layers read another way), keyboard navigation,
// exports, and screenshots of every view.
#include "model/project/corpuswriter.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/agreementdata.h"
#include "model/domain/taxonomyloader.h"
#include "tests/testsupport.h"
#include "tests/widgets/widgettesthelpers.h"
#include "widgets/corpus/annotatorchooser.h"
#include "widgets/corpus/barchartview.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/corpus/drilldownlist.h"
#include "widgets/corpus/heatmapview.h"

#include <QDialogButtonBox>
#include <QImage>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QXmlStreamReader>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace Errata;

class CorpusPanelTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void heatmapShowsModelsByType();
    void drillDownListsExactlyTheSpansBehindACell();
    void keyboardMovesAndOpens();
    void tableRowDrillsDownAndOpensTheItem();
    void exportsParse();
    void barsDrillDownAndExport();
    void agreementRowListsEveryFinishedSpanOfItsType();
    void viewsScreenshots();
    void decodingGridSplitByPenalty();
    void chosenAnnotatorsCountOnlyTheirLayers();
    void mqmScreenshots();
    void subsetFieldShowsOneGroup();
    void cleanupTestCase() { delete m_panel; }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    CorpusPanel *m_panel = nullptr;
};

void CorpusPanelTest::initTestCase()
{
    QString error;
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    m_project = Project::open(path, &error);
    QVERIFY2(m_project, qPrintable(error));
    m_panel = new CorpusPanel;
    m_panel->resize(1200, 820);
    m_panel->setProject(m_project.get());
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void CorpusPanelTest::heatmapShowsModelsByType()
{
    m_panel->setGroupBy(u"model"_s);
    const Heatmap &map = m_panel->heatmapView()->heatmap();
    QCOMPARE(map.rows.size(), 11); // ten Scarecrow types and "any error"
    QVERIFY(map.columns.contains(u"gpt2-xl"_s));
    QVERIFY(map.columns.contains(u"grover-mega"_s));
    QVERIFY(!m_panel->heatmapView()->accessibleName().isEmpty());
}

void CorpusPanelTest::drillDownListsExactlyTheSpansBehindACell()
{
    m_panel->setGroupBy(u"model"_s);
    const Heatmap &map = m_panel->heatmapView()->heatmap();
    const qsizetype column = map.columns.indexOf(u"gpt3-davinci"_s);
    const qsizetype row = map.rows.indexOf(m_project->taxonomy().node(u"Redundant"_s)->name.text());
    QVERIFY(column >= 0 && row >= 0);
    m_panel->drillIntoCell(map.cell(row, column));
    QSet<qint64> shown;
    for (const DrillDownRow &entry : m_panel->drillDown()->rows()) {
        shown.insert(entry.span.id);
        QCOMPARE(entry.span.typeKey, u"Redundant"_s);
        QVERIFY(entry.sentence.begin <= entry.span.range.begin && entry.span.range.end <= entry.sentence.end);
    }
    // The same spans found another way: every finished layer of every gpt3-davinci item.
    QSet<qint64> expected;
    for (const AgreementItem &item : AgreementData::finished(*m_project)) {
        if (item.metadata.value(u"model"_s) != "gpt3-davinci"_L1) {
            continue;
        }
        for (const AgreementLayer &layer : item.layers) {
            for (const Span &span : layer.spans) {
                if (span.typeKey == "Redundant"_L1 && span.range.side == TextSide::Generation) {
                    expected.insert(span.id);
                }
            }
        }
    }
    QVERIFY(!expected.isEmpty());
    QCOMPARE(shown, expected);
    QCOMPARE(m_panel->drillDown()->tree()->topLevelItemCount(), expected.size());
}

void CorpusPanelTest::keyboardMovesAndOpens()
{
    HeatmapView *view = m_panel->heatmapView();
    view->setFocus();
    view->setCurrentCell(0);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->currentCell(), 1);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentCell(), 1 + view->heatmap().columns.size());
    QTest::keyClick(view, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(view->currentCell(), qsizetype(view->heatmap().values.size()) - 1); // any error, last model
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(!m_panel->drillDown()->rows().isEmpty());
    QVERIFY(view->cellDescription(view->currentCell()).contains(u"n = "_s));
}

void CorpusPanelTest::tableRowDrillsDownAndOpensTheItem()
{
    m_panel->showView(CorpusPanel::TableTab);
    QTableWidget *table = m_panel->table(CorpusPanel::TableTab);
    QCOMPARE(table->rowCount(), m_panel->result().cells.size());
    int anyRow = -1;
    for (int row = 0; row < table->rowCount(); ++row) {
        const MeasureCell &cell = m_panel->result().cells[row];
        if (m_panel->result().types[cell.type].key == TypeSelectors::AnyKey && cell.items > 0) {
            anyRow = row;
            break;
        }
    }
    QVERIFY(anyRow >= 0);
    m_panel->drillIntoRow(anyRow);
    QVERIFY(!m_panel->drillDown()->rows().isEmpty());
    qint64 opened = 0;
    connect(m_panel, &CorpusPanel::openItemRequested, this, [&](qint64 id) { opened = id; });
    QTreeWidget *tree = m_panel->drillDown()->tree();
    tree->setCurrentItem(tree->topLevelItem(0));
    emit tree->itemDoubleClicked(tree->topLevelItem(0), 0);
    QCOMPARE(opened, m_panel->drillDown()->rows().first().itemId);
    m_panel->showView(CorpusPanel::HeatmapTab);
}

void CorpusPanelTest::exportsParse()
{
    QString error;
    const QString png = m_dir.filePath(u"figure.png"_s);
    const QString svg = m_dir.filePath(u"figure.svg"_s);
    const QString csv = m_dir.filePath(u"table.csv"_s);
    QVERIFY2(m_panel->exportFigure(png, &error), qPrintable(error));
    QVERIFY2(m_panel->exportFigure(svg, &error), qPrintable(error));
    QVERIFY(!m_panel->exportFigure(m_dir.filePath(u"figure.gif"_s), &error));
    QVERIFY(!QImage(png).isNull());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(m_panel->exportTable(CorpusPanel::TableTab, csv, &error), qPrintable(error));
    const QStringList lines = QString::fromUtf8(TestSupport::readAll(csv)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), m_panel->result().cells.size() + 1);
    QVERIFY(lines.first().startsWith(u"Group,Type,Mean"_s));
    // The CSV holds every digit: the first measured mean reads back exactly.
    for (int row = 0; row < m_panel->result().cells.size(); ++row) {
        const MeasureCell &cell = m_panel->result().cells[row];
        if (cell.items > 0 && !lines[row + 1].contains(u'"')) {
            QCOMPARE(lines[row + 1].split(u',').at(2).toDouble(), cell.mean);
            break;
        }
    }
}

void CorpusPanelTest::barsDrillDownAndExport()
{
    m_panel->setGroupBy(u"model"_s);
    m_panel->showView(CorpusPanel::BarsTab);
    BarChartView *bars = m_panel->barChart();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
    // Look for a point on a bar (from the bottom up, where the bars are), click it: the drill-down
    // must follow that bar's cell.
    int clicked = -1;
    for (int y = bars->height() - 1; y > 0 && clicked < 0; y -= 3) {
        for (int x = 0; x < bars->width() && clicked < 0; x += 3) {
            clicked = bars->figure()->cellAt(QPointF(x, y), QRectF(bars->rect()));
            if (clicked >= 0) {
                QTest::mouseClick(bars, Qt::LeftButton, {}, QPoint(x, y));
            }
        }
    }
    QVERIFY(clicked >= 0);
    QCOMPARE(bars->currentCell(), clicked);
    const MeasureCell &cell = m_panel->result().cells[clicked];
    for (const DrillDownRow &row : m_panel->drillDown()->rows()) {
        QVERIFY(m_panel->result().types[cell.type].key == TypeSelectors::AnyKey
                || m_panel->result().types[cell.type].typeKeys.contains(row.span.typeKey));
    }
    TestHelpers::saveScreenshot(m_panel, u"corpus-bars.png"_s);
    QString error;
    QVERIFY2(m_panel->exportFigure(m_dir.filePath(u"bars.svg"_s), &error), qPrintable(error));
    QFile file(m_dir.filePath(u"bars.svg"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
    }
    QVERIFY(!xml.hasError());
    m_panel->setStacked(true);
    TestHelpers::saveScreenshot(m_panel, u"corpus-stacked.png"_s);
    QVERIFY2(m_panel->exportFigure(m_dir.filePath(u"stacked.png"_s), &error), qPrintable(error));
    QVERIFY(!QImage(m_dir.filePath(u"stacked.png"_s)).isNull());
    m_panel->setStacked(false);
    m_panel->showView(CorpusPanel::HeatmapTab);
}

void CorpusPanelTest::agreementRowListsEveryFinishedSpanOfItsType()
{
    m_panel->showView(CorpusPanel::AgreementTab);
    QTableWidget *table = m_panel->table(CorpusPanel::AgreementTab);
    const QString incoherent = m_project->taxonomy().node(u"Incoherent"_s)->name.text();
    int row = 0;
    while (row < table->rowCount() && table->item(row, 0)->text() != incoherent) {
        ++row;
    }
    QVERIFY(row < table->rowCount());
    m_panel->drillIntoAgreementRow(row);
    qsizetype expected = 0;
    for (const AgreementItem &item : AgreementData::finished(*m_project)) {
        for (const AgreementLayer &layer : item.layers) {
            expected += std::count_if(layer.spans.cbegin(), layer.spans.cend(),
                                      [](const Span &span) { return span.typeKey == "Incoherent"_L1; });
        }
    }
    QVERIFY(expected > 0);
    QCOMPARE(m_panel->drillDown()->rows().size(), expected);
    m_panel->showView(CorpusPanel::HeatmapTab);
}

void CorpusPanelTest::viewsScreenshots()
{
    m_panel->setGroupBy(u"model"_s);
    m_panel->setMeasure(CorpusMeasure::Coverage);
    m_panel->heatmapView()->setFocus();
    m_panel->heatmapView()->setCurrentCell(m_panel->heatmapView()->heatmap().cell(0, 1));
    m_panel->drillIntoCell(m_panel->heatmapView()->currentCell());
    TestHelpers::saveScreenshot(m_panel, u"corpus-heatmap.png"_s);
    m_panel->showView(CorpusPanel::TableTab);
    TestHelpers::saveScreenshot(m_panel, u"corpus-table.png"_s);
    m_panel->showView(CorpusPanel::BootstrapTab);
    QVERIFY(m_panel->table(CorpusPanel::BootstrapTab)->rowCount() > 0);
    TestHelpers::saveScreenshot(m_panel, u"corpus-bootstrap.png"_s);
    // Its figure is Scarecrow's Figure 9, the CoV curve, not the heatmap the other views export.
    QString error;
    const QString curve = m_dir.filePath(u"cov.png"_s), heatmap = m_dir.filePath(u"heatmap.png"_s);
    QVERIFY2(m_panel->exportFigure(curve, &error), qPrintable(error));
    m_panel->showView(CorpusPanel::HeatmapTab);
    QVERIFY2(m_panel->exportFigure(heatmap, &error), qPrintable(error));
    QVERIFY(!QImage(curve).isNull());
    QVERIFY(QImage(curve) != QImage(heatmap));
    if (!qEnvironmentVariableIsEmpty("ERRATA_SCREENSHOT_DIR"))
        QFile::copy(curve, qEnvironmentVariable("ERRATA_SCREENSHOT_DIR") + u"/corpus-bootstrap-cov.png"_s);
    m_panel->showView(CorpusPanel::AgreementTab);
    QCOMPARE(m_panel->table(CorpusPanel::AgreementTab)->rowCount(), 11);
    TestHelpers::saveScreenshot(m_panel, u"corpus-agreement.png"_s);
    m_panel->showView(CorpusPanel::HeatmapTab);
    m_panel->setGroupBy(u"model"_s, u"topic"_s);
    QVERIFY(m_panel->heatmapView()->heatmap().columns.contains(u"science"_s));
    TestHelpers::saveScreenshot(m_panel, u"corpus-grid.png"_s);
    m_panel->setGroupBy(u"model"_s);
}

// Scarecrow Figures 14–15 on the demo: top-p × temperature, one grid per frequency penalty (the demo
// has penalties 0 and 1). A click in the second panel lists exactly the spans of its cell.
void CorpusPanelTest::decodingGridSplitByPenalty()
{
    m_panel->showView(CorpusPanel::HeatmapTab);
    m_panel->setMeasure(CorpusMeasure::Count);
    m_panel->setGroupBy(u"top_p"_s, u"temperature"_s, u"frequency_penalty"_s);
    QCOMPARE(m_panel->options().groupBy, (QStringList{u"top_p"_s, u"temperature"_s, u"frequency_penalty"_s}));
    const QList<HeatmapView *> views = m_panel->heatmapViews();
    QCOMPARE(views.size(), 2);
    QCOMPARE(views[0]->heatmap().title, u"frequency_penalty = 0"_s);
    QCOMPARE(views[1]->heatmap().title, u"frequency_penalty = 1"_s);
    QCOMPARE(views[0]->heatmap().rows, views[1]->heatmap().rows);           // panels line up
    QCOMPARE(views[0]->heatmap().scaleHigh, views[1]->heatmap().scaleHigh); // one colour scale
    // The first measured cell of panel 1 and its spans, read another way: every finished layer of
    // the items with that top-p, temperature and penalty 1.
    const Heatmap &second = views[1]->heatmap();
    qsizetype cell = 0;
    while (cell < qsizetype(second.values.size()) && second.counts[size_t(cell)] == 0) {
        ++cell;
    }
    QVERIFY(cell < qsizetype(second.values.size()));
    const QString topP = second.rows[cell / second.columns.size()];
    const QString temperature = second.columns[cell % second.columns.size()];
    m_panel->drillIntoPanel(1, cell);
    qsizetype expected = 0;
    for (const AgreementItem &item : AgreementData::finished(*m_project)) {
        if (item.metadata.value(u"top_p"_s) != topP || item.metadata.value(u"temperature"_s) != temperature
            || item.metadata.value(u"frequency_penalty"_s) != "1"_L1) {
            continue;
        }
        for (const AgreementLayer &layer : item.layers) {
            expected += layer.spans.size();
        }
    }
    QCOMPARE(m_panel->drillDown()->rows().size(), expected);
    QCoreApplication::processEvents(); // the scroll area sizes the panels' container on an event
    QVERIFY(views[1]->isVisible());
    QVERIFY(views[0]->geometry().right() < views[1]->geometry().left()); // side by side, not on top
    TestHelpers::saveScreenshot(m_panel, u"corpus-decoding-grid.png"_s);
    QString error;
    QVERIFY2(m_panel->exportFigure(m_dir.filePath(u"decoding.png"_s), &error), qPrintable(error));
    const QImage figure(m_dir.filePath(u"decoding.png"_s));
    QVERIFY(figure.width() > figure.height()); // both panels side by side in one figure
    QVERIFY2(m_panel->exportTable(CorpusPanel::HeatmapTab, m_dir.filePath(u"decoding.csv"_s), &error),
             qPrintable(error));
    QVERIFY(TestSupport::readAll(m_dir.filePath(u"decoding.csv"_s)).startsWith("frequency_penalty,top_p,"));
    m_panel->setMeasure(CorpusMeasure::Coverage);
    m_panel->setGroupBy(u"model"_s);
    QCOMPARE(m_panel->heatmapViews().size(), 1);
}

// "A chosen set" of annotators: only their finished layers count (read another way: the layers of
// AgreementData), and the chooser offers exactly the people with layers.
void CorpusPanelTest::chosenAnnotatorsCountOnlyTheirLayers()
{
    m_panel->setMeasure(CorpusMeasure::Count);
    m_panel->setGroupBy(QString()); // everything in one group
    QMap<qint64, int> layersOf;
    QMap<qint64, qsizetype> spansOf;
    for (const AgreementItem &item : AgreementData::finished(*m_project)) {
        for (const AgreementLayer &layer : item.layers) {
            layersOf[layer.annotatorId] += 1;
            spansOf[layer.annotatorId] += layer.spans.size();
        }
    }
    QVERIFY(layersOf.size() >= 2);
    const qint64 first = layersOf.firstKey();
    const qint64 last = layersOf.lastKey();
    m_panel->setChosenAnnotators({first, last});
    QVERIFY(m_panel->options().layers == LayerChoice::Chosen);
    const MeasureResult &result = m_panel->result();
    const MeasureCell &any = result.cells.last(); // one group; "any error" is the last type
    QCOMPARE(result.types[any.type].key, QString(TypeSelectors::AnyKey));
    QCOMPARE(any.annotations, layersOf[first] + layersOf[last]);
    m_panel->drillIntoRow(int(result.cells.size()) - 1);
    QCOMPARE(m_panel->drillDown()->rows().size(), spansOf[first] + spansOf[last]);
    AnnotatorChooser chooser({{first, u"a"_s}, {last, u"b"_s}}, {last}, nullptr);
    QCOMPARE(chooser.chosen(), QSet<qint64>{last});
    chooser.list()->item(1)->setCheckState(Qt::Unchecked);
    QVERIFY(chooser.chosen().isEmpty());
    QVERIFY(!chooser.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    m_panel->setLayers(LayerChoice::Annotators);
    QVERIFY(m_panel->options().annotators.isEmpty());
    m_panel->setMeasure(CorpusMeasure::Coverage);
    m_panel->setGroupBy(u"model"_s);
}

void CorpusPanelTest::mqmScreenshots()
{
    const QString file = u"generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s) + u"/mqm/"_s + file;
    ImportError importError;
    const auto corpus = MqmTsvReader::read(TestSupport::readAll(data), file, &importError);
    QVERIFY2(corpus, qPrintable(importError.message()));
    QString error;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus->typeKeys,
                                                   corpus->severityKeys, &error);
    QVERIFY(taxonomy);
    auto project = Project::create(m_dir.filePath(u"mqm.errata"_s), *taxonomy, u"WMT23"_s, &error);
    ImportSummary summary;
    QVERIFY2(project && CorpusWriter::write(*project, 0, *corpus, &summary, &error), qPrintable(error));
    CorpusPanel panel;
    panel.resize(1400, 900);
    panel.setProject(project.get());
    panel.setMeasure(CorpusMeasure::Mqm);
    panel.setGroupBy(u"system"_s);
    panel.setLevel(1);
    panel.setSort(HeatmapOrder::Original, HeatmapOrder::Value);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const Heatmap &map = panel.heatmapView()->heatmap();
    QCOMPARE(map.columns.size(), 10);
    // Sorted by value: column means fall from left to right.
    const auto columnMean = [&](qsizetype column) {
        double sum = 0;
        for (qsizetype row = 0; row < map.rows.size(); ++row) {
            sum += std::isnan(map.value(row, column)) ? 0 : map.value(row, column);
        }
        return sum;
    };
    QVERIFY(columnMean(0) >= columnMean(map.columns.size() - 1));
    panel.drillIntoCell(map.cell(0, 0));
    TestHelpers::saveScreenshot(&panel, u"corpus-mqm-heatmap.png"_s);
    panel.showView(CorpusPanel::BarsTab);
    panel.drillIntoRow(0);
    TestHelpers::saveScreenshot(&panel, u"corpus-mqm-bars.png"_s);
    panel.setStacked(true);
    TestHelpers::saveScreenshot(&panel, u"corpus-mqm-stacked.png"_s);
    panel.setStacked(false);
    panel.showView(CorpusPanel::TableTab);
    QCOMPARE(panel.table(CorpusPanel::TableTab)->rowCount(), int(panel.result().cells.size()));
    TestHelpers::saveScreenshot(&panel, u"corpus-mqm-table.png"_s);
    panel.showView(CorpusPanel::BootstrapTab);
    QVERIFY(panel.table(CorpusPanel::BootstrapTab)->rowCount() > 0);
    TestHelpers::saveScreenshot(&panel, u"corpus-mqm-bootstrap.png"_s);
    panel.showView(CorpusPanel::AgreementTab); // three raters per segment
    QVERIFY(panel.table(CorpusPanel::AgreementTab)->rowCount() > 0);
    TestHelpers::saveScreenshot(&panel, u"corpus-mqm-agreement.png"_s);
    panel.setProject(nullptr);
}

// "Only items where": the subset of one model gives exactly that model's column of the grouped
// heatmap, says so in the title, and a key no item has is not applied (the figure stays).
void CorpusPanelTest::subsetFieldShowsOneGroup()
{
    m_panel->setWhere(QString());
    m_panel->setGroupBy(u"model"_s);
    const Heatmap grouped = m_panel->heatmapView()->heatmap();
    const qsizetype gpt2 = grouped.columns.indexOf(u"gpt2-xl"_s);
    QVERIFY(gpt2 >= 0);
    QVERIFY(m_panel->setWhere(u"model=gpt2-xl"_s));
    const Heatmap subset = m_panel->heatmapView()->heatmap();
    QCOMPARE(subset.columns, QStringList{u"gpt2-xl"_s});
    for (qsizetype row = 0; row < grouped.rows.size(); ++row) {
        const double a = grouped.value(row, gpt2), b = subset.value(row, 0);
        QVERIFY2((std::isnan(a) && std::isnan(b)) || a == b, qPrintable(grouped.rows[row]));
    }
    QVERIFY2(subset.title.contains(u"items where model=gpt2-xl"_s), qPrintable(subset.title));
    // The CSV of every view says the subset too, in two columns of every row.
    QString error;
    for (const CorpusPanel::View view : {CorpusPanel::HeatmapTab, CorpusPanel::TableTab}) {
        const QString csv = m_dir.filePath(u"subset.csv"_s);
        QVERIFY2(m_panel->exportTable(view, csv, &error), qPrintable(error));
        const QStringList lines = QString::fromUtf8(TestSupport::readAll(csv)).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 1);
        QVERIFY2(lines.first().endsWith(u",subset_where,subset_without"_s), qPrintable(lines.first()));
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY2(lines[i].endsWith(u",model=gpt2-xl,"_s), qPrintable(lines[i]));
    }
    QVERIFY(!m_panel->setWhere(u"modle=gpt2-xl"_s));
    QCOMPARE(m_panel->heatmapView()->heatmap().columns, QStringList{u"gpt2-xl"_s});
    if (!qEnvironmentVariableIsEmpty("ERRATA_SCREENSHOT_DIR"))
        m_panel->grab().save(qEnvironmentVariable("ERRATA_SCREENSHOT_DIR") + u"/corpus-subset.png"_s);
    QVERIFY(m_panel->setWhere(QString()));
    QCOMPARE(m_panel->heatmapView()->heatmap().columns.size(), grouped.columns.size());
}

QTEST_MAIN(CorpusPanelTest)
#include "corpuspanel_test.moc"
