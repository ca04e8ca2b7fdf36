// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Errata {

class Project;

struct SeedSummary
{
    int assignments = 0;    // assignments that got suggestions now
    int suggestions = 0;    // suggestions written
    int alreadyOffered = 0; // had this system's suggestions already: left as they are
    int started = 0;        // already opened by their annotator: left without suggestions
    int noPrediction = 0;   // the system predicted nothing for the item (no layer): nothing to offer
};

// Offers a system's predicted spans to annotators as suggestions (issue #18; docs/user-guide.md,
// "Starting from a system's spans"): every not-yet-opened assignment of the chosen annotators (all
// annotators when none are named) on items the filter keeps gets one suggestion per predicted span.
// Only work nobody has started is seeded, so that time per item with and without suggestions
// compares like with like. Seeding twice changes nothing. All or nothing; the coordinator's.
class SuggestionSeed
{
    Q_DECLARE_TR_FUNCTIONS(SuggestionSeed)
public:
    static bool seed(Project &project, qint64 actorId, const QString &system, const QStringList &annotators,
                     const QString &where, SeedSummary *summary, QString *error);
};

} // namespace Errata
