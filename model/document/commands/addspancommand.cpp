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
        if (m_done) {
            m_document->scheduleResync(); // a redo that failed: the stack no longer matches the file
        }
        return;
    }
    m_span.id = m_document->spans().at(m_index).id; // a redo after undo brings back the same span
    m_done = true;
}

void AddSpanCommand::undo()
{
    if (!m_document->removeSpan(m_index)) {
        m_document->scheduleResync();
    }
}

} // namespace Errata
