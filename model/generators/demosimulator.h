// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/records.h"

#include <QCoreApplication>
#include <QList>
#include <QRandomGenerator>

#include <optional>

namespace Errata {

// An error deliberately written into a demo generation, with how many experts would notice it.
struct PlantedError
{
    QString typeKey;
    TextRange range;
    int severity = 1;
    QString rationale;
    std::optional<QString> correction;
    std::optional<TextRange> antecedent;
    double difficulty = 0.5; // share of annotators who find it
};

struct DemoItem
{
    Item item;
    QList<PlantedError> errors;
};

// Reads resources/demo/demo-items.json (quotes located by text, so the file stays readable).
class DemoItemReader
{
    Q_DECLARE_TR_FUNCTIONS(DemoItemReader)
public:
    static QList<DemoItem> read(const QByteArray &json, QString *error);
};

// Simulates one annotator marking a demo item: finds each planted error with its difficulty,
// sometimes with a neighbouring type, a word more or less, or another severity, and now and then
// marks something nobody else does. Deterministic for a given generator state.
class AnnotatorSimulator
{
public:
    explicit AnnotatorSimulator(QRandomGenerator &random)
        : m_random(random)
    {
    }

    // completeness < 1 leaves the later part of the text unmarked (an item still in progress).
    QList<Span> annotate(const DemoItem &demo, double completeness);

private:
    Span markError(const DemoItem &demo, const PlantedError &error);
    TextRange jitter(const QString &text, TextRange range);
    std::optional<Span> strayMark(const QString &text);
    bool chance(double probability) { return m_random.generateDouble() < probability; }

    QRandomGenerator &m_random;
};

} // namespace Errata
