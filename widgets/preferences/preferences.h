// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QSettings>
#include <QString>

namespace Errata {

// A typed settings key with its default, declared next to where it is used (house style §2.8).
template <typename T>
struct Preference
{
    QLatin1StringView key;
    T fallback;

    T value(const QSettings &settings) const
    {
        return settings.value(key, QVariant::fromValue(fallback)).template value<T>();
    }
    void setValue(QSettings &settings, const T &value) const
    {
        if (value == fallback) {
            settings.remove(key);
        } else {
            settings.setValue(key, QVariant::fromValue(value));
        }
    }
};

enum class Theme { System = 0, Light = 1, Dark = 2 };

// The user's preferences, kept in QSettings (an INI file in a temporary directory in the tests).
namespace Preferences {
// "" follows the system; otherwise a locale name with a translation ("de", "zh_CN").
inline const Preference<QString> Language{QLatin1StringView("ui/language"), QString()};
inline const Preference<int> ThemeChoice{QLatin1StringView("ui/theme"), int(Theme::System)};
// Point size of the application font; 0 keeps the platform's.
inline const Preference<int> TextSize{QLatin1StringView("ui/textSize"), 0};
// A hatch per type and thicker lanes per severity on top of colour, for low vision and monochrome output.
inline const Preference<bool> HighContrast{QLatin1StringView("ui/highContrast"), false};
// Where automatic backups go (read by the backup feature); "" means next to the project.
inline const Preference<QString> BackupFolder{QLatin1StringView("backup/folder"), QString()};
} // namespace Preferences

} // namespace Errata
