// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figures/boxfigure.h"
#include "model/project/judgementstats.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTableWidget;

namespace Errata {

class BoxView;
class PageJob;
class Project;

// The Corpus tab's Distributions page (docs/statistics.md, "Span and rationale lengths", "Ratings and
// deductions as data"): span or rationale lengths per type (Scarecrow's Figure 11), or the ratings people
// gave, per value of a metadata key, as a table of n, mean and quartiles and as box plots; or how often each
// deduction reason was given (a table). PNG, SVG and CSV exports, the same numbers as errata-cli lengths and
// ratings [--deductions]. Computed when first shown.
class DistributionPage final : public QWidget
{
    Q_OBJECT
public:
    enum Quantity { SpanLengths, RationaleLengths, Ratings, Deductions };

    explicit DistributionPage(QWidget *parent = nullptr);

    void setProject(Project *project);
    void recompute();
    bool isBusy() const;

    QComboBox *quantityChoice() const { return m_quantity; }
    QComboBox *unitChoice() const { return m_unit; }
    QComboBox *byChoice() const { return m_by; }
    QTableWidget *table() const { return m_table; }
    BoxView *boxes() const { return m_boxes; }

    bool exportFigure(const QString &path, QString *error) const; // .png or .svg by suffix
    bool exportTable(const QString &path, QString *error) const;

signals:
    void distributionsShown();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Shown
    {
        Quantity quantity = SpanLengths;
        bool characters = false;
        QString by;
    };
    QWidget *buildControls();
    void take(const QList<LengthRow> &rows, const Shown &shown);
    void takeDeductions(const QList<DeductionRow> &rows, const Shown &shown);
    void showFigure(bool shown);
    void fillTable();
    void fitTable();
    BoxFigure figure() const;
    QString lengthsCsv() const;

    Project *m_project = nullptr;
    PageJob *m_job = nullptr;
    QList<LengthRow> m_rows;
    QList<DeductionRow> m_deductions; // shown instead of m_rows for Deductions
    Shown m_shown;
    bool m_stale = false;
    QComboBox *m_quantity = nullptr;
    QComboBox *m_unit = nullptr;
    QComboBox *m_level = nullptr;
    QComboBox *m_by = nullptr;
    QLabel *m_note = nullptr;
    QTableWidget *m_table = nullptr;
    BoxView *m_boxes = nullptr;
    QSplitter *m_split = nullptr;
    QList<QPushButton *> m_figureButtons;
};

// A box figure on screen.
class BoxView final : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;
    void setFigure(std::shared_ptr<BoxFigure> figure);
    const BoxFigure *figure() const { return m_figure.get(); }
    QSize sizeHint() const override { return {480, 360}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::shared_ptr<BoxFigure> m_figure;
};

} // namespace Errata
