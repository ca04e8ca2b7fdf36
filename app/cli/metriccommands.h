// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/metriccorrelation.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace Errata {

class CliCommands;
class Project;

// errata-cli metrics import|list and correlate: does an automatic metric agree with people
// (docs/statistics.md, "Does a metric agree with people?").
class MetricCommands
{
    Q_DECLARE_TR_FUNCTIONS(MetricCommands)
public:
    explicit MetricCommands(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int metrics(const QStringList &args);
    int correlate(const QStringList &args);

private:
    int importFiles(const QStringList &args);
    bool readRequest(const QHash<QString, QString> &options, CorrelationRequest *request);
    int correlateErrorTypes(Project &project, const CorrelationRequest &request,
                            const QHash<QString, QString> &options);
    int correlatePairs(Project &project, const CorrelationRequest &request, const QHash<QString, QString> &options);
    int writeScatter(const QList<CorrelationRow> &rows, const CorrelationRequest &request, const QString &path);
    int list(const QStringList &args);

    CliCommands &m_cli;
};

} // namespace Errata
