// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanTextView lays long texts out lazily (issue #9): only what is on screen and a margin below it,
// more as it is scrolled or hit-tested. The expected lines come from a second, independent layout
// of the same text with a plain QTextLayout, broken in one go.
#include "widgets/textview/spantextmetrics.h"
#include "widgets/textview/spantextview.h"

#include <QImage>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTextLayout>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QString longText()
{
    QString text;
    for (int i = 0; i < 5000; ++i) {
        text += u"word%1 "_s.arg(i % 97);
    }
    return text;
}

SpanVisual visual(qsizetype begin, qsizetype end, const QColor &colour = QColor(u"#CC6677"_s))
{
    SpanVisual span;
    span.range = {begin, end, TextSide::Generation};
    span.color = colour;
    span.severityLevel = 2;
    return span;
}

// The text broken in one go at the view's text width: the lines' [start, end) offsets.
QList<std::pair<qsizetype, qsizetype>> referenceLines(const SpanTextView &view, const QString &text)
{
    using namespace SpanTextMetrics;
    QTextLayout layout(text, view.font());
    QTextOption option(Qt::AlignLeading);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QList<std::pair<qsizetype, qsizetype>> lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(80, view.width() - 2 * Margin - 2 * Padding));
        lines << std::pair<qsizetype, qsizetype>{line.textStart(), line.textStart() + line.textLength()};
    }
    layout.endLayout();
    return lines;
}

} // namespace

class SpanTextLazyTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { delete m_scroll; }
    void onlyTheVisiblePartIsLaidOut();
    void hitTestingAfterScrollingToTheEnd();
    void laneOfASpanStraddlingTheLaidOutPart();
    void spanChangesKeepTheLinesAndMoveThem();
    void tintsArePaintedUnderTheirText();

private:
    QScrollArea *m_scroll = nullptr;
    SpanTextView *m_view = nullptr;
    const QString m_text = longText();
};

void SpanTextLazyTest::init()
{
    m_scroll = new QScrollArea;
    m_view = new SpanTextView;
    m_scroll->setWidget(m_view);
    m_scroll->setWidgetResizable(true);
    m_scroll->resize(720, 420);
    m_view->setTexts(u"A prompt."_s, m_text);
    m_scroll->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_scroll));
    QCoreApplication::processEvents();
}

void SpanTextLazyTest::onlyTheVisiblePartIsLaidOut()
{
    const qsizetype total = referenceLines(*m_view, m_text).size();
    QVERIFY(total > 300);
    const int laid = m_view->laidOutLineCount(TextSide::Generation);
    QVERIFY2(laid > 0 && laid < total / 4, qPrintable(u"%1 of %2 lines"_s.arg(laid).arg(total)));
    // The height below is estimated, not left out: the scroll bar reaches the text's far end.
    const QFontMetricsF metrics(m_view->font());
    QVERIFY(m_view->height() > total * metrics.height() * 0.8);
    QVERIFY(m_view->height() < total * (metrics.height() + 3) * 1.25 + 200);
}

void SpanTextLazyTest::hitTestingAfterScrollingToTheEnd()
{
    QScrollBar *bar = m_scroll->verticalScrollBar();
    // Scroll to the end (painting lays the rest out and corrects the estimate) until it stays put.
    for (int round = 0; round < 5; ++round) {
        bar->setValue(bar->maximum());
        m_scroll->viewport()->grab();
        QCoreApplication::processEvents();
    }
    const QList<std::pair<qsizetype, qsizetype>> reference = referenceLines(*m_view, m_text);
    QCOMPARE(m_view->laidOutLineCount(TextSide::Generation), reference.size());
    // The last word is inside the widget: nothing is cut off by a wrong estimate.
    const qsizetype last = m_text.size() - 3;
    const QList<QRectF> rects = m_view->rectsForRange({last, last + 1, TextSide::Generation});
    QCOMPARE(rects.size(), 1);
    QVERIFY(rects.first().bottom() < m_view->height());
    QCOMPARE(m_view->height(), m_view->heightForWidth(m_view->width()));
    // Round trip from the point back to the offset, on the last line.
    const QPoint point = m_view->pointForOffset(last);
    const qsizetype back = m_view->offsetAt(QPointF(point) - QPointF(0.5, 0));
    QVERIFY2(back == last || back == last + 1, qPrintable(u"%1 -> %2"_s.arg(last).arg(back)));
    // Each line sits one line height plus the gap below the one above (no spans, so no lanes).
    const QRectF first = m_view->rectsForRange({0, 1, TextSide::Generation}).first();
    const qreal step = first.height() + SpanTextMetrics::LineGap;
    QVERIFY(std::abs(rects.first().top() - (first.top() + step * qreal(reference.size() - 1))) < 0.01);
}

void SpanTextLazyTest::laneOfASpanStraddlingTheLaidOutPart()
{
    const int laid = m_view->laidOutLineCount(TextSide::Generation);
    const QList<std::pair<qsizetype, qsizetype>> reference = referenceLines(*m_view, m_text);
    // From the middle of the last laid-out line to twenty lines further down.
    const qsizetype begin = (reference[laid - 1].first + reference[laid - 1].second) / 2;
    const qsizetype end = reference[laid + 19].second - 2;
    m_view->setSpans({visual(begin, end)});
    const QList<QRectF> text = m_view->rectsForRange({begin, end, TextSide::Generation});
    const QList<QRectF> lanes = m_view->laneRects(0);
    QCOMPARE(text.size(), 21); // the lines the reference layout says it covers
    QCOMPARE(lanes.size(), text.size());
    for (qsizetype i = 0; i < lanes.size(); ++i) {
        QCOMPARE(lanes[i].left(), text[i].left());
        QCOMPARE(lanes[i].width(), text[i].width());
        QVERIFY(lanes[i].top() >= text[i].bottom());
        if (i + 1 < text.size()) {
            QVERIFY(lanes[i].bottom() <= text[i + 1].top()); // each covered line makes room below it
        }
    }
    // Its lane far below is found by hit-testing too.
    QCOMPARE(m_view->spanAt(lanes.last().center()), 0);
}

void SpanTextLazyTest::spanChangesKeepTheLinesAndMoveThem()
{
    const qsizetype end = m_text.size() - 1;
    const QRectF before = m_view->rectsForRange({end - 1, end, TextSide::Generation}).first(); // lays out all
    const int all = m_view->laidOutLineCount(TextSide::Generation);
    // A span inside the first line: that line gets one lane below it, and every later line moves down
    // by the lane's room (the gap above the lane and one lane step).
    const qsizetype firstLineEnd = referenceLines(*m_view, m_text).first().second;
    m_view->setSpans({visual(0, firstLineEnd - 2)});
    QCOMPARE(m_view->laidOutLineCount(TextSide::Generation), all); // the lines are not broken again
    const QRectF after = m_view->rectsForRange({end - 1, end, TextSide::Generation}).first();
    QCOMPARE(after.left(), before.left());
    QVERIFY(std::abs(after.top() - before.top() - (SpanTextMetrics::LaneTopGap + SpanTextMetrics::LaneStep)) < 0.01);
    QCOMPARE(m_view->laneRects(0).size(), 1);
}

void SpanTextLazyTest::tintsArePaintedUnderTheirText()
{
    const QColor colour(u"#117733"_s);
    m_view->setSpans({visual(7, 13, colour)}); // "word1 "
    QCoreApplication::processEvents();
    const QImage image = m_view->grab(QRect(0, 0, m_view->width(), 200)).toImage();
    const qreal dpr = image.devicePixelRatio();
    // The tint is the span's colour at alpha 45 over the base colour, blended by hand here.
    const QColor base = m_view->palette().color(QPalette::Base);
    const auto blend = [](int over, int under) { return (over * 45 + under * (255 - 45)) / 255; };
    const QColor expected(blend(colour.red(), base.red()), blend(colour.green(), base.green()),
                          blend(colour.blue(), base.blue()));
    const auto tinted = [&](const QRectF &rect) {
        int hits = 0;
        int total = 0;
        for (int y = int(std::ceil(rect.top() * dpr)) + 1; y < int(rect.bottom() * dpr) - 1; ++y) {
            for (int x = int(std::ceil(rect.left() * dpr)) + 1; x < int(rect.right() * dpr) - 1; ++x) {
                const QColor pixel = image.pixelColor(x, y);
                ++total;
                hits += std::abs(pixel.red() - expected.red()) <= 3 && std::abs(pixel.green() - expected.green()) <= 3
                    && std::abs(pixel.blue() - expected.blue()) <= 3;
            }
        }
        return total > 0 ? double(hits) / total : -1.0;
    };
    const double inside = tinted(m_view->rectsForRange({7, 12, TextSide::Generation}).first());
    const double outside = tinted(m_view->rectsForRange({14, 19, TextSide::Generation}).first());
    QVERIFY2(inside > 0.4, qPrintable(QString::number(inside))); // the background between the glyphs
    QCOMPARE(outside, 0.0);
}

QTEST_MAIN(SpanTextLazyTest)
#include "spantextlazy_test.moc"
