// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/itemrowreader.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

#include <functional>

namespace Errata {

class Project;

// Every item with its assignments, for the list, without its text (the list reads that per page)
// and without the metadata keys in leaveOut.
QList<ItemRow> loadItemRows(Project &project, const QStringList &leaveOut = {});

// The project's items for the main window's list. With a focus annotator, the status column
// shows that person's state; otherwise a count per state across all annotators.
class ItemListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    // Status before the generation: the generation stretches and may be cut, the state must not be.
    enum Column { IdColumn, StatusColumn, ModelColumn, TopicColumn, TextColumn, ColumnCount };
    enum DataRole {
        ItemIdRole = Qt::UserRole + 1,
        StateKeysRole,    // QStringList: every assignment's state key
        AnnotatorIdsRole, // QVariantList of person ids
        MetadataTextRole, // "key=value" lines, for filtering
    };

    // The start of each of these items' generations, by item id (ItemRowReader::previews); nothing
    // when they could not be read (asked again when the row is painted again).
    using PreviewLoader = std::function<std::optional<QHash<qint64, QString>>(const QList<qint64> &itemIds)>;

    explicit ItemListModel(QObject *parent = nullptr);

    // Without a loader the rows' own generations are shown; with one, the text of a row is read
    // with its page of rows when it is first asked for (a view asks for the rows it paints).
    void setRows(QList<ItemRow> rows, PreviewLoader loader = {});
    void setPeople(const QList<Person> &people);
    void setFocusAnnotator(qint64 personId);
    const ItemRow &itemRow(int row) const { return m_rows.at(row); }
    // Reads, in one go, the text of these rows that has not been read: the rows a view is about to
    // paint, which in another order than the corpus's lie in many pages.
    void prefetchPreviews(const QList<int> &rows) const;
    // Whether the rows come in the order of their item ids (a corpus's own order, a blind project's
    // labels): the list's default sort then needs no string comparison.
    bool rowsInIdOrder() const { return m_rowsInIdOrder; }
    int rowOfItem(qint64 itemId) const;
    void updateAssignments(qint64 itemId, const QList<Assignment> &assignments);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString preview(int row) const;
    void loadPreviews(const QList<qint64> &itemIds) const;
    QString statusText(const ItemRow &row) const;
    QString toolTip(const ItemRow &row) const;

    static constexpr int PreviewPage = 128;

    QList<ItemRow> m_rows;
    bool m_rowsInIdOrder = false;
    PreviewLoader m_loadPreviews;
    // Shown text by item id, kept once read: sorting by the text column asks for every row's.
    mutable QHash<qint64, QString> m_previews;
    QHash<qint64, int> m_rowOfItem;
    QHash<qint64, QString> m_names;
    qint64 m_focusAnnotator = 0;
};

// Reads the list's previews from the project; the model must be given other rows (or none) before
// the project is closed.
ItemListModel::PreviewLoader previewLoader(Project &project);

} // namespace Errata
