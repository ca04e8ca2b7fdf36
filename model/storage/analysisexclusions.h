// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace Errata {

class Database;

// One step of a coordinator's exclusions from the analyses (Clark et al. left out evaluators whose
// explanations were copied or empty): a person excluded with a reason, or included again.
struct ExclusionEvent
{
    qint64 personId = 0;
    bool excluded = true;
    QString reason;
    qint64 actorId = 0;
    QDateTime at;
};

// The exclusions are kept, append-only, in the project setting "analysis_exclusions" (a JSON list of
// events, oldest first), so they travel with the file, its packages and its archive like any setting.
// A person is excluded while their newest event excludes them.
namespace AnalysisExclusions {

// Every event, oldest first; an unreadable setting reads as no events (and *error says why).
QList<ExclusionEvent> history(const Database &database, QString *error = nullptr);
// Person id -> the reason of their exclusion, for everyone excluded now. This is the one rule every
// statistic's reader (readFinishedLayers, AgreementReader::finished) applies.
QHash<qint64, QString> excluded(const Database &database);
// What every statistic says under its figures while anyone is excluded, "Excluded from these figures by a
// coordinator (1): Cid (copied explanations)."; empty when nobody is. `names`: how the viewer knows people
// (Visibility: A1, A2 … in an anonymous study); a person missing there goes by their stored name.
QString note(const Database &database, const QHash<qint64, QString> &names);
// Appends an event, as its actor (a coordinator: SettingsRepository::setProjectOption decides).
// Refused, with the reason in *error and nothing written: an unknown person, an exclusion without a
// reason, excluding someone excluded already or including someone who is not.
bool record(Database &database, ExclusionEvent event, QString *error);

} // namespace AnalysisExclusions

// Whether an assignment's work is a result the analyses read: handed in (isFinished) by someone not
// excluded. The statistics that walk assignments themselves ask this; the bulk readers apply the same rule.
class AnalysedWork
{
public:
    explicit AnalysedWork(const Database &database);
    bool counts(const Assignment &assignment) const
    {
        return isFinished(assignment.state) && !m_excluded.contains(assignment.annotatorId);
    }
    // An archive's annotation (ArchiveCollector), whose assignment carries no ids: by the annotator's name.
    bool counts(const AssignmentState state, const QString &annotator) const
    {
        return isFinished(state) && !m_excludedNames.contains(annotator);
    }

private:
    QHash<qint64, QString> m_excluded;
    QSet<QString> m_excludedNames;
};
} // namespace Errata
