// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small helpers the test programs share: reading files, proving a file unchanged, running errata-cli.
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QList>
#include <QProcess>
#include <QString>

namespace TestSupport {

// A program the build made or a folder of the sources, compiled in relative to the test's own
// executable (errata_test_path in tests/CMakeLists.txt): an absolute path differed in every clone, so
// each test that named one missed the compiler cache in CI's fresh clones.
inline QString built(const char *relative)
{
    return QDir(QCoreApplication::applicationDirPath()).absoluteFilePath(QString::fromUtf8(relative));
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// SHA-256 of a whole file, header included: "unchanged" means every byte.
inline QByteArray fileHash(const QString &path)
{
    const QByteArray bytes = readAll(path);
    return bytes.isEmpty() ? QByteArray() : QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

// errata-cli as a user runs it: a separate process, its exit code, stdout and stderr.
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline Run runProgram(const QString &program, const QStringList &arguments, const QString &workingDirectory)
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

// errata-cli's command registry as `errata-cli --format tsv commands` prints it: one row per form ("assign",
// "package split"), each column by its header's key. The tests that must cover every command read it, so a
// command added to the registry is covered (or fails them by name) without a hand list to forget.
inline QList<QHash<QString, QString>> registeredCommands(const QString &program)
{
    const Run run = runProgram(program, {QStringLiteral("--format"), QStringLiteral("tsv"), QStringLiteral("commands")},
                               QDir::tempPath());
    QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    if (run.exitCode != 0 || lines.isEmpty()) return {};
    const QStringList keys = lines.takeFirst().split(u'\t');
    QList<QHash<QString, QString>> rows;
    for (const QString &line : std::as_const(lines)) {
        const QStringList values = line.split(u'\t');
        QHash<QString, QString> row;
        for (qsizetype i = 0; i < keys.size(); ++i) row.insert(keys.at(i), values.value(i));
        rows << row;
    }
    return rows;
}

} // namespace TestSupport
