// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/reviewqueuepanel.h"

#include "widgets/common/plaintext.h"
#include "model/document/reviewqueuemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QLineEdit>
#include <QStackedLayout>
#include <QTableView>
#include <QVBoxLayout>

namespace Errata {

ReviewQueuePanel::ReviewQueuePanel(ReviewQueueModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_filter(new ReviewQueueFilterModel(model, this))
    , m_annotator(new QComboBox(this))
    , m_round(new QComboBox(this))
    , m_metadata(new QLineEdit(this))
    , m_view(new QTableView(this))
    , m_claim(new QPushButton(tr("&Claim for Review"), this))
    , m_empty(new QLabel(tr("Nothing is waiting for review."), this))
    , m_agreement(new QLabel(this))
{
    m_agreement->setTextFormat(Qt::PlainText);
    m_agreement->hide();
    m_annotator->setAccessibleName(tr("Filter by annotator"));
    m_round->setAccessibleName(tr("Filter by submission"));
    m_metadata->setAccessibleName(tr("Filter by item metadata"));
    m_metadata->setPlaceholderText(tr("key=value, e.g. model=gpt2"));
    m_metadata->setClearButtonEnabled(true);
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setTabKeyNavigation(false); // arrows pick a row; Tab goes on to the next control
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAccessibleName(tr("Review queue"));
    // Oldest first, as the queue comes; a click on "Lowest confidence" puts the least sure first.
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ReviewQueueModel::SubmittedColumn, Qt::AscendingOrder);
    PlainText::installToolTipGuard(m_view); // item ids and people's names
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setWordWrap(true); // the reason it is empty can be a sentence

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Annotator:"), this));
    bar->addWidget(m_annotator);
    bar->addWidget(m_round);
    bar->addWidget(m_metadata, 1);
    bar->addStretch();
    bar->addWidget(m_claim);
    auto *stack = new QStackedLayout;
    stack->addWidget(m_view);
    stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(stack);
    layout->addWidget(m_agreement);

    const auto showEmpty = [this, stack] {
        stack->setCurrentWidget(m_filter->rowCount() == 0 ? static_cast<QWidget *>(m_empty) : m_view);
        updateButton();
    };
    connect(m_filter, &QAbstractItemModel::modelReset, this, showEmpty);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, showEmpty);
    for (QComboBox *choice : {m_annotator, m_round}) {
        connect(choice, &QComboBox::currentIndexChanged, this, [this, showEmpty] {
            applyFilter();
            showEmpty();
        });
    }
    connect(m_metadata, &QLineEdit::textChanged, this, [this, showEmpty] {
        applyFilter();
        showEmpty();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &index) {
        updateButton();
        if (index.isValid()) emit itemSelected(index.data(ReviewQueueModel::ItemIdRole).toLongLong());
    });
    connect(m_claim, &QPushButton::clicked, this, &ReviewQueuePanel::activate);
    connect(m_view, &QTableView::activated, this, &ReviewQueuePanel::activate);
    refreshFilter();
    showEmpty();
}

void ReviewQueuePanel::setAgreement(const QString &summary)
{
    m_agreement->setText(summary);
    m_agreement->setVisible(!summary.isEmpty());
}

void ReviewQueuePanel::setEmptyText(const QString &text)
{
    m_empty->setText(text);
}

int ReviewQueuePanel::visibleCount() const
{
    return m_filter->rowCount();
}

void ReviewQueuePanel::applyFilter()
{
    ReviewQueueFilter filter;
    filter.annotator = m_annotator->currentData().toString();
    filter.iteration = m_round->currentData().toInt();
    const QString metadata = m_metadata->text().trimmed();
    if (const qsizetype equals = metadata.indexOf(u'='); equals > 0) {
        filter.metadataKey = metadata.left(equals).trimmed();
        filter.metadataValue = metadata.mid(equals + 1).trimmed();
    }
    m_filter->setFilter(filter);
}

void ReviewQueuePanel::refreshFilter()
{
    const QString current = m_annotator->currentData().toString();
    const int currentRound = m_round->currentData().toInt();
    QStringList names;
    QList<int> rounds;
    for (int i = 0; i < m_model->rowCount(); ++i) {
        names << m_model->row(i)->annotator;
        if (!rounds.contains(m_model->row(i)->iteration)) rounds << m_model->row(i)->iteration;
    }
    names.removeDuplicates();
    names.sort(Qt::CaseInsensitive);
    std::sort(rounds.begin(), rounds.end());
    const QSignalBlocker blocker(m_annotator), roundBlocker(m_round);
    m_annotator->clear();
    m_annotator->addItem(tr("Everyone"), QString());
    for (const QString &name : std::as_const(names)) m_annotator->addItem(name, name);
    m_annotator->setCurrentIndex(std::max(0, m_annotator->findData(current)));
    m_round->clear();
    m_round->addItem(tr("Any submission"), 0);
    for (const int round : std::as_const(rounds)) m_round->addItem(tr("Submission %1").arg(round), round);
    m_round->setCurrentIndex(std::max(0, m_round->findData(currentRound)));
    applyFilter();
    m_view->setColumnHidden(ReviewQueueModel::ConfidenceColumn, !m_model->hasConfidence());
    m_view->resizeColumnsToContents();
}

qint64 ReviewQueuePanel::currentAssignment() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? index.data(ReviewQueueModel::AssignmentIdRole).toLongLong() : 0;
}

void ReviewQueuePanel::setCurrentReviewer(const QString &name)
{
    m_reviewer = name;
    updateButton();
}

bool ReviewQueuePanel::currentIsMine() const
{
    const QModelIndex index = m_view->currentIndex();
    const ReviewQueueRow *row = index.isValid() ? m_model->row(m_filter->mapToSource(index).row()) : nullptr;
    return row && row->state == AssignmentState::InReview && !m_reviewer.isEmpty() && row->reviewer == m_reviewer;
}

void ReviewQueuePanel::activate()
{
    const qint64 id = currentAssignment();
    if (id == 0) return;
    if (currentIsMine()) {
        emit openRequested(id);
    } else if (m_claim->isEnabled()) {
        emit claimRequested(id);
    }
}

// Claim is for rows nobody has claimed yet; a row already ours opens.
void ReviewQueuePanel::updateButton()
{
    const QModelIndex index = m_view->currentIndex();
    const ReviewQueueRow *row = index.isValid() ? m_model->row(m_filter->mapToSource(index).row()) : nullptr;
    const bool mine = currentIsMine();
    m_claim->setText(mine ? tr("Open &Review") : tr("&Claim for Review"));
    m_claim->setEnabled(mine || (row && row->state == AssignmentState::Submitted));
}

} // namespace Errata
