// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli span-f1 (two layers' spans: exact, any-overlap and soft F1), times (seconds per item
// and per word) and rationale-words (the most frequent words of rationales per type); docs/statistics.md.
class LayerStatsCommands
{
    Q_DECLARE_TR_FUNCTIONS(LayerStatsCommands)
public:
    explicit LayerStatsCommands(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int spanF1(const QStringList &args);
    int times(const QStringList &args);
    int rationaleWords(const QStringList &args);

private:
    CliCommands &m_cli;
};

} // namespace Errata
