// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QStringList>

#include <optional>

namespace Errata::HiddenMetadata {

// The item metadata a blind project keeps from its annotators (docs/study.md, "Blindness"): in their
// window, and in their work packages. The keys hidden when the project names none (setting
// "hidden_metadata" absent): the model, the system, the source, decoding settings, the condition, the dataset.
QStringList defaultKeys();
// The setting's comma list, or the default when it is absent; "none" hides nothing.
QStringList keys(const std::optional<QString> &setting);

// A key as it is matched: in lower case, without spaces, underscores or hyphens. A corpus spells one
// key many ways (`Model`, `MODEL`, `top_p`, `Top P`, `top-p`): hiding one hides every spelling. The
// team server's policies fold keys the same way (serverfunctions.cpp, errata_hidden_keys()).
QString folded(QStringView key);

// Answers "is this key hidden?" for a list of hidden keys, in any spelling.
class Matcher
{
public:
    Matcher() = default;
    explicit Matcher(const QStringList &keys);
    bool hides(QStringView key) const;
    bool isEmpty() const { return m_folded.isEmpty(); }

private:
    QSet<QString> m_folded;
};

} // namespace Errata::HiddenMetadata
