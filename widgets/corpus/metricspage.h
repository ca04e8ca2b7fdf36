// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figures/scatterfigure.h"
#include "model/project/errortypesets.h"
#include "model/project/metriccorrelation.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTableWidget;

namespace Errata {

class PageJob;
class Project;
class ScatterView;

// The Corpus tab's Metrics page (docs/statistics.md, "Does a metric agree with people?"): an automatic
// metric against the people's per-item value, overall and per group, as a table of Pearson, Spearman
// and Kendall's τ-b with p-values and 95% intervals, and as a scatter plot; PNG, SVG and CSV exports.
// Computed on a worker thread with a connection of its own, like the Systems page.
class MetricsPage final : public QWidget
{
    Q_OBJECT
public:
    explicit MetricsPage(QWidget *parent = nullptr);

    void setProject(Project *project);
    void recompute();
    bool isBusy() const;

    QComboBox *metricChoice() const { return m_metric; }
    QComboBox *humanChoice() const { return m_human; }
    QComboBox *byChoice() const { return m_by; }
    QTableWidget *table() const { return m_table; }
    ScatterView *scatter() const { return m_scatter; }

    bool exportFigure(const QString &path, QString *error) const; // .png or .svg by suffix
    bool exportTable(const QString &path, QString *error) const;

    // "−0.122 [−0.186, −0.063], p 0.0001": one coefficient in one cell.
    static QString cellText(const CorrelationValue &c);
    static constexpr int ErrorTypeSetsChoice = -1; // humanChoice()'s data for OpenMEVA's error-type sets

signals:
    void correlationsShown();

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildControls();
    QWidget *buildResults();
    void fillChoices();
    CorrelationRequest request() const;
    bool errorTypesChosen() const;
    void take(const QList<CorrelationRow> &rows, const QString &error, const CorrelationRequest &asked);
    void takeErrorTypes(const QList<ErrorTypeRow> &rows, const QString &error, const CorrelationRequest &asked);
    void fillTable();
    QString correlationCsv() const;
    void fitTable();

    Project *m_project = nullptr;
    QList<CorrelationRow> m_rows;
    QList<ErrorTypeRow> m_errorRows; // shown instead of m_rows when m_showsErrorTypes
    bool m_showsErrorTypes = false;
    CorrelationRequest m_shown;
    PageJob *m_job = nullptr;
    bool m_stale = false;
    QStackedWidget *m_stack = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_human = nullptr;
    QComboBox *m_by = nullptr;
    QLabel *m_note = nullptr;
    QTableWidget *m_table = nullptr;
    ScatterView *m_scatter = nullptr;
    QSplitter *m_split = nullptr;
    QList<QPushButton *> m_figureButtons; // PNG and SVG: nothing to draw for the error-type sets
};

// The scatter figure on screen.
class ScatterView final : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;
    void setRows(const QList<CorrelationRow> &rows, const CorrelationRequest &request);
    const ScatterFigure *figure() const { return m_figure.get(); }
    QSize sizeHint() const override { return {480, 360}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::shared_ptr<ScatterFigure> m_figure;
};

} // namespace Errata
