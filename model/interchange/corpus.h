// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/records.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Errata {

// What an importer reads, before anything touches a project: items, and per item the finished
// annotations of named annotators. Every format parses into this; CorpusWriter stores it.
struct CorpusAnnotation
{
    QString annotator; // name of the person, unique within the corpus
    QList<Span> spans; // layerId and ids unset; ranges in UTF-16 units
    QMap<QString, QVariant> judgements;
};

struct CorpusItem
{
    Item item; // externalId must be stable: re-importing finds the same item
    QList<CorpusAnnotation> annotations;
};

struct Corpus
{
    QList<CorpusItem> items;
    QString taxonomyId;   // the built-in taxonomy a project created by this import starts from
    QStringList typeKeys; // every span type used, in first-seen order
    QStringList severityKeys;
    int skippedRows = 0;  // rows that are not annotations (e.g. MQM attention checks)
    QStringList warnings; // tolerated oddities, each naming file and line
};

// A bad input: where and why. Importers stop at the first one; nothing is written.
struct ImportError
{
    QString file;
    int line = 0;  // 1-based; 0 when it concerns the whole file
    QString field; // column or key, when known
    QString reason;

    QString message() const;
};

// Parses a whole-file JSON document for an importer. On failure fills error with the file, the line
// of the syntax error (or 1) and the reason; `shape` says what the top level must be ("an array of
// items"), used when the JSON is valid but the top level is the wrong kind.
// The whole of an input file, or an error naming it (a directory, unreadable).
std::optional<QByteArray> readImportFile(const QString &path, ImportError *error);

enum class JsonTop { Object, Array };
std::optional<QJsonDocument> readJsonDocument(const QByteArray &bytes, const QString &fileName, JsonTop top,
                                              const QString &shape, ImportError *error);

// False, with the error naming the line (json's first line is `firstLine`) and the field, when valid JSON
// text holds a \uD800–\uDFFF escape without its other half: not a character, and Qt's parser would store
// another one in its place. Every JSON importer asks this before it trusts a parsed value.
bool refuseLoneSurrogates(const QByteArray &json, const QString &fileName, int firstLine, ImportError *error);

} // namespace Errata
