// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/datasetsplit.h"

#include "model/project/project.h"
#include "model/stats/bootstrap.h"
#include "model/storage/itemrepository.h"
#include "model/storage/repository.h"
#include "model/storage/settingsrepository.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QString SplitKey = u"split"_s;

// The ratio and seed to use: what was given, else what is stored, else 8:1:1 and 1. Given values that
// differ from stored ones are refused, since the parts already given out would not follow them.
bool settle(SettingsRepository &settings, const QString &ratioText, const QString &seedText, SplitRatio *ratio,
            quint64 *seed, QString *error)
{
    const std::optional<QString> storedRatio = settings.value(QString(SettingKey::SplitRatio));
    const std::optional<QString> storedSeed = settings.value(QString(SettingKey::SplitSeed));
    const QString ratioWanted = ratioText.isEmpty() ? storedRatio.value_or(u"8:1:1"_s) : ratioText;
    const QString seedWanted = seedText.isEmpty() ? storedSeed.value_or(u"1"_s) : seedText;
    const auto parsed = SplitRatio::parse(ratioWanted);
    bool number = false;
    *seed = seedWanted.toULongLong(&number);
    if (!parsed || !number) {
        *error = DatasetSplit::tr("--split takes train:dev:test in whole numbers (8:1:1) and --seed a whole "
                                  "number; got \"%1\" and \"%2\"")
                     .arg(ratioWanted, seedWanted);
        return false;
    }
    *ratio = *parsed;
    if ((storedRatio && *storedRatio != ratio->text()) || (storedSeed && *storedSeed != seedWanted)) {
        *error = DatasetSplit::tr("this project's texts are already split %1 with seed %2, and later exports "
                                  "keep that split; leave out --split and --seed")
                     .arg(storedRatio.value_or(u"?"_s), storedSeed.value_or(u"?"_s));
        return false;
    }
    return true;
}

} // namespace

std::optional<SplitRatio> SplitRatio::parse(const QString &text)
{
    const QStringList fields = text.split(u':');
    SplitRatio ratio;
    bool ok = fields.size() == 3;
    for (int k = 0; ok && k < 3; ++k) ratio.parts[k] = fields[k].toInt(&ok);
    if (!ok || ratio.parts[0] < 0 || ratio.parts[1] < 0 || ratio.parts[2] < 0
        || ratio.parts[0] + ratio.parts[1] + ratio.parts[2] == 0) {
        return std::nullopt;
    }
    return ratio;
}

QString SplitRatio::text() const
{
    return u"%1:%2:%3"_s.arg(parts[0]).arg(parts[1]).arg(parts[2]);
}

const QStringList &DatasetSplit::partNames()
{
    static const QStringList names{u"train"_s, u"dev"_s, u"test"_s};
    return names;
}

QList<int> DatasetSplit::plan(qsizetype count, const SplitRatio &ratio, quint64 seed)
{
    const double total = ratio.parts[0] + ratio.parts[1] + ratio.parts[2];
    qsizetype sizes[3], given = 0;
    double fractions[3];
    for (int k = 0; k < 3; ++k) {
        const double exact = double(count) * ratio.parts[k] / total;
        sizes[k] = qsizetype(std::floor(exact));
        fractions[k] = exact - double(sizes[k]);
        given += sizes[k];
    }
    for (; given < count; ++given) {
        int largest = 0;
        for (int k = 1; k < 3; ++k) largest = fractions[k] > fractions[largest] ? k : largest;
        ++sizes[largest];
        fractions[largest] = -1;
    }
    QList<int> parts;
    parts.reserve(count);
    for (int k = 0; k < 3; ++k) parts.append(QList<int>(sizes[k], k));
    SeededRandom random(seed);
    for (qsizetype i = count - 1; i > 0; --i) std::swap(parts[i], parts[random.below(i + 1)]);
    return parts;
}

std::optional<QHash<QString, QString>> DatasetSplit::ensure(Project &project, const QString &ratioText,
                                                            const QString &seedText, qint64 actorId, QString *error)
{
    SettingsRepository settings = project.settings();
    SplitRatio ratio;
    quint64 seed = 1;
    if (!settle(settings, ratioText, seedText, &ratio, &seed, error)) return std::nullopt;
    QHash<QString, QString> parts;
    QList<const Item *> unsplit;
    const QList<Item> items = project.items().headers();
    for (const Item &item : items) {
        const QString part = item.metadata.value(SplitKey);
        if (partNames().contains(part))
            parts.insert(item.externalId, part);
        else
            unsplit << &item;
    }
    if (unsplit.isEmpty()) return parts;
    const QList<int> planned = plan(unsplit.size(), ratio, seed + quint64(parts.size()));
    QList<std::pair<qint64, QString>> values;
    for (qsizetype i = 0; i < unsplit.size(); ++i) {
        values.append({unsplit[i]->id, partNames().at(planned[i])});
        parts.insert(unsplit[i]->externalId, partNames().at(planned[i]));
    }
    ItemRepository repository = project.items();
    Transaction transaction(&project.database()); // the settings and the parts, or nothing
    if (!settings.setProjectOption(QString(SettingKey::SplitRatio), ratio.text(), actorId)
        || !settings.setProjectOption(QString(SettingKey::SplitSeed), QString::number(seed), actorId)
        || !repository.addMetadata(SplitKey, values, actorId) || !transaction.commit()) {
        *error = !settings.lastError().isEmpty() ? settings.lastError()
            : !repository.lastError().isEmpty()
            ? repository.lastError()
            : withReason(tr("the split could not be saved"), project.database().lastError());
        return std::nullopt;
    }
    return parts;
}

} // namespace Errata
