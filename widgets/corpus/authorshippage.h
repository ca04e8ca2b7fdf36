// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/authorshipreport.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTableWidget;

namespace Errata {

class PageJob;
class Project;

// Evaluators by their number of correct answers, as bars.
class CorrectAnswersView final : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;
    void setCounts(const QList<int> &evaluatorsByCorrect);
    QSize sizeHint() const override { return {480, 240}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<int> m_counts;
};

// The Corpus tab's Authorship page (Clark et al. 2021; docs/statistics.md, "Can people tell who wrote
// it?"): accuracy with its interval and binomial test, the machine class's precision and recall, the
// shares judged human and "definitely", α, overall and per group, and the evaluators by their number of
// correct answers. CSV and PNG exports. Computed on first show, on a worker thread.
class AuthorshipPage final : public QWidget
{
    Q_OBJECT
public:
    explicit AuthorshipPage(QWidget *parent = nullptr);

    // names: what the viewer calls each person (Visibility::names()), for grouping by evaluator.
    void setProject(Project *project, const QHash<qint64, QString> &names = {});
    void recompute();
    bool isBusy() const;

    QComboBox *truthChoice() const { return m_truth; }
    QLineEdit *humanValue() const { return m_human; }
    QComboBox *byChoice() const { return m_by; }
    QTableWidget *table() const { return m_table; }
    CorrectAnswersView *histogram() const { return m_histogram; }
    bool exportTable(const QString &path, QString *error) const;

signals:
    void answersShown();

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildPage();
    QWidget *buildControls(QWidget *parent);
    AuthorshipRequest request() const;
    void take(const AuthorshipReportData &report, const QString &error, const AuthorshipRequest &asked);
    void fillTable();

    Project *m_project = nullptr;
    QHash<qint64, QString> m_names;
    PageJob *m_job = nullptr;
    AuthorshipReportData m_report;
    bool m_stale = false;
    QStackedWidget *m_stack = nullptr;
    QComboBox *m_truth = nullptr;
    QLineEdit *m_human = nullptr;
    QComboBox *m_by = nullptr;
    QLabel *m_note = nullptr;
    QTableWidget *m_table = nullptr;
    CorrectAnswersView *m_histogram = nullptr;
};

} // namespace Errata
