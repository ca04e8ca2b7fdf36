// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/whoareyoudialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Errata {

WhoAreYouDialog::WhoAreYouDialog(const QList<Person> &people, qint64 currentPersonId, QWidget *parent)
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

    m_list = new QListWidget(this);
    for (const Person &person : m_people) {
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
    m_roles = new QComboBox(this);
    form->addRow(tr("Act as:"), m_roles);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_list->count() > 0);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &WhoAreYouDialog::updateRoles);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    updateRoles();
    m_list->setFocus(); // ↑ ↓ pick a person at once, Enter confirms
    resize(420, 380);
}

qint64 WhoAreYouDialog::personId() const
{
    return m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toLongLong() : 0;
}

Role WhoAreYouDialog::role() const
{
    return Role(m_roles->currentData().toInt());
}

void WhoAreYouDialog::updateRoles()
{
    m_roles->clear();
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_people.size()) {
        return;
    }
    for (Role role : {Role::Annotator, Role::Reviewer, Role::Coordinator}) {
        if (m_people.at(row).roles.testFlag(role)) {
            m_roles->addItem(WorkflowText::roleName(role), int(role));
        }
    }
}

} // namespace Errata
