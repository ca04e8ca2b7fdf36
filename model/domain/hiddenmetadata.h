// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <optional>

namespace Errata::HiddenMetadata {

// The item metadata a blind project keeps from its annotators (docs/study.md, "Blindness"): in their
// window, and in their work packages. The keys hidden when the project names none (setting
// "hidden_metadata" absent): the model, the system, the source, decoding settings, the condition, the dataset.
QStringList defaultKeys();
// The setting's comma list, or the default when it is absent; "none" hides nothing.
QStringList keys(const std::optional<QString> &setting);

} // namespace Errata::HiddenMetadata
