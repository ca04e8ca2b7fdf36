// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Who asks a printing command, and what it may show them (Visibility, docs/study.md "What each role
// sees"): the person signed in to a team server, or the one named with --as, or the owner of a work
// package (as the window opens it), or — in a blind or anonymous study — its only coordinator, said on
// stderr. Anyone else's file (no study: no coordinator, or neither blind nor anonymous) is printed whole
// for the file's owner. Statistics, agreement, history, the review state and progress are everyone's
// work at once: reviewers' and coordinators'; exports are the coordinator's. Every command then shows
// each person as the rule names them for whoever asked (sees(), shownName()).
#include "clicommands.h"

#include "model/project/project.h"
#include "model/project/visibility.h"
#include "model/project/workpackage.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

// What a command prints, and so who may have it printed.
enum class Prints {
    Nothing,       // it writes (and acts as --as NAME), or makes a new project
    Anyone,        // what every role may read: the instructions, metric names, an integrity check
    EveryonesWork, // reviewers and coordinators, each person named by the rule
    Everything,    // every value and name (exports): the coordinator's
};

Prints printsOf(const QString &command, const QStringList &args)
{
    static const QStringList everyonesWork = {
        u"info"_s,      u"agreement"_s,  u"review-status"_s, u"history"_s,      u"stats"_s,   u"heatmap"_s,
        u"bootstrap"_s, u"annotators"_s, u"progress"_s,      u"authorship"_s,   u"lengths"_s, u"dataset-stats"_s,
        u"ratings"_s,   u"correlate"_s,  u"score"_s,         u"significance"_s, u"raters"_s,  u"anova"_s};
    static const QStringList everyonesWorkVerbs = {u"package conflicts"_s, u"predictions list"_s,
                                                   u"suggestions report"_s, u"people list"_s};
    const auto has = [&](const QString &option) {
        return std::any_of(args.cbegin(), args.cend(),
                           [&](const QString &arg) { return arg == option || arg.startsWith(option + u'='); });
    };
    if (everyonesWork.contains(command) || everyonesWorkVerbs.contains(command + u' ' + args.value(0))) {
        return Prints::EveryonesWork;
    }
    if (command == "qc"_L1)
        return has(u"--mark-good"_s) || has(u"--mark-bad"_s) ? Prints::Nothing : Prints::EveryonesWork;
    if (command == "assign"_L1) return has(u"--list"_s) ? Prints::EveryonesWork : Prints::Nothing;
    if (command == "exclude"_L1) return has(u"--list"_s) ? Prints::EveryonesWork : Prints::Nothing;
    if (command == "study"_L1) { // its rules, no one's work; changed only by a coordinator (--as)
        return has(u"--require-qualification"_s) || has(u"--max-errors"_s) ? Prints::Nothing : Prints::Anyone;
    }
    if (command == "export"_L1) return has(u"--task"_s) ? Prints::Nothing : Prints::Everything; // --task writes
    if (command == "instructions"_L1) return has(u"--set"_s) || has(u"--clear"_s) ? Prints::Nothing : Prints::Anyone;
    if (command == "check"_L1 || command + u' ' + args.value(0) == "metrics list"_L1) return Prints::Anyone;
    return Prints::Nothing;
}

// Moves "--as NAME" or "--as=NAME" out of args: a printing command is asked as that person.
QString takeAs(QStringList &args)
{
    QString name;
    for (qsizetype i = 0; i < args.size();) {
        if (args.at(i) == "--as"_L1 && i + 1 < args.size()) {
            name = args.takeAt(i + 1);
            args.removeAt(i);
        } else if (args.at(i).startsWith(u"--as="_s)) {
            name = args.takeAt(i).mid(5);
        } else {
            ++i;
        }
    }
    return name;
}

} // namespace

// Who asks when nobody is named: see the file's comment. Empty person and refusal: the file's owner.
CliCommands::Asker CliCommands::whoAsks(Project &project, const QString &asName)
{
    PersonRepository people = project.people();
    if (const qint64 signedIn = project.signedInPerson(); signedIn != 0) return {people.find(signedIn), {}, {}};
    if (!asName.isEmpty()) {
        if (auto person = people.findByName(asName)) return {person, {}, {}};
        return {{}, {}, tr("There is nobody called \"%1\" in %2.").arg(asName, project.path())};
    }
    if (auto owner = people.findByName(project.settings().value(PackageKey::Owner, QString())); owner) {
        owner->roles = Role::Annotator; // a work package is its annotator's, as the window opens it
        return {owner, tr("printing as %1, whose work package this is.").arg(owner->name), {}};
    }
    const Visibility all = Visibility::everything(project);
    if (!all.isBlindProject() && !all.isAnonymousProject()) return {};
    QList<Person> coordinators = people.all();
    coordinators.removeIf([](const Person &p) { return !p.roles.testFlag(Role::Coordinator) || !p.active; });
    if (coordinators.isEmpty()) return {}; // nobody runs a study in it: the file's owner's
    if (coordinators.size() == 1) {
        return {coordinators.first(),
                tr("printing as %1, the coordinator of this blind or anonymous study (--as NAME for anyone else).")
                    .arg(coordinators.first().name),
                {}};
    }
    QStringList names;
    for (const Person &person : std::as_const(coordinators)) names << person.name;
    return {{},
            {},
            tr("%1 is a blind or anonymous study with %2 coordinators: say who asks with --as NAME (%3, or "
               "one of its reviewers).")
                .arg(project.path())
                .arg(coordinators.size())
                .arg(names.join(u", "_s))};
}

int CliCommands::askVisibility(const QString &command, QStringList &args)
{
    const Prints prints = printsOf(command, args);
    if (prints == Prints::Nothing) return Ok;
    const QString asName = takeAs(args);
    if (prints == Prints::Anyone) return Ok; // whoever asks, the same answer
    const bool verb =
        command == "people"_L1 || command == "package"_L1 || command == "predictions"_L1 || command == "suggestions"_L1;
    const QString path = args.value(verb ? 1 : 0);
    const QString said = verb ? command + u' ' + args.value(0) : command; // "people list"
    QString error;
    // Checked beside the command (CheckedOutput) when it prints to errata-cli's output, else here.
    m_open = Project::openForReading(path, &error, m_checked ? IntegrityCheck::Deferred : IntegrityCheck::OnOpen);
    if (!m_open) return Ok; // the command says why
    m_openPath = path;
    const Asker asker = whoAsks(*m_open, asName);
    if (!asker.refusal.isEmpty()) return userError(asker.refusal);
    if (!asker.person) {
        m_sees.emplace(Visibility::everything(*m_open));
        return Ok;
    }
    const Visibility sees(*m_open, asker.person->id, Visibility::mainRole(*asker.person));
    if (prints == Prints::Everything && !sees.isCoordinator()) {
        return userError(tr("%1 prints everything, names and hidden values included, which is for coordinators; "
                            "%2 is not one in %3.")
                             .arg(said, asker.person->name, path));
    }
    if (!sees.seesEveryonesWork()) {
        return userError(tr("%1 prints everyone's work, which is for reviewers and coordinators; %2 annotates in %3. "
                            "Their own items are in the window (or their work package).")
                             .arg(said, asker.person->name, path));
    }
    if (!asker.note.isEmpty()) m_err << "errata-cli: " << asker.note << '\n';
    m_sees.emplace(sees);
    return Ok;
}

const Visibility &CliCommands::sees(Project &project)
{
    if (!m_sees) m_sees.emplace(Visibility::everything(project));
    return *m_sees;
}

QString CliCommands::shownName(Project &project, qint64 personId)
{
    return sees(project).nameOf(personId);
}

QString CliCommands::shownName(Project &project, const QString &name, bool roster)
{
    if (m_idsByName.isEmpty()) {
        for (const Person &person : project.people().all()) m_idsByName.insert(person.name, person.id);
    }
    const auto id = m_idsByName.constFind(name);
    if (id == m_idsByName.cend()) return name; // not a person: a system's layer
    return roster ? sees(project).rosterNames().value(*id, name) : shownName(project, *id);
}

} // namespace Errata
