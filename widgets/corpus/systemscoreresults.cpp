// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Systems page's results: the sentence that says what was scored, the table, the bars, exports.
#include "widgets/corpus/systemscorepage.h"

#include "model/domain/csv.h"
#include "model/figures/barfigure.h"
#include "model/stats/displaynumber.h"
#include "widgets/corpus/barchartview.h"
#include "widgets/corpus/pageparts.h"

#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString number(const std::optional<double> &value)
{
    return value ? displayNumber(*value, 3, QLocale()) : SystemScorePage::tr("—");
}

QString interval(const ScoreInterval &range)
{
    return range ? SystemScorePage::tr("%1–%2").arg(number(range->first), number(range->second)) : QString();
}

} // namespace

QString SystemScorePage::noteText() const
{
    if (!m_report.system) return QString();
    const ScoreReference &reference = m_shown.options.reference;
    const QString against = reference.kind == ScoreReference::Union ? tr("the union of the annotators' spans")
        : reference.kind == ScoreReference::Majority                ? tr("the spans at least 2 annotators share")
        : reference.kind == ScoreReference::Gold                    ? tr("the gold layer")
                                                                    : tr("one annotator's spans");
    QString note =
        tr("%1 against %2, per %3, over %4 items; 95% bootstrap intervals over items. "
           "Human (mean): each annotator against the others, averaged.")
            .arg(m_shown.system, against, m_shown.options.unit == AgreementUnit::Token ? tr("token") : tr("character"))
            .arg(m_report.system->items);
    if (m_report.itemsWithoutSystem > 0) {
        note += u' '
            + tr("%1 of the items people finished have no %2 layer and are not scored.")
                  .arg(m_report.itemsWithoutSystem)
                  .arg(m_shown.system);
    }
    return note;
}

void SystemScorePage::fillTable()
{
    m_table->clear();
    m_table->setColumnCount(10); // the items scored are in the note above: the same for every row
    m_table->setHorizontalHeaderLabels({tr("Type"), tr("P"), tr("P 95%"), tr("R"), tr("R 95%"), tr("F1"), tr("F1 95%"),
                                        tr("Human P"), tr("Human R"), tr("Human F1")});
    const QList<ScoreRow> rows = m_report.system ? m_report.system->rows : QList<ScoreRow>();
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const ScoreRow &row = rows[r];
        const ScoreRow human = m_report.peopleMean ? m_report.peopleMean->rows.value(r) : ScoreRow{};
        const QString label = row.key == ScoreRow::MicroKey ? tr("Micro average")
            : row.key == ScoreRow::MacroKey                 ? tr("Macro average")
            : row.key == TypeSelectors::AnyKey              ? tr("Any error")
                                                            : row.label;
        const QStringList cells{label,
                                number(row.precision),
                                interval(row.precisionInterval),
                                number(row.recall),
                                interval(row.recallInterval),
                                number(row.f1),
                                interval(row.f1Interval),
                                m_report.peopleMean ? number(human.precision) : QString(),
                                m_report.peopleMean ? number(human.recall) : QString(),
                                m_report.peopleMean ? number(human.f1) : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
}

QString SystemScorePage::figureTitle() const
{
    return tr("%1 of %2 (whiskers: 95% intervals)").arg(m_metric->currentText(), m_shown.system);
}

void SystemScorePage::fillChart()
{
    const MeasureResult data = SystemScores::figureData(m_report, m_shown.system, m_metric->currentData().toInt());
    BarFigure figure(data, BarFigure::Mode::Grouped, font());
    figure.title = figureTitle();
    figure.valueTitle = m_metric->currentText();
    figure.categoryTitle = m_level->currentData().toInt() == 1 ? tr("Error group") : tr("Error type");
    m_chart->setFigure(figure, data);
}

bool SystemScorePage::exportFigure(const QString &path, QString *error) const
{
    const MeasureResult data = SystemScores::figureData(m_report, m_shown.system, m_metric->currentData().toInt());
    BarFigure figure(data, BarFigure::Mode::Grouped, font());
    figure.title = figureTitle();
    figure.valueTitle = m_metric->currentText();
    return figure.save(path, error);
}

// Every number of the table, with full precision, as the CLI's `score --format tsv` writes them.
bool SystemScorePage::exportTable(const QString &path, QString *error) const
{
    QString csv = Csv::line({u"type"_s, u"items"_s, u"precision"_s, u"precision_low"_s, u"precision_high"_s,
                             u"recall"_s, u"recall_low"_s, u"recall_high"_s, u"f1"_s, u"f1_low"_s, u"f1_high"_s,
                             u"human_precision"_s, u"human_recall"_s, u"human_f1"_s})
        + u'\n';
    const auto full = [](const std::optional<double> &value) {
        return value ? QString::number(*value, 'g', 17) : QString();
    };
    const QList<ScoreRow> rows = m_report.system ? m_report.system->rows : QList<ScoreRow>();
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const ScoreRow &row = rows[r];
        const ScoreRow human = m_report.peopleMean ? m_report.peopleMean->rows.value(r) : ScoreRow{};
        const auto low = [&](const ScoreInterval &i) { return full(i ? std::optional(i->first) : std::nullopt); };
        const auto high = [&](const ScoreInterval &i) { return full(i ? std::optional(i->second) : std::nullopt); };
        csv += Csv::line({row.key, QString::number(m_report.system->items), full(row.precision),
                          low(row.precisionInterval), high(row.precisionInterval), full(row.recall),
                          low(row.recallInterval), high(row.recallInterval), full(row.f1), low(row.f1Interval),
                          high(row.f1Interval), full(human.precision), full(human.recall), full(human.f1)})
            + u'\n';
    }
    return PageParts::writeText(path, csv, error);
}

} // namespace Errata
