// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A system's predictions as a researcher sees them: a labelled, hollow track in the Layers view that
// the "k of N" heat does not count, and the Corpus tab's Systems page (table, bars, exports).
#include "model/generators/demoproject.h"
#include "model/project/agreementdata.h"
#include "model/project/predictionimport.h"
#include "model/project/project.h"
#include "model/project/systemscores.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "widgets/corpus/barchartview.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/corpus/systemscorepage.h"
#include "widgets/layers/layerview.h"
#include "widgets/layers/tracklist.h"
#include "widgets/textview/spantextview.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

class SystemLayersTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void layerViewDrawsTheSystemApart();
    void systemsPageShowsTheScores();
    void systemsPageWithoutPredictionsSaysHow();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    QHash<qint64, QString> m_names;
    Item m_first;
    int m_predicted = 0; // spans the system has on the first item
};

// The demo project, and a "judge" system whose spans on each item are the first finished
// annotator's, each moved one character to the right (a system that partly agrees with people).
void SystemLayersTest::initTestCase()
{
    QString error;
    QVERIFY(DemoProject::create(m_dir.filePath(u"demo.errata"_s), &error));
    m_project = Project::open(m_dir.filePath(u"demo.errata"_s), &error);
    QVERIFY(m_project);
    for (const Person &person : m_project->people().all()) m_names.insert(person.id, person.name);
    m_first = m_project->items().all().first();
    PredictionFile file{u"judge.jsonl"_s, {}};
    for (const AgreementItem &item : AgreementData::finished(*m_project)) {
        if (item.layers.isEmpty()) continue;
        const Item stored = *m_project->items().find(item.itemId);
        PredictedItem predicted{stored.externalId, 1, true, stored.generation, {}};
        for (const Span &span : item.layers.first().spans) {
            if (span.range.side != TextSide::Generation || span.range.end >= stored.generation.size()) continue;
            Span moved = span;
            moved.range = {span.range.begin + 1, span.range.end + 1, TextSide::Generation};
            moved.confidence = 0.5;
            predicted.spans << PredictedSpan{moved, 1, {}};
        }
        if (item.itemId == m_first.id) m_predicted = int(predicted.spans.size());
        file.items << predicted;
    }
    QVERIFY(m_predicted > 0);
    PredictionImportSummary summary;
    ImportError importError;
    const auto coordinator = std::find_if(m_names.keyBegin(), m_names.keyEnd(), [this](qint64 id) {
        return m_project->people().find(id)->roles.testFlag(Role::Coordinator);
    });
    QVERIFY2(PredictionImport(*m_project, u"judge"_s, false).run(*coordinator, {file}, &summary, &importError),
             qPrintable(importError.message()));
}

void SystemLayersTest::layerViewDrawsTheSystemApart()
{
    QHash<qint64, QString> systems;
    const AgreementItem item = AgreementData::itemLayers(*m_project, m_first.id, &systems);
    QCOMPARE(systems.size(), 1);
    const qint64 judge = systemLayerId(u"judge"_s);
    QCOMPARE(systems.value(judge), u"judge"_s);
    QHash<qint64, QString> names = m_names;
    names.insert(systems);
    LayerView view;
    view.resize(1100, 760);
    view.setItem(item, m_first.prompt, names, &m_project->taxonomy());
    // Its own labelled track, toggled like a person's.
    const auto entries = view.trackList()->entries();
    const auto track = std::find_if(entries.cbegin(), entries.cend(), [judge](const auto &e) { return e.id == judge; });
    QVERIFY(track != entries.cend());
    QCOMPARE(track->name, u"judge (system)"_s);
    int machine = 0;
    for (const SpanVisual &visual : view.textView()->spans()) machine += visual.machine ? 1 : 0;
    QCOMPARE(machine, m_predicted);
    // "k of N annotators": the system is not one more annotator. Hiding it changes nothing.
    view.setHeat(u"(any)"_s);
    const auto withSystem = view.heat();
    view.setAnnotatorVisible(judge, false);
    QCOMPARE(view.heat(), withSystem);
    for (const SpanVisual &visual : view.textView()->spans()) QVERIFY(!visual.machine);
    view.setAnnotatorVisible(judge, true);
    view.setHeat(QString());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    saveScreenshot(&view, u"layers-system.png"_s);
}

void SystemLayersTest::systemsPageShowsTheScores()
{
    CorpusPanel panel;
    panel.setBackgroundThreshold(1 << 30);
    panel.resize(1200, 720);
    panel.setProject(m_project.get());
    SystemScorePage *page = panel.systemScores();
    QSignalSpy shown(page, &SystemScorePage::scoresShown);
    panel.show();
    panel.showView(CorpusPanel::SystemsTab);
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(shown.wait(20000));
    QCOMPARE(page->systemChoice()->currentText(), u"judge"_s);
    // The page shows the numbers SystemScores computes for the same choices.
    SystemScoreRequest request;
    request.system = u"judge"_s;
    SystemScoreReport expected;
    QString error;
    QVERIFY(SystemScores::compute(*m_project, request, &expected, &error));
    QTableWidget *table = page->table();
    QCOMPARE(table->rowCount(), int(expected.system->rows.size()));
    const int micro = table->rowCount() - 2;
    QCOMPARE(table->item(micro, 0)->text(), u"Micro average"_s);
    QCOMPARE(table->item(micro, 5)->text(), QLocale().toString(*expected.system->rows[micro].f1, 'f', 3));
    QVERIFY(!table->item(micro, 6)->text().isEmpty()); // its interval
    QVERIFY(page->noteText().contains(u"judge against the union"_s));
    QVERIFY(page->chart()->figure());
    const QString png = m_dir.filePath(u"systems.png"_s), csv = m_dir.filePath(u"systems.csv"_s);
    QVERIFY(page->exportFigure(png, &error));
    QVERIFY(page->exportTable(csv, &error));
    QVERIFY(QImage(png).width() > 200);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().count('\n'), table->rowCount() + 1);
    saveScreenshot(&panel, u"corpus-systems.png"_s);

    // Another reference: the numbers change and the note says which.
    page->referenceChoice()->setCurrentIndex(page->referenceChoice()->findData(u"majority"_s));
    page->recompute();
    QVERIFY(shown.wait(20000));
    QVERIFY(page->noteText().contains(u"at least 2 annotators"_s));
}

void SystemLayersTest::systemsPageWithoutPredictionsSaysHow()
{
    QString error;
    QVERIFY(DemoProject::create(m_dir.filePath(u"plain.errata"_s), &error));
    auto plain = Project::open(m_dir.filePath(u"plain.errata"_s), &error);
    SystemScorePage page;
    page.resize(900, 400);
    page.setProject(plain.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *stack = page.findChild<QStackedWidget *>();
    QCOMPARE(stack->currentIndex(), 0);
    auto *label = qobject_cast<QLabel *>(stack->currentWidget());
    QVERIFY(label && label->text().contains(u"predictions import"_s));
    QVERIFY(!page.isBusy());

    // Scores still being computed for the last project never show on the next one's page.
    page.setProject(m_project.get());
    page.recompute();
    QVERIFY(page.isBusy());
    page.setProject(plain.get());
    QTRY_VERIFY(!page.isBusy());
    QCOMPARE(stack->currentIndex(), 0);
    QCOMPARE(page.table()->rowCount(), 0);
    QVERIFY(!page.report().system);
    page.setProject(nullptr);
}

QTEST_MAIN(SystemLayersTest)
#include "systemlayers_test.moc"
