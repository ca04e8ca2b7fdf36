// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"

namespace Errata {

class Project;

// Which part of a project to collect: all of it (export), or one annotator's items (a work
// package), with other people's layers only when blind mode lets them be seen.
struct ArchiveFilter
{
    QString annotator;       // empty: everybody
    bool otherLayers = true; // with an annotator: also the other annotators', gold and predictions
    bool texts = true;       // false: items without prompt and text (a merge compares annotations only)
    bool threads = true;     // false: annotations without review events and workflow history
};

// Reads a project into an Archive through ArchiveCursor, a fixed number of queries whatever its size.
class ArchiveCollector
{
public:
    static Archive collect(Project &project, const ArchiveFilter &filter = {});
    // The title, settings, taxonomy and every person, without items (errata-jsonl's header).
    static Archive header(Project &project);
};

} // namespace Errata
