// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Per-frame cost of SpanTextView: a Scarecrow-sized paragraph (145 tokens, 10 annotators × 6 spans)
// and a 5,000-word item with 300 spans. "relayout" = spans changed (setFormats + line layout + paint),
// "paint" = repaint of a 1000×800 viewport with the layout cached. Run: textview_bench [-iterations N]
#include "widgets/textview/spantextview.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QString words(int count)
{
    static const QStringList vocabulary =
        u"the octopus was seen near a vent at 3,900 meters and scientists said it "
        u"could survive without light because bacteria in its gills make food"_s.split(u' ');
    QString text;
    for (int i = 0; i < count; ++i) {
        text += vocabulary.at(i % vocabulary.size()) + (i % 17 == 16 ? u". "_s : u" "_s);
    }
    return text;
}

QList<SpanVisual> spans(const QString &text, int count)
{
    static const QList<QColor> palette{QColor(0x33, 0x22, 0x88), QColor(0x88, 0xCC, 0xEE), QColor(0x44, 0xAA, 0x99),
                                       QColor(0x11, 0x77, 0x33), QColor(0xCC, 0x66, 0x77)};
    QList<SpanVisual> result;
    for (int i = 0; i < count; ++i) {
        SpanVisual span;
        const qsizetype begin = (qsizetype(i) * 7919) % std::max<qsizetype>(1, text.size() - 60);
        span.range = {begin, begin + 8 + (i * 13) % 50, TextSide::Generation};
        span.color = palette.at(i % palette.size());
        span.severityLevel = !qEnvironmentVariableIsEmpty("BENCH_SOLID") ? 2 : 1 + i % 3;
        result << span;
    }
    return result;
}

} // namespace

class TextViewBench : public QObject
{
    Q_OBJECT

private slots:
    void frame_data();
    void frame();
};

void TextViewBench::frame_data()
{
    QTest::addColumn<int>("wordCount");
    QTest::addColumn<int>("spanCount");
    QTest::addColumn<bool>("relayout");
    QTest::addColumn<bool>("grouped"); // the layer view: one lane group per annotator (10 × 20 spans)
    QTest::addColumn<bool>("tracked"); // and each group a labelled track (issue #23)
    QTest::newRow("145 tokens, 60 spans: relayout") << 145 << 60 << true << false << false;
    QTest::newRow("145 tokens, 60 spans: paint") << 145 << 60 << false << false << false;
    QTest::newRow("5000 words, 300 spans: relayout") << 5000 << 300 << true << false << false;
    QTest::newRow("5000 words, 300 spans: paint") << 5000 << 300 << false << false << false;
    QTest::newRow("layers 10 x 20 spans, 145 tokens: paint") << 145 << 200 << false << true << false;
    QTest::newRow("layers 10 tracks x 20 spans, 145 tokens: paint") << 145 << 200 << false << true << true;
    QTest::newRow("layers 10 x 30 spans, 5000 words: layout") << 5000 << 300 << true << true << false;
    QTest::newRow("layers 10 tracks x 30 spans, 5000 words: layout") << 5000 << 300 << true << true << true;
}

void TextViewBench::frame()
{
    QFETCH(int, wordCount);
    QFETCH(int, spanCount);
    QFETCH(bool, relayout);
    QFETCH(bool, grouped);
    QFETCH(bool, tracked);
    SpanTextView view;
    view.resize(1000, 800);
    const QString text = words(wordCount);
    view.setTexts(u"A prompt written by a person."_s, text);
    const QList<SpanVisual> visuals = spans(text, spanCount);
    QList<int> lanes; // annotator i owns lanes 2i and 2i+1, as LayerView lays them out
    for (int i = 0; i < spanCount; ++i) {
        lanes << (i % 10) * 2 + (i / 10) % 2;
    }
    if (tracked) {
        QList<SpanTrack> tracks;
        for (int a = 0; a < 10; ++a)
            tracks << SpanTrack{u"Annotator %1"_s.arg(a + 1), QColor(Qt::blue), 2 * a, 2, false};
        view.setTracks(tracks);
    }
    if (grouped) {
        view.setSpans(visuals, lanes);
    } else {
        view.setSpans(visuals);
    }
    view.setSelectedSpan(0);
    view.resize(1000, view.heightForWidth(1000));
    QImage frame(1000, 800, QImage::Format_ARGB32_Premultiplied);
    const QRegion viewport(0, grouped ? 0 : view.height() / 2, 1000, 800); // a screenful of the item
    QBENCHMARK
    {
        if (relayout && grouped) {
            view.setHighContrast(!view.highContrast()); // lanes change height: every line is placed again
        } else if (relayout) {
            view.setSpans(visuals);
        }
        QPainter painter(&frame);
        view.render(&painter, QPoint(0, -viewport.boundingRect().top()), viewport);
    }
}

QTEST_MAIN(TextViewBench)
#include "textview_bench.moc"
