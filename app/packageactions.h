// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace Errata {

class Project;
struct MergeSummary;

// File ▸ Make Work Package… and Merge Work Package…: the dialogs around WorkPackage (the same
// operations as `errata-cli package split|merge`).
class PackageActions
{
    Q_DECLARE_TR_FUNCTIONS(PackageActions)
public:
    // actorId: the person using the window (the model refuses anyone but a coordinator).
    static void make(Project &home, qint64 actorId, QWidget *parent);
    // True when the merge changed the home project (the views need a refresh).
    static bool merge(Project &home, qint64 actorId, QWidget *parent);
    static QString mergeReport(const MergeSummary &summary);
    // File ▸ Make Packages for Everyone… / Merge Packages from Folder… (docs/study.md, "Distribution"):
    // a folder is asked for, then intoFolder()/fromFolder() do the work and say what happened. Those two
    // return the report, or an empty string and *error.
    static void makeForEveryone(Project &home, qint64 actorId, QWidget *parent);
    static bool mergeFolder(Project &home, qint64 actorId, QWidget *parent);
    static QString intoFolder(Project &home, qint64 actorId, const QString &folder, QString *error);
    static QString fromFolder(Project &home, qint64 actorId, const QString &folder, QString *error);
    // Where the save dialog starts: beside the home project, named after the annotator. A name
    // holding "/" or ".." must not point the dialog into another folder.
    static QString suggestedPackagePath(const QString &homePath, const QString &annotator);
};

} // namespace Errata
