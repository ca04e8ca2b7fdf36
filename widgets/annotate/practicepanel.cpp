// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/practicepanel.h"

#include "model/project/submissioncheck.h"
#include "model/domain/taxonomy.h"

#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString describe(const Span &span, const Item &item, const Taxonomy &taxonomy)
{
    const TaxonomyNode *node = taxonomy.node(span.typeKey);
    const QString type = node ? node->name.text() : span.typeKey;
    QString line = u"%1 — %2"_s.arg(SubmissionCheck::quote(span, item).toHtmlEscaped(), type.toHtmlEscaped());
    if (!span.rationale.trimmed().isEmpty()) line += u": <i>%1</i>"_s.arg(span.rationale.toHtmlEscaped());
    return line;
}

} // namespace

PracticePanel::PracticePanel(QWidget *parent)
    : QWidget(parent)
{
    auto *box = new QGroupBox(tr("Practice: the reference answer"), this);
    m_body = new QLabel(box);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The answer can be longer than the side of the window: it scrolls rather than squeezing the editor.
    auto *scroll = new QScrollArea(box);
    scroll->setWidget(m_body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumHeight(180);
    auto *inner = new QVBoxLayout(box);
    inner->addWidget(scroll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
    setAccessibleName(tr("Practice answer"));
    hide();
}

void PracticePanel::setAnswer(const std::optional<PracticeAnswer> &answer, const Item &item, const Taxonomy &taxonomy)
{
    setVisible(answer.has_value());
    if (!answer) {
        m_body->clear();
        return;
    }
    QStringList html;
    if (!answer->explanation.isEmpty()) html << u"<p>%1</p>"_s.arg(answer->explanation.toHtmlEscaped());
    const int found = int(std::count(answer->found.cbegin(), answer->found.cend(), true));
    if (answer->reference.isEmpty()) {
        html << u"<p>%1</p>"_s.arg(tr("The answer marks no error: this text is correct."));
    } else {
        html << u"<p><b>%1</b></p><ul>"_s.arg(
            tr("You found %1 of the %n error(s) in the answer.", nullptr, int(answer->reference.size())).arg(found));
        for (qsizetype i = 0; i < answer->reference.size(); ++i) {
            html << u"<li>%1 %2</li>"_s.arg(answer->found.at(i) ? tr("✓ found:") : tr("✗ missed:"),
                                            describe(answer->reference.at(i), item, taxonomy));
        }
        html << u"</ul>"_s;
    }
    if (!answer->extra.isEmpty()) {
        html << u"<p><b>%1</b></p><ul>"_s.arg(tr("Your spans that the answer does not have:"));
        for (const Span &span : answer->extra) html << u"<li>%1</li>"_s.arg(describe(span, item, taxonomy));
        html << u"</ul>"_s;
    }
    m_body->setText(html.join(QString()));
}

QString PracticePanel::text() const
{
    QTextDocument document;
    document.setHtml(m_body->text());
    return document.toPlainText();
}

} // namespace Errata
