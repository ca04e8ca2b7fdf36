// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/studysettings.h"

#include "model/project/project.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

bool StudySettings::requiresQualification(Project &project)
{
    return project.settings().value(SettingKey::RequireQualification, QString()) == "1"_L1;
}

std::optional<int> StudySettings::maxErrorsPerText(Project &project)
{
    bool number = false;
    const int limit = project.settings().value(SettingKey::MaxErrorsPerText, QString()).toInt(&number);
    return number && limit >= 1 ? std::optional<int>(limit) : std::nullopt;
}

QualificationGate::QualificationGate(Project &project)
    : m_on(StudySettings::requiresQualification(project))
{
    if (!m_on) return;
    const QHash<qint64, QualificationResult> latest = project.quality().latestResults();
    for (auto it = latest.cbegin(); it != latest.cend(); ++it) {
        m_scored.insert(it.key(), it->passed);
        if (!it->passed) {
            m_failed.insert(it.key(),
                            tr("failed the qualification: %1 of %2, pass mark %3")
                                .arg(QString::number(it->score, 'g', 4), QString::number(it->maxScore, 'g', 4),
                                     QString::number(it->passMark, 'g', 4)));
        }
    }
}

QString QualificationGate::refusal(qint64 personId) const
{
    if (!m_on || m_scored.value(personId)) return {};
    return m_scored.contains(personId) ? m_failed.value(personId) : tr("no qualification result yet");
}

} // namespace Errata
