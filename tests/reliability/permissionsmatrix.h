// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The permission matrix permissions_test checks: who may do what, written from product.md.
#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace PermissionsMatrix {

using namespace Qt::StringLiterals;

// Who tries: the assigned annotator, another annotator, a reviewer, a coordinator, and a person
// who is annotator and reviewer at once and owns the assignment.
inline const QStringList Actors{u"owner"_s, u"other annotator"_s, u"reviewer"_s, u"coordinator"_s, u"owner+reviewer"_s};
// The workflow of one assignment, then the project-wide changes, then the gold layer.
inline const QStringList Actions{
    u"open"_s,          u"edit layer"_s,      u"judge"_s,         u"submit"_s,
    u"reopen"_s,        u"claim"_s,           u"decide span"_s,   u"comment"_s,
    u"unclaim"_s,       u"return"_s,          u"accept"_s,        u"discard"_s,
    u"add person"_s,    u"rename person"_s,   u"change roles"_s,  u"deactivate person"_s,
    u"set condition"_s, u"assign many"_s,     u"add item"_s,      u"assign item"_s,
    u"import items"_s,  u"restore archive"_s, u"mark training"_s, u"mark attention check"_s,
    u"edit gold"_s,     u"split package"_s,   u"merge package"_s, u"change project colours"_s};

// Written from product.md, not from the code. §4: an annotator edits only their own layer and only
// while the item is in progress or returned, and moves it along (open, submit, reopen before a
// review, discard with a reason); a reviewer never edits a layer, but claims, decides, comments,
// returns and accepts, never on their own work, and edits the gold layer; a coordinator may discard
// any assignment, and "only coordinators change the taxonomy, assignments and people". Adding or
// importing items and restoring an archive add people and assignments; §1 gives the coordinator
// "creates projects, imports corpora and taxonomies, assigns items"; training items and attention
// checks (§4 Qualification and quality control) set up the study, so they are the coordinator's
// too. Gold is also the coordinator's: a training item's reference answer is its gold layer.
// §3 Offline work packages: "the coordinator exports one package … per annotator", and merges it.
// The project's colours for its types are seen by everyone who opens it, like the taxonomy they dress.
inline const QSet<QString> CoordinatorOnly{u"add person"_s,        u"rename person"_s, u"change roles"_s,
                                           u"deactivate person"_s, u"set condition"_s, u"assign many"_s,
                                           u"add item"_s,          u"assign item"_s,   u"import items"_s,
                                           u"restore archive"_s,   u"mark training"_s, u"mark attention check"_s,
                                           u"split package"_s,     u"merge package"_s, u"change project colours"_s};
inline const QHash<QString, QSet<QString>> Expected{
    {u"owner"_s, {u"open"_s, u"edit layer"_s, u"judge"_s, u"submit"_s, u"reopen"_s, u"discard"_s}},
    {u"other annotator"_s, {}},
    {u"reviewer"_s,
     {u"claim"_s, u"decide span"_s, u"comment"_s, u"unclaim"_s, u"return"_s, u"accept"_s, u"edit gold"_s}},
    {u"coordinator"_s, QSet<QString>{u"discard"_s, u"edit gold"_s}.unite(CoordinatorOnly)},
    {u"owner+reviewer"_s,
     {u"open"_s, u"edit layer"_s, u"judge"_s, u"submit"_s, u"reopen"_s, u"discard"_s, u"edit gold"_s}},
};

} // namespace PermissionsMatrix
