// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QVariant>
#include <QString>

#include <optional>

namespace Errata {

class Project;

// An item's id as TGEA's files give it: without the "tgea:" the importer puts in front.
inline QString tgeaDatasetId(const QString &externalId)
{
    return externalId.startsWith(QLatin1StringView("tgea:")) ? externalId.mid(5) : externalId;
}

// One handed-in annotation of a text, as TGEA's statistics see it (tgea-json's record).
struct TgeaRecord
{
    qint64 itemId = 0;
    QString text;
    bool erroneous = false;
    struct Error
    {
        TextRange span;
        std::optional<TextRange> associated;
        QString level1;
        QString rationale;
        std::optional<QString> correction = std::nullopt;
    };
    QList<Error> errors;
    QString externalId = QString();
    bool accepted = false; // a reviewer accepted it (else only handed in)
    QMap<QString, QString> metadata = {};
};

// TGEA's Table 4 (the dataset) and Table 3 (agreement), defined in docs/statistics.md, "TGEA".
// Lengths are in Errata's tokens: words split on whitespace and punctuation, every CJK ideograph a
// token of its own (TGEA counted Jieba's words, so its Chinese lengths are shorter than these).
struct TgeaDatasetStats
{
    qint64 records = 0, items = 0;
    qint64 withErrors[5] = {0, 0, 0, 0, 0}; // records with 0, 1, 2, 3, 4 or more errors
    qint64 tokens = 0, vocabulary = 0;      // over the distinct texts
    std::optional<double> meanTextTokens, meanErroneousTokens, meanAssociatedTokens, meanDistance, meanRationaleTokens;
    // Table 3, over every pair of records on one text.
    qint64 flagPairs = 0, matchedSpans = 0;
    std::optional<double> flagAgreement, flagKappa; // the erroneous flag
    std::optional<double> spanAgreement;            // 2 · same erroneous range / spans of both, erroneous pairs
    std::optional<double> associatedAgreement;      // matched spans with the same associated span (or none)
    std::optional<double> typeAgreement, typeKappa; // matched spans with the same level-1 type
};

// One line of the tables: a stable key (CLI, CSV), its label in the interface's language, the value
// (a count, a share or mean, or invalid when undefined).
struct TgeaStatLine
{
    QString key;
    QString label;
    QVariant value;
};

class TgeaDatasetReport
{
    Q_DECLARE_TR_FUNCTIONS(TgeaDatasetReport)
public:
    static QList<TgeaStatLine> lines(const TgeaDatasetStats &stats);
    // The project's handed-in annotations on texts whose metadata matches where ("" = all).
    static QList<TgeaRecord> records(Project &project, const QString &where);
    static TgeaDatasetStats compute(const QList<TgeaRecord> &records);
};

} // namespace Errata
