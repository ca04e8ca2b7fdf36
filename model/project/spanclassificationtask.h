// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"
#include "model/project/tgeatasks.h"
#include "model/stats/bootstrap.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace Errata {

class Project;

// Scarecrow §6's span-classification data (docs/formats.md, "Scarecrow's span classification"), one JSONL
// file a part of the stored split: every handed-in error span of the generation as a positive example
// with its type, and for every length (in tokens) the text's error spans have, three random spans of that
// length that share no token with any error span or antecedent, labelled no_error. The texts, not the spans, are split.
class SpanClassificationTask
{
    Q_DECLARE_TR_FUNCTIONS(SpanClassificationTask)
public:
    static constexpr auto Name = QLatin1StringView("scarecrow-spans");
    static constexpr int NegativesPerLength = 3;

    // The rows of one text. skipped counts negatives wanted but not found (the text had too few free
    // tokens); random draws them, so one random over the texts in corpus order repeats the file.
    static QByteArray rows(const ArchiveItem &item, SeededRandom &random, qint64 *count, qint64 *skipped);
    // Reads the project, writes DIR/train.jsonl, dev.jsonl, test.jsonl.
    static bool write(Project &project, const QHash<QString, QString> &parts, const QString &directory, quint64 seed,
                      TgeaTaskSummary *summary, QString *error);
};

} // namespace Errata
