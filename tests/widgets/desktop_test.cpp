// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"
#include "widgets/review/reviewview.h"
#include "translations.h"

#include "model/document/annotationdocument.h"
#include "model/document/itemlistmodel.h"
#include "model/document/reviewqueuemodel.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomy.h"
#include "widgets/actions/actionregistry.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/annotate/spaneditor.h"
#include "widgets/layers/layerview.h"
#include "widgets/dialogs/guidelinesdialog.h"
#include "widgets/preferences/palettepage.h"
#include "widgets/preferences/preferencesdialog.h"
#include "widgets/textview/spantextview.h"

#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QStatusBar>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

#include "widgettesthelpers.h"
#include "tests/testsupport.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

// Errata as a desktop citizen: translated (and switched live), keyboard-only, accessible, themable.
class DesktopTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void chineseLocaleShowsChineseMenus();
    void languageSwitchesWithoutRestart();
    void defaultShortcutsDoNotConflict();
    void preferencesSwitchTheLanguageLive();
    void keyboardOnlyAnnotateToSubmit();
    void customWidgetsHaveAccessibleNames();
    void guidelinesOpenAtTheSpansType();
    void guidelinesAreEscapedAndTranslated();
    void projectColoursReachTheViews();

private:
    QStringList menuTitles(MainWindow &window) const;
    // The "en" / "zh_CN" definition of a type, read from the shipped JSON file itself.
    static QString definitionInFile(const QString &taxonomy, const QString &key, const QString &language);
    QString freshDemo(const QString &name);
    // Presses Tab (at most 60 times) until the focused widget is the one wanted.
    static void tabUntil(QWidget *window, const std::function<bool(QWidget *)> &wanted);

    QTemporaryDir m_dir;
};

void DesktopTest::initTestCase()
{
    // Preferences go to an INI file in the temporary directory, never the user's.
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(u"config"_s));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(u"config"_s));
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<TextRange>();
}

void DesktopTest::cleanup()
{
    Translations::install(u"en"_s);
}

QStringList DesktopTest::menuTitles(MainWindow &window) const
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions()) {
        titles << action->text();
    }
    return titles;
}

QString DesktopTest::definitionInFile(const QString &taxonomy, const QString &key, const QString &language)
{
    QFile file(TestSupport::built(ERRATA_SOURCE_DIR "/resources/taxonomies/") + taxonomy + u".json"_s);
    if (!file.open(QIODevice::ReadOnly)) {
        return QString();
    }
    const QJsonArray groups = QJsonDocument::fromJson(file.readAll()).object().value(u"nodes"_s).toArray();
    for (const QJsonValue &group : groups) {
        for (const QJsonValue &node : group.toObject().value(u"children"_s).toArray()) {
            if (node.toObject().value(u"key"_s).toString() == key) {
                return node.toObject().value(u"definition"_s).toObject().value(language).toString();
            }
        }
    }
    return QString();
}

QString DesktopTest::freshDemo(const QString &name)
{
    const QString path = m_dir.filePath(name + u".errata"_s);
    QString error;
    return DemoProject::create(path, &error) ? path : QString();
}

void DesktopTest::tabUntil(QWidget *window, const std::function<bool(QWidget *)> &wanted)
{
    for (int i = 0; i < 60 && !wanted(QApplication::focusWidget()); ++i) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window, Qt::Key_Tab);
    }
}

void DesktopTest::chineseLocaleShowsChineseMenus()
{
    QVERIFY(Translations::install(u"zh_CN"_s));
    QCOMPARE(QLocale().name(), u"zh_CN"_s); // taxonomy names follow the default locale
    ItemListModel items;
    ReviewQueueModel queue;
    MainWindow window(&items, &queue);
    const QStringList titles = menuTitles(window);
    QVERIFY2(titles.contains(u"文件(&F)"_s) && titles.contains(u"标注(&A)"_s) && titles.contains(u"帮助(&H)"_s),
             qPrintable(titles.join(u" | "_s)));
    QVERIFY(titles.contains(u"设置(&S)"_s));
    QVERIFY(window.preferencesAction()->text().startsWith(u"首选项"_s));
}

void DesktopTest::languageSwitchesWithoutRestart()
{
    Translations::install(u"en"_s); // English is the source language: there is no file for it
    ItemListModel items;
    ReviewQueueModel queue;
    MainWindow window(&items, &queue);
    QCOMPARE(menuTitles(window).first(), u"&File"_s);
    QVERIFY(Translations::install(u"de"_s));
    QCoreApplication::processEvents(); // LanguageChange is posted
    QCOMPARE(menuTitles(window).first(), u"&Datei"_s);
    QVERIFY(Translations::install(u"zh_CN"_s));
    QCoreApplication::processEvents();
    QCOMPARE(menuTitles(window).first(), u"文件(&F)"_s);
    // The annotate view's commands and buttons switch too.
    const QStringList commands = [&] {
        QStringList texts;
        for (QAction *action : window.annotateView()->commands()) {
            texts << action->text();
        }
        return texts;
    }();
    QVERIFY2(commands.contains(u"提交"_s), qPrintable(commands.join(u" | "_s)));
    Translations::install(u"en"_s);
    QCoreApplication::processEvents();
    QCOMPARE(menuTitles(window).first(), u"&File"_s);
}

void DesktopTest::preferencesSwitchTheLanguageLive()
{
    Application app;
    QVERIFY(app.start({freshDemo(u"language"_s), false, DemoProject::coordinatorName(), {}}));
    MainWindow *window = app.window();
    QCOMPARE(menuTitles(*window).first(), u"&File"_s);
    QTimer::singleShot(0, this, [] {
        if (auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget())) {
            auto *language = dialog->findChild<QComboBox *>(u"language"_s);
            language->setCurrentIndex(language->findData(u"de"_s));
            dialog->accept();
        }
    });
    window->preferencesAction()->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(menuTitles(*window).first(), u"&Datei"_s);
    const QString status = window->statusBar()->findChild<QLabel *>()->text();
    QVERIFY2(status.contains(u"Koordinator"_s), qPrintable(status));
    QCOMPARE(QSettings().value(u"ui/language"_s).toString(), u"de"_s); // the INI of initTestCase
    QSettings().remove(u"ui/language"_s);
}

void DesktopTest::defaultShortcutsDoNotConflict()
{
    ItemListModel items;
    ReviewQueueModel queue;
    MainWindow window(&items, &queue);
    QSettings store(m_dir.filePath(u"shortcuts.ini"_s), QSettings::IniFormat);
    ActionRegistry registry(&store);
    registry.add(window.commands());
    registry.add(window.annotateView()->commands());
    registry.add(window.reviewView()->commands());
    // Counted by hand: File 15 (new, open, demo, who are you, make and merge package, packages for everyone,
    // merge a folder, import, import metric scores, export, export a benchmark task, restore backup, check
    // taxonomy, quit), Settings 1,
    // Help 3 (guidelines,
    // project instructions, about),
    // Annotate 12 (undo, redo, 3 navigation, submit, delete span, definition; suggestions: next, previous,
    // accept, accept and edit), Review 4 (accept, return, next and previous span).
    QCOMPARE(registry.ids().size(), 36);
    QVERIFY(registry.allConflicts().isEmpty());
    // Ctrl+Return finishes in both views: submit for annotators, accept for reviewers.
    QCOMPARE(registry.shortcuts(u"Review.AcceptItem"_s).value(0), QKeySequence(Qt::CTRL | Qt::Key_Return));
    QCOMPARE(registry.shortcuts(u"Annotate.Submit"_s).value(0), QKeySequence(Qt::CTRL | Qt::Key_Return));
}

void DesktopTest::keyboardOnlyAnnotateToSubmit()
{
    const QString path = freshDemo(u"keyboard"_s);
    Application app;
    const QString annotator = DemoProject::annotatorNames().constLast();
    QVERIFY(app.start({path, false, annotator, {}}));
    MainWindow *window = app.window();
    TestHelpers::activate(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    AnnotateView *annotate = window->annotateView();
    SpanTextView *text = annotate->textView();
    // Tab to the text, as a keyboard user does.
    tabUntil(window, [&](QWidget *focus) { return focus == text; });
    QCOMPARE(QApplication::focusWidget(), text);
    // Open demo-12 (new for everyone) with Ctrl+PgDown.
    for (int i = 0; i < 12 && annotate->document()->item().externalId != "demo-12"_L1; ++i) {
        QTest::keyClick(text, Qt::Key_PageDown, Qt::ControlModifier);
    }
    QCOMPARE(annotate->document()->item().externalId, u"demo-12"_s);
    // Select the first word by keyboard; g = Grammar and Usage, 2 = severity.
    QTest::keyClick(text, Qt::Key_Home);
    QTest::keyClick(text, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!text->selection().isEmpty());
    const TextRange word = text->selection();
    QTest::keyClick(text, Qt::Key_G);
    QTest::keyClick(text, Qt::Key_2);
    QCOMPARE(annotate->document()->spans().size(), 1);
    QCOMPARE(annotate->document()->spans().first().range, word);
    QCOMPARE(annotate->document()->spans().first().severityKey, u"2"_s);
    // The span view tells a screen reader what is under the cursor.
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(text);
    QVERIFY(accessible);
    QVERIFY2(accessible->text(QAccessible::Description).contains(u"Grammar and Usage"_s),
             qPrintable(accessible->text(QAccessible::Description)));
    QTest::keyClick(text, Qt::Key_Escape);
    QTest::keyClick(text, Qt::Key_End);
    QCOMPARE(text->accessibleDescription(), u"No span here"_s);
    QTest::keyClick(text, Qt::Key_Home);
    QVERIFY(text->accessibleDescription().startsWith(u"Span here: Grammar and Usage"_s));
    // Back to the span with Ctrl+Tab, then Tab to its rationale and type it.
    QTest::keyClick(text, Qt::Key_Tab, Qt::ControlModifier);
    tabUntil(window, [](QWidget *focus) { return qobject_cast<QPlainTextEdit *>(focus) != nullptr; });
    auto *rationale = qobject_cast<QPlainTextEdit *>(QApplication::focusWidget());
    QVERIFY(rationale);
    QTest::keyClicks(rationale, u"Wrong word."_s);
    QTest::keyClick(rationale, Qt::Key_Return, Qt::ControlModifier); // Submit
    const auto assignments = app.project()->assignments().forItem(annotate->document()->item().id);
    const auto mine = std::find_if(assignments.cbegin(), assignments.cend(),
                                   [&](const Assignment &a) { return a.annotatorId == app.personId(); });
    QVERIFY(mine != assignments.cend());
    QCOMPARE(mine->state, AssignmentState::Submitted);
    QCOMPARE(app.project()
                 ->spans()
                 .spansOfLayer(*app.project()->spans().annotatorLayer(mine->itemId, app.personId()))
                 .first()
                 .rationale,
             u"Wrong word."_s);
}

void DesktopTest::customWidgetsHaveAccessibleNames()
{
    ItemListModel items;
    ReviewQueueModel queue;
    MainWindow window(&items, &queue);
    const QList<QWidget *> custom{window.annotateView(), window.annotateView()->textView(),
                                  window.annotateView()->editor(), window.layerView(), window.layerView()->textView()};
    for (QWidget *widget : custom) {
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
        QVERIFY(accessible);
        QVERIFY2(!accessible->text(QAccessible::Name).isEmpty(), widget->metaObject()->className());
    }
    // Two views of the text are told apart by name.
    QVERIFY(window.annotateView()->textView()->accessibleName() != window.layerView()->textView()->accessibleName());
}

void DesktopTest::guidelinesOpenAtTheSpansType()
{
    const QString path = freshDemo(u"guidelines"_s);
    Application app;
    QVERIFY(app.start({path, false, DemoProject::annotatorNames().constLast(), {}}));
    AnnotateView *annotate = app.window()->annotateView();
    const auto items = app.project()->items().all();
    const auto newItem =
        std::find_if(items.cbegin(), items.cend(), [](const Item &item) { return item.externalId == "demo-12"_L1; });
    QVERIFY(annotate->showItem(newItem->id)); // new, so it can be marked
    SpanTextView *text = annotate->textView();
    TestHelpers::activate(app.window());
    QVERIFY(QTest::qWaitForWindowActive(app.window()));
    text->setFocus();
    QTest::keyClick(text, Qt::Key_Home);
    QTest::keyClick(text, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(text, Qt::Key_O); // Off-prompt
    QCOMPARE(annotate->currentTypeKey(), u"Off-prompt"_s);
    // With nothing selected, the span under the text cursor counts.
    QTest::keyClick(text, Qt::Key_Escape);
    QTest::keyClick(text, Qt::Key_End);
    QCOMPARE(annotate->currentTypeKey(), QString());
    QTest::keyClick(text, Qt::Key_Home);
    QCOMPARE(annotate->currentTypeKey(), u"Off-prompt"_s);
    QString shownKey;
    QString shownText;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<GuidelinesDialog *>(QApplication::activeModalWidget());
        if (dialog) {
            shownKey = dialog->currentTypeKey();
            shownText = dialog->guidelinesText();
            saveScreenshot(dialog, u"guidelines.png"_s);
            dialog->reject();
        }
    });
    app.window()->guidelinesAction()->trigger();
    QCOMPARE(shownKey, u"Off-prompt"_s);
    const QString definition = definitionInFile(u"scarecrow"_s, u"Off-prompt"_s, u"en"_s);
    QVERIFY(!definition.isEmpty());
    QVERIFY2(shownText.contains(definition), qPrintable(shownText));
}

void DesktopTest::guidelinesAreEscapedAndTranslated()
{
    Taxonomy taxonomy;
    TaxonomyNode node;
    node.key = u"Odd"_s;
    node.selectable = true;
    node.name.byLanguage = {{u"en"_s, u"<b>Odd</b> & co"_s}};
    node.definition.byLanguage = {{u"en"_s, u"<img src=x onerror=alert(1)> stays text"_s}};
    taxonomy.nodes << node;
    const QString html = GuidelinesDialog::typeHtml(taxonomy, u"Odd"_s, u"en"_s);
    QVERIFY(!html.contains(u"<img"_s));
    QVERIFY(html.contains(u"&lt;img"_s));
    GuidelinesDialog dialog(taxonomy, u"en"_s);
    dialog.showType(u"Odd"_s);
    QVERIFY(dialog.guidelinesText().contains(u"<img src=x onerror=alert(1)> stays text"_s));
    QVERIFY(dialog.guidelinesText().contains(u"<b>Odd</b> & co"_s));

    // The shipped taxonomies carry Chinese: the dialog shows it for a Chinese UI.
    QString error;
    auto project = Project::open(freshDemo(u"zh-guidelines"_s), &error);
    QVERIFY(project);
    GuidelinesDialog chinese(project->taxonomy(), u"zh_CN"_s);
    chinese.showType(u"Redundant"_s);
    const QString zh = definitionInFile(u"scarecrow"_s, u"Redundant"_s, u"zh_CN"_s);
    QVERIFY(!zh.isEmpty());
    QVERIFY(chinese.guidelinesText().contains(zh));
}

void DesktopTest::projectColoursReachTheViews()
{
    const QString path = freshDemo(u"colours"_s);
    {
        QString error;
        auto project = Project::open(path, &error);
        QVERIFY(project);
        QVERIFY(project->settings().setValue(u"type_colors"_s, uR"({"Grammar_Usage": "#123456"})"_s));
    }
    Application app;
    QVERIFY(app.start({path, false, DemoProject::annotatorNames().first(), {}}));
    AnnotateView *annotate = app.window()->annotateView();
    // An item where this annotator marked Grammar and Usage (and maybe other types).
    SpanRepository repository = app.project()->spans();
    qint64 chosen = 0;
    for (const Item &item : app.project()->items().all()) {
        const auto layer = repository.annotatorLayer(item.id, app.personId());
        for (const Span &span : layer ? repository.spansOfLayer(*layer) : QList<Span>()) {
            chosen = span.typeKey == "Grammar_Usage"_L1 && chosen == 0 ? item.id : chosen;
        }
    }
    QVERIFY(chosen != 0);
    QVERIFY(annotate->showItem(chosen));
    // Every span of the shown item: Grammar_Usage in the project's colour, the rest in the taxonomy's.
    const QList<Span> spans = annotate->document()->spans();
    const QList<SpanVisual> visuals = annotate->textView()->spans();
    QCOMPARE(visuals.size(), spans.size());
    int grammar = 0;
    for (int i = 0; i < spans.size(); ++i) {
        const TaxonomyNode *type = app.project()->taxonomy().node(spans[i].typeKey);
        const bool isGrammar = spans[i].typeKey == "Grammar_Usage"_L1;
        grammar += isGrammar;
        QCOMPARE(visuals[i].color, isGrammar ? QColor(u"#123456"_s) : type->color);
    }
    QVERIFY(grammar > 0);
    // The Colours page of Preferences lists the project's types with the project's colour.
    QString shown;
    QTimer::singleShot(0, this, [&] {
        if (auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget())) {
            dialog->showPage(1);
            const QHash<QString, QColor> overrides = dialog->typeColourOverrides();
            shown = overrides.value(u"Grammar_Usage"_s).name() + u' ' + QString::number(overrides.size());
            // The colours are the coordinator's: an annotator sees them but cannot change them.
            if (dialog->palettePage()->isEditable()) shown += u" editable"_s;
            saveScreenshot(dialog, u"preferences-colours.png"_s);
            dialog->reject();
        }
    });
    app.window()->preferencesAction()->trigger();
    QCOMPARE(shown, u"#123456 1"_s);
}

QTEST_MAIN(DesktopTest)
#include "desktop_test.moc"
