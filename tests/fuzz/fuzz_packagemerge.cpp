// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Package merge against hostile package files: the input is the package (an Errata project file,
// i.e. SQLite bytes). Whatever it holds, opening it either fails with a message or the merge runs,
// and the home project is sound afterwards: integrity_check and foreign keys hold.
// Initialisation writes a real package (the demo project's, split for its first annotator) into
// the first corpus folder as the seed, so the mutations start from a file that merges.
#include "fuzzcheck.h"

#include "model/project/workpackage.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/settingsrepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
QTemporaryDir *scratch = nullptr;
QString homeTemplate;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // Qt SQL loads its driver as a plugin, so there must be an application. It is never destroyed: as a
    // function-local static it died at exit after Qt SQL's connection registry and, on Qt 6.8, its
    // destroyed() signal reached the freed registry (heap corruption found on the Debian 13 leg).
    static auto *app = new QCoreApplication(*argc, *argv);
    Q_UNUSED(app);
    scratch = new QTemporaryDir;
    homeTemplate = scratch->filePath(u"home.errata"_s);
    QString error;
    Fuzz::require(DemoProject::create(homeTemplate, &error), "cannot create the demo project");
    const QString seed = scratch->filePath(u"package.errata"_s);
    {
        auto home = Project::open(homeTemplate, &error);
        SplitSummary summary;
        Fuzz::require(home
                          && WorkPackage::split(*home, DemoProject::coordinatorId(*home),
                                                DemoProject::annotatorNames().first(), seed, &summary, &error),
                      "cannot split the seed package");
        home->settings().value(u"title"_s); // keep the home's WAL checkpointed on close
    }
    for (int i = 1; i < *argc; ++i) {
        const QString arg = QString::fromLocal8Bit((*argv)[i]);
        if (!arg.startsWith(u'-') && QFileInfo(arg).isDir()) {
            QFile::copy(seed, QDir(arg).filePath(u"seed-package.errata"_s));
            break;
        }
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString home = scratch->filePath(u"run-home.errata"_s);
    const QString package = scratch->filePath(u"run-package.errata"_s);
    Project::removeFiles(home);
    Project::removeFiles(package);
    QFile::copy(homeTemplate, home);
    QFile file(package);
    if (!file.open(QIODevice::WriteOnly)) return 0;
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    file.close();
    QString error;
    auto homeProject = Project::open(home, &error);
    Fuzz::require(homeProject != nullptr, "the home project does not open");
    auto packageProject = Project::open(package, &error);
    if (!packageProject) {
        Fuzz::require(!error.isEmpty(), "package refused without a message");
        return 0;
    }
    MergeSummary summary;
    if (!WorkPackage::merge(*homeProject, DemoProject::coordinatorId(*homeProject), *packageProject, &summary,
                            &error)) {
        Fuzz::require(!error.isEmpty(), "merge refused without a message");
    }
    Fuzz::require(homeProject->database().integrityProblems().isEmpty(), "the home project is damaged");
    return 0;
}
