// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/tables.h"
#include "widgets/study/trainingpanel.h"

#include "model/project/project.h"
#include "model/project/qualification.h"
#include "model/project/studysettings.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The kinds of training item a coordinator marks: the three parts of Scarecrow's qualification, and
// practice, which teaches (its answer is shown after submission) and is never scored.
constexpr int PracticeKind = -1;

// The scheme's name in a table cell; the chooser below it gives the long one with its pass rule.
QString shortSchemeName(QualificationScheme scheme)
{
    switch (scheme) {
    case QualificationScheme::Scarecrow: return u"Scarecrow"_s;
    case QualificationScheme::Tgea: return u"TGEA"_s;
    case QualificationScheme::SpanMatch: break;
    }
    return TrainingPanel::tr("Span match");
}

} // namespace

TrainingPanel::TrainingPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *columns = new QHBoxLayout;
    columns->addWidget(buildItems(), 1);
    columns->addWidget(buildScores(), 1);
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns, 1);
    layout->addWidget(m_status);
}

QWidget *TrainingPanel::buildItems()
{
    auto *box = new QGroupBox(tr("Training items"), this);
    m_items = Tables::readOnly(box, {tr("Item"), tr("Kind"), tr("Reference spans"), tr("Explanation")});
    m_items->setAccessibleName(tr("Training items"));
    m_item = new QLineEdit(box);
    m_item->setPlaceholderText(tr("Item id, e.g. demo-03"));
    m_kind = new QComboBox(box);
    m_kind->addItem(tr("Practice (answer shown after submit)"), PracticeKind);
    m_kind->addItem(QualityText::partName(TrainingPart::Task), int(TrainingPart::Task));
    m_kind->addItem(QualityText::partName(TrainingPart::Exercise), int(TrainingPart::Exercise));
    m_kind->addItem(QualityText::partName(TrainingPart::Choice), int(TrainingPart::Choice));
    m_explanation = new QLineEdit(box);
    m_explanation->setPlaceholderText(tr("Why the answer is what it is (practice items)"));
    m_mark = new QPushButton(tr("Mark"), box);
    m_mark->setToolTip(tr("The item's gold layer is its reference answer"));
    m_unmark = new QPushButton(tr("&Unmark Selected"), box);
    auto *form = new QFormLayout;
    form->addRow(tr("Item:"), m_item);
    form->addRow(tr("Ki&nd:"), m_kind);
    form->addRow(tr("Explanation:"), m_explanation);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_unmark);
    buttons->addWidget(m_mark);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_items, 1);
    layout->addLayout(form);
    layout->addLayout(buttons);
    connect(m_mark, &QPushButton::clicked, this, &TrainingPanel::markItem);
    connect(m_item, &QLineEdit::returnPressed, this, &TrainingPanel::markItem);
    connect(m_unmark, &QPushButton::clicked, this, &TrainingPanel::unmarkItem);
    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this] { m_explanation->setEnabled(m_kind->currentData().toInt() == PracticeKind); });
    return box;
}

QWidget *TrainingPanel::buildScores()
{
    auto *box = new QGroupBox(tr("Qualification"), this);
    m_scores =
        Tables::readOnly(box, {tr("Annotator"), tr("Scheme"), tr("Score"), tr("Pass mark"), tr("Passed"), tr("Parts")});
    m_scores->setAccessibleName(tr("Qualification scores"));
    m_scheme = new QComboBox(box);
    for (const auto scheme :
         {QualificationScheme::SpanMatch, QualificationScheme::Scarecrow, QualificationScheme::Tgea})
        m_scheme->addItem(QualityText::schemeName(scheme), int(scheme));
    m_match = new QComboBox(box);
    m_match->addItem(tr("Half of each span shared"), int(MatchMode::Overlap50));
    m_match->addItem(tr("Exact"), int(MatchMode::Exact));
    m_match->addItem(tr("Any overlap"), int(MatchMode::Any));
    m_passMark = new QSpinBox(box);
    m_passMark->setRange(0, 100);
    m_passMark->setSpecialValueText(tr("scheme's own")); // 0
    m_score = new QPushButton(tr("Score Everyone"), box);
    m_score->setToolTip(tr("Scores every annotator who has handed in all training items and records the result"));
    auto *form = new QFormLayout;
    form->addRow(tr("Scheme:"), m_scheme);
    form->addRow(tr("Spans match when:"), m_match);
    form->addRow(tr("Pass mark:"), m_passMark);
    m_gate = new QCheckBox(tr("Real work only after a pass"), box);
    m_gate->setToolTip(tr("The planner and errata-cli assign give items only to people whose newest qualification "
                          "result passed, and name the others"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_gate);
    buttons->addStretch(1);
    buttons->addWidget(m_score);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_scores, 1);
    layout->addLayout(form);
    layout->addLayout(buttons);
    connect(m_score, &QPushButton::clicked, this, &TrainingPanel::scoreEveryone);
    connect(m_gate, &QCheckBox::toggled, this, &TrainingPanel::setGate);
    return box;
}

void TrainingPanel::setProject(Project *project, qint64 actorId)
{
    m_project = project;
    m_actorId = actorId;
    setEnabled(project != nullptr);
    auto *completer = new QCompleter(project ? project->items().externalIds() : QStringList(), m_item);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_item->setCompleter(completer);
    refresh();
}

void TrainingPanel::refresh()
{
    fillItems();
    fillScores();
    const QSignalBlocker quiet(m_gate); // showing the setting is not changing it
    m_gate->setChecked(m_project && StudySettings::requiresQualification(*m_project));
}

// The gate is a project option, the coordinator's to change (SettingsRepository::setProjectOption).
void TrainingPanel::setGate(bool on)
{
    if (!m_project) return;
    SettingsRepository settings = m_project->settings();
    if (!settings.setProjectOption(SettingKey::RequireQualification, on ? u"1"_s : QString(), m_actorId)) {
        const QSignalBlocker quiet(m_gate);
        m_gate->setChecked(!on);
        return say(settings.lastError(), true);
    }
    say(on ? tr("Real work now waits for a passed qualification; the planner names who is left out.")
           : tr("Real work no longer waits for a qualification."));
    emit projectChanged();
}

void TrainingPanel::fillItems()
{
    m_items->setRowCount(0);
    if (!m_project) return;
    const QList<TrainingItem> training = m_project->quality().trainingItems();
    m_items->setRowCount(int(training.size()));
    for (int r = 0; r < training.size(); ++r) {
        const TrainingItem &t = training[r];
        const auto item = m_project->items().find(t.itemId);
        Tables::setRow(m_items, r,
                       {item ? item->externalId : QString(),
                        t.practice ? tr("Practice") : QualityText::partName(t.part),
                        QString::number(m_project->spans().spansOfLayer(t.referenceLayerId).size()), t.explanation});
    }
    m_items->resizeColumnsToContents();
}

void TrainingPanel::fillScores()
{
    m_scores->setRowCount(0);
    if (!m_project) return;
    const QHash<qint64, QualificationResult> latest = m_project->quality().latestResults();
    QList<Person> annotators = m_project->people().all();
    annotators.removeIf([](const Person &p) { return !p.roles.testFlag(Role::Annotator); });
    m_scores->setRowCount(int(annotators.size()));
    for (int r = 0; r < annotators.size(); ++r) {
        const auto result = latest.constFind(annotators[r].id);
        if (result == latest.cend()) {
            Tables::setRow(m_scores, r, {annotators[r].name, tr("not scored yet")});
            continue;
        }
        QStringList parts;
        if (result->scheme == QualificationScheme::Tgea) {
            // TGEA's tasks by their stored keys (the record keeps keys, not translated labels).
            const QHash<QString, QString> names{
                {u"detect"_s, tr("erroneous?")}, {u"spans"_s, tr("spans")}, {u"types"_s, tr("types")}};
            for (const PartScore &part : result->parts) {
                parts << u"%1 %2"_s.arg(names.value(part.key, part.key)).arg(part.points, 0, 'f', 1);
            }
        }
        Tables::setRow(m_scores, r,
                       {annotators[r].name, shortSchemeName(result->scheme),
                        u"%1 / %2"_s.arg(result->score, 0, 'f', 1).arg(result->maxScore, 0, 'f', 0),
                        QString::number(result->passMark, 'f', 1), result->passed ? tr("yes") : tr("no"),
                        parts.join(u"; "_s)});
    }
    m_scores->resizeColumnsToContents();
}

void TrainingPanel::markItem()
{
    if (!m_project) return;
    const QString externalId = m_item->text().trimmed();
    const std::optional<Item> found = m_project->items().findByExternalId(externalId);
    if (!found) return say(tr("There is no item \"%1\" in this project.").arg(externalId), true);
    Qualification qualification(*m_project, m_actorId);
    const int kind = m_kind->currentData().toInt();
    const bool ok = kind == PracticeKind ? qualification.markPractice(found->id, m_explanation->text())
                                         : qualification.markTraining(found->id, TrainingPart(kind));
    if (!ok) return say(qualification.lastError(), true);
    say(tr("%1 is a %2 item; its reference answer is the gold layer (edit it in the Gold view).")
            .arg(externalId, m_kind->currentText().section(u" ("_s, 0, 0).toLower()));
    m_item->clear();
    m_explanation->clear();
    refresh();
    emit projectChanged();
}

void TrainingPanel::unmarkItem()
{
    const int row = m_items->currentRow();
    if (!m_project || row < 0) return;
    const QString externalId = m_items->item(row, 0)->text();
    const std::optional<Item> found = m_project->items().findByExternalId(externalId);
    Qualification qualification(*m_project, m_actorId);
    if (!found || !qualification.unmarkTraining(found->id)) {
        return say(qualification.lastError(), true);
    }
    say(tr("%1 is an ordinary item again.").arg(externalId));
    refresh();
    emit projectChanged();
}

// Everyone who has handed in every training item is scored and recorded; the others are named with
// the reason, so the coordinator sees who is still working rather than a bare refusal.
void TrainingPanel::scoreEveryone()
{
    if (!m_project) return;
    QualificationOptions options{QualificationScheme(m_scheme->currentData().toInt()),
                                 MatchMode(m_match->currentData().toInt()), std::nullopt};
    if (m_passMark->value() > 0) options.passMark = m_passMark->value();
    Qualification qualification(*m_project, m_actorId);
    int scored = 0;
    QStringList waiting;
    for (const Person &person : m_project->people().all()) {
        if (!person.roles.testFlag(Role::Annotator) || !person.active) continue;
        if (qualification.score(person.id, options)) {
            ++scored;
        } else if (scored == 0 && waiting.isEmpty() && !qualification.lastError().contains(person.name)) {
            return say(qualification.lastError(), true); // not about this person: nothing can be scored
        } else {
            waiting << person.name;
        }
    }
    fillScores();
    say(waiting.isEmpty() ? tr("Scored %n annotator(s).", nullptr, scored)
                          : tr("Scored %n annotator(s); not yet handed in all training items: %1.", nullptr, scored)
                                .arg(waiting.join(u", "_s)),
        scored == 0);
    if (scored > 0) emit projectChanged();
}

void TrainingPanel::say(const QString &message, bool failed)
{
    m_status->setText(message);
    m_status->setStyleSheet(failed ? u"color: #a00000;"_s : QString());
}

} // namespace Errata
