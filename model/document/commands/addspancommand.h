// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace Errata {

class AnnotationDocument;

// Marks a new span (appended to the layer, so indexes of existing spans stay stable).
class AddSpanCommand final : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddSpanCommand)
public:
    AddSpanCommand(AnnotationDocument *document, Span span, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    AnnotationDocument *m_document;
    bool m_done = false; // redone successfully at least once
    Span m_span;
    qsizetype m_index = -1;
};

} // namespace Errata
