// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;

namespace Errata {

class AnnotatorTableModel;
class QcFlagTableModel;
class SuggestionTableModel;
struct AnnotatorDashboardData;

// The coordinators' view of their annotators (product.md §4): a sortable table of work done, time,
// acceptance, returns, agreement with gold and peers, qualification and flags; below it the
// attention-check flags with their evidence, for the selected annotator or everyone; and, once a
// system's spans were offered as suggestions, what each annotator did with them.
class AnnotatorDashboard final : public QWidget
{
    Q_OBJECT
public:
    explicit AnnotatorDashboard(QWidget *parent = nullptr);

    void setDashboard(const AnnotatorDashboardData &data);
    QTableView *annotatorView() const { return m_annotators; }
    QTableView *flagView() const { return m_flags; }
    QTableView *suggestionView() const { return m_suggestions; }
    int visibleFlagCount() const;

signals:
    void itemSelected(qint64 itemId);

private:
    QWidget *buildFlagsPane();
    QWidget *buildSuggestionsPane();
    void filterFlags();
    void updateEmptyStates();

    AnnotatorTableModel *m_model;
    QcFlagTableModel *m_flagModel;
    SuggestionTableModel *m_suggestionModel;
    QTableView *m_suggestions = nullptr;
    QWidget *m_suggestionsPane = nullptr;
    QSortFilterProxyModel *m_sorted;
    QSortFilterProxyModel *m_flagFilter;
    QTableView *m_annotators;
    QTableView *m_flags;
    QStackedWidget *m_annotatorStack;
    QStackedWidget *m_flagStack;
    QLabel *m_flagTitle;
    QLabel *m_noFlags;
};

} // namespace Errata
