// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>

namespace Errata {

class Project;

// The study's rules a coordinator sets (docs/qualification.md): whether real work waits for a passed
// qualification, and TGEA's limit of errors per text. Stored as project settings.
namespace StudySettings {

bool requiresQualification(Project &project);
// The most errors a text may have; nullopt: no limit.
std::optional<int> maxErrorsPerText(Project &project);

} // namespace StudySettings

// Qualification results and the gate, read once for a whole plan.
class QualificationGate
{
    Q_DECLARE_TR_FUNCTIONS(QualificationGate)
public:
    explicit QualificationGate(Project &project);
    bool isOn() const { return m_on; }
    // Empty when the person may be given real work; else why not ("no qualification result yet", …).
    QString refusal(qint64 personId) const;

private:
    bool m_on = false;
    QHash<qint64, QString> m_failed; // people whose newest result failed -> why
    QHash<qint64, bool> m_scored;    // people with a result -> whether the newest passed
};

} // namespace Errata
