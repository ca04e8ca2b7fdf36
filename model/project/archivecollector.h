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
    // On a file of at least setTwoConnectionsFrom() items (in the filter's scope), a second connection
    // reads half of them on a thread of its own (TwinReader); the archive is the same either way.
    static Archive collect(Project &project, const ArchiveFilter &filter = {});
    static void setTwoConnectionsFrom(qint64 items); // for tests and benchmarks; 5,000 by default
    static qint64 twoConnectionReads();              // collects read on two connections so far (tests)
    static void failTwinReads(bool fail);            // tests: the twin reads its half, then reports failure
    // The title, settings, taxonomy and every person, without items (errata-jsonl's header).
    static Archive header(Project &project);
};

} // namespace Errata
