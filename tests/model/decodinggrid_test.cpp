// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scarecrow's decoding figures (14–15): top-p × temperature grids, one per frequency penalty, on a
// hand-made corpus whose every cell is worked out below; one colour scale for all panels; the
// panels as one figure (PNG, SVG) and one CSV.
#include "model/project/corpuswriter.h"
#include "model/storage/corpustablereader.h"
#include "model/project/project.h"
#include "model/stats/corpusmeasures.h"
#include "model/figures/heatmappanels.h"
#include "model/domain/taxonomyloader.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// Every generation is "w1 w2 w3 w4": 4 tokens; token k (1-based) spans [3(k-1), 3(k-1)+2).
Span tokens(int first, int last, const QString &type)
{
    Span span;
    span.range = {3 * (first - 1), 3 * (last - 1) + 2, TextSide::Generation};
    span.typeKey = type;
    span.severityKey = u"2"_s;
    return span;
}

CorpusItem item(const QString &id, const QString &p, const QString &temperature, const QString &penalty,
                const QList<Span> &spans)
{
    CorpusItem result;
    result.item.externalId = id;
    result.item.generation = u"w1 w2 w3 w4"_s;
    result.item.metadata = {{u"p"_s, p}, {u"temperature"_s, temperature}, {u"frequency_penalty"_s, penalty}};
    result.annotations << CorpusAnnotation{u"ann"_s, spans, {}};
    return result;
}

// Off-prompt coverage per item (one annotator, 4 tokens each):
//   penalty 0: i1 (0.4, 0.7) 1/4, i2 (0.4, 0.7) 3/4, i3 (0.96, 1.0) 4/4, i4 (0.4, 1.0) no span = 0
//   penalty 1: i5 (0.96, 0.7) 2/4, i6 (0.96, 1.0) 1/4, i7 (0.4, 0.7) only a Redundant span on 2 tokens
// So, rows p ∈ {0.4, 0.96}, columns temperature ∈ {0.7, 1.0}:
//   penalty 0: (0.4, 0.7) = (0.25 + 0.75) / 2 = 0.5, n 2; (0.4, 1.0) = 0, n 1; (0.96, 0.7) none;
//              (0.96, 1.0) = 1, n 1
//   penalty 1: (0.4, 0.7) = 0, n 1; (0.4, 1.0) none; (0.96, 0.7) = 0.5; (0.96, 1.0) = 0.25
//   any error, penalty 1, (0.4, 0.7): 2/4 = 0.5 (the Redundant span).
Corpus handMade()
{
    const QString off = u"Off-prompt"_s;
    Corpus corpus;
    corpus.items = {item(u"i1"_s, u"0.4"_s, u"0.7"_s, u"0"_s, {tokens(2, 2, off)}),
                    item(u"i2"_s, u"0.4"_s, u"0.7"_s, u"0"_s, {tokens(1, 3, off)}),
                    item(u"i3"_s, u"0.96"_s, u"1.0"_s, u"0"_s, {tokens(1, 4, off)}),
                    item(u"i4"_s, u"0.4"_s, u"1.0"_s, u"0"_s, {}),
                    item(u"i5"_s, u"0.96"_s, u"0.7"_s, u"1"_s, {tokens(3, 4, off)}),
                    item(u"i6"_s, u"0.96"_s, u"1.0"_s, u"1"_s, {tokens(4, 4, off)}),
                    item(u"i7"_s, u"0.4"_s, u"0.7"_s, u"1"_s, {tokens(1, 2, u"Redundant"_s)})};
    return corpus;
}

// A minimal RFC 4180 line splitter (no quotes occur in this test's labels).
QList<QStringList> csvRows(const QString &text)
{
    QList<QStringList> rows;
    for (const QString &line : text.split(u"\r\n"_s, Qt::SkipEmptyParts)) {
        rows << line.split(u',');
    }
    return rows;
}

} // namespace

class DecodingGridTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void onePanelPerPenalty();
    void anyErrorPanels();
    void needsThreeKeys();
    void sharedScale();
    void panelsAsOneFigureAndCsv();

private:
    QList<Heatmap> panels(const QString &type, const QStringList &groupBy);
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    CorpusTable m_table;
};

void DecodingGridTest::initTestCase()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"grid.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                u"Grid"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*m_project, 0, handMade(), &summary, &error), qPrintable(error));
    QVERIFY2(CorpusTableReader::load(m_project->database(), &m_table, &error), qPrintable(error));
    QCOMPARE(m_table.annotations(), 7);
}

QList<Heatmap> DecodingGridTest::panels(const QString &type, const QStringList &groupBy)
{
    MeasureOptions options;
    options.groupBy = groupBy;
    options.ci = CiMethod::Normal;
    const MeasureResult result = CorpusMeasures::compute(m_table, m_project->taxonomy(), options);
    for (int index = 0; index < result.types.size(); ++index) {
        if (result.types[index].key == type) {
            return Heatmap::splitGrids(result, index);
        }
    }
    return {};
}

void DecodingGridTest::onePanelPerPenalty()
{
    const QList<Heatmap> maps = panels(u"Off-prompt"_s, {u"p"_s, u"temperature"_s, u"frequency_penalty"_s});
    QCOMPARE(maps.size(), 2);
    QCOMPARE(maps[0].title, u"0"_s);
    QCOMPARE(maps[1].title, u"1"_s);
    for (const Heatmap &map : maps) {
        QCOMPARE(map.rows, (QStringList{u"0.4"_s, u"0.96"_s}));   // the same rows and columns in
        QCOMPARE(map.columns, (QStringList{u"0.7"_s, u"1.0"_s})); // every panel, so they line up
    }
    const Heatmap &zero = maps[0];
    QCOMPARE(zero.value(0, 0), 0.5);
    QCOMPARE(zero.count(0, 0), 2);
    QCOMPARE(zero.value(0, 1), 0.0);
    QCOMPARE(zero.count(0, 1), 1);
    QVERIFY(std::isnan(zero.value(1, 0))); // 0.96 × 0.7 was not generated with penalty 0
    QCOMPARE(zero.count(1, 0), 0);
    QCOMPARE(zero.value(1, 1), 1.0);
    const Heatmap &one = maps[1];
    QCOMPARE(one.value(0, 0), 0.0);
    QCOMPARE(one.count(0, 0), 1);
    QVERIFY(std::isnan(one.value(0, 1)));
    QCOMPARE(one.value(1, 0), 0.5);
    QCOMPARE(one.value(1, 1), 0.25);
    // Each cell remembers its measure cell, so a click lists the spans behind it.
    MeasureOptions options;
    options.groupBy = {u"p"_s, u"temperature"_s, u"frequency_penalty"_s};
    const std::vector<int> spans = CorpusMeasures::spansBehind(m_table, m_project->taxonomy(), options,
                                                               {u"0.4"_s, u"0.7"_s, u"0"_s}, u"Off-prompt"_s);
    QCOMPARE(spans.size(), size_t(2)); // i1's and i2's
    QVERIFY(zero.sourceGroup[size_t(zero.cell(0, 0))] >= 0);
}

void DecodingGridTest::anyErrorPanels()
{
    const QList<Heatmap> maps =
        panels(QString(TypeSelectors::AnyKey), {u"p"_s, u"temperature"_s, u"frequency_penalty"_s});
    QCOMPARE(maps.size(), 2);
    QCOMPARE(maps[1].value(0, 0), 0.5); // i7's Redundant span, 2 of 4 tokens
    QCOMPARE(maps[0].value(0, 0), 0.5); // (1 + 3) / 4 / 2
}

void DecodingGridTest::needsThreeKeys()
{
    QVERIFY(panels(u"Off-prompt"_s, {u"p"_s, u"temperature"_s}).isEmpty());
    QVERIFY(panels(u"Off-prompt"_s, {u"p"_s}).isEmpty());
    // Penalty as rows instead: one panel per top-p value, the same numbers transposed into place.
    const QList<Heatmap> byP = panels(u"Off-prompt"_s, {u"frequency_penalty"_s, u"temperature"_s, u"p"_s});
    QCOMPARE(byP.size(), 2);
    QCOMPARE(byP[1].title, u"0.96"_s);
    QCOMPARE(byP[1].value(1, 0), 0.5); // penalty 1, temperature 0.7
    QCOMPARE(byP[1].value(0, 1), 1.0); // penalty 0, temperature 1.0
}

void DecodingGridTest::sharedScale()
{
    QList<Heatmap> maps = panels(u"Off-prompt"_s, {u"p"_s, u"temperature"_s, u"frequency_penalty"_s});
    Heatmap::shareScale(maps);
    for (const Heatmap &map : std::as_const(maps)) {
        QCOMPARE(map.scaleLow, 0.0);
        QCOMPARE(map.scaleHigh, 1.0); // the largest value of all panels (i3), not each panel's own
    }
    // The same value gets the same colour in both panels: 0.5 in panel 0 and in panel 1.
    const QFont font = QGuiApplication::font();
    const HeatmapFigure first(maps[0], font);
    const HeatmapFigure second(maps[1], font);
    const QRectF bounds(0, 0, 400, 300);
    QImage a(400, 300, QImage::Format_ARGB32);
    QImage b(400, 300, QImage::Format_ARGB32);
    QPainter pa(&a);
    first.paint(pa, bounds);
    pa.end();
    QPainter pb(&b);
    second.paint(pb, bounds);
    pb.end();
    const QPoint inA = first.cellRect(maps[0].cell(0, 0), bounds).topLeft().toPoint() + QPoint(3, 3);
    const QPoint inB = second.cellRect(maps[1].cell(1, 0), bounds).topLeft().toPoint() + QPoint(3, 3);
    QCOMPARE(a.pixelColor(inA), b.pixelColor(inB));
    QCOMPARE(a.pixelColor(inA), HeatmapFigure::viridis(0.5));
}

void DecodingGridTest::panelsAsOneFigureAndCsv()
{
    QList<Heatmap> maps = panels(u"Off-prompt"_s, {u"p"_s, u"temperature"_s, u"frequency_penalty"_s});
    for (Heatmap &map : maps) {
        map.rowTitle = u"p"_s;
        map.title = u"frequency_penalty = "_s + map.title;
    }
    Heatmap::shareScale(maps);
    const HeatmapPanels figure(maps, u"Off-prompt by decoding"_s, QGuiApplication::font());
    const qreal oneWide = HeatmapFigure(maps[0], QGuiApplication::font()).naturalSize().width();
    QVERIFY(figure.naturalSize().width() >= 2 * oneWide); // side by side
    QString error;
    const QString png = m_dir.filePath(u"grid.png"_s);
    QVERIFY2(figure.save(png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > image.height());
    const QString svg = m_dir.filePath(u"grid.svg"_s);
    QVERIFY2(figure.save(svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int texts = 0;
    while (!xml.atEnd()) {
        texts += xml.readNext() == QXmlStreamReader::StartElement && xml.name() == "text"_L1 ? 1 : 0;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(texts > 10);
    const QList<QStringList> rows = csvRows(HeatmapPanels::toCsv(maps, u"frequency_penalty"_s));
    // Each panel: its two rows, then what stands behind each column (n_items, n_annotations; issue 48).
    QCOMPARE(rows.size(), 1 + 2 * (2 + 2));
    QCOMPARE(rows[0], (QStringList{u"frequency_penalty"_s, u"p"_s, u"0.7"_s, u"1.0"_s}));
    QCOMPARE(rows[1], (QStringList{u"0"_s, u"0.4"_s, u"0.5"_s, u"0"_s}));
    QCOMPARE(rows[2], (QStringList{u"0"_s, u"0.96"_s, QString(), u"1"_s}));
    QCOMPARE(rows[3].mid(0, 2), (QStringList{u"0"_s, u"n_items"_s}));
    QCOMPARE(rows[4].mid(0, 2), (QStringList{u"0"_s, u"n_annotations"_s}));
    QCOMPARE(rows[6], (QStringList{u"1"_s, u"0.96"_s, u"0.5"_s, u"0.25"_s}));
    QCOMPARE(rows[8].mid(0, 2), (QStringList{u"1"_s, u"n_annotations"_s}));
}

QTEST_MAIN(DecodingGridTest)
#include "decodinggrid_test.moc"
