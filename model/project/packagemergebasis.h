// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a work package's merge starts from (packagemerge.cpp): whose package it is, the home's record
// of its split, and both sides read as the merge compares them.
#pragma once

#include "model/domain/archive.h"
#include "model/interchange/packagerecord.h"

#include <QString>

#include <optional>
#include <utility>

namespace Errata {

class Project;

namespace PackageMergeBasis {

// Whose package this is and what the home project recorded when it was made; nothing when the
// package cannot be merged into home (error says why, and nothing was written).
struct MergeBasis
{
    QString owner;
    qint64 ownerId = 0;
    PackageRecord record;
    bool newest = true; // the owner's newest package, or one made before the latest split
};

std::optional<MergeBasis> mergeBasis(Project &home, Project &package, QString *error);
// The package's side (items by their corpus ids) and home's. A million objects at `million`: when the
// merge is done they are freed on two cores at once.
struct Sides
{
    Archive theirs;
    Archive ours;
    ~Sides();
};
Sides readSides(Project &home, Project &package, const MergeBasis &basis);

} // namespace PackageMergeBasis
} // namespace Errata
