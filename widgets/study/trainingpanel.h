// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace Errata {

class Project;

// Training in the Study tab (coordinators; docs/study.md, "Training"): which items are training or
// practice items, with their reference answer's size, and every annotator's qualification score under
// the chosen scheme (span match, Scarecrow's 100 points, or TGEA's gate). Writes go through
// Qualification, which checks the coordinator's role, as `errata-cli qualification` does.
class TrainingPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit TrainingPanel(QWidget *parent = nullptr);
    void setProject(Project *project, qint64 actorId);
    void refresh();

    QLineEdit *itemEdit() const { return m_item; }
    QComboBox *kindBox() const { return m_kind; }
    QLineEdit *explanationEdit() const { return m_explanation; }
    QPushButton *markButton() const { return m_mark; }
    QTableWidget *itemsTable() const { return m_items; }
    QComboBox *schemeBox() const { return m_scheme; }
    QPushButton *scoreButton() const { return m_score; }
    QTableWidget *scoresTable() const { return m_scores; }
    QCheckBox *gateBox() const { return m_gate; }
    QLabel *statusLabel() const { return m_status; }

signals:
    void projectChanged();

private:
    QWidget *buildItems();
    QWidget *buildScores();
    void fillItems();
    void fillScores();
    void markItem();
    void unmarkItem();
    void scoreEveryone();
    void setGate(bool on);
    void say(const QString &message, bool failed = false);

    Project *m_project = nullptr;
    qint64 m_actorId = 0;
    QLineEdit *m_item = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_explanation = nullptr;
    QPushButton *m_mark = nullptr;
    QPushButton *m_unmark = nullptr;
    QTableWidget *m_items = nullptr;
    QComboBox *m_scheme = nullptr;
    QComboBox *m_match = nullptr;
    QSpinBox *m_passMark = nullptr;
    QPushButton *m_score = nullptr;
    QCheckBox *m_gate = nullptr; // the project's qualification gate (StudySettings::requiresQualification)
    QTableWidget *m_scores = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace Errata
