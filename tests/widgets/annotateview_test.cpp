// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/annotateview.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/wordsnap.h"
#include "widgets/annotate/spaneditor.h"
#include "widgets/textview/spantextview.h"

#include <QApplication>
#include <QLabel>
#include <QCheckBox>
#include <QMessageBox>
#include <QTimer>
#include <QGroupBox>
#include <QLineEdit>
#include <QPushButton>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"
#include <QUndoStack>

#include <functional>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

// The annotator's whole loop on the demo project: mark with the keyboard, undo, fill the required
// fields, submit; then the layer is read-only. Persistence is checked through a second connection.
class AnnotateViewTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void markUndoRedoWithKeys();
    void submitNeedsRequiredFieldsThenLocks();
    void undoSurvivesSwitchingItems();
    void queueNavigation();
    void heavyOverlapStaysReadable();
    void deductionMinusOneIsRecorded();
    void editorFollowsUndoneDelete();
    void editorRowsStayPutAsFieldsFill();
    void doubleClickSelectsAWord();
    void anUnmarkedItemAsksOnce();
    void aSaidNoErrorsNeedsNoQuestion();
    void discardLimitWarnsInTheEditor();

private:
    QString spansInFile(const QString &where) const;
    qint64 itemId(const QString &externalId) const;

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Project> m_project;
    AnnotateView *m_view = nullptr;
    qint64 m_person = 0;
};

void AnnotateViewTest::initTestCase()
{
    qRegisterMetaType<TextRange>();
}

void AnnotateViewTest::init()
{
    m_path = m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction())));
    QString error;
    QVERIFY2(DemoProject::create(m_path, &error), qPrintable(error));
    m_project = Project::open(m_path, &error);
    QVERIFY(m_project);
    m_person = m_project->people().findByName(DemoProject::annotatorNames().first())->id;
    m_view = new AnnotateView;
    m_view->resize(1100, 700);
    m_view->setProject(m_project.get(), m_person);
    QList<qint64> queue;
    for (const Item &item : m_project->items().all()) {
        queue << item.id;
    }
    m_view->setQueue(queue);
    QVERIFY(m_view->showItem(itemId(u"demo-12"_s))); // new for everyone
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void AnnotateViewTest::cleanup()
{
    delete m_view;
    m_project.reset();
}

qint64 AnnotateViewTest::itemId(const QString &externalId) const
{
    for (const Item &item : m_project->items().all()) {
        if (item.externalId == externalId) {
            return item.id;
        }
    }
    return 0;
}

QString AnnotateViewTest::spansInFile(const QString &where) const
{
    QStringList rows;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"observer"_s);
        db.setDatabaseName(m_path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (db.open()) {
            QSqlQuery query(db);
            query.exec(u"SELECT s.type_key, coalesce(s.severity_key, '-'), s.begin_offset, s.end_offset "
                       u"FROM span s JOIN layer l ON l.id = s.layer_id WHERE %1 ORDER BY s.id"_s.arg(where));
            while (query.next()) {
                rows << u"%1/%2@%3-%4"_s.arg(query.value(0).toString(), query.value(1).toString(),
                                             query.value(2).toString(), query.value(3).toString());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"observer"_s);
    return rows.join(u' ');
}

void AnnotateViewTest::markUndoRedoWithKeys()
{
    const QString layer = u"l.item_id = %1 AND l.person_id = %2"_s.arg(itemId(u"demo-12"_s)).arg(m_person);
    SpanTextView *text = m_view->textView();
    drag(text, text->pointForOffset(0), text->pointForOffset(1)); // two ideographs
    QVERIFY(!text->selection().isEmpty());
    const TextRange selected = text->selection();

    QTest::keyClick(text, Qt::Key_R); // Scarecrow: r = Redundant
    const QString marked = u"Redundant/-@%1-%2"_s.arg(selected.begin).arg(selected.end);
    QCOMPARE(spansInFile(layer), marked);
    QCOMPARE(text->spans().size(), 1);
    QTest::keyClick(text, Qt::Key_3); // severity 3
    QCOMPARE(spansInFile(layer), u"Redundant/3@%1-%2"_s.arg(selected.begin).arg(selected.end));
    QCOMPARE(m_view->document()->assignment().state, AssignmentState::InProgress); // first edit opened it

    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(spansInFile(layer), marked);
    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(spansInFile(layer), QString());
    QCOMPARE(text->spans().size(), 0);
    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(spansInFile(layer), marked);

    text->setSelectedSpan(0);
    m_view->editor()->setCurrentSpan(0);
    QTest::keyClick(text, Qt::Key_Delete);
    QCOMPARE(spansInFile(layer), QString());
}

void AnnotateViewTest::submitNeedsRequiredFieldsThenLocks()
{
    const QString layer = u"l.item_id = %1 AND l.person_id = %2"_s.arg(itemId(u"demo-12"_s)).arg(m_person);
    SpanTextView *text = m_view->textView();
    QSignalSpy messages(m_view, &AnnotateView::messageRaised);
    drag(text, text->pointForOffset(2), text->pointForOffset(3));
    QTest::keyClick(text, Qt::Key_G); // Grammar and Usage
    QTest::keyClick(text, Qt::Key_1);
    QVERIFY(!m_view->submit());
    QVERIFY(messages.last().at(0).toString().contains(u"needs a rationale"_s));
    QCOMPARE(m_view->document()->assignment().state, AssignmentState::InProgress);

    auto *rationale = m_view->editor()->findChild<QPlainTextEdit *>();
    rationale->setFocus();
    QTest::keyClicks(rationale, u"Wrong measure word."_s);
    QCOMPARE(m_view->document()->spans().first().rationale, u"Wrong measure word."_s);
    QVERIFY2(m_view->submit(), qPrintable(messages.isEmpty() ? QString() : messages.last().at(0).toString()));
    QCOMPARE(m_view->document()->assignment().state, AssignmentState::Submitted);

    // Locked: a new mark is refused with the reason, and nothing reaches the file.
    const QString before = spansInFile(layer);
    drag(text, text->pointForOffset(6), text->pointForOffset(7));
    QTest::keyClick(text, Qt::Key_G);
    QCOMPARE(spansInFile(layer), before);
    QVERIFY(messages.last().at(0).toString().contains(u"Submitted"_s));
}

void AnnotateViewTest::undoSurvivesSwitchingItems()
{
    SpanTextView *text = m_view->textView();
    drag(text, text->pointForOffset(0), text->pointForOffset(1));
    QTest::keyClick(text, Qt::Key_C);
    QCOMPARE(m_view->document()->spans().size(), 1);
    AnnotationDocument *first = m_view->document();
    QVERIFY(m_view->showItem(itemId(u"demo-11"_s)));
    QVERIFY(m_view->document() != first);
    QVERIFY(m_view->showItem(itemId(u"demo-12"_s)));
    QCOMPARE(m_view->document(), first); // the same document, with its history
    QCOMPARE(m_view->document()->undoStack()->count(), 1);
    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_view->document()->spans().size(), 0);
}

void AnnotateViewTest::queueNavigation()
{
    QSignalSpy changed(m_view, &AnnotateView::currentItemChanged);
    m_view->goNext(); // from the last item: wraps to the first
    QCOMPARE(m_view->document()->item().externalId, u"demo-01"_s);
    m_view->goPrevious();
    QCOMPARE(m_view->document()->item().externalId, u"demo-12"_s);
    m_view->goNextReturned(); // the demo returns item 9 to the first three annotators
    QCOMPARE(m_view->document()->item().externalId, u"demo-09"_s);
    QCOMPARE(m_view->document()->assignment().state, AssignmentState::Returned);
    QVERIFY(m_view->statusText().startsWith(u"Item 9 of 12"_s));
    QVERIFY(m_view->statusText().contains(u"round 2"_s));
    QCOMPARE(changed.count(), 3);
}

void AnnotateViewTest::heavyOverlapStaysReadable()
{
    // Eight overlapping marks on one stretch of English item 10 (in progress for this annotator).
    QVERIFY(m_view->showItem(itemId(u"demo-10"_s)));
    AnnotationDocument *document = m_view->document();
    QVERIFY(document->isEditable());
    const int before = int(document->spans().size());
    const QString text = document->item().generation;
    const QStringList types{u"Incoherent"_s,   u"Grammar_Usage"_s, u"Off-prompt"_s, u"Commonsense"_s,
                            u"Needs_Google"_s, u"Encyclopedic"_s,  u"Bad_Math"_s,   u"Redundant"_s};
    for (int i = 0; i < types.size(); ++i) {
        Span span;
        span.range = WordSnap::snapToWords(text, {20 + i * 9, 60 + i * 14, TextSide::Generation});
        span.typeKey = types.at(i);
        span.severityKey = QString::number(1 + i % 3);
        span.rationale = u"Example."_s;
        if (span.typeKey == "Redundant"_L1) {
            span.links << SpanLink{{0, 12, TextSide::Generation}, LinkKind::Antecedent};
        }
        document->undoStack()->push(new AddSpanCommand(document, span));
    }
    SpanTextView *view = m_view->textView();
    QCOMPARE(view->spans().size(), before + 8);
    int deepest = 0;
    for (int i = before; i < before + 8; ++i) {
        deepest = std::max(deepest, view->laneOf(i));
    }
    QVERIFY(deepest >= 4);             // overlapping marks are spread over lanes, not painted over each other
    view->setSelectedSpan(before + 7); // the Redundant span: its antecedent link is drawn
    m_view->editor()->setCurrentSpan(before + 7);
    saveScreenshot(m_view, u"annotate-overlap.png"_s);

    // Chinese: marks snap to single characters; nested and overlapping marks as in TGEA's data.
    QVERIFY(m_view->showItem(itemId(u"demo-12"_s)));
    AnnotationDocument *chinese = m_view->document();
    const QString hanzi = chinese->item().generation;
    const QList<std::pair<QString, QString>> marks{{u"Bad_Math"_s, hanzi.mid(10, 12)},
                                                   {u"Grammar_Usage"_s, hanzi.mid(14, 3)},
                                                   {u"Commonsense"_s, hanzi.mid(40, 20)},
                                                   {u"Needs_Google"_s, hanzi.mid(50, 16)}};
    for (const auto &[type, quote] : marks) {
        const qsizetype at = hanzi.indexOf(quote);
        Span span;
        span.range = {at, at + quote.size(), TextSide::Generation};
        span.typeKey = type;
        span.severityKey = u"2"_s;
        chinese->undoStack()->push(new AddSpanCommand(chinese, span));
    }
    QCOMPARE(view->spans().size(), 4);
    QCOMPARE(view->laneOf(1), 1); // nested inside the first
    m_view->editor()->setCurrentSpan(2);
    view->setSelectedSpan(2);
    saveScreenshot(m_view, u"annotate-chinese.png"_s);
}

void AnnotateViewTest::deductionMinusOneIsRecorded()
{
    QVERIFY(m_project->settings().setValue(SettingKey::Judgements, u"rating"_s));
    QVERIFY(m_view->showItem(itemId(u"demo-10"_s))); // a document opened after the setting changed
    QCheckBox *minusOne = nullptr;
    for (QGroupBox *box : m_view->findChildren<QGroupBox *>()) {
        if (box->title() == "Repetitive plot"_L1) {
            for (QCheckBox *check : box->findChildren<QCheckBox *>()) {
                if (check->text() == u"−1"_s) {
                    minusOne = check;
                }
            }
        }
    }
    QVERIFY(minusOne);
    minusOne->click();
    QCOMPARE(m_view->document()->judgements().value(u"deduction_repetitive_plot"_s).toInt(), -1);
    minusOne->click(); // unchecking removes it
    QVERIFY(!m_view->document()->judgements().contains(u"deduction_repetitive_plot"_s));
}

void AnnotateViewTest::editorFollowsUndoneDelete()
{
    AnnotationDocument *document = m_view->document(); // demo-12: new, no spans
    for (qsizetype begin : {0, 5, 10}) {
        Span span;
        span.range = {begin, begin + 2, TextSide::Generation};
        span.typeKey = u"Commonsense"_s;
        document->undoStack()->push(new AddSpanCommand(document, span));
    }
    const qint64 third = document->spans().at(2).id;
    m_view->editor()->setCurrentSpan(0);
    m_view->editor()->deleteCurrent();
    m_view->editor()->setCurrentSpan(1); // the former third span
    QCOMPARE(document->spans().at(1).id, third);
    document->undoStack()->undo(); // the first span comes back before it
    QCOMPARE(m_view->editor()->currentSpan(), 2);
    QCOMPARE(document->spans().at(m_view->editor()->currentSpan()).id, third);
    QCOMPARE(m_view->textView()->selectedSpan(), 2);
}

// A newcomer's click meant for the correction field toggled its checkbox: the draft hint under the
// editor vanished as the severity was set, and every row moved up. Each row below the type list now
// keeps its place while the span is filled in.
void AnnotateViewTest::editorRowsStayPutAsFieldsFill()
{
    SpanTextView *text = m_view->textView();
    drag(text, text->pointForOffset(0), text->pointForOffset(1));
    QTest::keyClick(text, Qt::Key_R);
    SpanEditor *editor = m_view->editor();
    auto *hasCorrection = editor->findChild<QCheckBox *>();
    QLineEdit *correction = nullptr;
    for (QLineEdit *edit : editor->findChildren<QLineEdit *>()) {
        if (edit->accessibleName() == tr("Correction")) correction = edit;
    }
    auto *rationale = editor->findChild<QPlainTextEdit *>();
    QVERIFY(hasCorrection && correction && rationale);
    const auto places = [&] {
        QList<int> ys;
        for (QWidget *w : std::initializer_list<QWidget *>{hasCorrection, correction, rationale}) {
            ys << w->mapTo(editor, QPoint(0, 0)).y();
        }
        return ys;
    };
    QCoreApplication::processEvents();
    const QList<int> before = places();
    QTest::keyClick(text, Qt::Key_3); // severity set: the draft hint changes
    QCoreApplication::processEvents();
    QCOMPARE(places(), before);
    QTest::mouseClick(hasCorrection, Qt::LeftButton, {}, QPoint(4, hasCorrection->height() / 2));
    QVERIFY(hasCorrection->isChecked());
    QTest::keyClicks(correction,
                     u"a correction long enough that its preview needs several lines to hold the sentence"_s);
    QCoreApplication::processEvents();
    QCOMPARE(places(), before); // the preview filled in without pushing anything
    rationale->setFocus();
    QTest::keyClicks(rationale, u"Repeats the headline."_s);
    QCoreApplication::processEvents();
    QCOMPARE(places(), before);
    QVERIFY(spansInFile(u"l.person_id = %1"_s.arg(m_person)).contains(u"Redundant/3"_s));
}

void AnnotateViewTest::doubleClickSelectsAWord()
{
    QVERIFY(m_view->showItem(itemId(u"demo-01"_s)));
    SpanTextView *text = m_view->textView();
    const QString generation = m_view->document()->item().generation;
    const qsizetype footage = generation.indexOf(u"footage"_s);
    QVERIFY(footage > 0);
    QSignalSpy made(text, &SpanTextView::selectionMade);
    QTest::mouseDClick(text, Qt::LeftButton, {}, text->pointForOffset(footage + 3));
    QCOMPARE(text->selection().begin, footage);
    QCOMPARE(text->selection().end, footage + 7);
    QVERIFY(!made.isEmpty());
}

namespace {

// Answers every question box that comes up while `run` runs with the button `button`; their texts.
QStringList questionsWhile(const std::function<void()> &run, const QString &button)
{
    QStringList asked;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible()) return;
        asked << box->text();
        for (QAbstractButton *b : box->buttons()) {
            if (b->text() == button) return b->click();
        }
        box->reject(); // no such button: fails the comparisons, never hangs
    });
    timer.start(10);
    run();
    return asked;
}

} // namespace

// Issue 48: an item with no span marked might be one without errors or one not yet read. Submitting it
// asks once; "Go Back" leaves it as it was, "Submit Anyway" hands it in.
void AnnotateViewTest::anUnmarkedItemAsksOnce()
{
    QVERIFY(m_view->document()->spans().isEmpty());
    bool submitted = true;
    QStringList asked = questionsWhile([&] { submitted = m_view->submit(); }, u"Go Back"_s);
    QCOMPARE(asked, QStringList{u"You marked no errors in this text. Submit with no errors marked?"_s});
    QVERIFY(!submitted);
    QCOMPARE(m_view->document()->assignment().state, AssignmentState::New);
    asked = questionsWhile([&] { submitted = m_view->submit(); }, u"Submit Anyway"_s);
    QCOMPARE(asked.size(), 1);
    QVERIFY(submitted);
    QCOMPARE(m_view->document()->assignment().state, AssignmentState::Submitted);
}

// A project that asks "does the text contain errors?" (TGEA): an explicit "no" is the answer, and
// submitting the unmarked text asks nothing more.
void AnnotateViewTest::aSaidNoErrorsNeedsNoQuestion()
{
    QVERIFY(m_project->settings().setValue(SettingKey::Judgements, u"erroneous"_s));
    QVERIFY(m_view->showItem(itemId(u"demo-12"_s)));
    QVERIFY(m_view->document()->setJudgement(u"erroneous"_s, 0));
    bool submitted = false;
    const QStringList asked = questionsWhile([&] { submitted = m_view->submit(); }, u"Go Back"_s);
    QCOMPARE(asked, QStringList());
    QVERIFY(submitted);
    QCOMPARE(m_view->document()->assignment().state, AssignmentState::Submitted);
}

// TGEA's discard limit (issue 44), here 2: no word at one span, the warning at exactly two, whichever span
// is chosen, and the call to discard at three.
void AnnotateViewTest::discardLimitWarnsInTheEditor()
{
    const qint64 coordinator = m_project->people().findByName(u"Priya Raman"_s)->id;
    SettingsRepository settings = m_project->settings();
    QVERIFY(settings.setProjectOption(SettingKey::MaxErrorsPerText, u"2"_s, coordinator));
    SpanTextView *text = m_view->textView();
    const auto warning = [&] {
        for (QLabel *label : m_view->editor()->findChildren<QLabel *>()) {
            if (label->isVisible() && label->text().contains(u"errors"_s)) return label->text();
        }
        return QString();
    };
    const auto mark = [&](int at) {
        drag(text, text->pointForOffset(at), text->pointForOffset(at + 1));
        QTest::keyClick(text, Qt::Key_R);
        QCoreApplication::processEvents();
    };
    mark(0);
    QCOMPARE(warning(), QString());
    mark(20);
    QVERIFY2(warning().contains(u"This text has 2 errors, the project's limit: a text with more is discarded."_s),
             qPrintable(warning()));
    saveScreenshot(m_view, u"annotate-discard-limit.png"_s);
    mark(40);
    QVERIFY2(warning().contains(u"This text has 3 errors, more than the project's limit of 2"_s),
             qPrintable(warning()));
}

QTEST_MAIN(AnnotateViewTest)
#include "annotateview_test.moc"
