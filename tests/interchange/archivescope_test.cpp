// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One annotator's share of a project, as work packages and per-annotator exports read it: the cursor
// reads only that share (ArchiveScope), and what the collector gives is what filtering the whole
// project gives.
#include "model/generators/demoproject.h"
#include "model/interchange/erratajsonl.h"
#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/storage/archivecursor.h"
#include "model/storage/database.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/rowreader.h"
#include "model/storage/twinreader.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// The definition, applied to the whole project: the items the annotator is assigned to; with
// otherLayers false, of each only their annotation and no other layer; no attention check, metric
// score or merge conflict, a training mark only where its reference layer is kept; the annotator's own
// qualification results; the people what is kept names.
Archive shareOf(const Archive &all, const QString &annotator, bool otherLayers)
{
    Archive share = all;
    share.items.clear();
    QSet<QString> named{annotator};
    for (ArchiveItem item : all.items) {
        const auto own = [&](const ArchiveAnnotation &a) { return a.annotator == annotator; };
        if (std::none_of(item.annotations.cbegin(), item.annotations.cend(), own)) continue;
        if (!otherLayers) {
            item.annotations.removeIf([&](const ArchiveAnnotation &a) { return !own(a); });
            item.layers.clear();
        }
        item.attention.reset();
        item.metrics.clear();
        item.conflicts.clear();
        if (item.training) {
            const ArchiveLayerRef ref = item.training->reference;
            const bool kept = std::any_of(item.layers.cbegin(), item.layers.cend(), [&](const ArchiveLayer &l) {
                return ArchiveLayerRef{l.kind, l.kind == LayerKind::Gold ? QString() : l.label} == ref;
            });
            if (kept)
                named << item.training->markedBy;
            else
                item.training.reset();
        }
        for (const ArchiveAnnotation &a : item.annotations) {
            named << a.annotator << a.reviewer;
            for (const ArchiveReview &review : a.reviews) named << review.author;
            for (const ArchiveHistory &entry : a.history) named << entry.actor;
        }
        share.items << item;
    }
    share.qualifications.removeIf([&](const ArchiveQualification &q) { return q.person != annotator; });
    for (const ArchiveQualification &q : std::as_const(share.qualifications)) named << q.scoredBy;
    share.people.removeIf([&](const Person &person) { return !named.contains(person.name); });
    return share;
}

} // namespace

class ArchiveScopeTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void collectedShareIsTheFilteredWhole();
    void cursorReadsOnlyTheShare();
    void middlePartsTheShareInHalves();
    void twoConnectionsCollectTheSame();
    void twinThatFailsIsReadAgainHere();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
};

void ArchiveScopeTest::initTestCase()
{
    QString error;
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    m_project = Project::open(path, &error);
    QVERIFY2(m_project, qPrintable(error));
    // An item nobody is assigned to: no one's share has it.
    const auto coordinator = m_project->people().findByName(DemoProject::coordinatorName());
    QVERIFY(coordinator);
    Item unassigned{0, u"unassigned"_s, u"p"_s, u"g"_s, TextFormat::Plain, {}, {{u"topic"_s, u"none"_s}}};
    ItemRepository items = m_project->items();
    QVERIFY(items.add(unassigned, coordinator->id));
}

void ArchiveScopeTest::collectedShareIsTheFilteredWhole()
{
    const Archive all = ArchiveCollector::collect(*m_project);
    QCOMPARE(all.items.size(), 13);
    QStringList names = DemoProject::annotatorNames();
    names << DemoProject::coordinatorName() << u"Nobody by this name"_s; // no assignments: nothing
    int layersSeen = 0;
    for (const QString &name : names) {
        for (const bool otherLayers : {false, true}) {
            const Archive share = ArchiveCollector::collect(*m_project, {name, otherLayers});
            QCOMPARE(ErrataJsonl::write(share), ErrataJsonl::write(shareOf(all, name, otherLayers)));
            for (const ArchiveItem &item : share.items) layersSeen += int(item.layers.size());
        }
    }
    QVERIFY(layersSeen > 0); // the demo's gold layers were there to be kept or dropped
}

void ArchiveScopeTest::cursorReadsOnlyTheShare()
{
    const QString name = DemoProject::annotatorNames().at(2);
    const auto person = m_project->people().findByName(name);
    QVERIFY(person);
    ArchiveCursor everything(m_project->database());
    QCOMPARE(everything.itemCount(), 13);
    ArchiveCursor cursor(m_project->database(), {person->id, true});
    QVERIFY2(cursor.isValid(), qPrintable(cursor.errorText()));
    QCOMPARE(cursor.itemCount(), 12); // not the unassigned item
    ArchiveItem item;
    int items = 0;
    while (cursor.next(&item)) {
        ++items;
        QCOMPARE(item.annotations.size(), 1); // theirs, read alone
        QCOMPARE(item.annotations.first().annotator, name);
        QVERIFY(item.layers.isEmpty());
    }
    QVERIFY(cursor.isValid());
    QCOMPARE(items, 12);
}

// 13 items in all (the demo's 12 and the unassigned one): the lower half holds 6, the upper 7, and
// every item is in exactly one of them.
void ArchiveScopeTest::middlePartsTheShareInHalves()
{
    Database &db = m_project->database();
    QVERIFY(!ArchiveCursor::middlePosition(db, {}, 14)); // fewer items than asked for: no halves
    const std::optional<qint64> middle = ArchiveCursor::middlePosition(db, {}, 13);
    QVERIFY(middle);
    const auto ids = [&](ArchiveScope scope) {
        ArchiveCursor cursor(db, scope);
        QStringList read;
        for (ArchiveItem item; cursor.next(&item);) read << item.item.externalId;
        return read;
    };
    const QStringList lower = ids({.positionTo = *middle});
    const QStringList upper = ids({.positionFrom = *middle});
    QCOMPARE(lower.size(), 6);
    QCOMPARE(upper.size(), 7);
    QCOMPARE(lower + upper, ids({})); // in the item list's order, nothing twice
    // One annotator's share (12 items) parts at its own middle: 6 and 6.
    const auto person = m_project->people().findByName(DemoProject::annotatorNames().at(0));
    QVERIFY(person);
    const std::optional<qint64> own = ArchiveCursor::middlePosition(db, {.personId = person->id}, 1);
    QVERIFY(own);
    QCOMPARE(ids({.personId = person->id, .positionTo = *own}).size(), 6);
    QCOMPARE(ids({.personId = person->id, .positionFrom = *own}).size(), 6);
}

// Collected on two connections (the lower half on the twin's thread), an archive is the one read on one.
void ArchiveScopeTest::twoConnectionsCollectTheSame()
{
    if (!RowReader::hasFastPath()) QSKIP("This build reads through Qt SQL, on one connection");
    QVERIFY(TwinReader::start(m_project->database())); // the two-connection read below is not refused
    QStringList names = DemoProject::annotatorNames();
    names << QString(); // everybody
    for (const QString &name : names) {
        for (const bool otherLayers : {false, true}) {
            ArchiveCollector::setTwoConnectionsFrom(std::numeric_limits<qint64>::max());
            const QByteArray one = ErrataJsonl::write(ArchiveCollector::collect(*m_project, {name, otherLayers}));
            ArchiveCollector::setTwoConnectionsFrom(0);
            const qint64 twinReadsBefore = ArchiveCollector::twoConnectionReads();
            const QByteArray two = ErrataJsonl::write(ArchiveCollector::collect(*m_project, {name, otherLayers}));
            QCOMPARE(ArchiveCollector::twoConnectionReads(), twinReadsBefore + 1); // not refused on the way
            ArchiveCollector::setTwoConnectionsFrom(5000);
            QVERIFY(one.count('\n') > 10);
            QCOMPARE(two, one);
        }
    }
}

void ArchiveScopeTest::twinThatFailsIsReadAgainHere()
{
    // A twin that read its half (or part of it) and then failed: what it read is dropped and this connection
    // reads that half again, so nothing is missing or doubled.
    if (!RowReader::hasFastPath()) QSKIP("This build reads through Qt SQL, on one connection");
    QStringList names = DemoProject::annotatorNames();
    names << QString();
    for (const QString &name : names) {
        ArchiveCollector::setTwoConnectionsFrom(std::numeric_limits<qint64>::max());
        const QByteArray one = ErrataJsonl::write(ArchiveCollector::collect(*m_project, {name, true}));
        ArchiveCollector::setTwoConnectionsFrom(0);
        ArchiveCollector::failTwinReads(true);
        const qint64 twinReadsBefore = ArchiveCollector::twoConnectionReads();
        const QByteArray again = ErrataJsonl::write(ArchiveCollector::collect(*m_project, {name, true}));
        const qint64 twinReadsAfter = ArchiveCollector::twoConnectionReads();
        ArchiveCollector::failTwinReads(false);
        ArchiveCollector::setTwoConnectionsFrom(5000);
        QCOMPARE(twinReadsAfter, twinReadsBefore); // the twin's read did not count as done
        QVERIFY(one.count('\n') > 10);
        QCOMPARE(again, one);
    }
}

QTEST_GUILESS_MAIN(ArchiveScopeTest)
#include "archivescope_test.moc"
