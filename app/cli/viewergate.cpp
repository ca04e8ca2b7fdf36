// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Who asks a printing command, and whether it may answer them (Visibility, docs/study.md "What each
// role sees"): the person signed in to a team server, or the one named with --as, or — neither — the
// file's coordinator, whose whole view the commands print. Statistics, agreement, history, the review
// state, progress and exports are everyone's work at once: reviewers' and coordinators'.
#include "clicommands.h"

#include "model/project/project.h"
#include "model/project/visibility.h"
#include "model/storage/personrepository.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

// Printing commands whose first argument is the project, and which print everyone's work.
const QStringList EveryonesWork = {
    u"info"_s,       u"agreement"_s, u"review-status"_s, u"history"_s,       u"stats"_s,   u"heatmap"_s, u"bootstrap"_s,
    u"annotators"_s, u"progress"_s,  u"authorship"_s,    u"dataset-stats"_s, u"lengths"_s, u"ratings"_s, u"correlate"_s,
    u"export"_s,     u"qc"_s,        u"significance"_s,  u"raters"_s,        u"anova"_s};

} // namespace

int CliCommands::askVisibility(const QString &command, QStringList &args)
{
    if (!EveryonesWork.contains(command)) return Ok;
    QString asName;
    if (const qsizetype at = args.indexOf(u"--as"_s); at >= 0 && at + 1 < args.size()) {
        asName = args.at(at + 1);
        // export --task and qc --mark-… write, as --as COORDINATOR: they keep the option.
        const bool writes = command == "qc"_L1
            || (command == "export"_L1 && args.filter(QRegularExpression(u"^--task(=|$)"_s)).size() > 0);
        if (!writes) args.remove(at, 2);
    }
    const QString path = args.value(0);
    if (asName.isEmpty() && !Project::isServerAddress(path)) return Ok; // the file's coordinator
    QString error;
    auto project = Project::openForReading(path, &error, IntegrityCheck::Deferred);
    if (!project) return Ok; // the command says why
    const qint64 signedIn = project->signedInPerson();
    const std::optional<Person> person =
        signedIn != 0 ? project->people().find(signedIn) : project->people().findByName(asName);
    if (!person) {
        return asName.isEmpty() ? Ok : userError(tr("There is nobody called \"%1\" in %2.").arg(asName, path));
    }
    const Visibility sees(*project, person->id, Visibility::mainRole(*person));
    if (sees.seesEveryonesWork()) {
        m_names = sees.names(); // A1, A2, … in an anonymous project, as their window says
        return Ok;
    }
    return userError(tr("%1 prints everyone's work, which is for reviewers and coordinators; %2 annotates in %3. "
                        "Their own items are in the window (or their work package).")
                         .arg(command, person->name, path));
}

} // namespace Errata
