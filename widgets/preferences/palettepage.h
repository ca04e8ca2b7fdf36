// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace Errata {

// One error type's colour: the taxonomy's (a colour-blind-safe palette in the built-ins) and the
// project's choice.
struct TypeColour
{
    QString key;
    QString name;
    QColor taxonomyColour;
    QColor colour;
};

// The project's colours for its error types, edited per type; kept in the project, not per user.
class PalettePage final : public QWidget
{
    Q_OBJECT
public:
    explicit PalettePage(QWidget *parent = nullptr);

    // Empty: no project is open and the page says so.
    void setTypes(const QList<TypeColour> &types);
    // The colours that differ from the taxonomy's, by type key.
    QHash<QString, QColor> overrides() const;
    void setColour(const QString &key, const QColor &colour);
    void resetAll();
    // Shows the colours without letting them change, with why (they are the coordinator's).
    void setReadOnly(const QString &why);
    bool isEditable() const { return !m_types.isEmpty() && m_readOnlyWhy.isEmpty(); }

private:
    void chooseColour(QTreeWidgetItem *item);
    void updateRow(int row);

    QList<TypeColour> m_types;
    QString m_readOnlyWhy;
    QTreeWidget *m_tree;
    QLabel *m_note;
    QPushButton *m_reset;
};

// The project setting "type_colors" to and from JSON: {"Redundant": "#88CCEE", …}.
QString typeColoursToJson(const QHash<QString, QColor> &colours);
QHash<QString, QColor> typeColoursFromJson(const QString &json);

} // namespace Errata
