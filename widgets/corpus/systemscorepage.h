// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/systemscores.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;
class QTableWidget;

namespace Errata {

class BarChartView;
class PageJob;
class Project;

// The Corpus tab's Systems page (docs/statistics.md, "Scoring a system"): a system's precision,
// recall and F1 per type against the people's spans (union, majority, gold or one person), beside the
// human baseline, as a table with 95% intervals and as bars with whiskers; PNG, SVG and CSV exports.
// Scores are computed on a worker thread with a connection of its own, so a large project never
// freezes the window; until a new result arrives the last one stays.
class SystemScorePage final : public QWidget
{
    Q_OBJECT
public:
    explicit SystemScorePage(QWidget *parent = nullptr);

    // names: what the viewer calls each person (Visibility::names()), in the reference's choices.
    void setProject(Project *project, const QHash<qint64, QString> &names = {});
    // Computes for the current choices (asynchronously; scoresShown() follows).
    void recompute();
    bool isBusy() const;

    QComboBox *systemChoice() const { return m_system; }
    QComboBox *referenceChoice() const { return m_reference; }
    QComboBox *metricChoice() const { return m_metric; }
    QTableWidget *table() const { return m_table; }
    BarChartView *chart() const { return m_chart; }
    QString noteText() const;
    const SystemScoreReport &report() const { return m_report; }

    bool exportFigure(const QString &path, QString *error) const; // .png or .svg by suffix
    bool exportTable(const QString &path, QString *error) const;

signals:
    void scoresShown();

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildControls();
    QWidget *buildResults();
    void fillChoices();
    SystemScoreRequest request() const;
    void take(const SystemScoreReport &report, const QString &error, const SystemScoreRequest &asked);
    void fillTable();
    void fillChart();
    QString figureTitle() const;

    Project *m_project = nullptr;
    QHash<qint64, QString> m_names;
    SystemScoreReport m_report;
    SystemScoreRequest m_shown;
    PageJob *m_job = nullptr;
    bool m_stale = false; // a new project: scored when the page is first shown, not on opening
    QStackedWidget *m_stack = nullptr;
    QComboBox *m_system = nullptr;
    QComboBox *m_reference = nullptr;
    QComboBox *m_unit = nullptr;
    QComboBox *m_level = nullptr;
    QComboBox *m_metric = nullptr;
    QLabel *m_note = nullptr;
    QTableWidget *m_table = nullptr;
    BarChartView *m_chart = nullptr;
};

} // namespace Errata
