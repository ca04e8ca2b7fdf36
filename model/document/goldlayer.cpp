// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/goldlayer.h"

#include "model/project/project.h"
#include "model/storage/settingsrepository.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Errata::GoldLayer {
namespace {

// The value most entries have; among equally common ones, the one that came first.
QString mostCommon(const QStringList &values)
{
    QHash<QString, int> counts;
    int most = 0;
    for (const QString &value : values) {
        most = std::max(most, ++counts[value]);
    }
    for (const QString &value : values) {
        if (counts.value(value) == most) {
            return value;
        }
    }
    return {};
}

QString settingKey(qint64 itemId)
{
    return u"gold_rejected:%1"_s.arg(itemId);
}

} // namespace

QString proposalKey(const ConsensusProposal &proposal)
{
    return u"%1:%2:%3:%4"_s.arg(textSideKey(proposal.range.side))
        .arg(proposal.range.begin)
        .arg(proposal.range.end)
        .arg(proposal.typeKey);
}

Span merge(const QList<Span> &spans)
{
    Span merged;
    if (spans.isEmpty()) {
        return merged;
    }
    merged.range = spans.first().range;
    QStringList types, severities, rationales;
    for (const Span &span : spans) {
        if (span.range.side == merged.range.side) {
            merged.range.begin = std::min(merged.range.begin, span.range.begin);
            merged.range.end = std::max(merged.range.end, span.range.end);
        }
        types << span.typeKey;
        severities << span.severityKey;
        if (!span.rationale.trimmed().isEmpty() && !rationales.contains(span.rationale.trimmed())) {
            rationales << span.rationale.trimmed();
        }
        if (!merged.correction && span.correction) {
            merged.correction = span.correction;
        }
    }
    merged.typeKey = mostCommon(types);
    merged.severityKey = mostCommon(severities);
    merged.rationale = rationales.join(u'\n');
    merged.reviewState = SpanReviewState::Accepted; // gold is adjudicated by definition
    return merged;
}

Span fromProposal(const ConsensusProposal &proposal, const QList<AnnotatorSpans> &layers)
{
    // The supporters' spans as one merged span, cut to the proposal's own range and type.
    QList<Span> supporting;
    for (const AnnotatorSpans &layer : layers) {
        for (const Span &span : layer.spans) {
            if (proposal.spanIds.contains(span.id)) {
                supporting << span;
            }
        }
    }
    Span span = merge(supporting);
    span.range = proposal.range;
    span.typeKey = proposal.typeKey;
    span.links.clear();
    return span;
}

QList<GoldProposal> proposals(const QList<AnnotatorSpans> &layers, const QList<Span> &gold,
                              const QSet<QString> &rejected, ConsensusRange mode, int k)
{
    QList<GoldProposal> result;
    for (const ConsensusProposal &proposal : proposeConsensus(layers, mode, k)) {
        GoldProposal entry{proposal, proposalKey(proposal), GoldProposal::Status::Open, fromProposal(proposal, layers)};
        const bool inGold = std::any_of(gold.cbegin(), gold.cend(), [&](const Span &span) {
            return span.range == proposal.range && span.typeKey == proposal.typeKey;
        });
        if (inGold) {
            entry.status = GoldProposal::Status::Confirmed;
        } else if (rejected.contains(entry.key)) {
            entry.status = GoldProposal::Status::Rejected;
        }
        result << entry;
    }
    return result;
}

QSet<QString> rejectedKeys(Project &project, qint64 itemId)
{
    QSet<QString> keys;
    const QJsonArray array =
        QJsonDocument::fromJson(project.settings().value(settingKey(itemId), u"[]"_s).toUtf8()).array();
    for (const QJsonValue &value : array) {
        keys.insert(value.toString());
    }
    return keys;
}

bool setRejected(Project &project, qint64 itemId, const QString &key, bool rejected)
{
    QSet<QString> keys = rejectedKeys(project, itemId);
    if (rejected) {
        keys.insert(key);
    } else {
        keys.remove(key);
    }
    QStringList sorted(keys.cbegin(), keys.cend());
    sorted.sort();
    return project.settings().setValue(
        settingKey(itemId),
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(sorted)).toJson(QJsonDocument::Compact)));
}

} // namespace Errata::GoldLayer
