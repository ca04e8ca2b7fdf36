// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/itemfilereader.h"

#include "model/interchange/csvrecords.h"
#include "model/interchange/mqmtsvreader.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Fills the item's fixed fields from one record's named values; the rest become metadata.
bool fillItem(const QMap<QString, QString> &values, Item *item, QString *reason)
{
    item->generation = values.value(u"text"_s, values.value(u"generation"_s));
    if (item->generation.trimmed().isEmpty()) {
        *reason = ItemFileReader::tr("no text: a \"text\" (or \"generation\") value is required");
        return false;
    }
    item->prompt = values.value(u"prompt"_s);
    item->externalId = values.value(u"id"_s).trimmed();
    if (item->externalId.isEmpty()) item->externalId = ItemFileReader::derivedId(item->prompt, item->generation);
    const QString format = values.value(u"format"_s, u"plain"_s);
    if (!textFormatFromKey(format, &item->format)) {
        *reason = ItemFileReader::tr("format must be plain, markdown or code, not \"%1\"").arg(format);
        return false;
    }
    item->codeLanguage = values.value(u"code_language"_s);
    if (item->format == TextFormat::Code && item->codeLanguage.isEmpty()) {
        *reason = ItemFileReader::tr("a code item needs its \"code_language\"");
        return false;
    }
    static const QStringList fixed{u"text"_s, u"generation"_s, u"prompt"_s, u"id"_s, u"format"_s, u"code_language"_s};
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (!fixed.contains(it.key()) && !it.value().isEmpty()) item->metadata.insert(it.key(), it.value());
    }
    return true;
}

// A value of a JSON record as metadata text: strings as they are, numbers as JSON writes them.
bool jsonText(const QJsonValue &value, QString *text)
{
    if (value.isString())
        *text = value.toString();
    else if (value.isDouble())
        *text = QString::number(value.toDouble(), 'g', 17);
    else if (value.isBool())
        *text = value.toBool() ? u"true"_s : u"false"_s;
    else
        return value.isNull();
    return true;
}

std::optional<QMap<QString, QString>> jsonValues(const QByteArray &line, QString *reason)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (!document.isObject()) {
        *reason = parseError.error != QJsonParseError::NoError ? ItemFileReader::tr("invalid JSON at column %1: %2")
                                                                     .arg(parseError.offset + 1)
                                                                     .arg(parseError.errorString())
                                                               : ItemFileReader::tr("a line must be a JSON object");
        return std::nullopt;
    }
    QMap<QString, QString> values;
    const QJsonObject object = document.object();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QJsonObject nested = it.key() == "metadata"_L1 ? it.value().toObject() : QJsonObject{{it.key(), *it}};
        for (auto field = nested.begin(); field != nested.end(); ++field) {
            QString text;
            if (!jsonText(*field, &text)) {
                *reason = ItemFileReader::tr("\"%1\" must be a string or a number").arg(field.key());
                return std::nullopt;
            }
            values.insert(field.key(), text);
        }
    }
    return values;
}

// The record's values as the mapping names them.
QMap<QString, QString> mapped(const QMap<QString, QString> &values, const ItemFileReader::Mapping &mapping)
{
    if (mapping.isEmpty()) return values;
    QMap<QString, QString> out;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QString target = mapping.value(it.key(), it.key());
        if (!target.isEmpty()) out.insert(target, it.value());
    }
    return out;
}

// Adds the item unless the file already had it; the same id with other text is an error.
bool addItem(Corpus *corpus, QHash<QString, qsizetype> *seen, Item item, QString *reason)
{
    if (const auto it = seen->constFind(item.externalId); it != seen->cend()) {
        const Item &earlier = corpus->items.at(*it).item;
        if (earlier.generation == item.generation && earlier.prompt == item.prompt) return true;
        *reason = ItemFileReader::tr("item \"%1\" appears twice with different text").arg(item.externalId);
        return false;
    }
    seen->insert(item.externalId, corpus->items.size());
    corpus->items.append(CorpusItem{std::move(item), {}});
    return true;
}

std::optional<Corpus> readJsonl(const QByteArray &bytes, const QString &fileName, ImportError *error,
                                const ItemFileReader::Mapping &mapping)
{
    Corpus corpus;
    QHash<QString, qsizetype> seen;
    int number = 0;
    for (const QByteArray &line : bytes.split('\n')) {
        ++number;
        if (line.trimmed().isEmpty()) continue;
        QString reason;
        const auto values = jsonValues(line, &reason);
        if (values && !refuseLoneSurrogates(line, fileName, number, error)) return std::nullopt;
        Item item;
        if (!values || !fillItem(mapped(*values, mapping), &item, &reason)
            || !addItem(&corpus, &seen, std::move(item), &reason)) {
            *error = {fileName, number, QString(), reason};
            return std::nullopt;
        }
    }
    return corpus;
}

std::optional<Corpus> readCsv(const QString &text, const QString &fileName, ImportError *error,
                              const ItemFileReader::Mapping &mapping)
{
    CsvRecords::Error csvError;
    const auto records = CsvRecords::parse(text, &csvError);
    if (!records || records->isEmpty()) {
        *error = {fileName, records ? 1 : csvError.line, QString(),
                  records ? ItemFileReader::tr("the file is empty: a header row is required") : csvError.reason};
        return std::nullopt;
    }
    QStringList header = records->first().fields;
    for (QString &column : header) column = column.trimmed();
    QStringList named; // the header as the mapping renames it
    for (const QString &column : std::as_const(header)) named << mapping.value(column, column);
    if (!named.contains(u"text"_s) && !named.contains(u"generation"_s)) {
        *error = {fileName, 1, QString(), ItemFileReader::tr("the header has no \"text\" (or \"generation\") column")};
        return std::nullopt;
    }
    Corpus corpus;
    QHash<QString, qsizetype> seen;
    for (qsizetype r = 1; r < records->size(); ++r) {
        const CsvRecord &record = records->at(r);
        if (record.fields.size() != header.size()) {
            *error = {
                fileName, record.line, QString(),
                ItemFileReader::tr("%1 fields where the header has %2").arg(record.fields.size()).arg(header.size())};
            return std::nullopt;
        }
        QMap<QString, QString> values;
        for (qsizetype c = 0; c < header.size(); ++c) values.insert(header[c], record.fields[c]);
        Item item;
        QString reason;
        if (!fillItem(mapped(values, mapping), &item, &reason) || !addItem(&corpus, &seen, std::move(item), &reason)) {
            *error = {fileName, record.line, QString(), reason};
            return std::nullopt;
        }
    }
    return corpus;
}

} // namespace

QString ItemFileReader::derivedId(const QString &prompt, const QString &text)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(prompt.toUtf8());
    hash.addData(QByteArrayView("\x1f", 1)); // a separator no text starts with: "ab"+"c" differs from "a"+"bc"
    hash.addData(text.toUtf8());
    return u"t-"_s + QString::fromLatin1(hash.result().toHex().left(12));
}

std::optional<Corpus> ItemFileReader::read(const QString &format, const QByteArray &bytes, const QString &fileName,
                                           ImportError *error, const Mapping &mapping)
{
    const std::optional<QString> text = decodeUtf8(bytes, fileName, error); // never a quiet replacement character
    if (!text) return std::nullopt;
    if (format == "jsonl"_L1) return readJsonl(bytes, fileName, error, mapping);
    if (format == "csv"_L1) return readCsv(*text, fileName, error, mapping);
    if (format == "txt"_L1) {
        if (text->trimmed().isEmpty()) {
            *error = {fileName, 0, QString(), tr("the file holds no text")};
            return std::nullopt;
        }
        Item item;
        item.externalId = QFileInfo(fileName).completeBaseName();
        item.generation = *text;
        return Corpus{{CorpusItem{item, {}}}, {}, {}, {}, 0, {}};
    }
    *error = {fileName, 0, QString(), tr("unknown format \"%1\": jsonl, csv or txt").arg(format)};
    return std::nullopt;
}

std::optional<ItemFileReader::Preview> ItemFileReader::preview(const QString &format, const QByteArray &bytes,
                                                               const QString &fileName, int rows, ImportError *error)
{
    const std::optional<QString> text = decodeUtf8(bytes, fileName, error);
    if (!text) return std::nullopt;
    Preview out;
    if (format == "csv"_L1) {
        CsvRecords::Error csvError;
        const auto records = CsvRecords::parse(*text, &csvError);
        if (!records) {
            *error = {fileName, csvError.line, QString(), csvError.reason};
            return std::nullopt;
        }
        for (qsizetype r = 0; r < records->size() && r <= rows; ++r) {
            if (r == 0)
                out.columns = records->at(r).fields;
            else
                out.rows << records->at(r).fields;
        }
        for (QString &column : out.columns) column = column.trimmed();
        return out;
    }
    if (format == "jsonl"_L1) {
        QList<QMap<QString, QString>> records;
        int number = 0;
        for (const QByteArray &line : bytes.split('\n')) {
            ++number;
            if (line.trimmed().isEmpty()) continue;
            if (records.size() == rows) break;
            QString reason;
            const auto values = jsonValues(line, &reason);
            if (!values) {
                *error = {fileName, number, QString(), reason};
                return std::nullopt;
            }
            if (!refuseLoneSurrogates(line, fileName, number, error)) return std::nullopt;
            for (auto it = values->cbegin(); it != values->cend(); ++it) {
                if (!out.columns.contains(it.key())) out.columns << it.key();
            }
            records << *values;
        }
        for (const auto &values : std::as_const(records)) {
            QStringList row;
            for (const QString &column : std::as_const(out.columns)) row << values.value(column);
            out.rows << row;
        }
        return out;
    }
    out.columns = {u"text"_s};
    out.rows = {{text->left(2000)}};
    return out;
}

} // namespace Errata
