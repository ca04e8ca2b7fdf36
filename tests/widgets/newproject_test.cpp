// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New Project asks what `errata-cli init` asks (issue #23: it was two bare prompts): the file, a
// title, a built-in taxonomy or a taxonomy file, judgements, blind and anonymous, and who runs the
// study. The project it makes is read back from the file. And a finished import says what it did.
#include "application.h"
#include "mainwindow.h"
#include "model/domain/taxonomyloader.h"
#include "model/generators/demoproject.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "widgets/dialogs/newprojectdialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

namespace {

QLineEdit *field(QWidget *dialog, const QString &name)
{
    for (QLineEdit *edit : dialog->findChildren<QLineEdit *>()) {
        if (edit->accessibleName() == name) return edit;
    }
    return nullptr;
}

QCheckBox *box(QWidget *dialog, const QString &startsWith)
{
    for (QCheckBox *check : dialog->findChildren<QCheckBox *>()) {
        if (check->text().remove(u'&').startsWith(startsWith)) return check;
    }
    return nullptr;
}

// The text of the label of the form row a check box is in (directly or in the row's own layout).
QString rowLabel(QWidget *dialog, QWidget *widget)
{
    auto *form = dialog->findChild<QFormLayout *>();
    for (int row = 0; row < form->rowCount(); ++row) {
        QLayoutItem *fieldItem = form->itemAt(row, QFormLayout::FieldRole);
        const bool here = fieldItem
            && (fieldItem->widget() == widget || (fieldItem->layout() && fieldItem->layout()->indexOf(widget) >= 0));
        if (!here) continue;
        QLayoutItem *label = form->itemAt(row, QFormLayout::LabelRole);
        auto *text = label ? qobject_cast<QLabel *>(label->widget()) : nullptr;
        return text ? text->text() : QString();
    }
    return u"(not in the form)"_s;
}

} // namespace

class NewProjectTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void createSaysWhatIsMissing();
    void aTaxonomyFileIsCheckedWhenChosen();
    void theWindowMakesTheProjectAsInitDoes();
    void importSummaryInWords();

private:
    QTemporaryDir m_dir;
};

void NewProjectTest::createSaysWhatIsMissing()
{
    NewProjectDialog dialog;
    auto *create = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!create->isEnabled());
    QVERIFY(dialog.problem().contains(u"project file"_s));
    dialog.setPath(m_dir.filePath(u"a.errata"_s));
    QVERIFY(!create->isEnabled());
    QVERIFY(dialog.problem().contains(u"name"_s));
    field(&dialog, u"Your name"_s)->setText(u"Priya Raman"_s);
    QVERIFY(create->isEnabled());
    QVERIFY(dialog.problem().isEmpty());
}

void NewProjectTest::aTaxonomyFileIsCheckedWhenChosen()
{
    const QString bad = m_dir.filePath(u"bad.json"_s);
    QFile badFile(bad);
    QVERIFY(badFile.open(QIODevice::WriteOnly));
    badFile.write("{\"id\": \"x\", \"types\": [");
    badFile.close();
    const QString good = m_dir.filePath(u"mine.json"_s);
    QFile goodFile(good);
    QVERIFY(goodFile.open(QIODevice::WriteOnly));
    goodFile.write(TaxonomyLoader::builtin(u"mqm"_s).taxonomy->sourceJson);
    goodFile.close();
    NewProjectDialog dialog;
    dialog.setPath(m_dir.filePath(u"b.errata"_s));
    field(&dialog, u"Your name"_s)->setText(u"Priya Raman"_s);
    dialog.useTaxonomyFile(bad);
    QCOMPARE(dialog.problem(), u"The taxonomy file is not valid."_s);
    dialog.useTaxonomyFile(good);
    QVERIFY(dialog.problem().isEmpty());
    QCOMPARE(dialog.setup().taxonomy.id, u"mqm"_s);
}

void NewProjectTest::theWindowMakesTheProjectAsInitDoes()
{
    const QString start = m_dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(start, &error), qPrintable(error));
    Application app;
    QVERIFY(app.start({start, false, DemoProject::coordinatorName(), {}}));
    const QString path = m_dir.filePath(u"study.errata"_s);
    bool filled = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<NewProjectDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->setPath(path);
        field(dialog, u"Title"_s)->setText(u"Pilot, week 1"_s);
        auto *taxonomy = dialog->findChild<QComboBox *>();
        taxonomy->setCurrentIndex(taxonomy->findData(u"mqm"_s));
        box(dialog, u"Rating"_s)->setChecked(true);
        box(dialog, u"Erroneous"_s)->setChecked(true);
        box(dialog, u"Blind"_s)->setChecked(false);
        box(dialog, u"Anonymous"_s)->setChecked(true);
        field(dialog, u"Your name"_s)->setText(u"Dana Kowalski"_s);
        // Blind and Anonymous sit under a label of their own, not under "Judgements:" (issue 48).
        QCOMPARE(rowLabel(dialog, box(dialog, u"Rating"_s)), u"Judgements:"_s);
        QCOMPARE(rowLabel(dialog, box(dialog, u"Blind"_s)), u"Annotators:"_s);
        QCOMPARE(rowLabel(dialog, box(dialog, u"Anonymous"_s)), u"Annotators:"_s);
        saveScreenshot(dialog, u"new-project.png"_s);
        filled = true;
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    app.window()->newAction()->trigger(); // File ▸ New Project
    QVERIFY(filled);
    QCOMPARE(app.project()->path(), path);
    auto project = Project::openReadOnly(path, &error);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(project->title(), u"Pilot, week 1"_s);
    QCOMPARE(project->taxonomy().id, u"mqm"_s);
    SettingsRepository settings = project->settings();
    QStringList judgements = settings.value(SettingKey::Judgements, QString()).split(u',');
    judgements.sort();
    QCOMPARE(judgements, (QStringList{u"erroneous"_s, u"rating"_s}));
    QCOMPARE(settings.value(SettingKey::BlindMode), std::optional<QString>(u"0"_s));
    QCOMPARE(settings.value(SettingKey::AnonymousAnnotators), std::optional<QString>(u"1"_s));
    const auto dana = project->people().findByName(u"Dana Kowalski"_s);
    QVERIFY(dana && dana->roles.testFlag(Role::Coordinator));
    QCOMPARE(app.personId(), dana->id); // the window goes on as the person who made it
    // A new project has no texts: it opens on the Study tab, the coordinator's next step (issue 48).
    QVERIFY(app.window()->isStudyViewShown());
    app.window()->resize(1280, 800);
    app.window()->show();
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    saveScreenshot(app.window(), u"new-project-study.png"_s);
}

void NewProjectTest::importSummaryInWords()
{
    ImportSummary summary;
    summary.items = 12;
    summary.newItems = 10;
    summary.spans = 40;
    summary.newSpans = 35;
    summary.newAnnotations = 20;
    summary.newPeople = 3;
    summary.skippedRows = 1;
    QCOMPARE(importSummaryText(summary, 2),
             u"Read 2 files: 12 items (10 new), 40 spans (35 new, in 20 new annotations), 3 new people. 1 row "
             u"skipped."_s);
    ImportSummary again;
    again.items = 12;
    again.spans = 40;
    QVERIFY(importSummaryText(again, 1).endsWith(u"nothing changed."_s));
}

QTEST_MAIN(NewProjectTest)
#include "newproject_test.moc"
