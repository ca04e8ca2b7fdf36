// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QAbstractButton;
class QAction;
class QMenu;
class QObject;
class QTabWidget;
class QWidget;

namespace Errata::Retranslate {

// Switching the language without a restart: these set a text translated now and remember its
// source (mark it with QT_TR_NOOP so lupdate sees it) so apply() can translate it again when a
// QEvent::LanguageChange arrives. `context` is the class the string belongs to, as lupdate names it.
QAction *text(QAction *action, const char *context, const char *source);
QMenu *title(QMenu *menu, const char *context, const char *source);
void tabText(QTabWidget *tabs, QWidget *page, const char *context, const char *source);
void windowTitle(QWidget *widget, const char *context, const char *source);
void buttonText(QAbstractButton *button, const char *context, const char *source);

// Translates every remembered text under root (root included) into the current language.
void apply(QObject *root);

} // namespace Errata::Retranslate
