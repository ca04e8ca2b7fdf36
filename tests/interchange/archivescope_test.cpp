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
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// The definition, applied to the whole project: the items the annotator is assigned to; with
// otherLayers false, of each only their annotation and no other layer; the people what is kept names.
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
        for (const ArchiveAnnotation &a : item.annotations) {
            named << a.annotator << a.reviewer;
            for (const ArchiveReview &review : a.reviews) named << review.author;
            for (const ArchiveHistory &entry : a.history) named << entry.actor;
        }
        share.items << item;
    }
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

QTEST_GUILESS_MAIN(ArchiveScopeTest)
#include "archivescope_test.moc"
