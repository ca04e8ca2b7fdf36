// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A work package is untrusted input (issue #41): its owner holds the file and can change it with sqlite3.
// Before a merge writes anything, PackageAudit compares each of the owner's items in the package with the
// baseline home kept at the split, and lets through only what the owner could have done in the window.
#pragma once

#include "model/domain/archive.h"
#include "model/domain/workflow.h"
#include "model/interchange/packagebaseline.h"
#include "model/project/packagemergebasis.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <optional>
#include <utility>

namespace Errata {

class Project;

// One thing a package claims that its owner could not have done: on which item, by which rule, why.
struct PackageRefusal
{
    QString item; // the home project's corpus id
    QString rule;
    QString reason;
};

// What the owner did offline on one item, as checked: home replays it in the owner's name, at the merge,
// through the same rules as the window (AssignmentRepository::perform, ReviewRepository::add).
struct OfflineWork
{
    QList<std::pair<WorkflowAction, QString>> steps; // workflow actions and their reasons, in order
    QList<ReviewEvent> replies;                      // only body and spanId (the package's numbering)
    QList<ActionEvent> actions;                      // action log entries written offline (package span ids)
    qint64 seconds = 0;                              // time spent offline
    bool annotationChanged = false;                  // spans, judgements or suggestion decisions
};

// The same content, whatever the times: what a merge compares.
bool sameSpanContent(const Span &a, const Span &b);
// The owner's annotation of each item, by the item's external id.
QHash<QString, const ArchiveAnnotation *> ownAnnotations(const Archive &archive, const QString &owner);

class PackageAudit
{
    Q_DECLARE_TR_FUNCTIONS(PackageAudit)
public:
    // ids: the record's package span ids -> home span ids (spans that came home in earlier merges).
    PackageAudit(Project &home, const QString &owner, Roles ownerRoles, const QHash<qint64, qint64> &ids);

    // Nothing when the owner's annotation in the package (theirs) can have come from base by the owner's
    // own hand; *work is then what home is to replay. ours is home's annotation (its ids and spans).
    std::optional<PackageRefusal> check(const Item &item, const BaselineAnnotation &base,
                                        const ArchiveAnnotation &theirs, const ArchiveAnnotation &ours,
                                        OfflineWork *work);
    // The refusal as the coordinator reads it: the package was tampered with, nothing was merged.
    static QString message(const PackageRefusal &refusal, const QString &packagePath);

    // Every item of the package against the basis, before anything is written: empty, with *work holding
    // what each item (by corpus id) brings home; or why nothing may be merged. homeItems: ours by corpus id.
    static QString checkAll(Project &home, const QString &packagePath, const PackageMergeBasis::MergeBasis &basis,
                            const PackageMergeBasis::Sides &sides, const QHash<QString, Item> &homeItems,
                            QHash<QString, OfflineWork> *work);

private:
    // Each gives the rule and reason it refuses by (the item is filled in by check()).
    using Verdict = std::optional<PackageRefusal>;
    Verdict checkSteps(const BaselineAnnotation &base, const ArchiveAnnotation &theirs, OfflineWork *work,
                       bool *editable);
    Verdict checkSpans(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs, bool editable,
                       OfflineWork *work);
    Verdict checkSpan(const Item &item, const Span &span, const Span *before);
    Verdict checkDecisions(const BaselineAnnotation &base, const ArchiveAnnotation &theirs, bool editable,
                           OfflineWork *work);
    Verdict checkReplies(const BaselineAnnotation &base, const ArchiveAnnotation &theirs, const ArchiveAnnotation &ours,
                         OfflineWork *work);
    Verdict checkActions(const BaselineAnnotation &base, const ArchiveAnnotation &theirs, const ArchiveAnnotation &ours,
                         OfflineWork *work);
    Verdict checkSubmission(const Item &item, const ArchiveAnnotation &theirs, const OfflineWork &work);
    static QString othersActions(const Archive &theirs, const QString &owner);
    bool spanOfThisItem(qint64 packageId, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                        const ArchiveAnnotation &ours);

    Project &m_home;
    QString m_owner;
    Roles m_roles;
    const QHash<qint64, qint64> &m_ids;
    QSet<qint64> m_seenSpans; // span ids of the whole package: each may be in one place only
    QDateTime m_splitAt;      // the action log's entries written offline are dated from here
};

} // namespace Errata
