// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"

#include <QByteArray>
#include <QHash>

#include <optional>

namespace Errata {

// The owner's work on one item as a work package's merge compares it: the ArchiveAnnotation less
// what the merge never reads. No item texts, and the workflow steps and review replies only
// counted, since the merge brings home the ones past the count. At `million` this is what made the
// remembered state small: the errata-jsonl it replaced held 82 million characters of text and
// 400,000 history entries, written at every split and parsed twice at every merge (9 of 30 s).
struct BaselineAnnotation
{
    Assignment assignment;
    QMap<QString, QVariant> judgements;
    QList<Span> spans; // UTF-16 offsets, ids as the package numbers them
    QList<Suggestion> suggestions;
    qsizetype history = 0; // workflow steps
    qsizetype reviews = 0; // events of review threads
    qsizetype actions = 0; // entries of the action log

    friend bool operator==(const BaselineAnnotation &, const BaselineAnnotation &) = default;
};

// By the item's corpus id.
using PackageBaseline = QHash<QString, BaselineAnnotation>;

namespace Baseline {
// The owner's annotations in an archive, by the items' external ids.
PackageBaseline of(const Archive &archive, const QString &owner);
// A compact binary form (QDataStream, zlib-compressed), versioned; decode() refuses anything else.
QByteArray encode(const PackageBaseline &baseline);
std::optional<PackageBaseline> decode(const QByteArray &bytes);
} // namespace Baseline

} // namespace Errata
