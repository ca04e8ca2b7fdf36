// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

namespace Errata {

class Project;

// What one annotator did with one system's suggestions (docs/statistics.md, "Suggestions"). The
// shares: kept, edited, rejected and undecided of the suggestions offered; added (own) of the spans
// the annotator ended with on those items. Time: mean seconds per finished item (submitted, in review
// or accepted: isFinished), on items with this system's suggestions and on the annotator's items with none.
struct SuggestionTally
{
    QString annotator;
    QString system;
    int offered = 0;
    int kept = 0;
    int edited = 0;
    int rejected = 0;
    int undecided = 0;
    int own = 0;                     // spans drawn by the annotator on the items with suggestions
    QMap<QString, int> editedFields; // range, type, severity, … -> edited spans that changed it
    int itemsWith = 0;               // finished items with suggestions, and their seconds
    qint64 secondsWith = 0;
    int itemsWithout = 0; // finished items without any suggestion
    qint64 secondsWithout = 0;

    double share(int count) const { return offered ? double(count) / offered : 0.0; }
    double ownShare() const { return kept + edited + own ? double(own) / (kept + edited + own) : 0.0; }
};

class SuggestionReport
{
    Q_DECLARE_TR_FUNCTIONS(SuggestionReport)
public:
    // A row per annotator and system that offered them something, by annotator name then system.
    static QList<SuggestionTally> build(Project &project, const QString &system = QString());
};

} // namespace Errata
