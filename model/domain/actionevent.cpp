// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/actionevent.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr std::array Kinds{
    EnumKey<ActionKind>{ActionKind::Opened, "opened"_L1},
    EnumKey<ActionKind>{ActionKind::SpanAdded, "span_added"_L1},
    EnumKey<ActionKind>{ActionKind::SpanChanged, "span_changed"_L1},
    EnumKey<ActionKind>{ActionKind::SpanRemoved, "span_removed"_L1},
    EnumKey<ActionKind>{ActionKind::JudgementSet, "judgement_set"_L1},
    EnumKey<ActionKind>{ActionKind::Submitted, "submitted"_L1},
    EnumKey<ActionKind>{ActionKind::Idle, "idle"_L1},
    EnumKey<ActionKind>{ActionKind::Resumed, "resumed"_L1},
};
} // namespace

QString actionKindKey(ActionKind kind)
{
    return enumToKey(Kinds, kind);
}

bool actionKindFromKey(QStringView key, ActionKind *kind)
{
    return enumFromKey(Kinds, key, kind);
}

double secondsPerWord(const QList<ActionEvent> &log, qsizetype words)
{
    if (log.isEmpty() || words <= 0) return -1;
    qsizetype last = -1;
    for (qsizetype i = 0; i < log.size(); ++i) {
        if (log.at(i).kind == ActionKind::Submitted) last = i;
    }
    if (last < 0) return -1;
    qint64 ms = log.first().at.msecsTo(log.at(last).at);
    QDateTime idleSince;
    for (qsizetype i = 0; i <= last; ++i) { // an idle stretch counts until the person is back
        const ActionEvent &event = log.at(i);
        if (event.kind == ActionKind::Idle && !idleSince.isValid()) idleSince = event.at;
        if (idleSince.isValid() && (event.kind == ActionKind::Resumed || i == last)) {
            ms -= idleSince.msecsTo(event.at);
            idleSince = {};
        }
    }
    return double(std::max<qint64>(ms, 0)) / 1000.0 / double(words);
}

} // namespace Errata
