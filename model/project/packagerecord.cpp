// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/packagerecord.h"

#include "model/interchange/erratajsonl.h"
#include "model/project/project.h"
#include "model/project/workpackage.h"
#include "model/storage/settingsrepository.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {

QString PackageKey::homeRecord(const QString &owner)
{
    return u"package:"_s + owner;
}

QString PackageKey::olderRecord(const QString &owner, const QString &splitId)
{
    return homeRecord(owner) + u'@' + splitId;
}

bool MergeSummary::changedNothing() const
{
    return spansAdded + spansChanged + spansRemoved + judgementsChanged + statesChanged + historyEntries + reviewEvents
        + suggestionsDecided + conflicts + secondsAdded + actionEntries
        == 0;
}

namespace {

// The baseline is stored beside its record rather than inside the record's JSON. Records of earlier
// builds carry it as errata-jsonl with the item texts: inside the record (the first ones), or beside
// it without the "form" member below. Keys of records start with "package:": this cannot be one.
QString baselineKey(const QString &recordKey)
{
    return u"baseline/"_s + recordKey;
}

// The record's member naming Baseline::encode's form (base64, as settings are text).
constexpr auto FormMember = "form"_L1;
constexpr auto BinaryForm = "baseline-1"_L1;
constexpr auto OfflineSecondsMember = "offline_seconds"_L1; // absent in records of earlier builds: 0

std::optional<PackageBaseline> baselineOfJsonl(const QString &jsonl, const QString &owner)
{
    ImportError error;
    const auto archive = ErrataJsonl::read(jsonl.toUtf8(), u"record"_s, &error);
    if (!archive) return std::nullopt;
    return Baseline::of(*archive, owner);
}

std::optional<PackageBaseline> storedBaseline(SettingsRepository &settings, const QJsonObject &record,
                                              const QString &key, const QString &owner)
{
    if (record.contains(u"baseline"_s)) return baselineOfJsonl(record.value(u"baseline"_s).toString(), owner);
    const QString stored = settings.value(baselineKey(key), QString());
    if (record.value(FormMember).toString() != BinaryForm) return baselineOfJsonl(stored, owner);
    return Baseline::decode(QByteArray::fromBase64(stored.toLatin1()));
}

std::optional<PackageRecord> parseRecord(const QJsonObject &json, PackageBaseline baseline)
{
    PackageRecord record{
        json.value(u"split"_s).toString(),           json.value(u"at"_s).toString(), std::move(baseline), {}, {},
        json.value(OfflineSecondsMember).toInteger()};
    const QJsonObject ids = json.value(u"ids"_s).toObject();
    for (auto it = ids.constBegin(); it != ids.constEnd(); ++it)
        record.ids.insert(it.key().toLongLong(), it->toInteger());
    const QJsonObject aliases = json.value(u"aliases"_s).toObject();
    for (auto it = aliases.constBegin(); it != aliases.constEnd(); ++it)
        record.aliases.insert(it.key(), it->toString());
    return record;
}

} // namespace

std::optional<PackageRecord> PackageRecord::load(Project &home, const QString &owner, const QString &splitId)
{
    SettingsRepository settings = home.settings();
    const auto json = [&settings](const QString &key) -> std::optional<QJsonObject> {
        const std::optional<QString> text = settings.value(key);
        if (!text) return std::nullopt;
        return QJsonDocument::fromJson(text->toUtf8()).object();
    };
    QString key = PackageKey::homeRecord(owner);
    std::optional<QJsonObject> record = json(key);
    if (!splitId.isEmpty() && (!record || record->value(u"split"_s).toString() != splitId)) {
        key = PackageKey::olderRecord(owner, splitId);
        record = json(key);
    }
    if (!record) return std::nullopt;
    std::optional<PackageBaseline> baseline = storedBaseline(settings, *record, key, owner);
    if (!baseline) return std::nullopt;
    return parseRecord(*record, std::move(*baseline));
}

bool PackageRecord::save(Project &home, const QString &owner, bool newest) const
{
    return save(home, owner, splitId, stored(), newest);
}

PackageRecord::Stored PackageRecord::stored() const
{
    // Through sorted maps: QJsonObject::insert keeps its keys sorted by moving the rest, which took 1.5 s
    // for the 100,000 aliases of a blind package at `million`; fromVariantMap appends them in order.
    QVariantMap ids, aliases;
    for (auto it = this->ids.cbegin(); it != this->ids.cend(); ++it) ids.insert(QString::number(it.key()), it.value());
    for (auto it = this->aliases.cbegin(); it != this->aliases.cend(); ++it) aliases.insert(it.key(), it.value());
    const QJsonObject json{{u"split"_s, splitId},
                           {u"at"_s, at},
                           {u"ids"_s, QJsonObject::fromVariantMap(ids)},
                           {u"aliases"_s, QJsonObject::fromVariantMap(aliases)},
                           {FormMember, BinaryForm},
                           {OfflineSecondsMember, offlineSeconds}};
    return {QString::fromLatin1(Baseline::encode(baseline).toBase64()),
            QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact))};
}

bool PackageRecord::keepAsOlder(Project &home, const QString &owner)
{
    SettingsRepository settings = home.settings();
    const QString key = PackageKey::homeRecord(owner);
    const std::optional<QString> record = settings.value(key);
    if (!record) return true;
    const QString splitId = QJsonDocument::fromJson(record->toUtf8()).object().value(u"split"_s).toString();
    const QString older = PackageKey::olderRecord(owner, splitId);
    const std::optional<QString> baseline = settings.value(baselineKey(key)); // none beside an old record
    return (!baseline || settings.setValue(baselineKey(older), *baseline)) && settings.setValue(older, *record);
}

bool PackageRecord::save(Project &home, const QString &owner, const QString &splitId, const Stored &stored, bool newest)
{
    const QString key = newest ? PackageKey::homeRecord(owner) : PackageKey::olderRecord(owner, splitId);
    SettingsRepository settings = home.settings();
    return settings.setValue(baselineKey(key), stored.baseline) && settings.setValue(key, stored.record);
}

} // namespace Errata
