// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace Errata {

class Project;

// train:dev:test, as whole numbers ("8:1:1").
struct SplitRatio
{
    int parts[3] = {8, 1, 1};
    static std::optional<SplitRatio> parse(const QString &text);
    QString text() const;
};

// A benchmark's split of the texts into train, dev and test (TGEA §4.1: reshuffled, 8:1:1), stored in the
// project so that every later export agrees: each item's part is its metadata "split", the ratio and seed
// are project settings. Items added after the split get a part when the next export asks for it.
class DatasetSplit
{
    Q_DECLARE_TR_FUNCTIONS(DatasetSplit)
public:
    static const QStringList &partNames(); // train, dev, test

    // Pure: the part (0, 1, 2) of each of count texts, in their order. Part sizes follow the ratio, the
    // remainder going to the largest fractions (train first on a tie); which text gets which part is a
    // Fisher–Yates shuffle with the seed.
    static QList<int> plan(qsizetype count, const SplitRatio &ratio, quint64 seed);

    // Every item's part by external id. Given ratio or seed text differing from the stored ones is
    // refused; missing parts are planned and stored (a coordinator's change: actorId).
    static std::optional<QHash<QString, QString>> ensure(Project &project, const QString &ratioText,
                                                         const QString &seedText, qint64 actorId, QString *error);
};

} // namespace Errata
