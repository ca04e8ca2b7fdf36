// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/tgeatasks.h"

#include "model/domain/tokenizer.h"
#include "model/project/datasetsplit.h"
#include "model/project/spanscsvwriter.h"
#include "model/stats/bootstrap.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonArray codePoints(const QString &text, const TextRange &range)
{
    return {SpansCsvWriter::codePointOffset(text, range.begin), SpansCsvWriter::codePointOffset(text, range.end)};
}

// TGEA §5.1: as many correct texts as erroneous ones (the larger class drawn with the seed), in corpus order.
QByteArray detect(const QList<TgeaRecord> &records, quint64 seed, qint64 *count)
{
    QList<qsizetype> classes[2];
    for (qsizetype i = 0; i < records.size(); ++i) classes[records[i].erroneous] << i;
    const qsizetype keep = std::min(classes[0].size(), classes[1].size());
    SeededRandom random(seed);
    QList<bool> chosen(records.size(), false);
    for (QList<qsizetype> &members : classes) {
        for (qsizetype i = members.size() - 1; i > 0; --i) std::swap(members[i], members[random.below(i + 1)]);
        for (qsizetype i = 0; i < keep; ++i) chosen[members[i]] = true;
    }
    QByteArray out;
    for (qsizetype i = 0; i < records.size(); ++i) {
        if (!chosen[i]) continue;
        out += line({{u"id"_s, tgeaDatasetId(records[i].externalId)},
                     {u"text"_s, records[i].text},
                     {u"label"_s, int(records[i].erroneous)}});
        ++*count;
    }
    return out;
}

// TGEA §5.2: a tag a token, erroneous spans before associated ones; B- where a span starts.
QByteArray bio(const TgeaRecord &record, qint64 *skipped)
{
    const QList<TextRange> tokens = tokenize(record.text);
    QStringList tags(tokens.size(), u"O"_s);
    QList<qsizetype> owner(tokens.size(), -1);
    auto mark = [&](const TextRange &range, const QString &label, qsizetype span) {
        for (qsizetype t = 0; t < tokens.size(); ++t) {
            if (tags[t] != "O"_L1 || tokens[t].begin >= range.end || tokens[t].end <= range.begin) continue;
            tags[t] = (t > 0 && owner[t - 1] == span ? u"I-"_s : u"B-"_s) + label;
            owner[t] = span;
        }
    };
    for (qsizetype e = 0; e < record.errors.size(); ++e) {
        if (record.errors[e].span.isEmpty()) ++*skipped; // an insertion point covers no token
        mark(record.errors[e].span, u"ERR"_s, e);
    }
    for (qsizetype e = 0; e < record.errors.size(); ++e) {
        if (record.errors[e].associated) mark(*record.errors[e].associated, u"ASSOC"_s, record.errors.size() + e);
    }
    QJsonArray words;
    for (const TextRange &token : tokens) words << record.text.mid(token.begin, token.length());
    return line({{u"id"_s, tgeaDatasetId(record.externalId)},
                 {u"tokens"_s, words},
                 {u"tags"_s, QJsonArray::fromStringList(tags)}});
}

// TGEA §5.4: the text with every correction applied, right to left; only when each error has one and
// no two erroneous spans overlap.
std::optional<QString> corrected(const TgeaRecord &record)
{
    QList<TgeaRecord::Error> errors = record.errors;
    std::sort(errors.begin(), errors.end(), [](const auto &a, const auto &b) { return a.span.begin > b.span.begin; });
    QString text = record.text;
    qsizetype limit = text.size();
    for (const TgeaRecord::Error &error : errors) {
        if (!error.correction || error.span.end > limit) return std::nullopt;
        text.replace(error.span.begin, error.span.length(), *error.correction);
        limit = error.span.begin;
    }
    return text;
}

QByteArray perError(const QString &task, const TgeaRecord &record, qint64 *count, qint64 *skipped)
{
    QByteArray out;
    for (const TgeaRecord::Error &error : record.errors) {
        QJsonObject row{{u"id"_s, tgeaDatasetId(record.externalId)},
                        {u"text"_s, record.text},
                        {u"span"_s, codePoints(record.text, error.span)}};
        if (task == "tgea-type"_L1) {
            row.insert(u"span_text"_s, record.text.mid(error.span.begin, error.span.length()));
            row.insert(u"label"_s, error.level1);
        } else if (error.rationale.isEmpty()) {
            ++*skipped;
            continue;
        } else {
            row.insert(u"rationale"_s, error.rationale);
        }
        out += line(row);
        ++*count;
    }
    return out;
}

} // namespace

const QStringList &TgeaTasks::names()
{
    static const QStringList tasks{u"tgea-detect"_s, u"tgea-spans-bio"_s, u"tgea-type"_s, u"tgea-correct"_s,
                                   u"tgea-rationale"_s};
    return tasks;
}

QList<TgeaRecord> TgeaTasks::onePerText(const QList<TgeaRecord> &records)
{
    QList<TgeaRecord> chosen;
    QHash<QString, qsizetype> at;
    for (const TgeaRecord &record : records) {
        const auto found = at.constFind(record.externalId);
        if (found == at.cend()) {
            at.insert(record.externalId, chosen.size());
            chosen << record;
        } else if (record.accepted && !chosen[*found].accepted) {
            chosen[*found] = record;
        }
    }
    return chosen;
}

QByteArray TgeaTasks::rows(const QString &task, const QList<TgeaRecord> &records, quint64 seed, qint64 *count,
                           qint64 *skipped)
{
    if (task == "tgea-detect"_L1) return detect(records, seed, count);
    QByteArray out;
    for (const TgeaRecord &record : records) {
        if (!record.erroneous || record.errors.isEmpty()) continue;
        if (task == "tgea-spans-bio"_L1) {
            out += bio(record, skipped);
            ++*count;
        } else if (task == "tgea-correct"_L1) {
            const std::optional<QString> target = corrected(record);
            if (!target) {
                ++*skipped;
                continue;
            }
            out +=
                line({{u"id"_s, tgeaDatasetId(record.externalId)}, {u"source"_s, record.text}, {u"target"_s, *target}});
            ++*count;
        } else {
            out += perError(task, record, count, skipped);
        }
    }
    return out;
}

bool TgeaTasks::write(const QString &task, const QList<TgeaRecord> &records, const QHash<QString, QString> &parts,
                      const QString &directory, quint64 seed, TgeaTaskSummary *summary, QString *error)
{
    *summary = {};
    if (!QDir().mkpath(directory)) {
        *error = tr("%1: the folder could not be made").arg(directory);
        return false;
    }
    const QList<TgeaRecord> texts = onePerText(records);
    for (int part = 0; part < 3; ++part) {
        QList<TgeaRecord> members;
        for (const TgeaRecord &record : texts) {
            if (parts.value(record.externalId) == DatasetSplit::partNames().at(part)) members << record;
        }
        const QByteArray bytes = rows(task, members, seed, &summary->rows[part], &summary->skipped);
        QSaveFile file(QDir(directory).filePath(DatasetSplit::partNames().at(part) + u".jsonl"_s));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
            *error = tr("%1: %2").arg(file.fileName(), file.errorString());
            return false;
        }
    }
    return true;
}

} // namespace Errata
