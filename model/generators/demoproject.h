// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Errata {

class Project;
struct DemoItem;

// Writes the demo project: a dozen original prompt + generation pairs with planted errors of every
// Scarecrow type, ten simulated annotators with realistic overlap and disagreement, a reviewer and
// a coordinator, and items in every workflow state with the history that led there.
class DemoProject
{
    Q_DECLARE_TR_FUNCTIONS(DemoProject)
public:
    static constexpr quint32 Seed = 20221;
    // Raised whenever the demo's content changes (gold, quality examples, …), so that a demo made by
    // an older Errata is made afresh instead of showing less than the guide describes.
    static constexpr int Revision = 2;
    static constexpr auto RevisionKey = QLatin1StringView("demo_revision");
    // True when path holds a demo of an older revision (one that does not open is left alone: opening
    // it reports why).
    static bool isOutdated(const QString &path);

    static bool create(const QString &path, QString *error);
    static QStringList annotatorNames();
    static QString reviewerName();
    static QString coordinatorName();
    // The coordinator's id in a demo project (or a copy of one); 0 when they are not in it.
    static qint64 coordinatorId(Project &project);

private:
    static bool fill(Project &project, const QList<DemoItem> &demos, QString *error);
    static bool addPeople(Project &project, QString *error);
    static bool addItem(Project &project, const DemoItem &demo, int itemIndex, QString *error);
    // demoquality.cpp
    static bool addPlantedGold(Project &project, const DemoItem &demo, int itemIndex, qint64 itemId, QString *error);
    static bool addQualityExamples(Project &project, const QList<DemoItem> &demos, QString *error);
};

} // namespace Errata
