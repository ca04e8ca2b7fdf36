// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Blindness and anonymity as one rule (issue #42, Visibility): an annotator of a blind, anonymous
// project walks every route the program gives them (their own window, a read-only window, their work
// package, the CLI's printing commands with --as, an export) and nowhere finds a hidden metadata value
// (in any letter case, under keys spelt `Model`, `SYSTEM`, `Top P`), another person's name, or another
// person's unsubmitted spans or rationale. The team server's side is in serversecurity_test.
#include "application.h"
#include "mainwindow.h"
#include "model/document/annotationdocument.h"
#include "model/document/itemlistmodel.h"
#include "model/project/project.h"
#include "model/project/projectlock.h"
#include "model/project/visibility.h"
#include "model/project/workpackage.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/review/goldeditor.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/reviewview.h"
#include "widgets/layers/layerview.h"
#include "widgets/textview/spantextview.h"
#include "widgets/dialogs/whoareyoudialog.h"

#include "showntexts.h"
#include "tests/blindstudy.h"
#include "tests/testsupport.h"

#include <QStandardPaths>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QTimer>
#include <QAbstractButton>
#include <QLineEdit>
#include <QListWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using Errata::TestHelpers::shownTexts;
using TestSupport::Run;

using namespace TestSupport::BlindStudy;

class BlindRoutesTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void ownWindow();
    void readOnlyWindow();
    void package();
    void cliPrintingCommands();
    void exportByNonCoordinator();
    void hiddenKeysInAnyCase();
    void opaqueIdsCountOwnItems();
    void corpusTabNamesAnnotatorsByCode();
    void whoAreYouListsNobodyToAnAnnotator();

private:
    Run cli(const QStringList &arguments) const
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    qint64 personId(const QString &name) const;

    QTemporaryDir m_dir;
    QString m_path;
};

qint64 BlindRoutesTest::personId(const QString &name) const
{
    QString error;
    auto project = Project::open(m_path, &error);
    return project->people().findByName(name)->id;
}

// Six items, three annotators with four each (K = 2), a reviewer and a coordinator. The other
// annotator, Zebulon, has work in progress, with a rationale, on an item Annika has submitted.
void BlindRoutesTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"blind.errata"_s);
    QString error;
    QVERIFY2(TestSupport::BlindStudy::write(m_dir.path(), m_path, &error), qPrintable(error));
}

// Everything the window shows, on every tab Annika can reach, for every item of hers.
static void walkWindow(MainWindow *window, QStringList *seen)
{
    const QList<qint64> queue = window->itemList()->visibleItemIds();
    for (const qint64 item : queue) {
        window->itemList()->selectItem(item);
        for (QTabWidget *tabs : window->findChildren<QTabWidget *>()) {
            if (!tabs->isVisible()) continue;
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabVisible(i) || !tabs->isTabEnabled(i)) continue;
                tabs->setCurrentIndex(i);
                *seen << tabs->tabText(i) << shownTexts(window);
            }
        }
    }
}

void BlindRoutesTest::ownWindow()
{
    Application app;
    QVERIFY(app.start({m_path, false, Self, {}}));
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    QStringList seen;
    walkWindow(app.window(), &seen);
    const QString all = seen.join(u'\n');
    QVERIFY2(leak(all).isEmpty(), qPrintable(leak(all) + u" is in Annika's window"_s));
    QVERIFY(all.contains(u"rivers"_s)); // the metadata that is not hidden is there: the walk read it
    QVERIFY(all.contains(u"#01"_s));
    QVERIFY(app.window()->itemList()->view()->isColumnHidden(ItemListModel::ModelColumn));
}

// A second Errata finds the file held by the first, and opens it read-only: the same rule applies.
void BlindRoutesTest::readOnlyWindow()
{
    ProjectLock holder(m_path);
    QVERIFY(holder.tryLock());
    Application app;
    // The second Errata asks: read-only or cancel. The answer is read-only.
    bool answered = false;
    std::function<void()> answer = [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        for (QAbstractButton *button : box ? box->buttons() : QList<QAbstractButton *>()) {
            if (button->text().remove(u'&').contains(u"Read-Only"_s)) {
                answered = true;
                button->click();
                return;
            }
        }
        QTimer::singleShot(20, &app, answer);
    };
    QTimer::singleShot(20, &app, answer);
    QVERIFY(app.start({m_path, false, Self, {}}));
    QVERIFY(answered);
    QVERIFY(app.project()->isReadOnly());
    app.window()->show();
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    const QList<qint64> queue = app.window()->itemList()->visibleItemIds();
    QCOMPARE(queue.size(), 4); // their four, not the project's six
    QStringList seen;
    walkWindow(app.window(), &seen);
    const QString all = seen.join(u'\n');
    QVERIFY2(leak(all).isEmpty(), qPrintable(leak(all) + u" is in Annika's read-only window"_s));
    for (QWidget *everyones :
         {static_cast<QWidget *>(app.window()->corpusPanel()), static_cast<QWidget *>(app.window()->reviewQueue()),
          static_cast<QWidget *>(app.window()->reviewView()), static_cast<QWidget *>(app.window()->goldEditor())}) {
        auto *tabs = qobject_cast<QTabWidget *>(everyones->parentWidget()->parentWidget());
        QVERIFY(tabs);
        QVERIFY2(!tabs->isTabVisible(tabs->indexOf(everyones)), qPrintable(tabs->tabText(tabs->indexOf(everyones))));
    }
    QVERIFY2(all.contains(u"flows past the old mill"_s), "the item's text, not \"(empty)\"");
    QVERIFY(app.window()->layerView()->textView()->laidOutLineCount(TextSide::Generation) > 0);
}

// The package file, every byte but the texts themselves.
void BlindRoutesTest::package()
{
    QString error;
    auto home = Project::open(m_path, &error);
    QVERIFY2(home, qPrintable(error));
    const qint64 coordinator = home->people().findByName(Others.at(3))->id;
    const QString path = m_dir.filePath(u"annika.errata"_s);
    SplitSummary split;
    QVERIFY2(WorkPackage::split(*home, coordinator, Self, path, &split, &error), qPrintable(error));
    QCOMPARE(split.items, 4);
    const QString bytes = QString::fromLatin1(TestSupport::readAll(path)); // Latin-1: every byte a character
    QVERIFY(!bytes.isEmpty());
    QVERIFY2(leak(bytes).isEmpty(), qPrintable(leak(bytes) + u" is in Annika's package"_s));
    QVERIFY(bytes.contains(Self));
}

// Printing commands asked as Annika print nothing of everyone's work; asked as the coordinator they do
// (so the refusal is the rule's, not a broken command).
void BlindRoutesTest::cliPrintingCommands()
{
    const QList<QStringList> printing{{u"info"_s},
                                      {u"stats"_s, u"--measure"_s, u"coverage"_s, u"--by"_s, u"annotator"_s},
                                      {u"agreement"_s},
                                      {u"annotators"_s},
                                      {u"history"_s, u"--item"_s, u"corpid-1"_s},
                                      {u"review-status"_s},
                                      {u"progress"_s, u"--matrix"_s}};
    for (const QStringList &command : printing) {
        const QStringList args = QStringList{command.first(), m_path} + command.mid(1);
        const Run asAnnotator = cli(args + QStringList{u"--as"_s, Self});
        const QString said = asAnnotator.out + asAnnotator.err;
        QVERIFY2(leak(said).isEmpty(), qPrintable(command.first() + u": "_s + leak(said)));
        QVERIFY2(asAnnotator.exitCode == 1 && asAnnotator.err.contains(u"for reviewers and coordinators"_s),
                 qPrintable(command.first() + u": "_s + said));
        const Run asCoordinator = cli(args + QStringList{u"--as"_s, Others.at(3)});
        QVERIFY2(asCoordinator.exitCode == 0, qPrintable(command.first() + u": "_s + asCoordinator.err));
    }
    // A reviewer's figures name annotators by the codes of their window (A1 is Annika, who handed in).
    const Run byAnnotator =
        cli({u"stats"_s, m_path, u"--measure"_s, u"coverage"_s, u"--by"_s, u"annotator"_s, u"--as"_s, Others.at(2)});
    QVERIFY2(byAnnotator.exitCode == 0 && byAnnotator.out.contains(u"A1"_s), qPrintable(byAnnotator.err));
    QVERIFY2(!byAnnotator.out.contains(Self), qPrintable(byAnnotator.out));
    const Run instructions = cli({u"instructions"_s, m_path});
    QVERIFY2(instructions.exitCode == 0, qPrintable(instructions.err)); // what every role may read
}

// An export is everyone's work: the window offers it to the coordinator alone, the CLI refuses it to
// Annika, and it holds the hidden values (so the refusal is what keeps them from her).
void BlindRoutesTest::exportByNonCoordinator()
{
    const QString out = m_dir.filePath(u"export.jsonl"_s);
    const Run refused = cli({u"export"_s, m_path, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, out, u"--as"_s, Self});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(!QFile::exists(out));
    const Run made = cli({u"export"_s, m_path, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, out});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    QVERIFY(QString::fromUtf8(TestSupport::readAll(out)).contains(u"SecretModelQ"_s));
    Application app;
    QVERIFY(app.start({m_path, false, Self, {}}));
    QVERIFY(!app.window()->exportAction()->isEnabled());
    QVERIFY(!app.window()->exportTaskAction()->isEnabled());
}

// `Model`, `SYSTEM` and `Top P` are the keys `model`, `system` and `top_p` the project hides.
void BlindRoutesTest::hiddenKeysInAnyCase()
{
    QString error;
    auto project = Project::open(m_path, &error);
    const Visibility annika(*project, personId(Self), Role::Annotator);
    for (const char *key : {"Model", "MODEL", " model ", "SYSTEM", "Top P", "top-p", "TOP_P"}) {
        QVERIFY2(annika.hidesKey(QString::fromLatin1(key)), key);
    }
    QVERIFY(!annika.hidesKey(u"topic"_s));
    const Visibility reviewer(*project, personId(Others.at(2)), Role::Reviewer);
    QVERIFY(!reviewer.hidesKey(u"Model"_s));
}

// Annika has four of the six items: #01 … #04, and the footer counts four.
void BlindRoutesTest::opaqueIdsCountOwnItems()
{
    Application app;
    QVERIFY(app.start({m_path, false, Self, {}}));
    const QString all = shownTexts(app.window()).join(u'\n');
    for (const QString &label : {u"#01"_s, u"#02"_s, u"#03"_s, u"#04"_s})
        QVERIFY2(all.contains(label), qPrintable(label));
    QVERIFY(!all.contains(u"#05"_s) && !all.contains(u"#06"_s));
    QVERIFY2(all.contains(u"4 of 4 items"_s), qPrintable(all));
    QVERIFY(app.window()->annotateView()->statusText().contains(u"of 4"_s));
}

// A reviewer's Corpus tab, grouped by annotator, names them A1, A2, … as every other view does.
void BlindRoutesTest::corpusTabNamesAnnotatorsByCode()
{
    Application app;
    QVERIFY(app.start({m_path, false, Others.at(2), {}}));
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    CorpusPanel *corpus = app.window()->corpusPanel();
    auto *tabs = qobject_cast<QTabWidget *>(corpus->parentWidget()->parentWidget());
    QVERIFY(tabs);
    tabs->setCurrentWidget(corpus);
    QTRY_VERIFY_WITH_TIMEOUT(!corpus->isBusy() && corpus->corpusTable().items() == 6, 20000);
    corpus->setGroupBy(u"annotator"_s); // the "Span coverage by Annotator"
    QTRY_VERIFY_WITH_TIMEOUT(!corpus->isBusy() && !corpus->result().groups.isEmpty(), 20000);
    QStringList groups;
    for (const QStringList &group : corpus->result().groups) groups << group;
    QVERIFY2(groups.contains(u"A1"_s), qPrintable(groups.join(u", "_s))); // Annika, the one handed-in layer
    const QString all = groups.join(u'\n') + shownTexts(corpus).join(u'\n');
    for (const QString &name : {Self, Others.at(0), Others.at(1)}) {
        QVERIFY2(!all.contains(name) && !all.contains(name.section(u' ', 0, 0)), qPrintable(name));
    }
}

// On a file at home anyone may say they are anyone: the dialog says so, and to an annotator of a
// blind study it lists only themselves (no names, no click into the coordinator's view).
void BlindRoutesTest::whoAreYouListsNobodyToAnAnnotator()
{
    QString error;
    auto project = Project::open(m_path, &error);
    const qint64 self = personId(Self);
    QVERIFY(!Visibility(*project, self, Role::Annotator).mayListEveryone());
    QVERIFY(Visibility(*project, personId(Others.at(2)), Role::Reviewer).mayListEveryone());
    const QList<Person> people = project->people().all();
    WhoAreYouDialog dialog(people, self, nullptr, false);
    const QString all = shownTexts(&dialog).join(u'\n') + dialog.findChild<QListWidget *>()->item(0)->text();
    QCOMPARE(dialog.findChild<QListWidget *>()->count(), 1);
    QVERIFY2(leak(all).isEmpty(), qPrintable(leak(all)));
    QCOMPARE(dialog.personId(), self);
    QVERIFY(dialog.findChild<QLabel *>(u"who-caveat"_s)->text().contains(u"team server"_s));
    dialog.findChild<QLineEdit *>()->setText(Others.at(3)); // typed in full: no lock, but no list either
    QCOMPARE(dialog.personId(), personId(Others.at(3)));
    WhoAreYouDialog everyone(people, self, nullptr, true);
    QCOMPARE(everyone.findChild<QListWidget *>()->count(), people.size());
}

QTEST_MAIN(BlindRoutesTest)
#include "blindroutes_test.moc"
