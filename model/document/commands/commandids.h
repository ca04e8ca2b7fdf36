// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Errata {

// Merge ids of undo commands that continuous gestures produce (one enum, so ids never collide).
namespace CommandId {
enum : int {
    ChangeSpanRange = 1, // dragging an edge or stepping it by keys
    ChangeSpanText,      // typing a rationale or correction
    ChangeJudgementText, // typing an answer to a judgement's follow-up question
};
} // namespace CommandId

} // namespace Errata
