// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLineEdit;

namespace Errata {

// A team server asked for a password (docs/server.md): who signs in where, the server's own words,
// and a masked field. The address is shown as text only (an "&" in it is not a mnemonic), and the
// server's refusal wraps instead of widening the dialog to the length of a socket path.
class PasswordDialog final : public QDialog
{
    Q_OBJECT
public:
    // `who` names the role, the database and the host; `headline` says in Errata's words what happened
    // (asked for one, or the last one refused), `reason` in the server's.
    PasswordDialog(const QString &who, const QString &headline, const QString &reason, QWidget *parent = nullptr);

    QString password() const;
    void setPassword(const QString &password); // for tests

private:
    QLineEdit *m_password;
};

} // namespace Errata
