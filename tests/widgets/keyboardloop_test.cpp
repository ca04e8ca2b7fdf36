// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/textview/spantextview.h"

#include <QApplication>
#include <QDialog>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QPointer>
#include <QTimer>

#include <functional>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

namespace {
// "The cat sat on the mat. The cat sat on the mat again." — offsets counted by hand:
// "cat" 4–7, "sat" 8–11, "mat again" 43–52, "again" 47–52.
const QString Generation = u"The cat sat on the mat. The cat sat on the mat again."_s;
constexpr TextRange Cat{4, 7, TextSide::Generation};
constexpr TextRange Sat{8, 11, TextSide::Generation};
constexpr TextRange MatAgain{43, 52, TextSide::Generation};
constexpr TextRange Again{47, 52, TextSide::Generation};
} // namespace

// The whole annotate → submit → claim → decide → return → amend → resubmit → accept loop through the
// real window, offscreen, with key presses only: every key goes to whatever has the keyboard focus
// (never to a widget the test picks), dialogs are answered with keys too, and the project file is
// read back through a second, read-only connection after every step.
class KeyboardLoopTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void wholeLoopWithTheKeyboardOnly();

private:
    // A key as the keyboard sends it: to the focus widget of the active window, a modal dialog when one is open.
    static QWidget *keyboardTarget();
    static void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    static void type(const QString &text);
    // Arms the answer to the modal dialog that the next key opens: keys only, from a timer.
    void answerDialog(const std::function<void()> &keys);
    // Presses the key that opens a modal dialog and answers it with keys; then, as a window manager
    // would, the main window is active again. False when the keys did not close the dialog.
    bool throughDialog(Qt::Key key, Qt::KeyboardModifiers modifiers, const std::function<void()> &keys);
    // Tab (at most 60 times) until the focus widget satisfies wanted.
    static bool tabUntil(const std::function<bool(QWidget *)> &wanted);
    void switchPerson(int rowsDown);
    void switchToByName(const QString &name);
    void annotateAndSubmit();
    void claimFromQueue();
    void decideAndReturn();
    void amendAndResubmit();
    void acceptTheAmendment();

    struct FileState
    {
        Assignment assignment;
        QList<Span> spans; // Ann's layer, in text order
        QStringList history;
        QList<ReviewEvent> events;
    };
    FileState readFile() const;

    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_annId = 0;
    qint64 m_revId = 0;
    std::unique_ptr<Application> m_app;
    bool m_dialogAnswered = false;
};

void KeyboardLoopTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(u"config"_s));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(u"config"_s));
    m_path = m_dir.filePath(u"keyboard.errata"_s);
    QString error;
    auto project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Keys"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person ann{0, u"Ann"_s, Role::Annotator}, rev{0, u"Rev"_s, Role::Reviewer};
    QVERIFY(project->people().add(ann, 0) && project->people().add(rev, 0));
    m_annId = ann.id;
    m_revId = rev.id;
    Item item{0, u"story-1"_s, u"Write about a cat."_s, Generation, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, 0));
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = ann.id;
    QVERIFY(project->assignments().create(assignment, rev.id));
}

void KeyboardLoopTest::cleanup()
{
    m_app.reset(); // a failed step must not leave the project locked for the next test
}

QWidget *KeyboardLoopTest::keyboardTarget()
{
    // The offscreen platform does not always move QApplication::focusWidget() into a dialog it
    // activates; the dialog's own focus widget is where a keyboard's keys go.
    if (QWidget *modal = QApplication::activeModalWidget()) return modal->focusWidget();
    return QApplication::focusWidget() ? QApplication::focusWidget() : QApplication::activeWindow();
}

void KeyboardLoopTest::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QWidget *target = keyboardTarget();
    QVERIFY2(target, "nothing has the keyboard focus");
    QTest::keyClick(target, key, modifiers);
}

void KeyboardLoopTest::type(const QString &text)
{
    QWidget *target = keyboardTarget();
    QVERIFY2(target, "nothing has the keyboard focus");
    QTest::keyClicks(target, text);
}

void KeyboardLoopTest::answerDialog(const std::function<void()> &keys)
{
    m_dialogAnswered = false;
    QTimer::singleShot(0, this, [this, keys] {
        QPointer<QWidget> dialog = QApplication::activeModalWidget();
        if (!dialog) return;
        // What a window manager does for a new modal dialog; offscreen, the application's focus widget
        // would otherwise stay in the main window, where its shortcuts would take the dialog's keys.
        TestHelpers::activate(dialog);
        if (QTest::qWaitForWindowActive(dialog) && QApplication::focusWidget() == dialog->focusWidget()) keys();
        m_dialogAnswered = !dialog || !dialog->isVisible(); // the keys closed it
        if (!m_dialogAnswered) dialog->close();             // do not hang the test; it fails on m_dialogAnswered
    });
}

bool KeyboardLoopTest::throughDialog(Qt::Key key, Qt::KeyboardModifiers modifiers, const std::function<void()> &keys)
{
    answerDialog(keys);
    press(key, modifiers);
    if (!QApplication::activeWindow()) TestHelpers::activate(m_app->window());
    return m_dialogAnswered && QTest::qWaitForWindowActive(m_app->window());
}

bool KeyboardLoopTest::tabUntil(const std::function<bool(QWidget *)> &wanted)
{
    for (int i = 0; i < 60 && !wanted(keyboardTarget()); ++i) press(Qt::Key_Tab);
    return wanted(keyboardTarget());
}

KeyboardLoopTest::FileState KeyboardLoopTest::readFile() const
{
    FileState state;
    QString error;
    auto project = Project::openReadOnly(m_path, &error);
    if (!project) return state;
    const QList<Assignment> assignments = project->assignments().forItem(project->items().all().first().id);
    state.assignment = assignments.first();
    SpanRepository spans = project->spans();
    if (const auto layer = spans.annotatorLayer(state.assignment.itemId, m_annId))
        state.spans = spans.spansOfLayer(*layer);
    std::sort(state.spans.begin(), state.spans.end(),
              [](const Span &a, const Span &b) { return a.range.begin < b.range.begin; });
    for (const HistoryEntry &entry : project->assignments().history(state.assignment.id)) state.history << entry.action;
    state.events = project->reviews().forAssignment(state.assignment.id);
    return state;
}

// File ▸ Who Are You… (Ctrl+Shift+P): the list starts on the current person; arrows move, Enter confirms.
void KeyboardLoopTest::switchPerson(int rowsDown)
{
    QVERIFY2(throughDialog(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier,
                           [rowsDown] {
                               for (int i = 0; i < std::abs(rowsDown); ++i)
                                   press(rowsDown > 0 ? Qt::Key_Down : Qt::Key_Up);
                               press(Qt::Key_Return);
                           }),
             "Who are you? did not close with Enter");
    QVERIFY2(QApplication::focusWidget(), "the window has no focus widget after switching person");
}

// An annotator of a blind study is offered no list of people (Visibility::mayListEveryone): they type
// the name, Alt+E reaching the field.
void KeyboardLoopTest::switchToByName(const QString &name)
{
    QVERIFY2(throughDialog(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier,
                           [name] {
                               press(Qt::Key_E, Qt::AltModifier); // Someone &else
                               type(name);
                               press(Qt::Key_Return);
                           }),
             "Who are you? did not close with Enter");
    QVERIFY2(QApplication::focusWidget(), "the window has no focus widget after switching person");
}

void KeyboardLoopTest::annotateAndSubmit()
{
    SpanTextView *text = m_app->window()->annotateView()->textView();
    QVERIFY(tabUntil([text](QWidget *focus) { return focus == text; }));
    // "cat": four characters right, then a word; g = Grammar and Usage, 2 = severity; Tab to the rationale.
    const auto mark = [&](const std::function<void()> &select, Qt::Key typeKey, const TextRange &expected) {
        select();
        QCOMPARE(text->selection(), expected);
        press(typeKey);
        press(Qt::Key_2);
        QVERIFY(tabUntil([](QWidget *focus) { return focus && focus->accessibleName() == "Rationale"_L1; }));
        type(u"Reason %1."_s.arg(expected.begin));
        QVERIFY(tabUntil([text](QWidget *focus) { return focus == text; }));
    };
    mark(
        [] {
            press(Qt::Key_Home);
            for (int i = 0; i < 4; ++i) press(Qt::Key_Right);
            press(Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
        },
        Qt::Key_G, Cat);
    mark(
        [] {
            press(Qt::Key_Home);
            for (int i = 0; i < 8; ++i) press(Qt::Key_Right);
            press(Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
        },
        Qt::Key_O, Sat);
    mark(
        [] {
            press(Qt::Key_End);
            for (int i = 0; i < 10; ++i) press(Qt::Key_Left);
            press(Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
            press(Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
        },
        Qt::Key_I, MatAgain);
    press(Qt::Key_Return, Qt::ControlModifier); // Annotate ▸ Submit
    const FileState file = readFile();
    QCOMPARE(file.assignment.state, AssignmentState::Submitted);
    QCOMPARE(file.spans.size(), 3);
    const QList<std::pair<TextRange, QString>> expected{
        {Cat, u"Grammar_Usage"_s}, {Sat, u"Off-prompt"_s}, {MatAgain, u"Incoherent"_s}};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(file.spans[i].range, expected[i].first);
        QCOMPARE(file.spans[i].typeKey, expected[i].second);
        QCOMPARE(file.spans[i].severityKey, u"2"_s);
        QCOMPARE(file.spans[i].rationale, u"Reason %1."_s.arg(expected[i].first.begin));
    }
}

// The Review Queue tab by its mnemonic, Tab to the table, Enter on the row claims and opens it.
void KeyboardLoopTest::claimFromQueue()
{
    press(Qt::Key_Q, Qt::AltModifier); // Review &Queue
    QVERIFY(tabUntil([](QWidget *focus) { return focus && focus->accessibleName() == "Review queue"_L1; }));
    press(Qt::Key_Home);
    press(Qt::Key_Return);
    const FileState file = readFile();
    QCOMPARE(file.assignment.state, AssignmentState::InReview);
    QCOMPARE(file.assignment.reviewerId, m_revId);
    QVERIFY2(QApplication::focusWidget() && QApplication::focusWidget()->accessibleName() == "Spans to decide"_L1,
             "claiming did not put the focus on the spans to decide");
}

// A on "cat", R on "sat" with the reason typed where it is asked, N on "mat again", then Ctrl+Shift+R
// returns the item: the reason goes into the dialog with keys, Ctrl+Return sends it.
void KeyboardLoopTest::decideAndReturn()
{
    press(Qt::Key_A);
    press(Qt::Key_R);
    type(u"Sitting is fine here."_s);
    press(Qt::Key_Return);
    press(Qt::Key_N);
    type(u"Mark only the word again."_s);
    press(Qt::Key_Return);
    FileState file = readFile();
    QCOMPARE(file.spans[0].reviewState, SpanReviewState::Accepted);
    QCOMPARE(file.spans[1].reviewState, SpanReviewState::Rejected);
    QCOMPARE(file.spans[2].reviewState, SpanReviewState::NeedsChange);
    QVERIFY2(throughDialog(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier,
                           [] {
                               type(u"Please narrow the last span."_s);
                               press(Qt::Key_Return); // a second line: Enter must not send
                               type(u"Thanks."_s);
                               press(Qt::Key_Return, Qt::ControlModifier);
                           }),
             "the return dialog did not close with Ctrl+Return");
    file = readFile();
    QCOMPARE(file.assignment.state, AssignmentState::Returned);
    const auto returned = std::find_if(file.events.cbegin(), file.events.cend(),
                                       [](const ReviewEvent &e) { return e.body.contains("narrow the last span"_L1); });
    QVERIFY2(returned != file.events.cend(), "the return's reason is not in the file");
    QCOMPARE(returned->body, u"Please narrow the last span.\nThanks."_s);
}

// Back as Ann: the returned item, Ctrl+Tab to the span the reviewer asked about, its start moved a word
// right (Alt+Shift+→), an answer to the rejection typed in the reply field, Ctrl+Return resubmits.
void KeyboardLoopTest::amendAndResubmit()
{
    press(Qt::Key_PageDown, Qt::ControlModifier | Qt::ShiftModifier); // the next returned item
    SpanTextView *text = m_app->window()->annotateView()->textView();
    QVERIFY(tabUntil([text](QWidget *focus) { return focus == text; }));
    for (int i = 0; i < 3 && !text->accessibleDescription().contains(u"Incoherent"_s); ++i) {
        press(Qt::Key_Tab, Qt::ControlModifier);
    }
    QVERIFY2(text->accessibleDescription().startsWith(u"Selected span: Incoherent"_s),
             qPrintable(text->accessibleDescription()));
    press(Qt::Key_Right, Qt::AltModifier | Qt::ShiftModifier);
    for (int i = 0; i < 3 && !text->accessibleDescription().contains(u"Off-prompt"_s); ++i) {
        press(Qt::Key_Tab, Qt::ControlModifier);
    }
    QVERIFY(tabUntil([](QWidget *focus) { return focus && focus->accessibleName() == "Answer the reviewer"_L1; }));
    type(u"To me it reads oddly."_s);
    press(Qt::Key_Return);
    press(Qt::Key_Return, Qt::ControlModifier);
    const FileState file = readFile();
    QCOMPARE(file.assignment.state, AssignmentState::Submitted);
    QCOMPARE(file.assignment.iteration, 2);
    QCOMPARE(file.spans.size(), 3);
    QCOMPARE(file.spans[2].range, Again);
    const auto reply = std::find_if(file.events.cbegin(), file.events.cend(),
                                    [](const ReviewEvent &e) { return e.body == "To me it reads oddly."_L1; });
    QVERIFY2(reply != file.events.cend(), "the answer is not in the file");
    QCOMPARE(reply->authorId, m_annId);
    QCOMPARE(reply->spanId, file.spans[1].id); // in the thread of the rejected span
}

void KeyboardLoopTest::acceptTheAmendment()
{
    press(Qt::Key_A); // the amended span is the one still to decide
    press(Qt::Key_Return, Qt::ControlModifier);
    const FileState file = readFile();
    QCOMPARE(file.spans[2].reviewState, SpanReviewState::Accepted);
    QCOMPARE(file.assignment.state, AssignmentState::Accepted);
    QCOMPARE(file.assignment.iteration, 2);
    QCOMPARE(file.history,
             (QStringList{u"create"_s, u"open"_s, u"submit"_s, u"claim"_s, u"return"_s, u"submit"_s, u"claim"_s,
                          u"accept"_s}));
}

void KeyboardLoopTest::wholeLoopWithTheKeyboardOnly()
{
    m_app = std::make_unique<Application>();
    QVERIFY(m_app->start({m_path, false, u"Ann"_s, {}}));
    TestHelpers::activate(m_app->window());
    QVERIFY(QTest::qWaitForWindowActive(m_app->window()));
    const auto step = [](const auto &run) {
        run();
        return !QTest::currentTestFailed();
    };
    QVERIFY(step([this] { annotateAndSubmit(); }));
    QVERIFY(step([this] { switchToByName(u"Rev"_s); })); // Ann → Rev
    QVERIFY(step([this] { claimFromQueue(); }));
    QVERIFY(step([this] { decideAndReturn(); }));
    QVERIFY(step([this] { switchPerson(-1); })); // Rev → Ann
    QVERIFY(step([this] { amendAndResubmit(); }));
    QVERIFY(step([this] { switchToByName(u"Rev"_s); }));
    QVERIFY(step([this] { claimFromQueue(); }));
    QVERIFY(step([this] { acceptTheAmendment(); }));
    m_app.reset();
}

QTEST_MAIN(KeyboardLoopTest)
#include "keyboardloop_test.moc"
