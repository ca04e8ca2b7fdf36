// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/preferences/palettepage.h"
#include "widgets/common/swatchicon.h"

#include <QColorDialog>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
QIcon swatch(const QColor &colour)
{
    return swatchIcon(colour, true);
}
} // namespace

PalettePage::PalettePage(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
    , m_note(new QLabel(this))
    , m_reset(new QPushButton(tr("Use the &Taxonomy's Colours"), this))
{
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Error type"), tr("Colour")});
    m_tree->setRootIsDecorated(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->setAccessibleName(tr("Error types and their colours"));
    m_tree->setAccessibleDescription(tr("Press Enter on a type to choose its colour."));
    m_note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_reset, 0, Qt::AlignLeft);
    connect(m_tree, &QTreeWidget::itemActivated, this, &PalettePage::chooseColour);
    connect(m_reset, &QPushButton::clicked, this, &PalettePage::resetAll);
    setTypes({});
}

void PalettePage::setTypes(const QList<TypeColour> &types)
{
    m_types = types;
    m_tree->clear();
    for (int row = 0; row < m_types.size(); ++row) {
        new QTreeWidgetItem(m_tree);
        updateRow(row);
    }
    m_note->setText(types.isEmpty() ? tr("Open a project to choose the colours of its error types.")
                                    : tr("These colours belong to the project: everyone who opens it sees them. "
                                         "The built-in taxonomies start from Paul Tol's colour-blind-safe "
                                         "palettes. Press Enter or double-click a type to change its colour."));
    m_tree->setEnabled(!types.isEmpty());
    m_reset->setEnabled(!types.isEmpty());
}

void PalettePage::updateRow(int row)
{
    const TypeColour &type = m_types.at(row);
    QTreeWidgetItem *item = m_tree->topLevelItem(row);
    item->setText(0, type.name);
    item->setIcon(1, swatch(type.colour));
    item->setText(1,
                  type.colour.name(QColor::HexRgb).toUpper()
                      + (type.colour != type.taxonomyColour ? tr(" (changed)") : QString()));
    item->setData(0, Qt::UserRole, type.key);
}

void PalettePage::setReadOnly(const QString &why)
{
    m_readOnlyWhy = why;
    m_note->setText(why);
    m_reset->setEnabled(false); // the list stays enabled: the colours can still be read and compared
}

void PalettePage::chooseColour(QTreeWidgetItem *item)
{
    const int row = m_tree->indexOfTopLevelItem(item);
    if (row < 0 || !isEditable()) {
        return;
    }
    const QColor chosen = QColorDialog::getColor(m_types[row].colour, this, tr("Colour of %1").arg(m_types[row].name));
    if (chosen.isValid()) {
        setColour(m_types[row].key, chosen);
    }
}

void PalettePage::setColour(const QString &key, const QColor &colour)
{
    for (int row = 0; row < m_types.size(); ++row) {
        if (m_types[row].key == key) {
            m_types[row].colour = colour;
            updateRow(row);
        }
    }
}

void PalettePage::resetAll()
{
    for (int row = 0; row < m_types.size(); ++row) {
        m_types[row].colour = m_types[row].taxonomyColour;
        updateRow(row);
    }
}

QHash<QString, QColor> PalettePage::overrides() const
{
    QHash<QString, QColor> colours;
    for (const TypeColour &type : m_types) {
        if (type.colour != type.taxonomyColour) {
            colours.insert(type.key, type.colour);
        }
    }
    return colours;
}

QString typeColoursToJson(const QHash<QString, QColor> &colours)
{
    QJsonObject object;
    for (auto it = colours.cbegin(); it != colours.cend(); ++it) {
        object.insert(it.key(), it.value().name(QColor::HexRgb).toUpper());
    }
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QHash<QString, QColor> typeColoursFromJson(const QString &json)
{
    QHash<QString, QColor> colours;
    const QJsonObject object = QJsonDocument::fromJson(json.toUtf8()).object();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QColor colour = QColor::fromString(it.value().toString());
        if (colour.isValid()) { // a hand-edited bad value falls back to the taxonomy's colour
            colours.insert(it.key(), colour);
        }
    }
    return colours;
}

} // namespace Errata
