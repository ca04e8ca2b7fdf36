// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/scarecrowcsvwriter.h"
#include "model/domain/csv.h"

#include "model/interchange/pythonliteral.h"
#include "model/interchange/scarecrowcsvreader.h"
#include "model/project/spanscsvwriter.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

struct Annotator
{
    QString name;
    qint64 layerId = 0;
};

// "annotator 3 · grouped_data" sorts by its 3; names without a number come after, by name.
void sortAnnotators(QList<Annotator> &annotators)
{
    static const QRegularExpression numbered(u"^annotator (\\d+) · "_s);
    const auto position = [](const QString &name) {
        const QRegularExpressionMatch match = numbered.match(name);
        return match.hasMatch() ? match.captured(1).toLongLong() : std::numeric_limits<qint64>::max();
    };
    std::sort(annotators.begin(), annotators.end(), [&position](const Annotator &a, const Annotator &b) {
        return std::pair(position(a.name), a.name) < std::pair(position(b.name), b.name);
    });
}

// One annotator's errors as a Python list, str()-style: [['Redundant', 'why', 2, 5, 9, [0, 4]], …].
QString responseLiteral(const QList<Span> &spans, ScarecrowCsvSummary *summary)
{
    QStringList errors;
    for (const Span &span : spans) {
        const int severity = span.severityKey.toInt();
        if (span.range.side != TextSide::Generation || !ScarecrowCsvReader::typeKeys().contains(span.typeKey)
            || severity < 1 || severity > 3 || QString::number(severity) != span.severityKey) {
            ++summary->skippedSpans;
            continue;
        }
        QStringList antecedent;
        for (const SpanLink &link : span.links) {
            if (link.kind != LinkKind::Antecedent || link.range.side != TextSide::Generation) {
                ++summary->skippedLinks;
                continue;
            }
            antecedent << QString::number(link.range.begin) << QString::number(link.range.end);
        }
        errors << u"[%1, %2, %3, %4, %5, [%6]]"_s.arg(
            PythonLiteral::quoted(span.typeKey),
            PythonLiteral::quoted(ScarecrowCsvWriter::escapeExplanation(span.rationale)), QString::number(severity),
            QString::number(span.range.begin), QString::number(span.range.end), antecedent.join(u", "_s));
        ++summary->spans;
    }
    return u'[' + errors.join(u", "_s) + u']';
}

} // namespace

QString ScarecrowCsvWriter::escapeExplanation(QString rationale)
{
    return rationale.replace(u","_s, u"_SEP_"_s)
        .replace(u"\""_s, u"_QUOTE_"_s)
        .replace(u"<"_s, u"_LEFT_"_s)
        .replace(u">"_s, u"_RIGHT_"_s)
        .replace(u"\n"_s, u"_NEWLINE_"_s);
}

bool ScarecrowCsvWriter::write(Project &project, QIODevice &out, ScarecrowCsvSummary *summary, QString *error)
{
    *summary = {};
    QHash<qint64, QString> names;
    for (const Person &person : project.people().all()) {
        names.insert(person.id, person.name);
    }
    SpanRepository repository = project.spans();
    QHash<qint64, QList<Annotator>> annotators; // by item
    for (const Layer &layer : repository.allLayers()) {
        if (layer.kind == LayerKind::Annotator) {
            annotators[layer.itemId] << Annotator{names.value(layer.personId), layer.id};
        }
    }
    QHash<qint64, QList<Span>> spans; // by layer
    for (Span &span : repository.allSpans()) {
        spans[span.layerId] << std::move(span);
    }
    QByteArray buffer = ScarecrowCsvReader::columns().join(u',').toUtf8() + '\n';
    for (const Item &item : project.items().all()) {
        QList<Annotator> layers = annotators.value(item.id);
        if (layers.isEmpty()) {
            continue;
        }
        sortAnnotators(layers);
        QStringList responses;
        for (const Annotator &annotator : std::as_const(layers)) {
            responses << responseLiteral(spans.value(annotator.layerId), summary);
        }
        const QString gid = item.metadata.value(u"gid"_s);
        const QString p = item.metadata.value(u"top_p"_s, item.metadata.value(u"p"_s));
        const QStringList row{QString::number(summary->rows),
                              gid.isEmpty() ? item.externalId : gid,
                              item.prompt,
                              item.generation,
                              item.metadata.value(u"model"_s),
                              p,
                              item.metadata.value(u"temperature"_s),
                              item.metadata.value(u"frequency_penalty"_s),
                              u'[' + responses.join(u", "_s) + u']'};
        QStringList fields;
        for (const QString &value : row) {
            fields << Csv::exactField(value); // scarecrow-csv is read back byte for byte (docs/formats.md)
        }
        buffer += fields.join(u',').toUtf8() + '\n';
        ++summary->rows;
    }
    if (out.write(buffer) != buffer.size()) {
        *error = tr("could not write: %1").arg(out.errorString());
        return false;
    }
    return true;
}

} // namespace Errata
