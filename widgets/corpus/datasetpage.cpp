// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/datasetpage.h"

#include "model/domain/csv.h"
#include "model/stats/displaynumber.h"
#include "model/project/datasetsplit.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "widgets/corpus/pagejob.h"
#include "widgets/corpus/pageparts.h"

#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// train, dev, test first when they are the values (a stored split), then the rest alphabetically.
QStringList groupsOf(const QList<TgeaRecord> &records, const QString &key)
{
    QStringList groups;
    for (const TgeaRecord &record : records) {
        const QString value = record.metadata.value(key);
        if (!groups.contains(value)) groups << value;
    }
    std::sort(groups.begin(), groups.end(), [](const QString &a, const QString &b) {
        const qsizetype x = DatasetSplit::partNames().indexOf(a), y = DatasetSplit::partNames().indexOf(b);
        if (x != y) return (x < 0 ? 3 : x) < (y < 0 ? 3 : y);
        return a.localeAwareCompare(b) < 0;
    });
    return groups;
}

QString shown(const QVariant &value)
{
    if (!value.isValid()) return DatasetPage::tr("undefined");
    if (value.typeId() == QMetaType::Double) return displayNumber(value.toDouble(), 3, QLocale());
    return QLocale().toString(value.toLongLong());
}

} // namespace

DatasetPage::DatasetPage(QWidget *parent)
    : QWidget(parent)
    , m_job(new PageJob(this))
{
    m_stack = PageParts::stackWithEmptyState(
        this,
        tr("<p>No annotation has been handed in yet.</p>"
           "<p>This page describes the corpus as TGEA's paper does (texts by their number of errors, tokens, "
           "span lengths) and how far annotators of the same text agree, once work is submitted or "
           "imported.</p>"),
        buildPage());
}

QWidget *DatasetPage::buildPage()
{
    auto *page = new QWidget(this);
    auto *controls = new QHBoxLayout;
    m_by = PageParts::labelledCombo(page, controls, tr("Colum&ns by:"), [this] { recompute(); });
    controls->addStretch(1);
    m_note = new QLabel(page);
    m_note->setWordWrap(true);
    m_table = new QTableWidget(page);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setAccessibleName(tr("The dataset's statistics and agreement"));
    auto *buttons = new QHBoxLayout;
    PageParts::addExportButtons(this, buttons, {{tr("Export N&umbers (CSV)…"), u"csv"_s}}, {},
                                [this](const QString &path, QString *error) { return exportTable(path, error); });
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    return page;
}

bool DatasetPage::isBusy() const
{
    return m_job->isBusy();
}

void DatasetPage::setProject(Project *project)
{
    m_project = project;
    m_columns.clear();
    m_by->clear();
    m_by->addItem(tr("Nothing (all texts)"), QString());
    QStringList keys = project ? project->items().metadataKeys() : QStringList();
    if (keys.removeAll(u"split"_s) > 0) keys.prepend(u"split"_s); // TGEA's Table 4 is by split
    for (const QString &key : keys) m_by->addItem(key, key);
    fillTable();
    m_stack->setCurrentIndex(1);
    m_stale = project != nullptr;
    if (m_stale && isVisible()) recompute();
}

void DatasetPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false)) recompute();
}

void DatasetPage::recompute()
{
    if (!m_project) return;
    m_stale = false;
    const QString key = m_by->currentData().toString();
    auto columns = std::make_shared<QList<Column>>();
    m_job->run(
        m_project->path(),
        [key, columns](Project &project, QString *) {
            const QList<TgeaRecord> records = TgeaDatasetReport::records(project, QString());
            for (const QString &group : key.isEmpty() ? QStringList() : groupsOf(records, key)) {
                QList<TgeaRecord> members;
                for (const TgeaRecord &record : records) {
                    if (record.metadata.value(key) == group) members << record;
                }
                columns->append({group, TgeaDatasetReport::lines(TgeaDatasetReport::compute(members))});
            }
            columns->append({QString(), TgeaDatasetReport::lines(TgeaDatasetReport::compute(records))});
        },
        [this, columns, key](const QString &error) {
            if (!error.isEmpty())
                m_note->setText(error);
            else
                take(*columns, key);
        });
    m_note->setText(tr("Counting…"));
}

void DatasetPage::take(const QList<Column> &columns, const QString &key)
{
    m_columns = columns;
    m_shownKey = key;
    const bool empty = columns.isEmpty() || columns.last().lines.first().value.toLongLong() == 0;
    m_stack->setCurrentIndex(empty ? 0 : 1);
    m_note->setText(tr("Tokens: words split on whitespace and punctuation, each CJK character a token of its own "
                       "(TGEA counted Jieba's words, so its Chinese lengths are shorter). A text is one handed-in "
                       "annotation; agreement compares every two annotations of one text (docs/statistics.md)."));
    fillTable();
    emit tablesShown();
}

void DatasetPage::fillTable()
{
    m_table->clear();
    m_table->setColumnCount(int(m_columns.size()));
    QStringList headers;
    for (const Column &column : std::as_const(m_columns)) {
        headers << (column.group.isNull() ? tr("All") : column.group.isEmpty() ? tr("(none)") : column.group);
    }
    m_table->setHorizontalHeaderLabels(headers);
    const int rows = m_columns.isEmpty() ? 0 : int(m_columns.first().lines.size());
    m_table->setRowCount(rows);
    QStringList labels;
    for (int r = 0; r < rows; ++r) {
        labels << m_columns.first().lines.at(r).label;
        for (int c = 0; c < m_columns.size(); ++c) {
            auto *cell = new QTableWidgetItem(shown(m_columns.at(c).lines.at(r).value));
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, cell);
        }
    }
    m_table->setVerticalHeaderLabels(labels);
    m_table->resizeColumnsToContents();
}

// Every number with full precision, a row a statistic under its command-line key, a column a group.
bool DatasetPage::exportTable(const QString &path, QString *error) const
{
    QStringList header{u"statistic"_s};
    for (const Column &column : m_columns)
        header << (column.group.isNull() ? u"all"_s : m_shownKey + u'=' + column.group);
    QString csv = Csv::line(header) + u'\n';
    const int rows = m_columns.isEmpty() ? 0 : int(m_columns.first().lines.size());
    for (int r = 0; r < rows; ++r) {
        QStringList cells{m_columns.first().lines.at(r).key};
        for (const Column &column : m_columns) {
            const QVariant value = column.lines.at(r).value;
            cells << (!value.isValid()                          ? QString()
                          : value.typeId() == QMetaType::Double ? QString::number(value.toDouble(), 'g', 17)
                                                                : value.toString());
        }
        csv += Csv::line(cells) + u'\n';
    }
    return PageParts::writeText(path, csv, error);
}

} // namespace Errata
