// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Everything a window shows in words, for tests that assert what a person sees (or must not see).
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStringList>
#include <QTabBar>
#include <QTextEdit>
#include <QWidget>

namespace Errata::TestHelpers {

inline void modelTexts(const QAbstractItemModel *model, const QModelIndex &parent, int depth, QStringList *out)
{
    for (int c = 0; c < model->columnCount(parent); ++c) {
        out->append(model->headerData(c, Qt::Horizontal).toString());
    }
    for (int r = 0; r < model->rowCount(parent); ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex index = model->index(r, c, parent);
            out->append(index.data(Qt::DisplayRole).toString());
            out->append(index.data(Qt::ToolTipRole).toString());
            if (depth < 2 && c == 0 && model->hasChildren(index)) modelTexts(model, index, depth + 1, out);
        }
    }
}

// Labels, buttons, lists, tables, trees, tooltips, tab titles and text fields of the visible widgets.
inline QStringList shownTexts(QWidget *window)
{
    QStringList out{window->windowTitle()};
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisible()) continue;
        out << widget->toolTip() << widget->accessibleName();
        if (auto *label = qobject_cast<QLabel *>(widget)) out << label->text();
        if (auto *button = qobject_cast<QAbstractButton *>(widget)) out << button->text();
        if (auto *edit = qobject_cast<QLineEdit *>(widget)) out << edit->text() << edit->placeholderText();
        if (auto *box = qobject_cast<QGroupBox *>(widget)) out << box->title();
        if (auto *text = qobject_cast<QTextEdit *>(widget)) out << text->toPlainText();
        if (auto *text = qobject_cast<QPlainTextEdit *>(widget)) out << text->toPlainText();
        if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            for (int i = 0; i < combo->count(); ++i) out << combo->itemText(i);
        }
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) out << tabs->tabText(i) << tabs->tabToolTip(i);
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(widget); view && view->model()) {
            modelTexts(view->model(), QModelIndex(), 0, &out);
        }
    }
    return out;
}

} // namespace Errata::TestHelpers
