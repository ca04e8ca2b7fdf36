// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"
#include "widgets/layers/layerview.h"

#include "model/generators/demoproject.h"
#include "model/document/annotationdocument.h"
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/projectlock.h"
#include "widgets/annotate/annotateview.h"

#include "tests/testsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// Answers the next modal message box by clicking the button whose text contains `button`, and
// remembers what the box said. Polls, because the box runs its own event loop.
struct ModalAnswer
{
    QString text;
    bool answered = false;

    void arm(const QString &button)
    {
        QTimer::singleShot(20, [this, button] { tryAnswer(button); });
    }
    void tryAnswer(const QString &button)
    {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            arm(button);
            return;
        }
        text = box->text();
        for (QAbstractButton *candidate : box->buttons()) {
            if (candidate->text().remove(u'&').contains(button)) {
                answered = true;
                candidate->click();
                return;
            }
        }
    }
};

} // namespace

// Issue #10 in the real window: a second Errata on the same file gets the choice of read-only or
// cancel, and a file deleted while open is noticed and can be saved elsewhere.
class ProjectFileTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void secondErrataOpensReadOnly();
    void secondErrataMayCancel();
    void deletedWhileOpenIsNoticedAndSavedElsewhere();
    void storageFailuresAreRecognised();
    void fullFileWhileAnnotatingOffersSaveAs();
    void damageFoundAfterOpeningClosesTheProject();

private:
    QTemporaryDir m_dir;
    QString m_template;
};

void ProjectFileTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_template = m_dir.filePath(u"template.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(m_template, &error), qPrintable(error));
}

void ProjectFileTest::secondErrataOpensReadOnly()
{
    const QString path = m_dir.filePath(u"shared ü.errata"_s);
    QVERIFY(QFile::copy(m_template, path));
    ProjectLock other(path); // another Errata has it open
    QVERIFY(other.tryLock());
    const QByteArray before = TestSupport::fileHash(path);
    {
        Application app;
        ModalAnswer answer;
        answer.arm(u"Read-Only"_s);
        QVERIFY(app.start({path, false, DemoProject::annotatorNames().first(), {}}));
        QVERIFY(answer.answered);
        QVERIFY2(answer.text.contains(u"shared ü.errata"_s) && answer.text.contains(u"another Errata"_s),
                 qPrintable(answer.text));
        QVERIFY(app.project() && app.project()->isReadOnly());
        QVERIFY(app.window()->windowTitle().contains(u"read-only"_s));
        QVERIFY(!app.window()->annotateView()->document()); // nothing to edit
        QVERIFY(!app.window()->restoreBackupAction()->isEnabled());
        Item item{0, u"sneaked in"_s, u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
        // As the coordinator, who may add items: the refusal is the read-only file's.
        ItemRepository items = app.project()->items();
        QVERIFY(!items.add(item, app.project()->people().findByName(DemoProject::coordinatorName())->id));
        QVERIFY2(!items.lastError().contains(u"coordinator"_s), qPrintable(items.lastError()));
    }
    QCOMPARE(TestSupport::fileHash(path), before);
}

void ProjectFileTest::secondErrataMayCancel()
{
    const QString path = m_dir.filePath(u"cancelled.errata"_s);
    QVERIFY(QFile::copy(m_template, path));
    ProjectLock other(path);
    QVERIFY(other.tryLock());
    Application app;
    ModalAnswer answer;
    answer.arm(u"Cancel"_s);
    // A screenshot run skips the welcome dialog, so start() comes back with nothing open.
    app.start({path, false, QString(), m_dir.filePath(u"unused.png"_s)});
    QVERIFY(answer.answered);
    QVERIFY(!app.project());
}

void ProjectFileTest::deletedWhileOpenIsNoticedAndSavedElsewhere()
{
    const QString path = m_dir.filePath(u"doomed.errata"_s);
    QVERIFY(QFile::copy(m_template, path));
    Application app;
    QVERIFY(app.start({path, false, DemoProject::coordinatorName(), {}}));
    const qint64 items = app.project()->items().count();
    ModalAnswer answer;
    answer.arm(u"Cancel"_s);
    QVERIFY(QFile::remove(path));
    QTRY_VERIFY_WITH_TIMEOUT(answer.answered, 10000); // the file watcher noticed
    QVERIFY2(answer.text.contains(u"moved or deleted"_s) && answer.text.contains(u"doomed.errata"_s),
             qPrintable(answer.text));
    QVERIFY(answer.text.contains(u"Save As"_s) || answer.text.contains(u"save"_s));
    const QString rescued = m_dir.filePath(u"rescued 语.errata"_s);
    QVERIFY(app.saveCopyAs(rescued));
    QCOMPARE(app.project()->path(), rescued);
    QCOMPARE(app.project()->items().count(), items);
    QVERIFY(app.window()->windowFilePath().endsWith(u"rescued 语.errata"_s));
}

// The window opens without the whole-file check and runs it on a thread (issue #9): a file whose
// damage the first views never read is still found out, closed, and left as it was.
void ProjectFileTest::damageFoundAfterOpeningClosesTheProject()
{
    const QString path = m_dir.filePath(u"damaged 损坏.errata"_s);
    QVERIFY(QFile::copy(m_template, path));
    qint64 page = 0, pageSize = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        // span_by_type: an index no view uses to open or show a project.
        QVERIFY(query.exec(u"SELECT rootpage FROM sqlite_master WHERE name = 'span_by_type'"_s) && query.next());
        page = query.value(0).toLongLong();
        QVERIFY(query.exec(u"PRAGMA page_size"_s) && query.next());
        pageSize = query.value(0).toLongLong();
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
    QFile file(path);
    QVERIFY(page > 1 && file.open(QIODevice::ReadWrite) && file.seek((page - 1) * pageSize));
    QCOMPARE(file.write(QByteArray(pageSize, '\x5a')), pageSize);
    file.close();
    const QByteArray before = TestSupport::fileHash(path);

    Application app;
    ModalAnswer answer;
    answer.arm(u"OK"_s);
    QVERIFY(app.start({path, false, DemoProject::coordinatorName(), {}})); // opened: the check comes after
    QTRY_VERIFY_WITH_TIMEOUT(answer.answered, 60000);
    QVERIFY2(answer.text.contains(u"damaged"_s) && answer.text.contains(u"damaged 损坏.errata"_s)
                 && answer.text.contains(u"backup"_s),
             qPrintable(answer.text));
    QVERIFY(!app.project());
    QVERIFY(!app.window()->windowFilePath().contains(u"damaged"_s));
    // The layer views let go too: they pointed into the closed project's taxonomy.
    QVERIFY(app.window()->layerView()->trackOrder().isEmpty());
    QCOMPARE(TestSupport::fileHash(path), before);
}

void ProjectFileTest::storageFailuresAreRecognised()
{
    // By the driver's result code, from real failures of a real file (the window offered Save As by
    // matching SQLite's English messages before).
    const QString path = m_dir.filePath(u"kinds.errata"_s);
    QString error;
    {
        auto project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Kinds"_s, &error);
        QVERIFY2(project, qPrintable(error));
        PersonRepository people = project->people();
        Person ann{0, u"Ann"_s, Role::Annotator};
        QVERIFY(people.add(ann, 0));
        Person again{0, u"Ann"_s, Role::Annotator};
        QVERIFY(!people.add(again, 0)); // UNIQUE constraint failed: person.name
        QCOMPARE(people.lastErrorKind(), StorageError::Constraint);
        QVERIFY(!isFileFailure(people.lastErrorKind()));
        // A page limit stands in for a full disk (filesystem_test fills a real tmpfs as root).
        QVERIFY(QSqlQuery(project->database().connection()).exec(u"PRAGMA max_page_count = 60"_s));
        ItemRepository items = project->items();
        bool added = true;
        for (int i = 0; added && i < 2000; ++i) {
            Item item{0, u"item %1"_s.arg(i), u"p"_s, QString(2000, u'x'), TextFormat::Plain, {}, {}};
            added = items.add(item, 0);
        }
        QVERIFY(!added);
        QCOMPARE(items.lastErrorKind(), StorageError::Full);
        QVERIFY(isFileFailure(items.lastErrorKind()));
    }
    auto readOnly = Project::openReadOnly(path, &error);
    QVERIFY2(readOnly, qPrintable(error));
    ItemRepository items = readOnly->items();
    Item item{0, u"late"_s, u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
    QVERIFY(!items.add(item, 0));
    QCOMPARE(items.lastErrorKind(), StorageError::ReadOnly);
    QVERIFY(isFileFailure(items.lastErrorKind()));
    QVERIFY2(items.lastError().contains(u"readonly"_s), qPrintable(items.lastError()));
    // A failure that came with no text at all still has a reason to put after the colon.
    QCOMPARE(reasonText(QSqlError()), u"no reason was given"_s);
    QCOMPARE(reasonText(QSqlError(QString(), QString(), QSqlError::StatementError, u"5"_s)),
             u"no reason was given (SQLite result code 5)"_s);
    QCOMPARE(reasonText(u"  "_s), u"no reason was given"_s);
}

// The whole chain, as an annotator meets it: a span that no longer fits in the file fails with
// StorageError::Full in the repository, the document keeps the kind, the annotate view raises
// storageFailed (not a status-bar message), and the window offers Save As with SQLite's reason.
void ProjectFileTest::fullFileWhileAnnotatingOffersSaveAs()
{
    const QString path = m_dir.filePath(u"filling.errata"_s);
    QString error;
    {
        auto project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Fill"_s, &error);
        QVERIFY2(project, qPrintable(error));
        Person cora{0, u"Cora"_s, Role::Coordinator};
        QVERIFY(project->people().add(cora, 0));
        Person ann{0, u"Ann"_s, Role::Annotator};
        QVERIFY(project->people().add(ann, cora.id));
        Item item{0, u"story-1"_s, u"Prompt."_s, u"The cat sat on the mat."_s, TextFormat::Plain, {}, {}};
        QVERIFY(project->items().add(item, cora.id));
        Assignment assignment;
        assignment.itemId = item.id;
        assignment.annotatorId = ann.id;
        QVERIFY(project->assignments().create(assignment, cora.id));
    }
    Application app;
    QVERIFY(app.start({path, false, u"Ann"_s, {}}));
    AnnotateView *view = app.window()->annotateView();
    QVERIFY(view->document());
    QSignalSpy failures(view, &AnnotateView::storageFailed);
    QSignalSpy messages(view, &AnnotateView::messageRaised);
    QVERIFY(QSqlQuery(app.project()->database().connection()).exec(u"PRAGMA max_page_count = 1"_s));
    Span span;
    span.range = {4, 7, TextSide::Generation};
    span.typeKey = u"Grammar_Usage"_s;
    span.severityKey = u"1"_s;
    span.rationale = QString(8000, u'x'); // more than a page: the file must grow, and may not
    QVERIFY(!view->document()->insertSpan(view->document()->spans().size(), span));
    QVERIFY2(view->document()->lastErrorKind() == StorageError::Full, qPrintable(view->document()->lastError()));
    QCOMPARE(failures.size(), 1);
    QVERIFY2(failures.first().first().toString().contains(u"full"_s), qPrintable(failures.first().first().toString()));
    QVERIFY(messages.isEmpty());
    ModalAnswer answer;
    answer.arm(u"Cancel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(answer.answered, 5000); // queued: asked once the failing call has returned
    QVERIFY2(answer.text.contains(u"Save As"_s) || answer.text.contains(u"save"_s), qPrintable(answer.text));
}

QTEST_MAIN(ProjectFileTest)
#include "projectfile_test.moc"
