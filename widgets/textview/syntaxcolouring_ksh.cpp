// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SyntaxColouring with KSyntaxHighlighting (KF6): the definitions and themes Kate uses.
#include "widgets/textview/syntaxcolouring.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#include <ksyntaxhighlighting_version.h>

#include <QCoreApplication>
#include <QPalette>
#include <QTextDocument>

using namespace Qt::StringLiterals;
namespace KSH = KSyntaxHighlighting;

namespace Errata::SyntaxColouring {

namespace {

// Loading the definitions index reads hundreds of files: once per process.
KSH::Repository &repository()
{
    static KSH::Repository instance;
    return instance;
}

KSH::Theme theme(bool dark)
{
    return repository().defaultTheme(dark ? KSH::Repository::DarkTheme : KSH::Repository::LightTheme);
}

// Names as stored by importers vary in case ("python"); file names ("x.py") pick by extension.
KSH::Definition definitionFor(TextFormat format, const QString &language)
{
    if (format == TextFormat::Markdown) {
        return repository().definitionForName(u"Markdown"_s);
    }
    KSH::Definition definition = repository().definitionForName(language);
    if (definition.isValid()) {
        return definition;
    }
    const auto all = repository().definitions();
    for (const KSH::Definition &candidate : all) {
        if (candidate.name().compare(language, Qt::CaseInsensitive) == 0) {
            return candidate;
        }
    }
    return repository().definitionForFileName(language);
}

// Runs a definition over a whole text line by line and keeps each styled run as a format range.
class FormatCollector final : public KSH::AbstractHighlighter
{
public:
    QList<QTextLayout::FormatRange> run(const QString &text)
    {
        KSH::State state;
        qsizetype start = 0;
        while (start <= text.size()) {
            qsizetype end = text.indexOf(u'\n', start);
            if (end < 0) {
                end = text.size();
            }
            m_lineStart = start;
            state = highlightLine(QStringView(text).mid(start, end - start), state);
            start = end + 1;
        }
        return m_formats;
    }

protected:
    void applyFormat(int offset, int length, const KSH::Format &format) override
    {
        const KSH::Theme &t = theme();
        if (length <= 0 || format.isDefaultTextStyle(t)) {
            return;
        }
        // Backgrounds are left out on purpose: the span tints own the background.
        QTextCharFormat character;
        if (format.hasTextColor(t)) {
            character.setForeground(format.textColor(t));
        }
        if (format.isBold(t)) {
            character.setFontWeight(QFont::Bold);
        }
        character.setFontItalic(format.isItalic(t));
        character.setFontStrikeOut(format.isStrikeThrough(t));
        m_formats << QTextLayout::FormatRange{int(m_lineStart) + offset, length, character};
    }

private:
    qsizetype m_lineStart = 0;
    QList<QTextLayout::FormatRange> m_formats;
};

} // namespace

bool isAvailable()
{
    return true;
}

QString aboutText()
{
    return QCoreApplication::translate("SyntaxColouring", "Markdown, code and JSON coloured by KSyntaxHighlighting %1.")
        .arg(QStringLiteral(KSYNTAXHIGHLIGHTING_VERSION_STRING));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QList<QTextLayout::FormatRange> formats(const QString &text, TextFormat format, const QString &language, bool dark)
{
    if (format == TextFormat::Plain || text.isEmpty()) {
        return {};
    }
    const KSH::Definition definition = definitionFor(format, language);
    if (!definition.isValid()) {
        return {};
    }
    FormatCollector collector;
    collector.setDefinition(definition);
    collector.setTheme(theme(dark));
    return collector.run(text);
}

QObject *highlightJson(QTextDocument *document, bool dark)
{
    auto *highlighter = new KSH::SyntaxHighlighter(document);
    highlighter->setDefinition(repository().definitionForName(u"JSON"_s));
    highlighter->setTheme(theme(dark));
    return highlighter;
}

} // namespace Errata::SyntaxColouring
