// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/errortypetable.h"

#include "model/domain/csv.h"
#include "widgets/corpus/metricspage.h"

#include <QTableWidget>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {

QString ErrorTypeTable::reasonName(const QString &reason)
{
    if (reason == "repetitive_plot"_L1) return tr("Repetitive plot");
    if (reason == "unrelated_events"_L1) return tr("Unrelated events");
    if (reason == "conflicting_logic"_L1) return tr("Conflicting logic");
    if (reason == "chaotic_scenes"_L1) return tr("Chaotic scenes");
    return reason;
}

void ErrorTypeTable::fill(QTableWidget *table, const QList<ErrorTypeRow> &rows)
{
    table->clear();
    table->setColumnCount(5);
    table->setHorizontalHeaderLabels(
        {tr("Group"), tr("Error type"), tr("Reasonable stories"), tr("Stories of this type"), tr("Point-biserial r")});
    table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const ErrorTypeRow &row = rows.at(r);
        const QStringList cells{row.group.isEmpty() ? tr("(all)") : row.group, reasonName(row.reason),
                                QString::number(row.reasonable), QString::number(row.unreasonable),
                                MetricsPage::cellText(row.pointBiserial)};
        for (int c = 0; c < cells.size(); ++c) table->setItem(r, c, new QTableWidgetItem(cells.at(c)));
    }
    table->resizeColumnsToContents();
}

QString ErrorTypeTable::csv(const QList<ErrorTypeRow> &rows)
{
    QString text = Csv::line({u"group"_s, u"error_type"_s, u"reasonable"_s, u"unreasonable"_s, u"point_biserial"_s,
                              u"p"_s, u"low"_s, u"high"_s})
        + u'\n';
    const auto full = [](double v) { return std::isnan(v) ? QString() : QString::number(v, 'g', 17); };
    for (const ErrorTypeRow &row : rows) {
        const CorrelationValue &c = row.pointBiserial;
        text += Csv::line({row.group.isEmpty() ? u"(all)"_s : row.group, row.reason, QString::number(row.reasonable),
                           QString::number(row.unreasonable), full(c.value), full(c.p), full(c.interval.first),
                           full(c.interval.second)})
            + u'\n';
    }
    return text;
}

} // namespace Errata
