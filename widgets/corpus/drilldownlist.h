// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/drilldown.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace Errata {

class Taxonomy;

// The spans behind a clicked number: item, annotator, type, severity, rationale and the sentence
// with the span highlighted; "Open in Layer View" (or a double click) shows the item's layers.
class DrillDownList final : public QWidget
{
    Q_OBJECT
public:
    explicit DrillDownList(QWidget *parent = nullptr);

    void setRows(const QString &title, const QList<DrillDownRow> &rows, int total, const Taxonomy *taxonomy);
    void clear(const QString &message);
    const QList<DrillDownRow> &rows() const { return m_rows; }
    QTreeWidget *tree() const { return m_tree; }
    // The sentence as HTML, the span's characters marked.
    static QString highlighted(const DrillDownRow &row);

signals:
    void openItemRequested(qint64 itemId);

private:
    void openCurrent();

    QLabel *m_title = nullptr;
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_open = nullptr;
    QList<DrillDownRow> m_rows;
};

} // namespace Errata
