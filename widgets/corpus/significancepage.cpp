// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/significancepage.h"

#include "model/domain/csv.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "widgets/corpus/pagejob.h"
#include "widgets/corpus/pageparts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// A table's rows for people: numbers to four decimals (p to three significant digits), undefined as a dash.
void fill(QTableWidget *widget, const StatTable &table)
{
    widget->clear();
    widget->setColumnCount(int(table.labels.size()));
    widget->setHorizontalHeaderLabels(table.labels);
    widget->setRowCount(int(table.rows.size()));
    for (int r = 0; r < table.rows.size(); ++r) {
        for (int c = 0; c < table.keys.size(); ++c) {
            const QVariant value = table.rows[r].value(c);
            const QString text = !value.isValid()     ? u"–"_s
                : value.typeId() != QMetaType::Double ? value.toString()
                : table.keys[c] == "p"_L1             ? QLocale().toString(value.toDouble(), 'g', 3)
                                                      : QLocale().toString(value.toDouble(), 'f', 4);
            widget->setItem(r, c, new QTableWidgetItem(text));
        }
    }
    // The test, trials and seed are in the note above the tables; the CSV keeps them on every row.
    for (const QString &key : {u"test"_s, u"trials"_s, u"seed"_s}) {
        if (const qsizetype c = table.keys.indexOf(key); c >= 0) widget->setColumnHidden(int(c), true);
    }
    widget->resizeColumnsToContents();
}

// Every digit, as errata-cli --format tsv prints it.
QString full(const QVariant &value)
{
    if (!value.isValid()) return QString();
    return value.typeId() == QMetaType::Double ? QString::number(value.toDouble(), 'g', 17) : value.toString();
}

} // namespace

SignificancePage::SignificancePage(QWidget *parent)
    : QWidget(parent)
    , m_job(new PageJob(this))
{
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum); // never squeezed by the tables
    m_systems = PageParts::resultsTable(this, tr("Systems ranked, with their clusters"));
    m_systems->setToolTip(SignificanceTables::clusterRule());
    m_pairs = PageParts::resultsTable(this, tr("Every pair of systems"));
    m_raters = PageParts::resultsTable(this, tr("Raters"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_systems);
    split->addWidget(m_pairs);
    split->addWidget(m_raters);
    auto *buttons = new QHBoxLayout;
    PageParts::addExportButtons(
        this, buttons, {{tr("Export N&umbers (CSV)…"), u"csv"_s}}, [](const QString &, QString *) { return false; },
        [this](const QString &path, QString *error) { return exportTable(path, error); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildControls());
    layout->addWidget(m_note);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
}

QWidget *SignificancePage::buildControls()
{
    // Two rows: in one, the page's controls would hold the central area wider than 1280×800 leaves beside
    // the items dock (coordinatorlayout_test).
    auto *controls = new QWidget(this);
    auto *rows = new QVBoxLayout(controls);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    auto *second = new QHBoxLayout;
    rows->addLayout(row);
    rows->addLayout(second);
    const auto changed = [this] { recompute(); };
    m_measure = PageParts::labelledCombo(controls, row, tr("M&easure:"), changed);
    for (const CorpusMeasure measure :
         {CorpusMeasure::Mqm, CorpusMeasure::Count, CorpusMeasure::Coverage, CorpusMeasure::CoverageSeverity,
          CorpusMeasure::Rating, CorpusMeasure::EsaScore}) {
        m_measure->addItem(CorpusMeasures::measureName(measure), corpusMeasureKey(measure));
    }
    m_systemKey = PageParts::labelledCombo(controls, row, tr("S&ystems in:"), changed);
    m_pairKey = PageParts::labelledCombo(controls, row, tr("&Paired by:"), changed);
    row->addStretch(1);
    m_test = PageParts::labelledCombo(controls, second, tr("&Test:"), changed);
    for (const SignificanceTest test : {SignificanceTest::Randomisation, SignificanceTest::Bootstrap,
                                        SignificanceTest::Wilcoxon, SignificanceTest::MannWhitney}) {
        m_test->addItem(SignificanceTables::testName(test), significanceTestKey(test));
    }
    m_trials = new QSpinBox(controls);
    m_trials->setRange(1, 1000000);
    m_trials->setValue(10000);
    m_trials->setPrefix(tr("trials: "));
    m_seed = new QSpinBox(controls);
    m_seed->setRange(0, 1000000);
    m_seed->setValue(1);
    m_seed->setPrefix(tr("seed: "));
    m_normalise = new QCheckBox(tr("&z-scores per rater"), controls);
    second->addWidget(m_trials);
    second->addWidget(m_seed);
    second->addWidget(m_normalise);
    second->addStretch(1);
    connect(m_trials, &QSpinBox::editingFinished, this, changed);
    connect(m_seed, &QSpinBox::editingFinished, this, changed);
    connect(m_normalise, &QCheckBox::toggled, this, changed);
    return controls;
}

bool SignificancePage::isBusy() const
{
    return m_job->isBusy();
}

void SignificancePage::setProject(Project *project, const QHash<qint64, QString> &names)
{
    m_project = project;
    m_names = names;
    for (QComboBox *keys : {m_systemKey, m_pairKey}) {
        keys->clear();
        for (const QString &key : project ? project->items().metadataKeys() : QStringList()) keys->addItem(key, key);
    }
    m_systemKey->setCurrentIndex(std::max(0, m_systemKey->findData(u"system"_s)));
    m_pairKey->setCurrentIndex(std::max(0, m_pairKey->findData(u"segment"_s)));
    take({}, {}, QString(), request());
    m_stale = project != nullptr;
    if (m_stale && isVisible()) recompute();
}

void SignificancePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false)) recompute();
}

SignificanceRequest SignificancePage::request() const
{
    SignificanceRequest asked;
    asked.measure.measure = corpusMeasureFromKey(m_measure->currentData().toString()).value_or(CorpusMeasure::Mqm);
    asked.measure.normalise = m_normalise->isChecked() ? Normalisation::ZPerRater : Normalisation::None;
    asked.systemKey = m_systemKey->currentData().toString();
    asked.pairKey = m_pairKey->currentData().toString();
    asked.test = significanceTestFromKey(m_test->currentData().toString()).value_or(SignificanceTest::Randomisation);
    asked.trials = m_trials->value();
    asked.seed = quint64(m_seed->value());
    asked.measure.seed = asked.seed;
    asked.names = m_names;
    return asked;
}

void SignificancePage::recompute()
{
    if (!m_project) return;
    m_stale = false;
    auto report = std::make_shared<SignificanceReport>();
    auto raters = std::make_shared<QList<RaterRow>>();
    const SignificanceRequest asked = request();
    const QString path = m_project->path();
    m_job->run(
        path,
        [asked, report, raters](Project &project, QString *error) {
            SystemSignificance::compute(project, asked, report.get(), raters.get(), error);
        },
        [this, report, raters, asked, path](const QString &error) {
            if (m_project && m_project->path() == path) take(*report, *raters, error, asked);
        });
    m_note->setText(tr("Testing every pair of systems…"));
}

void SignificancePage::take(const SignificanceReport &report, const QList<RaterRow> &raters, const QString &error,
                            const SignificanceRequest &asked)
{
    const bool ok = error.isEmpty();
    m_note->setText(ok ? SignificanceTables::note(asked, report, false) : error);
    m_pairRows = SignificanceTables::pairs(ok ? report : SignificanceReport(), asked);
    fill(m_systems, SignificanceTables::systems(ok ? report : SignificanceReport(), asked));
    fill(m_pairs, m_pairRows);
    fill(m_raters, SignificanceTables::raters(ok ? raters : QList<RaterRow>()));
    if (m_project) emit resultsShown();
}

bool SignificancePage::exportTable(const QString &path, QString *error) const
{
    QString csv = Csv::line(m_pairRows.keys) + u'\n';
    for (const QVariantList &row : m_pairRows.rows) {
        QStringList cells;
        for (const QVariant &value : row) cells << full(value);
        csv += Csv::line(cells) + u'\n';
    }
    return PageParts::writeText(path, csv, error);
}

} // namespace Errata
