// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Application: who uses the window — --as NAME, *Who are you?*, and the first coordinator of a
// project nobody coordinates yet (made by `errata-cli init`, or a corpus imported for study) — and
// what a blind project lets that person see of the items.
#include "application.h"

#include "mainwindow.h"
#include "model/project/workpackage.h"
#include "model/project/project.h"
#include "model/project/visibility.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/common/plaintext.h"
#include "widgets/dialogs/whoareyoudialog.h"

#include <QInputDialog>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString names(const QList<Person> &people)
{
    QStringList list;
    for (const Person &person : people) list << person.name;
    list.sort(Qt::CaseInsensitive);
    return list.join(u", "_s);
}

} // namespace

Role Application::mainRole(const Person &person)
{
    return Visibility::mainRole(person);
}

bool Application::choosePerson(bool force, const QString &preferredName)
{
    QList<Person> people = m_project->people().all();
    // On a team server one is who one signed in as: only that person (in any of their roles) is offered.
    if (const qint64 me = m_project->signedInPerson(); me != 0) {
        people.removeIf([me](const Person &person) { return person.id != me; });
    }
    if (!preferredName.isEmpty()) {
        const auto person =
            std::find_if(people.cbegin(), people.cend(), [&](const Person &p) { return p.name == preferredName; });
        if (person == people.cend()) {
            reportError(
                people.isEmpty()
                    ? tr("There is nobody called “%1” in this project: it has nobody in it yet.").arg(preferredName)
                    : tr("There is nobody called “%1” in this project. Its people: %2.")
                          .arg(preferredName, names(people)));
            return m_interactive && choosePerson(true);
        }
        m_personId = person->id;
        m_role = mainRole(*person);
    } else if (const auto owner = packageOwner(people); owner && !force && m_personId == 0) {
        // A work package is one annotator's: it opens as them (asking would only invite a wrong answer).
        m_personId = owner->id;
        m_role = Role::Annotator;
    } else if (force || m_personId == 0) {
        if (!m_interactive) {
            reportError(tr("Say who you are with --as NAME. This project's people: %1.").arg(names(people)));
            return false;
        }
        // The first-coordinator offer comes when the project opens (and whenever nobody is in it), not
        // on File ▸ Who Are You…, where the user came to pick one of its people.
        const bool becameCoordinator = (!force || people.isEmpty()) && becomeFirstCoordinator(people);
        if (!becameCoordinator && !pickPerson(people)) return false;
    }
    m_settings.setValue(personKey(m_project->path()), m_personId);
    m_settings.setValue(personKey(m_project->path()) + u"/role"_s, int(m_role));
    refresh();
    return true;
}

// A project with no coordinator cannot get people or items from anyone but a first coordinator, and
// one with nobody in it cannot be used at all: offer to become its coordinator (as New Project does).
bool Application::becomeFirstCoordinator(const QList<Person> &people)
{
    const bool coordinated = std::any_of(people.cbegin(), people.cend(),
                                         [](const Person &person) { return person.roles.testFlag(Role::Coordinator); });
    if (coordinated || m_project->isReadOnly()) return false;
    const QString question = people.isEmpty()
        ? tr("Nobody is in this project yet. Your name (you become its coordinator):")
        : tr("Nobody coordinates this project yet. Your name, to become its coordinator "
             "(or Cancel to act as one of its people):");
    bool ok = false;
    const QString name =
        QInputDialog::getText(m_window.get(), tr("Who are you?"), question, QLineEdit::Normal, QString(), &ok)
            .trimmed();
    if (!ok || name.isEmpty()) return false;
    if (std::any_of(people.cbegin(), people.cend(), [&](const Person &person) { return person.name == name; })) {
        reportError(
            tr("“%1” is already one of this project's people: choose them in the list that follows.").arg(name));
        return false; // the caller offers the list
    }
    Person creator{0, name, Role::Annotator | Role::Reviewer | Role::Coordinator};
    PersonRepository repository = m_project->people();
    if (!repository.add(creator, 0)) { // nobody coordinates yet, so anyone may add the first
        reportError(repository.lastError());
        return false;
    }
    m_personId = creator.id;
    m_role = Role::Coordinator;
    return true;
}

std::optional<Person> Application::packageOwner(const QList<Person> &people)
{
    const std::optional<QString> owner = m_project->settings().value(PackageKey::Owner);
    const auto person =
        std::find_if(people.cbegin(), people.cend(), [&](const Person &p) { return owner && p.name == *owner; });
    return person == people.cend() ? std::nullopt : std::optional<Person>(*person);
}

bool Application::pickPerson(const QList<Person> &people)
{
    if (people.isEmpty()) return false; // nobody to choose
    // Who the window shows now decides what the dialog lists (Visibility::mayListEveryone).
    const bool listEveryone = !m_sees || m_personId == 0 || m_sees->mayListEveryone();
    WhoAreYouDialog dialog(people, m_personId, m_window.get(), listEveryone);
    if (dialog.exec() != QDialog::Accepted) return false;
    if (dialog.personId() == 0) {
        reportError(tr("Nobody of that name is in this project."));
        return false;
    }
    m_personId = dialog.personId();
    m_role = dialog.role();
    return true;
}

void Application::reportError(const QString &message)
{
    if (!m_interactive) {
        std::fprintf(stderr, "errata: %s\n", qPrintable(message));
        return;
    }
    PlainText::warning(m_window.get(), tr("Errata"), message);
}

} // namespace Errata
