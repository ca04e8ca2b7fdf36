// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

namespace Errata {

class Database;

// What other people change on a team server, as it happens (issue #21): the server announces every
// committed change of assignments (a submission, a claim, a return, an acceptance, a new plan) with
// LISTEN/NOTIFY, and open windows update the rows concerned without reopening. A file project has no
// such announcements; there this object stays silent.
class ServerChanges final : public QObject
{
    Q_OBJECT
public:
    // The channel the server's triggers announce on (ServerSecurity sets them up).
    static constexpr auto Channel = "errata_changed";

    explicit ServerChanges(Database &database, QObject *parent = nullptr);
    ~ServerChanges() override;
    bool isListening() const { return m_listening; }

signals:
    // The items whose assignments changed; empty when too many changed to name them all.
    void assignmentsChanged(const QList<qint64> &itemIds);

private:
    void onNotification(const QString &name, const QVariant &payload);
    bool m_listening = false;
};

} // namespace Errata
