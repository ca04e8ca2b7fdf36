// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Heatmap normalisation, sorting and CSV, and the figure's PNG and SVG files.
#include "model/figures/heatmapfigure.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// rows a, b; columns "10", "9", "x"
//   a: 1 2 3
//   b: 4 NaN 0
Heatmap sample()
{
    Heatmap map;
    map.title = u"Coverage by model"_s;
    map.rowTitle = u"Error type"_s;
    map.columnTitle = u"model"_s;
    map.valueTitle = u"Span coverage"_s;
    map.rows = {u"b"_s, u"a"_s};
    map.columns = {u"10"_s, u"9"_s, u"x, \"quoted\""_s};
    map.values = {4.0, std::nan(""), 0.0, 1.0, 2.0, 3.0};
    map.counts = {5, 0, 5, 6, 6, 6};
    map.sourceGroup = {0, 1, 2, 0, 1, 2};
    map.sourceType = {0, 0, 0, 1, 1, 1};
    return map;
}

// A minimal RFC 4180 reader, written here for the test.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows{{}};
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            rows.last() << field;
            field.clear();
        } else if (c == u'\n') {
            rows.last() << field;
            field.clear();
            rows << QStringList();
        } else if (c != u'\r') {
            field += c;
        }
    }
    rows.removeLast(); // after the final line break
    return rows;
}

} // namespace

class HeatmapTest : public QObject
{
    Q_OBJECT

private slots:
    void normalizeRows();
    void normalizeColumns();
    void sortByNameAndValue();
    void csvRoundTrip();
    void pngAndSvgFiles();
    void viridisIsSequential();
    void totalsHaveTheirOwnScale();
};

void HeatmapTest::normalizeRows()
{
    const Heatmap map = sample().normalized(HeatmapNormalize::Row);
    // Row b: 4 / (4 + 0), missing stays missing; row a: 1/6, 2/6, 3/6.
    QCOMPARE(map.value(0, 0), 1.0);
    QVERIFY(std::isnan(map.value(0, 1)));
    QCOMPARE(map.value(0, 2), 0.0);
    QVERIFY(qAbs(map.value(1, 0) - 1.0 / 6) < 1e-15);
    QVERIFY(qAbs(map.value(1, 2) - 0.5) < 1e-15);
    QCOMPARE(map.count(1, 2), 6);                                   // n is not normalised
    QCOMPARE(map.valueTitle, u"Span coverage, share of the row"_s); // the legend says what the colours are
}

void HeatmapTest::normalizeColumns()
{
    const Heatmap map = sample().normalized(HeatmapNormalize::Column);
    QVERIFY(qAbs(map.value(0, 0) - 0.8) < 1e-15); // 4 / (4 + 1)
    QVERIFY(qAbs(map.value(1, 0) - 0.2) < 1e-15);
    QCOMPARE(map.value(1, 1), 1.0); // 2 / 2, the NaN counts as nothing
    QCOMPARE(map.value(0, 2), 0.0);
    QCOMPARE(map.value(1, 2), 1.0);
    QCOMPARE(sample().normalized(HeatmapNormalize::None).values.size(), size_t(6));
    QCOMPARE(map.valueTitle, u"Span coverage, share of the column"_s);
    QCOMPARE(sample().normalized(HeatmapNormalize::None).valueTitle, u"Span coverage"_s);
}

void HeatmapTest::sortByNameAndValue()
{
    Heatmap map = sample();
    map.sortColumns(HeatmapOrder::Name);
    QCOMPARE(map.columns, (QStringList{u"9"_s, u"10"_s, u"x, \"quoted\""_s})); // numbers by value
    QCOMPARE(map.value(0, 1), 4.0);                                            // b's value moved with its column
    QCOMPARE(map.sourceGroup[size_t(map.cell(0, 1))], 0);
    map.sortRows(HeatmapOrder::Name);
    QCOMPARE(map.rows, (QStringList{u"a"_s, u"b"_s}));
    QCOMPARE(map.value(0, 0), 2.0);
    QCOMPARE(map.count(1, 0), 0);
    map.sortRows(HeatmapOrder::Value); // means: a 2, b 2 (NaN skipped): a stable tie keeps a first
    QCOMPARE(map.rows.first(), u"a"_s);
    map.sortColumns(HeatmapOrder::Value); // column means: "10" 2.5, "9" 2, "x" 1.5
    QCOMPARE(map.columns, (QStringList{u"10"_s, u"9"_s, u"x, \"quoted\""_s}));
    QCOMPARE(map.value(1, 0), 4.0);
    QCOMPARE(map.sourceType[size_t(map.cell(1, 0))], 0);
}

void HeatmapTest::csvRoundTrip()
{
    Heatmap map = sample();
    map.values[3] = 1.0 / 3;
    const QList<QStringList> rows = parseCsv(map.toCsv());
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows[0], (QStringList{u"Error type"_s, u"10"_s, u"9"_s, u"x, \"quoted\""_s}));
    QCOMPARE(rows[1], (QStringList{u"b"_s, u"4"_s, QString(), u"0"_s}));
    QCOMPARE(rows[2][1].toDouble(), 1.0 / 3); // full precision survives
    // What stands behind each column: the rows' items add up (each item is in one row of a grid).
    QCOMPARE(rows[3], (QStringList{u"n_items"_s, u"11"_s, u"6"_s, u"11"_s}));
    QCOMPARE(rows[4], (QStringList{u"n_annotations"_s, u"0"_s, u"0"_s, u"0"_s}));
}

void HeatmapTest::pngAndSvgFiles()
{
    QTemporaryDir dir;
    const HeatmapFigure figure(sample(), QGuiApplication::font());
    QString error;
    const QString png = dir.filePath(u"map.png"_s);
    const QString svg = dir.filePath(u"map.svg"_s);
    QVERIFY2(figure.savePng(png, &error), qPrintable(error));
    QVERIFY2(figure.saveSvg(svg, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= figure.naturalSize().width());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    bool hasSvgRoot = false;
    bool hasTitle = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == "svg"_L1) {
            hasSvgRoot = true;
        }
        if (xml.isCharacters() && xml.text().contains(u"Coverage by model"_s)) {
            hasTitle = true;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(hasSvgRoot);
    QVERIFY(hasTitle);
    QVERIFY(!figure.saveSvg(dir.filePath(u"missing/dir/map.svg"_s), &error));
    QVERIFY(error.contains(u"missing/dir"_s));
}

void HeatmapTest::viridisIsSequential()
{
    // Lightness rises monotonically from one end to the other (readable in greyscale).
    double previous = -1.0;
    for (int i = 0; i <= 20; ++i) {
        const QColor colour = HeatmapFigure::viridis(i / 20.0);
        const double lightness = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF();
        QVERIFY(lightness > previous);
        previous = lightness;
    }
    QCOMPARE(HeatmapFigure::viridis(0.0), QColor(68, 1, 84));
    QCOMPARE(HeatmapFigure::viridis(1.0), QColor(253, 231, 37));
}

// Two types in two groups and their "any error" total (the third row): 0.1 0.2 / 0.05 0.1 / 0.9 0.6.
// On one scale, 0.2 (the largest part) was a dark third of the way up; on the parts' own scale it is
// the top. Normalising a column shares it among the parts only: 0.1 / (0.1 + 0.05) = 2/3.
void HeatmapTest::totalsHaveTheirOwnScale()
{
    Heatmap map;
    map.rows = {u"Grammar"_s, u"Redundant"_s, u"Any error"_s};
    map.columns = {u"m1"_s, u"m2"_s};
    map.values = {0.1, 0.2, 0.05, 0.1, 0.9, 0.6};
    map.counts = {3, 3, 3, 3, 3, 3};
    map.sourceGroup = {0, 1, 0, 1, 0, 1};
    map.sourceType = {0, 0, 1, 1, 2, 2};
    map.total = {0, 0, 0, 0, 1, 1};
    const HeatmapFigure figure(map, QFont());
    QCOMPARE(figure.cellColour(1), HeatmapFigure::viridis(1.0));  // 0.2: the top of the parts' scale
    QCOMPARE(figure.cellColour(2), HeatmapFigure::viridis(0.25)); // 0.05 on 0..0.2 (the scale starts at 0)
    const QColor total = figure.cellColour(4);
    QVERIFY(total.red() == total.green() && total.green() == total.blue()); // grey
    QVERIFY(figure.cellColour(5).red() > total.red());                      // 0.6 lighter than 0.9
    const Heatmap shares = map.normalized(HeatmapNormalize::Column);
    QVERIFY(qAbs(shares.value(0, 0) - 2.0 / 3) < 1e-15);
    QVERIFY(std::isnan(shares.value(2, 0))); // a total has no share of its column
    const Heatmap rowShares = map.normalized(HeatmapNormalize::Row);
    QCOMPARE(rowShares.value(2, 0), 0.6); // the totals' own row: 0.9 / (0.9 + 0.6)
    map.transpose();
    QVERIFY(map.isTotal(map.cell(0, 2)) && !map.isTotal(map.cell(0, 1)));
}

QTEST_MAIN(HeatmapTest)
#include "heatmap_test.moc"
