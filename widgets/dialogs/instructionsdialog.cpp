// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/instructionsdialog.h"

#include "model/storage/settingsrepository.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Loads nothing. QTextDocument's own fallback reads any local path an image names, whole, into memory:
// <img src="/dev/zero"> ended the window with std::bad_alloc, and file: or relative images showed local
// files. Returning nothing here (and never calling the base) leaves only the broken-image placeholder.
class NoResourceDocument final : public QTextDocument
{
public:
    using QTextDocument::QTextDocument;

protected:
    QVariant loadResource(int, const QUrl &) override { return {}; }
};

} // namespace

InstructionsDialog::InstructionsDialog(const QString &title, const QString &markdown, QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
    , m_cutNote(new QLabel(this))
{
    setWindowTitle(tr("Instructions — %1").arg(title));
    const bool cut = render(m_browser, markdown);
    m_browser->setAccessibleName(tr("Project instructions"));
    m_cutNote->setTextFormat(Qt::PlainText);
    m_cutNote->setWordWrap(true);
    m_cutNote->setText(tr("These instructions are longer than %1 characters; only the first %1 are shown.")
                           .arg(QLocale().toString(qsizetype(SettingLimit::InstructionsChars))));
    m_cutNote->setVisible(cut);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_cutNote);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 560);
}

bool InstructionsDialog::render(QTextBrowser *browser, const QString &markdown)
{
    if (!dynamic_cast<NoResourceDocument *>(browser->document())) {
        browser->setDocument(new NoResourceDocument(browser));
        // Not QTextBrowser's own navigation: it would open file: links in place (reading the file).
        browser->setOpenLinks(false);
        browser->setOpenExternalLinks(false);
        QObject::connect(browser, &QTextBrowser::anchorClicked, browser, [](const QUrl &url) {
            if (opensLink(url)) QDesktopServices::openUrl(url);
        });
    }
    const qsizetype limit = SettingLimit::InstructionsChars;
    qsizetype shown = std::min(markdown.size(), limit);
    if (shown < markdown.size() && markdown.at(shown).isLowSurrogate()) --shown; // never half a character
    // No HTML: an unclosed <img or <!-- would hide the rest of the page, and tags are what load things.
    browser->document()->setMarkdown(
        markdown.left(shown),
        QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    return shown < markdown.size();
}

bool InstructionsDialog::opensLink(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == "https"_L1 || scheme == "http"_L1 || scheme == "mailto"_L1);
}

} // namespace Errata
