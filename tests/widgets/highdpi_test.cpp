// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "widgets/common/swatchicon.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/textview/spantextmetrics.h"
#include "widgets/textview/spantextview.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>

#include <functional>
#include <tuple>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

// High DPI (issue #8). CTest runs this at 100 %, and again with QT_SCALE_FACTOR=1.5 and 2: lanes must
// start and end with their words in device pixels at a fractional scale, colour swatches must be
// drawn at the screen's resolution rather than scaled up, and the window is grabbed at full
// resolution (docs/screenshots/annotate-150.png etc. when ERRATA_SCREENSHOT_DIR is set).
class HighDpiTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void lanesFollowTheTextLayout();
    void swatchesAreDrawnAtTheScreensResolution();
    void windowsAreGrabbedAtFullResolution();

private:
    // The first and one-past-last x (device pixels) of the run of pixels in row y that test true,
    // starting the search at x = from; {-1, -1} when there is none.
    static std::pair<int, int> runAt(const QImage &image, int y, int from, const std::function<bool(QColor)> &test);
    static QString scaleName();

    QTemporaryDir m_dir;
};

void HighDpiTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(u"config"_s));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(u"config"_s));
}

std::pair<int, int> HighDpiTest::runAt(const QImage &image, int y, int from, const std::function<bool(QColor)> &test)
{
    int x = from;
    while (x < image.width() && !test(image.pixelColor(x, y))) ++x;
    if (x >= image.width()) return {-1, -1};
    const int begin = x;
    while (x < image.width() && test(image.pixelColor(x, y))) ++x;
    return {begin, x};
}

QString HighDpiTest::scaleName()
{
    return QString::number(qRound(qApp->devicePixelRatio() * 100));
}

void HighDpiTest::lanesFollowTheTextLayout()
{
    const QString text = u"lanes follow the words at every scale, one two three four"_s;
    const QList<QString> words{u"follow"_s, u"every scale"_s, u"three"_s};
    const QList<QColor> colours{QColor(u"#CC3311"_s), QColor(u"#0077BB"_s), QColor(u"#009988"_s)};
    SpanTextView view;
    view.resize(900, 260);
    view.setTexts(u"Prompt."_s, text);
    QList<SpanVisual> spans;
    for (int i = 0; i < words.size(); ++i) {
        SpanVisual span;
        const qsizetype begin = text.indexOf(words[i]);
        span.range = {begin, begin + words[i].size(), TextSide::Generation};
        span.color = colours[i];
        span.severityLevel = 3; // a solid bar
        spans << span;
    }
    view.setSpans(spans);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    // A layout of our own, made the way QTextLayout is documented, on one line: where the words are.
    QTextLayout layout(text, view.font());
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(10000);
    layout.endLayout();
    const qreal origin = SpanTextMetrics::Margin + SpanTextMetrics::Padding; // the text's left edge

    const QImage image = view.grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    QCOMPARE(dpr, view.devicePixelRatioF()); // drawn at the screen's resolution, not scaled up
    const QColor base = view.palette().base().color();
    for (int i = 0; i < spans.size(); ++i) {
        const TextRange &range = spans[i].range;
        const qreal left = origin + line.cursorToX(int(range.begin));
        const qreal right = origin + line.cursorToX(int(range.end));
        const QRectF lane = view.laneRects(i).first();
        QVERIFY2(
            qAbs(lane.left() - left) < 0.01 && qAbs(lane.right() - right) < 0.01,
            qPrintable(
                u"%1: lane %2–%3, text %4–%5"_s.arg(words[i]).arg(lane.left()).arg(lane.right()).arg(left).arg(right)));
        // In the pixels: the bar's run of its colour starts and ends within a device pixel of the
        // layout's x, and so does the tint behind the words (top row of the text line, above every glyph).
        const auto bar = runAt(image, int((lane.top() + lane.height() / 2) * dpr), int(left * dpr) - 4,
                               [&](QColor c) { return c == colours[i]; });
        const qreal lineTop = view.rectsForRange(range).first().top();
        const auto tint =
            runAt(image, int(std::ceil(lineTop * dpr)) + 1, int(left * dpr) - 4, [&](QColor c) { return c != base; });
        // QTextLayout snaps a format's background outwards to whole logical pixels (two device pixels
        // at 200 %); the bar is placed exactly, so it may be that much inside its tint, never more.
        for (const auto &[name, run, slack] : {std::tuple{"bar", bar, 1.0}, std::tuple{"tint", tint, dpr + 1.0}}) {
            QVERIFY2(
                qAbs(run.first - left * dpr) <= slack && qAbs(run.second - right * dpr) <= slack,
                qPrintable(u"%1 of “%2”: pixels %3–%4, layout %5–%6 at %7×"_s.arg(QLatin1StringView(name), words[i])
                               .arg(run.first)
                               .arg(run.second)
                               .arg(left * dpr)
                               .arg(right * dpr)
                               .arg(dpr)));
        }
    }
}

void HighDpiTest::swatchesAreDrawnAtTheScreensResolution()
{
    const QColor colour(u"#0077BB"_s);
    const QIcon icon = swatchIcon(colour);
    for (const qreal dpr : {1.0, 1.5, 2.0}) {
        const QPixmap pixmap = icon.pixmap(QSize(12, 12), dpr);
        // 12 logical pixels are 18 or 24 real ones, each painted: nothing interpolated.
        QCOMPARE(pixmap.size(), QSize(qRound(12 * dpr), qRound(12 * dpr)));
        QCOMPARE(pixmap.deviceIndependentSize(), QSizeF(12, 12));
        const QImage image = pixmap.toImage();
        int exact = 0;
        int other = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor pixel = image.pixelColor(x, y);
                exact += pixel == colour;
                other += pixel != colour && pixel.alpha() != 0;
            }
        }
        QCOMPARE(other, 0); // no blend between the colour and the transparent margin
        QCOMPARE(exact, (image.width() - 2) * (image.height() - 2)); // all but a one-pixel margin
    }
}

void HighDpiTest::windowsAreGrabbedAtFullResolution()
{
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    for (const QString &person : {DemoProject::annotatorNames().first(), DemoProject::coordinatorName()}) {
        Application app;
        QVERIFY(app.start({path, false, person, {}}));
        MainWindow *window = app.window();
        window->resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const bool annotator = person != DemoProject::coordinatorName();
        if (!annotator) window->itemList()->selectItem(app.project()->items().all().first().id); // the layers of item 1
        const QImage image = window->grab().toImage();
        QCOMPARE(image.devicePixelRatio(), window->devicePixelRatioF());
        QCOMPARE(image.width(), qRound(window->width() * window->devicePixelRatioF()));
        saveScreenshot(window, (annotator ? u"annotate-"_s : u"layers-"_s) + scaleName() + u".png"_s);
    }
}

QTEST_MAIN(HighDpiTest)
#include "highdpi_test.moc"
