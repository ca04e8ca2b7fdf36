// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/analysisexclusions.h"

#include "model/domain/storedtime.h"
#include "model/storage/permissions.h"
#include "model/storage/personrepository.h"
#include "model/storage/rowreader.h"
#include "model/storage/settingsrepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisExclusions)
};

QByteArray storedSetting(const Database &database)
{
    // Read as the statistics read (RowReader, a const database): they call excluded() before their tables.
    RowReader row(database, "SELECT setting_value FROM project_setting WHERE setting_key = 'analysis_exclusions'");
    return row.next() ? row.text(0).toUtf8() : QByteArray();
}

QJsonObject toJson(const ExclusionEvent &event)
{
    return {{u"person"_s, event.personId},
            {u"excluded"_s, event.excluded},
            {u"reason"_s, event.reason},
            {u"by"_s, event.actorId},
            {u"at"_s, StoredTime::format(event.at)}};
}

} // namespace

QList<ExclusionEvent> AnalysisExclusions::history(const Database &database, QString *error)
{
    const QByteArray stored = storedSetting(database);
    if (stored.isEmpty()) return {};
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(stored, &parse);
    if (!document.isArray()) {
        if (error) *error = Text::tr("The setting analysis_exclusions is not a JSON list: %1").arg(parse.errorString());
        return {};
    }
    QList<ExclusionEvent> events;
    for (const QJsonValue &value : document.array()) {
        const QJsonObject o = value.toObject();
        events << ExclusionEvent{o.value(u"person"_s).toInteger(), o.value(u"excluded"_s).toBool(),
                                 o.value(u"reason"_s).toString(), o.value(u"by"_s).toInteger(),
                                 StoredTime::parse(o.value(u"at"_s).toString())};
    }
    return events;
}

QHash<qint64, QString> AnalysisExclusions::excluded(const Database &database)
{
    QHash<qint64, QString> now;
    for (const ExclusionEvent &event : history(database)) {
        if (event.excluded) {
            now.insert(event.personId, event.reason);
        } else {
            now.remove(event.personId);
        }
    }
    return now;
}

QString AnalysisExclusions::note(const Database &database, const QHash<qint64, QString> &names)
{
    const QHash<qint64, QString> now = excluded(database);
    if (now.isEmpty()) return {};
    QHash<qint64, QString> stored;
    RowReader people(database, "SELECT id, name FROM person");
    while (people.next()) stored.insert(people.integer(0), people.text(1));
    QStringList named;
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        named << Text::tr("%1 (%2)").arg(names.value(it.key(), stored.value(it.key())), it.value());
    }
    named.sort();
    return Text::tr("Excluded from these figures by a coordinator (%1): %2.").arg(now.size()).arg(named.join(u"; "_s));
}

AnalysedWork::AnalysedWork(const Database &database)
    : m_excluded(AnalysisExclusions::excluded(database))
{
    if (m_excluded.isEmpty()) return;
    RowReader people(database, "SELECT id, name FROM person");
    while (people.next()) {
        if (m_excluded.contains(people.integer(0))) m_excludedNames.insert(people.text(1));
    }
}

bool AnalysisExclusions::record(Database &database, ExclusionEvent event, QString *error)
{
    // The role first: someone who may not decide learns nothing of who is excluded.
    *error = Permissions::coordinatorRefusal(&database, event.actorId, Text::tr("exclude people from the analyses"));
    if (!error->isEmpty()) return false;
    const std::optional<Person> person = PersonRepository(&database).find(event.personId);
    event.reason = event.reason.trimmed();
    const bool isExcluded = excluded(database).contains(event.personId);
    if (!person) {
        *error = Text::tr("There is no person with id %1.").arg(event.personId);
    } else if (event.excluded && event.reason.isEmpty()) {
        *error = Text::tr("Excluding %1 from the analyses needs a reason (--reason).").arg(person->name);
    } else if (event.excluded && isExcluded) {
        *error = Text::tr("%1 is already excluded from the analyses.").arg(person->name);
    } else if (!event.excluded && !isExcluded) {
        *error = Text::tr("%1 is not excluded from the analyses.").arg(person->name);
    }
    if (!person || !error->isEmpty()) return false;
    QString readError;
    const QList<ExclusionEvent> before = history(database, &readError);
    if (!readError.isEmpty()) {
        *error = readError;
        return false;
    }
    QJsonArray events;
    for (const ExclusionEvent &old : before) events.append(toJson(old));
    event.at = QDateTime::currentDateTimeUtc();
    events.append(toJson(event));
    SettingsRepository settings(&database);
    const QString json = QString::fromUtf8(QJsonDocument(events).toJson(QJsonDocument::Compact));
    if (!settings.setProjectOption(SettingKey::AnalysisExclusions, json, event.actorId)) {
        *error = settings.lastError();
        return false;
    }
    return true;
}

} // namespace Errata
