// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/mqmtsvreader.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// A field with its <v>…</v> tags taken out, as views into the line: most rows repeat a text the
// item already has, so the clean copy is made only when it is kept.
struct Tagged
{
    QStringView before, inside, after;
    std::optional<TextRange> span;
    bool unclosed = false;

    qsizetype size() const { return before.size() + inside.size() + after.size(); }
    QString clean() const
    {
        QString text;
        text.reserve(size());
        return text.append(before).append(inside).append(after);
    }
};

Tagged stripTags(QStringView field, TextSide side)
{
    const qsizetype open = field.indexOf(u"<v>");
    if (open < 0) {
        return {field, {}, {}, std::nullopt, false};
    }
    const qsizetype close = field.indexOf(u"</v>", open + 3);
    if (close < 0) {
        const QStringView rest = field.mid(open + 3);
        return {field.left(open), rest, {}, TextRange{open, open + rest.size(), side}, true};
    }
    return {field.left(open), field.mid(open + 3, close - open - 3), field.mid(close + 4),
            TextRange{open, close - 3, side}, false};
}

QString unquoteCsv(QStringView field)
{
    if (field.size() >= 2 && field.startsWith(u'"') && field.endsWith(u'"')) {
        return field.mid(1, field.size() - 2).toString().replace(u"\"\""_s, u"\""_s);
    }
    return field.toString();
}

// newstest2020 en-de quotes every field that holds a quote; TED and SxS have bare leading quotes.
bool looksCsvQuoted(const QList<QStringView> &lines)
{
    qsizetype starting = 0, wrapped = 0, doubled = 0;
    for (const QStringView line : lines) {
        for (const QStringView field : line.split(u'\t')) {
            if (field.startsWith(u'"')) {
                ++starting;
                if (field.size() >= 2 && field.endsWith(u'"')) {
                    ++wrapped;
                    doubled += field.mid(1, field.size() - 2).contains(u"\"\"") ? 1 : 0;
                }
            }
        }
    }
    return starting > 0 && starting == wrapped && doubled > 0;
}

struct Columns
{
    int system = -1, doc = -1, docSeg = -1, seg = -1, rater = -1, source = -1, target = -1, category = -1,
        severity = -1, metadata = -1, comment = -1;
    int count = 0; // cells that name a column (comment cells like "# Documentation" do not)
};

std::optional<Columns> readHeader(const QString &header, const QString &fileName, ImportError *error)
{
    Columns columns;
    const QStringList cells = header.split(u'\t');
    for (int i = 0; i < cells.size(); ++i) {
        const QString name = cells[i].trimmed();
        if (name.startsWith(u'#')) {
            continue;
        }
        columns.count = i + 1;
        int *slot = name == "system"_L1                         ? &columns.system
            : name == "doc"_L1                                  ? &columns.doc
            : (name == "docSegId"_L1 || name == "doc_id"_L1)    ? &columns.docSeg
            : (name == "globalSegId"_L1 || name == "seg_id"_L1) ? &columns.seg
            : name == "rater"_L1                                ? &columns.rater
            : name == "source"_L1                               ? &columns.source
            : name == "target"_L1                               ? &columns.target
            : name == "category"_L1                             ? &columns.category
            : name == "severity"_L1                             ? &columns.severity
            : name == "metadata"_L1                             ? &columns.metadata
            : name == "comment"_L1                              ? &columns.comment
                                                                : nullptr;
        if (slot) {
            *slot = i;
        }
    }
    for (const auto &[index, name] : {std::pair{columns.system, "system"},
                                      {columns.doc, "doc"},
                                      {columns.seg, "seg_id / globalSegId"},
                                      {columns.rater, "rater"},
                                      {columns.source, "source"},
                                      {columns.target, "target"},
                                      {columns.category, "category"},
                                      {columns.severity, "severity"}}) {
        if (index < 0) {
            *error = {fileName, 1, QString::fromLatin1(name),
                      MqmTsvReader::tr("the header has no \"%1\" column; this is not an MQM annotation TSV")
                          .arg(QString::fromLatin1(name))};
            return std::nullopt;
        }
    }
    return columns;
}

} // namespace

std::optional<QString> decodeUtf8(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder(bytes);
    if (!decoder.hasError()) {
        return text.startsWith(QChar(0xFEFF)) ? text.mid(1) : text;
    }
    // Find the line: decode line by line until one fails.
    int line = 1;
    for (const QByteArray &raw : bytes.split('\n')) {
        QStringDecoder probe(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = probe(raw);
        Q_UNUSED(decoded);
        if (probe.hasError()) {
            break;
        }
        ++line;
    }
    *error = {fileName, line, QString(), MqmTsvReader::tr("not valid UTF-8")};
    return std::nullopt;
}

std::optional<Corpus> MqmTsvReader::read(const QByteArray &bytes, const QString &fileName, ImportError *error,
                                         People people)
{
    const auto text = decodeUtf8(bytes, fileName, error);
    if (!text) {
        return std::nullopt;
    }
    // Views into the decoded text: a 26 MB file is not copied line by line and field by field.
    QList<QStringView> lines = QStringView(*text).split(u'\n');
    for (QStringView &line : lines) {
        if (line.endsWith(u'\r')) {
            line.chop(1);
        }
    }
    while (!lines.isEmpty() && lines.constLast().isEmpty()) {
        lines.removeLast();
    }
    if (lines.isEmpty()) {
        *error = {fileName, 0, QString(), tr("the file is empty")};
        return std::nullopt;
    }
    const auto columns = readHeader(lines.first().toString(), fileName, error);
    if (!columns) {
        return std::nullopt;
    }
    const bool csv = looksCsvQuoted(lines.mid(1));
    const QString dataset = QFileInfo(fileName).completeBaseName();
    Corpus corpus;
    corpus.taxonomyId = u"mqm"_s;
    QHash<QString, qsizetype> itemIndex;       // external id -> corpus item
    QHash<QString, qsizetype> annotationIndex; // external id + rater -> annotation
    QStringList unquoted;                      // owns a CSV-quoted line's fields while its views are used
    for (qsizetype n = 1; n < lines.size(); ++n) {
        const int lineNumber = int(n + 1);
        QList<QStringView> fields = lines[n].split(u'\t');
        if (fields.size() != columns->count) {
            *error = {fileName, lineNumber, QString(),
                      tr("%1 fields, but the header names %2 columns").arg(fields.size()).arg(columns->count)};
            return std::nullopt;
        }
        if (csv) {
            unquoted.clear();
            for (const QStringView field : std::as_const(fields)) {
                unquoted << unquoteCsv(field);
            }
            for (qsizetype i = 0; i < fields.size(); ++i) {
                fields[i] = unquoted.at(i);
            }
        }
        const QString severity = fields[columns->severity].trimmed().toString();
        const QString category = fields[columns->category].trimmed().toString();
        if (severity == "HOTW-test"_L1) {
            ++corpus.skippedRows; // an attention check, not an error
            continue;
        }
        const Tagged source = stripTags(fields[columns->source], TextSide::Prompt);
        const Tagged target = stripTags(fields[columns->target], TextSide::Generation);
        if (source.span && target.span) {
            *error = {fileName, lineNumber, u"source, target"_s, tr("<v> tags in both source and target")};
            return std::nullopt;
        }
        if (source.unclosed || target.unclosed) {
            corpus.warnings
                << tr("%1:%2: unclosed <v>; the span runs to the end of the text").arg(fileName).arg(lineNumber);
        }
        if (category.isEmpty() || severity.isEmpty()) {
            *error = {fileName, lineNumber, category.isEmpty() ? u"category"_s : u"severity"_s, tr("empty")};
            return std::nullopt;
        }
        const QString system = fields[columns->system].trimmed().toString();
        const QString segment = fields[columns->seg].trimmed().toString();
        const QString externalId = u"mqm:%1:%2:%3"_s.arg(dataset, segment, system);
        auto item = itemIndex.constFind(externalId);
        if (item == itemIndex.cend()) {
            CorpusItem fresh;
            fresh.item.externalId = externalId;
            fresh.item.metadata = {{u"model"_s, system},
                                   {u"system"_s, system},
                                   {u"doc"_s, fields[columns->doc].trimmed().toString()},
                                   {u"segment"_s, segment},
                                   {u"dataset"_s, dataset}};
            if (columns->docSeg >= 0) {
                fresh.item.metadata.insert(u"doc_segment"_s, fields[columns->docSeg].trimmed().toString());
            }
            item = itemIndex.insert(externalId, corpus.items.size());
            corpus.items << fresh;
        }
        CorpusItem &entry = corpus.items[*item];
        // Rows of one item may differ in trailing whitespace: keep the longest clean text.
        if (source.size() > entry.item.prompt.size()) {
            entry.item.prompt = source.clean();
        }
        if (target.size() > entry.item.generation.size()) {
            entry.item.generation = target.clean();
        }
        if (fields[columns->rater].trimmed().isEmpty()) {
            *error = {fileName, lineNumber, u"rater"_s, tr("empty")};
            return std::nullopt;
        }
        const QString rater = people == People::PerFile ? u"%1 · %2"_s.arg(fields[columns->rater].trimmed(), dataset)
                                                        : fields[columns->rater].trimmed().toString();
        const QString annotationKey = externalId + u'\n' + rater;
        auto annotation = annotationIndex.constFind(annotationKey);
        if (annotation == annotationIndex.cend()) {
            annotation = annotationIndex.insert(annotationKey, entry.annotations.size());
            entry.annotations << CorpusAnnotation{rater, {}, {}};
        }
        if (category == "No-error"_L1) {
            continue; // a clean rating: the rater counts for the item with no spans
        }
        Span span;
        span.range = source.span ? *source.span : target.span ? *target.span : TextRange{0, 0, TextSide::Generation};
        span.typeKey = category;
        span.severityKey = severity;
        if (!source.span && !target.span) {
            span.range = {0, 0,
                          TextSide::Generation}; // an error without a span (newstest2020): an insertion point at 0
        }
        // Metadata objects run to 12k characters of UI timings; only 16 rows carry a note, so parse
        // only those (parsing them all was most of the import's time).
        if (columns->metadata >= 0 && fields[columns->metadata].contains(u"\"note\"")) {
            const QByteArray json = fields[columns->metadata].toUtf8();
            QJsonParseError parseError;
            const QJsonDocument metadata = QJsonDocument::fromJson(json, &parseError);
            if (parseError.error == QJsonParseError::NoError
                && !refuseLoneSurrogates(json, fileName, lineNumber, error)) {
                error->field = u"metadata."_s + error->field;
                return std::nullopt;
            }
            span.rationale = metadata.object().value(u"note"_s).toString();
        } else if (columns->comment >= 0) {
            span.rationale = fields[columns->comment].trimmed().toString();
        }
        entry.annotations[*annotation].spans << span;
        if (!corpus.typeKeys.contains(category)) {
            corpus.typeKeys << category;
        }
        if (!corpus.severityKeys.contains(severity)) {
            corpus.severityKeys << severity;
        }
    }
    return corpus;
}

} // namespace Errata
