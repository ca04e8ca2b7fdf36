// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/document/practicefeedback.h"

#include <QWidget>

class QLabel;

namespace Errata {

class Taxonomy;

// A practice item's answer beside the annotator's own spans, once they have submitted it: the
// explanation, every reference span with ✓ (you marked it) or ✗ (you missed it), its type and
// rationale, and the spans the annotator marked that the answer does not have. Hidden otherwise.
class PracticePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit PracticePanel(QWidget *parent = nullptr);
    void setAnswer(const std::optional<PracticeAnswer> &answer, const Item &item, const Taxonomy &taxonomy);
    QString text() const; // what the panel says, as plain text (for tests and screen readers)

private:
    QLabel *m_body = nullptr;
};

} // namespace Errata
