// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/tgeareader.h"

#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/threshreader.h"
#include "model/domain/taxonomyloader.h"
#include "model/domain/jsonlocator.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QStringList RecordFields{u"id"_s,     u"text"_s,      u"prompt"_s,  u"erroneous"_s,
                               u"errors"_s, u"annotator"_s, u"metadata"_s};
const QStringList ErrorFields{u"erroneous_span"_s, u"associated_span"_s, u"correction"_s,
                              u"level1"_s,         u"level2"_s,          u"rationale"_s};

bool isAbsent(const QJsonValue &value)
{
    return value.isUndefined() || value.isNull();
}

// A node under parentKey ("" for level 1) named by its key, the part of the key after the group
// ("Subject" for "Missing/Subject"), or its name in any language; Latin names ignore case.
const TaxonomyNode *findNode(const Taxonomy &tgea, const QString &name, const QString &parentKey)
{
    for (const TaxonomyNode &node : tgea.nodes) {
        if (node.parentKey != parentKey) {
            continue;
        }
        QStringList names = node.name.byLanguage.values();
        names << node.key << node.key.section(u'/', -1);
        for (const QString &candidate : std::as_const(names)) {
            if (candidate.compare(name, Qt::CaseInsensitive) == 0) {
                return &node;
            }
        }
    }
    return nullptr;
}

QString childNames(const Taxonomy &tgea, const QString &parentKey)
{
    QStringList names;
    for (const TaxonomyNode &node : tgea.nodes) {
        if (node.parentKey == parentKey) {
            names << node.key.section(u'/', -1);
        }
    }
    return names.join(u", "_s);
}

} // namespace

bool TgeaReader::checkFields(const QJsonObject &object, const QStringList &known, const QString &path, Problem *problem)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key())) {
            *problem = {tr("unknown field \"%1\" (expected %2)").arg(it.key(), known.join(u", "_s)),
                        u"%1.%2"_s.arg(path, it.key())};
            return false;
        }
    }
    return true;
}

std::optional<TextRange> TgeaReader::readRange(const QJsonValue &value, const QString &text, const QString &path,
                                               Problem *problem)
{
    const QJsonArray pair = value.toArray();
    const auto isOffset = [](const QJsonValue &offset) {
        return offset.isDouble() && offset.toDouble() == double(offset.toInteger(-1));
    };
    if (!value.isArray() || pair.size() != 2 || !isOffset(pair.at(0)) || !isOffset(pair.at(1))) {
        *problem = {tr("expected [start, end], two whole numbers"), path};
        return std::nullopt;
    }
    const qint64 start = pair.at(0).toInteger(), end = pair.at(1).toInteger();
    const qsizetype begin16 = ThreshReader::utf16Offset(text, start), end16 = ThreshReader::utf16Offset(text, end);
    if (end < start) {
        *problem = {tr("[%1, %2) is not a range: the end lies before the start").arg(start).arg(end), path};
        return std::nullopt;
    }
    if (begin16 < 0 || end16 < 0) {
        *problem = {
            tr("[%1, %2) lies outside the text, which has %3 characters").arg(start).arg(end).arg(text.toUcs4().size()),
            path};
        return std::nullopt;
    }
    return TextRange{begin16, end16, TextSide::Generation};
}

std::optional<QString> TgeaReader::typeKey(const QJsonObject &error, const QString &path, const Taxonomy &tgea,
                                           Problem *problem)
{
    const QJsonValue level1 = error.value(u"level1"_s), level2 = error.value(u"level2"_s);
    const TaxonomyNode *group = level1.isString() ? findNode(tgea, level1.toString(), QString()) : nullptr;
    if (!group) {
        *problem = {isAbsent(level1) ? tr("an error needs \"level1\", its level-1 type")
                                     : tr("unknown level-1 type \"%1\"; expected one of %2, or their English or "
                                          "Chinese names")
                                           .arg(level1.toVariant().toString(), childNames(tgea, QString())),
                    path + u".level1"_s};
        return std::nullopt;
    }
    if (isAbsent(level2) || level2.toString() == ""_L1) {
        return group->key; // TGEA's level-1 types are selectable on their own
    }
    const TaxonomyNode *type = level2.isString() ? findNode(tgea, level2.toString(), group->key) : nullptr;
    if (!type) {
        *problem = {group->childKeys.isEmpty()
                        ? tr("level-2 type \"%1\" given, but %2 has no subtypes").arg(level2.toString(), group->key)
                        : tr("unknown level-2 type \"%1\" of %2; expected one of %3, or their English or Chinese names")
                              .arg(level2.toVariant().toString(), group->key, childNames(tgea, group->key)),
                    path + u".level2"_s};
        return std::nullopt;
    }
    return type->key;
}

std::optional<Span> TgeaReader::readError(const QJsonValue &value, const QString &text, const QString &path,
                                          const Taxonomy &tgea, Problem *problem)
{
    const QJsonObject error = value.toObject();
    if (!value.isObject()) {
        *problem = {tr("an error must be a JSON object"), path};
        return std::nullopt;
    }
    if (!checkFields(error, ErrorFields, path, problem)) {
        return std::nullopt;
    }
    for (const QString &field : {u"correction"_s, u"rationale"_s}) {
        if (!isAbsent(error.value(field)) && !error.value(field).isString()) {
            *problem = {tr("\"%1\" must be a string or null").arg(field), u"%1.%2"_s.arg(path, field)};
            return std::nullopt;
        }
    }
    Span span;
    const auto range = readRange(error.value(u"erroneous_span"_s), text, path + u".erroneous_span"_s, problem);
    const auto type = range ? typeKey(error, path, tgea, problem) : std::nullopt;
    if (!type) {
        return std::nullopt;
    }
    span.range = *range;
    span.typeKey = *type;
    span.severityKey = u"error"_s; // the TGEA scale has this one step; the annotate view sets it too
    if (error.value(u"correction"_s).isString()) {
        span.correction = error.value(u"correction"_s).toString();
    }
    span.rationale = error.value(u"rationale"_s).toString();
    const QJsonValue associated = error.value(u"associated_span"_s);
    if (!isAbsent(associated)) {
        const auto link = readRange(associated, text, path + u".associated_span"_s, problem);
        if (!link) {
            return std::nullopt;
        }
        span.links << SpanLink{*link, LinkKind::Associated};
    }
    return span;
}

// id, text, prompt, erroneous, annotator and metadata: everything of a record but its errors.
bool TgeaReader::readHeader(const QJsonObject &object, const QString &path, Record *record, Problem *problem)
{
    const QJsonValue id = object.value(u"id"_s), text = object.value(u"text"_s);
    const bool numericId = id.isDouble() && id.toDouble() == double(id.toInteger(-1));
    if (!(id.isString() && !id.toString().isEmpty()) && !numericId) {
        *problem = {tr("a record needs an \"id\" (a string)"), path + u".id"_s};
        return false;
    }
    if (!text.isString() || text.toString().isEmpty()) {
        *problem = {tr("a record needs a \"text\" (the generated text, a non-empty string)"), path + u".text"_s};
        return false;
    }
    if (object.contains(u"prompt"_s) && !object.value(u"prompt"_s).isString()) {
        *problem = {tr("\"prompt\" must be a string"), path + u".prompt"_s};
        return false;
    }
    if (object.contains(u"annotator"_s) && object.value(u"annotator"_s).toString().isEmpty()) {
        *problem = {tr("\"annotator\" must be a non-empty string"), path + u".annotator"_s};
        return false;
    }
    if (!object.value(u"erroneous"_s).isBool()) {
        *problem = {tr("a record needs \"erroneous\": true or false"), path + u".erroneous"_s};
        return false;
    }
    const QJsonValue metadata = object.value(u"metadata"_s);
    if (!isAbsent(metadata) && !metadata.isObject()) {
        *problem = {tr("\"metadata\" must be an object"), path + u".metadata"_s};
        return false;
    }
    const QJsonObject entries = metadata.toObject();
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (!it.value().isString() && !it.value().isDouble()) {
            *problem = {tr("metadata values must be strings or numbers"), u"%1.metadata.%2"_s.arg(path, it.key())};
            return false;
        }
        record->item.item.metadata.insert(it.key(), it.value().toVariant().toString());
    }
    record->item.item.externalId = u"tgea:%1"_s.arg(id.isString() ? id.toString() : QString::number(id.toInteger()));
    record->item.item.generation = text.toString();
    record->item.item.prompt = object.value(u"prompt"_s).toString();
    record->erroneous = object.value(u"erroneous"_s).toBool();
    return true;
}

std::optional<TgeaReader::Record> TgeaReader::readRecord(const QJsonObject &object, const QString &path,
                                                         const QString &defaultAnnotator, const Taxonomy &tgea,
                                                         Problem *problem)
{
    Record record;
    if (!checkFields(object, RecordFields, path, problem) || !readHeader(object, path, &record, problem)) {
        return std::nullopt;
    }
    const QJsonValue errors = object.value(u"errors"_s);
    if (!isAbsent(errors) && !errors.isArray()) {
        *problem = {tr("\"errors\" must be an array"), path + u".errors"_s};
        return std::nullopt;
    }
    CorpusAnnotation annotation{
        object.value(u"annotator"_s).toString(defaultAnnotator), {}, {{u"erroneous"_s, record.erroneous ? 1 : 0}}};
    const QJsonArray list = errors.toArray();
    for (qsizetype e = 0; e < list.size(); ++e) {
        const auto span =
            readError(list.at(e), record.item.item.generation, u"%1.errors[%2]"_s.arg(path).arg(e), tgea, problem);
        if (!span) {
            return std::nullopt;
        }
        annotation.spans << *span;
    }
    // Stage 1 of TGEA decides whether there are errors at all; the list must agree with it.
    if (record.erroneous == annotation.spans.isEmpty()) {
        *problem = {record.erroneous ? tr("\"erroneous\" is true, but the record lists no errors")
                                     : tr("\"erroneous\" is false, but the record lists %n error(s)", nullptr,
                                          int(annotation.spans.size())),
                    path + u".erroneous"_s};
        return std::nullopt;
    }
    record.item.annotations << annotation;
    return record;
}

// Records with one id are one text annotated by several people.
bool TgeaReader::merge(Corpus &corpus, Record record, QHash<QString, qsizetype> &itemIndex, Problem *problem)
{
    const CorpusAnnotation &annotation = record.item.annotations.first();
    for (const Span &span : annotation.spans) {
        if (!corpus.typeKeys.contains(span.typeKey)) {
            corpus.typeKeys << span.typeKey;
        }
        if (!corpus.severityKeys.contains(span.severityKey)) {
            corpus.severityKeys << span.severityKey;
        }
    }
    const auto found = itemIndex.constFind(record.item.item.externalId);
    if (found == itemIndex.cend()) {
        itemIndex.insert(record.item.item.externalId, corpus.items.size());
        corpus.items << std::move(record.item);
        return true;
    }
    CorpusItem &item = corpus.items[*found];
    if (item.item.generation != record.item.item.generation || item.item.prompt != record.item.item.prompt) {
        *problem = {tr("id %1 appears again with a different text or prompt").arg(item.item.externalId), u".text"_s};
        return false;
    }
    for (const CorpusAnnotation &earlier : std::as_const(item.annotations)) {
        if (earlier.annotator == annotation.annotator) {
            *problem = {tr("id %1 is annotated twice by %2").arg(item.item.externalId, annotation.annotator),
                        u".annotator"_s};
            return false;
        }
    }
    item.annotations << annotation;
    return true;
}

std::optional<Corpus> TgeaReader::read(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    if (!decodeUtf8(bytes, fileName, error)) {
        return std::nullopt;
    }
    const auto document = readJsonDocument(bytes, fileName, JsonTop::Array, tr("a JSON array of records"), error);
    if (!document) {
        return std::nullopt;
    }
    const TaxonomyLoadResult tgea = TaxonomyLoader::builtin(u"tgea"_s);
    if (!tgea.taxonomy) {
        *error = {fileName, 0, QString(), tr("the built-in TGEA taxonomy could not be loaded")};
        return std::nullopt;
    }
    const QString defaultAnnotator = u"annotator · %1"_s.arg(QFileInfo(fileName).completeBaseName());
    Corpus corpus;
    corpus.taxonomyId = u"tgea"_s;
    QHash<QString, qsizetype> itemIndex;
    const auto take = [&](const QJsonValue &value, const QString &path, Problem *problem) {
        if (!value.isObject()) {
            *problem = {tr("a record must be a JSON object"), path};
            return false;
        }
        auto record = readRecord(value.toObject(), path, defaultAnnotator, *tgea.taxonomy, problem);
        if (record && !merge(corpus, std::move(*record), itemIndex, problem)) {
            problem->path.prepend(path); // merge() knows only the field
            return false;
        }
        return record.has_value();
    };
    const JsonLocator locator(bytes);
    const QJsonArray records = document->array();
    for (qsizetype i = 0; i < records.size(); ++i) {
        Problem problem;
        if (!take(records.at(i), u"[%1]"_s.arg(i), &problem)) {
            *error = {fileName, locator.lineOf(problem.path), problem.path, problem.reason};
            return std::nullopt;
        }
    }
    return corpus;
}

} // namespace Errata
