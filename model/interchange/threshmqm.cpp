// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The MQM style of thresh.tools files (../shared/data/README.md §7): one JSON item per rater and
// translation, grouped here into one Errata item per translation with one annotation per rater.
#include "model/interchange/threshreader.h"

#include "model/interchange/textvariantmap.h"
#include "model/domain/jsonlocator.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// One rater's rating of one translation as the file has it: the spans are on the rater's own target.
struct Rating
{
    QString rater, system, segment, doc, source, target;
    QList<Span> spans;
    int line = 0;
};

// "untranslated_text" -> "Untranslated text", the way the MQM taxonomy spells its nodes.
QString spaced(QString name)
{
    name.replace(u'_', u' ');
    if (!name.isEmpty()) {
        name[0] = name[0].toUpper();
    }
    return name;
}

// thresh's MQM template lower-cases Google's category names with "_" for spaces. "akward" (sic) is
// its Style/Awkward, which has no sub-category there. Names the MQM taxonomy lacks come out in the
// same spelling and are added by TaxonomyExtender, as with mqm-tsv.
QString mqmTypeKey(const QString &category, const QString &sub)
{
    if (category == "akward"_L1) {
        return sub.isEmpty() ? u"Style/Awkward"_s : u"Style/"_s + spaced(sub);
    }
    static const QHash<QString, QString> renamed{{u"non_translation"_s, u"Non-translation!"_s},
                                                 {u"source_error"_s, u"Source error"_s}};
    const QString group = renamed.value(category, spaced(category));
    return sub.isEmpty() ? group : group + u'/' + spaced(sub);
}

// The converter renamed Google's severities to thresh's likert words.
QString mqmSeverityKey(const QString &word)
{
    return word == "a lot"_L1   ? u"Major"_s
        : word == "somewhat"_L1 ? u"Minor"_s
        : word == "minor"_L1    ? u"Neutral"_s
                                : QString();
}

// The text most raters have; ties go to the longest, then to the first in the file.
const Rating &majority(const QList<const Rating *> &ratings)
{
    QHash<QString, int> votes;
    for (const Rating *rating : ratings) {
        ++votes[rating->target];
    }
    const Rating *best = ratings.first();
    for (const Rating *rating : ratings) {
        const int difference = votes.value(rating->target) - votes.value(best->target);
        if (difference > 0 || (difference == 0 && rating->target.size() > best->target.size())) {
            best = rating;
        }
    }
    return *best;
}

QList<Span> carriedOver(const Rating &rating, const QString &itemText, const QString &itemId, const QString &fileName,
                        QStringList *warnings)
{
    const TextVariantMap map(rating.target, itemText);
    QList<Span> spans;
    int clamped = 0;
    for (Span span : rating.spans) {
        bool inside = false;
        span.range = map.map(span.range, &inside);
        clamped += inside ? 1 : 0;
        spans << span;
    }
    QString warning = ThreshReader::tr("%1:%2: item %3: the target text of %4 differs from the item's; "
                                       "their spans were carried over by the texts' common start and end")
                          .arg(fileName)
                          .arg(rating.line)
                          .arg(itemId, rating.rater);
    if (clamped > 0) {
        warning +=
            ThreshReader::tr("; %n of them reach into the differing part and were clamped to it", nullptr, clamped);
    }
    *warnings << warning;
    return spans;
}

CorpusItem groupedItem(const QList<const Rating *> &ratings, const QString &fileName, QStringList *warnings)
{
    const Rating &chosen = majority(ratings);
    CorpusItem entry;
    entry.item.externalId = u"thresh-mqm:%1:%2"_s.arg(chosen.system, chosen.segment);
    entry.item.prompt = chosen.source;
    entry.item.generation = chosen.target;
    entry.item.metadata = {{u"model"_s, chosen.system},
                           {u"system"_s, chosen.system},
                           {u"doc"_s, chosen.doc},
                           {u"segment"_s, chosen.segment}};
    const QString dataset = QFileInfo(fileName).completeBaseName();
    QHash<QString, qsizetype> byAnnotator;
    for (const Rating *rating : ratings) {
        const QString annotator = u"%1 · %2"_s.arg(rating->rater, dataset);
        auto slot = byAnnotator.constFind(annotator);
        if (slot == byAnnotator.cend()) {
            slot = byAnnotator.insert(annotator, entry.annotations.size());
            entry.annotations << CorpusAnnotation{annotator, {}, {}};
        }
        entry.annotations[*slot].spans << (rating->target == chosen.target
                                               ? rating->spans
                                               : carriedOver(*rating, chosen.target, entry.item.externalId, fileName,
                                                             warnings));
    }
    return entry;
}

// Ratings of one translation share system and seg_id; items keep the order of their first rating.
Corpus groupedCorpus(const QList<Rating> &ratings, const QString &fileName)
{
    Corpus corpus;
    corpus.taxonomyId = u"mqm"_s;
    QList<QList<const Rating *>> groups;
    QHash<QString, qsizetype> groupOf;
    for (const Rating &rating : ratings) {
        const QString key = rating.system + u'\n' + rating.segment;
        auto slot = groupOf.constFind(key);
        if (slot == groupOf.cend()) {
            slot = groupOf.insert(key, groups.size());
            groups << QList<const Rating *>();
        }
        groups[*slot] << &rating;
        for (const Span &span : rating.spans) {
            if (!corpus.typeKeys.contains(span.typeKey)) {
                corpus.typeKeys << span.typeKey;
            }
            if (!corpus.severityKeys.contains(span.severityKey)) {
                corpus.severityKeys << span.severityKey;
            }
        }
    }
    for (const QList<const Rating *> &group : std::as_const(groups)) {
        corpus.items << groupedItem(group, fileName, &corpus.warnings);
    }
    return corpus;
}

} // namespace

std::optional<Span> ThreshReader::readMqmEdit(const QJsonObject &edit, const QString &text, const QString &path,
                                              Problem *problem)
{
    const QString category = edit.value(u"category"_s).toString();
    if (category.isEmpty()) {
        *problem = {tr("an edit needs a category"), path + u".category"_s};
        return std::nullopt;
    }
    // Either {"val": "<sub>", "<sub>": "<severity>"} or, without sub-categories, "<severity>".
    const QJsonValue detail = edit.value(u"annotation"_s).toObject().value(category + u"_type"_s);
    const QString sub = detail.toObject().value(u"val"_s).toString();
    const QString word = detail.isObject() ? detail.toObject().value(sub).toString() : detail.toString();
    const QString severity = mqmSeverityKey(word);
    if (severity.isEmpty()) {
        *problem = {tr("no known severity for category \"%1\" (annotation.%1_type: expected \"minor\", "
                       "\"somewhat\" or \"a lot\")")
                        .arg(category),
                    u"%1.annotation.%2_type"_s.arg(path, category)};
        return std::nullopt;
    }
    const auto ranges = outputRanges(edit, text, path, problem);
    if (!ranges) {
        return std::nullopt;
    }
    if (ranges->size() > 1) {
        *problem = {tr("an MQM edit has one output_idx pair, not %1").arg(ranges->size()), path + u".output_idx"_s};
        return std::nullopt;
    }
    Span span;
    span.range = ranges->first();
    span.typeKey = mqmTypeKey(category, sub);
    span.severityKey = severity;
    return span;
}

std::optional<Corpus> ThreshReader::readMqm(const QJsonArray &items, const QString &fileName,
                                            const JsonLocator &locator, ImportError *error)
{
    QList<Rating> ratings;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString path = u"[%1]"_s.arg(i);
        const QJsonObject object = items.at(i).toObject();
        const QJsonObject metadata = object.value(u"metadata"_s).toObject();
        Rating rating{metadata.value(u"rater"_s).toString(),
                      metadata.value(u"system"_s).toString(),
                      metadata.value(u"seg_id"_s).toString(),
                      metadata.value(u"doc"_s).toString(),
                      object.value(u"source"_s).toString(),
                      object.value(u"target"_s).toString(),
                      {},
                      locator.lineOf(path)};
        if (rating.rater.isEmpty() || rating.system.isEmpty() || rating.segment.isEmpty()
            || !object.value(u"target"_s).isString()) {
            *error = {fileName, rating.line, u"metadata.rater, metadata.system, metadata.seg_id, target"_s,
                      tr("an MQM rating needs a rater, a system, a seg_id and a target text")};
            return std::nullopt;
        }
        const QJsonArray edits = object.value(u"edits"_s).toArray();
        for (qsizetype e = 0; e < edits.size(); ++e) {
            Problem problem;
            const auto span =
                readMqmEdit(edits.at(e).toObject(), rating.target, u"%1.edits[%2]"_s.arg(path).arg(e), &problem);
            if (!span) {
                *error = {fileName, locator.lineOf(problem.path), problem.path, problem.reason};
                return std::nullopt;
            }
            rating.spans << *span;
        }
        ratings << rating;
    }
    return groupedCorpus(ratings, fileName);
}

} // namespace Errata
