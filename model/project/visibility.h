// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/hiddenmetadata.h"
#include "model/domain/records.h"

#include <QHash>
#include <QMap>

namespace Errata {

class Project;
struct AgreementItem;
struct ItemRow;

// What one person, in one role, may see of a project: the single answer to blindness and anonymity
// (docs/study.md, "What each role sees"). Every route asks it: the window (editable or read-only),
// the CLI's printing commands, work packages, exports made by anyone but a coordinator. The team
// server's policies say the same in SQL (serversecurity.cpp) for people who could bypass the program.
//
// - In a blind project (setting blind_mode, on unless "0") an annotator sees only their own items,
//   by opaque ids in an order of their own (BlindOrder), without the hidden metadata keys (in any
//   spelling, HiddenMetadata), and no one else's work on an item before handing their own in.
// - With anonymous_annotators people are named as DisplayNames says.
// - Everyone's work at once (the Review Queue, Review, Gold and Corpus tabs, every assignment of an
//   item, coverage by annotator) is for reviewers and coordinators, in every project.
class Visibility
{
public:
    Visibility(Project &project, qint64 personId, Role role);
    // The coordinator's whole view, for a front end that acts for the file's owner (the CLI without --as).
    static Visibility everything(Project &project);
    // Whether the project is blind (setting blind_mode: on unless "0"), for a view that needs only that.
    static bool isBlindProject(Project &project);
    // The role a person acts in unless they choose another: their highest.
    static Role mainRole(const Person &person);

    qint64 personId() const { return m_personId; }
    Role role() const { return m_role; }
    bool isBlindProject() const { return m_blind; }
    bool isAnonymousProject() const { return m_anonymous; }
    // Own items only, opaque ids, hidden metadata gone: an annotator of a blind project.
    bool isBlind() const { return m_blind && m_role == Role::Annotator; }
    // The views of everyone's work: reviewers and coordinators.
    bool seesEveryonesWork() const { return m_role != Role::Annotator; }
    // Coordinator-only views: the Annotators and Study tabs, exports of everything, packages.
    bool isCoordinator() const { return m_role == Role::Coordinator; }

    bool hidesKey(QStringView key) const { return isBlind() && m_hidden.hides(key); }
    // The keys hidden from this person as the project names them (empty when none is).
    QStringList hiddenKeys() const { return isBlind() ? m_hiddenKeys : QStringList(); }
    QMap<QString, QString> metadata(QMap<QString, QString> metadata) const;

    // What this person calls each person (DisplayNames); nameOf() falls back to "?" for an id not known.
    const QHash<qint64, QString> &names() const { return m_names; }
    QString nameOf(qint64 personId) const;
    // The names in a coordinator's own views, where people are managed — the Annotators and Study tabs,
    // errata-cli's people list, annotators, progress, assign --list, qc, package conflicts: everyone by
    // name to a coordinator (who made the codes, and exports the names), to anyone else as names() says.
    const QHash<qint64, QString> &rosterNames() const { return m_roster.isEmpty() ? m_names : m_roster; }

    // Another annotator's layer on an item, given this person's own state on it.
    bool mayViewOtherLayers(AssignmentState ownState) const;
    // An item's layers and metadata as this person may see them, given their own state on it: an
    // annotator sees their own layer, and others' (and the gold) only once theirs is handed in, and
    // then only work that was handed in too, never a colleague's unsubmitted spans.
    void shownLayers(AgreementItem *item, AssignmentState ownState) const;
    // Who Are You… lists the project's people with their roles: not to an annotator of a blind or
    // anonymous study, to whom the list is everyone's names and a click into the coordinator's view.
    bool mayListEveryone() const { return m_role != Role::Annotator || !(m_blind || m_anonymous); }

    // The item list's rows as this person sees them. An annotator of a blind project: their own items,
    // in their order, labelled #01…, and *labels gets each shown item's label. A work package (already
    // labelled at the split) keeps its labels.
    QList<ItemRow> rows(QList<ItemRow> rows, QHash<qint64, QString> *labels) const;

private:
    qint64 m_personId = 0;
    Role m_role = Role::Annotator;
    bool m_blind = true;
    bool m_anonymous = false;
    bool m_package = false; // a blind work package, labelled at the split
    QStringList m_hiddenKeys;
    HiddenMetadata::Matcher m_hidden;
    QHash<qint64, QString> m_names;
    QHash<qint64, QString> m_roster; // a coordinator's: everyone's name
};

} // namespace Errata
