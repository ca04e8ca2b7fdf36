// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace Errata::Translations {

// The locale for a language preference: "" is the system's, otherwise "de", "zh_CN", …
QLocale localeFor(const QString &language);

// Installs Errata's translation (embedded under :/i18n) and Qt's own (dialog buttons) for the
// language, replacing the ones installed before, and makes it the default QLocale (taxonomy names
// follow it). Qt then sends QEvent::LanguageChange to every widget, so an open window switches
// without a restart. Returns false when Errata has no translation for it (English is shown).
// When Errata has no catalogue for the language (or the locale is "C"), the English one is installed
// instead: the plural forms, so the English shown reads "2 people", not "2 person(s)".
bool install(const QString &language);

// Only the English catalogue, the locale left as it is: what the widget tests see (tests/widgets).
bool installEnglish();

} // namespace Errata::Translations
