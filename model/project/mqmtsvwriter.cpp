// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/mqmtsvwriter.h"

#include "model/project/archivecollector.h"
#include "model/project/project.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString flat(QString text)
{
    for (QChar &c : text) {
        if (c == u'\t' || c == u'\n' || c == u'\r') {
            c = u' ';
        }
    }
    return text;
}

QString tagged(const QString &text, const TextRange &range)
{
    if (range.begin == range.end) {
        return flat(text); // an error without a span: the importer reads an untagged row as such
    }
    return flat(text.left(range.begin)) + u"<v>"_s + flat(text.mid(range.begin, range.end - range.begin)) + u"</v>"_s
        + flat(text.mid(range.end));
}

QString raterOf(const QString &annotator, const Item &item)
{
    const QString suffix = u" · "_s + item.metadata.value(u"dataset"_s);
    return annotator.endsWith(suffix) ? annotator.chopped(suffix.size()) : annotator;
}

// system, doc, doc_id, seg_id, rater: the row's first five cells for an annotator of an item.
QStringList rowKey(const Item &item, const QString &annotator)
{
    const QString system = item.metadata.value(u"system"_s, item.metadata.value(u"model"_s, u"unknown"_s));
    return {flat(system), flat(item.metadata.value(u"doc"_s)), flat(item.metadata.value(u"doc_segment"_s)),
            flat(item.metadata.value(u"segment"_s, item.externalId)), flat(raterOf(annotator, item))};
}

QByteArray annotationRows(const Item &item, const ArchiveAnnotation &annotation, qint64 *rows)
{
    const QStringList key = rowKey(item, annotation.annotator);
    QByteArray out;
    if (annotation.spans.isEmpty()) {
        out += (key + QStringList{flat(item.prompt), flat(item.generation), u"No-error"_s, u"No-error"_s, QString()})
                   .join(u'\t')
                   .toUtf8()
            + '\n';
        ++*rows;
    }
    for (const Span &span : annotation.spans) {
        const bool prompt = span.range.side == TextSide::Prompt;
        const QString source = prompt ? tagged(item.prompt, span.range) : flat(item.prompt);
        const QString target = prompt ? flat(item.generation) : tagged(item.generation, span.range);
        const QString severity = span.severityKey.isEmpty() ? u"Neutral"_s : span.severityKey;
        out += (key + QStringList{source, target, flat(span.typeKey), flat(severity), flat(span.rationale)})
                   .join(u'\t')
                   .toUtf8()
            + '\n';
        ++*rows;
    }
    return out;
}

} // namespace

QStringList MqmTsvWriter::columns()
{
    return {u"system"_s, u"doc"_s,    u"doc_id"_s,   u"seg_id"_s,   u"rater"_s,
            u"source"_s, u"target"_s, u"category"_s, u"severity"_s, u"comment"_s};
}

bool MqmTsvWriter::write(Project &project, QIODevice &out, qint64 *rows, QString *error)
{
    ArchiveFilter filter;
    const Archive archive = ArchiveCollector::collect(project, filter);
    QByteArray buffer = columns().join(u'\t').toUtf8() + '\n';
    *rows = 0;
    for (const ArchiveItem &item : archive.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) {
            buffer += annotationRows(item.item, annotation, rows);
        }
        if (buffer.size() > (1 << 20)) {
            if (out.write(buffer) != buffer.size()) {
                *error = out.errorString();
                return false;
            }
            buffer.clear();
        }
    }
    if (out.write(buffer) != buffer.size()) {
        *error = out.errorString();
        return false;
    }
    return true;
}

} // namespace Errata
