// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace Errata::Translations {
namespace {
QPointer<QTranslator> s_errata;
QPointer<QTranslator> s_qt;

void replace(QPointer<QTranslator> &slot, QTranslator *with)
{
    if (slot) {
        QCoreApplication::removeTranslator(slot);
        delete slot;
    }
    slot = with;
    if (with) {
        QCoreApplication::installTranslator(with);
    }
}
} // namespace

QLocale localeFor(const QString &language)
{
    return language.isEmpty() ? QLocale::system() : QLocale(language);
}

bool install(const QString &language)
{
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (!qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        delete qt;
        qt = nullptr;
    }
    replace(s_qt, qt);
    auto *errata = new QTranslator(QCoreApplication::instance());
    if (!errata->load(locale, u"errata"_s, u"_"_s, u":/i18n"_s)) {
        delete errata;
        installEnglish(); // English is shown, with its plural forms
        return false;
    }
    replace(s_errata, errata);
    return true;
}

bool installEnglish()
{
    auto *english = new QTranslator(QCoreApplication::instance());
    if (!english->load(u":/i18n/errata_en.qm"_s)) {
        delete english;
        english = nullptr;
    }
    replace(s_errata, english);
    return english != nullptr;
}

} // namespace Errata::Translations
