// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

namespace Errata {

// How big a synthetic project is. spansPerAnnotation is the mean over annotations that have been
// worked on (an assignment still "new" has none).
struct ScaleOptions
{
    int items = 1300;
    int annotators = 10;
    double spansPerAnnotation = 3.3;
    quint64 seed = 1;

    // "scarecrow": 1.3k paragraphs × 10 annotators, ~41k spans (Dou et al. 2022's size);
    // "million": 100k × 10, ~1M spans. nullopt for an unknown name.
    static std::optional<ScaleOptions> preset(const QString &name);
};

struct ScaleSummary
{
    qint64 items = 0;
    qint64 people = 0;
    qint64 assignments = 0;
    qint64 spans = 0;
    qint64 reviewEvents = 0;
    qint64 judgements = 0;
};

// Writes a deterministic synthetic project for benchmarks: the same options give the same rows
// (texts, metadata, spans, states, reviews, history times); only the project's created_at setting
// and the spans' created/modified stamps (SpanRepository::addMany stamps the time of writing) say
// when the file was made. Texts are Scarecrow-like (80–145 tokens, one in seven
// Chinese, one in 500 a 5,000-word piece), with metadata for model, decoding grid and topic.
// Annotators see planted errors with jitter, so their spans overlap and partly agree; every type
// of the Scarecrow taxonomy occurs, and every assignment state. Rows go in through the bulk
// writers, a chunk of items at a time, all in one transaction: a failure or a cancel (progress
// returning false) leaves no file behind.
class ScaleGenerator
{
    Q_DECLARE_TR_FUNCTIONS(ScaleGenerator)
public:
    using Progress = std::function<bool(qint64 done, qint64 total)>;
    static bool generate(const QString &path, const ScaleOptions &options, ScaleSummary *summary, QString *error,
                         const Progress &progress = {});
};

} // namespace Errata
