// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace Errata {

class AnnotationDocument;

// Replaces every field of one span at once (type, severity, range, correction, rationale, links):
// the generic "set value" command in the spirit of Tiled's ChangeValue. A continuous gesture passes
// a merge id (commandids.h): consecutive commands with the same id on the same span become one
// undo step, and a gesture that ends where it began disappears from the history.
class ChangeSpanCommand final : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(ChangeSpanCommand)
public:
    // gesture tells one drag or one typing burst from the next: only equal non-zero gestures merge.
    ChangeSpanCommand(AnnotationDocument *document, qsizetype index, Span after, const QString &text, int mergeId = -1,
                      quint64 gesture = 0, QUndoCommand *parent = nullptr);
    int id() const override { return m_gesture == 0 ? -1 : m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;
    void redo() override;
    void undo() override;

private:
    AnnotationDocument *m_document;
    bool m_done = false; // redone successfully at least once
    qsizetype m_index;
    Span m_before;
    Span m_after;
    int m_mergeId;
    quint64 m_gesture;
};

} // namespace Errata
