// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/commands/changespancommand.h"

#include "model/document/annotationdocument.h"
#include "model/domain/spansnapshot.h"

namespace Errata {
namespace {
// Timestamps and ids are the store's business; two spans are "the same" when the user's fields are.
bool sameContent(Span a, const Span &b)
{
    a.id = b.id;
    a.layerId = b.layerId;
    a.created = b.created;
    a.modified = b.modified;
    return a == b;
}
} // namespace

ChangeSpanCommand::ChangeSpanCommand(AnnotationDocument *document, qsizetype index, Span after, const QString &text,
                                     int mergeId, quint64 gesture, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
    , m_before(document->spans().at(index))
    , m_after(std::move(after))
    , m_mergeId(mergeId)
    , m_gesture(gesture)
{
    // The annotator answering a review: the reviewer sees the span as amended (undo restores).
    m_after.reviewState = reviewStateAfterEdit(m_before.reviewState);
}

bool ChangeSpanCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeSpanCommand *>(other);
    if (next->m_document != m_document || next->m_index != m_index || next->m_gesture != m_gesture) {
        return false;
    }
    m_after = next->m_after;
    setObsolete(sameContent(m_before, m_after)); // a gesture that ends where it began leaves no step
    return true;
}

void ChangeSpanCommand::redo()
{
    if (!m_document->replaceSpan(m_index, m_after)) {
        setObsolete(true);
        if (m_done) {
            m_document->scheduleResync();
        }
        return;
    }
    m_done = true;
}

void ChangeSpanCommand::undo()
{
    if (!m_document->replaceSpan(m_index, m_before)) {
        m_document->scheduleResync();
    }
}

} // namespace Errata
