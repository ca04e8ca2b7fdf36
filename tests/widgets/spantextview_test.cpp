// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/textview/spantextview.h"

#include <QApplication>
#include <QSignalSpy>
#include <QImage>

#include <cmath>
#include <utility>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

Q_DECLARE_METATYPE(Errata::TextRange)

namespace {
SpanVisual visual(qsizetype begin, qsizetype end, int severity = 2, TextSide side = TextSide::Generation)
{
    SpanVisual span;
    span.range = {begin, end, side};
    span.color = QColor(u"#CC6677"_s);
    span.severityLevel = severity;
    span.toolTip = u"span"_s;
    return span;
}

} // namespace

// The real widget, offscreen; every point comes from the view's own hit-testing API.
class SpanTextViewTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { delete m_view; }
    void hitTestingRoundTrips();
    void clickOnSpanActivatesIt();
    void dragSelectsWholeWords();
    void dragSelectsChineseCharacters();
    void shortDragOutOfAWordInsideASpanSelects();
    void keyboardSelectionByWord();
    void overlappingSpansGetSeparateLanes();
    void lanesFollowWrappedLines();
    void unusedLanesTakeNoRoom();
    void edgeDragEmitsRangeEdits();
    void edgeKeysStepOntoWords();
    void promptSideIsSeparate();
    void survivesHostileContent_data();
    void survivesHostileContent();
    void highContrastPatternsTheLanes();

private:
    SpanTextView *m_view = nullptr;
    const QString m_text = u"Octopuses are mammals, so scientists were surprised that it could survive."_s;
};

void SpanTextViewTest::init()
{
    qRegisterMetaType<TextRange>();
    m_view = new SpanTextView;
    m_view->resize(700, 260);
    m_view->setTexts(u"Marine biologists say they filmed a new octopus."_s, m_text);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void SpanTextViewTest::hitTestingRoundTrips()
{
    for (qsizetype offset : {0, 5, 14, 40, 70}) {
        const QPoint point = m_view->pointForOffset(offset);
        TextSide side;
        const qsizetype back = m_view->offsetAt(QPointF(point) - QPointF(0.5, 0), &side);
        QCOMPARE(side, TextSide::Generation);
        QVERIFY2(back == offset || back == offset + 1, qPrintable(u"%1 -> %2"_s.arg(offset).arg(back)));
    }
    const QList<QRectF> rects = m_view->rectsForRange({0, 9, TextSide::Generation});
    QCOMPARE(rects.size(), 1);
    QVERIFY(rects.first().width() > 20);
}

void SpanTextViewTest::clickOnSpanActivatesIt()
{
    m_view->setSpans({visual(0, 9), visual(14, 21)});
    QSignalSpy activated(m_view, &SpanTextView::spanActivated);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->pointForOffset(16));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), 1);
    QCOMPARE(m_view->selectedSpan(), 1);
    // Clicking a lane bar works too.
    const QRectF lane = m_view->laneRects(0).first();
    QTest::mouseClick(m_view, Qt::LeftButton, {}, lane.center().toPoint());
    QCOMPARE(activated.last().at(0).toInt(), 0);
}

void SpanTextViewTest::dragSelectsWholeWords()
{
    QSignalSpy made(m_view, &SpanTextView::selectionMade);
    // From inside "mammals" to inside "scientists": snaps to "mammals, so scientists".
    drag(m_view, m_view->pointForOffset(16), m_view->pointForOffset(30));
    QCOMPARE(made.count(), 1);
    const TextRange range = made.at(0).at(0).value<TextRange>();
    QCOMPARE(m_text.mid(range.begin, range.length()), u"mammals, so scientists"_s);
}

void SpanTextViewTest::dragSelectsChineseCharacters()
{
    const QString chinese = u"台风预计将于周三夜间在福建沿海登陆。"_s;
    m_view->setTexts(QString(), chinese);
    QSignalSpy made(m_view, &SpanTextView::selectionMade);
    drag(m_view, m_view->pointForOffset(6), m_view->pointForOffset(7));
    QCOMPARE(made.count(), 1);
    const TextRange range = made.at(0).at(0).value<TextRange>();
    QCOMPARE(chinese.mid(range.begin, range.length()), u"周三"_s);
}

// Inside the span "mammals, so scientists", a drag from the end of "so" onto the start of "scientists"
// moves a few pixels only (fewer than the platform's drag distance) but leaves the word it began on:
// it selects "so scientists" as a text field would, and the span is not selected. A wobble within
// one word is still a click, and selects the span.
void SpanTextViewTest::shortDragOutOfAWordInsideASpanSelects()
{
    m_view->setSpans({visual(14, 36)});
    QSignalSpy made(m_view, &SpanTextView::selectionMade);
    QSignalSpy activated(m_view, &SpanTextView::spanActivated);
    const QRectF o = m_view->rectsForRange({24, 25, TextSide::Generation}).first();
    const QRectF s = m_view->rectsForRange({26, 27, TextSide::Generation}).first();
    const QPoint from(int(o.right()) - 1, int(o.center().y()));
    const QPoint to(int(s.left()) + 1, int(s.center().y()));
    QVERIFY2((to - from).manhattanLength() < QApplication::startDragDistance(),
             qPrintable(u"%1 px"_s.arg((to - from).manhattanLength())));
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    QCOMPARE(activated.count(), 0);
    QCOMPARE(made.count(), 1);
    const TextRange range = made.at(0).at(0).value<TextRange>();
    QCOMPARE(m_text.mid(range.begin, range.length()), u"so scientists"_s);

    const QRectF m = m_view->rectsForRange({16, 17, TextSide::Generation}).first(); // inside "mammals"
    QTest::mousePress(m_view, Qt::LeftButton, {}, m.center().toPoint());
    QTest::mouseMove(m_view, m.center().toPoint() + QPoint(2, 0));
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, m.center().toPoint() + QPoint(2, 0));
    QCOMPARE(made.count(), 1);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), 0);
    // The keyboard way the span editor's hint gives: click in the word, then Ctrl+Shift+→.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, from);
    QTest::keyClick(m_view, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(made.count(), 2);
    const TextRange word = made.last().at(0).value<TextRange>();
    QCOMPARE(m_text.mid(word.begin, word.length()), u"so"_s);
}

void SpanTextViewTest::keyboardSelectionByWord()
{
    QSignalSpy made(m_view, &SpanTextView::selectionMade);
    m_view->setFocus();
    QTest::keyClick(m_view, Qt::Key_Home);
    QTest::keyClick(m_view, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(m_view, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(made.count() >= 1);
    const TextRange range = made.last().at(0).value<TextRange>();
    QCOMPARE(m_text.mid(range.begin, range.length()), u"Octopuses are"_s);
}

void SpanTextViewTest::overlappingSpansGetSeparateLanes()
{
    m_view->setSpans({visual(0, 21), visual(14, 40), visual(0, 21), visual(50, 60)});
    QCOMPARE(m_view->laneOf(0), 0);
    QCOMPARE(m_view->laneOf(2), 1); // identical range stacks below
    QCOMPARE(m_view->laneOf(1), 2); // overlaps both
    QCOMPARE(m_view->laneOf(3), 0); // free lane reused
    for (int a = 0; a < 4; ++a) {
        for (int b = a + 1; b < 4; ++b) {
            for (const QRectF &ra : m_view->laneRects(a)) {
                for (const QRectF &rb : m_view->laneRects(b)) {
                    QVERIFY2(!ra.intersects(rb), qPrintable(u"lanes of %1 and %2 collide"_s.arg(a).arg(b)));
                }
            }
        }
    }
    // Bars lie below the text of their line, never over it.
    const QRectF text = m_view->rectsForRange({0, 21, TextSide::Generation}).first();
    QVERIFY(m_view->laneRects(0).first().top() >= text.bottom());
}

void SpanTextViewTest::lanesFollowWrappedLines()
{
    m_view->resize(260, 400); // the generation wraps over several lines
    QCoreApplication::processEvents();
    m_view->setSpans({visual(0, m_text.size())});
    const QList<QRectF> text = m_view->rectsForRange({0, m_text.size(), TextSide::Generation});
    const QList<QRectF> lanes = m_view->laneRects(0);
    QVERIFY(text.size() >= 3);
    QCOMPARE(lanes.size(), text.size());
    for (qsizetype i = 0; i < lanes.size(); ++i) {
        QCOMPARE(lanes[i].left(), text[i].left());
        QCOMPARE(lanes[i].width(), text[i].width());
        QVERIFY(lanes[i].top() >= text[i].bottom());
        if (i + 1 < text.size()) {
            QVERIFY(lanes[i].bottom() <= text[i + 1].top()); // the next line makes room for the lane
        }
    }
}

// Lanes are the caller's (the layer view gives each annotator its own group), but under a line only
// the lanes used on it take room, in their order: lanes 0 and 5 on a line look as 0 and 1 would, and
// the lines below do not move for the four empty ones.
void SpanTextViewTest::unusedLanesTakeNoRoom()
{
    m_view->resize(260, 400); // wrapped, so there are lines below to move
    QCoreApplication::processEvents();
    const QList<SpanVisual> spans{visual(0, 6), visual(2, 10)};
    const auto geometry = [&](const QList<int> &lanes) {
        m_view->setSpans(spans, lanes);
        return m_view->laneRects(0) + m_view->laneRects(1)
            + m_view->rectsForRange({0, m_text.size(), TextSide::Generation});
    };
    const QList<QRectF> packed = geometry({0, 1});
    const QList<QRectF> grouped = geometry({0, 5});
    QCOMPARE(grouped, packed);
    QVERIFY(m_view->laneRects(1).first().top() > m_view->laneRects(0).first().top()); // still in order
    QCOMPARE(m_view->laneOf(1), 5);                                                   // the caller's lane is kept
}

void SpanTextViewTest::edgeDragEmitsRangeEdits()
{
    m_view->setSpans({visual(14, 21)}); // "mammals"
    m_view->setSelectedSpan(0);
    QSignalSpy edited(m_view, &SpanTextView::spanRangeEdited);
    const QRectF rect = m_view->rectsForRange({14, 21, TextSide::Generation}).first();
    const QPoint end(int(rect.right()), int(rect.center().y()));
    drag(m_view, end, m_view->pointForOffset(28)); // into "scientists"
    QVERIFY(edited.count() >= 1);
    const TextRange range = edited.last().at(1).value<TextRange>();
    QCOMPARE(m_text.mid(range.begin, range.length()), u"mammals, so scientists"_s);
    QVERIFY(edited.last().at(2).toULongLong() != 0);
}

// Alt+arrows move the selected span's end, Alt+Shift+arrows its start, a word at a time; the start
// lands on a word's first letter and the end after a word's last, never on the ", " between.
void SpanTextViewTest::edgeKeysStepOntoWords()
{
    m_view->setSpans({visual(14, 25)}); // "mammals, so"
    m_view->setSelectedSpan(0);
    m_view->setFocus();
    QSignalSpy edited(m_view, &SpanTextView::spanRangeEdited);
    const auto step = [&](Qt::Key key, Qt::KeyboardModifiers modifiers) {
        QTest::keyClick(m_view, key, modifiers);
        const TextRange range = edited.isEmpty() ? TextRange{} : edited.takeLast().at(1).value<TextRange>();
        return m_text.mid(range.begin, range.length()); // the view waits for the document: always from 14–25
    };
    QCOMPARE(step(Qt::Key_Right, Qt::AltModifier | Qt::ShiftModifier), u"so"_s);
    QCOMPARE(step(Qt::Key_Left, Qt::AltModifier | Qt::ShiftModifier), u"are mammals, so"_s);
    QCOMPARE(step(Qt::Key_Left, Qt::AltModifier), u"mammals"_s);
    QCOMPARE(step(Qt::Key_Right, Qt::AltModifier), u"mammals, so scientists"_s);
}

void SpanTextViewTest::promptSideIsSeparate()
{
    m_view->setSpans({visual(0, 6, 1, TextSide::Prompt), visual(0, 9)});
    QCOMPARE(m_view->laneOf(0), 0);
    QCOMPARE(m_view->laneOf(1), 0); // lanes are per text
    TextSide side;
    m_view->offsetAt(m_view->pointForOffset(2, TextSide::Prompt), &side);
    QCOMPARE(side, TextSide::Prompt);
    QVERIFY(m_view->rectsForRange({0, 6, TextSide::Prompt}).first().bottom()
            < m_view->rectsForRange({0, 9, TextSide::Generation}).first().top());
}

void SpanTextViewTest::survivesHostileContent_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("spans");
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("right to left") << u"هذا نص عربي طويل يتكون من عدة كلمات مختلفة للاختبار."_s << 5;
    QString huge;
    for (int i = 0; i < 5000; ++i) {
        huge += u"word%1 "_s.arg(i % 97);
    }
    QTest::newRow("5,000 words, 300 spans") << huge << 300;
    QTest::newRow("300 spans on one paragraph") << QString(m_text).repeated(3) << 300;
}

void SpanTextViewTest::survivesHostileContent()
{
    QFETCH(QString, text);
    QFETCH(int, spans);
    m_view->setTexts(QString(), text);
    QList<SpanVisual> visuals;
    for (int i = 0; i < spans; ++i) {
        const qsizetype begin = (i * 37) % std::max<qsizetype>(1, text.size() - 10);
        visuals << visual(begin, std::min(text.size(), begin + 3 + i % 20), 1 + i % 3);
    }
    m_view->setSpans(visuals);
    QVERIFY(m_view->heightForWidth(700) > 0);
    QVERIFY(!m_view->grab().isNull());
    if (!text.isEmpty()) {
        const qsizetype offset = m_view->offsetAt(m_view->pointForOffset(text.size() / 2));
        QVERIFY(offset >= 0 && offset <= text.size());
    }
}

void SpanTextViewTest::highContrastPatternsTheLanes()
{
    SpanTextView view;
    view.resize(500, 300);
    view.setTexts(u"Prompt."_s, u"One two three four five."_s);
    SpanVisual span;
    span.range = {4, 7, TextSide::Generation};
    span.color = QColor(u"#117733"_s);
    span.severityLevel = 3; // a solid bar without high contrast
    span.pattern = 0;
    view.setSpans({span});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto barPixels = [&] {
        const QRectF bar = view.laneRects(0).first();
        const QImage image = view.grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        if (qEnvironmentVariableIsSet("QT_SCALE_FACTOR")) { // the high-DPI runs: a native-resolution grab
            const double scale = qEnvironmentVariable("QT_SCALE_FACTOR").toDouble();
            if (dpr != scale || image.width() != int(std::round(view.width() * scale))) {
                return std::pair{-1.0, -1.0};
            }
        }
        int other = 0;
        int total = 0;
        for (int y = int(std::ceil(bar.top() * dpr)); y < int(bar.bottom() * dpr) - 1; ++y) {
            for (int x = int(std::ceil(bar.left() * dpr)) + 1; x < int(bar.right() * dpr) - 1; ++x) {
                ++total;
                other += image.pixelColor(x, y) != span.color;
            }
        }
        return std::pair{bar.height(), total > 0 ? double(other) / total : -1.0};
    };
    const auto [plainHeight, plainOther] = barPixels();
    QCOMPARE(plainOther, 0.0); // one colour, nothing else
    view.setHighContrast(true);
    const auto [contrastHeight, contrastOther] = barPixels();
    QCOMPARE(contrastHeight, 2 * plainHeight);
    QVERIFY2(contrastOther > 0.1 && contrastOther < 0.9, qPrintable(QString::number(contrastOther))); // hatched
    // The lane still starts and ends with the span's text.
    const QRectF textRect = view.rectsForRange(span.range).first();
    QCOMPARE(view.laneRects(0).first().left(), textRect.left());
    QCOMPARE(view.laneRects(0).first().right(), textRect.right());
}

QTEST_MAIN(SpanTextViewTest)
#include "spantextview_test.moc"
