// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/scarecrowcsvreader.h"

#include "model/interchange/csvrecords.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/pythonliteral.h"
#include "model/domain/taxonomyloader.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

enum Column { Id, Gid, Prompt, Generation, Model, P, Temperature, FrequencyPenalty, Responses, ColumnCount };

// Where in the responses literal something is wrong (list indices from the top), and why.
struct Problem
{
    QList<qsizetype> path;
    QString reason;
};

QString pythonType(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QVariantList: return u"list"_s;
    case QMetaType::LongLong: return u"int"_s;
    case QMetaType::Double: return u"float"_s;
    case QMetaType::QString: return u"str"_s;
    case QMetaType::Bool: return u"bool"_s;
    default: return u"None"_s;
    }
}

bool isInt(const QVariant &value)
{
    return value.typeId() == QMetaType::LongLong;
}

// Empty when [begin, end) is a range of whole characters of text, else what is wrong with it.
QString rangeProblem(const QString &text, qint64 begin, qint64 end)
{
    if (begin < 0 || begin > end || end > text.size()) {
        return ScarecrowCsvReader::tr("offsets [%1, %2) do not fit the generation (%3 UTF-16 units long)")
            .arg(begin)
            .arg(end)
            .arg(text.size());
    }
    for (const qint64 offset : {begin, end}) {
        if (offset > 0 && offset < text.size() && text.at(offset - 1).isHighSurrogate()
            && text.at(offset).isLowSurrogate()) {
            return ScarecrowCsvReader::tr("offset %1 splits a character outside the BMP (a surrogate pair)")
                .arg(offset);
        }
    }
    return {};
}

// The flat [s1, e1, s2, e2, …] list of an error; on failure `problem` gets the path inside it.
bool readAntecedent(const QVariant &value, const QString &text, QList<SpanLink> *links, Problem *problem)
{
    const QVariantList antecedent = value.toList();
    if (value.typeId() != QMetaType::QVariantList || antecedent.size() % 2 != 0) {
        problem->reason = value.typeId() != QMetaType::QVariantList
            ? ScarecrowCsvReader::tr("the antecedent must be a list, found %1").arg(pythonType(value))
            : ScarecrowCsvReader::tr("the antecedent has %1 offsets; it needs start, end pairs").arg(antecedent.size());
        return false;
    }
    for (qsizetype i = 0; i < antecedent.size(); i += 2) {
        if (!isInt(antecedent.at(i)) || !isInt(antecedent.at(i + 1))) {
            *problem = {{isInt(antecedent.at(i)) ? i + 1 : i}, ScarecrowCsvReader::tr("an offset must be an int")};
            return false;
        }
        const TextRange range{antecedent.at(i).toLongLong(), antecedent.at(i + 1).toLongLong(), TextSide::Generation};
        if (const QString bad = rangeProblem(text, range.begin, range.end); !bad.isEmpty()) {
            *problem = {{i}, bad};
            return false;
        }
        *links << SpanLink{range, LinkKind::Antecedent};
    }
    return true;
}

// One error [error_type, explanation, severity, start, end, antecedent]; on failure `problem`
// gets the path below the error's own.
std::optional<Span> readError(const QVariantList &error, const QString &text, Problem *problem)
{
    const auto fail = [problem](qsizetype index, const QString &reason) {
        problem->path << index;
        problem->reason = reason;
        return std::nullopt;
    };
    const QString type = error.at(0).toString();
    if (error.at(0).typeId() != QMetaType::QString || !ScarecrowCsvReader::typeKeys().contains(type)) {
        return fail(
            0,
            ScarecrowCsvReader::tr("unknown error type %1; expected one of %2")
                .arg(error.at(0).typeId() == QMetaType::QString ? u"\"%1\""_s.arg(type) : pythonType(error.at(0)),
                     ScarecrowCsvReader::typeKeys().join(u", "_s)));
    }
    if (error.at(1).typeId() != QMetaType::QString) {
        return fail(1, ScarecrowCsvReader::tr("the explanation must be a str, found %1").arg(pythonType(error.at(1))));
    }
    const qint64 severity = isInt(error.at(2)) ? error.at(2).toLongLong() : 0;
    if (severity < 1 || severity > 3) {
        return fail(2,
                    ScarecrowCsvReader::tr("the severity must be the int 1, 2 or 3, found %1")
                        .arg(isInt(error.at(2)) ? QString::number(severity) : pythonType(error.at(2))));
    }
    for (const qsizetype index : {3, 4}) {
        if (!isInt(error.at(index))) {
            return fail(index,
                        ScarecrowCsvReader::tr("an offset must be an int, found %1").arg(pythonType(error.at(index))));
        }
    }
    Span span;
    span.range = {error.at(3).toLongLong(), error.at(4).toLongLong(), TextSide::Generation};
    if (const QString bad = rangeProblem(text, span.range.begin, span.range.end); !bad.isEmpty()) {
        return fail(3, bad);
    }
    span.typeKey = type;
    span.severityKey = QString::number(severity);
    span.rationale = ScarecrowCsvReader::unescapeExplanation(error.at(1).toString());
    Problem inside;
    if (!readAntecedent(error.at(5), text, &span.links, &inside)) {
        problem->path << 5 << inside.path;
        problem->reason = inside.reason;
        return std::nullopt;
    }
    return span;
}

// The whole column: a list with one list of errors per annotator.
bool readResponses(const QVariant &responses, const QString &text, const QString &dataset,
                   QList<CorpusAnnotation> *annotations, Problem *problem)
{
    if (responses.typeId() != QMetaType::QVariantList) {
        problem->reason =
            ScarecrowCsvReader::tr("must be a list of annotator responses, found %1").arg(pythonType(responses));
        return false;
    }
    const QVariantList entries = responses.toList();
    for (qsizetype a = 0; a < entries.size(); ++a) {
        if (entries.at(a).typeId() != QMetaType::QVariantList) {
            *problem = {{a},
                        ScarecrowCsvReader::tr("an annotator's response must be a list of errors, found %1")
                            .arg(pythonType(entries.at(a)))};
            return false;
        }
        CorpusAnnotation annotation{u"annotator %1 · %2"_s.arg(a + 1).arg(dataset), {}, {}};
        const QVariantList errors = entries.at(a).toList();
        for (qsizetype e = 0; e < errors.size(); ++e) {
            const QVariantList error = errors.at(e).toList();
            problem->path = {a, e};
            if (errors.at(e).typeId() != QMetaType::QVariantList || error.size() != 6) {
                problem->reason =
                    ScarecrowCsvReader::tr("an error must be a list of 6 values [error_type, explanation, "
                                           "severity, start, end, antecedent], found %1")
                        .arg(errors.at(e).typeId() == QMetaType::QVariantList
                                 ? ScarecrowCsvReader::tr("%n value(s)", nullptr, int(error.size()))
                                 : pythonType(errors.at(e)));
                return false;
            }
            const auto span = readError(error, text, problem);
            if (!span) {
                return false;
            }
            annotation.spans << *span;
        }
        *annotations << annotation;
    }
    return true;
}

QString pathText(const QList<qsizetype> &path)
{
    QString text = u"responses"_s;
    for (const qsizetype index : path) {
        text += u"[%1]"_s.arg(index);
    }
    return text;
}

// Where each of ScarecrowCsvReader::columns() is in this file's header; extra columns are ignored.
std::optional<QList<qsizetype>> headerIndex(const QStringList &header, const QString &fileName, ImportError *error)
{
    QList<qsizetype> index;
    for (const QString &name : ScarecrowCsvReader::columns()) {
        index << header.indexOf(name);
        if (index.constLast() < 0) {
            *error = {fileName, 1, name,
                      ScarecrowCsvReader::tr("the header has no \"%1\" column; a Scarecrow "
                                             "grouped_data.csv has %2")
                          .arg(name, ScarecrowCsvReader::columns().join(u","_s))};
            return std::nullopt;
        }
    }
    return index;
}

struct RowReader
{
    QString fileName;
    QString dataset; // the file's base name, part of the annotators' names
    QList<qsizetype> index;
    qsizetype columnCount = 0;

    std::optional<CorpusItem> read(const CsvRecord &record, ImportError *error) const
    {
        if (record.fields.size() != columnCount) {
            *error = {fileName, record.line, QString(),
                      ScarecrowCsvReader::tr("%1 fields, but the header names %2 columns")
                          .arg(record.fields.size())
                          .arg(columnCount)};
            return std::nullopt;
        }
        const auto field = [&](Column column) { return record.fields.at(index.at(column)); };
        if (field(Gid).isEmpty()) {
            *error = {fileName, record.line, u"gid"_s, ScarecrowCsvReader::tr("empty; every row needs a gid")};
            return std::nullopt;
        }
        CorpusItem entry;
        entry.item.externalId = u"scarecrow:%1"_s.arg(field(Gid));
        entry.item.prompt = field(Prompt);
        entry.item.generation = field(Generation);
        // The same metadata keys as ThreshReader: Errata's grids call top-p "top_p".
        for (const auto &[key, column] : {std::pair{u"gid"_s, Gid},
                                          {u"model"_s, Model},
                                          {u"top_p"_s, P},
                                          {u"temperature"_s, Temperature},
                                          {u"frequency_penalty"_s, FrequencyPenalty},
                                          {u"row"_s, Id}}) {
            if (!field(column).isEmpty()) {
                entry.item.metadata.insert(key, field(column));
            }
        }
        const QString literal = field(Responses);
        PythonLiteral::Error literalError;
        const auto responses = PythonLiteral::parse(literal, &literalError);
        if (!responses) {
            *error = {fileName, record.line, u"responses, column %1"_s.arg(literalError.column),
                      ScarecrowCsvReader::tr("not a valid Python literal: %1").arg(literalError.reason)};
            return std::nullopt;
        }
        Problem problem;
        if (!readResponses(*responses, entry.item.generation, dataset, &entry.annotations, &problem)) {
            *error = {
                fileName, record.line,
                u"%1, column %2"_s.arg(pathText(problem.path)).arg(PythonLiteral::columnOf(literal, problem.path)),
                problem.reason};
            return std::nullopt;
        }
        return entry;
    }
};

} // namespace

QStringList ScarecrowCsvReader::columns()
{
    return {u"id"_s,       u"gid"_s, u"prompt"_s,      u"generation"_s,
            u"model"_s,    u"p"_s,   u"temperature"_s, u"frequency_penalty"_s,
            u"responses"_s};
}

const QStringList &ScarecrowCsvReader::typeKeys()
{
    static const QStringList keys = [] {
        QStringList list;
        const TaxonomyLoadResult scarecrow = TaxonomyLoader::builtin(u"scarecrow"_s);
        for (const TaxonomyNode *node : scarecrow.taxonomy->selectableNodes()) {
            list << node->key;
        }
        return list;
    }();
    return keys;
}

QString ScarecrowCsvReader::unescapeExplanation(QString explanation)
{
    return explanation.replace(u"_SEP_"_s, u","_s)
        .replace(u"_QUOTE_"_s, u"\""_s)
        .replace(u"_LEFT_"_s, u"<"_s)
        .replace(u"_RIGHT_"_s, u">"_s)
        .replace(u"_NEWLINE_"_s, u"\n"_s);
}

std::optional<Corpus> ScarecrowCsvReader::read(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    const auto text = decodeUtf8(bytes, fileName, error);
    if (!text) {
        return std::nullopt;
    }
    if (text->trimmed().isEmpty()) {
        *error = {fileName, 0, QString(),
                  bytes.isEmpty() ? tr("the file is empty (0 bytes)") : tr("the file is empty")};
        return std::nullopt;
    }
    CsvRecords::Error csvError;
    const auto records = CsvRecords::parse(*text, &csvError);
    if (!records) {
        *error = {fileName, csvError.line, QString(), csvError.reason};
        return std::nullopt;
    }
    const auto index = headerIndex(records->first().fields, fileName, error);
    if (!index) {
        return std::nullopt;
    }
    if (records->size() == 1) {
        *error = {fileName, 1, QString(), tr("the file has a header but no rows")};
        return std::nullopt;
    }
    RowReader reader{fileName, QFileInfo(fileName).completeBaseName(), *index, records->first().fields.size()};
    Corpus corpus;
    corpus.taxonomyId = u"scarecrow"_s;
    for (qsizetype r = 1; r < records->size(); ++r) {
        auto entry = reader.read(records->at(r), error);
        if (!entry) {
            return std::nullopt;
        }
        for (const CorpusAnnotation &annotation : std::as_const(entry->annotations)) {
            for (const Span &span : annotation.spans) {
                if (!corpus.typeKeys.contains(span.typeKey)) {
                    corpus.typeKeys << span.typeKey;
                }
                if (!corpus.severityKeys.contains(span.severityKey)) {
                    corpus.severityKeys << span.severityKey;
                }
            }
        }
        corpus.items << std::move(*entry);
    }
    return corpus;
}

} // namespace Errata
