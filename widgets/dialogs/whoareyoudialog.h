// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QDialog>

class QComboBox;
class QListWidget;

namespace Errata {

// "Who are you?": picks the person of the project this session acts as, and the role when the
// person has several. Errata has no passwords: this is about showing the right work, not security.
class WhoAreYouDialog final : public QDialog
{
    Q_OBJECT
public:
    WhoAreYouDialog(const QList<Person> &people, qint64 currentPersonId, QWidget *parent = nullptr);

    qint64 personId() const;
    Role role() const;

private:
    void updateRoles();

    QList<Person> m_people;
    QListWidget *m_list = nullptr;
    QComboBox *m_roles = nullptr;
};

} // namespace Errata
