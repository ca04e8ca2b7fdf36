// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "formatchoice.h"

#include <QInputDialog>

using namespace Qt::StringLiterals;

namespace Errata {

std::optional<DataFormat> chooseDataFormat(QWidget *parent, const QString &title, const QString &label,
                                           const QStringList &keys)
{
    QList<DataFormat> formats;
    QStringList choices;
    for (const QString &key : keys) {
        if (const std::optional<DataFormat> format = DataFormats::find(key)) {
            formats << *format;
            choices << u"%1 — %2"_s.arg(format->name, format->summary);
        }
    }
    bool ok = false;
    const QString choice = QInputDialog::getItem(parent, title, label, choices, 0, false, &ok);
    const qsizetype at = choices.indexOf(choice);
    if (!ok || at < 0) return std::nullopt;
    return formats.at(at);
}

} // namespace Errata
