// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "serveractions.h"

#include "model/storage/serverconnection.h"
#include "model/storage/serverdialect.h"
#include "widgets/common/plaintext.h"
#include "widgets/dialogs/connectdialog.h"
#include "widgets/dialogs/passworddialog.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Errata::ServerActions {
namespace {

const QString RecentKey = u"server/recent"_s;
constexpr qsizetype RecentCount = 8;

QString tr(const char *text)
{
    return QCoreApplication::translate("Errata::ServerActions", text);
}

// A refusal that is not about a password (no such database, server down) is shown as it is, with
// the offer beside it: some sites answer a missing password in other words.
bool offerPassword(QWidget *parent, const QString &reason)
{
    QMessageBox box(QMessageBox::Warning, tr("Errata"), reason, QMessageBox::Close, parent);
    box.setTextFormat(Qt::PlainText);
    QPushButton *signIn = box.addButton(tr("Sign In with a &Password…"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Close);
    box.exec();
    return box.clickedButton() == signIn;
}

// "Sign in to the project study on dbhost as ann.": libpq's defaults where the address names none.
QString whoSignsIn(const QString &address)
{
    ServerDialect::ServerTarget target;
    QString error;
    if (!ServerDialect::parseUrl(address, &target, &error)) return ServerDialect::displayName(address);
    const QString user = target.user.isEmpty() ? qEnvironmentVariable("USER") : target.user;
    const bool local = target.host.isEmpty() || target.host.startsWith(u'/'); // a Unix socket's folder
    return local ? tr("Sign in to the project %1 on this computer as %2.").arg(target.database, user)
                 : tr("Sign in to the project %1 on %2 as %3.").arg(target.database, target.host, user);
}

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
    ConnectDialog dialog(choices, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.address().isEmpty()) return QString();
    // Given here, the password is kept in memory as the password dialog's is; the address never holds it.
    if (!dialog.password().isEmpty()) ServerConnection::rememberPassword(dialog.address(), dialog.password());
    return dialog.address();
}

bool askPassword(QWidget *parent, const QString &address, const QString &reason)
{
    const bool tried = ServerConnection::hasRememberedPassword(address);
    // With a password already given, a refusal about something else (no such database) is only shown.
    if (!ServerConnection::refusedForPassword(reason) && (tried || !offerPassword(parent, reason))) {
        if (tried) PlainText::warning(parent, tr("Errata"), reason);
        ServerConnection::rememberPassword(address, {});
        return false;
    }
    const QString headline = tried                     ? tr("The server did not accept that password. Try again.")
        : ServerConnection::refusedForPassword(reason) ? tr("The server asks for your password.")
                                                       : tr("Sign in with your password.");
    PasswordDialog dialog(whoSignsIn(address), headline, reason, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.password().isEmpty()) {
        ServerConnection::rememberPassword(address, {}); // a wrong one is not tried again
        return false;
    }
    ServerConnection::rememberPassword(address, dialog.password());
    return true;
}

} // namespace Errata::ServerActions
