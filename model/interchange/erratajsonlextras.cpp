// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/erratajsonlfields.h"

using namespace Qt::StringLiterals;

namespace Errata::ErrataJsonlFields {
namespace {

// A layer named by kind and, but for the gold layer, its label (an annotator's layer: their name).
ArchiveLayerRef readLayerRef(Fields &f, const QJsonObject &json, const QString &path)
{
    ArchiveLayerRef ref;
    ref.kind = f.key(json, u"kind"_s, path, &layerKindFromKey);
    if (ref.kind != LayerKind::Gold) ref.label = f.string(json, u"label"_s, path);
    return ref;
}

void readBreakdown(Fields &f, const QJsonObject &json, QualificationResult &result, const QString &path)
{
    const QJsonArray types = f.array(json, u"types"_s, path);
    for (qsizetype i = 0; i < types.size() && !f.failed(); ++i) {
        const QString at = u"%1types[%2]."_s.arg(path).arg(i);
        const QJsonObject t = types.at(i).toObject();
        result.types << TypeBreakdown{
            f.string(t, u"type"_s, at),
            {int(f.integer(t, u"reference_spans"_s, at)), int(f.integer(t, u"attempt_spans"_s, at)),
             int(f.integer(t, u"matched_reference"_s, at)), int(f.integer(t, u"matched_attempt"_s, at))}};
    }
    const QJsonArray parts = f.array(json, u"parts"_s, path);
    for (qsizetype i = 0; i < parts.size() && !f.failed(); ++i) {
        const QString at = u"%1parts[%2]."_s.arg(path).arg(i);
        const QJsonObject p = parts.at(i).toObject();
        result.parts << PartScore{f.string(p, u"part"_s, at), QString(),
                                  f.value(p, u"points"_s, at, QJsonValue::Double).toDouble(),
                                  f.value(p, u"max_points"_s, at, QJsonValue::Double).toDouble()};
    }
}

} // namespace

// Qualification results (absent in files without any); the project's CHECKs hold the numbers.
void readQualifications(Fields &f, const QJsonObject &json, Archive &archive)
{
    const QJsonArray results =
        json.contains(u"qualifications"_s) ? f.array(json, u"qualifications"_s, QString()) : QJsonArray();
    for (qsizetype i = 0; i < results.size() && !f.failed(); ++i) {
        const QString at = u"qualifications[%1]."_s.arg(i);
        const QJsonObject q = results.at(i).toObject();
        ArchiveQualification entry{f.string(q, u"person"_s, at), f.string(q, u"scored_by"_s, at), {}};
        QualificationResult &r = entry.result;
        r.scheme = f.key(q, u"scheme"_s, at, &qualificationSchemeFromKey);
        r.match = f.key(q, u"match"_s, at, &matchModeFromKey);
        r.score = f.value(q, u"score"_s, at, QJsonValue::Double).toDouble();
        r.maxScore = f.value(q, u"max_score"_s, at, QJsonValue::Double).toDouble();
        r.passMark = f.value(q, u"pass_mark"_s, at, QJsonValue::Double).toDouble();
        r.passed = f.value(q, u"passed"_s, at, QJsonValue::Bool).toBool();
        r.at = f.time(q, u"at"_s, at);
        readBreakdown(f, f.object(q, u"breakdown"_s, at), r, at + u"breakdown."_s);
        archive.qualifications << entry;
    }
}

QList<ArchiveSnapshot> readSnapshots(Fields &f, const QJsonObject &json, const QString &path)
{
    QList<ArchiveSnapshot> snapshots;
    const QJsonArray array = json.contains(u"snapshots"_s) ? f.array(json, u"snapshots"_s, path) : QJsonArray();
    for (qsizetype i = 0; i < array.size() && !f.failed(); ++i) {
        const QString at = u"%1snapshots[%2]."_s.arg(path).arg(i);
        const QJsonObject entry = array.at(i).toObject();
        snapshots << ArchiveSnapshot{int(f.integer(entry, u"iteration"_s, at)), f.string(entry, u"spans_json"_s, at),
                                     f.time(entry, u"created"_s, at)};
    }
    return snapshots;
}

QList<ActionEvent> readActions(Fields &f, const QJsonObject &json, const QString &path)
{
    QList<ActionEvent> actions;
    const QJsonArray array = json.contains(u"actions"_s) ? f.array(json, u"actions"_s, path) : QJsonArray();
    for (qsizetype i = 0; i < array.size() && !f.failed(); ++i) {
        const QString at = u"%1actions[%2]."_s.arg(path).arg(i);
        const QJsonObject entry = array.at(i).toObject();
        actions << ActionEvent{0,
                               0,
                               f.key(entry, u"kind"_s, at, &actionKindFromKey),
                               entry.contains(u"span"_s) ? f.integer(entry, u"span"_s, at) : 0,
                               f.string(entry, u"detail"_s, at, false),
                               f.time(entry, u"at"_s, at)};
    }
    return actions;
}

// The marks, scores and conflicts an item carries (each absent in files without them).
void readItemExtras(Fields &f, const QJsonObject &json, ArchiveItem &entry)
{
    if (json.contains(u"training"_s)) {
        const QJsonObject t = f.object(json, u"training"_s, QString());
        const QString at = u"training."_s;
        entry.training = ArchiveTraining{f.key(t, u"part"_s, at, &trainingPartFromKey),
                                         f.value(t, u"practice"_s, at, QJsonValue::Bool).toBool(),
                                         f.string(t, u"explanation"_s, at, false),
                                         readLayerRef(f, f.object(t, u"reference"_s, at), at + u"reference."_s),
                                         f.string(t, u"marked_by"_s, at),
                                         f.time(t, u"at"_s, at)};
    }
    if (json.contains(u"attention_check"_s)) {
        const QJsonObject c = f.object(json, u"attention_check"_s, QString());
        const QString at = u"attention_check."_s;
        ArchiveAttention check{f.key(c, u"kind"_s, at, &attentionKindFromKey), std::nullopt,
                               f.string(c, u"marked_by"_s, at), f.time(c, u"at"_s, at)};
        if (c.contains(u"reference"_s)) {
            check.reference = readLayerRef(f, f.object(c, u"reference"_s, at), at + u"reference."_s);
        }
        entry.attention = check;
    }
    const QJsonObject metrics = json.contains(u"metrics"_s) ? f.object(json, u"metrics"_s, QString()) : QJsonObject();
    for (auto it = metrics.constBegin(); it != metrics.constEnd() && !f.failed(); ++it) {
        entry.metrics.insert(it.key(), f.value(metrics, it.key(), u"metrics."_s, QJsonValue::Double).toDouble());
    }
    const QJsonArray conflicts =
        json.contains(u"conflicts"_s) ? f.array(json, u"conflicts"_s, QString()) : QJsonArray();
    for (qsizetype i = 0; i < conflicts.size() && !f.failed(); ++i) {
        const QString at = u"conflicts[%1]."_s.arg(i);
        const QJsonObject c = conflicts.at(i).toObject();
        ArchiveConflict conflict{
            f.string(c, u"annotator"_s, at), 0, 0, f.string(c, u"field"_s, at), f.string(c, u"note"_s, at),
            f.time(c, u"at"_s, at),          {}};
        if (c.contains(u"home_span"_s)) conflict.homeSpanId = f.integer(c, u"home_span"_s, at);
        if (c.contains(u"package_span"_s)) conflict.packageSpanId = f.integer(c, u"package_span"_s, at);
        if (c.contains(u"resolved"_s)) conflict.resolvedAt = f.time(c, u"resolved"_s, at);
        entry.conflicts << conflict;
    }
}

} // namespace Errata::ErrataJsonlFields
