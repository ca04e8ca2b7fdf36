// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/deductiontable.h"

#include "model/domain/csv.h"
#include "widgets/corpus/errortypetable.h"

#include <QLocale>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {

void DeductionTable::fill(QTableWidget *table, const QList<DeductionRow> &rows)
{
    table->clear();
    const QStringList headers{tr("Group"),    tr("Deduction"), tr("Rated"),
                              tr("Deducted"), tr("Share"),     tr("Mean points")};
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setRowCount(int(rows.size()));
    const QLocale locale;
    for (int r = 0; r < rows.size(); ++r) {
        const DeductionRow &row = rows.at(r);
        const QStringList cells{row.group.isEmpty() ? tr("(all)") : row.group,
                                ErrorTypeTable::reasonName(row.reason),
                                locale.toString(row.rated),
                                locale.toString(row.deducted),
                                locale.toString(100 * row.share, 'f', 1) + u" %"_s,
                                locale.toString(row.meanPoints, 'f', 2)};
        for (int c = 0; c < cells.size(); ++c) table->setItem(r, c, new QTableWidgetItem(cells.at(c)));
    }
    table->resizeColumnsToContents();
}

QString DeductionTable::csv(const QList<DeductionRow> &rows)
{
    QString text =
        Csv::line({u"group"_s, u"reason"_s, u"rated"_s, u"deducted"_s, u"share"_s, u"mean_points"_s}) + u'\n';
    for (const DeductionRow &row : rows) {
        text += Csv::line({row.group, row.reason, QString::number(row.rated), QString::number(row.deducted),
                           QString::number(row.share, 'g', 17), QString::number(row.meanPoints, 'g', 17)})
            + u'\n';
    }
    return text;
}

} // namespace Errata
