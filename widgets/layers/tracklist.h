// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QSet>
#include <QWidget>

class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace Errata {

// The layer view's annotators, in the order of their tracks under the text: a check shows or hides
// a layer, a double-click shows that annotator alone, dragging or Move Up / Move Down reorders the
// tracks, and Fold keeps a track as a thin band without its spans.
class TrackList final : public QWidget
{
    Q_OBJECT
public:
    struct Entry
    {
        qint64 id = 0;
        QString name;
        qsizetype spans = 0;
        QColor color;
    };

    explicit TrackList(QWidget *parent = nullptr);

    // Entries in track order.
    void setEntries(const QList<Entry> &entries, const QSet<qint64> &hidden, const QSet<qint64> &folded);
    void setHidden(const QSet<qint64> &hidden);
    QList<qint64> order() const;
    const QList<Entry> &entries() const { return m_entries; }
    QListWidget *list() const { return m_list; }
    void moveCurrent(int step);

signals:
    void visibilityChanged(qint64 id, bool visible);
    void soloRequested(qint64 id);
    void orderChanged(const QList<qint64> &order);
    void foldToggled(qint64 id);

private:
    QString label(const Entry &entry, bool folded) const;
    void updateButtons();

    QListWidget *m_list;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_fold;
    QList<Entry> m_entries;
    QSet<qint64> m_folded;
    bool m_updating = false;
};

} // namespace Errata
