// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/authorship.h"

#include "model/stats/krippendorff.h"

#include <QHash>
#include <QMap>

#include <cmath>

namespace Errata::Authorship {
namespace {

std::optional<double> ratio(int numerator, int denominator)
{
    return denominator > 0 ? std::optional<double>(double(numerator) / denominator) : std::nullopt;
}

// Texts are the units: each one's answers, on the 4-point scale or reduced to machine (1) / human (0).
std::pair<QList<QList<double>>, QList<QList<double>>> units(const QList<AuthorshipAnswer> &answers)
{
    QMap<qint64, QList<double>> scale, binary;
    for (const AuthorshipAnswer &a : answers) {
        scale[a.itemId] << double(a.answer);
        binary[a.itemId] << (a.judgedHuman() ? 0.0 : 1.0);
    }
    return {scale.values(), binary.values()};
}

} // namespace

std::pair<double, double> wilsonInterval(int successes, int trials)
{
    if (trials == 0) return {0.0, 1.0};
    const double z = 1.959963984540054, n = trials, p = successes / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z / (1 + z * z / n) * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double binomialTwoSidedP(int k, int n, double p)
{
    if (n == 0) return 1.0;
    const auto logPmf = [&](int i) {
        return std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) + i * std::log(p)
            + (n - i) * std::log1p(-p);
    };
    // The outcomes no more likely than k, with scipy's relative tolerance for ties in likelihood.
    const double observed = logPmf(k);
    double total = 0.0;
    for (int i = 0; i <= n; ++i) {
        const double l = logPmf(i);
        if (l <= observed + std::log1p(1e-7)) total += std::exp(l);
    }
    return std::min(1.0, total);
}

QList<int> correctPerEvaluator(const QList<AuthorshipAnswer> &answers)
{
    QHash<qint64, int> correct;
    for (const AuthorshipAnswer &a : answers) correct[a.evaluatorId] += a.correct() ? 1 : 0;
    QList<int> histogram;
    for (const int c : std::as_const(correct)) {
        if (histogram.size() <= c) histogram.resize(c + 1, 0);
        ++histogram[c];
    }
    return histogram;
}

AuthorshipSummary summarise(const QList<AuthorshipAnswer> &answers)
{
    AuthorshipSummary s;
    s.answers = int(answers.size());
    int machineSaid = 0, machineRight = 0, machineTexts = 0, human = 0, sure = 0;
    for (const AuthorshipAnswer &a : answers) {
        s.correct += a.correct() ? 1 : 0;
        human += a.judgedHuman() ? 1 : 0;
        sure += a.answer == 1 || a.answer == 4 ? 1 : 0;
        machineSaid += a.judgedHuman() ? 0 : 1;
        machineTexts += a.humanWrote ? 0 : 1;
        machineRight += !a.judgedHuman() && !a.humanWrote ? 1 : 0;
    }
    if (s.answers == 0) return s;
    s.accuracy = double(s.correct) / s.answers;
    s.accuracyInterval = wilsonInterval(s.correct, s.answers);
    s.binomialP = binomialTwoSidedP(s.correct, s.answers);
    s.machinePrecision = ratio(machineRight, machineSaid);
    s.machineRecall = ratio(machineRight, machineTexts);
    if (s.machinePrecision && s.machineRecall && *s.machinePrecision + *s.machineRecall > 0) {
        s.machineF1 = 2 * *s.machinePrecision * *s.machineRecall / (*s.machinePrecision + *s.machineRecall);
    }
    s.judgedHuman = double(human) / s.answers;
    s.definitely = double(sure) / s.answers;
    const auto [scale, binary] = units(answers);
    s.alphaOrdinal = krippendorffAlpha(scale, AlphaMetric::Ordinal);
    s.alphaBinary = krippendorffAlpha(binary, AlphaMetric::Nominal);
    return s;
}

} // namespace Errata::Authorship
