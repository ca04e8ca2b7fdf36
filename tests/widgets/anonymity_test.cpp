// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Anonymity that holds (issue #23): in a project with anonymous annotators, an annotator walks every view
// they have, on every item of their queue, and no other person's name is anywhere in what the window
// shows (labels, buttons, lists, tables, trees, tooltips, the status bar); a reviewer sees the same code
// for an annotator in the Review Queue, the Review tab and the Layers view, and the coordinator, who
// does not annotate, takes no annotator's code.
#include "application.h"
#include "mainwindow.h"
#include "model/generators/demoproject.h"
#include "model/project/displaynames.h"
#include "model/project/project.h"
#include "model/project/workpackage.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "widgets/items/itemlistpanel.h"

#include "showntexts.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>

using namespace Qt::StringLiterals;
using namespace Errata;
using Errata::TestHelpers::shownTexts;

class AnonymityTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void annotatorSeesNoOtherName();
    void codesAgreeAcrossViews();
    void packageHoldsNoOtherName();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void AnonymityTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"anonymous.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(m_path, &error), qPrintable(error));
    auto project = Project::open(m_path, &error);
    QVERIFY(project->settings().setValue(SettingKey::AnonymousAnnotators, u"1"_s));
}

void AnonymityTest::annotatorSeesNoOtherName()
{
    const QString self = DemoProject::annotatorNames().at(1);
    QStringList others = DemoProject::annotatorNames();
    others.removeAll(self);
    others << DemoProject::reviewerName() << DemoProject::coordinatorName();
    Application app;
    QVERIFY(app.start({m_path, false, self, {}}));
    MainWindow *window = app.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    int views = 0;
    bool codesSeen = false; // the walk reads what it should: colleagues do appear, by code
    const QList<qint64> queue = window->itemList()->visibleItemIds();
    QVERIFY(queue.size() >= 5);
    for (const qint64 item : queue) {
        window->itemList()->selectItem(item);
        for (QTabWidget *tabs : window->findChildren<QTabWidget *>()) {
            if (!tabs->isVisible()) continue;
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabVisible(i)) continue;
                tabs->setCurrentIndex(i);
                const QString all = shownTexts(window).join(u'\n');
                for (const QString &name : std::as_const(others)) {
                    QVERIFY2(!all.contains(name), qPrintable(u"%1 is shown on tab %2"_s.arg(name, tabs->tabText(i))));
                    QVERIFY2(!all.contains(name.section(u' ', 0, 0) + u' '), qPrintable(name)); // nor a first name
                }
                codesSeen = codesSeen || all.contains(u"A10"_s);
                ++views;
            }
        }
    }
    QVERIFY(views >= queue.size());
    QVERIFY(codesSeen);
}

void AnonymityTest::codesAgreeAcrossViews()
{
    QString error;
    auto project = Project::open(m_path, &error);
    const qint64 reviewer = project->people().findByName(DemoProject::reviewerName())->id;
    const qint64 coordinator = project->people().findByName(DemoProject::coordinatorName())->id;
    const qint64 bao = project->people().findByName(DemoProject::annotatorNames().at(1))->id;
    const QHash<qint64, QString> asReviewer = DisplayNames::forViewer(*project, reviewer, Role::Reviewer);
    const QHash<qint64, QString> asAnnotator = DisplayNames::forViewer(*project, bao, Role::Annotator);
    const QHash<qint64, QString> asCoordinator = DisplayNames::forViewer(*project, coordinator, Role::Coordinator);
    // Ten annotators, A1 … A10 in the project's order, whoever looks; the staff keep their names for
    // each other and have codes for annotators.
    QStringList codes;
    for (const QString &name : DemoProject::annotatorNames()) {
        const qint64 id = project->people().findByName(name)->id;
        QCOMPARE(asCoordinator.value(id), asReviewer.value(id));
        if (id != bao) QCOMPARE(asAnnotator.value(id), asReviewer.value(id));
        codes << asReviewer.value(id);
    }
    QCOMPARE(codes,
             (QStringList{u"A1"_s, u"A2"_s, u"A3"_s, u"A4"_s, u"A5"_s, u"A6"_s, u"A7"_s, u"A8"_s, u"A9"_s, u"A10"_s}));
    QCOMPARE(asAnnotator.value(bao), DemoProject::annotatorNames().at(1));   // their own name
    QCOMPARE(asReviewer.value(coordinator), DemoProject::coordinatorName()); // not "A1"
    QCOMPARE(asAnnotator.value(reviewer), u"R1"_s);
    QCOMPARE(asAnnotator.value(coordinator), u"R2"_s); // the demo's coordinator reviews too
    // The reviewer's window: the Review Queue names annotators as the Review tab does.
    project.reset();
    Application app;
    QVERIFY(app.start({m_path, false, DemoProject::reviewerName(), {}}));
    const QString queue = shownTexts(app.window()).join(u'\n');
    for (const QString &name : DemoProject::annotatorNames()) QVERIFY2(!queue.contains(name), qPrintable(name));
    QVERIFY(queue.contains(u"A2"_s));
}

// The package is in the annotator's hands: the file itself, every byte of it, holds no other person's
// name (people, review threads, claims, history), and it still comes home.
void AnonymityTest::packageHoldsNoOtherName()
{
    QString error;
    auto home = Project::open(m_path, &error);
    QVERIFY2(home, qPrintable(error));
    const QString self = DemoProject::annotatorNames().at(1);
    const qint64 coordinator = home->people().findByName(DemoProject::coordinatorName())->id;
    const QString path = m_dir.filePath(u"bao.errata"_s);
    SplitSummary split;
    {
        auto package = WorkPackage::split(*home, coordinator, self, path, &split, &error);
        QVERIFY2(package, qPrintable(error));
        QStringList names;
        for (const Person &person : package->people().all()) names << person.name;
        QVERIFY2(names.contains(self) && names.contains(u"R1"_s), qPrintable(names.join(u", "_s)));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    {
        // The texts themselves may name anyone (a demo article quotes "Councilmember Rosa Delgado"): they
        // are the work, not a leak. Everything else in the file is searched.
        auto package = Project::open(path, &error);
        QVERIFY2(package, qPrintable(error));
        for (const Item &item : package->items().all()) {
            bytes.replace(item.generation.toUtf8(), QByteArray());
            bytes.replace(item.prompt.toUtf8(), QByteArray());
        }
    }
    QStringList others = DemoProject::annotatorNames();
    others.removeAll(self);
    others << DemoProject::reviewerName() << DemoProject::coordinatorName();
    for (const QString &name : std::as_const(others)) {
        QVERIFY2(!bytes.contains(name.toUtf8()), qPrintable(name + u" is in the package file"_s));
    }
    QVERIFY(bytes.contains(self.toUtf8()));
    file.close();
    auto package = Project::open(path, &error);
    QVERIFY2(package, qPrintable(error));
    MergeSummary merged;
    QVERIFY2(WorkPackage::merge(*home, coordinator, *package, &merged, &error), qPrintable(error));
}

QTEST_MAIN(AnonymityTest)
#include "anonymity_test.moc"
