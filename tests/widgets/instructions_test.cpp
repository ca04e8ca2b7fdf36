// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The project's instructions (issue #17): shown to an annotator before their first item, not once they
// have begun, and from Help ▸ Project Instructions.
#include "application.h"
#include "mainwindow.h"

#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "widgets/dialogs/instructionsdialog.h"

#include <QAction>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

class InstructionsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void shownBeforeTheFirstItemOnly();

private:
    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_assignment = 0, m_ann = 0;
};

void InstructionsTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"study.errata"_s);
    QString error;
    auto project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Cats study"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person cora{0, u"Cora"_s, Role::Coordinator}, ann{0, u"Ann"_s, Role::Annotator};
    QVERIFY(project->people().add(cora, 0) && project->people().add(ann, cora.id));
    m_ann = ann.id;
    Item item{0, u"t-1"_s, u"Write about cats."_s, u"Cats sleep a lot."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, cora.id));
    Assignment assignment{0, item.id, ann.id, AssignmentState::New, 0, 0, 0, {}};
    QVERIFY(project->assignments().create(assignment, cora.id));
    m_assignment = assignment.id;
    const QString markdown = u"# Before you start\n\nMark **every** error you see, even small ones.\n\n"
                             "- Select the words, then pick a type.\n- Say *why* in the rationale.\n"_s;
    QVERIFY(!project->settings().setProjectOption(SettingKey::Instructions, markdown, ann.id)); // the coordinator's
    QVERIFY(project->settings().setProjectOption(SettingKey::Instructions, markdown, cora.id));
}

void InstructionsTest::shownBeforeTheFirstItemOnly()
{
    {
        Application app;
        QVERIFY(app.start({m_path, false, u"Ann"_s, {}}));
        auto *dialog = app.window()->findChild<InstructionsDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(dialog->browser()->toPlainText().contains(u"Mark every error you see"_s));
        QCOMPARE(dialog->windowTitle(), u"Instructions — Cats study"_s);
        saveScreenshot(dialog, u"study-instructions.png"_s);
        dialog->accept();
    }
    QString error;
    auto project = Project::open(m_path, &error);
    QVERIFY(project->assignments().perform(m_assignment, WorkflowAction::Open, m_ann));
    project.reset();
    Application app;
    QVERIFY(app.start({m_path, false, u"Ann"_s, {}}));
    QVERIFY(!app.window()->findChild<InstructionsDialog *>()); // begun: not again
    app.window()->instructionsAction()->trigger();             // but always from Help
    QVERIFY(app.window()->findChild<InstructionsDialog *>());
}

QTEST_MAIN(InstructionsTest)
#include "instructions_test.moc"
