// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The reviewer's waits on a busy item: 10 annotators × 30 spans, all handed in, one of them
// returned, amended (10 spans changed) and resubmitted. Times the review queue, the diff since the
// last review, opening the item in the review view (everything it shows, read at once), the
// consensus proposals over the ten layers, the gold editor's proposal list, and every annotator's
// token precision / recall against gold over the whole project.
//   review_bench [ITEMS]   (more items make the queue longer; the item under review stays the same)
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/consensus.h"
#include "model/document/goldlayer.h"
#include "model/document/reviewitem.h"
#include "model/project/reviewqueue.h"
#include "model/document/reviewsession.h"
#include "model/project/agreementdata.h"
#include "model/stats/goldcomparison.h"
#include "model/domain/taxonomyloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

template <typename F>
void timed(const char *label, int rounds, F &&work)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < rounds; ++i) work();
    out << qSetFieldWidth(40) << Qt::left << label << qSetFieldWidth(0) << timer.nsecsElapsed() / 1e6 / rounds
        << " ms\n";
}

// One item with ten annotators' 30 spans each, submitted; returns the first assignment's id.
qint64 fill(Project &project, int items, qint64 reviewer, QList<qint64> *annotators)
{
    const QString text = QString(u"word "_s).repeated(400);
    for (int a = 0; a < 10; ++a) {
        Person person{0, u"annotator %1"_s.arg(a + 1), Role::Annotator};
        project.people().add(person, 0);
        *annotators << person.id;
    }
    qint64 first = 0;
    for (int i = 0; i < items; ++i) {
        Item item{0, u"item-%1"_s.arg(i), u"p"_s, text, TextFormat::Plain, {}, {{u"model"_s, u"gpt2"_s}}};
        project.items().add(item, 0);
        for (const qint64 annotator : std::as_const(*annotators)) {
            Assignment assignment;
            assignment.itemId = item.id;
            assignment.annotatorId = annotator;
            project.assignments().create(assignment, reviewer);
            first = first ? first : assignment.id;
            const qint64 layer = *project.spans().annotatorLayer(item.id, annotator);
            QList<Span> spans;
            for (int s = 0; s < 30; ++s) {
                Span span;
                span.layerId = layer;
                span.range = {qsizetype(s * 60 + annotator % 7), qsizetype(s * 60 + 20 + annotator % 5),
                              TextSide::Generation};
                span.typeKey = s % 2 ? u"Incoherent"_s : u"Commonsense"_s;
                spans << span;
            }
            project.spans().addMany(spans);
            project.assignments().perform(assignment.id, WorkflowAction::Open, annotator);
            project.assignments().perform(assignment.id, WorkflowAction::Submit, annotator);
        }
    }
    return first;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int items = qMax(1, app.arguments().value(1, u"50"_s).toInt());
    QTemporaryDir dir;
    QString error;
    auto project = Project::create(dir.filePath(u"review.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                   u"bench"_s, &error);
    Person reviewer{0, u"Rev"_s, Role::Reviewer};
    project->people().add(reviewer, 0);
    QList<qint64> annotators;
    const qint64 assignmentId = fill(*project, items, reviewer.id, &annotators);
    // One round of review: returned, ten spans moved, resubmitted, claimed again.
    ReviewSession session(*project, reviewer.id, assignmentId);
    session.claim();
    session.returnForAmendment(u"Please check the ranges."_s);
    QList<Span> spans = session.spans();
    for (int s = 0; s < 10; ++s) {
        spans[s].range.end += 1;
        project->spans().update(spans[s]);
    }
    project->assignments().perform(assignmentId, WorkflowAction::Submit, annotators.first());
    session.claim();

    out << items << " items x 10 annotators x 30 spans\n";
    timed("review queue (load, oldest first)", 5, [&] { ReviewQueue::load(*project); });
    out << "  rows: " << ReviewQueue::load(*project).size() << '\n';
    timed("diff since the last review", 20, [&] { session.changesSinceLastReview(); });
    out << "  changes: " << session.changesSinceLastReview().value_or(QList<SpanChange>()).size() << '\n';
    QList<AnnotatorSpans> layers;
    const qint64 itemId = project->assignments().find(assignmentId)->itemId;
    for (const qint64 annotator : std::as_const(annotators)) {
        layers << AnnotatorSpans{annotator,
                                 project->spans().spansOfLayer(*project->spans().annotatorLayer(itemId, annotator))};
    }
    timed("consensus proposals (10 layers, union)", 20, [&] { proposeConsensus(layers, ConsensusRange::Union); });
    out << "  proposals: " << proposeConsensus(layers, ConsensusRange::Union).size() << '\n';
    timed("open in the review view (all it shows)", 20, [&] { loadReviewItem(*project, assignmentId, reviewer.id); });
    timed("gold editor proposals (with statuses)", 20,
          [&] { GoldLayer::proposals(layers, {}, GoldLayer::rejectedKeys(*project, itemId), ConsensusRange::Union); });
    // Gold on every item: the first annotator's layer, so each score has something to count.
    for (const AgreementItem &item : AgreementData::finished(*project)) {
        const qint64 gold = *project->spans().ensureGoldLayer(item.itemId);
        QList<Span> spans = item.layers.first().spans;
        for (Span &span : spans) span.id = 0, span.layerId = gold;
        project->spans().addMany(spans);
    }
    const QList<TypeSelector> selectors = TypeSelectors::forTaxonomy(project->taxonomy(), 2);
    timed("against gold, all items (read + score)", 3, [&] {
        QHash<qint64, QList<Span>> gold;
        compareWithGold(AgreementData::finished(*project, &gold), gold, selectors, AgreementUnit::Token);
    });
    return 0;
}
