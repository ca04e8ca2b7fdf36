// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QSet>

#include <optional>

class QListWidget;

namespace Errata {

// Picks the annotators whose layers the corpus measures count ("a chosen set", product.md §6): a
// checkable list of everyone with an annotator layer, all checked at first.
class AnnotatorChooser final : public QDialog
{
    Q_OBJECT
public:
    AnnotatorChooser(const QList<std::pair<qint64, QString>> &people, const QSet<qint64> &chosen,
                     QWidget *parent = nullptr);

    QSet<qint64> chosen() const;
    QListWidget *list() const { return m_list; }

    // Runs the dialog; nullopt when cancelled or when nobody is checked.
    static std::optional<QSet<qint64>> choose(QWidget *parent, const QList<std::pair<qint64, QString>> &people,
                                              const QSet<qint64> &chosen);

private:
    QListWidget *m_list = nullptr;
};

} // namespace Errata
