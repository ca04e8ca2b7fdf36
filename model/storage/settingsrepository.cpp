// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/settingsrepository.h"

#include "model/storage/permissions.h"

using namespace Qt::StringLiterals;

namespace Errata {

std::optional<QString> SettingsRepository::value(const QString &key)
{
    Statement query;
    if (!run(query, u"SELECT setting_value FROM project_setting WHERE setting_key = ?"_s, {key}) || !query->next()) {
        return std::nullopt;
    }
    return query->value(0).toString();
}

QString SettingsRepository::value(const QString &key, const QString &fallback)
{
    return value(key).value_or(fallback);
}

bool SettingsRepository::setValue(const QString &key, const QString &value)
{
    Statement query;
    // Upsert in the form SQLite (3.24+) and PostgreSQL share.
    return run(query, uR"(INSERT INTO project_setting (setting_key, setting_value) VALUES (?, ?)
                          ON CONFLICT (setting_key) DO UPDATE SET setting_value = excluded.setting_value)"_s,
               {key, value});
}

bool SettingsRepository::setProjectOption(const QString &key, const QString &value, qint64 actorId)
{
    if (const QString refusal =
            Permissions::coordinatorRefusal(m_database, actorId, tr("change the project's settings"));
        !refusal.isEmpty()) {
        return fail(refusal);
    }
    if (key == SettingKey::Instructions && value.size() > SettingLimit::InstructionsChars) {
        return fail(tr("The instructions are %1 characters long; at most %2 are allowed.")
                        .arg(value.size())
                        .arg(SettingLimit::InstructionsChars));
    }
    if (key == SettingKey::MaxErrorsPerText && !value.isEmpty()) {
        bool number = false;
        if (const int limit = value.toInt(&number); !number || limit < 1) {
            return fail(tr("The limit of errors per text must be a whole number, 1 or more, not \"%1\".").arg(value));
        }
    }
    return setValue(key, value);
}

} // namespace Errata
