// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/items/itemlistpanel.h"

#include "widgets/common/plaintext.h"
#include "model/document/itemfilterproxy.h"
#include "model/document/itemlistmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

namespace Errata {

ItemListPanel::ItemListPanel(ItemListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new ItemFilterProxy(this))
{
    m_proxy->setSourceModel(m_model);

    m_state = new QComboBox(this);
    m_state->addItem(tr("Any state"), -1);
    for (int s = int(AssignmentState::New); s <= int(AssignmentState::Discarded); ++s) {
        m_state->addItem(WorkflowText::stateName(AssignmentState(s)), s);
    }
    m_state->setAccessibleName(tr("Filter by state"));
    m_annotator = new QComboBox(this);
    m_annotator->setAccessibleName(tr("Filter by annotator"));
    m_metadata = new QLineEdit(this);
    m_metadata->setPlaceholderText(tr("Filter: model, topic=science, …"));
    m_metadata->setClearButtonEnabled(true);
    m_metadata->setAccessibleName(tr("Filter by metadata"));
    m_count = new QLabel(this);

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    PlainText::installToolTipGuard(m_view); // ids and metadata come from imported corpora
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setTabKeyNavigation(false); // rows are picked with the arrows; Tab goes on to the next control
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ItemListModel::IdColumn, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ItemListModel::StatusColumn, QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(ItemListModel::TextColumn, QHeaderView::Stretch);
    m_view->viewport()->installEventFilter(this); // the Status column follows the dock's width
    // One line a row, all the same height: ResizeToContents measured every one of 100k rows.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->setAccessibleName(tr("Items"));

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_state);
    filters->addWidget(m_annotator);
    filters->addWidget(m_metadata, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_count);

    connect(m_state, &QComboBox::currentIndexChanged, this, &ItemListPanel::applyFilters);
    connect(m_annotator, &QComboBox::currentIndexChanged, this, &ItemListPanel::applyFilters);
    connect(m_metadata, &QLineEdit::textChanged, this, &ItemListPanel::applyFilters);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ItemListPanel::emitCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ItemListPanel::applyFilters);
    // Before the view paints rows it has not shown: sorted or filtered, they lie all over the corpus.
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &ItemListPanel::prefetchShown);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &ItemListPanel::prefetchShown);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ItemListPanel::prefetchShown);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ItemListPanel::prefetchShown);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ItemListPanel::prefetchShown);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &ItemListPanel::fitStatusColumn);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &ItemListPanel::fitStatusColumn);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &ItemListPanel::fitStatusColumn);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ItemListPanel::fitStatusColumn);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ItemListPanel::fitStatusColumn);
    applyFilters();
}

// The text of the rows in view, read in one query (ItemListModel reads by page of the corpus's order
// otherwise: some forty queries for a screen of rows sorted by topic).
void ItemListPanel::prefetchShown()
{
    const int count = m_proxy->rowCount();
    if (count == 0) return;
    const int first = std::max(0, m_view->rowAt(0));
    const int last = m_view->rowAt(m_view->viewport()->height() - 1);
    QList<int> rows;
    for (int row = first; row <= (last < 0 ? count - 1 : last) && rows.size() < 200; ++row) {
        rows << m_proxy->mapToSource(m_proxy->index(row, 0)).row();
    }
    m_model->prefetchPreviews(rows);
}

// The Status column as wide as its longest state in view, but never so wide that it pushes Model and Topic
// out of the dock: a reviewer's "6 New · 3 In progress · 1 Discarded" is elided there and whole in the
// cell's tooltip (issue 48). The other columns keep ResizeToContents, which measures as wanted() does.
void ItemListPanel::fitStatusColumn()
{
    QHeaderView *header = m_view->horizontalHeader();
    const QAbstractItemView *view = m_view; // sizeHintForColumn is public there, protected in QTableView
    const auto wanted = [&](int column) {
        return std::max(header->sectionSizeHint(column), view->sizeHintForColumn(column));
    };
    int others = 0;
    for (int column = 0; column < ItemListModel::TextColumn; ++column) {
        if (column != ItemListModel::StatusColumn && !m_view->isColumnHidden(column)) others += wanted(column);
    }
    // The generation keeps its header whole and its first words in view.
    const int text = std::max(header->sectionSizeHint(ItemListModel::TextColumn), 8 * fontMetrics().averageCharWidth());
    const int room = m_view->viewport()->width() - others - text;
    const int status = ItemListModel::StatusColumn;
    header->resizeSection(status, std::max(header->sectionSizeHint(status), std::min(wanted(status), room)));
}

bool ItemListPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) fitStatusColumn();
    return QWidget::eventFilter(watched, event);
}

void ItemListPanel::setPeople(const QList<Person> &people)
{
    const QSignalBlocker blocker(m_annotator);
    m_annotator->clear();
    m_annotator->addItem(tr("Any annotator"), qint64(0));
    for (const Person &person : people) {
        if (person.roles.testFlag(Role::Annotator)) {
            m_annotator->addItem(person.name, person.id);
        }
    }
    applyFilters();
}

void ItemListPanel::selectAnnotator(qint64 personId)
{
    const int index = m_annotator->findData(personId);
    m_annotator->setCurrentIndex(index < 0 ? 0 : index);
}

int ItemListPanel::visibleCount() const
{
    return m_proxy->rowCount();
}

void ItemListPanel::selectItem(qint64 itemId)
{
    const int sourceRow = m_model->rowOfItem(itemId);
    const QModelIndex index = sourceRow < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (index.isValid() && m_view->currentIndex().row() != index.row()) {
        m_view->setCurrentIndex(index);
    }
}

QList<qint64> ItemListPanel::visibleItemIds() const
{
    QList<qint64> ids;
    ids.reserve(m_proxy->rowCount());
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        ids << m_model->itemRow(m_proxy->mapToSource(m_proxy->index(row, 0)).row()).item.id;
    }
    return ids;
}

void ItemListPanel::applyFilters()
{
    const int state = m_state->currentData().toInt();
    const qint64 annotator = m_annotator->currentData().toLongLong();
    m_model->setFocusAnnotator(annotator);
    m_proxy->setFilters(state < 0 ? std::nullopt : std::optional(AssignmentState(state)), annotator,
                        m_metadata->text());
    m_count->setText(tr("%1 of %2 items").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
    if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0) {
        m_view->setCurrentIndex(m_proxy->index(0, 0));
    }
}

void ItemListPanel::emitCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid()) {
        emit itemSelected(current.data(ItemListModel::ItemIdRole).toLongLong());
    }
}

} // namespace Errata
