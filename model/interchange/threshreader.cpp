// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/threshreader.h"

#include "model/interchange/mqmtsvreader.h"
#include "model/domain/jsonlocator.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QHash<QString, QString> &scarecrowKeys()
{
    static const QHash<QString, QString> keys{
        {u"grammar_usage"_s, u"Grammar_Usage"_s}, {u"redundant"_s, u"Redundant"_s},
        {u"off_prompt"_s, u"Off-prompt"_s},       {u"self_contradiction"_s, u"Self-contradiction"_s},
        {u"incoherent"_s, u"Incoherent"_s},       {u"technical_jargon"_s, u"Technical_Jargon"_s},
        {u"needs_google"_s, u"Needs_Google"_s},   {u"bad_math"_s, u"Bad_Math"_s},
        {u"commonsense"_s, u"Commonsense"_s},     {u"encyclopedic"_s, u"Encyclopedic"_s}};
    return keys;
}

// The MQM conversion names its raters; the Scarecrow one has a gid per paragraph instead.
bool isMqmStyle(const QJsonArray &items)
{
    const QJsonObject metadata = items.first().toObject().value(u"metadata"_s).toObject();
    return metadata.contains(u"rater"_s) && metadata.contains(u"system"_s);
}

} // namespace

qsizetype ThreshReader::utf16Offset(const QString &text, qsizetype codePoints)
{
    if (codePoints < 0) {
        return -1;
    }
    qsizetype index = 0;
    for (qsizetype seen = 0; seen < codePoints; ++seen) {
        if (index >= text.size()) {
            return -1;
        }
        index += text.at(index).isHighSurrogate() && index + 1 < text.size() ? 2 : 1;
    }
    return index;
}

std::optional<QList<TextRange>> ThreshReader::outputRanges(const QJsonObject &edit, const QString &text,
                                                           const QString &path, Problem *problem)
{
    const QJsonArray pairs = edit.value(u"output_idx"_s).toArray();
    QList<TextRange> ranges;
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        const QJsonArray pair = pairs.at(i).toArray();
        const qsizetype begin = utf16Offset(text, pair.at(0).toInteger(-1));
        const qsizetype end = utf16Offset(text, pair.at(1).toInteger(-1));
        if (pair.size() != 2 || begin < 0 || end < begin) {
            *problem = {tr("offsets [%1, %2) do not fit the target text")
                            .arg(pair.at(0).toInteger(-1))
                            .arg(pair.at(1).toInteger(-1)),
                        u"%1.output_idx[%2]"_s.arg(path).arg(i)};
            return std::nullopt;
        }
        ranges << TextRange{begin, end, TextSide::Generation};
    }
    if (ranges.isEmpty()) {
        *problem = {tr("an edit needs at least one output_idx pair"), path};
        return std::nullopt;
    }
    return ranges;
}

std::optional<Span> ThreshReader::readScarecrowEdit(const QJsonObject &edit, const QString &text, const QString &path,
                                                    Problem *problem)
{
    const QString category = edit.value(u"category"_s).toString();
    const auto key = scarecrowKeys().constFind(category);
    if (key == scarecrowKeys().cend()) {
        *problem = {tr("unknown Scarecrow category \"%1\"").arg(category), path + u".category"_s};
        return std::nullopt;
    }
    auto ranges = outputRanges(edit, text, path, problem);
    if (!ranges) {
        return std::nullopt;
    }
    Span span;
    span.range = ranges->takeFirst();
    span.typeKey = *key;
    const QJsonObject annotation = edit.value(u"annotation"_s).toObject();
    const QString severity = annotation.value(category + u"_type"_s).toString();
    span.severityKey = severity == "minor"_L1 ? u"1"_s
        : severity == "somewhat"_L1           ? u"2"_s
        : severity == "a lot"_L1              ? u"3"_s
                                              : QString();
    span.rationale = annotation.value(u"explanation"_s).toString();
    for (const TextRange &antecedent : std::as_const(*ranges)) {
        span.links << SpanLink{antecedent, LinkKind::Antecedent};
    }
    return span;
}

std::optional<Corpus> ThreshReader::read(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    if (!decodeUtf8(bytes, fileName, error)) {
        return std::nullopt;
    }
    const auto document = readJsonDocument(bytes, fileName, JsonTop::Array, tr("a JSON array of items"), error);
    if (!document) {
        return std::nullopt;
    }
    const JsonLocator locator(bytes);
    const QJsonArray items = document->array();
    if (!items.isEmpty() && isMqmStyle(items)) {
        return readMqm(items, fileName, locator, error);
    }
    return readScarecrow(items, fileName, locator, error);
}

std::optional<Corpus> ThreshReader::readScarecrow(const QJsonArray &items, const QString &fileName,
                                                  const JsonLocator &locator, ImportError *error)
{
    const QString dataset = QFileInfo(fileName).completeBaseName();
    Corpus corpus;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString path = u"[%1]"_s.arg(i);
        const QJsonObject object = items.at(i).toObject();
        const QJsonObject metadata = object.value(u"metadata"_s).toObject();
        const QString gid = metadata.value(u"gid"_s).toString();
        if (gid.isEmpty() || !object.value(u"target"_s).isString()) {
            *error = {fileName, locator.lineOf(path), u"metadata.gid, target"_s,
                      tr("an item needs a gid and a target text")};
            return std::nullopt;
        }
        CorpusItem entry;
        entry.item.externalId = u"scarecrow:%1"_s.arg(gid);
        entry.item.prompt = object.value(u"source"_s).toString();
        entry.item.generation = object.value(u"target"_s).toString();
        for (auto it = metadata.begin(); it != metadata.end(); ++it) {
            // Thresh calls top-p "p"; Errata's grids use the decoding settings' usual names.
            entry.item.metadata.insert(it.key() == "p"_L1 ? u"top_p"_s : it.key(), it.value().toVariant().toString());
        }
        CorpusAnnotation annotation{u"annotator 5 · %1"_s.arg(dataset), {}, {}};
        const QJsonArray edits = object.value(u"edits"_s).toArray();
        for (qsizetype e = 0; e < edits.size(); ++e) {
            Problem problem;
            const QString editPath = u"%1.edits[%2]"_s.arg(path).arg(e);
            const auto span = readScarecrowEdit(edits.at(e).toObject(), entry.item.generation, editPath, &problem);
            if (!span) {
                *error = {fileName, locator.lineOf(problem.path), problem.path, problem.reason};
                return std::nullopt;
            }
            annotation.spans << *span;
            if (!corpus.typeKeys.contains(span->typeKey)) {
                corpus.typeKeys << span->typeKey;
            }
            if (!span->severityKey.isEmpty() && !corpus.severityKeys.contains(span->severityKey)) {
                corpus.severityKeys << span->severityKey;
            }
        }
        entry.annotations << annotation;
        corpus.items << entry;
    }
    return corpus;
}

} // namespace Errata
