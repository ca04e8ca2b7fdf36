// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/serverdialect.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;

namespace Errata {

// File ▸ Connect to Server: the project's address (recent ones offered) and, if the server asks for
// one, a masked password field. A password typed or pasted into the address is taken out of it at once
// and put in the password field, with the reason: the address is shown on screen and kept among the
// recent addresses, where a password must never be (docs/server.md).
class ConnectDialog final : public QDialog
{
    Q_OBJECT
public:
    ConnectDialog(const QStringList &recent, QWidget *parent = nullptr);

    QString address() const;
    QString password() const;

private:
    void passwordTaken(const ServerDialect::TypedAddress &split);

    QComboBox *m_address;
    QLineEdit *m_password;
    QLabel *m_note;
};

} // namespace Errata
