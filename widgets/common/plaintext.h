// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAbstractItemView;
class QWidget;

namespace Errata::PlainText {

// Names, rationales, comments and item texts come from annotators and imported corpora. Qt guesses
// that a label, tooltip or message box holding "<b>…" or "<img src=…>" is HTML and renders it, so
// a name could load an image or show a link. These show such text exactly as it was typed.

// A tooltip for arbitrary text: escaped and wrapped, so Qt shows the characters, not the markup.
QString toolTip(const QString &text);

// An item view whose model's Qt::ToolTipRole holds user text: its tooltips are shown literally.
void installToolTipGuard(QAbstractItemView *view);

// Message boxes whose text may contain a name or a path: never interpreted as HTML.
void warning(QWidget *parent, const QString &title, const QString &text);
void information(QWidget *parent, const QString &title, const QString &text);

} // namespace Errata::PlainText
