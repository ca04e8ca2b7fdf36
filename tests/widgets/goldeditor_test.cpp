// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/agreementdata.h"
#include "model/domain/taxonomyloader.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/review/goldeditor.h"

#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoGroup>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

namespace {
Span span(qsizetype begin, qsizetype end, const QString &type, const QString &severity = u"2"_s)
{
    Span s;
    s.range = {begin, end, TextSide::Generation};
    s.typeKey = type;
    s.severityKey = severity;
    s.rationale = u"why"_s;
    return s;
}
} // namespace

// The gold editor on real widgets: confirm and reject proposals, take spans over one by one or
// merged, undo, and the scores against gold; checked against the project file each time.
class GoldEditorTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void confirmRejectMergeAndUndo();
    void screenshotOnTheDemo();

private:
    QList<Span> goldInFile();
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    qint64 m_itemId = 0;
    qint64 m_reviewer = 0;
};

void GoldEditorTest::init()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction()))),
                                *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    Person rev{0, u"Rev"_s, Role::Reviewer};
    QVERIFY(m_project->people().add(rev, 0));
    m_reviewer = rev.id;
    // Tokens: The[0,3) cat[4,7) sat[8,11) on[12,14) the[15,18) mat[19,22)
    Item item{0, u"s1"_s, u"P."_s, u"The cat sat on the mat"_s, TextFormat::Plain, {}, {}};
    QVERIFY(m_project->items().add(item, 0));
    m_itemId = item.id;
    // Three annotators: two mark "cat sat" as Redundant, one marks "mat" as Incoherent.
    const QList<QList<Span>> layers{
        {span(4, 7, u"Redundant"_s, u"3"_s)}, {span(4, 11, u"Redundant"_s, u"3"_s)}, {span(19, 22, u"Incoherent"_s)}};
    for (int a = 0; a < layers.size(); ++a) {
        Person annotator{0, u"A%1"_s.arg(a + 1), Role::Annotator};
        QVERIFY(m_project->people().add(annotator, 0));
        Assignment assignment;
        assignment.itemId = item.id;
        assignment.annotatorId = annotator.id;
        QVERIFY(m_project->assignments().create(assignment, rev.id));
        AnnotationDocument document(m_project.get(), item.id, annotator.id);
        QVERIFY(document.load());
        for (const Span &s : layers[a]) QVERIFY(document.insertSpan(document.spans().size(), s));
        QVERIFY(m_project->assignments().perform(assignment.id, WorkflowAction::Submit, annotator.id));
    }
}

void GoldEditorTest::cleanup()
{
    m_project.reset();
}

QList<Span> GoldEditorTest::goldInFile()
{
    QHash<qint64, QList<Span>> gold;
    AgreementData::finished(*m_project, &gold);
    return gold.value(m_itemId);
}

void GoldEditorTest::confirmRejectMergeAndUndo()
{
    GoldEditor editor;
    editor.resize(1200, 700);
    editor.setProject(m_project.get(), m_reviewer, {});
    QVERIFY(editor.showItem(m_itemId));
    // A majority (2 of 3) marked overlapping Redundant spans: one proposal, their union "cat sat".
    QCOMPARE(editor.proposals().size(), 1);
    QCOMPARE(editor.proposalsView()->topLevelItem(0)->text(2), u"cat sat"_s);
    QCOMPARE(editor.proposalsView()->topLevelItem(0)->text(3), u"2 of 3"_s);
    QCOMPARE(editor.sourcesView()->topLevelItemCount(), 3);
    editor.confirmProposal(0);
    QList<Span> gold = goldInFile();
    QCOMPARE(gold.size(), 1);
    QCOMPARE(gold[0].range, (TextRange{4, 11, TextSide::Generation}));
    QCOMPARE(gold[0].severityKey, u"3"_s);
    QCOMPARE(editor.proposals()[0].status, GoldProposal::Status::Confirmed);
    // Scores on this item: A2 marked exactly gold (P = R = 1); A1 only "cat" (P 1, R 1/2).
    QCOMPARE(editor.scoresTable()->rowCount(), 3);
    QStringList rows;
    for (int r = 0; r < 3; ++r)
        rows << editor.scoresTable()->item(r, 0)->text() + u' ' + editor.scoresTable()->item(r, 2)->text();
    QVERIFY2(rows.contains(QLocale().toString(0.5, 'f', 2).prepend(u"A1 "_s)), qPrintable(rows.join(u", "_s)));
    // Undo takes the confirmed span out of the file again.
    editor.editor()->undoGroup()->undo();
    QVERIFY(goldInFile().isEmpty());
    QCOMPARE(editor.proposals()[0].status, GoldProposal::Status::Open);
    // Rejecting is remembered: a new editor on the same item shows it rejected.
    editor.rejectProposal(0);
    GoldEditor again;
    again.setProject(m_project.get(), m_reviewer, {});
    QVERIFY(again.showItem(m_itemId));
    QCOMPARE(again.proposals()[0].status, GoldProposal::Status::Rejected);
    // Behind another tab it follows the window's item without loading it, and loads it when shown.
    GoldEditor hidden;
    hidden.setProject(m_project.get(), m_reviewer, {});
    hidden.followItem(m_itemId);
    QVERIFY(!hidden.editor()->document());
    QVERIFY(hidden.proposals().isEmpty());
    hidden.show();
    QVERIFY(hidden.editor()->document());
    QCOMPARE(hidden.editor()->document()->item().id, m_itemId);
    QCOMPARE(hidden.proposals()[0].status, GoldProposal::Status::Rejected);
    hidden.hide();
    // Merge "cat" (A1) with "mat" (A3): one span from the first begin to the last end.
    QTreeWidget *sources = editor.sourcesView();
    sources->topLevelItem(0)->setSelected(true);
    sources->topLevelItem(2)->setSelected(true);
    editor.mergeSelected();
    gold = goldInFile();
    QCOMPARE(gold.size(), 1);
    QCOMPARE(gold[0].range, (TextRange{4, 22, TextSide::Generation}));
    QCOMPARE(gold[0].typeKey, u"Redundant"_s);              // a tie: the earlier span's type
    QCOMPARE(sources->topLevelItem(0)->text(3), QString()); // "cat" alone is not in gold as such
}

void GoldEditorTest::screenshotOnTheDemo()
{
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    auto demo = Project::open(path, &error);
    QVERIFY(demo);
    // The item with the most finished layers makes the fullest picture.
    qint64 best = 0;
    qsizetype most = 0;
    for (const AgreementItem &item : AgreementData::finished(*demo)) {
        if (item.layers.size() > most) most = item.layers.size(), best = item.itemId;
    }
    QVERIFY(most >= 2);
    qint64 reviewer = 0;
    for (const Person &person : demo->people().all()) {
        if (person.name == DemoProject::reviewerName()) reviewer = person.id;
    }
    GoldEditor editor;
    editor.resize(1280, 760);
    editor.setProject(demo.get(), reviewer, {});
    QVERIFY(editor.showItem(best));
    editor.setConsensus(ConsensusRange::Union, 2);
    QVERIFY(!editor.proposals().isEmpty());
    editor.confirmProposal(0);
    QCOMPARE(editor.goldSpans().size(), 1);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    saveScreenshot(&editor, u"gold-editor.png"_s);
}

QTEST_MAIN(GoldEditorTest)
#include "goldeditor_test.moc"
