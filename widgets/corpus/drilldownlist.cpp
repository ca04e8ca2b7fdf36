// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/drilldownlist.h"

#include "model/domain/taxonomy.h"

#include <QAbstractTextDocumentLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

enum Column { ItemColumn, AnnotatorColumn, TypeColumn, SeverityColumn, SentenceColumn, RationaleColumn };

// Draws the sentence column's HTML (the span highlighted) instead of plain text.
class HtmlDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QString html = item.text;
        item.text.clear();
        item.widget->style()->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);
        QTextDocument document;
        document.setDefaultFont(item.font);
        document.setHtml(html);
        document.setTextWidth(item.rect.width());
        painter->save();
        painter->translate(item.rect.topLeft());
        painter->setClipRect(QRectF(0, 0, item.rect.width(), item.rect.height()));
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(
            QPalette::Text,
            item.palette.color(item.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
        document.documentLayout()->draw(painter, context);
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        QTextDocument document;
        document.setDefaultFont(item.font);
        document.setHtml(item.text);
        document.setTextWidth(420);
        return QSize(420, int(document.size().height()));
    }
};

} // namespace

DrillDownList::DrillDownList(QWidget *parent)
    : QWidget(parent)
{
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_tree = new QTreeWidget(this);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(false);
    m_tree->setWordWrap(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setHeaderLabels({tr("Item"), tr("Annotator"), tr("Type"), tr("Severity"), tr("Sentence"), tr("Rationale")});
    m_tree->setItemDelegateForColumn(SentenceColumn, new HtmlDelegate(m_tree));
    m_tree->setAccessibleName(tr("Spans behind the selected number"));
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(SentenceColumn, 420);
    m_open = new QPushButton(tr("Open in &Layer View"), this);
    m_open->setEnabled(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_open, 0, Qt::AlignRight);
    connect(m_open, &QPushButton::clicked, this, &DrillDownList::openCurrent);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, &DrillDownList::openCurrent);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] { m_open->setEnabled(m_tree->currentItem()); });
    clear(tr("Click a cell, bar or row to list the spans behind it."));
}

QString DrillDownList::highlighted(const DrillDownRow &row)
{
    const TextRange &s = row.sentence;
    const qsizetype begin = std::clamp(row.span.range.begin, s.begin, s.end);
    const qsizetype end = std::clamp(row.span.range.end, begin, s.end);
    const QString before = row.text.mid(s.begin, begin - s.begin).toHtmlEscaped();
    const QString inside = row.text.mid(begin, end - begin).toHtmlEscaped();
    const QString after = row.text.mid(end, s.end - end).toHtmlEscaped();
    // Underlined as well as tinted, so the mark does not depend on colour alone.
    return before + u"<span style=\"background-color:#fde725;color:#000;text-decoration:underline\">"_s
        + (inside.isEmpty() ? u"‸"_s : inside) + u"</span>"_s + after;
}

void DrillDownList::clear(const QString &message)
{
    m_rows.clear();
    m_tree->clear();
    m_title->setText(message);
    m_open->setEnabled(false);
}

void DrillDownList::setRows(const QString &title, const QList<DrillDownRow> &rows, int total, const Taxonomy *taxonomy)
{
    m_rows = rows;
    m_tree->clear();
    m_title->setText(total > rows.size() ? tr("%1 — the first %2 of %3 spans").arg(title).arg(rows.size()).arg(total)
                                         : tr("%1 — %n span(s)", nullptr, int(rows.size())).arg(title));
    for (const DrillDownRow &row : rows) {
        const TaxonomyNode *node = taxonomy ? taxonomy->node(row.span.typeKey) : nullptr;
        const Severity *severity = taxonomy ? taxonomy->severity(row.span.severityKey) : nullptr;
        auto *item = new QTreeWidgetItem(m_tree,
                                         {row.externalId, row.annotator,
                                          node ? node->name.text(QLocale().name()) : row.span.typeKey,
                                          severity ? severity->name.text(QLocale().name()) : row.span.severityKey,
                                          highlighted(row), row.span.rationale});
        item->setToolTip(SentenceColumn, row.text.mid(row.span.range.begin, row.span.range.length()));
    }
    if (m_tree->topLevelItemCount() > 0) {
        m_tree->setCurrentItem(m_tree->topLevelItem(0));
    }
}

void DrillDownList::openCurrent()
{
    const int row = m_tree->indexOfTopLevelItem(m_tree->currentItem());
    if (row >= 0 && row < m_rows.size()) {
        emit openItemRequested(m_rows[row].itemId);
    }
}

} // namespace Errata
