// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/storedtime.h"
#include "model/interchange/erratajsonl.h"
#include "model/interchange/packagerecord.h"
#include "model/project/archivecollector.h"
#include "model/project/workpackage.h"
#include "model/project/visibility.h"
#include "model/document/itemlistmodel.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"

#include "tests/testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

namespace {
// The spans of one person's layer on one item, found through the item's text (a blind package names
// items by its owner's labels, not by their corpus ids; the demo's texts are all different).
QList<Span> layerSpans(Project &project, const QString &text, const QString &person)
{
    const auto who = project.people().findByName(person);
    for (const Item &item : project.items().all()) {
        if (item.generation == text) {
            const auto layer = project.spans().annotatorLayer(item.id, who->id);
            return layer ? project.spans().spansOfLayer(*layer) : QList<Span>();
        }
    }
    return {};
}

std::optional<Span> withRationale(const QList<Span> &spans, const QString &rationale)
{
    for (const Span &span : spans) {
        if (span.rationale == rationale) return span;
    }
    return std::nullopt;
}
} // namespace

// Offline work packages: split, work offline, merge (twice), conflicts, refusals.
class WorkPackageTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void splitHoldsOnlyTheOwnersWork();
    void offlineEditsComeHomeOnce();
    void changesOnBothSidesAreKeptAndFlagged();
    void foreignAndNonPackagesAreRefused();
    void olderPackageStillComesHome();
    void baselineIsTheOwnersWorkAtTheSplit();
    void offlineTimeComesHomeOnce();
    void recordOfAnEarlierBuildStillLoads();

private:
    std::unique_ptr<Project> split(const QString &name);
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_home;
    QString m_owner;
    QString m_item; // an item of the owner with at least one span
    QString m_text; // its generation
    int m_counter = 0;
};

void WorkPackageTest::init()
{
    QString error;
    const QString path = m_dir.filePath(u"home%1.errata"_s.arg(++m_counter));
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    m_home = Project::open(path, &error);
    m_owner = DemoProject::annotatorNames().at(1);
    const qint64 owner = m_home->people().findByName(m_owner)->id;
    for (const Item &item : m_home->items().all()) {
        // One the owner may still change (accepted work is not theirs to change offline either).
        const QList<Assignment> assignments = m_home->assignments().forItem(item.id);
        const bool editable = std::any_of(assignments.cbegin(), assignments.cend(), [owner](const Assignment &a) {
            return a.annotatorId == owner && isEditableByAnnotator(a.state);
        });
        if (editable && !layerSpans(*m_home, item.generation, m_owner).isEmpty()) {
            m_item = item.externalId;
            m_text = item.generation;
            break;
        }
    }
    QVERIFY(!m_item.isEmpty());
}

std::unique_ptr<Project> WorkPackageTest::split(const QString &name)
{
    SplitSummary summary;
    QString error;
    auto package = WorkPackage::split(*m_home, DemoProject::coordinatorId(*m_home), m_owner, m_dir.filePath(name),
                                      &summary, &error);
    if (!package) qWarning() << error;
    return package;
}

void WorkPackageTest::splitHoldsOnlyTheOwnersWork()
{
    SplitSummary summary;
    QString error;
    auto package = WorkPackage::split(*m_home, DemoProject::coordinatorId(*m_home), m_owner,
                                      m_dir.filePath(u"own.errata"_s), &summary, &error);
    QVERIFY2(package, qPrintable(error));
    // Counted independently at home: the owner's assignments and the spans on their layers.
    const qint64 ownerId = m_home->people().findByName(m_owner)->id;
    int assignments = 0, spans = 0;
    for (const Assignment &assignment : m_home->assignments().all()) {
        if (assignment.annotatorId != ownerId) continue;
        ++assignments;
        spans += int(m_home->spans().spansOfLayer(*m_home->spans().annotatorLayer(assignment.itemId, ownerId)).size());
    }
    QCOMPARE(summary.items, assignments);
    QCOMPARE(summary.spans, spans);
    // Blind mode (the demo's default): nobody else's layer travels.
    QCOMPARE(package->spans().count(), qint64(spans));
    QCOMPARE(package->assignments().all().size(), assignments);
    QCOMPARE(*WorkPackage::ownerOf(*package), m_owner);
    // No corpus id leaves home: each item carries the label its owner sees in the window at home (their
    // own items numbered #01 … over those alone, Visibility), in that order.
    const QStringList corpus = m_home->items().externalIds();
    QHash<qint64, QString> windowLabels;
    Visibility(*m_home, ownerId, Role::Annotator).rows(loadItemRows(*m_home), &windowLabels);
    QStringList labels;
    for (const Item &item : package->items().all()) {
        QVERIFY2(!corpus.contains(item.externalId), qPrintable(item.externalId));
        const auto home = std::find_if(corpus.cbegin(), corpus.cend(), [&](const QString &id) {
            return m_home->items().findByExternalId(id)->generation == item.generation;
        });
        QVERIFY(home != corpus.cend());
        QCOMPARE(item.externalId, windowLabels.value(m_home->items().findByExternalId(*home)->id));
        labels << item.externalId;
    }
    QStringList numbered;
    for (int i = 1; i <= assignments; ++i) numbered << u"#%1"_s.arg(i, 2, 10, QChar(u'0'));
    QStringList sorted = labels;
    sorted.sort();
    QCOMPARE(sorted, numbered); // no gap tells of items that are not theirs
    QVERIFY(std::is_sorted(labels.cbegin(), labels.cend()));
    QCOMPARE(package->settings().value(PackageKey::OpaqueIds), std::optional<QString>(u"1"_s));
    // Reviewer returns travel with the package: the owner's returned items and their threads.
    int homeEvents = 0, returnedHome = 0, returnedAway = 0;
    for (const Assignment &assignment : m_home->assignments().all()) {
        if (assignment.annotatorId != ownerId) continue;
        homeEvents += int(m_home->reviews().forAssignment(assignment.id).size());
        returnedHome += assignment.state == AssignmentState::Returned ? 1 : 0;
    }
    for (const Assignment &assignment : package->assignments().all()) {
        returnedAway += assignment.state == AssignmentState::Returned ? 1 : 0;
    }
    QVERIFY(homeEvents > 0 && returnedHome > 0); // the demo returns work to every annotator
    QCOMPARE(package->reviews().count(), qint64(homeEvents));
    QCOMPARE(returnedAway, returnedHome);
    QVERIFY(!WorkPackage::ownerOf(*m_home));
}

void WorkPackageTest::offlineEditsComeHomeOnce()
{
    auto package = split(u"edits.errata"_s);
    QVERIFY(package);
    QList<Span> offline = layerSpans(*package, m_text, m_owner);
    Span changed = offline.first();
    changed.rationale = u"reworded offline"_s;
    QVERIFY(package->spans().update(changed));
    Span added = changed;
    added.id = 0;
    added.range = {0, 3, TextSide::Generation};
    added.rationale = u"new offline"_s;
    QVERIFY(package->spans().add(added));
    const bool hadSecond = offline.size() > 1;
    if (hadSecond) QVERIFY(package->spans().remove(offline.at(1).id));

    MergeSummary summary;
    QString error;
    QVERIFY2(WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *package, &summary, &error),
             qPrintable(error));
    QCOMPARE(summary.spansAdded, 1);
    QCOMPARE(summary.spansChanged, 1);
    QCOMPARE(summary.spansRemoved, hadSecond ? 1 : 0);
    QCOMPARE(summary.conflicts, 0);
    const QList<Span> home = layerSpans(*m_home, m_text, m_owner);
    QCOMPARE(home.size(), offline.size() + 1 - (hadSecond ? 1 : 0));
    QVERIFY(withRationale(home, u"reworded offline"_s));
    QCOMPARE(withRationale(home, u"new offline"_s)->range, added.range);

    // The same package again: nothing to do, and the file is not even touched.
    const QByteArray before = fileHash(m_home->path());
    QVERIFY(WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *package, &summary, &error));
    QVERIFY(summary.changedNothing());
    QCOMPARE(fileHash(m_home->path()), before);

    // Working on in the same package after a merge: only the new change comes home.
    Span again = *withRationale(layerSpans(*package, m_text, m_owner), u"new offline"_s);
    again.rationale = u"new offline, edited"_s;
    QVERIFY(package->spans().update(again));
    QVERIFY(WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *package, &summary, &error));
    QCOMPARE(summary.spansChanged, 1);
    QCOMPARE(summary.spansAdded, 0);
    QVERIFY(withRationale(layerSpans(*m_home, m_text, m_owner), u"new offline, edited"_s));
}

void WorkPackageTest::changesOnBothSidesAreKeptAndFlagged()
{
    auto package = split(u"conflict.errata"_s);
    QVERIFY(package);
    Span there = layerSpans(*package, m_text, m_owner).first();
    there.rationale = u"the offline version"_s;
    QVERIFY(package->spans().update(there));
    Span here = layerSpans(*m_home, m_text, m_owner).first();
    QCOMPARE(here.id, there.id);
    here.rationale = u"the home version"_s;
    QVERIFY(m_home->spans().update(here));

    MergeSummary summary;
    QString error;
    QVERIFY2(WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *package, &summary, &error),
             qPrintable(error));
    QCOMPARE(summary.conflicts, 1);
    const QList<Span> home = layerSpans(*m_home, m_text, m_owner);
    const auto kept = withRationale(home, u"the home version"_s);
    const auto offline = withRationale(home, u"the offline version"_s);
    QVERIFY(kept && offline);
    const QList<OpenConflict> conflicts = WorkPackage::openConflicts(*m_home);
    QCOMPARE(conflicts.size(), 1);
    QCOMPARE(conflicts.first().item, m_item);
    QCOMPARE(conflicts.first().annotator, m_owner);
    QCOMPARE(conflicts.first().conflict.homeSpanId, kept->id);
    QCOMPARE(conflicts.first().conflict.packageSpanId, offline->id);

    // Merging again neither duplicates the offline version nor flags it twice.
    QVERIFY(WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *package, &summary, &error));
    QVERIFY(summary.changedNothing());
    QCOMPARE(WorkPackage::openConflicts(*m_home).size(), 1);
}

void WorkPackageTest::foreignAndNonPackagesAreRefused()
{
    const QByteArray before = fileHash(m_home->path());
    MergeSummary summary;
    QString error;
    QVERIFY(!WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *m_home, &summary, &error));
    QVERIFY2(error.contains(u"not a work package"_s), qPrintable(error));

    // A package of another project (another demo file) is refused too.
    QString otherPath = m_dir.filePath(u"other.errata"_s);
    QVERIFY(DemoProject::create(otherPath, &error));
    auto other = Project::open(otherPath, &error);
    SplitSummary split;
    auto foreign = WorkPackage::split(*other, DemoProject::coordinatorId(*other), m_owner,
                                      m_dir.filePath(u"foreign.errata"_s), &split, &error);
    QVERIFY(foreign);
    QVERIFY(!WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *foreign, &summary, &error));
    QVERIFY2(error.contains(u"another project"_s), qPrintable(error));
    QCOMPARE(fileHash(m_home->path()), before);
}

// Stranded work (issue #23): the annotator works in a package, and meanwhile the coordinator splits them
// again. The older package is merged against its own record: its new span comes home (it used to be
// refused as "an older package"); the newer package then merges too, and both spans stand.
void WorkPackageTest::olderPackageStillComesHome()
{
    auto older = split(u"older.errata"_s);
    QVERIFY(older);
    const qint64 owner = older->people().findByName(m_owner)->id;
    const auto addSpan = [&](Project &package, const QString &rationale) {
        Span span = layerSpans(package, m_text, m_owner).first();
        span.id = 0;
        span.rationale = rationale;
        for (const Item &item : package.items().all()) {
            if (item.generation == m_text) span.layerId = *package.spans().annotatorLayer(item.id, owner);
        }
        return package.spans().add(span);
    };
    QVERIFY(addSpan(*older, u"made in the older package"_s));
    auto newer = split(u"newer.errata"_s);
    QVERIFY(newer);
    QVERIFY(addSpan(*newer, u"made in the newer package"_s));
    MergeSummary summary;
    QString error;
    const qint64 coordinator = DemoProject::coordinatorId(*m_home);
    QVERIFY2(WorkPackage::merge(*m_home, coordinator, *older, &summary, &error), qPrintable(error));
    QCOMPARE(summary.spansAdded, 1);
    QVERIFY(withRationale(layerSpans(*m_home, m_text, m_owner), u"made in the older package"_s));
    QVERIFY2(WorkPackage::merge(*m_home, coordinator, *newer, &summary, &error), qPrintable(error));
    QCOMPARE(summary.spansAdded, 1);
    const QList<Span> home = layerSpans(*m_home, m_text, m_owner);
    QVERIFY(withRationale(home, u"made in the older package"_s) && withRationale(home, u"made in the newer package"_s));
    // Merging the older one again changes nothing: its record moved on with the merge.
    const QByteArray before = fileHash(m_home->path());
    QVERIFY2(WorkPackage::merge(*m_home, coordinator, *older, &summary, &error), qPrintable(error));
    QVERIFY(summary.changedNothing());
    QCOMPARE(fileHash(m_home->path()), before);
}

QTEST_GUILESS_MAIN(WorkPackageTest)
// The home keeps the owner's work at the split (the merge's baseline) beside the split's record, in
// a compact form without texts: exactly the owner's work, with the workflow steps counted.
void WorkPackageTest::baselineIsTheOwnersWorkAtTheSplit()
{
    const auto package = split(u"baseline.errata"_s);
    QVERIFY(package);
    const QString key = u"package:"_s + m_owner;
    SettingsRepository settings = m_home->settings();
    const QJsonObject record = QJsonDocument::fromJson(settings.value(key, QString()).toUtf8()).object();
    QCOMPARE(record.value(u"form"_s).toString(), u"baseline-1"_s);
    QVERIFY(!record.contains(u"baseline"_s));
    const QString stored = settings.value(u"baseline/"_s + key, QString());
    QVERIFY(!stored.isEmpty());
    // No texts: QDataStream writes strings as UTF-16, big-endian; the item's id is there, its text is not.
    const QByteArray raw = qUncompress(QByteArray::fromBase64(stored.toLatin1()));
    const auto utf16be = [](const QString &text) {
        QByteArray bytes;
        for (const QChar c : text) bytes.append(char(c.unicode() >> 8)).append(char(c.unicode() & 0xff));
        return bytes;
    };
    QVERIFY(raw.contains(utf16be(m_item)));
    QVERIFY(!raw.contains(utf16be(m_text.left(20))));
    const auto loaded = PackageRecord::load(*m_home, m_owner);
    QVERIFY(loaded);
    // Against the home's own tables, read without the code under test.
    QSqlQuery query(m_home->database().connection());
    const auto scalar = [&query](const QString &sql) {
        return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
    };
    const QString owner = u"(SELECT id FROM person WHERE name = '%1')"_s.arg(m_owner);
    QCOMPARE(loaded->baseline.size(), scalar(u"SELECT count(*) FROM assignment WHERE annotator_id = "_s + owner));
    qint64 spans = 0, history = 0, judgements = 0;
    for (const BaselineAnnotation &annotation : loaded->baseline) {
        spans += annotation.spans.size();
        history += annotation.history;
        judgements += annotation.judgements.size();
    }
    QCOMPARE(spans,
             scalar(u"SELECT count(*) FROM span s JOIN layer l ON l.id = s.layer_id "
                    u"WHERE l.kind = 'annotator' AND l.person_id = "_s
                    + owner));
    QCOMPARE(history,
             scalar(u"SELECT count(*) FROM history h JOIN assignment a ON a.id = h.assignment_id "
                    u"WHERE a.annotator_id = "_s
                    + owner));
    QCOMPARE(judgements,
             scalar(u"SELECT count(*) FROM judgement j JOIN assignment a ON a.id = j.assignment_id "
                    u"WHERE a.annotator_id = "_s
                    + owner));
    QCOMPARE(loaded->baseline.value(m_item).spans.size(), layerSpans(*m_home, m_text, m_owner).size());
    QVERIFY(loaded->baseline.value(m_item).spans.size() > 0);

    // Encoded and decoded unchanged; anything cut short or not of this form is refused.
    const QByteArray bytes = Baseline::encode(loaded->baseline);
    const auto decoded = Baseline::decode(bytes);
    QVERIFY(decoded);
    QVERIFY(*decoded == loaded->baseline);
    QVERIFY(!Baseline::decode(bytes.left(bytes.size() - 1)));
    QVERIFY(!Baseline::decode(qCompress(qUncompress(bytes).chopped(3))));
    QVERIFY(!Baseline::decode(QByteArray("not a baseline")));
    QVERIFY(!Baseline::decode(qCompress(qUncompress(bytes) + '\0'))); // bytes left over
    QByteArray otherMagic = qUncompress(bytes);
    otherMagic[0] = char(otherMagic[0] ^ 1);
    QVERIFY(!Baseline::decode(qCompress(otherMagic)));
}

// Time spent offline is added to home's once: merging the same package again adds nothing more.
void WorkPackageTest::offlineTimeComesHomeOnce()
{
    auto package = split(u"time.errata"_s);
    QVERIFY(package);
    const auto assignmentOf = [this](Project &project) {
        const qint64 owner = project.people().findByName(m_owner)->id;
        for (const Item &item : project.items().all()) {
            if (item.generation != m_text) continue;
            for (const Assignment &a : project.assignments().forItem(item.id))
                if (a.annotatorId == owner) return a;
        }
        return Assignment{};
    };
    const qint64 before = assignmentOf(*m_home).timeSpentSeconds;
    // Time spent offline is spent after the split: this one was made two minutes ago.
    auto record = PackageRecord::load(*m_home, m_owner);
    record->at = StoredTime::format(QDateTime::currentDateTimeUtc().addSecs(-120));
    QVERIFY(record->save(*m_home, m_owner));
    QVERIFY(package->assignments().addTimeSpent(assignmentOf(*package).id, 90));
    MergeSummary summary;
    QString error;
    const qint64 coordinator = DemoProject::coordinatorId(*m_home);
    QVERIFY2(WorkPackage::merge(*m_home, coordinator, *package, &summary, &error), qPrintable(error));
    QCOMPARE(summary.secondsAdded, 90);
    QVERIFY(!summary.changedNothing());
    QCOMPARE(assignmentOf(*m_home).timeSpentSeconds, before + 90);
    QVERIFY2(WorkPackage::merge(*m_home, coordinator, *package, &summary, &error), qPrintable(error));
    QVERIFY(summary.changedNothing());
    QCOMPARE(assignmentOf(*m_home).timeSpentSeconds, before + 90);
}

// Earlier builds kept the baseline as errata-jsonl with the item texts, inside the record's JSON and
// then beside it: a package they split still comes home.
void WorkPackageTest::recordOfAnEarlierBuildStillLoads()
{
    const auto package = split(u"earlier.errata"_s);
    QVERIFY(package);
    const QString key = u"package:"_s + m_owner;
    const QString splitId = package->settings().value(PackageKey::SplitId, QString());
    QVERIFY(!splitId.isEmpty());
    const auto current = PackageRecord::load(*m_home, m_owner);
    QVERIFY(current);
    // As those builds wrote it: the owner's items and layer at the split, in errata-jsonl.
    const QString jsonl = QString::fromUtf8(ErrataJsonl::write(ArchiveCollector::collect(*m_home, {m_owner, false})));
    QVERIFY(jsonl.contains(m_text.left(20)));
    SettingsRepository settings = m_home->settings();
    QJsonObject earlier = QJsonDocument::fromJson(settings.value(key, QString()).toUtf8()).object();
    earlier.remove(u"form"_s);
    const auto store = [&](const QJsonObject &json) {
        return settings.setValue(key, QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
    };
    const auto sameWork = [this](const PackageRecord &loaded, const PackageRecord &expected) {
        const BaselineAnnotation a = loaded.baseline.value(m_item), b = expected.baseline.value(m_item);
        return loaded.baseline.keys().size() == expected.baseline.keys().size() && a.spans.size() == b.spans.size()
            && a.spans.first().range == b.spans.first().range && a.spans.first().id == b.spans.first().id
            && a.history == b.history && a.assignment.state == b.assignment.state && a.judgements == b.judgements;
    };
    // Beside the record.
    QVERIFY(store(earlier) && settings.setValue(u"baseline/"_s + key, jsonl));
    auto loaded = PackageRecord::load(*m_home, m_owner, splitId);
    QVERIFY(loaded && sameWork(*loaded, *current));
    // Inside it.
    earlier.insert(u"baseline"_s, jsonl);
    QVERIFY(store(earlier));
    QSqlQuery query(m_home->database().connection());
    QVERIFY(query.exec(u"DELETE FROM project_setting WHERE setting_key = 'baseline/%1'"_s.arg(key)));
    QCOMPARE(query.numRowsAffected(), 1);
    loaded = PackageRecord::load(*m_home, m_owner, splitId);
    QVERIFY(loaded && sameWork(*loaded, *current));

    Span changed = layerSpans(*package, m_text, m_owner).first();
    changed.rationale = u"changed after an upgrade"_s;
    QVERIFY(package->spans().update(changed));
    MergeSummary summary;
    QString error;
    QVERIFY2(WorkPackage::merge(*m_home, DemoProject::coordinatorId(*m_home), *package, &summary, &error),
             qPrintable(error));
    QCOMPARE(summary.spansChanged, 1);
    QCOMPARE(summary.conflicts, 0);
    QVERIFY(withRationale(layerSpans(*m_home, m_text, m_owner), u"changed after an upgrade"_s));
    // The merge wrote the record again, in the compact form.
    const QJsonObject after = QJsonDocument::fromJson(settings.value(key, QString()).toUtf8()).object();
    QCOMPARE(after.value(u"form"_s).toString(), u"baseline-1"_s);
    QVERIFY(!after.contains(u"baseline"_s));
}

#include "workpackage_test.moc"
