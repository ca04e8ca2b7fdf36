// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/actionlogreport.h"

#include "model/domain/tokenizer.h"
#include "model/project/project.h"
#include "model/project/visibility.h"
#include "model/storage/actionlogrepository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/itemrowreader.h"
#include "model/storage/settingsrepository.h"

#include <QHash>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {
// The log of each assignment the viewer may read, by assignment id.
QHash<qint64, QList<ActionEvent>> byAssignment(Project &project)
{
    QHash<qint64, QList<ActionEvent>> logs;
    for (const ActionEvent &event : ActionLogRepository(&project.database()).all()) {
        logs[event.assignmentId] << event;
    }
    return logs;
}
} // namespace

ActionLogReport::ActionLogReport(Project &project, const Visibility &sees)
    : m_project(project)
    , m_sees(sees)
{
}

bool ActionLogReport::mayRead(qint64 annotatorId) const
{
    return m_sees.isCoordinator() || annotatorId == m_sees.personId();
}

QHash<qint64, QString> ActionLogReport::shownItems()
{
    QHash<qint64, QString> shown;
    if (m_sees.isBlind()) { // a blind annotator's own items, as their window labels them
        m_sees.rows(ItemRowReader::rows(m_project.database(), m_sees.hiddenKeys()), &shown);
        return shown;
    }
    for (const Item &i : m_project.items().all()) shown.insert(i.id, i.externalId);
    return shown;
}

QList<ActionLogEntry> ActionLogReport::entries(const QString &item, qint64 person)
{
    const QHash<qint64, QString> labels = shownItems();
    const QHash<qint64, QList<ActionEvent>> logs = byAssignment(m_project);
    QHash<qint64, QList<Assignment>> assignments;
    for (const Assignment &a : m_project.assignments().all()) assignments[a.itemId] << a;
    QList<ActionLogEntry> entries;
    for (const Item &i : m_project.items().all()) {
        const QString shown = labels.value(i.id);
        if (shown.isEmpty() || (!item.isEmpty() && item != shown)) continue;
        for (const Assignment &a : assignments.value(i.id)) {
            if (!mayRead(a.annotatorId) || (person != 0 && a.annotatorId != person)) continue;
            for (const ActionEvent &event : logs.value(a.id)) entries << ActionLogEntry{shown, a.annotatorId, event};
        }
    }
    return entries;
}

QList<FastWork> ActionLogReport::fast(double threshold)
{
    const QHash<qint64, QString> labels = shownItems();
    const QHash<qint64, QList<ActionEvent>> logs = byAssignment(m_project);
    QHash<qint64, QList<Assignment>> assignments;
    for (const Assignment &a : m_project.assignments().all()) assignments[a.itemId] << a;
    QList<FastWork> flagged;
    for (const Item &i : m_project.items().all()) {
        if (!labels.contains(i.id)) continue;
        const qsizetype words = tokenize(i.generation).size();
        for (const Assignment &a : assignments.value(i.id)) {
            if (!mayRead(a.annotatorId)) continue;
            const double pace = secondsPerWord(logs.value(a.id), words);
            if (pace >= 0 && pace < threshold) flagged << FastWork{labels.value(i.id), a.annotatorId, words, pace};
        }
    }
    return flagged;
}

double ActionLogReport::threshold(Project &project)
{
    bool ok = false;
    const double set = project.settings().value(SettingKey::FastSecondsPerWord, QString()).toDouble(&ok);
    return ok && set >= 0 ? set : DefaultFastSecondsPerWord;
}

bool ActionLogReport::setThreshold(Project &project, double secondsPerWord, qint64 actorId, QString *error)
{
    if (!(secondsPerWord >= 0) || !std::isfinite(secondsPerWord)) {
        *error = tr("The threshold is a number of seconds per word, 0 or more.");
        return false;
    }
    SettingsRepository settings = project.settings();
    if (settings.setProjectOption(QString(SettingKey::FastSecondsPerWord), QString::number(secondsPerWord), actorId)) {
        return true;
    }
    *error = settings.lastError();
    return false;
}

} // namespace Errata
