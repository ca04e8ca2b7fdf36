// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/annotatorchooser.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Errata {

AnnotatorChooser::AnnotatorChooser(const QList<std::pair<qint64, QString>> &people, const QSet<qint64> &chosen,
                                   QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Chosen Annotators"));
    auto *label = new QLabel(tr("Count the layers of these annotators:"), this);
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Annotators"));
    for (const auto &[id, name] : people) {
        auto *item = new QListWidgetItem(name, m_list);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(chosen.isEmpty() || chosen.contains(id) ? Qt::Checked : Qt::Unchecked);
    }
    label->setBuddy(m_list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // Counting nobody would give empty figures: OK needs at least one annotator.
    const auto update = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!this->chosen().isEmpty());
    };
    connect(m_list, &QListWidget::itemChanged, this, update);
    update();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
}

QSet<qint64> AnnotatorChooser::chosen() const
{
    QSet<qint64> result;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked) {
            result.insert(m_list->item(row)->data(Qt::UserRole).toLongLong());
        }
    }
    return result;
}

std::optional<QSet<qint64>> AnnotatorChooser::choose(QWidget *parent, const QList<std::pair<qint64, QString>> &people,
                                                     const QSet<qint64> &chosen)
{
    AnnotatorChooser dialog(people, chosen, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.chosen().isEmpty()) {
        return std::nullopt;
    }
    return dialog.chosen();
}

} // namespace Errata
