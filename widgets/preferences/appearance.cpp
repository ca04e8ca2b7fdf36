// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/preferences/appearance.h"

#include <QApplication>
#include <QFont>
#include <QStyle>
#include <QStyleFactory>

namespace Errata::Appearance {
namespace {
struct Platform
{
    QPalette palette;
    QFont font;
    QString style;
};

const Platform &platform()
{
    static const Platform saved{QApplication::palette(), QApplication::font(),
                                QApplication::style() ? QApplication::style()->name() : QString()};
    return saved;
}

QPalette fixedPalette(bool dark)
{
    const QColor window = dark ? QColor(0x2B, 0x2B, 0x2B) : QColor(0xEF, 0xEF, 0xEF);
    const QColor base = dark ? QColor(0x1E, 0x1E, 0x1E) : QColor(0xFF, 0xFF, 0xFF);
    const QColor text = dark ? QColor(0xEE, 0xEE, 0xEE) : QColor(0x11, 0x11, 0x11);
    QPalette palette(window);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, dark ? QColor(0x33, 0x33, 0x33) : QColor(0xF4, 0xF4, 0xF4));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, dark ? QColor(0xAA, 0xAA, 0xAA) : QColor(0x59, 0x59, 0x59));
    palette.setColor(QPalette::Highlight, dark ? QColor(0x2A, 0x5F, 0x9E) : QColor(0x1F, 0x5F, 0xA8));
    palette.setColor(QPalette::HighlightedText, QColor(0xFF, 0xFF, 0xFF));
    palette.setColor(QPalette::Link, dark ? QColor(0x8C, 0xC4, 0xFF) : QColor(0x0B, 0x4F, 0x9C));
    palette.setColor(QPalette::Disabled, QPalette::Text, dark ? QColor(0x80, 0x80, 0x80) : QColor(0x80, 0x80, 0x80));
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return palette;
}
} // namespace

QPalette palette(Theme theme)
{
    return theme == Theme::System ? platform().palette : fixedPalette(theme == Theme::Dark);
}

void apply(Theme theme, int textPointSize)
{
    const Platform &saved = platform();
    // Fusion draws with the palette everywhere; some platform styles ignore a dark one.
    const QString style = theme == Theme::System ? saved.style : QStringLiteral("Fusion");
    if (!style.isEmpty() && QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0) {
        QApplication::setStyle(style);
    }
    QApplication::setPalette(palette(theme));
    QFont font = saved.font;
    if (textPointSize > 0) {
        font.setPointSize(textPointSize);
    }
    QApplication::setFont(font);
}

} // namespace Errata::Appearance
