// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/passworddialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Errata {
namespace {

QLabel *wrappedLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PasswordDialog::PasswordDialog(const QString &who, const QString &headline, const QString &reason, QWidget *parent)
    : QDialog(parent)
    , m_password(new QLineEdit(this))
{
    setWindowTitle(tr("Sign In"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(wrappedLabel(who, this));
    layout->addWidget(wrappedLabel(headline, this));
    QLabel *why = wrappedLabel(reason, this);
    why->setForegroundRole(QPalette::PlaceholderText); // the server's words, beside ours
    layout->addWidget(why);
    auto *prompt = new QLabel(tr("&Password:"), this);
    prompt->setBuddy(m_password);
    layout->addWidget(prompt);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setInputMethodHints(Qt::ImhSensitiveData | Qt::ImhNoPredictiveText | Qt::ImhHiddenText);
    layout->addWidget(m_password);
    layout->addWidget(wrappedLabel(tr("Errata keeps it in memory until it quits and never writes it down."), this));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Sign In"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(420);
    setMaximumWidth(560);
    m_password->setFocus();
}

QString PasswordDialog::password() const
{
    return m_password->text();
}

void PasswordDialog::setPassword(const QString &password)
{
    m_password->setText(password);
}

} // namespace Errata
