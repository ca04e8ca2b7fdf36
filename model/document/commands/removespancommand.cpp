// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/commands/removespancommand.h"

#include "model/document/annotationdocument.h"

namespace Errata {

RemoveSpanCommand::RemoveSpanCommand(AnnotationDocument *document, qsizetype index, QUndoCommand *parent)
    : QUndoCommand(tr("Delete %1").arg(document->spans().at(index).typeKey), parent)
    , m_document(document)
    , m_index(index)
    , m_span(document->spans().at(index))
{
}

void RemoveSpanCommand::redo()
{
    if (!m_document->removeSpan(m_index)) {
        setObsolete(true);
        if (m_done) {
            m_document->scheduleResync();
        }
        return;
    }
    m_done = true;
}

void RemoveSpanCommand::undo()
{
    // Comes back at the same index with the same id, so comments about it stay attached.
    if (!m_document->insertSpan(m_index, m_span)) {
        m_document->scheduleResync();
    }
}

} // namespace Errata
