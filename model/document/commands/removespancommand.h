// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace Errata {

class AnnotationDocument;

class RemoveSpanCommand final : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveSpanCommand)
public:
    RemoveSpanCommand(AnnotationDocument *document, qsizetype index, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    AnnotationDocument *m_document;
    bool m_done = false; // redone successfully at least once
    qsizetype m_index;
    Span m_span;
};

} // namespace Errata
