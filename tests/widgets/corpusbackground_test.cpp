// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab off the GUI thread: the worker's result equals the synchronous computation, the
// window keeps answering while a worker runs, and Cancel leaves the figures, the controls and the
// project file as they were. The background threshold is set to 0 so the small demo project takes
// the path a large one would; a progress hook parks the worker at a chosen step.
#include "model/generators/demoproject.h"
#include "model/storage/corpustablereader.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/spanrepository.h"
#include "tests/testsupport.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/corpus/heatmapview.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

constexpr int Patience = 60000; // ms a worker may take on a loaded machine (not a speed assertion)

// Parks the worker the first time it reports `step` percent, until the test lets it go.
struct Gate
{
    int step = 0;
    QSemaphore open;
    std::atomic<bool> parked{false};
    std::atomic<QThread *> thread{nullptr};

    std::function<void(int)> hook()
    {
        return [this](int percent) {
            thread.store(QThread::currentThread());
            if (percent == step && !parked.exchange(true)) {
                open.acquire();
            }
        };
    }
};

void compareResults(const MeasureResult &actual, const MeasureResult &expected)
{
    QCOMPARE(actual.groups, expected.groups);
    QCOMPARE(actual.types.size(), expected.types.size());
    QCOMPARE(actual.cells.size(), expected.cells.size());
    QVERIFY(!expected.cells.isEmpty());
    for (qsizetype i = 0; i < expected.cells.size(); ++i) {
        const MeasureCell &a = actual.cells[i];
        const MeasureCell &e = expected.cells[i];
        QCOMPARE(a.items, e.items);
        QCOMPARE(a.annotations, e.annotations);
        // Same data, same seed: bit for bit the same numbers.
        QCOMPARE(a.mean, e.mean);
        QCOMPARE(a.low, e.low);
        QCOMPARE(a.high, e.high);
    }
}

} // namespace

class CorpusBackgroundTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void resultEqualsTheSynchronousComputation();
    void cancelKeepsTheLastResult();
    void cancelledReadLeavesNothingBehind();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Project> m_project;
};

void CorpusBackgroundTest::initTestCase()
{
    QString error;
    m_path = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(m_path, &error), qPrintable(error));
    m_project = Project::open(m_path, &error);
    QVERIFY2(m_project, qPrintable(error));
}

void CorpusBackgroundTest::resultEqualsTheSynchronousComputation()
{
    // Independent of the panel: the table read here, on this thread, and the measures from it.
    CorpusTable table;
    QString error;
    QVERIFY2(CorpusTableReader::load(m_project->database(), &table, &error), qPrintable(error));
    CorpusPanel synchronous;
    synchronous.setProject(m_project.get()); // the demo is far below the default threshold
    QVERIFY(!synchronous.isBusy());

    Gate gate;
    gate.step = -1; // never parks; only records the thread
    CorpusPanel panel;
    panel.setBackgroundThreshold(0);
    panel.setJobHook(gate.hook());
    panel.setProject(m_project.get());
    QVERIFY(panel.isBusy());
    QVERIFY(panel.result().cells.isEmpty()); // nothing yet: the reading runs on the worker
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), Patience);
    QVERIFY(gate.thread.load() != nullptr);
    QVERIFY(gate.thread.load() != QThread::currentThread());
    QCOMPARE(panel.corpusTable().items(), table.items());
    QCOMPARE(panel.corpusTable().spans(), table.spans());
    QCOMPARE(panel.corpusTable().annotations(), table.annotations());

    MeasureOptions options = panel.options();
    QCOMPARE(options.groupBy, QStringList{u"model"_s});
    compareResults(panel.result(), CorpusMeasures::compute(table, m_project->taxonomy(), options));
    compareResults(panel.result(), synchronous.result());

    // A change of measure and grouping is computed on the worker too, and equals the direct result.
    panel.setMeasure(CorpusMeasure::CoverageSeverity);
    panel.setGroupBy(u"top_p"_s, u"temperature"_s, u"frequency_penalty"_s);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), Patience);
    synchronous.setMeasure(CorpusMeasure::CoverageSeverity);
    synchronous.setGroupBy(u"top_p"_s, u"temperature"_s, u"frequency_penalty"_s);
    options = panel.options();
    QCOMPARE(options.groupBy.size(), 3);
    compareResults(panel.result(), CorpusMeasures::compute(table, m_project->taxonomy(), options));
    compareResults(panel.result(), synchronous.result());
    QCOMPARE(panel.heatmapViews().size(), synchronous.heatmapViews().size());
    QCOMPARE(panel.heatmapViews().size(), 2); // the demo has frequency penalties 0 and 1
}

void CorpusBackgroundTest::cancelKeepsTheLastResult()
{
    const QByteArray before = TestSupport::fileHash(m_path);
    CorpusPanel panel;
    panel.setBackgroundThreshold(0);
    panel.setProject(m_project.get());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), Patience);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const MeasureResult shown = panel.result();
    const qsizetype spansRead = panel.corpusTable().spans();
    QVERIFY(spansRead > 0);
    const std::vector<double> heatmap = panel.heatmapView()->heatmap().values;
    QVERIFY(panel.options().measure == CorpusMeasure::Coverage);

    Gate gate;
    gate.step = 80; // a computation from the table read: its first step
    panel.setJobHook(gate.hook());
    panel.setMeasure(CorpusMeasure::Count); // returns at once; the worker parks
    QVERIFY(panel.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(gate.parked.load(), Patience);
    QVERIFY(panel.cancelButton()->isVisible());
    QVERIFY(panel.progressBar()->isVisible());
    // The window answers while the worker is busy: queued events run and the tab repaints.
    bool fired = false;
    QTimer::singleShot(0, &panel, [&fired] { fired = true; });
    QTRY_VERIFY(fired);
    QVERIFY(!panel.grab().isNull());

    QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
    QVERIFY(!panel.isBusy());
    gate.open.release(); // the retired worker finishes on its own; nothing of it is used
    // Everything as it was: the numbers, the heatmap, and the control the user had changed.
    compareResults(panel.result(), shown);
    QCOMPARE(panel.heatmapView()->heatmap().values.size(), heatmap.size());
    for (size_t i = 0; i < heatmap.size(); ++i) {
        const double value = panel.heatmapView()->heatmap().values[i];
        QVERIFY(value == heatmap[i] || (std::isnan(value) && std::isnan(heatmap[i])));
    }
    QVERIFY(panel.options().measure == CorpusMeasure::Coverage);
    QCOMPARE(panel.corpusTable().spans(), spansRead); // the table read is kept, not re-read
    QVERIFY2(panel.statusLabel()->text().contains(u"Cancelled"_s), qPrintable(panel.statusLabel()->text()));
    QVERIFY(!panel.cancelButton()->isVisible());
    QCOMPARE(TestSupport::fileHash(m_path), before);
}

void CorpusBackgroundTest::cancelledReadLeavesNothingBehind()
{
    const QByteArray before = TestSupport::fileHash(m_path);
    Gate gate;
    gate.step = 0; // before the worker opens the project
    CorpusPanel panel;
    panel.setBackgroundThreshold(0);
    panel.setJobHook(gate.hook());
    panel.setProject(m_project.get());
    QTRY_VERIFY_WITH_TIMEOUT(gate.parked.load(), Patience);
    panel.cancelComputation();
    gate.open.release();
    QVERIFY(!panel.isBusy());
    QVERIFY(panel.result().cells.isEmpty());
    QCOMPARE(panel.corpusTable().items(), 0);
    QVERIFY(panel.statusLabel()->text().contains(u"cancelled"_s));
    QCOMPARE(TestSupport::fileHash(m_path), before);
    // Read Again starts over and finishes (the gate stays open now).
    panel.setProject(m_project.get());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), Patience);
    QVERIFY(!panel.result().cells.isEmpty());
    QVERIFY(panel.corpusTable().items() > 0);
    QCOMPARE(TestSupport::fileHash(m_path), before);
}

QTEST_MAIN(CorpusBackgroundTest)
#include "corpusbackground_test.moc"
