// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/studyplan.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace Errata {

class Project;
class ProgressMatrixModel;
class InstructionsEditor;
class TrainingPanel;

// The Study tab (coordinators; docs/study.md): the people of the study, the assignment planner with a
// preview of every person's load before anything is written, and below, the progress matrix of items ×
// annotators, the training items with the annotators' qualification (TrainingPanel) and the project's
// instructions with a preview (InstructionsEditor). What it writes goes through the model's rules (only
// a coordinator may), as the CLI's `people add`, `assign`, `progress` and `instructions` do.
class StudyPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit StudyPanel(QWidget *parent = nullptr);

    // The project and the coordinator acting; nullptr clears.
    void setProject(Project *project, qint64 actorId);
    void refresh();

    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *roleBox() const { return m_role; }
    QPushButton *addButton() const { return m_add; }
    QTableWidget *peopleTable() const { return m_people; }
    QSpinBox *perItemBox() const { return m_perItem; }
    QSpinBox *seedBox() const { return m_seed; }
    QLineEdit *whereEdit() const { return m_where; }
    QPushButton *previewButton() const { return m_preview; }
    QPushButton *assignButton() const { return m_assign; }
    QTableWidget *previewTable() const { return m_plan; }
    QTableView *progressView() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *addTextsButton() const { return m_addTexts; }
    TrainingPanel *trainingPanel() const { return m_training; }
    InstructionsEditor *instructionsEditor() const { return m_instructions; }
    QLineEdit *hiddenEdit() const { return m_hidden; }
    QTabWidget *bottomTabs() const { return m_bottom; }

signals:
    void projectChanged(); // people or assignments were written

private:
    QWidget *buildPeople();
    QWidget *buildPlanner();
    void fillPeople();
    void addPerson();
    void toggleActive();
    void addTexts();
    void previewPlan();
    void assignPlan();
    void saveHidden();
    void fillHidden();
    void say(const QString &message, bool failed = false);

    Project *m_project = nullptr;
    qint64 m_actorId = 0;
    std::optional<StudyPlan> m_planned;
    ProgressMatrixModel *m_matrix = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_role = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_deactivate = nullptr;
    QPushButton *m_addTexts = nullptr;
    QTableWidget *m_people = nullptr;
    QSpinBox *m_perItem = nullptr;
    QSpinBox *m_seed = nullptr;
    QLineEdit *m_where = nullptr;
    QPushButton *m_preview = nullptr;
    QPushButton *m_assign = nullptr;
    QTableWidget *m_plan = nullptr;
    QTableView *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLineEdit *m_hidden = nullptr;
    QTabWidget *m_bottom = nullptr;
    TrainingPanel *m_training = nullptr;
    InstructionsEditor *m_instructions = nullptr;
};

} // namespace Errata
