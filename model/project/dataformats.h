// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"
#include "model/interchange/mqmtsvreader.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Errata {

// What a reader may be told beyond the file itself (only mqm-tsv has a choice today).
struct ImportOptions
{
    MqmTsvReader::People people = MqmTsvReader::People::Campaign;
};

// One data format Errata reads or writes, as people and programs name it.
struct DataFormat
{
    using Reader = std::optional<Corpus> (*)(const QByteArray &bytes, const QString &path, ImportError *error,
                                             const ImportOptions &options);

    QString key;           // what --format takes: "mqm-tsv"
    QString name;          // people's name, translated: "MQM TSV (WMT, Google)"
    QString pattern;       // file names it is found in: "*.tsv"
    QString summary;       // one line on what it holds, translated
    Reader read = nullptr; // imports into a project (null: export only, or errata-jsonl's archive restore)
    bool writes = false;   // File ▸ Export and errata-cli export write it
    bool archive = false;  // errata-jsonl: read by the archive restore, not as a corpus

    bool reads() const { return read != nullptr || archive; }
    QString fileFilter() const; // "MQM TSV (WMT, Google) (*.tsv)" for a file dialog
};

// The one table of data formats. The window's Import and Export dialogs, errata-cli's --format checks,
// its help and `errata-cli formats`, and the docs test (every key has its section in docs/formats.md)
// all read it, so a format is added here once: its reader or writer, this row, its test, its docs entry.
class DataFormats
{
    Q_DECLARE_TR_FUNCTIONS(DataFormats)
public:
    static QList<DataFormat> all();
    static std::optional<DataFormat> find(const QString &key);
    static QStringList importKeys(bool withArchive); // withArchive: errata-jsonl too (the CLI restores it)
    static QStringList exportKeys();

    // Reads one file of a corpus format: its bytes (size-checked), then the format's reader.
    static std::optional<Corpus> read(const QString &key, const QString &path, ImportError *error,
                                      const ImportOptions &options = {});
};

} // namespace Errata
