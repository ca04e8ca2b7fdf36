// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/qualityrepository.h"

#include "model/domain/storedtime.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant nullIfZero(qint64 id)
{
    return id == 0 ? sqlNull() : QVariant(id);
}

QVariant optionalReal(double value, bool present)
{
    return present ? QVariant(value) : sqlNull();
}

} // namespace

bool QualityRepository::setTraining(TrainingItem &training)
{
    const QString stamp = now();
    Statement query;
    if (!run(query, uR"(INSERT INTO training_item (item_id, part, reference_layer_id, marked_by, marked_at, practice,
                            explanation)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT (item_id) DO UPDATE SET part = excluded.part,
                            reference_layer_id = excluded.reference_layer_id, marked_by = excluded.marked_by,
                            marked_at = excluded.marked_at, practice = excluded.practice,
                            explanation = excluded.explanation)"_s,
             {training.itemId, trainingPartKey(training.part), training.referenceLayerId, training.markedBy, stamp,
              training.practice ? 1 : 0,
              training.explanation.trimmed().isEmpty() ? sqlNull() : QVariant(training.explanation)})) {
        return false;
    }
    training.at = parseTime(stamp);
    return true;
}

bool QualityRepository::removeTraining(qint64 itemId)
{
    Statement query;
    return run(query, u"DELETE FROM training_item WHERE item_id = ?"_s, {itemId});
}

QList<TrainingItem> QualityRepository::trainingItems()
{
    QList<TrainingItem> items;
    Statement query;
    if (!run(query, uR"(SELECT t.item_id, t.part, t.reference_layer_id, t.marked_by, t.marked_at, t.practice,
                            t.explanation
                        FROM training_item t JOIN item i ON i.id = t.item_id ORDER BY i.position)"_s)) {
        return items;
    }
    while (query->next()) {
        TrainingItem training{query->value(0).toLongLong(),
                              TrainingPart::Task,
                              query->value(2).toLongLong(),
                              query->value(3).toLongLong(),
                              parseTime(query->value(4).toString()),
                              query->value(5).toInt() != 0,
                              query->value(6).toString()};
        trainingPartFromKey(query->value(1).toString(), &training.part);
        items << training;
    }
    return items;
}

bool QualityRepository::setAttentionCheck(AttentionCheck &check)
{
    const QString stamp = now();
    Statement query;
    if (!run(query, uR"(INSERT INTO attention_check (item_id, kind, reference_layer_id, marked_by, marked_at)
                        VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT (item_id) DO UPDATE SET kind = excluded.kind,
                            reference_layer_id = excluded.reference_layer_id, marked_by = excluded.marked_by,
                            marked_at = excluded.marked_at)"_s,
             {check.itemId, attentionKindKey(check.kind), nullIfZero(check.referenceLayerId), check.markedBy, stamp})) {
        return false;
    }
    check.at = parseTime(stamp);
    return true;
}

bool QualityRepository::removeAttentionCheck(qint64 itemId)
{
    Statement query;
    return run(query, u"DELETE FROM attention_check WHERE item_id = ?"_s, {itemId});
}

QList<AttentionCheck> QualityRepository::attentionChecks()
{
    QList<AttentionCheck> checks;
    Statement query;
    if (!run(query, uR"(SELECT a.item_id, a.kind, coalesce(a.reference_layer_id, 0), a.marked_by, a.marked_at
                        FROM attention_check a JOIN item i ON i.id = a.item_id ORDER BY i.position)"_s)) {
        return checks;
    }
    while (query->next()) {
        AttentionCheck check{query->value(0).toLongLong(), AttentionKind::KnownGood, query->value(2).toLongLong(),
                             query->value(3).toLongLong(), parseTime(query->value(4).toString())};
        attentionKindFromKey(query->value(1).toString(), &check.kind);
        checks << check;
    }
    return checks;
}

bool QualityRepository::addResult(QualificationResult &result)
{
    return insertResult(result, now());
}

bool QualityRepository::restoreResult(QualificationResult &result)
{
    const QString stamp = StoredTime::format(result.at);
    Statement query;
    if (!run(query, u"SELECT id FROM qualification_result WHERE person_id = ? AND scheme = ? AND created_at = ?"_s,
             {result.personId, qualificationSchemeKey(result.scheme), stamp})) {
        return false;
    }
    if (query->next()) return (result.id = query->value(0).toLongLong(), true);
    query->finish();
    return insertResult(result, stamp);
}

bool QualityRepository::insertResult(QualificationResult &result, const QString &stamp)
{
    Transaction transaction(m_database);
    Statement query;
    if (!run(query, uR"(INSERT INTO qualification_result (person_id, scheme, match_mode, score, max_score, pass_mark,
                            passed, scored_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id)"_s,
             {result.personId, qualificationSchemeKey(result.scheme), matchModeKey(result.match), result.score,
              result.maxScore, result.passMark, result.passed ? 1 : 0, result.scoredBy, stamp})
        || !query->next()) {
        return false;
    }
    result.id = query->value(0).toLongLong();
    query->finish();
    if (!addBreakdown(result) || !transaction.commit()) {
        result.id = 0;
        return m_lastError.isEmpty() ? fail(tr("Could not record the qualification result.")) : false;
    }
    result.at = parseTime(stamp);
    return true;
}

bool QualityRepository::addBreakdown(const QualificationResult &result)
{
    QList<QVariantList> rows;
    for (const TypeBreakdown &type : result.types) {
        const TypeMatchCounts &c = type.counts;
        rows << QVariantList{result.id,
                             u"type"_s,
                             type.typeKey,
                             rows.size(),
                             c.referenceSpans,
                             c.attemptSpans,
                             c.matchedReference,
                             c.matchedAttempt,
                             optionalReal(0, false),
                             optionalReal(0, false)};
    }
    for (const PartScore &part : result.parts) {
        rows << QVariantList{result.id, u"part"_s, part.key, rows.size(), 0, 0, 0, 0, part.points, part.maxPoints};
    }
    return insertRows(
        uR"(qualification_breakdown (result_id, kind, breakdown_key, position, reference_spans, attempt_spans,
                          matched_reference, matched_attempt, points, max_points))"_s,
        rows);
}

QList<QualificationResult> QualityRepository::results()
{
    QList<QualificationResult> results;
    Statement query;
    if (!run(query, uR"(SELECT id, person_id, scheme, match_mode, score, max_score, pass_mark, passed, scored_by,
                               created_at FROM qualification_result ORDER BY id)"_s)) {
        return results;
    }
    while (query->next()) {
        QualificationResult result;
        result.id = query->value(0).toLongLong();
        result.personId = query->value(1).toLongLong();
        qualificationSchemeFromKey(query->value(2).toString(), &result.scheme);
        matchModeFromKey(query->value(3).toString(), &result.match);
        result.score = query->value(4).toDouble();
        result.maxScore = query->value(5).toDouble();
        result.passMark = query->value(6).toDouble();
        result.passed = query->value(7).toInt() == 1;
        result.scoredBy = query->value(8).toLongLong();
        result.at = parseTime(query->value(9).toString());
        results << result;
    }
    return loadBreakdowns(results) ? results : QList<QualificationResult>();
}

bool QualityRepository::loadBreakdowns(QList<QualificationResult> &results)
{
    QHash<qint64, qsizetype> index;
    for (qsizetype i = 0; i < results.size(); ++i) {
        index.insert(results.at(i).id, i);
    }
    Statement query;
    if (!run(query, uR"(SELECT result_id, kind, breakdown_key, reference_spans, attempt_spans, matched_reference,
                               matched_attempt, points, max_points FROM qualification_breakdown
                        ORDER BY result_id, position)"_s)) {
        return false;
    }
    while (query->next()) {
        const auto it = index.constFind(query->value(0).toLongLong());
        if (it == index.cend()) {
            continue;
        }
        QualificationResult &result = results[*it];
        if (query->value(1).toString() == "type"_L1) {
            result.types << TypeBreakdown{
                query->value(2).toString(),
                {query->value(3).toInt(), query->value(4).toInt(), query->value(5).toInt(), query->value(6).toInt()}};
        } else {
            result.parts << PartScore{query->value(2).toString(), QString(), query->value(7).toDouble(),
                                      query->value(8).toDouble()};
        }
    }
    return true;
}

QHash<qint64, QualificationResult> QualityRepository::latestResults()
{
    QHash<qint64, QualificationResult> latest;
    for (QualificationResult &result : results()) {
        latest.insert(result.personId, std::move(result)); // ids ascend: the newest wins
    }
    return latest;
}

} // namespace Errata
