// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every bulk reader's rows as lines of text, for comparing two sources of the same project: SQLite's C
// interface against Qt SQL (readersparity_test), a file against a team server (serverstorage_test).
#include "model/storage/agreementreader.h"
#include "model/storage/corpustablereader.h"
#include "model/storage/itemrowreader.h"
#include "model/storage/reviewqueuereader.h"

#include <QMap>
#include <QStringList>

#include <functional>
#include <vector>

namespace ReaderDumps {

using namespace Qt::StringLiterals;
using namespace Errata;

inline QString dump(const QMap<QString, QString> &map)
{
    QStringList parts;
    for (auto it = map.cbegin(); it != map.cend(); ++it) parts << it.key() + u'=' + it.value();
    return parts.join(u';');
}

inline QStringList dumpItemRows(Database &db)
{
    QStringList out;
    const QList<ItemRow> rows = ItemRowReader::rows(db);
    QList<qint64> ids;
    for (const ItemRow &row : rows) ids << row.item.id;
    const auto previews = ItemRowReader::previews(db, ids); // the text the list shows
    if (!previews) out << u"previews could not be read"_s;
    for (const ItemRow &row : rows) {
        const Item &i = row.item;
        out << u"item %1 %2 %3 %4 %5 %6"_s.arg(i.id).arg(i.externalId, previews ? previews->value(i.id) : QString(),
                                                         textFormatKey(i.format), i.codeLanguage, dump(i.metadata));
        for (const Assignment &a : row.assignments) {
            out << u"  assignment %1 %2 %3 %4 %5 %6 %7 %8"_s.arg(a.id)
                       .arg(a.itemId)
                       .arg(a.annotatorId)
                       .arg(assignmentStateKey(a.state))
                       .arg(a.iteration)
                       .arg(a.timeSpentSeconds)
                       .arg(a.reviewerId)
                       .arg(a.discardReason);
        }
    }
    return out;
}

inline QStringList dumpReviewQueue(Database &db)
{
    QStringList out;
    for (const ReviewQueueRow &row : ReviewQueueReader::rows(db)) {
        out << u"%1 %2 %3 %4 %5 %6 %7 %8 %9"_s.arg(row.assignmentId)
                   .arg(row.itemId)
                   .arg(row.item, row.annotator)
                   .arg(assignmentStateKey(row.state))
                   .arg(row.iteration)
                   .arg(row.submitted.toString(Qt::ISODateWithMs), row.reviewer, dump(row.metadata));
    }
    return out;
}

inline QStringList dumpCoverage(Database &db)
{
    QString error;
    QStringList out;
    for (const AgreementItem &item : AgreementReader::finished(db, nullptr, &error)) {
        out << u"item %1 %2 %3"_s.arg(item.itemId).arg(item.text, dump(item.metadata));
        for (const AgreementLayer &layer : item.layers) {
            for (const Span &s : layer.spans) {
                out << u"  %1 %2 %3 %4 %5 %6"_s.arg(layer.annotatorId)
                           .arg(s.id)
                           .arg(s.range.begin)
                           .arg(s.range.end)
                           .arg(s.range.side == TextSide::Prompt ? u"prompt"_s : u"generation"_s, s.typeKey);
            }
        }
    }
    return error.isEmpty() ? out : QStringList{error};
}

template <typename T>
inline QString join(const std::vector<T> &values)
{
    QStringList parts;
    for (const T &value : values) parts << QString::number(value);
    return parts.join(u',');
}

inline QStringList dumpCorpusTable(Database &db)
{
    CorpusTable t;
    QString error;
    if (!CorpusTableReader::load(db, &t, &error)) return {error};
    QStringList out{join(t.itemIds), t.itemExternalIds.join(u','), join(t.itemUnits), t.metaKeys.join(u',')};
    for (const QStringList &values : t.metaValues) out << values.join(u',');
    for (const std::vector<int> &meta : t.itemMeta) out << join(meta);
    out << join(t.annotationItem) << join(t.annotationLayer) << join(t.annotationPerson)
        << join(std::vector<int>(t.annotationGold.cbegin(), t.annotationGold.cend())) << join(t.annotationRating)
        << join(t.annotationEsa) << join(t.spanAnnotation) << join(t.spanType) << join(t.spanSeverity)
        << join(t.spanUnits) << join(std::vector<int>(t.spanOnPrompt.cbegin(), t.spanOnPrompt.cend()))
        << join(t.spanIds) << t.typeKeys.join(u',') << t.severityKeys.join(u',');
    return out;
}

// The four readers, in the order of readerNames().
inline const std::function<QStringList(Database &)> *readers()
{
    static const std::function<QStringList(Database &)> all[] = {dumpItemRows, dumpReviewQueue, dumpCoverage,
                                                                 dumpCorpusTable};
    return all;
}

inline QStringList readerNames()
{
    return {u"item rows"_s, u"review queue"_s, u"finished coverage"_s, u"corpus table"_s};
}

} // namespace ReaderDumps
