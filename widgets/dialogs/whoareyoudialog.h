// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QListWidget;

namespace Errata {

// "Who are you?": picks the person of the project this session acts as, and the role when the
// person has several. A local file has no passwords and cannot enforce roles against its own user:
// the dialog says so, and points to the team server for studies that need enforcement.
// listEveryone false (Visibility::mayListEveryone(): an annotator of a blind or anonymous study):
// the list holds only the current person, and anyone else is named by typing, so the dialog shows
// nobody's name and offers no one-click way into a reviewer's or coordinator's view.
class WhoAreYouDialog final : public QDialog
{
    Q_OBJECT
public:
    WhoAreYouDialog(const QList<Person> &people, qint64 currentPersonId, QWidget *parent = nullptr,
                    bool listEveryone = true);

    qint64 personId() const;
    Role role() const;

private:
    void updateRoles();
    const Person *chosen() const;

    QList<Person> m_people;
    QListWidget *m_list = nullptr;
    QLineEdit *m_typed = nullptr; // without the list: a name typed in full
    QComboBox *m_roles = nullptr;
};

} // namespace Errata
