// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/whoareyoudialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Errata {

WhoAreYouDialog::WhoAreYouDialog(const QList<Person> &people, qint64 currentPersonId, QWidget *parent,
                                 bool listEveryone)
    : QDialog(parent)
    , m_people(people)
{
    setWindowTitle(tr("Who are you?"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Choose yourself among the people of this project. Errata shows you the work of "
                                "your role and records your name on what you do."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *caveat = new QLabel(tr("A project file on your own disk cannot enforce roles: whoever can open it can "
                                 "act as anyone in it. A study that needs blindness enforced runs on a team "
                                 "server, where everyone signs in as themselves (docs/server.md)."),
                              this);
    caveat->setWordWrap(true);
    caveat->setObjectName(QStringLiteral("who-caveat"));
    layout->addWidget(caveat);

    m_list = new QListWidget(this);
    for (const Person &person : m_people) {
        if (!listEveryone && person.id != currentPersonId) continue;
        QStringList roles;
        for (Role role : {Role::Annotator, Role::Reviewer, Role::Coordinator}) {
            if (person.roles.testFlag(role)) {
                roles << WorkflowText::roleName(role);
            }
        }
        auto *entry = new QListWidgetItem(tr("%1 — %2").arg(person.name, roles.join(QStringLiteral(", "))), m_list);
        entry->setData(Qt::UserRole, person.id);
        if (person.id == currentPersonId) {
            m_list->setCurrentItem(entry);
        }
    }
    if (!m_list->currentItem() && m_list->count() > 0) {
        m_list->setCurrentRow(0);
    }
    layout->addWidget(m_list);

    auto *form = new QFormLayout;
    if (!listEveryone) {
        // Typing a name is no lock (see the caveat), but it is no list of names and no click either.
        m_typed = new QLineEdit(this);
        m_typed->setPlaceholderText(tr("Full name, as the coordinator entered it"));
        form->addRow(tr("Someone &else:"), m_typed);
        connect(m_typed, &QLineEdit::textChanged, this, &WhoAreYouDialog::updateRoles);
    }
    m_roles = new QComboBox(this);
    form->addRow(tr("Act as:"), m_roles);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_list->count() > 0 || m_typed);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &WhoAreYouDialog::updateRoles);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    updateRoles();
    m_list->setFocus(); // ↑ ↓ pick a person at once, Enter confirms
    resize(420, 380);
}

const Person *WhoAreYouDialog::chosen() const
{
    const QString typed = m_typed ? m_typed->text().trimmed() : QString();
    for (const Person &person : m_people) {
        if (typed.isEmpty()
                ? m_list->currentItem() && person.id == m_list->currentItem()->data(Qt::UserRole).toLongLong()
                : person.name == typed) {
            return &person;
        }
    }
    return nullptr;
}

qint64 WhoAreYouDialog::personId() const
{
    const Person *person = chosen();
    return person ? person->id : 0;
}

Role WhoAreYouDialog::role() const
{
    return Role(m_roles->currentData().toInt());
}

void WhoAreYouDialog::updateRoles()
{
    m_roles->clear();
    const Person *person = chosen();
    if (!person) return;
    for (Role role : {Role::Annotator, Role::Reviewer, Role::Coordinator}) {
        if (person->roles.testFlag(role)) {
            m_roles->addItem(WorkflowText::roleName(role), int(role));
        }
    }
}

} // namespace Errata
