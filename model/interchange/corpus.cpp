// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/corpus.h"

using namespace Qt::StringLiterals;

namespace Errata {

QString ImportError::message() const
{
    QString where = file;
    if (line > 0) {
        where += u":%1"_s.arg(line);
    }
    if (!field.isEmpty()) {
        where += u" (%1)"_s.arg(field);
    }
    return u"%1: %2"_s.arg(where, reason);
}

} // namespace Errata
