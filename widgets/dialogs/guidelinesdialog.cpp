// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/guidelinesdialog.h"

#include "model/domain/taxonomy.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
QString escaped(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', u"<br>"_s);
}
} // namespace

GuidelinesDialog::GuidelinesDialog(const Taxonomy &taxonomy, const QString &language, QWidget *parent)
    : QDialog(parent)
    , m_taxonomy(taxonomy)
    , m_language(language)
    , m_types(new QListWidget(this))
    , m_text(new QTextBrowser(this))
{
    setWindowTitle(tr("Taxonomy Guidelines — %1").arg(taxonomy.name.text(language)));
    m_types->setAccessibleName(tr("Error types"));
    m_text->setAccessibleName(tr("Guidelines of the selected type"));
    m_text->setOpenLinks(false);
    for (const TaxonomyNode &node : taxonomy.nodes) {
        auto *item = new QListWidgetItem(node.name.text(language), m_types);
        item->setData(Qt::UserRole, node.key);
        if (node.level > 1) {
            item->setText(u"    "_s + item->text());
        } else {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    }
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_types);
    splitter->addWidget(m_text);
    splitter->setStretchFactor(1, 3);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    connect(m_types, &QListWidget::currentRowChanged, this, &GuidelinesDialog::showRow);
    resize(820, 520);
    showType(QString());
}

void GuidelinesDialog::showType(const QString &typeKey)
{
    int row = 0;
    for (int i = 0; i < m_types->count(); ++i) {
        if (m_types->item(i)->data(Qt::UserRole).toString() == typeKey) {
            row = i;
        }
    }
    m_types->setCurrentRow(row);
    showRow(row);
}

QString GuidelinesDialog::currentTypeKey() const
{
    const QListWidgetItem *item = m_types->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString GuidelinesDialog::guidelinesText() const
{
    return m_text->toPlainText();
}

void GuidelinesDialog::showRow(int row)
{
    const QListWidgetItem *item = m_types->item(row);
    m_text->setHtml(item ? typeHtml(m_taxonomy, item->data(Qt::UserRole).toString(), m_language) : QString());
}

QString GuidelinesDialog::typeHtml(const Taxonomy &taxonomy, const QString &typeKey, const QString &language)
{
    const TaxonomyNode *node = taxonomy.node(typeKey);
    if (!node) {
        return QString();
    }
    QString html = u"<h2>%1</h2>"_s.arg(escaped(node->name.text(language)));
    if (const TaxonomyNode *group = taxonomy.node(node->parentKey)) {
        html += u"<p>%1</p>"_s.arg(escaped(tr("In the group %1").arg(group->name.text(language))));
    }
    if (!node->shortcut.isEmpty()) {
        html += u"<p>%1</p>"_s.arg(escaped(tr("Key in the annotate view: %1").arg(node->shortcut)));
    }
    html += u"<h3>%1</h3><p>%2</p>"_s.arg(
        escaped(tr("Definition")),
        escaped(node->definition.isEmpty() ? tr("No definition given.") : node->definition.text(language)));
    if (!node->example.isEmpty()) {
        html += u"<h3>%1</h3><blockquote>%2</blockquote>"_s.arg(escaped(tr("Example")),
                                                                escaped(node->example.text(language)));
    }
    QStringList needs;
    if (node->requirements.rationale) {
        needs << tr("a rationale");
    }
    if (node->requirements.correction) {
        needs << tr("a correction");
    }
    if (node->requirements.link) {
        needs << tr("a link to the related span");
    }
    if (node->selectable) {
        html += u"<h3>%1</h3><p>%2</p>"_s.arg(
            escaped(tr("A span of this type needs")),
            escaped(needs.isEmpty() ? tr("a severity only") : tr("a severity and %1").arg(needs.join(tr(", ")))));
    } else {
        QStringList children;
        for (const QString &child : node->childKeys) {
            if (const TaxonomyNode *c = taxonomy.node(child)) {
                children << c->name.text(language);
            }
        }
        html += u"<h3>%1</h3><p>%2</p>"_s.arg(escaped(tr("Types in this group")), escaped(children.join(tr(", "))));
    }
    return html;
}

} // namespace Errata
