// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/systemscores.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Errata {

class CliCommands;
class CliTable;
class Project;

// errata-cli predictions import|list and score: machine layers (docs/formats.md "Predictions",
// docs/statistics.md "Scoring a system").
class PredictionCommands
{
    Q_DECLARE_TR_FUNCTIONS(PredictionCommands)
public:
    explicit PredictionCommands(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int predictions(const QStringList &args);
    int score(const QStringList &args);

private:
    int importFiles(const QStringList &args);
    int list(const QStringList &args);
    std::optional<ScoreReference> reference(Project &project, const QString &text);
    std::optional<SystemScoreRequest> scoreRequest(Project &project, const QHash<QString, QString> &options,
                                                   bool baseline);
    void addRows(CliTable &table, const QString &who, const ScoreTable &scores);
    int writeFigure(const SystemScoreReport &report, const SystemScoreRequest &request,
                    const QHash<QString, QString> &options);

    CliCommands &m_cli;
};

} // namespace Errata
