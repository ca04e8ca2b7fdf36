// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <QHash>

namespace Errata {

// Texts nobody has annotated yet, for a study (docs/study.md, "Texts"): items without annotations.
//
// - jsonl: one JSON object per line: "text" (or "generation") required; "id", "prompt", "format"
//   (plain, markdown, code), "code_language" and "metadata" (an object) optional; every other key
//   with a string or number value is metadata too (model, top_p, topic, group, reference, …).
// - csv: a header row naming the same columns; every other column is metadata (empty cells left out).
// - txt: the whole file is one text; its id is the file's name without the extension.
//
// An item without an id gets one derived from its prompt and text ("t-" and 12 hex digits of their
// SHA-1), so adding the same file twice finds the same items. All or nothing: the first bad line
// stops the read, naming file, line and reason.
class ItemFileReader
{
    Q_DECLARE_TR_FUNCTIONS(ItemFileReader)
public:
    // A column mapping (the import wizard's): source column or key -> what it becomes: "id", "prompt",
    // "text", "format", "code_language", another name (metadata under that name), or "" (left out).
    // Columns not in the map keep their names.
    using Mapping = QHash<QString, QString>;
    // The first rows of a file as the wizard previews them: its columns, and per row the value of each.
    struct Preview
    {
        QStringList columns;
        QList<QStringList> rows;
    };

    static QStringList formats() { return {QStringLiteral("jsonl"), QStringLiteral("csv"), QStringLiteral("txt")}; }
    static std::optional<Corpus> read(const QString &format, const QByteArray &bytes, const QString &fileName,
                                      ImportError *error, const Mapping &mapping = {});
    static std::optional<Preview> preview(const QString &format, const QByteArray &bytes, const QString &fileName,
                                          int rows, ImportError *error);
    static QString derivedId(const QString &prompt, const QString &text);
};

} // namespace Errata
