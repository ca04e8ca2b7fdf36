// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/generators/demoproject.h"

#include "model/generators/demosimulator.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

using S = AssignmentState;
using A = WorkflowAction;

// Where each (item, annotator) pair ends up, chosen so that every state of product.md §4 appears
// and the layer view still has many complete layers: early items are done, later ones in flight.
S targetState(int item, int annotator)
{
    switch (item) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5: return S::Accepted;
    case 6: return annotator < 5 ? S::InReview : S::Accepted;
    case 7: return S::Submitted;
    case 8: return annotator < 3 ? S::Returned : S::Submitted;
    case 9: return annotator < 4 ? S::InProgress : S::Submitted;
    case 10: return annotator == 9 ? S::Discarded : annotator >= 6 ? S::InProgress : S::New;
    default: return S::New;
    }
}

// The actions that lead from "new" to the target; one annotator per finished item went round
// the return-for-amendment loop once (TGEA's "returned until qualified").
QList<A> pathTo(S target, bool amendedOnce)
{
    QList<A> done{A::Open, A::Submit, A::Claim};
    if (amendedOnce) {
        done << A::Return << A::Open << A::Submit << A::Claim;
    }
    switch (target) {
    case S::New: return {};
    case S::InProgress: return {A::Open};
    case S::Submitted: return {A::Open, A::Submit};
    case S::InReview: return done;
    case S::Returned: return {A::Open, A::Submit, A::Claim, A::Return};
    case S::Accepted: return done << A::Accept;
    case S::Discarded: return {A::Open, A::Discard};
    }
    return {};
}

QString reasonFor(A action)
{
    switch (action) {
    case A::Return:
        return u"Please add the antecedent for your Redundant span and check the severity of the "
               u"factual errors."_s;
    case A::Discard: return u"The prompt is ambiguous: I cannot tell what the continuation should be about."_s;
    default: return {};
    }
}

} // namespace

QStringList DemoProject::annotatorNames()
{
    return {u"Amara Okafor"_s, u"Bao Chen"_s,  u"Carlos Mendes"_s,  u"Dana Kowalski"_s, u"Elif Yılmaz"_s,
            u"Farid Haddad"_s, u"Grace Liu"_s, u"Hiroshi Tanaka"_s, u"Ingrid Larsen"_s, u"Jamal Wright"_s};
}

QString DemoProject::reviewerName()
{
    return u"Rosa Delgado"_s;
}
QString DemoProject::coordinatorName()
{
    return u"Priya Raman"_s;
}

bool DemoProject::isOutdated(const QString &path)
{
    QString error;
    auto project = Project::openReadOnly(path, &error);
    return project && project->settings().value(RevisionKey, u"1"_s).toInt() < Revision;
}

qint64 DemoProject::coordinatorId(Project &project)
{
    const auto person = project.people().findByName(coordinatorName());
    return person ? person->id : 0;
}

bool DemoProject::create(const QString &path, QString *error)
{
    QFile corpus(u":/demo/demo-items.json"_s);
    if (!corpus.open(QIODevice::ReadOnly)) {
        *error = tr("The demo corpus is missing from this build.");
        return false;
    }
    const QList<DemoItem> demos = DemoItemReader::read(corpus.readAll(), error);
    const TaxonomyLoadResult scarecrow = TaxonomyLoader::builtin(u"scarecrow"_s);
    if (demos.isEmpty() || !scarecrow.isValid()) {
        *error = error->isEmpty() ? scarecrow.errorText(u"scarecrow.json"_s) : *error;
        return false;
    }
    auto project = Project::create(path, *scarecrow.taxonomy, tr("Errata demo: GPT continuations"), error);
    if (!project) {
        return false;
    }
    if (!fill(*project, demos, error)) {
        project.reset();
        Project::removeFiles(path); // no half-made demo left behind to be opened next time
        return false;
    }
    return true;
}

bool DemoProject::fill(Project &project, const QList<DemoItem> &demos, QString *error)
{
    Transaction transaction(&project.database());
    if (!addPeople(project, error)) {
        return false;
    }
    for (int i = 0; i < demos.size(); ++i) {
        if (!addItem(project, demos.at(i), i, error)) {
            return false;
        }
    }
    if (!addQualityExamples(project, demos, error)
        || !project.settings().setValue(RevisionKey, QString::number(Revision))) {
        return false;
    }
    if (!transaction.commit()) {
        *error = withReason(tr("Could not write the demo project."), project.database().lastError());
        return false;
    }
    return true;
}

bool DemoProject::addPeople(Project &project, QString *error)
{
    PersonRepository people = project.people();
    QList<Person> everyone;
    for (const QString &name : annotatorNames()) {
        everyone << Person{0, name, Role::Annotator};
    }
    everyone << Person{0, reviewerName(), Role::Reviewer};
    everyone << Person{0, coordinatorName(), Role::Coordinator | Role::Reviewer};
    // The coordinator comes last: until then nobody coordinates the project, so anyone may add people.
    for (Person &person : everyone) {
        if (!people.add(person, 0)) {
            *error = people.lastError();
            return false;
        }
    }
    return true;
}

bool DemoProject::addItem(Project &project, const DemoItem &demo, int itemIndex, QString *error)
{
    Item item = demo.item;
    ItemRepository items = project.items();
    AssignmentRepository assignments = project.assignments();
    SpanRepository spans = project.spans();
    const qint64 coordinator = project.people().findByName(coordinatorName())->id;
    if (!items.add(item, coordinator)) {
        *error = items.lastError();
        return false;
    }
    const qint64 reviewer = project.people().findByName(reviewerName())->id;
    const QStringList names = annotatorNames();
    for (int a = 0; a < names.size(); ++a) {
        QRandomGenerator random(Seed + quint32(itemIndex * 100 + a));
        const qint64 annotator = project.people().findByName(names.at(a))->id;
        Assignment assignment;
        assignment.itemId = item.id;
        assignment.annotatorId = annotator;
        if (!assignments.create(assignment, coordinator)) {
            *error = assignments.lastError();
            return false;
        }
        const S target = targetState(itemIndex, a);
        const double completeness = target == S::New            ? 0.0
            : target == S::InProgress || target == S::Discarded ? 0.5
                                                                : 1.0;
        const qint64 layer = *spans.annotatorLayer(item.id, annotator);
        for (Span span : AnnotatorSimulator(random).annotate(demo, completeness)) {
            span.layerId = layer;
            if (!spans.add(span)) {
                *error = spans.lastError();
                return false;
            }
        }
        for (A action : pathTo(target, target == S::Accepted && a == itemIndex)) {
            const qint64 actor = requiredRole(action) == Role::Reviewer ? reviewer : annotator;
            if (!assignments.perform(assignment.id, action, actor, reasonFor(action))) {
                *error = assignments.lastError();
                return false;
            }
            if (action == A::Return) { // the reviewer's message opens the item's conversation
                ReviewEvent comment{0, assignment.id, 0, reviewer, ReviewEventKind::Comment, reasonFor(action), {}};
                project.reviews().add(comment);
            }
        }
        // Scarecrow saw minutes to tens of minutes per paragraph, with a long tail.
        const qint64 seconds =
            target == S::New ? 0 : 90 + qint64(random.bounded(600)) * (random.bounded(4) == 0 ? 3 : 1);
        assignments.addTimeSpent(assignment.id, seconds);
    }
    return addPlantedGold(project, demo, itemIndex, item.id, error);
}

} // namespace Errata
