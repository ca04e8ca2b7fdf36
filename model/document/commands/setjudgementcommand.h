// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QUndoCommand>
#include <QVariant>

namespace Errata {

class AnnotationDocument;

// Sets (or, with an invalid value, clears) one item-level judgement. Typing a free-text answer
// merges into one step per field.
class SetJudgementCommand final : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetJudgementCommand)
public:
    SetJudgementCommand(AnnotationDocument *document, const QString &key, QVariant value,
                        QUndoCommand *parent = nullptr);
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;
    void redo() override;
    void undo() override;

private:
    AnnotationDocument *m_document;
    bool m_done = false; // redone successfully at least once
    QString m_key;
    QVariant m_before;
    QVariant m_after;
};

} // namespace Errata
