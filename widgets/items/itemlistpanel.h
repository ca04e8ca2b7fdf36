// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QLabel;
class QTableView;

namespace Errata {

class ItemListModel;
class ItemFilterProxy;

// The item list with its filter bar: workflow state, annotator, metadata text.
class ItemListPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ItemListPanel(ItemListModel *model, QWidget *parent = nullptr);

    void setPeople(const QList<Person> &people);
    void selectAnnotator(qint64 personId); // 0: everyone
    int visibleCount() const;
    void selectItem(qint64 itemId);
    QList<qint64> visibleItemIds() const; // in the order shown
    QTableView *view() const { return m_view; }

signals:
    void itemSelected(qint64 itemId);

private:
    void applyFilters();
    void emitCurrent();
    void prefetchShown();
    void fitStatusColumn();
    bool eventFilter(QObject *watched, QEvent *event) override;

    ItemListModel *m_model;
    ItemFilterProxy *m_proxy;
    QComboBox *m_state = nullptr;
    QComboBox *m_annotator = nullptr;
    QLineEdit *m_metadata = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace Errata
