// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotatorapi.h"

#include "webqueue.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/removespancommand.h"
#include "model/domain/wordsnap.h"
#include "model/project/project.h"
#include "model/project/submissioncheck.h"
#include "model/storage/personrepository.h"

#include <QJsonArray>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

constexpr qsizetype MaxRationale = 10000; // a paragraph or two; the request's own limit is larger

QJsonArray stringArray(const QStringList &strings)
{
    QJsonArray array;
    for (const QString &text : strings) array.append(text);
    return array;
}

QJsonObject spanJson(const Span &span, const Taxonomy &taxonomy)
{
    return {{u"id"_s, span.id},
            {u"side"_s, textSideKey(span.range.side)},
            {u"begin"_s, span.range.begin},
            {u"end"_s, span.range.end},
            {u"type"_s, span.typeKey},
            {u"severity"_s, span.severityKey},
            {u"rationale"_s, span.rationale},
            {u"problems"_s, stringArray(SubmissionCheck::spanProblems(span, taxonomy))}};
}

} // namespace

AnnotatorApi::AnnotatorApi(Project &project, qint64 personId)
    : m_project(project)
    , m_personId(personId)
{
}

AnnotatorApi::Result AnnotatorApi::refused(int status, const QString &message) const
{
    return {status, {{u"error"_s, message}}};
}

AnnotatorApi::Result AnnotatorApi::session()
{
    const auto person = m_project.people().find(m_personId);
    if (!person) return refused(403, tr("You are no longer in this project."));
    QJsonArray types;
    for (const TaxonomyNode &node : m_project.taxonomy().nodes) {
        types.append(QJsonObject{{u"key"_s, node.key},
                                 {u"name"_s, node.name.text()},
                                 {u"parent"_s, node.parentKey},
                                 {u"selectable"_s, node.selectable},
                                 {u"colour"_s, node.color.name()}});
    }
    QJsonArray severities;
    for (const Severity &severity : m_project.taxonomy().severities) {
        severities.append(QJsonObject{{u"key"_s, severity.key}, {u"name"_s, severity.name.text()}});
    }
    return {200, {{u"person"_s, person->name}, {u"types"_s, types}, {u"severities"_s, severities}}};
}

AnnotatorApi::Result AnnotatorApi::queue()
{
    QJsonArray items;
    const QList<WebQueue::Entry> entries = WebQueue::of(m_project, m_personId);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        items.append(QJsonObject{{u"place"_s, int(i + 1)},
                                 {u"label"_s, entries.at(i).label},
                                 {u"state"_s, assignmentStateKey(entries.at(i).state)}});
    }
    return {200, {{u"items"_s, items}}};
}

std::unique_ptr<AnnotationDocument> AnnotatorApi::open(int place, Result *refusal, AnnotationDocument::Opening opening)
{
    const QList<WebQueue::Entry> entries = WebQueue::of(m_project, m_personId);
    if (place < 1 || place > entries.size()) {
        *refusal = refused(404, tr("There is no item %1 in your queue.").arg(place));
        return nullptr;
    }
    m_label = entries.at(place - 1).label; // the queue is read once a request: it is the costly part
    auto document = std::make_unique<AnnotationDocument>(&m_project, entries.at(place - 1).itemId, m_personId);
    if (!document->load(opening)) {
        *refusal = refused(500, document->lastError());
        return nullptr;
    }
    return document;
}

QJsonObject AnnotatorApi::itemJson(const AnnotationDocument &document, int place) const
{
    QJsonArray spans;
    for (const Span &span : document.spans()) spans.append(spanJson(span, document.taxonomy()));
    return {{u"place"_s, place},
            {u"label"_s, m_label},
            {u"state"_s, assignmentStateKey(document.assignment().state)},
            {u"editable"_s, document.isEditable()},
            {u"readOnlyReason"_s, document.isEditable() ? QString() : document.readOnlyReason()},
            {u"prompt"_s, document.item().prompt},
            {u"generation"_s, document.item().generation},
            {u"spans"_s, spans},
            {u"problems"_s, stringArray(document.submissionProblems())}};
}

AnnotatorApi::Result AnnotatorApi::item(int place)
{
    Result refusal;
    const auto document = open(place, &refusal, AnnotationDocument::Opening::Logged); // the page shows it
    return document ? Result{200, itemJson(*document, place)} : refusal;
}

AnnotatorApi::Result AnnotatorApi::edited(const AnnotationDocument &document, int place, bool done) const
{
    if (!done) return refused(409, document.lastError().isEmpty() ? tr("Nothing was changed.") : document.lastError());
    return {200, itemJson(document, place)};
}

QString AnnotatorApi::typeProblem(const QString &typeKey, const QString &severityKey, const QString &rationale) const
{
    if (rationale.size() > MaxRationale) return tr("A rationale is at most %1 characters.").arg(MaxRationale);
    const TaxonomyNode *type = m_project.taxonomy().node(typeKey);
    if (!type || !type->selectable) return tr("\"%1\" is not an error type of this project.").arg(typeKey);
    if (!severityKey.isEmpty() && !m_project.taxonomy().severity(severityKey)) {
        return tr("\"%1\" is not a severity of this project.").arg(severityKey);
    }
    return {};
}

AnnotatorApi::Result AnnotatorApi::addSpan(int place, const QJsonObject &request)
{
    Result refusal;
    const auto document = open(place, &refusal, AnnotationDocument::Opening::Quiet);
    if (!document) return refusal;
    TextSide side = TextSide::Generation;
    if (!textSideFromKey(request.value(u"side"_s).toString(u"generation"_s), &side)) {
        return refused(400, tr("A span is on the generation or the prompt."));
    }
    const QString &text = document->text(side);
    const qint64 begin = request.value(u"begin"_s).toInteger(-1), end = request.value(u"end"_s).toInteger(-1);
    if (begin < 0 || end <= begin || end > text.size()) {
        return refused(
            400,
            tr("The selection %1–%2 is not inside the text (%3 characters).").arg(begin).arg(end).arg(text.size()));
    }
    // The window's rule: a selection is widened to whole words (and never cuts a character).
    const TextRange range = WordSnap::snapToWords(text, {begin, end, side});
    if (range.isEmpty()) return refused(422, tr("The selection holds no word."));
    Span fresh;
    fresh.range = range;
    fresh.typeKey = request.value(u"type"_s).toString();
    fresh.severityKey = request.value(u"severity"_s).toString();
    fresh.rationale = request.value(u"rationale"_s).toString();
    if (const QString problem = typeProblem(fresh.typeKey, fresh.severityKey, fresh.rationale); !problem.isEmpty()) {
        return refused(422, problem);
    }
    const QList<Severity> &scale = m_project.taxonomy().severities;
    if (fresh.severityKey.isEmpty() && scale.size() == 1) fresh.severityKey = scale.first().key; // nothing to choose
    const qsizetype before = document->spans().size();
    document->undoStack()->push(new AddSpanCommand(document.get(), fresh));
    return edited(*document, place, document->spans().size() > before);
}

AnnotatorApi::Result AnnotatorApi::changeSpan(int place, qint64 spanId, const QJsonObject &request)
{
    Result refusal;
    const auto document = open(place, &refusal, AnnotationDocument::Opening::Quiet);
    if (!document) return refusal;
    const qsizetype index = document->indexOfSpan(spanId);
    if (index < 0) return refused(404, tr("That span is no longer in your layer."));
    Span after = document->spans().at(index);
    after.typeKey = request.value(u"type"_s).toString(after.typeKey);
    after.severityKey = request.value(u"severity"_s).toString(after.severityKey);
    after.rationale = request.value(u"rationale"_s).toString(after.rationale);
    if (const QString problem = typeProblem(after.typeKey, after.severityKey, after.rationale); !problem.isEmpty()) {
        return refused(422, problem);
    }
    if (after == document->spans().at(index)) return {200, itemJson(*document, place)};
    document->undoStack()->push(new ChangeSpanCommand(document.get(), index, after, tr("Change span")));
    const Span &stored = document->spans().at(index); // with its new modification time
    return edited(*document, place,
                  stored.typeKey == after.typeKey && stored.severityKey == after.severityKey
                      && stored.rationale == after.rationale);
}

AnnotatorApi::Result AnnotatorApi::removeSpan(int place, qint64 spanId)
{
    Result refusal;
    const auto document = open(place, &refusal, AnnotationDocument::Opening::Quiet);
    if (!document) return refusal;
    const qsizetype index = document->indexOfSpan(spanId);
    if (index < 0) return refused(404, tr("That span is no longer in your layer."));
    document->undoStack()->push(new RemoveSpanCommand(document.get(), index));
    return edited(*document, place, document->indexOfSpan(spanId) < 0);
}

AnnotatorApi::Result AnnotatorApi::submit(int place)
{
    Result refusal;
    const auto document = open(place, &refusal, AnnotationDocument::Opening::Quiet);
    if (!document) return refusal;
    // The window's check, word for word: every span typed and complete, the judgements asked for.
    if (const QStringList problems = document->submissionProblems(); !problems.isEmpty()) {
        return {422, {{u"error"_s, tr("The item cannot be submitted yet.")}, {u"problems"_s, stringArray(problems)}}};
    }
    return edited(*document, place, document->submit());
}

} // namespace Errata
