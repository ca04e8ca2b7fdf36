// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

class QBoxLayout;
class QComboBox;
class QPushButton;
class QTableWidget;
class QStackedWidget;
class QWidget;

namespace Errata {

// What the Corpus tab's pages with controls of their own (Systems, Metrics) share.
class PageParts
{
    Q_DECLARE_TR_FUNCTIONS(PageParts)
public:
    // Fills owner with a stack: index 0 the empty state (rich text saying how to get data there),
    // index 1 the page.
    static QStackedWidget *stackWithEmptyState(QWidget *owner, const QString &emptyHtml, QWidget *page);

    // A combo box with its label (the label's mnemonic goes to the box), added to row; activated() runs
    // changed, as every page's choices recompute it.
    static QComboBox *labelledCombo(QWidget *parent, QBoxLayout *row, const QString &label,
                                    const std::function<void()> &changed);

    // A read-only table of results with alternating rows and no row numbers, named for screen readers.
    static QTableWidget *resultsTable(QWidget *parent, const QString &accessibleName);

    using Writer = std::function<bool(const QString &path, QString *error)>;
    // Asks where to save a .png, .svg or .csv (by suffix), adds the suffix when none was typed, writes
    // with figure (png, svg) or table (csv), and says why when that fails.
    static void exportWithDialog(QWidget *parent, const QString &suffix, const Writer &figure, const Writer &table);

    // A right-aligned row of export buttons, each a (label, suffix) pair whose click runs exportWithDialog;
    // returns the buttons of the figure suffixes (png, svg), for pages that have no figure at times.
    static QList<QPushButton *> addExportButtons(QWidget *parent, QBoxLayout *row,
                                                 const QList<std::pair<QString, QString>> &buttons,
                                                 const Writer &figure, const Writer &table);
    // The exported text (CSV) to path, UTF-8; false with the reason.
    static bool writeText(const QString &path, const QString &text, QString *error);
};

} // namespace Errata
