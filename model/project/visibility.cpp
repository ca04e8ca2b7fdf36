// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/visibility.h"

#include "model/project/blindrows.h"
#include "model/project/displaynames.h"
#include "model/project/project.h"
#include "model/project/workpackage.h"
#include "model/stats/agreement.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

Visibility::Visibility(Project &project, qint64 personId, Role role)
    : m_personId(personId)
    , m_role(role)
{
    SettingsRepository settings = project.settings();
    m_blind = isBlindProject(project);
    m_anonymous = settings.value(SettingKey::AnonymousAnnotators, u"0"_s) == "1"_L1;
    m_package = settings.value(PackageKey::OpaqueIds, QString()) == "1"_L1;
    m_hiddenKeys = HiddenMetadata::keys(settings.value(SettingKey::HiddenMetadata));
    m_hidden = HiddenMetadata::Matcher(m_hiddenKeys);
    m_names = DisplayNames::forViewer(project, personId, role);
    if (role == Role::Coordinator) {
        for (const Person &person : project.people().all()) m_roster.insert(person.id, person.name);
    }
}

Visibility Visibility::everything(Project &project)
{
    Visibility all(project, 0, Role::Coordinator);
    all.m_names.clear();
    for (const Person &person : project.people().all()) all.m_names.insert(person.id, person.name);
    return all;
}

bool Visibility::isBlindProject(Project &project)
{
    // Blind unless turned off: a value this version does not know hides rather than shows.
    return project.settings().value(SettingKey::BlindMode, u"1"_s) != "0"_L1;
}

Role Visibility::mainRole(const Person &person)
{
    return person.roles.testFlag(Role::Coordinator) ? Role::Coordinator
        : person.roles.testFlag(Role::Reviewer)     ? Role::Reviewer
                                                    : Role::Annotator;
}

QMap<QString, QString> Visibility::metadata(QMap<QString, QString> metadata) const
{
    if (!isBlind()) return metadata;
    for (auto it = metadata.begin(); it != metadata.end();) {
        it = m_hidden.hides(it.key()) ? metadata.erase(it) : std::next(it);
    }
    return metadata;
}

QString Visibility::nameOf(qint64 personId) const
{
    return m_names.value(personId, u"?"_s);
}

bool Visibility::mayViewOtherLayers(AssignmentState ownState) const
{
    return seesEveryonesWork() || Errata::mayViewOtherLayers(m_blind, ownState);
}

void Visibility::shownLayers(AgreementItem *item, AssignmentState ownState) const
{
    item->metadata = metadata(item->metadata);
    if (seesEveryonesWork()) return;
    const bool others = mayViewOtherLayers(ownState);
    item->layers.removeIf(
        [&](const AgreementLayer &layer) { return layer.annotatorId != m_personId && !(others && layer.finished); });
}

QList<ItemRow> Visibility::rows(QList<ItemRow> rows, QHash<qint64, QString> *labels) const
{
    if (!isBlind()) return rows;
    if (m_package) return BlindRows::keepPackageOrder(std::move(rows), labels);
    return BlindRows::apply(std::move(rows), m_hidden, m_personId, labels);
}

} // namespace Errata
