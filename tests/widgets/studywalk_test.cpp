// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The whole loop as its people meet it (issue #23): the coordinator makes a study with errata-cli (an
// anonymous, blind project, two annotators, a reviewer, two texts) and hands Ann her work in a package;
// Ann annotates in the window the package opens; the coordinator merges; Rita reviews in her window and
// returns one item; Ann, in a second package, sees the return and the reason, amends and submits;
// Rita accepts. At each step the test asserts what that person's window shows, and what it must not.
#include "application.h"
#include "mainwindow.h"
#include "model/document/annotationdocument.h"
#include "model/document/reviewsession.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/items/itemlistpanel.h"

#include "showntexts.h"
#include "tests/testsupport.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;
using namespace TestSupport;

namespace {
// A name as a word: "Ann" is in "Annotate", and that is no leak.
QRegularExpression word(const QString &name)
{
    return QRegularExpression(u"\\b"_s + QRegularExpression::escape(name) + u"\\b"_s);
}
} // namespace

class StudyWalkTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void coordinatorAnnotatorReviewer();

private:
    void cli(const QStringList &arguments)
    {
        const Run run = runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
        QVERIFY2(run.exitCode == 0, qPrintable(arguments.join(u' ') + u": "_s + run.err));
    }
    void annotateInPackage(const QString &package, int expectItems, const QString &mustSee);
    void review(bool returnOne);
    QString shown(Application &app) { return shownTexts(app.window()).join(u'\n'); }

    QTemporaryDir m_dir;
    QString m_home;
};

// Ann's window on her package: only her items, under labels (blind), nobody's name but hers
// (anonymous), and what she must see; she marks the first word of every open item and submits.
void StudyWalkTest::annotateInPackage(const QString &package, int expectItems, const QString &mustSee)
{
    Application app;
    QVERIFY(app.start({package, false, {}, {}})); // a package opens as its owner, asking nothing
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    const qint64 ann = app.project()->people().findByName(u"Ann"_s)->id;
    QCOMPARE(app.personId(), ann);
    const QList<qint64> items = app.window()->itemList()->visibleItemIds();
    QCOMPARE(items.size(), expectItems);
    bool seen = mustSee.isEmpty();
    for (const qint64 item : items) {
        app.window()->itemList()->selectItem(item);
        const QString all = shown(app);
        for (const QString &hidden : {u"Ben"_s, u"Rita"_s, u"Cora"_s, u"model-x"_s, u"t1"_s}) {
            QVERIFY2(!all.contains(word(hidden)), qPrintable(hidden + u" is shown to Ann"_s));
        }
        seen = seen || all.contains(mustSee);
        AnnotationDocument *doc = app.window()->annotateView()->document();
        const AssignmentState state = doc->assignment().state;
        if (state != AssignmentState::New && state != AssignmentState::Returned
            && state != AssignmentState::InProgress) {
            continue; // handed in, in review or accepted: nothing to do
        }
        while (!doc->spans().isEmpty()) QVERIFY(doc->removeSpan(0)); // an amendment starts over
        Span span;
        span.range = {0, 2, TextSide::Generation};
        span.typeKey = u"Grammar_Usage"_s;
        span.severityKey = u"2"_s;
        span.rationale = u"wrong word"_s;
        QVERIFY2(doc->insertSpan(0, span), qPrintable(doc->lastError()));
        QVERIFY2(doc->submit(), qPrintable(doc->lastError()));
    }
    QVERIFY2(seen, qPrintable(mustSee + u" was not shown to Ann"_s));
}

// Rita's window on the home project: the handed-in work in the queue, Ann by her code only. She accepts
// everything, or returns Ann's item on the first text with a reason.
void StudyWalkTest::review(bool returnOne)
{
    Application app;
    QVERIFY(app.start({m_home, false, u"Rita"_s, {}}));
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    const QString all = shown(app);
    QVERIFY2(!all.contains(word(u"Ann"_s)) && !all.contains(word(u"Ben"_s)), "annotators are codes to the reviewer");
    QVERIFY2(all.contains(u"A1"_s), "the queue names the work by annotator code");
    Project &home = *app.project();
    const qint64 rita = home.people().findByName(u"Rita"_s)->id;
    const qint64 ann = home.people().findByName(u"Ann"_s)->id;
    for (const Assignment &a : home.assignments().all()) {
        if (a.annotatorId != ann || a.state != AssignmentState::Submitted) continue;
        ReviewSession session(home, rita, a.id);
        QVERIFY2(session.claim(), qPrintable(session.lastError()));
        const bool back = returnOne && home.items().find(a.itemId)->externalId == "t1"_L1;
        for (const Span &span : session.spans()) {
            QVERIFY(session.decide(span.id, back ? SpanDecision::Reject : SpanDecision::Accept,
                                   back ? u"Mark the verb, not the article."_s : QString()));
        }
        QVERIFY2(back ? session.returnForAmendment(u"See the span comment."_s) : session.accept(),
                 qPrintable(session.lastError()));
    }
}

void StudyWalkTest::coordinatorAnnotatorReviewer()
{
    m_home = m_dir.filePath(u"study.errata"_s);
    QFile texts(m_dir.filePath(u"texts.csv"_s));
    QVERIFY(texts.open(QIODevice::WriteOnly));
    texts.write("id,text,model\nt1,An cat sat on the mat.,model-x\nt2,The dogs runs home.,model-x\n");
    texts.close();
    // The coordinator, with the CLI from an empty folder.
    cli({u"init"_s, m_home, u"--coordinator"_s, u"Cora"_s, u"--anonymous"_s});
    cli({u"people"_s, u"add"_s, m_home, u"Ann"_s, u"Ben"_s});
    cli({u"people"_s, u"add"_s, m_home, u"Rita"_s, u"--role"_s, u"reviewer"_s});
    cli({u"items"_s, u"add"_s, m_home, u"--format"_s, u"csv"_s, texts.fileName()});
    cli({u"assign"_s, m_home, u"--per-item"_s, u"2"_s});
    cli({u"package"_s, u"split"_s, m_home, u"--annotator"_s, u"Ann"_s, u"-o"_s, m_dir.filePath(u"ann1.errata"_s)});
    annotateInPackage(m_dir.filePath(u"ann1.errata"_s), 2, QString());
    cli({u"package"_s, u"merge"_s, m_home, m_dir.filePath(u"ann1.errata"_s)});
    review(true);
    // Ann's second package: the returned item, with the reviewer's reason, under the reviewer's code.
    cli({u"package"_s, u"split"_s, m_home, u"--annotator"_s, u"Ann"_s, u"-o"_s, m_dir.filePath(u"ann2.errata"_s)});
    annotateInPackage(m_dir.filePath(u"ann2.errata"_s), 2, u"Mark the verb, not the article."_s);
    cli({u"package"_s, u"merge"_s, m_home, m_dir.filePath(u"ann2.errata"_s)});
    review(false);
    QString error;
    auto home = Project::openReadOnly(m_home, &error);
    QVERIFY2(home, qPrintable(error));
    const qint64 ann = home->people().findByName(u"Ann"_s)->id;
    int accepted = 0;
    for (const Assignment &a : home->assignments().all()) {
        if (a.annotatorId == ann) accepted += a.state == AssignmentState::Accepted ? 1 : 0;
    }
    QCOMPARE(accepted, 2);
}

QTEST_MAIN(StudyWalkTest)
#include "studywalk_test.moc"
