// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "serveractions.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Errata::ServerActions {
namespace {

const QString RecentKey = u"server/recent"_s;
constexpr qsizetype RecentCount = 8;

} // namespace

QStringList recent(const QSettings &settings)
{
    return settings.value(RecentKey).toStringList();
}

void remember(QSettings &settings, const QString &address)
{
    QStringList list = recent(settings);
    list.removeAll(address);
    list.prepend(address);
    settings.setValue(RecentKey, list.mid(0, RecentCount));
}

QString askAddress(QWidget *parent, QSettings &settings)
{
    QStringList choices = recent(settings);
    if (choices.isEmpty()) choices << u"postgresql://"_s + qEnvironmentVariable("USER") + u"@localhost/study"_s;
    bool ok = false;
    const QString address = QInputDialog::getItem(
        parent, QCoreApplication::translate("Errata::ServerActions", "Connect to Server"),
        QCoreApplication::translate("Errata::ServerActions",
                                    "The project's address, as postgresql://you@host:port/database.\n"
                                    "You sign in as your own PostgreSQL role; the password comes from "
                                    "~/.pgpass or PGPASSWORD."),
        choices, 0, true, &ok);
    return ok ? address.trimmed() : QString();
}

} // namespace Errata::ServerActions
