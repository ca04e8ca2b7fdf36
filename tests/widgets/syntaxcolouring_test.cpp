// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Markdown and code items coloured by KSyntaxHighlighting under the span tints. The expected colours are
// read by hand from KSyntaxHighlighting's data files, not from Errata's output: the Breeze Light theme
// (Normal #1f1c1b, Keyword #1f1c1b bold, Function #644a9b, String #bf0303, Comment #898887), python.xml ("def" is a
// Definition Keyword, dsKeyword) and markdown.xml (Header H1 is dsFunction, bold).
#include "widgets/textview/spantextview.h"
#include "widgets/textview/syntaxcolouring.h"

#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

const QColor SpanColour(u"#44AA99"_s);

SpanVisual visual(qsizetype begin, qsizetype end)
{
    SpanVisual span;
    span.range = {begin, end, TextSide::Generation};
    span.color = SpanColour;
    span.severityLevel = 2;
    return span;
}

// What QTextLayout draws a character with: every range covering it, merged in order (later wins).
QTextCharFormat formatAt(const SpanTextView &view, qsizetype offset, TextSide side = TextSide::Generation)
{
    QTextCharFormat merged;
    for (const QTextLayout::FormatRange &range : view.layoutFormats(side)) {
        if (offset >= range.start && offset < range.start + range.length) {
            merged.merge(range.format);
        }
    }
    return merged;
}

QString colourName(const QTextCharFormat &format)
{
    return format.hasProperty(QTextFormat::ForegroundBrush) ? format.foreground().color().name() : u"(none)"_s;
}

} // namespace

class SyntaxColouringTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { delete m_view; }
    void pythonKeywordsStringsAndCommentsUnderSpans();
    void markdownHeadingAndStrongText();
    void plainItemsAndUnknownLanguagesStayUncoloured();
    void newlinesStartNewLines();
    void darkPaletteTakesTheDarkTheme();
    void aboutSaysWhichHighlighter();

private:
    SpanTextView *m_view = nullptr;
};

void SyntaxColouringTest::init()
{
    m_view = new SpanTextView;
    m_view->resize(640, 300);
}

void SyntaxColouringTest::pythonKeywordsStringsAndCommentsUnderSpans()
{
    if (!SyntaxColouring::isAvailable()) {
        QSKIP("Built without KSyntaxHighlighting (Debian 12): text is not coloured; the Debian 13 CI leg runs this");
    }
    //                           0         1         2         3         4
    //                           0123456789012345678901234567890123456789012345
    const QString code = u"def area(r):\n    return 3.14 * r * r  # circle\nname = \"disc\"\n"_s;
    m_view->setTextFormat(TextFormat::Code, u"Python"_s);
    m_view->setTexts(u"Write a function for the area of a circle."_s, code);
    m_view->setSpans({visual(0, 8)}); // "def area": a span over a keyword and a name
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));

    const QTextCharFormat def = formatAt(*m_view, 1);
    QCOMPARE(def.fontWeight(), int(QFont::Bold));
    // Breeze Light draws keywords in its normal text colour, so only the weight changes: the palette's
    // text colour stays (KSyntaxHighlighting reports no text colour of its own for them).
    QCOMPARE(colourName(def), u"(none)"_s);
    // The span's tint lies on the same characters: the syntax colour is underneath, not replaced.
    QVERIFY(def.hasProperty(QTextFormat::BackgroundBrush));
    QCOMPARE(def.background().color().rgb(), SpanColour.rgb());
    const qsizetype comment = code.indexOf(u"# circle"_s);
    QCOMPARE(colourName(formatAt(*m_view, comment + 3)), u"#898887"_s);
    const qsizetype string = code.indexOf(u"\"disc\""_s);
    QCOMPARE(colourName(formatAt(*m_view, string + 2)), u"#bf0303"_s);
    // "name" is plain text in Python: it keeps the palette's colour and weight.
    QCOMPARE(colourName(formatAt(*m_view, code.indexOf(u"name"_s))), u"(none)"_s);
    // The prompt is a person's instruction, never coloured as code.
    QCOMPARE(colourName(formatAt(*m_view, 0, TextSide::Prompt)), u"(none)"_s);
    TestHelpers::saveScreenshot(m_view, u"syntax-python.png"_s);
}

void SyntaxColouringTest::markdownHeadingAndStrongText()
{
    if (!SyntaxColouring::isAvailable()) {
        QSKIP("Built without KSyntaxHighlighting (Debian 12): text is not coloured; the Debian 13 CI leg runs this");
    }
    const QString markdown = u"# Findings\n\nThe **result** is wrong, 见表 2.\n"_s;
    m_view->setTextFormat(TextFormat::Markdown);
    m_view->setTexts(QString(), markdown);
    m_view->setSpans({visual(markdown.indexOf(u"result"_s), markdown.indexOf(u" is"_s))});
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));

    const QTextCharFormat heading = formatAt(*m_view, 4); // "Findings"
    QCOMPARE(colourName(heading), u"#644a9b"_s);
    QCOMPARE(heading.fontWeight(), int(QFont::Bold));
    const QTextCharFormat strong = formatAt(*m_view, markdown.indexOf(u"result"_s) + 1);
    QCOMPARE(strong.fontWeight(), int(QFont::Bold));
    QCOMPARE(strong.background().color().rgb(), SpanColour.rgb());
    const QTextCharFormat plain = formatAt(*m_view, markdown.indexOf(u"wrong"_s));
    QCOMPARE(colourName(plain), u"(none)"_s);
    QVERIFY(plain.fontWeight() != int(QFont::Bold));
    TestHelpers::saveScreenshot(m_view, u"syntax-markdown.png"_s);
}

void SyntaxColouringTest::plainItemsAndUnknownLanguagesStayUncoloured()
{
    const QString text = u"# not a heading\ndef not_code():\n"_s;
    m_view->setTexts(QString(), text);
    m_view->setSpans({visual(2, 5)});
    QCOMPARE(m_view->layoutFormats(TextSide::Generation).size(), 1); // only the span's tint
    m_view->setTextFormat(TextFormat::Code, u"NoSuchLanguage"_s);
    QCOMPARE(m_view->layoutFormats(TextSide::Generation).size(), 1);
    QCOMPARE(colourName(formatAt(*m_view, 3)), u"(none)"_s);
    // Going back from a coloured format to plain removes the colours again.
    m_view->setTextFormat(TextFormat::Markdown);
    const qsizetype coloured = m_view->layoutFormats(TextSide::Generation).size();
    QCOMPARE(coloured > 1, SyntaxColouring::isAvailable());
    m_view->setTextFormat(TextFormat::Plain);
    QCOMPARE(m_view->layoutFormats(TextSide::Generation).size(), 1);
}

void SyntaxColouringTest::newlinesStartNewLines()
{
    // Code is unreadable on one line: each "\n" starts a new line, and offsets still index the stored text.
    const QString code = u"def f():\n    return 1\n"_s;
    m_view->setTextFormat(TextFormat::Code, u"Python"_s);
    m_view->setTexts(QString(), code);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    const QPoint def = m_view->pointForOffset(0);
    const QPoint ret = m_view->pointForOffset(code.indexOf(u"return"_s));
    QVERIFY2(ret.y() > def.y(), qPrintable(u"%1 vs %2"_s.arg(ret.y()).arg(def.y())));
    QCOMPARE(m_view->characterAt(QPointF(ret)), code.indexOf(u"return"_s));
}

void SyntaxColouringTest::darkPaletteTakesTheDarkTheme()
{
    if (!SyntaxColouring::isAvailable()) {
        QSKIP("Built without KSyntaxHighlighting (Debian 12): text is not coloured; the Debian 13 CI leg runs this");
    }
    const QString code = u"x = 1  # one\n"_s;
    m_view->setTextFormat(TextFormat::Code, u"python"_s); // importers store names in any case
    m_view->setTexts(QString(), code);
    const QColor light = formatAt(*m_view, 9).foreground().color();
    QCOMPARE(light.name(), u"#898887"_s);
    QPalette dark = m_view->palette();
    dark.setColor(QPalette::Base, QColor(u"#1b1e20"_s));
    dark.setColor(QPalette::Text, QColor(u"#fcfcfc"_s));
    m_view->setPalette(dark);
    const QColor onDark = formatAt(*m_view, 9).foreground().color();
    QVERIFY2(onDark != light, qPrintable(onDark.name()));
    // Readable: the comment colour is clearly lighter than the dark background.
    QVERIFY2(onDark.lightness() > QColor(u"#1b1e20"_s).lightness() + 60, qPrintable(onDark.name()));
}

void SyntaxColouringTest::aboutSaysWhichHighlighter()
{
    const QString about = SyntaxColouring::aboutText();
    QVERIFY(!about.isEmpty());
    QCOMPARE(about.contains(u"without"_s, Qt::CaseInsensitive), !SyntaxColouring::isAvailable());
}

QTEST_MAIN(SyntaxColouringTest)
#include "syntaxcolouring_test.moc"
