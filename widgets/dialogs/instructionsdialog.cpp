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
    m_browser->setDocument(new NoResourceDocument(m_browser));
    // Not QTextBrowser's own navigation: it would open file: links in place (reading the file).
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if (opensLink(url)) QDesktopServices::openUrl(url);
    });
    const qsizetype limit = SettingLimit::InstructionsChars;
    qsizetype shown = std::min(markdown.size(), limit);
    if (shown < markdown.size() && markdown.at(shown).isLowSurrogate()) --shown; // never half a character
    // No HTML: an unclosed <img or <!-- would hide the rest of the page, and tags are what load things.
    m_browser->document()->setMarkdown(
        markdown.left(shown),
        QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    m_browser->setAccessibleName(tr("Project instructions"));
    m_cutNote->setTextFormat(Qt::PlainText);
    m_cutNote->setWordWrap(true);
    m_cutNote->setText(tr("These instructions are longer than %1 characters; only the first %1 are shown.")
                           .arg(QLocale().toString(limit)));
    m_cutNote->setVisible(shown < markdown.size());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_cutNote);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 560);
}

bool InstructionsDialog::opensLink(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == "https"_L1 || scheme == "http"_L1 || scheme == "mailto"_L1);
}

} // namespace Errata
