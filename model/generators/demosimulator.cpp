// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/generators/demosimulator.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextBoundaryFinder>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Types annotators confuse with each other in practice (Scarecrow §4: Incoherent vs Grammar, the factual trio).
const QHash<QString, QString> &neighbourType()
{
    static const QHash<QString, QString> map{
        {u"Incoherent"_s, u"Grammar_Usage"_s},       {u"Grammar_Usage"_s, u"Incoherent"_s},
        {u"Commonsense"_s, u"Encyclopedic"_s},       {u"Encyclopedic"_s, u"Commonsense"_s},
        {u"Needs_Google"_s, u"Technical_Jargon"_s},  {u"Technical_Jargon"_s, u"Needs_Google"_s},
        {u"Off-prompt"_s, u"Incoherent"_s},          {u"Bad_Math"_s, u"Commonsense"_s},
        {u"Self-contradiction"_s, u"Commonsense"_s}, {u"Redundant"_s, u"Incoherent"_s},
    };
    return map;
}

std::optional<TextRange> locate(const QString &text, const QString &quote, int occurrence)
{
    qsizetype from = 0;
    for (int found = 0; !quote.isEmpty(); ++found) {
        const qsizetype at = text.indexOf(quote, from);
        if (at < 0) {
            return std::nullopt;
        }
        if (found + 1 == occurrence) {
            return TextRange{at, at + quote.size(), TextSide::Generation};
        }
        from = at + 1;
    }
    return std::nullopt;
}

std::optional<PlantedError> readError(const QJsonObject &object, const QString &text, QString *problem)
{
    PlantedError error;
    error.typeKey = object.value(u"type"_s).toString();
    const auto range = locate(text, object.value(u"quote"_s).toString(), object.value(u"occurrence"_s).toInt(1));
    if (!range) {
        *problem = object.value(u"quote"_s).toString();
        return std::nullopt;
    }
    error.range = *range;
    error.severity = object.value(u"severity"_s).toInt(1);
    error.rationale = object.value(u"rationale"_s).toString();
    if (object.value(u"correction"_s).isString()) {
        error.correction = object.value(u"correction"_s).toString();
    }
    if (object.contains(u"antecedent"_s)) {
        error.antecedent = locate(text, object.value(u"antecedent"_s).toString(), 1);
        if (!error.antecedent) {
            *problem = object.value(u"antecedent"_s).toString();
            return std::nullopt;
        }
    }
    error.difficulty = object.value(u"difficulty"_s).toDouble(0.5);
    return error;
}

// Word boundaries as the annotate view snaps to them (QTextBoundaryFinder: CJK one character a word).
qsizetype nextWordBoundary(const QString &text, qsizetype from, bool forward)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Word, text);
    finder.setPosition(from);
    qsizetype position = forward ? finder.toNextBoundary() : finder.toPreviousBoundary();
    // Skip the boundary between a word and the following space so we move one whole word.
    while (position > 0 && position < text.size() && text.at(forward ? position : position - 1).isSpace()) {
        position = forward ? finder.toNextBoundary() : finder.toPreviousBoundary();
    }
    return position < 0 ? from : position;
}

} // namespace

QList<DemoItem> DemoItemReader::read(const QByteArray &json, QString *error)
{
    QList<DemoItem> demos;
    const QJsonArray items = QJsonDocument::fromJson(json).object().value(u"items"_s).toArray();
    for (const QJsonValue &value : items) {
        const QJsonObject object = value.toObject();
        DemoItem demo;
        demo.item.externalId = object.value(u"id"_s).toString();
        demo.item.prompt = object.value(u"prompt"_s).toString();
        demo.item.generation = object.value(u"generation"_s).toString();
        const QJsonObject metadata = object.value(u"metadata"_s).toObject();
        for (auto it = metadata.begin(); it != metadata.end(); ++it) {
            demo.item.metadata.insert(it.key(), it.value().toString());
        }
        for (const QJsonValue &errorValue : object.value(u"errors"_s).toArray()) {
            QString problem;
            const auto planted = readError(errorValue.toObject(), demo.item.generation, &problem);
            if (!planted) {
                *error = tr("demo item %1: \"%2\" is not in the text").arg(demo.item.externalId, problem);
                return {};
            }
            demo.errors << *planted;
        }
        demos << demo;
    }
    if (demos.isEmpty()) {
        *error = tr("the demo corpus is empty or not valid JSON");
    }
    return demos;
}

QList<Span> AnnotatorSimulator::annotate(const DemoItem &demo, double completeness)
{
    QList<Span> spans;
    const qsizetype reachedOffset = qsizetype(completeness * double(demo.item.generation.size()));
    for (const PlantedError &error : demo.errors) {
        // Draw for every error even when skipped, so each error's outcome is independent of the others'.
        const bool found = chance(error.difficulty);
        if (found && error.range.end <= reachedOffset) {
            spans << markError(demo, error);
        }
    }
    if (chance(0.35)) {
        if (auto stray = strayMark(demo.item.generation); stray && stray->range.end <= reachedOffset) {
            spans << *stray;
        }
    }
    return spans;
}

Span AnnotatorSimulator::markError(const DemoItem &demo, const PlantedError &error)
{
    Span span;
    span.range = chance(0.3) ? jitter(demo.item.generation, error.range) : error.range;
    span.typeKey = chance(0.15) ? neighbourType().value(error.typeKey, error.typeKey) : error.typeKey;
    const int severity = error.severity + (chance(0.25) ? (chance(0.5) ? 1 : -1) : 0);
    span.severityKey = QString::number(std::clamp(severity, 1, 3));
    span.rationale = error.rationale;
    span.correction = error.correction;
    if (error.antecedent && (span.typeKey == "Redundant"_L1 || span.typeKey == "Self-contradiction"_L1)) {
        span.links << SpanLink{*error.antecedent, LinkKind::Antecedent};
    }
    return span;
}

TextRange AnnotatorSimulator::jitter(const QString &text, TextRange range)
{
    TextRange moved = range;
    if (chance(0.5)) {
        moved.end = nextWordBoundary(text, range.end, chance(0.6));
    } else {
        moved.begin = nextWordBoundary(text, range.begin, chance(0.4));
    }
    return moved.begin < moved.end ? moved : range;
}

std::optional<Span> AnnotatorSimulator::strayMark(const QString &text)
{
    if (text.size() < 10) {
        return std::nullopt;
    }
    const qsizetype at = m_random.bounded(qsizetype(text.size() - 1));
    const qsizetype begin = nextWordBoundary(text, at, false);
    const qsizetype end = nextWordBoundary(text, nextWordBoundary(text, begin, true), true);
    if (begin >= end) {
        return std::nullopt;
    }
    Span span;
    span.range = TextRange{begin, end, TextSide::Generation};
    span.typeKey = chance(0.5) ? u"Grammar_Usage"_s : u"Needs_Google"_s;
    span.severityKey = u"1"_s;
    span.rationale = span.typeKey == "Grammar_Usage"_L1 ? u"Reads a little awkwardly to me."_s
                                                        : u"I am not sure this is accurate; I would check it."_s;
    return span;
}

} // namespace Errata
