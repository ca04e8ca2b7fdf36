// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/tables.h"
#include "widgets/study/studypanel.h"

#include "widgets/study/instructionseditor.h"
#include "widgets/study/textimportdialog.h"
#include "widgets/study/trainingpanel.h"

#include "model/document/progressmatrixmodel.h"
#include "model/project/project.h"
#include "model/domain/hiddenmetadata.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QScrollBar>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
StudyPanel::StudyPanel(QWidget *parent)
    : QWidget(parent)
    , m_matrix(new ProgressMatrixModel(this))
{
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(buildPeople());
    top->addWidget(buildPlanner());
    auto *progressBox = new QGroupBox(tr("Progress: items × annotators"), this);
    m_progress = new QTableView(progressBox);
    m_progress->setModel(m_matrix);
    m_progress->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_progress->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_progress->setAccessibleName(tr("Progress matrix"));
    (new QVBoxLayout(progressBox))->addWidget(m_progress);
    m_training = new TrainingPanel(this);
    connect(m_training, &TrainingPanel::projectChanged, this, &StudyPanel::projectChanged);
    m_bottom = new QTabWidget(this);
    m_bottom->addTab(progressBox, tr("Progress"));
    m_bottom->addTab(m_training, tr("Training"));
    m_instructions = new InstructionsEditor(this);
    m_bottom->addTab(m_instructions, tr("Instructions"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(m_bottom);
    split->setStretchFactor(0, 1); // the planner and its preview as tall as the progress below
    split->setStretchFactor(1, 1);
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
    setProject(nullptr, 0);
}

QWidget *StudyPanel::buildPeople()
{
    auto *box = new QGroupBox(tr("People"), this);
    m_people = Tables::readOnly(box, {tr("Name"), tr("Roles"), tr("Active"), tr("Condition"), tr("Assignments")});
    m_people->setAccessibleName(tr("People of the study"));
    m_name = new QLineEdit(box);
    m_name->setPlaceholderText(tr("Name of a new person"));
    m_role = new QComboBox(box);
    m_role->addItem(tr("Annotator"), int(Role::Annotator));
    m_role->addItem(tr("Reviewer"), int(Role::Reviewer));
    m_role->addItem(tr("Coordinator"), int(Role::Coordinator));
    m_add = new QPushButton(tr("A&dd"), box);
    m_deactivate = new QPushButton(tr("Dea&ctivate / Activate"), box);
    m_deactivate->setToolTip(tr("A deactivated person keeps their work and gets no new items"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_name, 1);
    row->addWidget(m_role);
    row->addWidget(m_add);
    row->addWidget(m_deactivate);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_people, 1);
    layout->addLayout(row);
    connect(m_add, &QPushButton::clicked, this, &StudyPanel::addPerson);
    connect(m_name, &QLineEdit::returnPressed, this, &StudyPanel::addPerson);
    connect(m_deactivate, &QPushButton::clicked, this, &StudyPanel::toggleActive);
    return box;
}

QWidget *StudyPanel::buildPlanner()
{
    auto *box = new QGroupBox(tr("Assignment planner"), this);
    m_perItem = new QSpinBox(box);
    m_perItem->setRange(1, 50);
    m_perItem->setValue(2);
    m_seed = new QSpinBox(box);
    m_seed->setRange(1, 1000000);
    m_where = new QLineEdit(box);
    m_where->setPlaceholderText(tr("e.g. model=gpt2"));
    auto *form = new QFormLayout;
    form->addRow(tr("Annotators per &item:"), m_perItem);
    form->addRow(tr("S&eed:"), m_seed);
    form->addRow(tr("Only items where (&key=value):"), m_where);
    m_preview = new QPushButton(tr("P&review"), box);
    m_assign = new QPushButton(tr("&Make Assignments"), box);
    m_assign->setToolTip(tr("Writes the previewed plan"));
    m_addTexts = new QPushButton(tr("Add Te&xts…"), box);
    m_addTexts->setToolTip(tr("Texts to annotate from a CSV, JSONL or text file, with a preview"));
    auto *buttons = new QHBoxLayout; // Add Texts beside them, not a row of its own: the preview needs the height
    buttons->addWidget(m_addTexts);
    buttons->addStretch(1);
    buttons->addWidget(m_preview);
    buttons->addWidget(m_assign);
    m_plan = Tables::readOnly(box, {tr("Annotator"), tr("Has"), tr("New"), tr("Load after")});
    m_plan->setAccessibleName(tr("Plan preview"));
    // At least four annotators' rows in view, beside a scroll bar: the form above left two (issue 48).
    m_plan->setMinimumHeight(m_plan->horizontalHeader()->sizeHint().height()
                             + 4 * m_plan->verticalHeader()->defaultSectionSize()
                             + m_plan->horizontalScrollBar()->sizeHint().height() + 2 * m_plan->frameWidth());
    connect(m_addTexts, &QPushButton::clicked, this, &StudyPanel::addTexts);
    m_hidden = new QLineEdit(box);
    m_hidden->setToolTip(tr("Metadata keys annotators never see in a blind project (comma list; \"none\" hides "
                            "nothing; empty restores the defaults). Press Enter to save."));
    form->addRow(tr("Hidden from annotators:"), m_hidden);
    connect(m_hidden, &QLineEdit::returnPressed, this, &StudyPanel::saveHidden);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_plan, 1);
    connect(m_preview, &QPushButton::clicked, this, &StudyPanel::previewPlan);
    connect(m_assign, &QPushButton::clicked, this, &StudyPanel::assignPlan);
    for (QSpinBox *spin : {m_perItem, m_seed}) {
        connect(spin, &QSpinBox::valueChanged, this, [this] { m_planned.reset(), m_assign->setEnabled(false); });
    }
    connect(m_where, &QLineEdit::textChanged, this, [this] { m_planned.reset(), m_assign->setEnabled(false); });
    return box;
}

// Blindness (docs/study.md): the metadata keys kept from annotators, a project option only a
// coordinator may change. Empty goes back to the defaults (the setting's absence).
void StudyPanel::saveHidden()
{
    if (!m_project) return;
    QStringList keys;
    for (const QString &key : m_hidden->text().split(u',', Qt::SkipEmptyParts)) keys << key.trimmed();
    keys.removeAll(QString());
    SettingsRepository settings = m_project->settings();
    const QString value = keys.isEmpty() ? HiddenMetadata::defaultKeys().join(u',') : keys.join(u',');
    if (!settings.setProjectOption(SettingKey::HiddenMetadata, value, m_actorId)) {
        return say(settings.lastError(), true);
    }
    fillHidden();
    say(tr("Hidden from annotators: %1.").arg(m_hidden->text()));
    emit projectChanged();
}

void StudyPanel::fillHidden()
{
    m_hidden->setText(m_project
                          ? HiddenMetadata::keys(m_project->settings().value(SettingKey::HiddenMetadata)).join(u", "_s)
                          : QString());
    if (m_hidden->text().isEmpty() && m_project) m_hidden->setText(u"none"_s);
    m_hidden->setCursorPosition(0); // the list reads from its start
}

void StudyPanel::setProject(Project *project, qint64 actorId)
{
    m_project = project;
    m_actorId = actorId;
    m_planned.reset();
    m_plan->setRowCount(0);
    setEnabled(project != nullptr);
    m_training->setProject(project, actorId);
    m_instructions->setProject(project, actorId);
    fillHidden();
    refresh();
}

void StudyPanel::refresh()
{
    fillPeople(); // the preview stays: after Assign it shows the loads just written
    m_assign->setEnabled(false);
    if (m_project) {
        m_matrix->reload(*m_project);
        m_training->refresh();
    }
    if (m_project && m_matrix->rowCount() == 0) {
        say(tr("No items yet: Add Texts… reads them from a CSV, JSONL or text file."));
    }
}

void StudyPanel::fillPeople()
{
    m_people->setRowCount(0);
    if (!m_project) return;
    PersonRepository people = m_project->people();
    const QList<Person> everyone = people.all();
    m_people->setRowCount(int(everyone.size()));
    for (int r = 0; r < everyone.size(); ++r) {
        const Person &p = everyone[r];
        QStringList roles;
        for (const Role role : {Role::Annotator, Role::Reviewer, Role::Coordinator}) {
            if (p.roles.testFlag(role)) roles << WorkflowText::roleName(role);
        }
        Tables::setRow(m_people, r,
                       {p.name, roles.join(u", "_s), p.active ? tr("yes") : tr("no"), p.condition,
                        QString::number(people.workOf(p.id).value(u"assignments"_s))});
    }
    m_people->resizeColumnsToContents();
}

void StudyPanel::addPerson()
{
    if (!m_project || m_name->text().trimmed().isEmpty()) return;
    PersonRepository people = m_project->people();
    Person person{0, m_name->text().trimmed(), Role(m_role->currentData().toInt())};
    if (people.findByName(person.name))
        return say(tr("There is already a person called \"%1\".").arg(person.name), true);
    if (!people.add(person, m_actorId)) return say(people.lastError(), true);
    m_name->clear();
    say(tr("Added %1.").arg(person.name));
    refresh();
    emit projectChanged();
}

void StudyPanel::toggleActive()
{
    const int row = m_people->currentRow();
    if (!m_project || row < 0) return;
    PersonRepository people = m_project->people();
    const auto person = people.findByName(m_people->item(row, 0)->text());
    if (!person || !people.setActive(person->id, !person->active, m_actorId)) return say(people.lastError(), true);
    say(person->active ? tr("%1 is deactivated: their work stays, they get no new items.").arg(person->name)
                       : tr("%1 is active again.").arg(person->name));
    refresh();
    emit projectChanged();
}

void StudyPanel::addTexts()
{
    if (!m_project) return;
    TextImportDialog dialog(*m_project, m_actorId, this);
    dialog.exec();
    if (dialog.addedItems() > 0) {
        say(tr("Added %n text(s).", nullptr, dialog.addedItems()));
        refresh();
        emit projectChanged();
    }
}

void StudyPanel::previewPlan()
{
    if (!m_project) return;
    StudyPlanRequest request{m_perItem->value(), {}, m_where->text().trimmed(), quint32(m_seed->value())};
    QString error;
    m_planned = StudyPlanner::prepare(*m_project, request, &error);
    m_plan->setRowCount(0);
    m_assign->setEnabled(m_planned && !m_planned->assignments.isEmpty());
    if (!m_planned) return say(error, true);
    m_plan->setRowCount(int(m_planned->rows.size()));
    for (int r = 0; r < m_planned->rows.size(); ++r) {
        const StudyPlan::Row &row = m_planned->rows[r];
        Tables::setRow(m_plan, r,
                       {row.name, QString::number(row.before), QString::number(row.added),
                        QString::number(row.before + row.added)});
    }
    m_plan->resizeColumnsToContents();
    QStringList leftOut; // the qualification gate's: who and why (StudySettings::requiresQualification)
    for (const StudyPlan::LeftOut &out : m_planned->leftOut) leftOut << tr("%1 (%2)").arg(out.name, out.reason);
    say((m_planned->assignments.isEmpty()
             ? tr("Every item already has its annotators: nothing to add.")
             : tr("%n new assignment(s); nothing is written until you make the assignments.", nullptr,
                  int(m_planned->assignments.size())))
        + (leftOut.isEmpty() ? QString() : u' ' + tr("Left out: %1.").arg(leftOut.join(u"; "_s))));
}

void StudyPanel::assignPlan()
{
    if (!m_project || !m_planned) return;
    QString error;
    if (!StudyPlanner::apply(*m_project, *m_planned, m_actorId, &error)) return say(error, true);
    const qsizetype written = m_planned->assignments.size();
    m_planned.reset();
    refresh();
    say(tr("Assigned: %n new assignment(s).", nullptr, int(written)));
    emit projectChanged();
}

void StudyPanel::say(const QString &message, bool failed)
{
    m_status->setText(message);
    m_status->setStyleSheet(failed ? u"color: #a00000;"_s : QString());
}

} // namespace Errata
