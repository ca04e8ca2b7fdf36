// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/qualityrecords.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr std::array Parts{
    EnumKey<TrainingPart>{TrainingPart::Exercise, "exercise"_L1},
    EnumKey<TrainingPart>{TrainingPart::Choice, "choice"_L1},
    EnumKey<TrainingPart>{TrainingPart::Task, "task"_L1},
};
constexpr std::array AttentionKinds{
    EnumKey<AttentionKind>{AttentionKind::KnownGood, "known_good"_L1},
    EnumKey<AttentionKind>{AttentionKind::KnownBad, "known_bad"_L1},
};
constexpr std::array Schemes{
    EnumKey<QualificationScheme>{QualificationScheme::SpanMatch, "span_match"_L1},
    EnumKey<QualificationScheme>{QualificationScheme::Scarecrow, "scarecrow"_L1},
    EnumKey<QualificationScheme>{QualificationScheme::Tgea, "tgea"_L1},
};
} // namespace

QString trainingPartKey(TrainingPart part)
{
    return enumToKey(Parts, part);
}
bool trainingPartFromKey(QStringView key, TrainingPart *part)
{
    return enumFromKey(Parts, key, part);
}
QString attentionKindKey(AttentionKind kind)
{
    return enumToKey(AttentionKinds, kind);
}
bool attentionKindFromKey(QStringView key, AttentionKind *kind)
{
    return enumFromKey(AttentionKinds, key, kind);
}
QString qualificationSchemeKey(QualificationScheme scheme)
{
    return enumToKey(Schemes, scheme);
}
bool qualificationSchemeFromKey(QStringView key, QualificationScheme *scheme)
{
    return enumFromKey(Schemes, key, scheme);
}

QString QualityText::partName(TrainingPart part)
{
    switch (part) {
    case TrainingPart::Exercise: return tr("Exercise");
    case TrainingPart::Choice: return tr("Multiple choice");
    case TrainingPart::Task: return tr("Full task");
    }
    return {};
}

QString QualityText::attentionName(AttentionKind kind)
{
    return kind == AttentionKind::KnownGood ? tr("Known good (human-written)") : tr("Known bad (deliberately broken)");
}

QString QualityText::schemeName(QualificationScheme scheme)
{
    switch (scheme) {
    case QualificationScheme::Scarecrow: return tr("Scarecrow (100 points, pass at 90)");
    case QualificationScheme::Tgea: return tr("TGEA (every task at the pass mark)");
    case QualificationScheme::SpanMatch: break;
    }
    return tr("Span match (F1)");
}

} // namespace Errata
