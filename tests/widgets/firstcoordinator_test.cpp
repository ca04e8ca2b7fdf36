// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a project nobody coordinates: one made by `errata-cli init` has nobody in it (it could
// not be used at all), and an imported corpus has only its raters. The window offers to make the
// user its first coordinator; --screenshot never waits for a person that is not there.
#include "application.h"
#include "mainwindow.h"

#include "model/document/annotationdocument.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/workpackage.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/domain/taxonomyloader.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/dialogs/whoareyoudialog.h"

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "widgettesthelpers.h"
#include "tests/testsupport.h"

using namespace Qt::StringLiterals;
using namespace Errata;

class FirstCoordinatorTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void emptyProjectGetsItsCoordinator();
    void importedCorpusCanStillBeUsedAsARater();
    void screenshotWithAnUnknownPersonFailsAtOnce();
    void raterOpensOnTheirOwnFirstItem();
    void typingAnExistingNameSaysSo();
    void packageOpensAsItsOwner();

private:
    QString emptyProject(const QString &name, const QStringList &annotators);
    // Answers every modal dialog that opens: `answer` gets it and returns true to accept it.
    void answerDialogs(const std::function<bool(QWidget *)> &answer);
    QTemporaryDir m_dir;
    QStringList m_seen; // class names of the dialogs answered, in order
    QPointer<QTimer> m_answering;
};

void FirstCoordinatorTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // keep the user's settings out of it
}

QString FirstCoordinatorTest::emptyProject(const QString &name, const QStringList &annotators)
{
    QString error;
    const QString path = m_dir.filePath(name);
    auto project = Project::create(path, *TaxonomyLoader::builtin(u"tgea"_s).taxonomy, u"T"_s, &error);
    if (!project) return {};
    for (const QString &annotator : annotators) {
        Person person{0, annotator, Role::Annotator};
        if (!project->people().add(person, 0)) return {}; // as an import adds its raters
    }
    return path;
}

void FirstCoordinatorTest::answerDialogs(const std::function<bool(QWidget *)> &answer)
{
    m_seen.clear();
    delete m_answering; // the previous test's
    auto *timer = new QTimer(this);
    m_answering = timer;
    connect(timer, &QTimer::timeout, this, [this, timer, answer] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        m_seen << QString::fromLatin1(dialog->metaObject()->className());
        answer(dialog) ? dialog->accept() : dialog->reject();
        if (m_seen.size() > 5) timer->stop(); // a loop of dialogs fails the comparisons below
    });
    timer->start(20);
}

void FirstCoordinatorTest::emptyProjectGetsItsCoordinator()
{
    const QString path = emptyProject(u"empty.errata"_s, {});
    QVERIFY(!path.isEmpty());
    answerDialogs([](QWidget *dialog) {
        if (auto *input = qobject_cast<QInputDialog *>(dialog)) {
            input->setTextValue(u"  Mei Lin "_s);
            TestHelpers::saveScreenshot(input, u"first-coordinator.png"_s);
        }
        return true;
    });
    Application app;
    QVERIFY(app.start({path, false, {}, {}}));
    QCOMPARE(m_seen, QStringList{u"QInputDialog"_s});
    QString error;
    auto project = Project::openReadOnly(path, &error);
    const QList<Person> people = project->people().all();
    QCOMPARE(people.size(), 1);
    QCOMPARE(people.first().name, u"Mei Lin"_s);
    QVERIFY(people.first().roles.testFlag(Role::Coordinator));
    QCOMPARE(app.personId(), people.first().id);
    QVERIFY(app.window()->importAction()->isEnabled()); // a coordinator's action: items can now come in
}

void FirstCoordinatorTest::importedCorpusCanStillBeUsedAsARater()
{
    const QString path = emptyProject(u"imported.errata"_s, {u"rater1"_s, u"rater2"_s});
    QVERIFY(!path.isEmpty());
    // Cancel the offer, then choose a rater in Who are you?
    answerDialogs([](QWidget *dialog) { return qobject_cast<WhoAreYouDialog *>(dialog) != nullptr; });
    Application app;
    QVERIFY(app.start({path, false, {}, {}}));
    QCOMPARE(m_seen, (QStringList{u"QInputDialog"_s, u"Errata::WhoAreYouDialog"_s}));
    QString error;
    auto project = Project::openReadOnly(path, &error);
    QCOMPARE(project->people().all().size(), 2); // nobody added
    QVERIFY(app.personId() != 0);
    QCOMPARE(project->people().find(app.personId())->roles, Roles(Role::Annotator));
}

void FirstCoordinatorTest::screenshotWithAnUnknownPersonFailsAtOnce()
{
    const QString path = emptyProject(u"shot.errata"_s, {u"rater1"_s, u"rater2"_s});
    QVERIFY(!path.isEmpty());
    QProcess errata;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    environment.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
    errata.setProcessEnvironment(environment);
    const QString png = m_dir.filePath(u"shot.png"_s);
    errata.start(TestSupport::built(ERRATA_APP_PATH), {path, u"--as"_s, u"Nobody Here"_s, u"--screenshot"_s, png});
    QVERIFY(errata.waitForFinished(60000)); // it used to wait for a dialog nobody could answer
    QCOMPARE(errata.exitCode(), 1);
    const QString err = QString::fromUtf8(errata.readAllStandardError());
    QVERIFY2(err.contains(u"“Nobody Here”"_s) && err.contains(u"rater1, rater2"_s), qPrintable(err));
    QVERIFY(!QFile::exists(png));
    // Without --as a screenshot cannot ask who you are either.
    errata.start(TestSupport::built(ERRATA_APP_PATH), {path, u"--screenshot"_s, png});
    QVERIFY(errata.waitForFinished(60000));
    QCOMPARE(errata.exitCode(), 1);
    QVERIFY(QString::fromUtf8(errata.readAllStandardError()).contains(u"--as NAME"_s));
}

// An imported corpus opened as a rater whose items are not the project's first: the window used to
// load the project's first item for them too, and said "This item is not assigned to you."
void FirstCoordinatorTest::raterOpensOnTheirOwnFirstItem()
{
    const QString path = emptyProject(u"raters.errata"_s, {u"rater1"_s, u"rater2"_s});
    QVERIFY(!path.isEmpty());
    qint64 ownItem = 0;
    {
        QString error;
        auto project = Project::open(path, &error);
        for (const QString &id : {u"first"_s, u"second"_s}) {
            Item item{0, id, u"Source."_s, u"Target text."_s, TextFormat::Plain, {}, {}};
            QVERIFY(project->items().add(item, 0));
            Assignment assignment;
            assignment.itemId = item.id;
            assignment.annotatorId = project->people().findByName(id == "first"_L1 ? u"rater2"_s : u"rater1"_s)->id;
            // Nobody coordinates the project, so anyone may assign (the history names who did).
            QVERIFY(project->assignments().create(assignment, assignment.annotatorId));
            ownItem = id == "second"_L1 ? item.id : ownItem;
        }
    }
    Application app;
    QVERIFY(app.start({path, false, u"rater1"_s, {}}));
    QCOMPARE(app.window()->annotateView()->document()->item().id, ownItem);
    QCOMPARE(app.window()->statusBar()->currentMessage(), QString());
}

// Asked to become the coordinator, a rater types their own name: they are told, in words, to pick
// themselves from the list (it used to be "UNIQUE constraint failed: person.name"), and nobody is added.
void FirstCoordinatorTest::typingAnExistingNameSaysSo()
{
    const QString path = emptyProject(u"existing.errata"_s, {u"rater1"_s, u"rater2"_s});
    QVERIFY(!path.isEmpty());
    QString said;
    answerDialogs([&said](QWidget *dialog) {
        if (auto *input = qobject_cast<QInputDialog *>(dialog)) input->setTextValue(u"rater1"_s);
        if (auto *box = qobject_cast<QMessageBox *>(dialog)) said = box->text();
        return true;
    });
    Application app;
    QVERIFY(app.start({path, false, {}, {}}));
    QCOMPARE(m_seen, (QStringList{u"QInputDialog"_s, u"QMessageBox"_s, u"Errata::WhoAreYouDialog"_s}));
    QCOMPARE(said, u"“rater1” is already one of this project's people: choose them in the list that follows."_s);
    QString error;
    QCOMPARE(Project::openReadOnly(path, &error)->people().all().size(), 2);
}

// A work package knows its annotator: it opens as them, with no question at all (it used to offer to
// make the annotator its coordinator, since a package has no coordinator of its own).
void FirstCoordinatorTest::packageOpensAsItsOwner()
{
    QString error;
    const QString home = m_dir.filePath(u"home.errata"_s);
    QVERIFY2(DemoProject::create(home, &error), qPrintable(error));
    auto project = Project::open(home, &error);
    const QString owner = DemoProject::annotatorNames().at(2);
    SplitSummary summary;
    const QString packagePath = m_dir.filePath(u"package.errata"_s);
    QVERIFY2(WorkPackage::split(*project, DemoProject::coordinatorId(*project), owner, packagePath, &summary, &error),
             qPrintable(error));
    project.reset();
    answerDialogs([](QWidget *) { return true; });
    Application app;
    QVERIFY(app.start({packagePath, false, {}, {}}));
    QCOMPARE(m_seen, QStringList());
    auto package = Project::openReadOnly(packagePath, &error);
    QCOMPARE(package->people().find(app.personId())->name, owner);
    QVERIFY(app.window()->annotateView()->document()); // on their first item
}

QTEST_MAIN(FirstCoordinatorTest)
#include "firstcoordinator_test.moc"
