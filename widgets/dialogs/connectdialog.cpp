// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/connectdialog.h"

#include "model/storage/serverdialect.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QValidator>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace Errata {
namespace {

// Runs before the line edit takes a change in (a key, a paste, a completion): what it lets in has no
// password, so none is ever drawn, announced or handed on in a signal.
class WithoutPassword final : public QValidator
{
public:
    using Taken = std::function<void(const ServerDialect::TypedAddress &)>;
    WithoutPassword(Taken taken, std::function<void(bool)> mask, QObject *parent)
        : QValidator(parent)
        , m_taken(std::move(taken))
        , m_mask(std::move(mask))
    {
    }
    State validate(QString &input, int &position) const override
    {
        const ServerDialect::TypedAddress split = ServerDialect::takePassword(input);
        m_mask(split.undecided); // before the text is drawn: "ann:1" may be a password's start
        if (split.address != input) {
            input = split.address;
            position = std::min(position, int(input.size()));
            m_taken(split);
        }
        return Acceptable;
    }

private:
    Taken m_taken;
    std::function<void(bool)> m_mask;
};

} // namespace

ConnectDialog::ConnectDialog(const QStringList &recent, QWidget *parent)
    : QDialog(parent)
    , m_address(new QComboBox(this))
    , m_password(new QLineEdit(this))
    , m_note(new QLabel(this))
{
    setWindowTitle(tr("Connect to Server"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The project's address, as postgresql://you@host:port/database. You sign in as "
                                "your own PostgreSQL role. If the server asks for a password, give it below, or "
                                "Errata asks you for it (or give it in ~/.pgpass)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_address->setEditable(true);
    m_address->setInsertPolicy(QComboBox::NoInsert);
    m_address->addItems(recent);
    m_address->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_address->setMinimumContentsLength(40);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setInputMethodHints(Qt::ImhSensitiveData | Qt::ImhNoPredictiveText | Qt::ImhHiddenText);
    auto *form = new QFormLayout;
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Password:"), m_password);
    layout->addLayout(form);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->hide();
    layout->addWidget(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    const auto mask = [this](bool undecided) {
        m_address->lineEdit()->setEchoMode(undecided ? QLineEdit::Password : QLineEdit::Normal);
    };
    m_address->setValidator(new WithoutPassword([this](const auto &split) { passwordTaken(split); }, mask, this));
    setMinimumWidth(480);
    m_address->setFocus();
}

QString ConnectDialog::address() const
{
    return m_address->currentText().trimmed();
}

QString ConnectDialog::password() const
{
    return m_password->text();
}

// A password being typed after "user:" goes on in the password field, where the typing continues.
void ConnectDialog::passwordTaken(const ServerDialect::TypedAddress &split)
{
    if (split.password.isEmpty()) return; // "user:@": only the colon was left over
    m_password->setText(split.partial ? m_password->text() + split.password : split.password);
    m_note->setText(tr("A password does not belong in the address: the address is shown here and kept among the "
                       "recent addresses. Errata moved it to the password field, which hides it."));
    m_note->show();
    QTimer::singleShot(0, this, [this] { resize(width(), std::max(height(), heightForWidth(width()))); });
    if (split.partial) QTimer::singleShot(0, m_password, qOverload<>(&QWidget::setFocus)); // after this key
}

} // namespace Errata
