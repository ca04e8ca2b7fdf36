// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/metricreader.h"

#include "model/interchange/csvrecords.h"
#include "model/interchange/mqmtsvreader.h"

#include <QHash>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The header's column of each name the file must have; false with the missing one named.
bool findColumns(const QStringList &header, int columns[3], const QString &fileName, ImportError *error)
{
    const QStringList names{u"item"_s, u"metric"_s, u"score"_s};
    for (int i = 0; i < 3; ++i) {
        columns[i] = int(header.indexOf(names.at(i)));
        if (columns[i] < 0) {
            *error = {fileName, 1, names.at(i),
                      MetricReader::tr("the header has no column \"%1\"; it needs item, metric and score (it has: %2)")
                          .arg(names.at(i), header.join(u", "_s))};
            return false;
        }
    }
    return true;
}

bool readRow(const CsvRecord &record, const int columns[3], MetricRow *row, QString *field, QString *reason)
{
    const auto at = [&](int column) { return record.fields.value(columns[column]).trimmed(); };
    row->item = at(0);
    row->metric = at(1);
    row->line = record.line;
    for (int column = 0; column < 2; ++column) {
        if (at(column).isEmpty()) {
            *field = column == 0 ? u"item"_s : u"metric"_s;
            *reason = MetricReader::tr("is empty");
            return false;
        }
    }
    bool ok = false;
    row->score = at(2).toDouble(&ok);
    if (!ok || !std::isfinite(row->score)) {
        *field = u"score"_s;
        *reason = MetricReader::tr("\"%1\" is not a number").arg(at(2));
        return false;
    }
    return true;
}

} // namespace

std::optional<QList<MetricRow>> MetricReader::read(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    const std::optional<QString> text = decodeUtf8(bytes, fileName, error);
    if (!text) return std::nullopt;
    CsvRecords::Error csvError;
    const auto records = CsvRecords::parse(*text, &csvError);
    if (!records) {
        *error = {fileName, csvError.line, {}, csvError.reason};
        return std::nullopt;
    }
    if (records->isEmpty()) {
        *error = {fileName, 0, {}, tr("the file is empty; it needs a header: item,metric,score")};
        return std::nullopt;
    }
    int columns[3];
    if (!findColumns(records->first().fields, columns, fileName, error)) return std::nullopt;
    QList<MetricRow> rows;
    QHash<std::pair<QString, QString>, std::pair<double, int>> seen; // (item, metric) -> score, line
    for (qsizetype i = 1; i < records->size(); ++i) {
        const CsvRecord &record = records->at(i);
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty()) continue; // a blank line
        MetricRow row;
        QString field, reason;
        if (!readRow(record, columns, &row, &field, &reason)) {
            *error = {fileName, record.line, field, reason};
            return std::nullopt;
        }
        const auto earlier = seen.constFind({row.item, row.metric});
        if (earlier != seen.cend() && earlier->first != row.score) {
            *error = {fileName, record.line, u"score"_s,
                      tr("item %1 has %2 for %3 already (line %4)")
                          .arg(row.item)
                          .arg(earlier->first)
                          .arg(row.metric)
                          .arg(earlier->second)};
            return std::nullopt;
        }
        if (earlier == seen.cend()) {
            seen.insert({row.item, row.metric}, {row.score, row.line});
            rows << row;
        }
    }
    return rows;
}

} // namespace Errata
