// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/tgeadatasetstats.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace Errata {

// What a task export wrote and left out, per part (train, dev, test).
struct TgeaTaskSummary
{
    qint64 rows[3] = {0, 0, 0};
    qint64 skipped = 0; // records or errors the task cannot use (see TgeaTasks::write)
};

// The benchmark files of TGEA §5 (docs/formats.md, "TGEA's benchmark tasks"), one JSONL file a part
// (DIR/train.jsonl, dev.jsonl, test.jsonl), from one annotation a text: the accepted one, else the first
// handed in. Texts go to parts as DatasetSplit stored them.
class TgeaTasks
{
    Q_DECLARE_TR_FUNCTIONS(TgeaTasks)
public:
    static const QStringList &names(); // tgea-detect, tgea-spans-bio, tgea-type, tgea-correct, tgea-rationale

    // The rows of one task for one part's records, as JSON lines. seed draws the balanced detection set.
    static QByteArray rows(const QString &task, const QList<TgeaRecord> &records, quint64 seed, qint64 *count,
                           qint64 *skipped);
    static bool write(const QString &task, const QList<TgeaRecord> &records, const QHash<QString, QString> &parts,
                      const QString &directory, quint64 seed, TgeaTaskSummary *summary, QString *error);
    // One record a text: the accepted annotation, else the first handed in.
    static QList<TgeaRecord> onePerText(const QList<TgeaRecord> &records);
};

} // namespace Errata
