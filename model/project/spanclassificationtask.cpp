// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/spanclassificationtask.h"

#include "model/domain/tokenizer.h"
#include "model/domain/workflow.h"
#include "model/project/archivecollector.h"
#include "model/project/datasetsplit.h"
#include "model/project/spanscsvwriter.h"
#include "model/stats/bootstrap.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <memory>
#include <set>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// A span as tokens [first, last) of the generation; nullopt when it covers none (an insertion point).
std::optional<std::pair<qsizetype, qsizetype>> tokenRange(const QList<TextRange> &tokens, const TextRange &range)
{
    qsizetype first = -1, last = -1;
    for (qsizetype t = 0; t < tokens.size(); ++t) {
        if (tokens[t].begin >= range.end || tokens[t].end <= range.begin) continue;
        if (first < 0) first = t;
        last = t + 1;
    }
    if (first < 0) return std::nullopt;
    return std::pair{first, last};
}

QByteArray row(const Item &item, const QList<TextRange> &tokens, std::pair<qsizetype, qsizetype> span,
               const QString &label)
{
    const qsizetype begin = tokens[span.first].begin, end = tokens[span.second - 1].end;
    const QString &text = item.generation;
    const QJsonObject object{
        {u"id"_s, item.externalId},
        {u"text"_s, text},
        {u"tokens"_s, QJsonArray{span.first, span.second}},
        {u"span"_s,
         QJsonArray{SpansCsvWriter::codePointOffset(text, begin), SpansCsvWriter::codePointOffset(text, end)}},
        {u"span_text"_s, text.mid(begin, end - begin)},
        {u"label"_s, label}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

QByteArray SpanClassificationTask::rows(const ArchiveItem &item, SeededRandom &random, qint64 *count, qint64 *skipped)
{
    const QList<TextRange> tokens = tokenize(item.item.generation);
    QList<bool> covered(tokens.size(), false);
    std::set<qsizetype> lengths;
    QByteArray out;
    for (const ArchiveAnnotation &annotation : item.annotations) {
        if (!isFinished(annotation.assignment.state)) continue;
        for (const Span &span : annotation.spans) {
            if (span.range.side != TextSide::Generation) continue;
            const auto range = tokenRange(tokens, span.range);
            if (!range) continue;
            for (qsizetype t = range->first; t < range->second; ++t) covered[t] = true;
            // An antecedent (what a redundant or contradicting span repeats) is no clean "no error" either.
            for (const SpanLink &link : span.links) {
                const auto linked =
                    link.range.side == TextSide::Generation ? tokenRange(tokens, link.range) : std::nullopt;
                for (qsizetype t = linked ? linked->first : 0; linked && t < linked->second; ++t) covered[t] = true;
            }
            lengths.insert(range->second - range->first);
            out += row(item.item, tokens, *range, span.typeKey);
            ++*count;
        }
    }
    std::vector<qsizetype> coveredBefore(size_t(tokens.size()) + 1, 0); // covered tokens before each position
    for (qsizetype t = 0; t < tokens.size(); ++t) coveredBefore[size_t(t) + 1] = coveredBefore[size_t(t)] + covered[t];
    for (const qsizetype length : lengths) {
        QList<qsizetype> starts; // every window of this length with no covered token
        for (qsizetype start = 0; start + length <= tokens.size(); ++start) {
            if (coveredBefore[size_t(start + length)] == coveredBefore[size_t(start)]) starts << start;
        }
        const qsizetype take = std::min<qsizetype>(NegativesPerLength, starts.size());
        *skipped += NegativesPerLength - take;
        for (qsizetype i = 0; i < take; ++i) { // the first `take` of a seeded Fisher–Yates shuffle
            std::swap(starts[i], starts[i + random.below(starts.size() - i)]);
            out += row(item.item, tokens, {starts[i], starts[i] + length}, u"no_error"_s);
            ++*count;
        }
    }
    return out;
}

bool SpanClassificationTask::write(Project &project, const QHash<QString, QString> &parts, const QString &directory,
                                   quint64 seed, TgeaTaskSummary *summary, QString *error)
{
    *summary = {};
    if (!QDir().mkpath(directory)) {
        *error = tr("%1: the folder could not be made").arg(directory);
        return false;
    }
    // Written text by text, not gathered first: at a million spans the rows are gigabytes.
    std::unique_ptr<QSaveFile> files[3];
    for (int part = 0; part < 3; ++part) {
        files[part] =
            std::make_unique<QSaveFile>(QDir(directory).filePath(DatasetSplit::partNames().at(part) + u".jsonl"_s));
        if (!files[part]->open(QIODevice::WriteOnly)) {
            *error = tr("%1: %2").arg(files[part]->fileName(), files[part]->errorString());
            return false;
        }
    }
    const Archive archive = ArchiveCollector::collect(project);
    SeededRandom random(seed);
    for (const ArchiveItem &item : archive.items) {
        const qsizetype part = DatasetSplit::partNames().indexOf(parts.value(item.item.externalId));
        if (part < 0) continue;
        const QByteArray bytes = rows(item, random, &summary->rows[part], &summary->skipped);
        if (files[part]->write(bytes) != bytes.size()) break; // the commit below says why
    }
    for (const auto &file : files) {
        if (!file->commit()) {
            *error = tr("%1: %2").arg(file->fileName(), file->errorString());
            return false;
        }
    }
    return true;
}

} // namespace Errata
