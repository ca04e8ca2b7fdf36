// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/workflow.h"

#include <QDateTime>
#include <QMap>
#include <QString>

namespace Errata {

enum class TextFormat { Plain, Markdown, Code };

QString textFormatKey(TextFormat format);
bool textFormatFromKey(QStringView key, TextFormat *format);
bool textFormatFromUtf8(QByteArrayView key, TextFormat *format);

// A prompt (human-written context) and the machine-generated text annotators mark errors in.
struct Item
{
    qint64 id = 0;
    QString externalId; // the id the item had in its source corpus; unique per project
    QString prompt;
    QString generation;
    TextFormat format = TextFormat::Plain;
    QString codeLanguage;            // for TextFormat::Code, a KSyntaxHighlighting definition name
    QMap<QString, QString> metadata; // model, top_p, temperature, frequency_penalty, topic, group, ...
};

struct Person
{
    // A constructor rather than an aggregate, so that the many Person{id, name, roles} stay complete
    // (-Wmissing-field-initializers) as the record grows.
    Person(qint64 id = 0, QString name = {}, Roles roles = {}, bool active = true, QString condition = {})
        : id(id)
        , name(std::move(name))
        , roles(roles)
        , active(active)
        , condition(std::move(condition))
    {
    }

    qint64 id = 0;
    QString name;
    Roles roles;
    bool active = true; // an inactive person keeps their work but gets no new assignments
    QString condition;  // a study condition: they are given only items of that condition
};

// One item given to one annotator, and where it is in the workflow.
struct Assignment
{
    qint64 id = 0;
    qint64 itemId = 0;
    qint64 annotatorId = 0;
    AssignmentState state = AssignmentState::New;
    int iteration = 0; // how many times it was submitted
    qint64 timeSpentSeconds = 0;
    qint64 reviewerId = 0; // who claimed it while in review; 0 when nobody
    QString discardReason;

    friend bool operator==(const Assignment &, const Assignment &) = default;
};

struct HistoryEntry
{
    qint64 id = 0;
    qint64 assignmentId = 0;
    qint64 actorId = 0;
    QString action;    // workflow action key, or "create"
    QString fromState; // empty for "create"
    QString toState;
    int iteration = 0;
    QString reason;
    QDateTime at;
};

enum class LayerKind { Annotator, Gold, Prediction };

QString layerKindKey(LayerKind kind);
bool layerKindFromKey(QStringView key, LayerKind *kind);

// One layer of spans on one item: an annotator's, the gold layer, or a system's predictions.
struct Layer
{
    qint64 id = 0;
    qint64 itemId = 0;
    LayerKind kind = LayerKind::Annotator;
    qint64 personId = 0; // annotator layers only
    QString label;       // prediction layers: the system's name
};

} // namespace Errata
