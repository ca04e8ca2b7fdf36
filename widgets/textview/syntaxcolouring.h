// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QList>
#include <QString>
#include <QTextLayout>

class QObject;
class QPalette;
class QTextDocument;

namespace Errata::SyntaxColouring {

// The only door to KSyntaxHighlighting: Debian 12 has no KF6, so the build must work without it.
// Built without it (syntaxcolouring_none.cpp) every function answers "nothing to colour".

// Whether this build colours Markdown, code and JSON at all.
bool isAvailable();
// One line for Help ▸ About: which highlighter this build uses, or that it has none.
QString aboutText();
// A dark theme for a dark palette (judged by the background text is drawn on).
bool isDark(const QPalette &palette);

// The base character formats (colour, bold, italic) of a text: Markdown, or code in `language` (a
// KSyntaxHighlighting definition name such as "Python", or a file name such as "x.py"). Ranges are in
// UTF-16 code units; text in the theme's normal style gets no range, so it keeps the palette's colour.
// Empty for plain text, for a language the repository does not know, and without KSyntaxHighlighting.
QList<QTextLayout::FormatRange> formats(const QString &text, TextFormat format, const QString &language, bool dark);

// Colours a QTextDocument as JSON (taxonomy files, export previews) for as long as it lives.
// Returns the highlighter, owned by the document, or nullptr without KSyntaxHighlighting.
QObject *highlightJson(QTextDocument *document, bool dark);

} // namespace Errata::SyntaxColouring
