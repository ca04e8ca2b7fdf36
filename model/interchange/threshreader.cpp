// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/threshreader.h"

#include "model/interchange/mqmtsvreader.h"
#include "model/util/jsonlocator.h"

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

struct EditResult
{
    std::optional<Span> span;
    QString problem;
    QString path; // JSON path of the offending value, for its line
};

EditResult readEdit(const QJsonObject &edit, const QString &text, const QString &path)
{
    const QString category = edit.value(u"category"_s).toString();
    const auto key = scarecrowKeys().constFind(category);
    if (key == scarecrowKeys().cend()) {
        const bool mqm = edit.value(u"annotation"_s).toObject().value(category + u"_type"_s).isObject();
        return {std::nullopt, mqm ? ThreshReader::tr("MQM-style thresh files are not supported yet")
                                  : ThreshReader::tr("unknown Scarecrow category \"%1\"").arg(category),
                path + u".category"_s};
    }
    const QJsonArray pairs = edit.value(u"output_idx"_s).toArray();
    QList<TextRange> ranges;
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        const QJsonArray pair = pairs.at(i).toArray();
        const qsizetype begin = ThreshReader::utf16Offset(text, pair.at(0).toInteger(-1));
        const qsizetype end = ThreshReader::utf16Offset(text, pair.at(1).toInteger(-1));
        if (pair.size() != 2 || begin < 0 || end < begin) {
            return {std::nullopt, ThreshReader::tr("offsets [%1, %2) do not fit the target text")
                                      .arg(pair.at(0).toInteger(-1)).arg(pair.at(1).toInteger(-1)),
                    u"%1.output_idx[%2]"_s.arg(path).arg(i)};
        }
        ranges << TextRange{begin, end, TextSide::Generation};
    }
    if (ranges.isEmpty()) {
        return {std::nullopt, ThreshReader::tr("an edit needs at least one output_idx pair"), path};
    }
    Span span;
    span.range = ranges.takeFirst();
    span.typeKey = *key;
    const QJsonObject annotation = edit.value(u"annotation"_s).toObject();
    const QString severity = annotation.value(category + u"_type"_s).toString();
    span.severityKey = severity == "minor"_L1 ? u"1"_s : severity == "somewhat"_L1 ? u"2"_s
                       : severity == "a lot"_L1 ? u"3"_s : QString();
    span.rationale = annotation.value(u"explanation"_s).toString();
    for (const TextRange &antecedent : std::as_const(ranges)) {
        span.links << SpanLink{antecedent, LinkKind::Antecedent};
    }
    return {span, {}, {}};
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

std::optional<Corpus> ThreshReader::read(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    if (!decodeUtf8(bytes, fileName, error)) {
        return std::nullopt;
    }
    const auto document = readJsonDocument(bytes, fileName, JsonTop::Array, tr("a JSON array of items"), error);
    if (!document) {
        return std::nullopt;
    }
    const QString dataset = QFileInfo(fileName).completeBaseName();
    const JsonLocator locator(bytes);
    Corpus corpus;
    const QJsonArray items = document->array();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString path = u"[%1]"_s.arg(i);
        const QJsonObject object = items.at(i).toObject();
        const QJsonObject metadata = object.value(u"metadata"_s).toObject();
        const QString gid = metadata.value(u"gid"_s).toString();
        if (gid.isEmpty() && metadata.contains(u"rater"_s)) {
            *error = {fileName, locator.lineOf(path), u"metadata"_s, tr("MQM-style thresh files are not supported yet")};
            return std::nullopt;
        }
        if (gid.isEmpty() || !object.value(u"target"_s).isString()) {
            *error = {fileName, locator.lineOf(path), u"metadata.gid, target"_s, tr("an item needs a gid and a target text")};
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
            const EditResult edit = readEdit(edits.at(e).toObject(), entry.item.generation, u"%1.edits[%2]"_s.arg(path).arg(e));
            if (!edit.span) {
                *error = {fileName, locator.lineOf(edit.path), edit.path, edit.problem};
                return std::nullopt;
            }
            annotation.spans << *edit.span;
            if (!corpus.typeKeys.contains(edit.span->typeKey)) {
                corpus.typeKeys << edit.span->typeKey;
            }
            if (!edit.span->severityKey.isEmpty() && !corpus.severityKeys.contains(edit.span->severityKey)) {
                corpus.severityKeys << edit.span->severityKey;
            }
        }
        entry.annotations << annotation;
        corpus.items << entry;
    }
    return corpus;
}

} // namespace Errata
