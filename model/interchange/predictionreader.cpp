// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/predictionreader.h"

#include "model/interchange/csvrecords.h"
#include "model/domain/csv.h"
#include "model/interchange/mqmtsvreader.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The jsonl fields of one span; false (with `reason`) at the first bad one.
bool readJsonSpan(const QJsonObject &json, PredictedSpan *predicted, QString *field, QString *reason)
{
    Span &span = predicted->span;
    const QJsonValue begin = json.value(u"begin"_s), end = json.value(u"end"_s);
    if (!begin.isDouble() || !end.isDouble() || begin.toDouble() != double(begin.toInteger())
        || end.toDouble() != double(end.toInteger())) {
        *field = u"begin"_s;
        *reason = PredictionReader::tr("begin and end must be whole numbers (Unicode code points)");
        return false;
    }
    span.range = {begin.toInteger(), end.toInteger(), TextSide::Generation};
    const QString side = json.value(u"side"_s).toString(u"generation"_s);
    if (!textSideFromKey(side, &span.range.side)) {
        *field = u"side"_s;
        *reason = PredictionReader::tr("side must be \"generation\" or \"prompt\", not \"%1\"").arg(side);
        return false;
    }
    span.typeKey = json.value(u"type"_s).toString();
    if (span.typeKey.isEmpty()) {
        *field = u"type"_s;
        *reason = PredictionReader::tr("every span needs a type");
        return false;
    }
    span.severityKey = json.value(u"severity"_s).toString();
    span.rationale = json.value(u"rationale"_s).toString();
    if (json.contains(u"confidence"_s)) {
        span.confidence = json.value(u"confidence"_s).toDouble(-1);
    }
    return true;
}

// The spans-csv row's columns by name; -1 when the header lacks one.
struct CsvColumns
{
    int item = -1, begin = -1, end = -1, type = -1, side = -1, severity = -1, rationale = -1, confidence = -1,
        text = -1, annotator = -1;

    static CsvColumns from(const QStringList &header)
    {
        CsvColumns c;
        c.item = int(header.indexOf(u"item"_s));
        c.begin = int(header.indexOf(u"begin"_s));
        c.end = int(header.indexOf(u"end"_s));
        c.type = int(header.indexOf(u"type"_s));
        c.side = int(header.indexOf(u"side"_s));
        c.severity = int(header.indexOf(u"severity"_s));
        c.rationale = int(header.indexOf(u"rationale"_s));
        c.confidence = int(header.indexOf(u"confidence"_s));
        c.text = int(header.indexOf(u"text"_s));
        c.annotator = int(header.indexOf(u"annotator"_s));
        return c;
    }
};

QString fieldAt(const QStringList &fields, int column)
{
    return column >= 0 && column < fields.size() ? fields.at(column) : QString();
}

// One spans-csv row as a span, through the jsonl fields so both formats check the same things.
bool csvSpan(const CsvRecord &record, const CsvColumns &c, PredictedSpan *span, QString *field, QString *reason)
{
    for (const int column : {c.begin, c.end}) {
        bool numeric = false;
        fieldAt(record.fields, column).toLongLong(&numeric);
        if (!numeric) {
            *field = column == c.begin ? u"begin"_s : u"end"_s;
            *reason = PredictionReader::tr("begin and end must be whole numbers (Unicode code points)");
            return false;
        }
    }
    QJsonObject json{{u"begin"_s, fieldAt(record.fields, c.begin).toLongLong()},
                     {u"end"_s, fieldAt(record.fields, c.end).toLongLong()},
                     {u"type"_s, fieldAt(record.fields, c.type)},
                     {u"severity"_s, fieldAt(record.fields, c.severity)},
                     {u"rationale"_s, fieldAt(record.fields, c.rationale)}};
    if (const QString side = fieldAt(record.fields, c.side); !side.isEmpty()) {
        json.insert(u"side"_s, side);
    }
    if (const QString confidence = fieldAt(record.fields, c.confidence); !confidence.isEmpty()) {
        bool ok = false;
        json.insert(u"confidence"_s, confidence.toDouble(&ok));
        if (!ok) {
            *field = u"confidence"_s;
            *reason = PredictionReader::tr("confidence must be a number from 0 to 1");
            return false;
        }
    }
    span->line = record.line;
    span->quotedText = fieldAt(record.fields, c.text);
    return readJsonSpan(json, span, field, reason);
}

// A file with several raters is one system only when the user says which.
bool pickRater(const QStringList &raters, const QString &rater, const QString &fileName, ImportError *error)
{
    if (!rater.isEmpty() && !raters.contains(rater)) {
        *error = {fileName, 0, u"rater"_s,
                  PredictionReader::tr("no rows of rater \"%1\"; the file has: %2").arg(rater, raters.join(u", "_s))};
        return false;
    }
    if (rater.isEmpty() && raters.size() > 1) {
        *error = {fileName, 0, u"rater"_s,
                  PredictionReader::tr("the file holds %1 raters (%2); a system is one of them: give --rater NAME")
                      .arg(raters.size())
                      .arg(raters.join(u", "_s))};
        return false;
    }
    return true;
}

} // namespace

QStringList PredictionReader::formats()
{
    return {u"jsonl"_s, u"spans-csv"_s, u"mqm-tsv"_s};
}

std::optional<QList<PredictedItem>> PredictionReader::read(const QString &format, const QByteArray &bytes,
                                                           const QString &fileName, const QString &rater,
                                                           ImportError *error)
{
    if (format == "jsonl"_L1) {
        if (!rater.isEmpty()) {
            *error = {fileName, 0, u"rater"_s,
                      tr("a jsonl prediction file holds one system; --rater is for csv and tsv")};
            return std::nullopt;
        }
        return readJsonl(bytes, fileName, error);
    }
    if (format == "spans-csv"_L1) {
        return readSpansCsv(bytes, fileName, rater, error);
    }
    if (format == "mqm-tsv"_L1) {
        return readMqm(bytes, fileName, rater, error);
    }
    *error = {fileName, 0, {}, tr("unknown format \"%1\" (use %2)").arg(format, formats().join(u", "_s))};
    return std::nullopt;
}

std::optional<QList<PredictedItem>> PredictionReader::readJsonl(const QByteArray &bytes, const QString &fileName,
                                                                ImportError *error)
{
    const std::optional<QString> text = decodeUtf8(bytes, fileName, error);
    if (!text) {
        return std::nullopt;
    }
    QList<PredictedItem> items;
    QHash<QString, int> seen; // item id -> line
    const QStringList lines = text->split(u'\n');
    for (int l = 0; l < lines.size(); ++l) {
        const int line = l + 1;
        if (lines[l].trimmed().isEmpty()) {
            continue;
        }
        QJsonParseError parse;
        const QJsonDocument document = QJsonDocument::fromJson(lines[l].toUtf8(), &parse);
        const QJsonObject object = document.object();
        if (!document.isObject() || !object.value(u"item"_s).isString() || !object.value(u"spans"_s).isArray()) {
            *error = {fileName,
                      line,
                      {},
                      parse.error != QJsonParseError::NoError
                          ? tr("not JSON: %1").arg(parse.errorString())
                          : tr("each line is an object with \"item\" (its id) and \"spans\" (an array)")};
            return std::nullopt;
        }
        if (!refuseLoneSurrogates(lines[l].toUtf8(), fileName, line, error)) {
            return std::nullopt;
        }
        PredictedItem item{object.value(u"item"_s).toString(), line, false, {}, {}};
        if (const int first = seen.value(item.externalId); first > 0) {
            *error = {fileName, line, u"item"_s,
                      tr("item \"%1\" is already on line %2").arg(item.externalId).arg(first)};
            return std::nullopt;
        }
        seen.insert(item.externalId, line);
        const QJsonArray spans = object.value(u"spans"_s).toArray();
        for (qsizetype s = 0; s < spans.size(); ++s) {
            PredictedSpan span;
            span.line = line;
            QString field, reason;
            if (!spans.at(s).isObject() || !readJsonSpan(spans.at(s).toObject(), &span, &field, &reason)) {
                *error = {fileName, line, u"spans[%1].%2"_s.arg(s).arg(field),
                          reason.isEmpty() ? tr("each span is an object") : reason};
                return std::nullopt;
            }
            item.spans << span;
        }
        items << item;
    }
    return items;
}

std::optional<QList<PredictedItem>> PredictionReader::readSpansCsv(const QByteArray &bytes, const QString &fileName,
                                                                   const QString &rater, ImportError *error)
{
    const std::optional<QString> text = decodeUtf8(bytes, fileName, error);
    if (!text) {
        return std::nullopt;
    }
    CsvRecords::Error csvError;
    std::optional<QList<CsvRecord>> records = CsvRecords::parse(*text, &csvError);
    if (!records || records->isEmpty()) {
        *error = {fileName, records ? 1 : csvError.line, {}, records ? tr("the file is empty") : csvError.reason};
        return std::nullopt;
    }
    for (CsvRecord &record : *records) { // our own export defuses formula-like cells: read them as they were
        for (QString &field : record.fields) field = Csv::undefused(field);
    }
    const CsvColumns c = CsvColumns::from(records->first().fields);
    if (c.item < 0 || c.begin < 0 || c.end < 0 || c.type < 0) {
        *error = {fileName, 1, {}, tr("the header needs the columns item, begin, end and type")};
        return std::nullopt;
    }
    QStringList raters;
    for (qsizetype r = 1; r < records->size(); ++r) {
        const QString name = fieldAt(records->at(r).fields, c.annotator);
        if (c.annotator >= 0 && !raters.contains(name)) raters << name;
    }
    if (!pickRater(raters, rater, fileName, error)) {
        return std::nullopt;
    }
    QList<PredictedItem> items;
    QHash<QString, qsizetype> itemIndex;
    for (qsizetype r = 1; r < records->size(); ++r) {
        const CsvRecord &record = records->at(r);
        if (!rater.isEmpty() && fieldAt(record.fields, c.annotator) != rater) continue;
        const QString id = fieldAt(record.fields, c.item);
        if (!itemIndex.contains(id)) {
            itemIndex.insert(id, items.size());
            items << PredictedItem{id, record.line, false, {}, {}};
        }
        PredictedSpan span;
        QString field, reason;
        if (!csvSpan(record, c, &span, &field, &reason)) {
            *error = {fileName, record.line, field, reason};
            return std::nullopt;
        }
        items[itemIndex.value(id)].spans << span;
    }
    return items;
}

std::optional<QList<PredictedItem>> PredictionReader::readMqm(const QByteArray &bytes, const QString &fileName,
                                                              const QString &rater, ImportError *error)
{
    const std::optional<Corpus> corpus = MqmTsvReader::read(bytes, fileName, error);
    if (!corpus) {
        return std::nullopt;
    }
    QStringList raters;
    for (const CorpusItem &item : corpus->items) {
        for (const CorpusAnnotation &annotation : item.annotations) {
            if (!raters.contains(annotation.annotator)) raters << annotation.annotator;
        }
    }
    if (!pickRater(raters, rater, fileName, error)) {
        return std::nullopt;
    }
    QList<PredictedItem> items;
    for (const CorpusItem &item : corpus->items) {
        for (const CorpusAnnotation &annotation : item.annotations) {
            if (!rater.isEmpty() && annotation.annotator != rater) continue;
            PredictedItem predicted{item.item.externalId, 0, true, item.item.generation, {}};
            for (const Span &span : annotation.spans) {
                predicted.spans << PredictedSpan{span, 0, {}};
            }
            items << predicted;
        }
    }
    return items;
}

} // namespace Errata
