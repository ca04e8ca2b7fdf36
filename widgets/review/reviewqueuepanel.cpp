// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/reviewqueuepanel.h"

#include "widgets/common/plaintext.h"
#include "model/itemmodels/reviewqueuemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStackedLayout>
#include <QTableView>
#include <QVBoxLayout>

namespace Errata {

ReviewQueuePanel::ReviewQueuePanel(ReviewQueueModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_filter(new QSortFilterProxyModel(this))
    , m_annotator(new QComboBox(this))
    , m_view(new QTableView(this))
    , m_claim(new QPushButton(tr("&Claim for Review"), this))
    , m_empty(new QLabel(tr("Nothing is waiting for review."), this))
{
    m_filter->setSourceModel(model);
    m_filter->setFilterKeyColumn(ReviewQueueModel::AnnotatorColumn);
    m_annotator->setAccessibleName(tr("Filter by annotator"));
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAccessibleName(tr("Review queue"));
    PlainText::installToolTipGuard(m_view); // item ids and people's names
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setTextFormat(Qt::PlainText);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Annotator:"), this));
    bar->addWidget(m_annotator);
    bar->addStretch();
    bar->addWidget(m_claim);
    auto *stack = new QStackedLayout;
    stack->addWidget(m_view);
    stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(stack);

    const auto showEmpty = [this, stack] {
        stack->setCurrentWidget(m_filter->rowCount() == 0 ? static_cast<QWidget *>(m_empty) : m_view);
        updateButton();
    };
    connect(m_filter, &QAbstractItemModel::modelReset, this, showEmpty);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, showEmpty);
    connect(m_annotator, &QComboBox::currentIndexChanged, this, [this, showEmpty] {
        const QString name = m_annotator->currentData().toString();
        m_filter->setFilterRegularExpression(name.isEmpty() ? QString()
                                                            : QStringLiteral("^%1$").arg(QRegularExpression::escape(name)));
        showEmpty();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &index) {
        updateButton();
        if (index.isValid()) emit itemSelected(index.data(ReviewQueueModel::ItemIdRole).toLongLong());
    });
    connect(m_claim, &QPushButton::clicked, this, [this] {
        if (const qint64 id = currentAssignment()) emit claimRequested(id);
    });
    refreshFilter();
    showEmpty();
}

int ReviewQueuePanel::visibleCount() const
{
    return m_filter->rowCount();
}

void ReviewQueuePanel::refreshFilter()
{
    const QString current = m_annotator->currentData().toString();
    QStringList names;
    for (int i = 0; i < m_model->rowCount(); ++i) names << m_model->row(i)->annotator;
    names.removeDuplicates();
    names.sort(Qt::CaseInsensitive);
    const QSignalBlocker blocker(m_annotator);
    m_annotator->clear();
    m_annotator->addItem(tr("Everyone"), QString());
    for (const QString &name : std::as_const(names)) m_annotator->addItem(name, name);
    m_annotator->setCurrentIndex(std::max(0, m_annotator->findData(current)));
    m_view->resizeColumnsToContents();
}

qint64 ReviewQueuePanel::currentAssignment() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? index.data(ReviewQueueModel::AssignmentIdRole).toLongLong() : 0;
}

// Claim is for rows nobody has claimed yet.
void ReviewQueuePanel::updateButton()
{
    const QModelIndex index = m_view->currentIndex();
    const ReviewQueueRow *row = index.isValid() ? m_model->row(m_filter->mapToSource(index).row()) : nullptr;
    m_claim->setEnabled(row && row->state == AssignmentState::Submitted);
}

} // namespace Errata
