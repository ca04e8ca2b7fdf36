// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The project's instructions (issue #17): shown to an annotator before their first item, not once they
// have begun, and from Help ▸ Project Instructions. Issue #41: they are rendered with nothing loaded (no local
// file, device or network), no raw HTML, only web links opened, and a bounded length.
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
#include <QImage>
#include <QLabel>
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
    void hostileMarkdownLoadsNothing_data();
    void hostileMarkdownLoadsNothing();
    void onlyWebLinksOpen();
    void longInstructionsAreCutAndRefused();

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

void InstructionsTest::hostileMarkdownLoadsNothing_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("url");   // a resource the page names, which must not have been read
    QTest::addColumn<QString>("shown"); // text that must be on the page
    // A real image beside the project: proves that a local image which could be read is not.
    QImage red(4, 4, QImage::Format_RGB32);
    red.fill(Qt::red);
    const QString image = m_dir.filePath(u"secret ë.png"_s);
    QVERIFY(red.save(image));
    const QString imageUrl = QUrl::fromLocalFile(image).toString();
    QTest::newRow("html img of /dev/zero") << u"# Top\n\n<img src=\"/dev/zero\">\n\nAfter the image.\n"_s
                                           << u"/dev/zero"_s << u"<img src=\"/dev/zero\">"_s;
    QTest::newRow("markdown image of /dev/zero")
        << u"![zero](/dev/zero)\n\nAfter the image.\n"_s << u"/dev/zero"_s << u"After the image."_s;
    QTest::newRow("markdown image of a local file")
        << u"![secret](%1)\n\nAfter the image.\n"_s.arg(imageUrl) << imageUrl << u"After the image."_s;
    QTest::newRow("html img of a local path") << u"<img src=\"%1\">\n\nAfter.\n"_s.arg(image) << image << u"After."_s;
    QTest::newRow("unclosed img") << u"Start.\n\n<img src=\"%1\"\n\nThe rest of the page.\n"_s.arg(image) << image
                                  << u"The rest of the page."_s;
    QTest::newRow("unclosed comment") << u"Start.\n\n<!-- \n\nThe rest of the page.\n"_s << QString()
                                      << u"The rest of the page."_s;
}

// Before the fix: the /dev/zero rows ended the test with std::bad_alloc, the local image was read into the
// document's resources, and the unclosed tags hid the rest of the page.
void InstructionsTest::hostileMarkdownLoadsNothing()
{
    QFETCH(QString, markdown);
    QFETCH(QString, url);
    QFETCH(QString, shown);
    InstructionsDialog dialog(u"T"_s, markdown);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.grab(); // lays out and paints the page: every image it names is asked for now
    QVERIFY2(dialog.browser()->toPlainText().contains(shown), qPrintable(dialog.browser()->toPlainText()));
    if (!url.isEmpty()) {
        QVERIFY(!dialog.browser()->document()->resource(QTextDocument::ImageResource, QUrl(url)).isValid());
    }
    if (qstrcmp(QTest::currentDataTag(), "unclosed img") == 0) saveScreenshot(&dialog, u"instructions-hostile.png"_s);
}

void InstructionsTest::onlyWebLinksOpen()
{
    InstructionsDialog dialog(u"T"_s, u"[passwd](file:///etc/passwd) [web](https://example.org/guide)"_s);
    QVERIFY(!dialog.browser()->openLinks()); // QTextBrowser would open a file: link in place, reading it
    QVERIFY(!dialog.browser()->openExternalLinks());
    QVERIFY(InstructionsDialog::opensLink(QUrl(u"https://example.org/guide"_s)));
    QVERIFY(InstructionsDialog::opensLink(QUrl(u"HTTP://example.org"_s)));
    QVERIFY(InstructionsDialog::opensLink(QUrl(u"mailto:cora@example.org"_s)));
    QVERIFY(!InstructionsDialog::opensLink(QUrl(u"file:///etc/passwd"_s)));
    QVERIFY(!InstructionsDialog::opensLink(QUrl(u"/etc/passwd"_s)));
    QVERIFY(!InstructionsDialog::opensLink(QUrl(u"guide.md"_s)));
    QVERIFY(!InstructionsDialog::opensLink(QUrl(u"qrc:/icons/app.png"_s)));
    QVERIFY(!InstructionsDialog::opensLink(QUrl(u"javascript:alert(1)"_s)));
}

// SettingLimit::InstructionsChars is 65,536: one more is refused by the model (the file unchanged); a file
// holding a longer text anyway is shown cut, with a note.
void InstructionsTest::longInstructionsAreCutAndRefused()
{
    const QString tooLong = u"# Long\n\n"_s + QString(65'536, u'x');
    InstructionsDialog dialog(u"T"_s, tooLong);
    QVERIFY(!dialog.cutNote()->isHidden());
    QVERIFY(dialog.cutNote()->text().contains(u"65,536"_s) || dialog.cutNote()->text().contains(u"65536"_s));
    QCOMPARE(dialog.browser()->toPlainText().count(u'x'), 65'536 - 8); // the heading's 8 characters count too
    InstructionsDialog shortOne(u"T"_s, u"Short."_s);
    QVERIFY(shortOne.cutNote()->isHidden());

    QString error;
    auto project = Project::open(m_path, &error);
    QVERIFY2(project, qPrintable(error));
    const qint64 cora = project->people().findByName(u"Cora"_s)->id;
    const QString before = project->settings().value(SettingKey::Instructions, QString());
    SettingsRepository settings = project->settings();
    QVERIFY(!settings.setProjectOption(SettingKey::Instructions, QString(65'537, u'x'), cora));
    QVERIFY2(settings.lastError().contains(u"65537"_s), qPrintable(settings.lastError()));
    QCOMPARE(project->settings().value(SettingKey::Instructions, QString()), before);
    QVERIFY(settings.setProjectOption(SettingKey::Instructions, QString(65'536, u'x'), cora));
    QVERIFY(settings.setProjectOption(SettingKey::Instructions, before, cora));
}

QTEST_MAIN(InstructionsTest)
#include "instructions_test.moc"
