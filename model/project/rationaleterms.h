// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Errata {

class Project;

// errata-cli rationale-words (docs/statistics.md, "Words of the rationales"; Scarecrow's Figure 18).
struct RationaleTermRequest
{
    bool pairs = false; // word pairs instead of words
    int top = 10;       // terms per type
    int level = 2;      // 1: a span counts under its level-1 group
    QString where;      // key=value[,key!=value…]
};

struct RationaleTerm
{
    QString type;
    int rank = 0; // 1-based, by count, ties by term
    QString term;
    int count = 0;      // occurrences over the type's rationales
    int rationales = 0; // rationales that hold it at least once
};

struct RationaleTermReport
{
    QList<RationaleTerm> rows;           // by type key, then rank
    QMap<QString, int> rationalesByType; // rationales read per type (empty ones left out)
};

class RationaleTerms
{
public:
    static RationaleTermReport compute(Project &project, const RationaleTermRequest &request);
    // The terms of one rationale in order: its words lower-cased (each CJK ideograph a word of its
    // own), stop words left out; with pairs, each two words next to each other in the text, neither a
    // stop word, joined by a space (so a pair never jumps over a left-out word).
    static QStringList terms(const QString &rationale, bool pairs);
    static bool isStopWord(const QString &lowerCaseWord);
};

} // namespace Errata
