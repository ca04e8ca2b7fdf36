// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"

namespace Errata {

class Project;

// Which part of a project to collect: all of it (export), or one annotator's items (a work
// package), with other people's layers only when blind mode lets them be seen. One annotator's share
// holds their own qualification results and their items' training marks whose answer travels with it,
// never an item's attention check (it would tell them which items test them), metric scores or merge
// conflicts (the coordinator's).
struct ArchiveFilter
{
    QString annotator;       // empty: everybody
    bool otherLayers = true; // with an annotator: also the other annotators', gold and predictions
    bool texts = true;       // false: items without prompt and text (a merge compares annotations only)
    bool threads = true;     // false: annotations without review events and workflow history
    // With an annotator and without other layers: still the layers that answer practice items (a
    // package's practice items show their answer once submitted, as at home).
    bool practiceAnswers = false;
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
    // The title, settings, taxonomy, every person and every qualification result, without items
    // (errata-jsonl's header).
    static Archive header(Project &project);
};

} // namespace Errata
