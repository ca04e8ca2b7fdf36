// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two study protocols in the Annotate view, as an annotator meets them (issue #17): ESA's 0–100 score
// with its guard against a low score and no spans, and a practice item whose answer appears once it
// is submitted.
#include "model/document/annotationdocument.h"
#include "model/domain/taxonomyloader.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/qualification.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/annotate/practicepanel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

namespace {

// Clicks the button of that text on the message box that is about to open.
void answerNextQuestion(const QString &button)
{
    QTimer::singleShot(0, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) return;
        for (QAbstractButton *b : box->buttons()) {
            if (b->text() == button) b->click();
        }
    });
}

Span span(const TextRange &range, const QString &type, const QString &severity)
{
    Span result;
    result.range = range;
    result.typeKey = type;
    result.severityKey = severity;
    result.rationale = u"reason for "_s + type;
    return result;
}

// A project with a coordinator and one annotator, who is assigned one item per text (ids prefix-1, -2…);
// nullptr when any step fails.
std::unique_ptr<Project> oneAnnotatorProject(const QString &path, const QString &taxonomy, const QString &prefix,
                                             const QString &prompt, const QStringList &texts, QList<qint64> *queue,
                                             qint64 *annotatorId)
{
    QString error;
    auto project = Project::create(path, *TaxonomyLoader::builtin(taxonomy).taxonomy, prefix, &error);
    Person cora{0, u"Priya Raman"_s, Role::Coordinator}, ann{0, u"Amara Okafor"_s, Role::Annotator};
    if (!project || !project->people().add(cora, 0) || !project->people().add(ann, cora.id)) return nullptr;
    for (const QString &text : texts) {
        Item item{0, u"%1-%2"_s.arg(prefix).arg(queue->size() + 1), prompt, text, TextFormat::Plain, {}, {}};
        Assignment assignment{0, 0, ann.id, AssignmentState::New, 0, 0, 0, {}};
        if (!project->items().add(item, cora.id)) return nullptr;
        assignment.itemId = item.id;
        if (!project->assignments().create(assignment, cora.id)) return nullptr;
        *queue << item.id;
    }
    *annotatorId = ann.id;
    return project;
}

// The annotator's view on one item of the queue, shown and exposed.
bool openView(AnnotateView &view, Project &project, qint64 annotator, const QList<qint64> &queue, qint64 item)
{
    view.resize(1100, 640);
    view.setProject(&project, annotator);
    view.setQueue(queue);
    if (!view.showItem(item)) return false;
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

} // namespace

class AnnotateProtocolsTest : public QObject
{
    Q_OBJECT

private slots:
    void esaScoreAndLowScoreGuard();
    void practiceAnswerAfterSubmit();
    void authorshipReasonStaysWithItsItem();

private:
    QTemporaryDir m_dir;
};

// A project made with the ESA taxonomy: one type, Minor and Major, and the score. The number box sets
// it (the slider follows), undo takes it back; a score under 66 with no span asks first, "Go Back"
// leaves the item in progress, "Submit Anyway" hands it in with its score.
void AnnotateProtocolsTest::esaScoreAndLowScoreGuard()
{
    QList<qint64> queue;
    qint64 annotator = 0;
    auto project = oneAnnotatorProject(
        m_dir.filePath(u"esa.errata"_s), u"esa"_s, u"wmt"_s,
        u"The report was published yesterday by the committee, but nobody has read it because the meeting was moved."_s,
        {u"Der Bericht wurde gestern vom Ausschuss veröffentlicht, aber niemand hat ihn gelesen, weil die Sitzung "
         "auf morgen verschiebt wurde."_s,
         u"Die Katze schläft auf dem Dach."_s},
        &queue, &annotator);
    QVERIFY(project);
    AnnotateView view;
    QVERIFY(openView(view, *project, annotator, queue, queue.at(1)));
    const auto scoreBox = [&view]() -> QSpinBox * { // built again when the questions change
        for (QSpinBox *spin : view.findChildren<QSpinBox *>()) {
            if (spin->accessibleName() == "Overall score"_L1) return spin;
        }
        return nullptr;
    };
    QSpinBox *score = scoreBox();
    QVERIFY(score);
    auto *slider = score->parentWidget()->findChild<QSlider *>();
    QVERIFY(slider);
    QCOMPARE(score->text(), u"—"_s); // not scored yet
    score->setValue(20);
    QCOMPARE(view.document()->judgements().value(u"esa_score"_s).toInt(), 20);
    QCOMPARE(slider->value(), 20);
    view.document()->undoStack()->undo();
    QVERIFY(!view.document()->judgements().contains(u"esa_score"_s));
    QCOMPARE(score->text(), u"—"_s);
    score->setValue(20);
    answerNextQuestion(u"Go Back"_s);
    QVERIFY(!view.submit());
    QCOMPARE(view.document()->assignment().state, AssignmentState::InProgress);
    answerNextQuestion(u"Submit Anyway"_s);
    QVERIFY(view.submit());
    QCOMPARE(view.document()->assignment().state, AssignmentState::Submitted);
    QCOMPARE(project->judgements().forAssignment(view.document()->assignment().id).value(u"esa_score"_s).toInt(), 20);

    // The first text: a minor and a major error and a score of 45, as in the user guide's picture.
    QVERIFY(view.showItem(queue.at(0)));
    const QString text = view.document()->item().generation;
    const qsizetype verb = text.indexOf(u"verschiebt"_s), read = text.indexOf(u"gestern"_s);
    QVERIFY(view.document()->insertSpan(0, span({verb, verb + 10, TextSide::Generation}, u"Error"_s, u"Major"_s)));
    QVERIFY(view.document()->insertSpan(1, span({read, read + 7, TextSide::Generation}, u"Error"_s, u"Minor"_s)));
    score = scoreBox();
    QVERIFY(score);
    QCOMPARE(score->text(), u"—"_s); // this text's own answer (none yet), not the last one's 20
    score->setValue(45);
    QStringList severities;
    for (QRadioButton *radio : view.findChildren<QRadioButton *>()) severities << radio->text();
    QVERIFY2(severities.contains(u"1 Minor"_s) && severities.contains(u"2 Major"_s), qPrintable(severities.join(u'|')));
    saveScreenshot(&view, u"annotate-esa.png"_s);
    QVERIFY(view.submit()); // spans marked: nothing to ask
    QCOMPARE(view.document()->assignment().state, AssignmentState::Submitted);
}

// A practice item (Clark et al.'s "Examples"): nothing of the answer shows while the annotator works;
// after Submit the panel lists the answer's two spans, one found (same type, same words) and one
// missed, the annotator's span the answer lacks, and the coordinator's explanation.
void AnnotateProtocolsTest::practiceAnswerAfterSubmit()
{
    QString error;
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    Project *m_project = project.get(); // the names the steps below read best with
    const qint64 annotator = m_project->people().findByName(DemoProject::annotatorNames().first())->id;
    qint64 item = 0;
    for (const Item &candidate : m_project->items().all()) {
        if (candidate.externalId == "demo-12"_L1) item = candidate.id; // new for everyone
    }
    AnnotateView view;
    AnnotateView *m_view = &view;
    view.resize(1100, 700);
    view.setProject(m_project, annotator);
    view.setQueue({item});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(m_project->settings().setValue(SettingKey::Judgements, QString()));
    const qint64 coordinator = m_project->people().findByName(DemoProject::coordinatorName())->id;
    Qualification qualification(*m_project, coordinator);
    QVERIFY2(qualification.markPractice(item, u"Both errors are in the first sentence."_s),
             qPrintable(qualification.lastError()));
    QVERIFY(m_view->showItem(item));
    const QString text = m_view->document()->item().generation;
    const QRegularExpression::PatternOptions unicode = QRegularExpression::UseUnicodePropertiesOption;
    const auto wordAt = [&](qsizetype from) { // a run of letters: in this Chinese text, a clause
        const qsizetype begin = text.indexOf(QRegularExpression(u"\\w"_s, unicode), from);
        return TextRange{begin, text.indexOf(QRegularExpression(u"\\W"_s, unicode), begin), TextSide::Generation};
    };
    const TextRange first = wordAt(0), second = wordAt(first.end), third = wordAt(second.end);
    qint64 answerLayer = 0; // the demo has a training item of its own
    for (const TrainingItem &training : m_project->quality().trainingItems()) {
        if (training.itemId == item) answerLayer = training.referenceLayerId;
    }
    for (Span gold : {span(first, u"Grammar_Usage"_s, u"2"_s), span(third, u"Off-prompt"_s, u"2"_s)}) {
        gold.layerId = answerLayer;
        QVERIFY(m_project->spans().add(gold));
    }
    QVERIFY(m_view->showItem(item));
    AnnotationDocument *document = m_view->document();
    QVERIFY(document->insertSpan(0, span(first, u"Grammar_Usage"_s, u"2"_s)));
    QVERIFY(document->insertSpan(1, span(second, u"Commonsense"_s, u"2"_s)));
    auto *panel = m_view->findChild<PracticePanel *>();
    QVERIFY(panel);
    QVERIFY(panel->isHidden()); // no help while working
    QVERIFY2(m_view->submit(), qPrintable(document->lastError()));
    QVERIFY(panel->isVisible());
    const QString said = panel->text();
    QVERIFY2(said.contains(u"Both errors are in the first sentence."_s), qPrintable(said));
    QVERIFY2(said.contains(u"You found 1 of the 2 errors in the answer."_s), qPrintable(said));
    QVERIFY2(said.contains(u"✓ found: “%1” — Grammar and Usage: reason for Grammar_Usage"_s.arg(
                 text.mid(first.begin, first.end - first.begin))),
             qPrintable(said));
    QVERIFY2(said.contains(u"✗ missed: “%1” — Off-prompt"_s.arg(text.mid(third.begin, third.end - third.begin))),
             qPrintable(said));
    QVERIFY2(said.contains(u"Your spans that the answer does not have:"_s), qPrintable(said));
    QVERIFY2(said.contains(u"“%1” — Commonsense"_s.arg(text.mid(second.begin, second.end - second.begin))),
             qPrintable(said));
    saveScreenshot(m_view, u"annotate-practice-answer.png"_s);
}

// The judgement widgets stay from item to item (only the answers change): a reason typed for one text,
// with the field still focused, must neither show nor be saved with the next.
void AnnotateProtocolsTest::authorshipReasonStaysWithItsItem()
{
    QList<qint64> queue;
    qint64 annotator = 0;
    auto project = oneAnnotatorProject(
        m_dir.filePath(u"authorship.errata"_s), u"scarecrow"_s, u"story"_s, u"Write a story."_s,
        {u"Once upon a time there was a lighthouse."_s, u"The tide came in twice."_s}, &queue, &annotator);
    QVERIFY(project);
    QVERIFY(project->settings().setValue(SettingKey::Judgements, u"authorship"_s));
    AnnotateView view;
    QVERIFY(openView(view, *project, annotator, queue, queue.at(0)));
    QLineEdit *reason = nullptr;
    for (QLineEdit *edit : view.findChildren<QLineEdit *>()) {
        if (edit->parentWidget() && edit->parentWidget()->inherits("Errata::JudgementPanel")) reason = edit;
    }
    QVERIFY(reason);
    reason->setFocus();
    QTest::keyClicks(reason, u"too tidy"_s);
    QCOMPARE(view.document()->judgements().value(u"authorship_reason"_s).toString(), u"too tidy"_s);
    QVERIFY(view.showItem(queue.at(1)));
    QVERIFY(reason->hasFocus());
    QCOMPARE(reason->text(), QString());
    QTest::keyClicks(reason, u"odd tides"_s);
    QCOMPARE(view.document()->judgements().value(u"authorship_reason"_s).toString(), u"odd tides"_s);
    QVERIFY(view.showItem(queue.at(0)));
    QCOMPARE(reason->text(), u"too tidy"_s);
}

QTEST_MAIN(AnnotateProtocolsTest)
#include "annotateprotocols_test.moc"
