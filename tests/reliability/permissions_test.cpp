// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/project/archiverestorer.h"
#include "model/project/corpuswriter.h"
#include "model/project/workpackage.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/qualification.h"
#include "model/project/qualitycontrol.h"
#include "model/document/reviewsession.h"
#include "model/domain/taxonomyloader.h"
#include "tests/reliability/permissionsmatrix.h"
#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace PermissionsMatrix;

namespace {

Span validSpan()
{
    Span span;
    span.range = {0, 3, TextSide::Generation};
    span.typeKey = u"Grammar_Usage"_s;
    span.severityKey = u"1"_s;
    span.rationale = u"wrong word"_s;
    return span;
}

// The project file as it is on disk: the database and its write-ahead log (where a commit lands
// first). An edit that writes anything changes one of the two.
QByteArray fileState(const QString &path)
{
    return TestSupport::fileHash(path) + TestSupport::fileHash(path + u"-wal"_s);
}

// One fresh project per attempt: everybody, the owner's assignment of item "i" with a valid span,
// and a second item "spare" nobody is assigned to yet.
struct Scene
{
    std::unique_ptr<Project> project;
    qint64 ownerId = 0, actorId = 0, reviewerId = 0, coordinatorId = 0, assignmentId = 0, itemId = 0, spareId = 0;
};

// The owner's package, made by the coordinator, with one span added offline, so that a merge has
// something to bring home.
std::unique_ptr<Project> editedPackage(Scene &s, const QString &path, QString *error)
{
    const QString owner = s.project->people().find(s.ownerId)->name;
    SplitSummary summary;
    auto package = WorkPackage::split(*s.project, s.coordinatorId, owner, path, &summary, error);
    if (!package) return nullptr;
    const QList<Item> items = package->items().all();
    // Item "i" (by its text: a blind package names items by the owner's labels, not corpus ids).
    const auto item =
        std::find_if(items.cbegin(), items.cend(), [](const Item &i) { return i.generation == "The cat sat."_L1; });
    if (item == items.cend()) return *error = u"item i is not in the package"_s, nullptr;
    AnnotationDocument doc(package.get(), item->id, package->people().findByName(owner)->id);
    doc.load();
    if (!doc.insertSpan(0, validSpan())) return *error = doc.lastError(), nullptr;
    return package;
}

} // namespace

// Issue #10: every action tried as every role, through the model's own entry points, on a project
// in a state where the action is possible; the set that succeeds must equal product.md, and a
// refused action must say why and leave the file byte for byte as it was.
class PermissionsTest : public QObject
{
    Q_OBJECT

private slots:
    void everyActionAsEveryRole();
    void unmanagedProjectIsOpenUntilItHasACoordinator();
    void refusalNamesTheActionAndTheRole();
    void cliImportActsAsTheCoordinator();

private:
    std::optional<Scene> scene(const QString &actor, QString *why);
    bool prepare(Scene &scene, const QString &action, QString *why);
    bool workflowAction(Scene &scene, const QString &action, QString *why);
    bool adminAction(Scene &scene, const QString &action, QString *why);
    bool packageAction(Scene &scene, const QString &action, QString *why);
    QTemporaryDir m_dir;
    int m_counter = 0;
};

std::optional<Scene> PermissionsTest::scene(const QString &actorName, QString *why)
{
    Scene s;
    s.project = Project::create(m_dir.filePath(u"p%1.errata"_s.arg(++m_counter)),
                                *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"P"_s, why);
    if (!s.project) return std::nullopt;
    Person coordinator{0, u"coordinator"_s, Role::Coordinator}, owner{0, u"owner"_s, Role::Annotator};
    Person other{0, u"other annotator"_s, Role::Annotator}, reviewer{0, u"reviewer"_s, Role::Reviewer};
    Person both{0, u"owner+reviewer"_s, Role::Annotator | Role::Reviewer};
    PersonRepository people = s.project->people();
    // The first coordinator comes into a project nobody coordinates yet; they add everyone else.
    bool ok = people.add(coordinator, 0);
    for (Person *p : {&owner, &other, &reviewer, &both}) ok = ok && people.add(*p, coordinator.id);
    Item item{0, u"i"_s, u"Prompt."_s, u"The cat sat."_s, TextFormat::Plain, {}, {}};
    Item spare{0, u"spare"_s, u"Prompt."_s, u"A dog ran."_s, TextFormat::Plain, {}, {}};
    ok = ok && s.project->items().add(item, coordinator.id) && s.project->items().add(spare, coordinator.id);
    s.ownerId = actorName == "owner+reviewer"_L1 ? both.id : owner.id;
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = s.ownerId;
    ok = ok && s.project->assignments().create(assignment, coordinator.id);
    if (!ok) return *why = u"setup: "_s + people.lastError(), std::nullopt;
    s.actorId = s.project->people().findByName(actorName)->id;
    s.reviewerId = reviewer.id;
    s.coordinatorId = coordinator.id;
    s.assignmentId = assignment.id;
    s.itemId = item.id;
    s.spareId = spare.id;
    return s;
}

// Brings the owner's assignment to where a workflow action applies, by the people entitled to
// each step.
bool PermissionsTest::prepare(Scene &s, const QString &action, QString *why)
{
    const auto needs = [&](const QStringList &actions) { return actions.contains(action); };
    AnnotationDocument ownDoc(s.project.get(), s.itemId, s.ownerId);
    ownDoc.load();
    if (!needs({u"open"_s}) && !ownDoc.insertSpan(0, validSpan())) return *why = ownDoc.lastError(), false;
    const bool submitted =
        needs({u"reopen"_s, u"claim"_s, u"decide span"_s, u"comment"_s, u"unclaim"_s, u"return"_s, u"accept"_s});
    if (submitted && !ownDoc.submit()) return *why = u"setup: "_s + ownDoc.lastError(), false;
    // The entitled reviewer claims and decides, unless the actor is the one to claim.
    const bool claimed = submitted && !needs({u"reopen"_s, u"claim"_s});
    const bool actorReviews = s.project->people().find(s.actorId)->roles.testFlag(Role::Reviewer);
    const qint64 claimer = actorReviews && s.actorId != s.ownerId ? s.actorId : s.reviewerId;
    ReviewSession setup(*s.project, claimer, s.assignmentId);
    if (claimed && !(setup.claim() && setup.decide(ownDoc.spans().first().id, SpanDecision::Accept))) {
        return *why = u"setup: "_s + setup.lastError(), false;
    }
    return true;
}

bool PermissionsTest::workflowAction(Scene &s, const QString &action, QString *why)
{
    if (!prepare(s, action, why)) return false;
    AnnotationDocument doc(s.project.get(), s.itemId, s.actorId);
    doc.load();
    ReviewSession session(*s.project, s.actorId, s.assignmentId);
    AssignmentRepository assignments = s.project->assignments();
    const QList<Span> spans = s.project->spans().spansOfLayer(*s.project->spans().annotatorLayer(s.itemId, s.ownerId));
    const qint64 spanId = spans.isEmpty() ? 0 : spans.first().id;
    const QByteArray before = fileState(s.project->path());
    bool ok = false;
    const auto perform = [&](WorkflowAction step, const QString &reason = QString()) {
        return assignments.perform(s.assignmentId, step, s.actorId, reason);
    };
    if (action == "open"_L1 || action == "reopen"_L1)
        ok = perform(WorkflowAction::Open);
    else if (action == "edit layer"_L1)
        ok = doc.insertSpan(doc.spans().size(), validSpan());
    else if (action == "judge"_L1)
        ok = doc.setJudgement(u"rating"_s, 3);
    else if (action == "submit"_L1)
        ok = perform(WorkflowAction::Submit);
    else if (action == "claim"_L1)
        ok = session.claim();
    else if (action == "decide span"_L1)
        ok = session.decide(spanId, SpanDecision::Reject, u"no"_s);
    else if (action == "comment"_L1)
        ok = session.comment(spanId, u"look"_s);
    else if (action == "unclaim"_L1)
        ok = session.unclaim();
    else if (action == "return"_L1)
        ok = session.returnForAmendment(u"amend"_s);
    else if (action == "accept"_L1)
        ok = session.accept();
    else if (action == "discard"_L1)
        ok = perform(WorkflowAction::Discard, u"dup"_s);
    *why = doc.lastError() + session.lastError() + assignments.lastError();
    if (ok == (fileState(s.project->path()) == before)) *why = u"file: "_s + (ok ? u"unchanged"_s : u"changed"_s);
    return ok;
}

bool PermissionsTest::adminAction(Scene &s, const QString &action, QString *why)
{
    Project &project = *s.project;
    PersonRepository people = project.people();
    ItemRepository items = project.items();
    AssignmentRepository assignments = project.assignments();
    SettingsRepository settings = project.settings();
    Qualification qualification(project, s.actorId);
    QualityControl quality(project, s.actorId);
    AnnotationDocument gold(s.project.get(), s.spareId, s.actorId, nullptr, AnnotationDocument::Target::Gold);
    gold.load();
    Person newcomer{0, u"newcomer"_s, Role::Annotator};
    Item item{0, u"new"_s, u"Prompt."_s, u"Birds fly."_s, TextFormat::Plain, {}, {}};
    Corpus corpus;
    corpus.items << CorpusItem{item, {CorpusAnnotation{u"imported annotator"_s, {validSpan()}, {}}}};
    Archive archive;
    archive.people << Person{0, u"archived annotator"_s, Role::Annotator};
    ArchiveItem archived;
    archived.item = item;
    archive.items << archived;
    Assignment assignment;
    assignment.itemId = s.spareId;
    assignment.annotatorId = project.people().findByName(u"other annotator"_s)->id;
    const QByteArray before = fileState(project.path());
    bool ok = false;
    QString error;
    const qint64 other = project.people().findByName(u"other annotator"_s)->id;
    if (action == "add person"_L1)
        ok = people.add(newcomer, s.actorId);
    else if (action == "rename person"_L1)
        ok = people.rename(other, u"renamed annotator"_s, s.actorId);
    else if (action == "change roles"_L1)
        ok = people.setRoles(other, Role::Annotator | Role::Reviewer, s.actorId);
    else if (action == "deactivate person"_L1)
        ok = people.setActive(other, false, s.actorId);
    else if (action == "set condition"_L1)
        ok = people.setCondition(other, u"stories"_s, s.actorId);
    else if (action == "assign many"_L1)
        ok = assignments.createMany({{s.spareId, other}}, s.actorId);
    else if (action == "add item"_L1)
        ok = items.add(item, s.actorId);
    else if (action == "assign item"_L1)
        ok = assignments.create(assignment, s.actorId);
    else if (action == "import items"_L1) {
        ImportSummary summary;
        ok = CorpusWriter::write(project, s.actorId, corpus, &summary, &error);
    } else if (action == "restore archive"_L1) {
        RestoreSummary summary;
        ok = ArchiveRestorer(project, s.actorId).restore(archive, &summary, &error);
    } else if (action == "mark training"_L1)
        ok = qualification.markTraining(s.spareId, TrainingPart::Task);
    else if (action == "mark attention check"_L1)
        ok = quality.markCheck(s.spareId, AttentionKind::KnownGood);
    else if (action == "edit gold"_L1)
        ok = gold.insertSpan(0, validSpan());
    else if (action == "change project colours"_L1) {
        ok = settings.setProjectOption(SettingKey::TypeColours, uR"({"Redundant": "#123456"})"_s, s.actorId);
    }
    *why = people.lastError() + items.lastError() + assignments.lastError() + error + qualification.lastError()
        + quality.lastError() + gold.lastError() + settings.lastError();
    if (ok == (fileState(project.path()) == before)) *why = u"file: "_s + (ok ? u"unchanged"_s : u"changed"_s);
    return ok;
}

bool PermissionsTest::packageAction(Scene &s, const QString &action, QString *why)
{
    const QString owner = s.project->people().find(s.ownerId)->name;
    const QString packagePath = m_dir.filePath(u"package%1.errata"_s.arg(++m_counter));
    QString error;
    std::unique_ptr<Project> package;
    if (action == "merge package"_L1 && !(package = editedPackage(s, packagePath, &error))) {
        return *why = u"setup: "_s + error, false;
    }
    const QByteArray before = fileState(s.project->path());
    bool ok = false;
    if (action == "split package"_L1) {
        SplitSummary summary;
        ok = WorkPackage::split(*s.project, s.actorId, owner, packagePath, &summary, &error) != nullptr;
    } else {
        MergeSummary summary;
        ok = WorkPackage::merge(*s.project, s.actorId, *package, &summary, &error) && summary.spansAdded == 1;
    }
    *why = error;
    if (ok == (fileState(s.project->path()) == before)) *why = u"file: "_s + (ok ? u"unchanged"_s : u"changed"_s);
    return ok;
}

void PermissionsTest::everyActionAsEveryRole()
{
    QStringList mismatches;
    for (const QString &actor : Actors) {
        for (const QString &action : Actions) {
            QString why;
            auto s = scene(actor, &why);
            QVERIFY2(s, qPrintable(why));
            const bool admin = Actions.indexOf(action) >= Actions.indexOf(u"add person"_s);
            const bool allowed = action.endsWith(u" package"_s) ? packageAction(*s, action, &why)
                : admin                                         ? adminAction(*s, action, &why)
                                                                : workflowAction(*s, action, &why);
            if (why.startsWith(u"setup: "_s)) QFAIL(qPrintable(actor + u" / "_s + action + u": "_s + why));
            // A refused action that wrote, or an allowed one that did not, is a failure of its own.
            if (why.startsWith(u"file: "_s)) mismatches << actor + u" / "_s + action + u": "_s + why;
            if (allowed != Expected.value(actor).contains(action)) {
                mismatches << u"%1 may %2: %3 (expected %4) %5"_s.arg(actor, action, allowed ? u"yes"_s : u"no"_s,
                                                                      allowed ? u"no"_s : u"yes"_s, why);
            }
            // A refusal always says why.
            if (!allowed) QVERIFY2(!why.trimmed().isEmpty(), qPrintable(actor + u" / "_s + action));
        }
    }
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(u'\n')));
}

// A project nobody coordinates (being created, or a corpus imported for study) takes people and
// items from anyone, since nobody could ever be allowed otherwise; its first coordinator ends that.
void PermissionsTest::unmanagedProjectIsOpenUntilItHasACoordinator()
{
    QString error;
    auto project = Project::create(m_dir.filePath(u"unmanaged.errata"_s),
                                   *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"U"_s, &error);
    QVERIFY2(project, qPrintable(error));
    PersonRepository people = project->people();
    ItemRepository items = project->items();
    Person ann{0, u"Ann"_s, Role::Annotator}, cora{0, u"Cora"_s, Role::Coordinator};
    Person bo{0, u"Bo"_s, Role::Annotator}, cy{0, u"Cy"_s, Role::Annotator};
    Item first{0, u"a"_s, u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
    Item second{0, u"b"_s, u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
    QVERIFY2(people.add(ann, 0), qPrintable(people.lastError()));
    QVERIFY2(items.add(first, ann.id), qPrintable(items.lastError()));
    QVERIFY2(people.add(cora, ann.id), qPrintable(people.lastError()));
    // Now Cora coordinates: Ann, and nobody in particular, may no longer add anyone or anything.
    const QByteArray before = fileState(project->path());
    QVERIFY(!people.add(bo, ann.id));
    QVERIFY(!people.add(bo, 0));
    QVERIFY(!items.add(second, ann.id));
    QCOMPARE(fileState(project->path()), before);
    QCOMPARE(project->people().all().size(), 2);
    QCOMPARE(project->items().count(), 1);
    QVERIFY2(people.add(cy, cora.id), qPrintable(people.lastError()));
    QVERIFY(fileState(project->path()) != before);
}

// The refusal names the action and what the person is, so they know whom to ask.
void PermissionsTest::refusalNamesTheActionAndTheRole()
{
    QString why;
    auto s = scene(u"owner+reviewer"_s, &why);
    QVERIFY2(s, qPrintable(why));
    PersonRepository people = s->project->people();
    Person newcomer{0, u"Newcomer"_s, Role::Annotator};
    QVERIFY(!people.add(newcomer, s->actorId));
    QCOMPARE(people.lastError(),
             u"Only a coordinator may add people; owner+reviewer is an annotator and a reviewer, not a coordinator."_s);
    Assignment assignment;
    assignment.itemId = s->spareId;
    assignment.annotatorId = s->ownerId;
    AssignmentRepository assignments = s->project->assignments();
    QVERIFY(!assignments.create(assignment, s->reviewerId));
    QCOMPARE(assignments.lastError(),
             u"Only a coordinator may assign items; reviewer is a reviewer, not a coordinator."_s);
    ItemRepository items = s->project->items();
    Item item{0, u"x"_s, u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
    QVERIFY(!items.add(item, 0));
    QCOMPARE(items.lastError(),
             u"Only a coordinator may add items, and no person of the project was named to do it."_s);
}

// errata-cli import acts as the project's coordinator, or as --as NAME, whom the model checks.
void PermissionsTest::cliImportActsAsTheCoordinator()
{
    const QString csv = TestSupport::built(ERRATA_SOURCE_DIR "/tests/interchange/data/scarecrow/grouped_sample.csv");
    const QString path = m_dir.filePath(u"cli project.errata"_s);
    const auto cli = [&](const QStringList &extra) {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH),
                                       QStringList{u"import"_s, path, u"--format"_s, u"scarecrow-csv"_s, csv} + extra,
                                       m_dir.path());
    };
    // A new project: nobody coordinates it, so the import may add its annotators.
    TestSupport::Run run = cli({});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    {
        QString error;
        auto project = Project::open(path, &error);
        QVERIFY2(project, qPrintable(error));
        Person cora{0, u"Cora"_s, Role::Coordinator};
        QVERIFY(project->people().add(cora, 0));
        Person ann{0, u"Ann"_s, Role::Annotator};
        QVERIFY(project->people().add(ann, cora.id));
    }
    const QByteArray before = TestSupport::fileHash(path);
    run = cli({u"--as"_s, u"Ann"_s});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(u"Only a coordinator may import items; Ann is an annotator"_s), qPrintable(run.err));
    QCOMPARE(TestSupport::fileHash(path), before);
    run = cli({u"--as"_s, u"Nobody"_s});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(u"Nobody"_s), qPrintable(run.err));
    QCOMPARE(TestSupport::fileHash(path), before);
    // Without --as: Cora, the only coordinator; the items are there already, so nothing is new.
    run = cli({});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = cli({u"--as"_s, u"Cora"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

QTEST_GUILESS_MAIN(PermissionsTest)
#include "permissions_test.moc"
