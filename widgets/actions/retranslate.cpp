// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/actions/retranslate.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QTabWidget>

namespace Errata::Retranslate {
namespace {
constexpr const char *ContextProperty = "errataTrContext";
constexpr const char *SourceProperty = "errataTrSource";
constexpr const char *TabSourceProperty = "errataTrTab";

void remember(QObject *object, const char *property, const char *context, const char *source)
{
    object->setProperty(ContextProperty, QByteArray(context));
    object->setProperty(property, QByteArray(source));
}

QString translated(const QObject *object, const char *property)
{
    const QByteArray context = object->property(ContextProperty).toByteArray();
    const QByteArray source = object->property(property).toByteArray();
    return QCoreApplication::translate(context.constData(), source.constData());
}
} // namespace

QAction *text(QAction *action, const char *context, const char *source)
{
    remember(action, SourceProperty, context, source);
    action->setText(QCoreApplication::translate(context, source));
    return action;
}

QMenu *title(QMenu *menu, const char *context, const char *source)
{
    remember(menu, SourceProperty, context, source);
    menu->setTitle(QCoreApplication::translate(context, source));
    return menu;
}

void tabText(QTabWidget *tabs, QWidget *page, const char *context, const char *source)
{
    remember(page, TabSourceProperty, context, source);
    tabs->setTabText(tabs->indexOf(page), QCoreApplication::translate(context, source));
}

void windowTitle(QWidget *widget, const char *context, const char *source)
{
    remember(widget, SourceProperty, context, source);
    widget->setWindowTitle(QCoreApplication::translate(context, source));
}

void buttonText(QAbstractButton *button, const char *context, const char *source)
{
    remember(button, SourceProperty, context, source);
    button->setText(QCoreApplication::translate(context, source));
}

void apply(QObject *root)
{
    QList<QObject *> objects = root->findChildren<QObject *>();
    objects.prepend(root);
    for (QObject *object : std::as_const(objects)) {
        if (object->property(SourceProperty).isValid()) {
            const QString text = translated(object, SourceProperty);
            if (auto *action = qobject_cast<QAction *>(object)) {
                action->setText(text);
            } else if (auto *menu = qobject_cast<QMenu *>(object)) {
                menu->setTitle(text);
            } else if (auto *button = qobject_cast<QAbstractButton *>(object)) {
                button->setText(text);
            } else if (auto *widget = qobject_cast<QWidget *>(object)) {
                widget->setWindowTitle(text);
            }
        }
        if (object->property(TabSourceProperty).isValid()) {
            auto *page = qobject_cast<QWidget *>(object);
            // A QTabWidget's pages sit in its internal QStackedWidget.
            auto *tabs = page && page->parentWidget() ? qobject_cast<QTabWidget *>(page->parentWidget()->parentWidget())
                                                      : nullptr;
            if (tabs && tabs->indexOf(page) >= 0) {
                tabs->setTabText(tabs->indexOf(page), translated(page, TabSourceProperty));
            }
        }
    }
}

} // namespace Errata::Retranslate
