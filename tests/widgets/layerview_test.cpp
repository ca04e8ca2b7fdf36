// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/layers/layerview.h"
#include "widgets/layers/tracklist.h"
#include <QListWidget>

#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/generators/demoproject.h"
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/agreementdata.h"
#include "model/stats/layercomparison.h"
#include "model/domain/annotatorcolour.h"
#include "widgets/textview/spantextview.h"

#include <QFile>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

namespace {

Span mark(qsizetype begin, qsizetype end, const QString &type)
{
    Span span;
    span.range = {begin, end, TextSide::Generation};
    span.typeKey = type;
    span.severityKey = u"2"_s;
    return span;
}
} // namespace

class LayerViewTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void comparison_data();
    void comparison();
    void tenAnnotatorsInAlignedGroups();
    void eachAnnotatorKeepsALabelledTrack();
    void tracksReorderAndFold();
    void compareModeHasALegend();
    void togglesHideLayersAndTypes();
    void compareModeShowsTwoLayers();
    void clickShowsTheRecord();
    void heatCountsAnnotators();
    void mqmItemWithThreeRaters();
    void agreementTableInTheInterfaceLanguage();
    void agreementCountsHandedInLayersOnly();
    void aSmallNegativeAlphaKeepsItsSign();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    QHash<qint64, QString> m_names;
};

void LayerViewTest::initTestCase()
{
    QString error;
    QVERIFY(DemoProject::create(m_dir.filePath(u"demo.errata"_s), &error));
    m_project = Project::open(m_dir.filePath(u"demo.errata"_s), &error);
    QVERIFY(m_project);
    for (const Person &person : m_project->people().all()) {
        m_names.insert(person.id, person.name);
    }
}

// The agreement table names types as the annotate view does, in the interface language (the
// taxonomy carries zh_CN names), and no α reads -0.00 (demo-01 has one just below zero, which keeps
// its sign and digits: aSmallNegativeAlphaKeepsItsSign).
void LayerViewTest::agreementTableInTheInterfaceLanguage()
{
    const QLocale before;
    QLocale::setDefault(QLocale(u"zh_CN"_s));
    const Item first = m_project->items().all().first();
    LayerView view;
    view.setItem(AgreementData::itemLayers(*m_project, first.id), first.prompt, m_names, &m_project->taxonomy());
    QLocale::setDefault(before);
    QTableWidget *table = view.agreementTable();
    QVERIFY(table->rowCount() > 1);
    int named = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const TaxonomyNode *type = m_project->taxonomy().node(table->item(row, 0)->data(Qt::UserRole).toString());
        if (type) {
            QCOMPARE(table->item(row, 0)->text(), type->name.text(u"zh_CN"_s));
            QVERIFY(type->name.text(u"zh_CN"_s) != type->name.text());
            ++named;
        }
        for (int column = 1; column < table->columnCount(); ++column) {
            const QString shown = table->item(row, column)->text();
            QVERIFY2(shown != u"-0.00"_s, qPrintable(table->item(row, 0)->text() + u' ' + shown));
        }
    }
    QVERIFY(named > 0);
}

// Per-item agreement counts handed-in layers only, as errata-cli agreement does: two annotators who
// both marked "aa" as Redundant agree perfectly (α 1.00) while a third, still at work, marked "dd".
// Once the third hands in, α drops below 1; with one layer handed in there is nothing to compute.
void LayerViewTest::agreementCountsHandedInLayersOnly()
{
    AgreementItem item{1,
                       u"aa bb cc dd"_s,
                       {},
                       {{1, {mark(0, 2, u"Redundant"_s)}, true},
                        {2, {mark(0, 2, u"Redundant"_s)}, true},
                        {3, {mark(9, 11, u"Redundant"_s)}, false}}};
    LayerView view;
    view.setItem(item, QString(), {}, &m_project->taxonomy());
    QCOMPARE(view.agreementNote(), u"Agreement on this item, over the 2 handed-in layers of 3:"_s);
    const auto alphaOf = [&view](const QString &type) {
        QTableWidget *table = view.agreementTable();
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, 0)->data(Qt::UserRole).toString() == type) return table->item(row, 1)->text();
        }
        return QString();
    };
    QCOMPARE(alphaOf(u"Redundant"_s), u"1.00"_s);
    item.layers[2].finished = true;
    view.setItem(item, QString(), {}, &m_project->taxonomy());
    QVERIFY2(alphaOf(u"Redundant"_s) != u"1.00"_s && !alphaOf(u"Redundant"_s).isEmpty(),
             qPrintable(alphaOf(u"Redundant"_s)));
    item.layers[1].finished = item.layers[2].finished = false;
    view.setItem(item, QString(), {}, &m_project->taxonomy());
    QCOMPARE(view.agreementNote(), u"Agreement needs two handed-in layers; 1 of 3 so far."_s);
    QCOMPARE(view.agreementTable()->rowCount(), 0);
    // The demo's layers say which are handed in, as its assignments do.
    for (const Item &demo : m_project->items().all()) {
        int handedIn = 0;
        for (const Assignment &a : m_project->assignments().forItem(demo.id)) handedIn += isFinished(a.state) ? 1 : 0;
        const AgreementItem layers = AgreementData::itemLayers(*m_project, demo.id);
        const auto finished = std::count_if(layers.layers.cbegin(), layers.layers.cend(), [](const AgreementLayer &l) {
            return l.finished && l.annotatorId != GoldLayerId;
        });
        QCOMPARE(int(finished), handedIn);
    }
}

void LayerViewTest::comparison_data()
{
    QTest::addColumn<QString>("expected");
    QTest::newRow("exact, partial, miss, other type") << u"exact partial miss miss"_s;
}

void LayerViewTest::comparison()
{
    QFETCH(QString, expected);
    const QList<Span> a{mark(0, 5, u"X"_s), mark(10, 20, u"X"_s), mark(30, 35, u"X"_s), mark(40, 45, u"Y"_s)};
    const QList<Span> b{mark(0, 5, u"X"_s), mark(15, 25, u"X"_s), mark(40, 45, u"Z"_s)};
    QStringList kinds;
    for (MatchKind kind : compareLayers(a, b)) {
        kinds << (kind == MatchKind::Exact ? u"exact"_s : kind == MatchKind::Partial ? u"partial"_s : u"miss"_s);
    }
    QCOMPARE(kinds.join(u' '), expected);
}

void LayerViewTest::tenAnnotatorsInAlignedGroups()
{
    const Item first = m_project->items().all().first();
    const AgreementItem item = AgreementData::itemLayers(*m_project, first.id);
    QCOMPARE(item.layers.size(), 10);
    LayerView view;
    view.resize(1200, 800);
    view.setItem(item, first.prompt, m_names, &m_project->taxonomy());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    SpanTextView *text = view.textView();
    int total = 0;
    for (const AgreementLayer &layer : item.layers) {
        total += int(layer.spans.size());
    }
    QCOMPARE(text->spans().size(), total);
    // Lane groups follow the annotator order: a later annotator never sits above an earlier one.
    int lastLayer = -1, lastLane = -1;
    for (int i = 0; i < text->spans().size(); ++i) {
        const int layer = view.shownSpan(i).first;
        QVERIFY(layer >= lastLayer);
        if (layer > lastLayer) {
            QVERIFY(text->laneOf(i) > lastLane);
        }
        lastLayer = layer;
        lastLane = std::max(lastLane, text->laneOf(i));
    }
    QVERIFY(view.agreementTable()->rowCount() >= 2); // at least one type and "any error"
    saveScreenshot(&view, u"layers-demo.png"_s);
}

namespace {
// The track (by position) whose band under some line holds the point, or -1.
int trackHolding(const SpanTextView *text, const QPointF &point)
{
    for (int line = 0; line < text->laidOutLineCount(TextSide::Generation); ++line) {
        for (int track = 0; track < text->tracks().size(); ++track) {
            if (text->trackRect(track, line).contains(point)) return track;
        }
    }
    return -1;
}
} // namespace

// Every span's bar sits in its own annotator's band, in the same order under every line, and the
// gutter beside the band names that annotator: "what did Bao mark in the third line?" has an answer
// on screen.
void LayerViewTest::eachAnnotatorKeepsALabelledTrack()
{
    const Item first = m_project->items().all().first();
    const AgreementItem item = AgreementData::itemLayers(*m_project, first.id);
    LayerView view;
    view.resize(1200, 800);
    view.setItem(item, first.prompt, m_names, &m_project->taxonomy());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    SpanTextView *text = view.textView();
    QCOMPARE(text->tracks().size(), 10);
    const QList<qint64> order = view.trackOrder();
    for (int t = 0; t < 10; ++t) {
        QCOMPARE(text->tracks()[t].label, m_names.value(order[t]));
    }
    QSet<QRgb> colours;
    for (const SpanTrack &track : text->tracks()) colours.insert(track.color.rgb());
    QCOMPARE(colours.size(), 10);
    QVERIFY(text->gutterWidth() > 0);
    for (int i = 0; i < text->spans().size(); ++i) {
        const qint64 annotator = item.layers[view.shownSpan(i).first].annotatorId;
        for (const QRectF &bar : text->laneRects(i)) {
            QCOMPARE(trackHolding(text, bar.center()), int(order.indexOf(annotator)));
        }
    }
    // Under a line several people marked, bands go down in track order, whoever marked what.
    int checkedLines = 0;
    for (int line = 0; line < text->laidOutLineCount(TextSide::Generation); ++line) {
        if (text->trackRect(9, line).isEmpty()) continue;
        for (int t = 1; t < 10; ++t) {
            QVERIFY(text->trackRect(t, line).top() >= text->trackRect(t - 1, line).bottom());
        }
        ++checkedLines;
    }
    QVERIFY(checkedLines >= 3);
    // The gutter beside a band is that annotator's: a click there folds the track.
    const QRectF band = text->trackRect(1, [&] {
        for (int line = 0;; ++line)
            if (!text->trackRect(1, line).isEmpty()) return line;
    }());
    QCOMPARE(text->trackAt(QPointF(20, band.center().y())), 1);
    QTest::mouseClick(text, Qt::LeftButton, {}, QPoint(20, int(band.center().y())));
    QVERIFY(text->tracks()[1].folded);
}

void LayerViewTest::tracksReorderAndFold()
{
    const Item first = m_project->items().all().first();
    const AgreementItem item = AgreementData::itemLayers(*m_project, first.id);
    LayerView view;
    view.setItem(item, first.prompt, m_names, &m_project->taxonomy());
    const qint64 bao = item.layers[1].annotatorId;
    // Move Up on the second row puts its annotator's track first.
    view.trackList()->list()->setCurrentRow(1);
    view.trackList()->moveCurrent(-1);
    QCOMPARE(view.trackOrder().first(), bao);
    QCOMPARE(view.textView()->tracks().first().label, m_names.value(bao));
    // The order holds on the next item.
    const Item second = m_project->items().all().at(1);
    view.setItem(AgreementData::itemLayers(*m_project, second.id), second.prompt, m_names, &m_project->taxonomy());
    QCOMPARE(view.trackOrder().first(), bao);
    // Folded: the track keeps its place, none of its spans are drawn.
    view.setItem(item, first.prompt, m_names, &m_project->taxonomy());
    const qsizetype all = view.textView()->spans().size();
    view.setFolded(bao, true);
    QCOMPARE(view.textView()->tracks().size(), 10);
    QVERIFY(view.textView()->tracks().first().folded);
    QCOMPARE(view.textView()->spans().size(), all - item.layers[1].spans.size());
    QVERIFY(view.trackList()->list()->item(0)->text().contains(u"folded"_s));
    view.setFolded(bao, false);
    QCOMPARE(view.textView()->spans().size(), all);
    // Hidden is not folded: the track goes.
    view.setAnnotatorVisible(bao, false);
    QCOMPARE(view.textView()->tracks().size(), 9);
}

void LayerViewTest::togglesHideLayersAndTypes()
{
    const Item first = m_project->items().all().first();
    const AgreementItem item = AgreementData::itemLayers(*m_project, first.id);
    LayerView view;
    view.setItem(item, first.prompt, m_names, &m_project->taxonomy());
    const int all = int(view.textView()->spans().size());
    view.setAnnotatorVisible(item.layers.first().annotatorId, false);
    QCOMPARE(view.textView()->spans().size(), all - item.layers.first().spans.size());
    view.setAnnotatorVisible(item.layers.first().annotatorId, true);
    view.soloAnnotator(item.layers[3].annotatorId);
    QCOMPARE(view.textView()->spans().size(), item.layers[3].spans.size());
    view.soloAnnotator(0);
    QCOMPARE(view.textView()->spans().size(), all);
    int needsGoogle = 0;
    for (const AgreementLayer &layer : item.layers) {
        for (const Span &span : layer.spans) {
            needsGoogle += span.typeKey == "Needs_Google"_L1 ? 1 : 0;
        }
    }
    view.setTypeVisible(u"Needs_Google"_s, false);
    QCOMPARE(view.textView()->spans().size(), all - needsGoogle);
    view.setColourByAnnotator(true);
    QCOMPARE(view.textView()->spans().first().color, annotatorColour(view.shownSpan(0).first));
}

void LayerViewTest::compareModeShowsTwoLayers()
{
    AgreementItem item{1,
                       u"aa bb cc dd ee ff gg"_s,
                       {},
                       {{1, {mark(0, 2, u"Redundant"_s), mark(3, 8, u"Incoherent"_s)}},
                        {2, {mark(0, 2, u"Redundant"_s), mark(6, 11, u"Incoherent"_s)}},
                        {3, {mark(12, 14, u"Redundant"_s)}}}};
    LayerView view;
    view.setItem(item, QString(), {{1, u"A"_s}, {2, u"B"_s}, {3, u"C"_s}}, &m_project->taxonomy());
    view.setCompare(1, 2);
    QCOMPARE(view.textView()->spans().size(), 4); // C is not shown
    // A's first span matches exactly (thick), its second only overlaps B's (medium).
    QCOMPARE(view.textView()->spans().at(0).severityLevel, 3);
    QCOMPARE(view.textView()->spans().at(1).severityLevel, 2);
    QVERIFY(view.textView()->spans().at(0).color != view.textView()->spans().at(1).color);
    // Only A's and only B's spans differ in colour: B's second span overlaps A's, C's is not there.
    QCOMPARE(view.textView()->tracks().size(), 2);
    view.setCompare(1, 3);
    QVERIFY(view.textView()->spans().at(0).color != view.textView()->spans().at(2).color);
    QCOMPARE(view.textView()->spans().at(2).severityLevel, 1);
    view.setCompare(0, 0);
    QCOMPARE(view.textView()->spans().size(), 5);
}

void LayerViewTest::compareModeHasALegend()
{
    AgreementItem item{1, u"aa bb cc"_s, {}, {{1, {mark(0, 2, u"Redundant"_s)}}, {2, {mark(0, 5, u"Redundant"_s)}}}};
    LayerView view;
    view.setItem(item, QString(), {{1, u"Ada"_s}, {2, u"Bo"_s}}, &m_project->taxonomy());
    QVERIFY(view.compareLegend().isEmpty());
    view.setCompare(1, 2);
    const QString legend = view.compareLegend();
    QVERIFY2(legend.contains(u"only Ada"_s) && legend.contains(u"only Bo"_s), qPrintable(legend));
    QVERIFY(legend.contains(u"overlapping"_s) && legend.contains(u"same span"_s));
    view.setCompare(0, 0);
    QVERIFY(view.compareLegend().isEmpty());

    // As a reviewer sees it: two of the demo's ten, with the legend above the lists.
    const Item first = m_project->items().all().first();
    const AgreementItem demo = AgreementData::itemLayers(*m_project, first.id);
    LayerView shown;
    shown.resize(1200, 700);
    shown.setItem(demo, first.prompt, m_names, &m_project->taxonomy());
    shown.setCompare(demo.layers[0].annotatorId, demo.layers[4].annotatorId);
    shown.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shown));
    QVERIFY(shown.compareLegend().contains(m_names.value(demo.layers[4].annotatorId)));
    saveScreenshot(&shown, u"layers-compare.png"_s);
}

void LayerViewTest::clickShowsTheRecord()
{
    AgreementItem item{1, u"The octopus is a mammal."_s, {}, {{1, {mark(17, 23, u"Encyclopedic"_s)}}, {2, {}}}};
    item.layers[0].spans[0].rationale = u"Octopuses are molluscs."_s;
    LayerView view;
    view.resize(900, 500);
    view.setItem(item, u"Prompt."_s, {{1, u"Ada"_s}, {2, u"Bo"_s}}, &m_project->taxonomy());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    SpanTextView *text = view.textView();
    QTest::mouseClick(text, Qt::LeftButton, {}, text->pointForOffset(19));
    QVERIFY2(view.recordText().contains(u"Ada"_s), qPrintable(view.recordText()));
    QVERIFY(view.recordText().contains(u"Encyclopedic"_s));
    QVERIFY(view.recordText().contains(u"molluscs"_s));
}

void LayerViewTest::heatCountsAnnotators()
{
    // Tokens aa, bb: two of four annotators mark aa, all four mark bb; one type hidden changes nothing.
    AgreementItem item{1,
                       u"aa bb"_s,
                       {},
                       {{1, {mark(0, 5, u"Redundant"_s)}},
                        {2, {mark(0, 5, u"Redundant"_s)}},
                        {3, {mark(3, 5, u"Redundant"_s)}},
                        {4, {mark(3, 5, u"Incoherent"_s)}}}};
    LayerView view;
    view.setItem(item, QString(), {}, &m_project->taxonomy());
    view.setHeat(u"(any)"_s);
    const auto heat = view.heat();
    QCOMPARE(heat.size(), 2);
    QVERIFY(heat[1].second.alpha() > heat[0].second.alpha()); // 4 of 4 is darker than 2 of 4
    view.setHeat(u"Redundant"_s);
    QCOMPARE(view.heat().size(), 2);
    QVERIFY(view.heat()[1].second.alpha() < heat[1].second.alpha()); // 3 of 4 for Redundant alone
    view.setHeat(QString());
    QVERIFY(view.heat().isEmpty());
}

void LayerViewTest::mqmItemWithThreeRaters()
{
    QFile file(qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s)
               + u"/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    ImportError error;
    const auto corpus = MqmTsvReader::read(file.readAll(), u"sxs.tsv"_s, &error);
    QVERIFY(corpus);
    // The item with the most target-side spans: long German text, three raters.
    const CorpusItem *busiest = nullptr;
    int most = -1;
    for (const CorpusItem &entry : corpus->items) {
        int spans = 0;
        for (const CorpusAnnotation &annotation : entry.annotations) {
            spans += int(annotation.spans.size());
        }
        if (spans > most) {
            most = spans;
            busiest = &entry;
        }
    }
    QVERIFY(busiest);
    AgreementItem item{1, busiest->item.generation, busiest->item.metadata, {}};
    QHash<qint64, QString> names;
    int target = 0;
    for (qsizetype a = 0; a < busiest->annotations.size(); ++a) {
        item.layers << AgreementLayer{a + 1, busiest->annotations[a].spans, true};
        names.insert(a + 1, busiest->annotations[a].annotator);
        for (const Span &span : busiest->annotations[a].spans) {
            target += span.range.side == TextSide::Generation ? 1 : 0;
        }
    }
    QString message;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus->typeKeys,
                                                   corpus->severityKeys, &message);
    QVERIFY(taxonomy);
    LayerView view;
    view.resize(1300, 850);
    view.setItem(item, busiest->item.prompt, names, &*taxonomy);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(item.layers.size(), 3);
    QCOMPARE(view.textView()->spans().size(), target); // source-side spans are not drawn on the target
    saveScreenshot(&view, u"layers-mqm.png"_s);
}

// 112 words; one annotator marks the first, the other the second. Krippendorff's α over the 224
// token values: 1 − (n − 1)·D/(n₀·n₁) = 1 − 223·2/(222·2) = −1/222 = −0.0045045. Two digits would
// read "0.00", like a table where they agree by chance exactly; the sign and two digits show.
void LayerViewTest::aSmallNegativeAlphaKeepsItsSign()
{
    QStringList words;
    for (int i = 0; i < 112; ++i) words << u"w%1"_s.arg(i % 10);
    const AgreementItem item{
        1, words.join(u' '), {}, {{1, {mark(0, 2, u"Redundant"_s)}, true}, {2, {mark(3, 5, u"Redundant"_s)}, true}}};
    LayerView view;
    view.setItem(item, QString(), {}, &m_project->taxonomy());
    QTableWidget *table = view.agreementTable();
    QString alpha;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->data(Qt::UserRole).toString() == u"Redundant"_s) alpha = table->item(row, 1)->text();
    }
    QCOMPARE(alpha, QLocale().toString(-0.0045, 'f', 4));
}

QTEST_MAIN(LayerViewTest)
#include "layerview_test.moc"
