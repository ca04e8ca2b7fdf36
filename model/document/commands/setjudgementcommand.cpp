// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/commands/setjudgementcommand.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/commandids.h"

namespace Errata {

SetJudgementCommand::SetJudgementCommand(AnnotationDocument *document, const QString &key, QVariant value,
                                         QUndoCommand *parent)
    : QUndoCommand(tr("Set %1").arg(key), parent)
    , m_document(document)
    , m_key(key)
    , m_before(document->judgements().value(key))
    , m_after(std::move(value))
{
}

int SetJudgementCommand::id() const
{
    // Only free text merges; each click on a scale is its own step.
    return m_after.typeId() == QMetaType::QString ? CommandId::ChangeJudgementText : -1;
}

bool SetJudgementCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetJudgementCommand *>(other);
    if (next->m_document != m_document || next->m_key != m_key) {
        return false;
    }
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

void SetJudgementCommand::redo()
{
    if (!m_document->setJudgement(m_key, m_after)) {
        setObsolete(true);
        if (m_done) {
            m_document->scheduleResync();
        }
        return;
    }
    m_done = true;
}

void SetJudgementCommand::undo()
{
    if (!m_document->setJudgement(m_key, m_before)) {
        m_document->scheduleResync();
    }
}

} // namespace Errata
