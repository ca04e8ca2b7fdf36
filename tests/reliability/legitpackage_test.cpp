// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/reliability/forgedpackage.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/removespancommand.h"
#include "model/document/suggestionqueue.h"
#include "model/project/predictionimport.h"
#include "model/project/suggestionseed.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/suggestionrepository.h"

#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace ForgedPackage;

namespace {

const QString System = u"judge-7b"_s;

PredictedSpan predicted(qsizetype begin, qsizetype end, const QString &type, const QString &rationale)
{
    PredictedSpan p;
    p.span.range = TextRange{begin, end, TextSide::Generation};
    p.span.typeKey = type;
    p.span.severityKey = u"2"_s;
    p.span.confidence = 0.5;
    p.span.rationale = rationale;
    return p;
}

// What a merge must bring home exactly, as text: a span by its content (what sameSpanContent compares).
QString contentOf(const Span &span)
{
    return u"%1 %2-%3 %4/%5 \"%6\" %7 links %8"_s.arg(textSideKey(span.range.side))
        .arg(span.range.begin)
        .arg(span.range.end)
        .arg(span.typeKey, span.severityKey, span.rationale, spanReviewStateKey(span.reviewState))
        .arg(span.links.size());
}

// The owner's work on one item as it can be compared between the package and home, whose numbers differ:
// spans by content, each suggestion's decision with the content of the span it made (or "gone" when that
// span was deleted), replies with the span they are about (or "item").
QStringList workOf(Project &project, qint64 itemId, qint64 ownerId)
{
    const qint64 layer = *project.spans().annotatorLayer(itemId, ownerId);
    QHash<qint64, QString> spans;
    QStringList out;
    for (const Span &span : project.spans().spansOfLayer(layer)) spans.insert(span.id, contentOf(span));
    QStringList sorted = spans.values();
    sorted.sort();
    out << sorted;
    for (const Suggestion &s : project.suggestions().forLayer(layer)) {
        out << u"suggestion %1-%2 %3 %4"_s.arg(s.suggested.range.begin)
                   .arg(s.suggested.range.end)
                   .arg(suggestionDecisionKey(s.decision), s.spanId ? spans.value(s.spanId, u"gone"_s) : u"-"_s);
    }
    for (const Assignment &a : project.assignments().forItem(itemId)) {
        if (a.annotatorId != ownerId) continue;
        out << u"%1 round %2 %3"_s.arg(assignmentStateKey(a.state)).arg(a.iteration).arg(a.discardReason);
        for (const ReviewEvent &e : project.reviews().forAssignment(a.id)) {
            out << u"%1: %2 about %3"_s.arg(reviewEventKindKey(e.kind), e.body,
                                            e.spanId ? spans.value(e.spanId, u"item"_s) : u"item"_s);
        }
    }
    return out;
}

} // namespace

// Issue #41, the other side of forgedpackage_test: whatever an annotator does to a work package in
// Errata must come home. Each row is a sequence of ordinary work done in the package through the window's
// own entry points (the undo stack's commands, the suggestion queue, submit, reopen, reply, discard), merged
// into home: the merge succeeds without a conflict and home's record of the item equals the package's.
class LegitPackageTest : public QObject
{
    Q_OBJECT

public:
    enum Sequence {
        AddEditDelete,
        UndoAndRedo,
        AcceptThenDelete,
        AcceptEditRejectUndo,
        AcceptDeleteAndSubmit,
        EditAndSubmit,
        SubmitReopenSubmit,
        ReopenSubmittedWork,
        AmendAfterReturn,
        Discard,
    };
    Q_ENUM(Sequence)

private slots:
    void initTestCase();
    void init();
    void mergesCleanlyAndLandsExactly_data();
    void mergesCleanlyAndLandsExactly();

private:
    void work(Sequence sequence, AnnotationDocument &doc, SuggestionQueue &queue);
    void add(AnnotationDocument &doc, qsizetype begin, qsizetype end, const QString &type, const QString &rationale);
    void change(AnnotationDocument &doc, qsizetype index, const QString &rationale);
    static void remove(AnnotationDocument &doc, qsizetype index);
    static qsizetype spanOf(const AnnotationDocument &doc, const SuggestionQueue &queue, qsizetype suggestion);

    Fixture m_f;
    int m_suggested = -1; // the corpus index of the item with the system's suggestions
};

void LegitPackageTest::initTestCase()
{
    QString error;
    // Before the split, a system's four spans offered to the owner on a new item (demo-12).
    const auto seed = [](Project &project, QString *error) {
        const qint64 coordinator = DemoProject::coordinatorId(project);
        PredictedItem item{u"demo-12"_s, 1, false, {}, {}};
        item.spans = {predicted(78, 80, u"Encyclopedic"_s, u"Wen Zhengming lived in the Ming dynasty."_s),
                      predicted(167, 185, u"Commonsense"_s, u"Flash harms old paintings."_s),
                      predicted(186, 214, u"Off-prompt"_s, u"Mooncakes are not the exhibition."_s),
                      predicted(234, 243, u"Grammar_Usage"_s, QString())};
        PredictionImportSummary imported;
        ImportError importError;
        if (!PredictionImport(project, System, false)
                 .run(coordinator, {PredictionFile{u"judge.jsonl"_s, {item}}}, &imported, &importError)) {
            return *error = importError.message(), false;
        }
        SeedSummary seeded;
        return SuggestionSeed::seed(project, coordinator, System, {owner()}, {}, &seeded, error)
            && seeded.suggestions == 4;
    };
    QVERIFY2(m_f.makeTemplate(&error, seed), qPrintable(error));
    for (int i = 0; i < m_f.corpus.size(); ++i) {
        if (m_f.corpusId(i) == "demo-12"_L1) m_suggested = i;
    }
    QVERIFY(m_suggested > 10); // new for the owner, and not item 10, which other rows use
}

void LegitPackageTest::init()
{
    QString error;
    QVERIFY2(m_f.splitAgain(&error), qPrintable(error));
}

void LegitPackageTest::add(AnnotationDocument &doc, qsizetype begin, qsizetype end, const QString &type,
                           const QString &rationale)
{
    Span span;
    span.range = TextRange{begin, end, TextSide::Generation};
    span.typeKey = type;
    span.severityKey = u"1"_s;
    span.rationale = rationale;
    const qsizetype before = doc.spans().size();
    doc.undoStack()->push(new AddSpanCommand(&doc, span));
    QVERIFY2(doc.spans().size() == before + 1, qPrintable(doc.lastError()));
}

void LegitPackageTest::change(AnnotationDocument &doc, qsizetype index, const QString &rationale)
{
    Span after = doc.spans().at(index);
    after.rationale = rationale;
    doc.undoStack()->push(new ChangeSpanCommand(&doc, index, after, u"rationale"_s));
    QVERIFY2(doc.spans().at(index).rationale == rationale, qPrintable(doc.lastError()));
}

void LegitPackageTest::remove(AnnotationDocument &doc, qsizetype index)
{
    const qsizetype before = doc.spans().size();
    doc.undoStack()->push(new RemoveSpanCommand(&doc, index));
    QVERIFY2(doc.spans().size() == before - 1, qPrintable(doc.lastError()));
}

qsizetype LegitPackageTest::spanOf(const AnnotationDocument &doc, const SuggestionQueue &queue, qsizetype suggestion)
{
    return doc.indexOfSpan(queue.all().at(suggestion).spanId);
}

void LegitPackageTest::mergesCleanlyAndLandsExactly_data()
{
    QTest::addColumn<Sequence>("sequence");
    QTest::addColumn<int>("index");     // the item, by corpus index; -1: the one with suggestions
    QTest::addColumn<QString>("state"); // where the item ends, offline and at home
    // The demo's first annotator: 7 submitted, 8 returned, 9 in progress, 10 and later new.
    QTest::newRow("add, edit, delete") << AddEditDelete << 10 << u"in_progress"_s;
    QTest::newRow("undo and redo") << UndoAndRedo << 10 << u"in_progress"_s;
    QTest::newRow("accept a suggestion, delete its span") << AcceptThenDelete << -1 << u"in_progress"_s;
    QTest::newRow("accept, edit, reject, undo") << AcceptEditRejectUndo << -1 << u"in_progress"_s;
    QTest::newRow("accept, delete, submit") << AcceptDeleteAndSubmit << -1 << u"submitted"_s;
    QTest::newRow("edit and submit") << EditAndSubmit << 9 << u"submitted"_s;
    QTest::newRow("submit, reopen, edit, submit") << SubmitReopenSubmit << 9 << u"submitted"_s;
    QTest::newRow("reopen submitted work and edit") << ReopenSubmittedWork << 7 << u"in_progress"_s;
    QTest::newRow("amend after a return, replies") << AmendAfterReturn << 8 << u"submitted"_s;
    QTest::newRow("discard") << Discard << 10 << u"discarded"_s;
}

void LegitPackageTest::mergesCleanlyAndLandsExactly()
{
    QFETCH(Sequence, sequence);
    QFETCH(int, index);
    QFETCH(QString, state);
    if (index < 0) index = m_suggested;
    const Ids ids = m_f.packageIds(index);
    QString error;
    QStringList offline;
    {
        auto package = Project::open(m_f.package, &error);
        QVERIFY2(package, qPrintable(error));
        AnnotationDocument doc(package.get(), ids.item, ids.owner);
        SuggestionQueue queue(package.get(), &doc);
        QVERIFY2(doc.load() && queue.load(), qPrintable(doc.lastError()));
        work(sequence, doc, queue);
        if (QTest::currentTestFailed()) return;
        offline = workOf(*package, ids.item, ids.owner);
    }
    QVERIFY2(offline.join(u'\n').contains(u"\n%1 round"_s.arg(state)), qPrintable(offline.join(u'\n')));
    MergeSummary summary;
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    QCOMPARE(summary.conflicts, 0);
    QVERIFY(!summary.changedNothing());
    auto home = Project::open(m_f.home, &error);
    const qint64 owner = home->people().findByName(ForgedPackage::owner())->id;
    const QStringList landed = workOf(*home, m_f.corpus.at(index).id, owner);
    QCOMPARE(landed.join(u'\n'), offline.join(u'\n'));
    // A suggestion whose span was deleted offline points at no span of anyone's at home.
    const qint64 layer = *home->spans().annotatorLayer(m_f.corpus.at(index).id, owner);
    QList<qint64> own;
    for (const Span &span : home->spans().spansOfLayer(layer)) own << span.id;
    for (const Suggestion &s : home->suggestions().forLayer(layer)) {
        if (s.spanId && !own.contains(s.spanId)) QVERIFY2(!home->spans().exists(s.spanId), qPrintable(s.system));
    }
    // Merged again, the same package brings nothing more.
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    QVERIFY(summary.changedNothing());
}

void LegitPackageTest::work(Sequence sequence, AnnotationDocument &doc, SuggestionQueue &queue)
{
    QUndoStack &undo = *doc.undoStack();
    switch (sequence) {
    case AddEditDelete:
        add(doc, 0, 4, u"Commonsense"_s, u"first"_s);
        add(doc, 10, 14, u"Off-prompt"_s, u"second"_s);
        change(doc, 0, u"first, reworded"_s);
        remove(doc, 1);
        break;
    case UndoAndRedo:
        add(doc, 0, 4, u"Commonsense"_s, u"first"_s);
        add(doc, 10, 14, u"Off-prompt"_s, u"second"_s);
        change(doc, 0, u"first, reworded"_s);
        undo.undo(); // the rewording
        undo.undo(); // the second span
        undo.redo(); // back
        remove(doc, 0);
        undo.undo(); // the first span is back, with its number
        add(doc, 20, 25, u"Bad_Math"_s, u"third"_s);
        break;
    case AcceptThenDelete: // the false refusal of issue #41: "suggestion … is accepted as span …"
        queue.accept(0);
        QVERIFY(spanOf(doc, queue, 0) >= 0);
        remove(doc, spanOf(doc, queue, 0));
        break;
    case AcceptEditRejectUndo:
        queue.accept(0);
        change(doc, spanOf(doc, queue, 0), u"Wen Zhengming lived 1470–1559."_s);
        queue.reject(1);
        queue.accept(2);
        undo.undo(); // the third is undecided again, its span gone
        queue.accept(3);
        remove(doc, spanOf(doc, queue, 3));
        undo.undo(); // the span is back
        break;
    case AcceptDeleteAndSubmit:
        queue.accept(0);
        queue.accept(1);
        queue.accept(3);
        change(doc, spanOf(doc, queue, 3), u"Tense."_s); // its type asks for a rationale
        remove(doc, spanOf(doc, queue, 1));
        queue.reject(2);
        QVERIFY2(doc.submit(), qPrintable(doc.lastError()));
        break;
    case EditAndSubmit:
        change(doc, 0, u"reworded offline"_s);
        remove(doc, doc.spans().size() - 1);
        add(doc, 1, 3, u"Incoherent"_s, u"added offline"_s);
        QVERIFY2(doc.submit(), qPrintable(doc.lastError()));
        break;
    case SubmitReopenSubmit:
        QVERIFY2(doc.submit(), qPrintable(doc.lastError()));
        QVERIFY2(doc.reopen(), qPrintable(doc.lastError()));
        change(doc, 0, u"after a second look"_s);
        add(doc, 1, 3, u"Incoherent"_s, u"another"_s);
        QVERIFY2(doc.submit(), qPrintable(doc.lastError()));
        break;
    case ReopenSubmittedWork:
        QVERIFY2(doc.reopen(), qPrintable(doc.lastError()));
        change(doc, 0, u"reopened and reworded"_s);
        break;
    case AmendAfterReturn: {
        change(doc, 0, u"amended as asked"_s); // amended, whatever the reviewer decided
        QVERIFY2(doc.reply(doc.spans().at(0).id, u"Done."_s), qPrintable(doc.lastError()));
        add(doc, 1, 3, u"Incoherent"_s, u"one more"_s);
        const qsizetype added = doc.spans().size() - 1;
        QVERIFY2(doc.reply(doc.spans().at(added).id, u"Added this one."_s), qPrintable(doc.lastError()));
        remove(doc, added); // and thought better of it; the reply stays
        QVERIFY2(doc.submit(), qPrintable(doc.lastError()));
        break;
    }
    case Discard:
        add(doc, 0, 4, u"Commonsense"_s, u"first"_s);
        QVERIFY2(doc.discard(u"The text is not in English."_s), qPrintable(doc.lastError()));
        break;
    }
}

QTEST_MAIN(LegitPackageTest)
#include "legitpackage_test.moc"
