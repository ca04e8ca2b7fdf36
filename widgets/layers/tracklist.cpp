// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/layers/tracklist.h"

#include "widgets/common/swatchicon.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Errata {

TrackList::TrackList(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_up(new QPushButton(tr("Move &Up"), this))
    , m_down(new QPushButton(tr("Mov&e Down"), this))
    , m_fold(new QPushButton(tr("Fol&d"), this))
{
    m_list->setAccessibleName(tr("Annotators shown"));
    m_list->setToolTip(tr("Check to show a layer; double-click to show it alone; drag to reorder the tracks"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_fold->setToolTip(tr("Keep the track as a thin band without its spans (or click its name beside the text)"));
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *button : {m_up, m_down, m_fold}) {
        button->setAutoDefault(false);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *entry) {
        if (!m_updating) {
            emit visibilityChanged(entry->data(Qt::UserRole).toLongLong(), entry->checkState() == Qt::Checked);
        }
    });
    connect(m_list, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem *entry) { emit soloRequested(entry->data(Qt::UserRole).toLongLong()); });
    // A drag inside the list reorders its rows; the tracks follow once the drop has settled.
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, [this] {
        if (!m_updating) emit orderChanged(order());
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &TrackList::updateButtons);
    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(m_fold, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *entry = m_list->currentItem()) emit foldToggled(entry->data(Qt::UserRole).toLongLong());
    });
    updateButtons();
}

QString TrackList::label(const Entry &entry, bool folded) const
{
    const QString count = entry.spans == 1 ? tr("1 span") : tr("%1 spans").arg(entry.spans);
    return folded ? tr("%1 (%2, folded)").arg(entry.name, count) : tr("%1 (%2)").arg(entry.name, count);
}

void TrackList::setEntries(const QList<Entry> &entries, const QSet<qint64> &hidden, const QSet<qint64> &folded)
{
    m_updating = true;
    const qint64 current = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toLongLong() : 0;
    m_entries = entries;
    m_folded = folded;
    m_list->clear();
    for (const Entry &entry : entries) {
        auto *row = new QListWidgetItem(swatchIcon(entry.color), label(entry, folded.contains(entry.id)), m_list);
        row->setData(Qt::UserRole, entry.id);
        row->setFlags(row->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled);
        row->setCheckState(hidden.contains(entry.id) ? Qt::Unchecked : Qt::Checked);
        if (entry.id == current) m_list->setCurrentItem(row);
    }
    m_updating = false;
    updateButtons();
}

void TrackList::setHidden(const QSet<qint64> &hidden)
{
    m_updating = true;
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *entry = m_list->item(row);
        entry->setCheckState(hidden.contains(entry->data(Qt::UserRole).toLongLong()) ? Qt::Unchecked : Qt::Checked);
    }
    m_updating = false;
}

QList<qint64> TrackList::order() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_list->count(); ++row) {
        ids << m_list->item(row)->data(Qt::UserRole).toLongLong();
    }
    return ids;
}

void TrackList::moveCurrent(int step)
{
    const int from = m_list->currentRow();
    const int to = from + step;
    if (from < 0 || to < 0 || to >= m_list->count()) {
        return;
    }
    m_updating = true;
    QListWidgetItem *entry = m_list->takeItem(from);
    m_list->insertItem(to, entry);
    m_list->setCurrentRow(to);
    m_updating = false;
    updateButtons();
    emit orderChanged(order());
}

void TrackList::updateButtons()
{
    const int row = m_list->currentRow();
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
    m_fold->setEnabled(row >= 0);
    const bool folded = row >= 0 && m_folded.contains(m_list->item(row)->data(Qt::UserRole).toLongLong());
    m_fold->setText(folded ? tr("Unfol&d") : tr("Fol&d"));
}

} // namespace Errata
