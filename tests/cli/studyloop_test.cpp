// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A whole study, end to end (issue #17): a CSV written for the test, three annotators and a reviewer,
// K = 2, packages for everyone, the work done in each package through AnnotationDocument, all merged
// at once; a span rejected and its item returned, amended in a second round of packages, accepted.
// Then `agreement` and `stats` must give what the test works out by hand from the spans it made.
#include "model/document/annotationdocument.h"
#include "model/document/reviewsession.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"

#include "tests/testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

namespace {

// Word w (0-based) of "Aa bb cc dd." texts: every word is two letters and a space, so word w starts at 3w.
TextRange words(int first, int last)
{
    return {first * 3, last * 3 + 2, TextSide::Generation};
}

Span grammar(const TextRange &range)
{
    Span span;
    span.range = range;
    span.typeKey = u"Grammar_Usage"_s;
    span.severityKey = u"2"_s;
    span.rationale = u"wrong word"_s;
    return span;
}

} // namespace

class StudyLoopTest : public QObject
{
    Q_OBJECT

private slots:
    void wholeStudy();

private:
    Run cli(const QStringList &arguments)
    {
        return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    // Does the work of every package in folder: plan(item, owner) gives the owner's spans for an item.
    void workInPackages(const QString &folder,
                        const std::function<QList<Span>(const QString &, const QString &)> &plan);
    QTemporaryDir m_dir;
    QHash<QString, QString> m_idByText; // the corpus ids by generation: packages name items by label only
};

void StudyLoopTest::workInPackages(const QString &folder,
                                   const std::function<QList<Span>(const QString &, const QString &)> &plan)
{
    for (const QFileInfo &file : QDir(folder).entryInfoList({u"*.errata"_s}, QDir::Files)) {
        QString error;
        auto package = Project::open(file.filePath(), &error);
        QVERIFY2(package, qPrintable(error));
        const QString owner = *package->settings().value(u"package_owner"_s);
        // The project is blind: the package, in the annotator's hands, holds no model and no corpus id.
        for (const Item &item : package->items().all()) {
            QVERIFY(!item.metadata.contains(u"model"_s));
            QVERIFY2(item.externalId.startsWith(u'#'), qPrintable(item.externalId));
            QVERIFY(!file.fileName().contains(item.externalId));
        }
        QVERIFY2(!package->settings().value(u"package:"_s + owner), "the labels' key stays home");
        const qint64 ownerId = package->people().findByName(owner)->id;
        for (const Assignment &a : package->assignments().all()) {
            if (a.annotatorId != ownerId || isFinished(a.state)) continue;
            const QString itemId = m_idByText.value(package->items().find(a.itemId)->generation);
            QVERIFY(!itemId.isEmpty());
            AnnotationDocument doc(package.get(), a.itemId, ownerId);
            QVERIFY2(doc.load(), qPrintable(doc.lastError()));
            while (!doc.spans().isEmpty()) QVERIFY(doc.removeSpan(0)); // an amendment starts over
            for (const Span &span : plan(itemId, owner)) QVERIFY2(doc.insertSpan(0, span), qPrintable(doc.lastError()));
            QVERIFY2(doc.submit(), qPrintable(doc.lastError()));
        }
    }
}

void StudyLoopTest::wholeStudy()
{
    const QString project = m_dir.filePath(u"study.errata"_s);
    QFile csv(m_dir.filePath(u"texts.csv"_s));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("id,text,model\nx1,Aa bb cc dd.,m1\nx2,Ee ff gg hh.,m1\nx3,Ii jj kk ll.,m2\n");
    csv.close();
    for (const QStringList &step :
         {QStringList{u"init"_s, project, u"--coordinator"_s, u"Priya"_s},
          {u"people"_s, u"add"_s, project, u"Ann"_s, u"Bo"_s, u"Cy"_s},
          {u"people"_s, u"add"_s, project, u"Rosa"_s, u"--role"_s, u"reviewer"_s},
          {u"items"_s, u"add"_s, project, u"--format"_s, u"csv"_s, csv.fileName()},
          {u"assign"_s, project, u"--per-item"_s, u"2"_s, u"--seed"_s, u"11"_s},
          {u"package"_s, u"split"_s, project, u"--all"_s, u"-o"_s, m_dir.filePath(u"r1"_s)}}) {
        const Run run = cli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(u' ') + u": "_s + run.err));
    }
    QCOMPARE(QDir(m_dir.filePath(u"r1"_s)).entryList({u"*.errata"_s}).size(), 3);
    // Who has which item, read from the home project: 3 items × 2 over 3 people is 2 items each,
    // and with 3 items for 3 pairs each pair shares exactly one.
    QMap<QString, QStringList> holders; // item -> its two annotators, by name
    {
        QString error;
        auto home = Project::open(project, &error);
        QVERIFY2(home, qPrintable(error));
        for (const Assignment &a : home->assignments().all()) {
            holders[home->items().find(a.itemId)->externalId] << home->people().find(a.annotatorId)->name;
        }
        for (const Item &item : home->items().all()) m_idByText.insert(item.generation, item.externalId);
    }
    QCOMPARE(holders.size(), 3);
    QSet<QString> pairs;
    for (QStringList &two : holders) {
        std::sort(two.begin(), two.end());
        QCOMPARE(two.size(), 2);
        pairs << two.join(u'+');
    }
    QCOMPARE(pairs.size(), 3);
    // The first of an item's two annotators (by name) marks word 0, the second words 0–1.
    QMap<QString, QList<Span>> final; // item/owner -> the spans that stand at the end
    const auto round1 = [&](const QString &item, const QString &owner) {
        const QList<Span> spans{grammar(holders.value(item).first() == owner ? words(0, 0) : words(0, 1))};
        final.insert(item + u'/' + owner, spans);
        return spans;
    };
    workInPackages(m_dir.filePath(u"r1"_s), round1);
    QVERIFY2(cli({u"package"_s, u"merge"_s, project, m_dir.filePath(u"r1"_s)}).exitCode == 0, "round 1 merge");

    // Rosa rejects the span of the item where Ann is second and returns it; she accepts the rest.
    QString annSecond;
    for (auto it = holders.cbegin(); it != holders.cend(); ++it) {
        if (it->last() == "Ann"_L1) annSecond = it.key();
    }
    if (annSecond.isEmpty()) { // Ann is first on both her items: then reject the one she shares with Bo
        for (auto it = holders.cbegin(); it != holders.cend(); ++it) {
            if (it->contains(u"Ann"_s)) annSecond = it.key();
        }
    }
    {
        QString error;
        auto home = Project::open(project, &error);
        const qint64 rosa = home->people().findByName(u"Rosa"_s)->id, ann = home->people().findByName(u"Ann"_s)->id;
        for (const Assignment &a : home->assignments().all()) {
            QCOMPARE(a.state, AssignmentState::Submitted);
            ReviewSession review(*home, rosa, a.id);
            QVERIFY2(review.claim(), qPrintable(review.lastError()));
            const bool reject = a.annotatorId == ann && home->items().find(a.itemId)->externalId == annSecond;
            for (const Span &span : review.spans()) {
                QVERIFY(review.decide(span.id, reject ? SpanDecision::Reject : SpanDecision::Accept,
                                      reject ? u"Only the first word repeats."_s : QString()));
            }
            QVERIFY2(reject ? review.returnForAmendment(u"Mark only what repeats."_s) : review.accept(),
                     qPrintable(review.lastError()));
        }
    }
    // Round 2: only Ann has work; she marks what her partner on that item marked.
    const Run split2 = cli({u"package"_s, u"split"_s, project, u"--all"_s, u"-o"_s, m_dir.filePath(u"r2"_s)});
    QVERIFY2(split2.exitCode == 0, qPrintable(split2.err));
    QCOMPARE(QDir(m_dir.filePath(u"r2"_s)).entryList({u"*.errata"_s}), QStringList{u"Ann.errata"_s});
    const QString partner = holders.value(annSecond).first() == "Ann"_L1 ? holders.value(annSecond).last()
                                                                         : holders.value(annSecond).first();
    workInPackages(m_dir.filePath(u"r2"_s), [&](const QString &item, const QString &owner) {
        const QList<Span> spans = final.value(item + u'/' + partner);
        final.insert(item + u'/' + owner, spans);
        return spans;
    });
    QVERIFY2(cli({u"package"_s, u"merge"_s, project, m_dir.filePath(u"r2"_s)}).exitCode == 0, "round 2 merge");
    {
        QString error;
        auto home = Project::open(project, &error);
        const qint64 rosa = home->people().findByName(u"Rosa"_s)->id;
        for (const Assignment &a : home->assignments().all()) {
            if (a.state == AssignmentState::Accepted) continue;
            QCOMPARE(a.state, AssignmentState::Submitted);
            ReviewSession review(*home, rosa, a.id);
            QVERIFY(review.claim());
            for (const Span &span : review.spans()) {
                if (span.reviewState == SpanReviewState::Pending) QVERIFY(review.decide(span.id, SpanDecision::Accept));
            }
            QVERIFY2(review.accept(), qPrintable(review.lastError()));
        }
        for (const Assignment &a : home->assignments().all()) QCOMPARE(a.state, AssignmentState::Accepted);
    }
    // By hand: per item, the words each annotator's spans cover (4 words a text), then Two Agree (words
    // marked by both over words marked by either) and Krippendorff's binary α over all 12 words:
    // α = 1 − (N − 1)·d / (n0·n1), N = 24 values, d = words the two disagree on, n1 = marks, n0 = 24 − n1.
    int both = 0, either = 0, marks = 0;
    for (auto it = holders.cbegin(); it != holders.cend(); ++it) {
        QList<QSet<int>> covered;
        for (const QString &owner : *it) {
            QSet<int> set;
            for (const Span &span : final.value(it.key() + u'/' + owner)) {
                for (int w = 0; w < 4; ++w) {
                    if (span.range.begin < w * 3 + 2 && w * 3 < span.range.end) set.insert(w);
                }
            }
            covered << set;
            marks += int(set.size());
        }
        both += int(QSet<int>(covered[0]).intersect(covered[1]).size());
        either += int(QSet<int>(covered[0]).unite(covered[1]).size());
    }
    const int disagree = either - both, n1 = marks, n0 = 24 - marks;
    const double twoAgree = double(both) / either, alpha = 1.0 - 23.0 * disagree / (double(n0) * n1);
    const Run agreement = cli({u"--format"_s, u"tsv"_s, u"agreement"_s, project});
    QCOMPARE(agreement.exitCode, 0);
    QString row;
    for (const QString &line : agreement.out.split(u'\n')) {
        if (line.section(u'\t', 1, 1) == "Grammar_Usage"_L1) row = line;
    }
    QVERIFY2(!row.isEmpty(), qPrintable(agreement.out));
    QCOMPARE(row.section(u'\t', 4, 4), QString::number(twoAgree, 'f', 4));
    QCOMPARE(row.section(u'\t', 3, 3), QString::number(alpha, 'f', 4));
    QCOMPARE(row.section(u'\t', 8, 8), u"12"_s); // units: 3 texts × 4 words
    // One span in each of the 6 annotations: a count of 1 span per annotation for Grammar_Usage, 0 for others.
    const Run stats = cli({u"--format"_s, u"tsv"_s, u"stats"_s, project, u"--measure"_s, u"count"_s});
    QCOMPARE(stats.exitCode, 0);
    QVERIFY2(stats.out.contains(u"\tGrammar_Usage\tcount\t1\t"_s), qPrintable(stats.out));
    QVERIFY2(stats.out.section(u"\tGrammar_Usage\t"_s, 1).section(u'\n', 0, 0).endsWith(u"\t3\t6"_s),
             qPrintable(stats.out));
}

QTEST_GUILESS_MAIN(StudyLoopTest)
#include "studyloop_test.moc"
