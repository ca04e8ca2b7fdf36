// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/commands/addspancommand.h"

#include "model/document/annotationdocument.h"

namespace Errata {

AddSpanCommand::AddSpanCommand(AnnotationDocument *document, Span span, QUndoCommand *parent)
    : QUndoCommand(tr("Mark %1").arg(span.typeKey), parent)
    , m_document(document)
    , m_span(std::move(span))
{
}

void AddSpanCommand::redo()
{
    m_index = m_document->spans().size();
    if (!m_document->insertSpan(m_index, m_span)) {
        setObsolete(true); // refused (read-only layer): nothing happened, nothing to undo
    }
}

void AddSpanCommand::undo()
{
    m_document->removeSpan(m_index);
}

} // namespace Errata
