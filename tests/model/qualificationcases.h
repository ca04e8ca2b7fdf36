// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the qualification tests (qualification_test, qualificationtgea_test) build their cases from.
#include "model/domain/span.h"

#include <QStringList>

namespace Errata::QualificationCases {

using namespace Qt::StringLiterals;

inline Span span(qsizetype begin, qsizetype end, const QString &type)
{
    Span result;
    result.range = {begin, end, TextSide::Generation};
    result.typeKey = type;
    result.severityKey = u"2"_s;
    result.rationale = u"because"_s;
    return result;
}

// Scarecrow's ten types, in its order.
inline const QStringList Types{u"Grammar_Usage"_s, u"Redundant"_s,       u"Off-prompt"_s,  u"Self-contradiction"_s,
                               u"Incoherent"_s,    u"Bad_Math"_s,        u"Commonsense"_s, u"Encyclopedic"_s,
                               u"Needs_Google"_s,  u"Technical_Jargon"_s};

} // namespace Errata::QualificationCases
