// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace Errata {

// One evaluator's answer on one text (Clark et al. 2021): the 4-point scale, 1 definitely human …
// 4 definitely machine, and whether a person wrote the text.
struct AuthorshipAnswer
{
    qint64 itemId = 0;
    qint64 evaluatorId = 0;
    int answer = 1;
    bool humanWrote = false;

    bool judgedHuman() const { return answer <= 2; }
    bool correct() const { return judgedHuman() == humanWrote; }
};

// "Can people tell?" for one group of answers (docs/statistics.md, "Can people tell who wrote it?").
struct AuthorshipSummary
{
    int answers = 0;
    int correct = 0;
    double accuracy = 0.0;
    std::pair<double, double> accuracyInterval; // Wilson score interval, 95%
    double binomialP = 1.0;                     // exact two-sided test of accuracy = 0.5
    std::optional<double> machinePrecision;     // of "machine" answers (3 or 4), the share on machine texts
    std::optional<double> machineRecall;        // of machine texts, the share answered "machine"
    std::optional<double> machineF1;
    double judgedHuman = 0.0;           // share answered 1 or 2
    double definitely = 0.0;            // share answered 1 or 4
    std::optional<double> alphaOrdinal; // Krippendorff's α on the 4-point answers, texts as units
    std::optional<double> alphaBinary;  // α on human/machine (nominal)
};

namespace Authorship {
AuthorshipSummary summarise(const QList<AuthorshipAnswer> &answers);
std::pair<double, double> wilsonInterval(int successes, int trials);
// P(X as or less likely than k) for X ~ Binomial(n, p): the two-sided exact test (scipy's binomtest).
double binomialTwoSidedP(int k, int n, double p = 0.5);
// How many evaluators got 0, 1, 2, … of their answers right (index = correct answers).
QList<int> correctPerEvaluator(const QList<AuthorshipAnswer> &answers);
} // namespace Authorship

} // namespace Errata
