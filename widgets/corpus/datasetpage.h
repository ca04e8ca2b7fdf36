// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/tgeadatasetstats.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;
class QTableWidget;

namespace Errata {

class PageJob;
class Project;

// The Corpus tab's Dataset page: TGEA's Tables 4 and 3 (docs/statistics.md, "TGEA's dataset tables"),
// a column for each value of a chosen metadata key (its train/dev/test split, a model) and one for all,
// exported as CSV. Computed on first show, on a worker thread.
class DatasetPage final : public QWidget
{
    Q_OBJECT
public:
    explicit DatasetPage(QWidget *parent = nullptr);

    void setProject(Project *project);
    void recompute();
    bool isBusy() const;

    QComboBox *byChoice() const { return m_by; }
    QTableWidget *table() const { return m_table; }
    bool exportTable(const QString &path, QString *error) const;

signals:
    void tablesShown();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Column
    {
        QString group; // empty: every text
        QList<TgeaStatLine> lines;
    };
    QWidget *buildPage();
    void take(const QList<Column> &columns, const QString &key);
    void fillTable();

    Project *m_project = nullptr;
    PageJob *m_job = nullptr;
    QList<Column> m_columns;
    QString m_shownKey;
    bool m_stale = false;
    QStackedWidget *m_stack = nullptr;
    QComboBox *m_by = nullptr;
    QLabel *m_note = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace Errata
