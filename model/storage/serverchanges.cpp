// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/serverchanges.h"

#include "model/storage/database.h"

#include <QPointer>
#include <QSqlDriver>

using namespace Qt::StringLiterals;

namespace Errata {

ServerChanges::ServerChanges(Database &database, QObject *parent)
    : QObject(parent)
{
    if (database.backend() != Backend::Postgres) return;
    QSqlDriver *driver = database.connection().driver();
    m_listening = driver->subscribeToNotification(QString::fromLatin1(Channel));
    // A reconnected session (Database::reconnectAfterLoss) listens to nothing until told again.
    database.whenReconnected([self = QPointer<ServerChanges>(this), driver] {
        if (self) self->m_listening = driver->subscribeToNotification(QString::fromLatin1(Channel));
    });
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource, const QVariant &payload) {
                onNotification(name, payload);
            });
}

// Nothing to undo: the subscription ends with the connection, and the project (with its connection) may
// already be gone when this object is.
ServerChanges::~ServerChanges() = default;

// "assignment 3,17,42" names the items; "assignment *" says that too many changed at once.
void ServerChanges::onNotification(const QString &name, const QVariant &payload)
{
    if (name != QLatin1StringView(Channel)) return;
    const QString text = payload.toString();
    if (!text.startsWith(u"assignment "_s)) return;
    QList<qint64> items;
    for (const QStringView id : QStringView(text).mid(11).split(u',')) {
        bool ok = false;
        const qint64 item = id.toLongLong(&ok);
        if (ok) items << item;
    }
    emit assignmentsChanged(items);
}

} // namespace Errata
