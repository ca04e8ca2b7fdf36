// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace Errata {

// What an annotator did to their assignment, as the action log keeps it (issue #44, after Anthea's
// timelines and Pearmut's action log): the window writes one entry per change, in order.
enum class ActionKind { Opened, SpanAdded, SpanChanged, SpanRemoved, JudgementSet, Submitted, Idle, Resumed };

// One entry of the append-only action log of an assignment.
struct ActionEvent
{
    qint64 id = 0;
    qint64 assignmentId = 0;
    ActionKind kind = ActionKind::Opened;
    qint64 spanId = 0; // the span added, changed or removed; 0 otherwise
    QString detail;    // the span's type, or the judgement's key
    QDateTime at;
};

QString actionKindKey(ActionKind kind);
bool actionKindFromKey(QStringView key, ActionKind *kind);

// Seconds worked per word of the item's generation, from an assignment's log: the time from its first
// entry to its last submission, less the idle stretches (idle to the next resumed, or to the end). -1
// when the log holds no submission or the text has no words.
double secondsPerWord(const QList<ActionEvent> &log, qsizetype words);

} // namespace Errata
