// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/significancetables.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace Errata {

class PageJob;
class Project;

// The Corpus tab's Significance page (docs/statistics.md, "Which system is better, and is it
// significant?"): the systems ranked with WMT's clusters, the p-value of every pair, and the rater table,
// from the same SystemSignificance and SignificanceTables as errata-cli significance and raters. CSV
// export of the pairs (the columns of `significance --format tsv`). Computed on a worker thread.
class SignificancePage final : public QWidget
{
    Q_OBJECT
public:
    explicit SignificancePage(QWidget *parent = nullptr);

    void setProject(Project *project, const QHash<qint64, QString> &names = {});
    void recompute();
    bool isBusy() const;

    QComboBox *measureChoice() const { return m_measure; }
    QComboBox *testChoice() const { return m_test; }
    QSpinBox *trials() const { return m_trials; }
    QCheckBox *normalise() const { return m_normalise; }
    QTableWidget *systemsTable() const { return m_systems; }
    QTableWidget *pairsTable() const { return m_pairs; }
    QTableWidget *ratersTable() const { return m_raters; }
    bool exportTable(const QString &path, QString *error) const;

signals:
    void resultsShown();

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildControls();
    SignificanceRequest request() const;
    void take(const SignificanceReport &report, const QList<RaterRow> &raters, const QString &error,
              const SignificanceRequest &asked);

    Project *m_project = nullptr;
    QHash<qint64, QString> m_names;
    PageJob *m_job = nullptr;
    StatTable m_pairRows;
    bool m_stale = false;
    QComboBox *m_measure = nullptr;
    QComboBox *m_systemKey = nullptr;
    QComboBox *m_pairKey = nullptr;
    QComboBox *m_test = nullptr;
    QSpinBox *m_trials = nullptr;
    QSpinBox *m_seed = nullptr;
    QCheckBox *m_normalise = nullptr;
    QLabel *m_note = nullptr;
    QTableWidget *m_systems = nullptr;
    QTableWidget *m_pairs = nullptr;
    QTableWidget *m_raters = nullptr;
};

} // namespace Errata
