// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/systemscorepage.h"

#include "model/project/agreementdata.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "widgets/corpus/barchartview.h"
#include "widgets/corpus/pagejob.h"
#include "widgets/corpus/pageparts.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>

#include <memory>

using namespace Qt::StringLiterals;

namespace Errata {
SystemScorePage::SystemScorePage(QWidget *parent)
    : QWidget(parent)
    , m_job(new PageJob(this))
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildControls());
    layout->addWidget(buildResults(), 1);
    m_stack = PageParts::stackWithEmptyState(
        this,
        tr("<p>This project has no system predictions yet.</p>"
           "<p>Bring a model's or metric's error spans in with<br><tt>errata-cli predictions "
           "import PROJECT --system NAME --format jsonl FILE</tt><br>(docs/formats.md, "
           "\"Predictions\"); they are scored here against the people's spans.</p>"),
        page);
}

bool SystemScorePage::isBusy() const
{
    return m_job->isBusy();
}

QWidget *SystemScorePage::buildControls()
{
    auto *controls = new QWidget(this);
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    const auto combo = [&](const QString &label, QComboBox **box) {
        *box = PageParts::labelledCombo(controls, row, label, [this] { recompute(); });
    };
    combo(tr("&System:"), &m_system);
    combo(tr("Refere&nce:"), &m_reference);
    combo(tr("&Unit:"), &m_unit);
    combo(tr("Le&vel:"), &m_level);
    combo(tr("B&ars show:"), &m_metric);
    m_unit->addItem(tr("Tokens"), int(AgreementUnit::Token));
    m_unit->addItem(tr("Characters"), int(AgreementUnit::Character));
    m_level->addItem(tr("Types"), 2);
    m_level->addItem(tr("Groups"), 1);
    m_metric->addItem(tr("F1"), 2);
    m_metric->addItem(tr("Precision"), 0);
    m_metric->addItem(tr("Recall"), 1);
    disconnect(m_metric, &QComboBox::activated, this, &SystemScorePage::recompute);
    connect(m_metric, &QComboBox::activated, this, &SystemScorePage::fillChart); // no new numbers
    row->addStretch(1);
    return controls;
}

QWidget *SystemScorePage::buildResults()
{
    auto *results = new QWidget(this);
    m_note = new QLabel(results);
    m_note->setWordWrap(true);
    m_table = new QTableWidget(results);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setAccessibleName(tr("System scores per type"));
    m_chart = new BarChartView(results);
    auto *split = new QSplitter(Qt::Horizontal, results);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setSizes({760, 440}); // every column of the table in view at the window's usual width
    auto *buttons = new QHBoxLayout;
    PageParts::addExportButtons(
        this, buttons,
        {{tr("E&xport Figure (PNG)…"), u"png"_s},
         {tr("Export as SV&G…"), u"svg"_s},
         {tr("Export Sc&ores (CSV)…"), u"csv"_s}},
        [this](const QString &path, QString *error) { return exportFigure(path, error); },
        [this](const QString &path, QString *error) { return exportTable(path, error); });
    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    return results;
}

void SystemScorePage::setProject(Project *project, const QHash<qint64, QString> &names)
{
    m_project = project;
    m_names = names;
    m_report = {};
    fillChoices();
    fillTable();
    fillChart();
    m_stale = m_system->count() > 0;
    if (m_stale && isVisible()) recompute();
}

void SystemScorePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false)) recompute();
}

void SystemScorePage::fillChoices()
{
    m_system->clear();
    m_reference->clear();
    const QStringList systems = m_project ? AgreementData::systems(*m_project) : QStringList();
    m_stack->setCurrentIndex(systems.isEmpty() ? 0 : 1);
    m_system->addItems(systems);
    m_reference->addItem(tr("Union of the annotators"), u"union"_s);
    m_reference->addItem(tr("Majority (at least 2)"), u"majority"_s);
    m_reference->addItem(tr("Gold layer"), u"gold"_s);
    for (const Person &person : m_project ? m_project->people().all() : QList<Person>()) {
        if (person.roles.testFlag(Role::Annotator)) {
            m_reference->addItem(m_names.value(person.id, person.name), person.id);
        }
    }
}

SystemScoreRequest SystemScorePage::request() const
{
    SystemScoreRequest asked;
    asked.system = m_system->currentText();
    asked.level = m_level->currentData().toInt();
    asked.options.unit = AgreementUnit(m_unit->currentData().toInt());
    const QVariant reference = m_reference->currentData();
    if (reference == u"majority"_s) {
        asked.options.reference = {ScoreReference::Majority, 2, 0};
    } else if (reference == u"gold"_s) {
        asked.options.reference.kind = ScoreReference::Gold;
    } else if (reference.typeId() != QMetaType::QString) {
        asked.options.reference = {ScoreReference::Person, 1, reference.toLongLong()};
    }
    return asked;
}

void SystemScorePage::recompute()
{
    if (!m_project || m_system->count() == 0) return;
    m_stale = false;
    auto result = std::make_shared<SystemScoreReport>();
    const SystemScoreRequest asked = request();
    const QString path = m_project->path();
    m_job->run(
        path,
        [asked, result](Project &project, QString *error) {
            SystemScores::compute(project, asked, result.get(), error);
        },
        [this, result, asked, path](const QString &error) {
            // Another project may have been opened meanwhile: its page must not show this one's scores.
            if (m_project && m_project->path() == path) take(*result, error, asked);
        });
    m_note->setText(tr("Scoring %1…").arg(asked.system));
}

void SystemScorePage::take(const SystemScoreReport &report, const QString &error, const SystemScoreRequest &asked)
{
    if (!error.isEmpty()) {
        m_note->setText(error);
        return;
    }
    m_report = report;
    m_shown = asked;
    m_note->setText(noteText());
    fillTable();
    fillChart();
    emit scoresShown();
}

} // namespace Errata
