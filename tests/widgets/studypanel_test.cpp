// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Study tab as a coordinator uses it (issue #17): people typed in and added, a plan previewed
// (nothing written), then assigned; the progress matrix shows every cell; a plan that cannot be met
// says why and leaves the file alone.
#include "model/document/progressmatrixmodel.h"
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/settingsrepository.h"
#include "widgets/dialogs/instructionsdialog.h"
#include "widgets/study/instructionseditor.h"
#include "widgets/study/studypanel.h"
#include "widgets/study/textimportdialog.h"
#include "widgets/study/trainingpanel.h"
#include "packageactions.h"

#include "tests/testsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBrowser>
#include <QPushButton>
#include <QSpinBox>
#include <QScrollBar>
#include <QTableView>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

class StudyPanelTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void setUpAStudy();
    void impossiblePlanChangesNothing();
    void packagesForEveryoneFromTheWindow();
    void addTextsWithAColumnMapping();
    void addTextsFromATypedPath();
    void trainingFromTheStudyTab();
    void qualificationGateInThePlanner();
    void hiddenMetadataFromTheStudyTab();
    void instructionsFromTheStudyTab();

private:
    void add(const QString &name, int roleIndex);
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    StudyPanel m_panel;
    qint64 m_priya = 0;
};

void StudyPanelTest::initTestCase()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"study.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                u"Study"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    Person priya{0, u"Priya Raman"_s, Role::Coordinator | Role::Reviewer};
    QVERIFY(m_project->people().add(priya, 0));
    m_priya = priya.id;
    for (int i = 1; i <= 9; ++i) {
        Item item{
            0,  u"story-%1"_s.arg(i, 2, 10, QChar(u'0')),     u"Prompt."_s, u"A generated story."_s, TextFormat::Plain,
            {}, {{u"model"_s, i % 2 ? u"gpt2"_s : u"gpt3"_s}}};
        QVERIFY(m_project->items().add(item, m_priya));
    }
    m_panel.resize(1100, 860);
    m_panel.setProject(m_project.get(), m_priya);
}

void StudyPanelTest::add(const QString &name, int roleIndex)
{
    m_panel.nameEdit()->clear();
    m_panel.nameEdit()->insert(name); // typed: QTest's key clicks know no Chinese
    m_panel.roleBox()->setCurrentIndex(roleIndex);
    QTest::mouseClick(m_panel.addButton(), Qt::LeftButton);
}

// Three annotators and a reviewer typed in; K = 2 over 9 items is 18 assignments, 6 each.
void StudyPanelTest::setUpAStudy()
{
    m_panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&m_panel));
    for (const QString &name : {u"Ann Alpha"_s, u"Bo Berg"_s, u"王芳"_s}) add(name, 0);
    add(u"Rosa Delgado"_s, 1);
    QCOMPARE(m_panel.peopleTable()->rowCount(), 5);
    QCOMPARE(m_project->people().findByName(u"王芳"_s)->roles, Roles(Role::Annotator));
    QCOMPARE(m_project->people().findByName(u"Rosa Delgado"_s)->roles, Roles(Role::Reviewer));
    m_panel.perItemBox()->setValue(2);
    const QByteArray before = TestSupport::fileHash(m_project->path());
    QTest::mouseClick(m_panel.previewButton(), Qt::LeftButton);
    QCOMPARE(TestSupport::fileHash(m_project->path()), before); // a preview writes nothing
    QTableWidget *plan = m_panel.previewTable();
    QCOMPARE(plan->rowCount(), 3); // the coordinator runs the study and is not in the pool
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(plan->item(r, 1)->text(), u"0"_s);
        QCOMPARE(plan->item(r, 2)->text(), u"6"_s);
    }
    QVERIFY(m_panel.assignButton()->isEnabled());
    saveScreenshot(&m_panel, u"study-planner.png"_s);
    QTest::mouseClick(m_panel.assignButton(), Qt::LeftButton);
    QCOMPARE(m_project->assignments().all().size(), 18);
    auto *matrix = qobject_cast<ProgressMatrixModel *>(m_panel.progressView()->model());
    QCOMPARE(matrix->rowCount(), 9);
    QCOMPARE(matrix->columnCount(), 3);
    int filled = 0;
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 3; ++c) filled += matrix->index(r, c).data(ProgressMatrixModel::StateRole).toInt() >= 0;
    }
    QCOMPARE(filled, 18);
    QCOMPARE(matrix->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(), u"Ann Alpha\n0 of 6 done"_s);
    QVERIFY2(m_panel.statusLabel()->text().contains(u"18"_s), qPrintable(m_panel.statusLabel()->text()));
    // Ann opens one item: the matrix says so after a refresh.
    const Assignment first = m_project->assignments().all().first();
    QVERIFY(m_project->assignments().perform(first.id, WorkflowAction::Open, first.annotatorId));
    m_panel.refresh();
    saveScreenshot(&m_panel, u"study-tab.png"_s);
    // Ten days on, untouched: the cell and the header say it is idle.
    const int row = [&] {
        for (int r = 0; r < 9; ++r) {
            if (matrix->itemIdAt(r) == first.itemId) return r;
        }
        return -1;
    }();
    matrix->reload(*m_project, QDateTime::currentDateTimeUtc().addDays(10));
    const int column = m_project->people().find(first.annotatorId)->name == u"Ann Alpha"_s ? 0 : -1;
    QVERIFY(row >= 0 && column == 0);
    QCOMPARE(matrix->index(row, column).data().toString(), u"In progress, idle 10 days"_s);
    QCOMPARE(matrix->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(), u"Ann Alpha\n0 of 6 done, 1 idle"_s);
}

void StudyPanelTest::impossiblePlanChangesNothing()
{
    const QByteArray before = TestSupport::fileHash(m_project->path());
    m_panel.perItemBox()->setValue(4);
    QTest::mouseClick(m_panel.previewButton(), Qt::LeftButton);
    QVERIFY(!m_panel.assignButton()->isEnabled());
    QCOMPARE(m_panel.statusLabel()->text(), u"Each item needs 4 annotators, but there are only 3."_s);
    QCOMPARE(TestSupport::fileHash(m_project->path()), before);
}

// File ▸ Make Packages for Everyone… and Merge Packages from Folder… without their folder dialogs.
void StudyPanelTest::packagesForEveryoneFromTheWindow()
{
    const QString folder = m_dir.filePath(u"packages"_s);
    QString error;
    const QString made = PackageActions::intoFolder(*m_project, m_priya, folder, &error);
    QVERIFY2(!made.isEmpty(), qPrintable(error));
    QVERIFY2(made.startsWith(u"3 packages in "_s) && made.contains(u"王芳: 王芳.errata (6 items)"_s), qPrintable(made));
    QCOMPARE(QDir(folder).entryList({u"*.errata"_s}).size(), 3);
    const QString merged = PackageActions::fromFolder(*m_project, m_priya, folder, &error);
    QVERIFY2(merged.startsWith(u"3 packages merged:"_s), qPrintable(merged + error));
    QCOMPARE(merged.count(u"Nothing new"_s), 3); // nobody worked offline yet
    // Issue 48: the next round goes into the same folder, over packages whose work is all home, and says so.
    const QString again = PackageActions::intoFolder(*m_project, m_priya, folder, &error);
    QVERIFY2(again.startsWith(u"3 packages in "_s), qPrintable(again + error));
    QCOMPARE(again.count(u"replacing the merged package of the last round"_s), 3);
    // A file there that is no package is never replaced.
    QFile notes(QDir(folder).filePath(u"王芳.errata"_s));
    QVERIFY(notes.remove() && notes.open(QIODevice::WriteOnly) && notes.write("notes") == 5);
    notes.close();
    QString refused;
    QVERIFY(PackageActions::intoFolder(*m_project, m_priya, folder, &refused).isEmpty());
    QVERIFY2(refused.contains(u"is not a work package"_s), qPrintable(refused));
    QVERIFY(QFile::remove(notes.fileName()));
}

// A CSV whose columns have names of its own: mapped in the preview, then added; a second time adds nothing.
void StudyPanelTest::addTextsWithAColumnMapping()
{
    QFile csv(m_dir.filePath(u"generations.csv"_s));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("story_id,context,output,model,notes\n"
              "g1,Write about rain.,Rain fell all day and the streets shone.,gpt2,checked\n"
              "g2,Write about rain.,\"It rained, and rained, and rained.\",gpt3,\n"
              "g3,写一段关于雨的话。,雨下了一整天，街道闪闪发光。,glm,\n");
    csv.close();
    TextImportDialog dialog(*m_project, m_priya);
    QVERIFY(dialog.setFile(csv.fileName()));
    QTableWidget *table = dialog.previewTable();
    QCOMPARE(table->columnCount(), 5);
    QCOMPARE(table->rowCount(), 4); // "Becomes" and three rows
    QCOMPARE(table->item(3, 2)->text(), u"雨下了一整天，街道闪闪发光。"_s);
    QCOMPARE(dialog.mappingBox(3)->currentData().toString(), u"model"_s); // metadata under its own name
    dialog.mappingBox(0)->setCurrentIndex(dialog.mappingBox(0)->findData(u"id"_s));
    dialog.mappingBox(1)->setCurrentIndex(dialog.mappingBox(1)->findData(u"prompt"_s));
    dialog.mappingBox(2)->setCurrentIndex(dialog.mappingBox(2)->findData(u"text"_s));
    dialog.mappingBox(4)->setCurrentIndex(dialog.mappingBox(4)->findData(QString()));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseClick(dialog.importButton(), Qt::LeftButton);
    QCOMPARE(dialog.addedItems(), 3);
    QList<Item> added;
    for (const Item &item : m_project->items().all()) {
        if (item.externalId.startsWith(u'g')) added << item;
    }
    QCOMPARE(added.size(), 3);
    QCOMPARE(added[1].prompt, u"Write about rain."_s);
    QCOMPARE(added[1].generation, u"It rained, and rained, and rained."_s);
    QCOMPARE(added[0].metadata, (QMap<QString, QString>{{u"model"_s, u"gpt2"_s}})); // notes left out
    const QByteArray before = TestSupport::fileHash(m_project->path());
    TextImportDialog again(*m_project, m_priya);
    QVERIFY(again.setFile(csv.fileName()));
    for (int c = 0; c < 3; ++c) again.mappingBox(c)->setCurrentIndex(c == 0 ? 0 : c == 1 ? 1 : 2);
    QTest::mouseClick(again.importButton(), Qt::LeftButton);
    QCOMPARE(again.addedItems(), 0);
    QVERIFY2(again.statusLabel()->text().contains(u"3 were already"_s), qPrintable(again.statusLabel()->text()));
    QCOMPARE(TestSupport::fileHash(m_project->path()), before);
}

// Issue 48: the path may be typed (Enter, or leaving the field, loads the preview; Enter adds nothing),
// and a long prompt no longer pushes text, model and topic out of view: every column ends inside the
// table, the long value elided, whole on hover.
void StudyPanelTest::addTextsFromATypedPath()
{
    const QString prompt = u"Write a story about a lighthouse keeper who finds a message in a bottle. "_s.repeated(8);
    QFile csv(m_dir.filePath(u"typed.csv"_s));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("id,prompt,text,model,topic\nt1," + prompt.toUtf8()
              + ",The keeper read it twice.,gpt2,sea\nt2,Short.,A short one.,gpt3,land\n");
    csv.close();
    const QByteArray before = TestSupport::fileHash(m_project->path());
    TextImportDialog dialog(*m_project, m_priya);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(activate(&dialog));
    dialog.fileEdit()->setFocus();
    QTest::keyClicks(dialog.fileEdit(), csv.fileName());
    QTest::keyClick(dialog.fileEdit(), Qt::Key_Return);
    QTableWidget *table = dialog.previewTable();
    QCOMPARE(table->columnCount(), 5);
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(dialog.addedItems(), 0); // Enter loaded the preview and added nothing
    QCOMPARE(TestSupport::fileHash(m_project->path()), before);
    QCOMPARE(table->item(1, 1)->toolTip().trimmed(), prompt.trimmed());
    for (int c = 0; c < 5; ++c) {
        const int end = table->columnViewportPosition(c) + table->columnWidth(c);
        QVERIFY2(end <= table->viewport()->width(),
                 qPrintable(u"column %1 ends at %2 of %3"_s.arg(c).arg(end).arg(table->viewport()->width())));
    }
    QCOMPARE(dialog.mappingBox(4)->currentData().toString(), u"topic"_s);
    QVERIFY(table->horizontalScrollBar()->maximum() == 0); // nothing to scroll to
    saveScreenshot(&dialog, u"study-add-texts.png"_s);

    // Typed, then the focus moves on: loaded as well.
    dialog.close();
    TextImportDialog other(*m_project, m_priya);
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(&other));
    QVERIFY(activate(&other));
    other.fileEdit()->setFocus();
    QTest::keyClicks(other.fileEdit(), csv.fileName());
    QVERIFY(other.fileEdit()->hasFocus());
    QTest::keyClick(other.fileEdit(), Qt::Key_Tab); // on to the next control, as a person would
    QVERIFY(!other.fileEdit()->hasFocus());
    QTRY_COMPARE(other.previewTable()->columnCount(), 5);
    QVERIFY(other.importButton()->isEnabled());
}

// Training from the Study tab: a qualification item and a practice item marked (an unknown id is
// refused by name), then everyone scored under TGEA's gate. The story-01 reference is empty (a correct
// text), so the two who hand it in unmarked pass every task at 100; the third holds no story-01 and is
// named as not handed in.
void StudyPanelTest::trainingFromTheStudyTab()
{
    TrainingPanel *training = m_panel.trainingPanel();
    m_panel.bottomTabs()->setCurrentWidget(training);
    training->itemEdit()->setText(u"story-99"_s);
    QTest::mouseClick(training->markButton(), Qt::LeftButton);
    QCOMPARE(training->statusLabel()->text(), u"There is no item \"story-99\" in this project."_s);
    training->itemEdit()->setText(u"story-01"_s);
    training->kindBox()->setCurrentIndex(training->kindBox()->findData(int(TrainingPart::Task)));
    QVERIFY(!training->explanationEdit()->isEnabled());
    QTest::mouseClick(training->markButton(), Qt::LeftButton);
    training->itemEdit()->setText(u"story-02"_s);
    training->kindBox()->setCurrentIndex(0); // practice
    training->explanationEdit()->setText(u"The story contradicts itself in its last line."_s);
    QTest::mouseClick(training->markButton(), Qt::LeftButton);
    QCOMPARE(training->itemsTable()->rowCount(), 2);
    QCOMPARE(training->itemsTable()->item(1, 1)->text(), u"Practice"_s);
    QCOMPARE(training->itemsTable()->item(1, 3)->text(), u"The story contradicts itself in its last line."_s);
    const QList<TrainingItem> marked = m_project->quality().trainingItems();
    QCOMPARE(marked.size(), 2);
    QVERIFY(!marked[0].practice && marked[1].practice);

    QStringList holders;
    const qint64 story1 = m_project->items().findByExternalId(u"story-01"_s)->id;
    for (const Assignment &a : m_project->assignments().forItem(story1)) {
        if (a.state == AssignmentState::New)
            QVERIFY(m_project->assignments().perform(a.id, WorkflowAction::Open, a.annotatorId));
        QVERIFY(m_project->assignments().perform(a.id, WorkflowAction::Submit, a.annotatorId));
        holders << m_project->people().find(a.annotatorId)->name;
    }
    QCOMPARE(holders.size(), 2);
    training->schemeBox()->setCurrentIndex(training->schemeBox()->findData(int(QualificationScheme::Tgea)));
    QTest::mouseClick(training->scoreButton(), Qt::LeftButton);
    QVERIFY2(
        training->statusLabel()->text().startsWith(u"Scored 2 annotators; not yet handed in all training items: "_s),
        qPrintable(training->statusLabel()->text()));
    QTableWidget *scores = training->scoresTable();
    QCOMPARE(scores->rowCount(), 3);
    int passed = 0;
    for (int r = 0; r < 3; ++r) {
        if (!holders.contains(scores->item(r, 0)->text())) {
            QCOMPARE(scores->item(r, 1)->text(), u"not scored yet"_s);
            continue;
        }
        QCOMPARE(scores->item(r, 2)->text(), u"100.0 / 100"_s);
        passed += scores->item(r, 4)->text() == "yes"_L1;
    }
    QCOMPARE(passed, 2);
    saveScreenshot(&m_panel, u"study-training.png"_s);
}

// The gate on the Training page (issue 44): on, the planner leaves out the one annotator who was never
// scored and says so; the preview has no row for them. Off again for the cases after.
void StudyPanelTest::qualificationGateInThePlanner()
{
    TrainingPanel *training = m_panel.trainingPanel();
    m_panel.bottomTabs()->setCurrentWidget(training);
    QVERIFY(!training->gateBox()->isChecked());
    training->gateBox()->click();
    QCOMPARE(m_project->settings().value(SettingKey::RequireQualification), std::optional<QString>(u"1"_s));
    const QHash<qint64, QualificationResult> latest = m_project->quality().latestResults();
    QStringList unscored;
    for (const QString &name : {u"Ann Alpha"_s, u"Bo Berg"_s, u"王芳"_s}) {
        if (!latest.contains(m_project->people().findByName(name)->id)) unscored << name;
    }
    QCOMPARE(unscored.size(), 1); // trainingFromTheStudyTab scored the two who handed in
    m_panel.perItemBox()->setValue(1);
    QTest::mouseClick(m_panel.previewButton(), Qt::LeftButton);
    const QString status = m_panel.statusLabel()->text();
    QVERIFY2(status.endsWith(u"Left out: %1 (no qualification result yet)."_s.arg(unscored.first())),
             qPrintable(status));
    QTableWidget *preview = m_panel.previewTable();
    QCOMPARE(preview->rowCount(), 2);
    for (int r = 0; r < preview->rowCount(); ++r) QVERIFY(preview->item(r, 0)->text() != unscored.first());
    saveScreenshot(&m_panel, u"study-qualification-gate.png"_s);
    training->gateBox()->click();
    QCOMPARE(m_project->settings().value(SettingKey::RequireQualification), std::optional<QString>(QString()));
    QVERIFY(!training->gateBox()->isChecked());
}

// The keys hidden from annotators, edited in the planner: shown as the defaults at first, saved on
// Enter, "none" hides nothing, and an empty field goes back to the defaults.
void StudyPanelTest::hiddenMetadataFromTheStudyTab()
{
    QLineEdit *hidden = m_panel.hiddenEdit();
    QCOMPARE(hidden->text(),
             u"model, system, source, top_p, temperature, top_k, frequency_penalty, decoding, "
             "condition, dataset"_s);
    hidden->setText(u" model , topic,"_s);
    QTest::keyClick(hidden, Qt::Key_Return);
    QCOMPARE(m_project->settings().value(SettingKey::HiddenMetadata), std::optional<QString>(u"model,topic"_s));
    QCOMPARE(hidden->text(), u"model, topic"_s);
    hidden->setText(u"none"_s);
    QTest::keyClick(hidden, Qt::Key_Return);
    QCOMPARE(m_project->settings().value(SettingKey::HiddenMetadata), std::optional<QString>(u"none"_s));
    QCOMPARE(hidden->text(), u"none"_s);
    hidden->clear();
    QTest::keyClick(hidden, Qt::Key_Return);
    QCOMPARE(hidden->text().left(14), u"model, system,"_s);
}

// Issue 42: the coordinator writes the instructions in the window, with a preview rendered as the
// annotators' instructions page renders them; only Save writes, and only a coordinator may.
void StudyPanelTest::instructionsFromTheStudyTab()
{
    InstructionsEditor *page = m_panel.instructionsEditor();
    m_panel.bottomTabs()->setCurrentWidget(page);
    QVERIFY(!m_project->settings().value(SettingKey::Instructions));
    const QString markdown =
        u"# Before you start\n\nMark **every** error once.\n\n- read the prompt\n- then the text\n"_s;
    page->editor()->setPlainText(markdown);
    QTRY_VERIFY(page->preview()->toPlainText().startsWith(u"Before you start"_s)); // the heading's text, no "#"
    QVERIFY(page->preview()->toHtml().contains(u"font-weight:700"_s));             // **every** is bold
    InstructionsDialog dialog(u"Study"_s, markdown);
    QCOMPARE(page->preview()->toHtml(), dialog.browser()->toHtml()); // the page annotators see
    QVERIFY(!m_project->settings().value(SettingKey::Instructions)); // nothing written yet
    saveScreenshot(&m_panel, u"study-instructions-editor.png"_s);
    QTest::mouseClick(page->saveButton(), Qt::LeftButton);
    QCOMPARE(m_project->settings().value(SettingKey::Instructions), std::optional<QString>(markdown));
    QCOMPARE(page->statusLabel()->text(), u"The instructions are saved."_s);

    // Someone who does not coordinate is refused, and the file keeps what it had.
    Person bao{0, u"Instructions Reader"_s, Role::Annotator};
    QVERIFY(m_project->people().add(bao, m_priya));
    page->setProject(m_project.get(), bao.id);
    QCOMPARE(page->editor()->toPlainText(), markdown);
    page->editor()->setPlainText(u"Nothing to see."_s);
    QTest::mouseClick(page->saveButton(), Qt::LeftButton);
    QCOMPARE(m_project->settings().value(SettingKey::Instructions), std::optional<QString>(markdown));
    QVERIFY(page->statusLabel()->text().contains(u"Instructions Reader"_s));
    QTest::mouseClick(page->revertButton(), Qt::LeftButton);
    QCOMPARE(page->editor()->toPlainText(), markdown);
    page->setProject(m_project.get(), m_priya);
}

QTEST_MAIN(StudyPanelTest)
#include "studypanel_test.moc"
