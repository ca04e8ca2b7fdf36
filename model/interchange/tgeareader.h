// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <optional>

class QJsonObject;
class QJsonValue;

namespace Errata {

class Taxonomy;

// TGEA-style JSON (He et al. 2021; format defined in docs/formats.md, "tgea-json"): an array of
// records, one per machine-generated text and annotator, each with the stage-1 "erroneous" flag and
// its errors (erroneous span, associated span, correction, level-1/level-2 type, rationale).
// Code-point offsets become UTF-16; type names become keys of the built-in TGEA taxonomy. Records
// sharing an id are one item with one annotation per annotator. Every error names file, line, field.
class TgeaReader
{
    Q_DECLARE_TR_FUNCTIONS(TgeaReader)
public:
    static std::optional<Corpus> read(const QByteArray &bytes, const QString &fileName, ImportError *error);

private:
    struct Problem
    {
        QString reason;
        QString path; // JSON path of the offending value, for its line and as the field
    };
    struct Record
    {
        CorpusItem item; // with its one annotation
        bool erroneous = false;
    };

    static std::optional<Record> readRecord(const QJsonObject &object, const QString &path,
                                            const QString &defaultAnnotator, const Taxonomy &tgea, Problem *problem);
    static bool readHeader(const QJsonObject &object, const QString &path, Record *record, Problem *problem);
    static std::optional<Span> readError(const QJsonValue &value, const QString &text, const QString &path,
                                         const Taxonomy &tgea, Problem *problem);
    static std::optional<TextRange> readRange(const QJsonValue &value, const QString &text, const QString &path,
                                              Problem *problem);
    static std::optional<QString> typeKey(const QJsonObject &error, const QString &path, const Taxonomy &tgea,
                                          Problem *problem);
    static bool checkFields(const QJsonObject &object, const QStringList &known, const QString &path, Problem *problem);
    static bool merge(Corpus &corpus, Record record, QHash<QString, qsizetype> &itemIndex, Problem *problem);
};

} // namespace Errata
