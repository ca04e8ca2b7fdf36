// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/dataformats.h"

#include <optional>

class QWidget;

namespace Errata {

// Asks which of the formats with these keys, showing people's names ("MQM TSV (WMT, Google)") with the
// one-line summary beside them rather than the keys errata-cli takes. Nothing chosen: nullopt.
std::optional<DataFormat> chooseDataFormat(QWidget *parent, const QString &title, const QString &label,
                                           const QStringList &keys);

} // namespace Errata
