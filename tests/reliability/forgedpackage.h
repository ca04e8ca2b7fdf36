// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A home project and its first annotator's work package, which a test then edits as the owner would
// with sqlite3 (forgedpackage_test, packagereplay_test). The owner is the demo's first annotator: items
// 0–5 accepted, 6 in review, 7 submitted, 8 returned, 9 in progress, 10 and later new (DemoProject).
#pragma once

#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/workpackage.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"

#include "tests/testsupport.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <functional>

namespace ForgedPackage {

using namespace Errata;
using namespace Qt::StringLiterals;

inline QString owner()
{
    return DemoProject::annotatorNames().at(0);
}

// The package's numbers for the owner's work on one item.
struct Ids
{
    qint64 item = 0, assignment = 0, layer = 0, owner = 0, reviewer = 0;
};

class Fixture
{
public:
    // Once per test case: the demo project every test copies; prepare adds to it before any split.
    bool makeTemplate(QString *error, const std::function<bool(Project &, QString *)> &prepare = {})
    {
        m_template = dir.filePath(u"template.errata"_s);
        if (!DemoProject::create(m_template, error)) return false;
        auto project = Project::open(m_template, error);
        if (!project || (prepare && !prepare(*project, error))) return false;
        corpus = project->items().all();
        return corpus.size() > 11;
    }

    // Before each test: a fresh home (a path with a space) and the owner's package of it.
    bool splitAgain(QString *error)
    {
        ++m_counter;
        home = dir.filePath(u"home %1.errata"_s.arg(m_counter));
        package = dir.filePath(u"package %1.errata"_s.arg(m_counter));
        if (!QFile::copy(m_template, home)) return false;
        auto project = Project::open(home, error);
        SplitSummary summary;
        return project
            && WorkPackage::split(*project, DemoProject::coordinatorId(*project), owner(), package, &summary, error);
    }

    // The home file and its write-ahead log: what a refused merge must leave as it was.
    QByteArray homeState() const { return TestSupport::fileHash(home) + TestSupport::fileHash(home + u"-wal"_s); }

    QString corpusId(int index) const { return corpus.at(index).externalId; }

    // Found by the item's text: a blind package calls items by the owner's labels.
    Ids packageIds(int index) const
    {
        QString error;
        auto project = Project::open(package, &error);
        Ids ids;
        ids.owner = project->people().findByName(owner())->id;
        ids.reviewer = project->people().findByName(DemoProject::reviewerName())->id;
        for (const Item &item : project->items().all()) {
            if (item.generation != corpus.at(index).generation) continue;
            ids.item = item.id;
            ids.layer = *project->spans().annotatorLayer(item.id, ids.owner);
            for (const Assignment &a : project->assignments().forItem(item.id)) {
                if (a.annotatorId == ids.owner) ids.assignment = a.id;
            }
        }
        return ids;
    }

    // As the owner would with sqlite3: plain SQL on the package file, foreign keys off (sqlite3's default).
    bool tamper(const QStringList &statements) const
    {
        QString error;
        auto project = Project::open(package, &error);
        QSqlQuery query(project->database().connection());
        for (const QString &sql : QStringList{u"PRAGMA foreign_keys = OFF"_s} + statements) {
            if (!query.exec(sql)) {
                qWarning() << sql << query.lastError().text();
                return false;
            }
        }
        return true;
    }

    // Merged as the coordinator, with connections of its own.
    bool merge(MergeSummary *summary, QString *error) const
    {
        auto project = Project::open(home, error);
        auto offline = project ? Project::open(package, error) : nullptr;
        return offline && WorkPackage::merge(*project, DemoProject::coordinatorId(*project), *offline, summary, error);
    }

    QTemporaryDir dir;
    QString home;
    QString package;
    QList<Item> corpus; // home's items with their texts, in corpus order

private:
    QString m_template;
    int m_counter = 0;
};

} // namespace ForgedPackage
