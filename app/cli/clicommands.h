// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clioutput.h"

#include "model/interchange/corpus.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace Errata {

// errata-cli: the batch half of Errata. Exit codes: 0 ok, 1 user error (message on stderr),
// 2 internal error.
class CliCommands
{
    Q_DECLARE_TR_FUNCTIONS(CliCommands)
public:
    enum ExitCode { Ok = 0, UserError = 1, InternalError = 2 };

    CliCommands(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}
    int run(const QStringList &arguments);

private:
    int init(const QStringList &args);
    int info(const QStringList &args);
    int check(const QStringList &args);
    int demo(const QStringList &args);
    int agreement(const QStringList &args);
    int import(const QStringList &args);
    int exportProject(const QStringList &args);
    int importArchives(const QStringList &args, bool dryRun);
    int package(const QStringList &args);
    int reviewStatus(const QStringList &args);
    int history(const QStringList &args);
    int packageSplit(const QStringList &args);
    int packageMerge(const QStringList &args);
    int packageConflicts(const QStringList &args);
    int backup(const QStringList &args);
    int restore(const QStringList &args);
    int writeImport(const QString &projectPath, const QString &format, const QList<Corpus> &corpora,
                    const QStringList &types, const QStringList &severities, bool dryRun);
    int usage(int code);
    int userError(const QString &message);
    bool takeOptions(QStringList &args, const QStringList &valued, QHash<QString, QString> *options);

    QTextStream &m_out;
    QTextStream &m_err;
    OutputFormat m_format = OutputFormat::Text;
};

} // namespace Errata
