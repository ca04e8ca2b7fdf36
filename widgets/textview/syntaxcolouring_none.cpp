// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SyntaxColouring when Errata is built without KSyntaxHighlighting: uncoloured text, and About says so.
#include "widgets/textview/syntaxcolouring.h"

#include <QCoreApplication>
#include <QPalette>

namespace Errata::SyntaxColouring {

bool isAvailable()
{
    return false;
}

QString aboutText()
{
    return QCoreApplication::translate("SyntaxColouring",
                                       "Built without KSyntaxHighlighting: Markdown, code and "
                                       "JSON are shown uncoloured.");
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QList<QTextLayout::FormatRange> formats(const QString &, TextFormat, const QString &, bool)
{
    return {};
}

QObject *highlightJson(QTextDocument *, bool)
{
    return nullptr;
}

} // namespace Errata::SyntaxColouring
