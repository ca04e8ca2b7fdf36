// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Linked into every window test (tests/CMakeLists.txt): the English catalogue the app installs for an
// English or unknown language, before the test starts, so a test reads "2 people" where a user does and
// would catch a "person(s)". The locale is left as it is.
#include "app/translations.h"

#include <QCoreApplication>

namespace {
void installEnglish()
{
    Errata::Translations::installEnglish();
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglish)
