// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One span colour rule for every view (issue #20): the coordinator's colour for a type reaches the
// annotate view, the review view and the gold editor alike. Before, the review view and the gold
// editor drew the taxonomy's colour whatever the project said, and the layer view had no group
// fallback.
#include "application.h"
#include "mainwindow.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/domain/taxonomyloader.h"
#include "model/domain/typecolour.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/annotate/spaneditor.h"
#include "widgets/preferences/palettepage.h"
#include "widgets/review/goldeditor.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/reviewview.h"
#include "widgets/textview/spantextview.h"

#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

class SpanColoursTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void ruleTakesProjectThenTypeThenGroup();
    void projectColourInEveryView();

private:
    std::unique_ptr<Application> startAs(const QString &name);

    QTemporaryDir m_dir;
    QString m_path;
    const QColor m_chosen{0x12, 0x34, 0x56};
};

void SpanColoursTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"colours.errata"_s);
    QString error;
    auto project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Colours"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person cora{0, u"Cora"_s, Role::Coordinator};
    QVERIFY(project->people().add(cora, 0));
    Person ann{0, u"Ann"_s, Role::Annotator}, rev{0, u"Rev"_s, Role::Reviewer};
    QVERIFY(project->people().add(ann, cora.id) && project->people().add(rev, cora.id));
    Item item{0, u"story-1"_s, u"Prompt."_s, u"The cat sat on the the mat."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, cora.id));
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = ann.id;
    QVERIFY(project->assignments().create(assignment, cora.id));
    QVERIFY(project->settings().setProjectOption(SettingKey::TypeColours,
                                                 typeColoursToJson({{u"Grammar_Usage"_s, m_chosen}}), cora.id));
}

std::unique_ptr<Application> SpanColoursTest::startAs(const QString &name)
{
    auto app = std::make_unique<Application>();
    if (!app->start({m_path, false, name, {}})) return nullptr;
    return app;
}

void SpanColoursTest::ruleTakesProjectThenTypeThenGroup()
{
    const Taxonomy taxonomy = *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy;
    const TaxonomyNode *grammar = taxonomy.node(u"Grammar_Usage"_s);
    QVERIFY(grammar && grammar->color.isValid());
    QCOMPARE(typeColour(&taxonomy, u"Grammar_Usage"_s), grammar->color);
    QCOMPARE(typeColour(&taxonomy, u"Grammar_Usage"_s, {{u"Grammar_Usage"_s, m_chosen}}), m_chosen);
    QCOMPARE(typeColour(&taxonomy, u"Redundant"_s, {{u"Grammar_Usage"_s, m_chosen}}),
             taxonomy.node(u"Redundant"_s)->color);
    QCOMPARE(typeColour(&taxonomy, u"No_Such_Type"_s), QColor(Qt::gray));
    QCOMPARE(typeColour(nullptr, u"Grammar_Usage"_s), QColor(Qt::gray));
}

void SpanColoursTest::projectColourInEveryView()
{
    {
        auto app = startAs(u"Ann"_s);
        QVERIFY(app);
        AnnotateView *view = app->window()->annotateView();
        QVERIFY(view->document());
        Span span;
        span.range = {15, 22, TextSide::Generation}; // "the the"
        span.typeKey = u"Grammar_Usage"_s;
        span.severityKey = u"1"_s;
        span.rationale = u"doubled"_s;
        view->document()->undoStack()->push(new AddSpanCommand(view->document(), span));
        QCOMPARE(view->textView()->spans().size(), 1);
        QCOMPARE(view->textView()->spans().first().color, m_chosen);
        // The span editor's type tree shows the same colour beside the type's name.
        QTreeWidgetItem *grammar = nullptr;
        for (QTreeWidgetItemIterator it(view->editor()->findChild<QTreeWidget *>()); *it; ++it) {
            if ((*it)->data(0, Qt::UserRole).toString() == "Grammar_Usage"_L1) grammar = *it;
        }
        QVERIFY(grammar);
        QCOMPARE(grammar->icon(0).pixmap(16, 16).toImage().pixelColor(8, 8), m_chosen);
        view->editor()->setCurrentSpan(0);
        app->window()->resize(1200, 700);
        app->window()->show();
        QVERIFY(QTest::qWaitForWindowExposed(app->window()));
        TestHelpers::saveScreenshot(app->window(), u"annotate-project-colours.png"_s);
        QVERIFY2(view->submit(), qPrintable(view->document()->lastError()));
    }
    auto app = startAs(u"Rev"_s);
    QVERIFY(app);
    ReviewQueuePanel *queue = app->window()->reviewQueue();
    QCOMPARE(queue->visibleCount(), 1);
    queue->view()->setCurrentIndex(queue->view()->model()->index(0, 0));
    queue->findChild<QPushButton *>()->click(); // Claim for Review
    ReviewView *review = app->window()->reviewView();
    QCOMPARE(review->textView()->spans().size(), 1);
    QCOMPARE(review->textView()->spans().first().color, m_chosen);
    app->window()->resize(1200, 700);
    app->window()->show();
    QVERIFY(QTest::qWaitForWindowExposed(app->window()));
    TestHelpers::saveScreenshot(app->window(), u"review-project-colours.png"_s);

    // The gold editor's own annotate view: a span added to the gold layer is drawn the same way. Its tab
    // is opened first, as the editor loads the chosen item when shown.
    GoldEditor *goldEditor = app->window()->goldEditor();
    qobject_cast<QTabWidget *>(goldEditor->parentWidget()->parentWidget())->setCurrentWidget(goldEditor);
    AnnotateView *gold = goldEditor->editor();
    QVERIFY(gold->document());
    Span goldSpan;
    goldSpan.range = {15, 22, TextSide::Generation};
    goldSpan.typeKey = u"Grammar_Usage"_s;
    goldSpan.severityKey = u"1"_s;
    goldSpan.rationale = u"doubled"_s;
    gold->document()->undoStack()->push(new AddSpanCommand(gold->document(), goldSpan));
    QVERIFY(!gold->textView()->spans().isEmpty());
    QCOMPARE(gold->textView()->spans().last().color, m_chosen);
}

QTEST_MAIN(SpanColoursTest)
#include "spancolours_test.moc"
