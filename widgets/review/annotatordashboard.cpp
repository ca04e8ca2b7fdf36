// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/annotatordashboard.h"

#include "model/document/annotatortablemodel.h"
#include "model/document/suggestiontablemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace Errata {
namespace {

QTableView *makeTable(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAccessibleName(name);
    return view;
}

QLabel *emptyLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

// Flags of one person (PersonIdRole), or everyone's when the filter is 0.
class PersonFilter final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setPerson(qint64 person)
    {
        m_person = person;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        return m_person == 0
            || sourceModel()->index(row, 0, parent).data(QcFlagTableModel::PersonIdRole).toLongLong() == m_person;
    }

private:
    qint64 m_person = 0;
};

} // namespace

AnnotatorDashboard::AnnotatorDashboard(QWidget *parent)
    : QWidget(parent)
    , m_model(new AnnotatorTableModel(this))
    , m_flagModel(new QcFlagTableModel(this))
    , m_suggestionModel(new SuggestionTableModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_flagFilter(new PersonFilter(this))
    , m_annotatorStack(new QStackedWidget(this))
    , m_flagStack(new QStackedWidget(this))
    , m_flagTitle(new QLabel(this))
{
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(AnnotatorTableModel::SortRole);
    m_flagFilter->setSourceModel(m_flagModel);
    m_annotators = makeTable(m_sorted, tr("Annotators"), this);
    m_annotators->setSortingEnabled(true);
    m_annotators->sortByColumn(AnnotatorTableModel::NameColumn, Qt::AscendingOrder);
    m_annotatorStack->addWidget(m_annotators);
    m_annotatorStack->addWidget(emptyLabel(tr("This project has no annotators yet."), this));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_annotatorStack);
    splitter->addWidget(buildFlagsPane());
    splitter->addWidget(buildSuggestionsPane());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    // The selection, not the current index: a view gets a current row as soon as it has focus, and
    // that must not hide everyone else's flags.
    connect(m_annotators->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AnnotatorDashboard::filterFlags);
    connect(m_flags, &QTableView::activated, this, [this](const QModelIndex &index) {
        emit itemSelected(index.data(QcFlagTableModel::ItemIdRole).toLongLong());
    });
    updateEmptyStates();
}

QWidget *AnnotatorDashboard::buildFlagsPane()
{
    auto *pane = new QWidget(this);
    m_flags = makeTable(m_flagFilter, tr("Attention-check flags"), pane);
    m_flags->setWordWrap(true);
    m_noFlags = emptyLabel(QString(), pane);
    m_flagStack->addWidget(m_flags);
    m_flagStack->addWidget(m_noFlags);
    QFont bold = m_flagTitle->font();
    bold.setBold(true);
    m_flagTitle->setFont(bold);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_flagTitle);
    layout->addWidget(m_flagStack);
    return pane;
}

// Hidden until a coordinator offers a system's spans (errata-cli suggestions seed): most studies never do.
QWidget *AnnotatorDashboard::buildSuggestionsPane()
{
    m_suggestionsPane = new QWidget(this);
    m_suggestions = makeTable(m_suggestionModel, tr("Suggestions"), m_suggestionsPane);
    auto *title = new QLabel(tr("Suggestions: what each annotator kept, edited, rejected and added"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    auto *layout = new QVBoxLayout(m_suggestionsPane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_suggestions);
    m_suggestionsPane->hide();
    return m_suggestionsPane;
}

void AnnotatorDashboard::setDashboard(const AnnotatorDashboardData &data)
{
    QHash<qint64, QString> names;
    for (const AnnotatorStats &row : data.rows) names.insert(row.personId, row.name);
    m_model->setRows(data.rows);
    m_flagModel->setFlags(data.flags, names);
    m_suggestionModel->setRows(data.suggestions);
    m_suggestionsPane->setVisible(!data.suggestions.isEmpty());
    m_annotators->resizeColumnsToContents();
    m_suggestions->resizeColumnsToContents();
    filterFlags();
}

int AnnotatorDashboard::visibleFlagCount() const
{
    return m_flagFilter->rowCount();
}

void AnnotatorDashboard::filterFlags()
{
    const QModelIndexList selected = m_annotators->selectionModel()->selectedRows();
    const QModelIndex current = selected.isEmpty() ? QModelIndex() : selected.first();
    const qint64 person = current.isValid() ? current.data(AnnotatorTableModel::PersonIdRole).toLongLong() : 0;
    static_cast<PersonFilter *>(m_flagFilter)->setPerson(person);
    const QString name = current.isValid()
        ? m_sorted->index(current.row(), AnnotatorTableModel::NameColumn).data().toString()
        : QString();
    m_flagTitle->setText(name.isEmpty()
                             ? tr("Attention-check flags (%1)").arg(m_flagFilter->rowCount())
                             : tr("Attention-check flags of %1 (%2)").arg(name).arg(m_flagFilter->rowCount()));
    m_noFlags->setText(name.isEmpty() ? tr("No attention-check flags. Known-good and known-bad items are checked as "
                                           "soon as annotators hand them in.")
                                      : tr("No attention-check flags for %1.").arg(name));
    m_flags->resizeColumnsToContents();
    m_flags->resizeRowsToContents();
    updateEmptyStates();
}

void AnnotatorDashboard::updateEmptyStates()
{
    m_annotatorStack->setCurrentIndex(m_model->rowCount() == 0 ? 1 : 0);
    m_flagStack->setCurrentIndex(m_flagFilter->rowCount() == 0 ? 1 : 0);
}

} // namespace Errata
