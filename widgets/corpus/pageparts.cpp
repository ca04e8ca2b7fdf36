// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/pageparts.h"

#include "widgets/common/filedialogs.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QHeaderView>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

QStackedWidget *PageParts::stackWithEmptyState(QWidget *owner, const QString &emptyHtml, QWidget *page)
{
    auto *stack = new QStackedWidget(owner);
    auto *empty = new QLabel(emptyHtml, stack);
    empty->setWordWrap(true);
    empty->setAlignment(Qt::AlignCenter);
    empty->setTextInteractionFlags(Qt::TextSelectableByMouse);
    stack->addWidget(empty);
    stack->addWidget(page);
    auto *outer = new QVBoxLayout(owner);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(stack);
    return stack;
}

QComboBox *PageParts::labelledCombo(QWidget *parent, QBoxLayout *row, const QString &label,
                                    const std::function<void()> &changed)
{
    auto *box = new QComboBox(parent);
    auto *caption = new QLabel(label, parent);
    caption->setBuddy(box);
    row->addWidget(caption);
    row->addWidget(box);
    QObject::connect(box, &QComboBox::activated, parent, [changed] { changed(); });
    return box;
}

void PageParts::exportWithDialog(QWidget *parent, const QString &suffix, const Writer &figure, const Writer &table)
{
    const QString filter = suffix == "png"_L1 ? tr("PNG image (*.png)")
        : suffix == "svg"_L1                  ? tr("SVG image (*.svg)")
                                              : tr("CSV table (*.csv)");
    QString path = FileDialogs::getSaveFileName(parent, tr("Export"), QString(), filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += u'.' + suffix;
    QString error;
    if (!(suffix == "csv"_L1 ? table(path, &error) : figure(path, &error))) {
        QMessageBox::warning(parent, tr("Export"), error);
    }
}

QList<QPushButton *> PageParts::addExportButtons(QWidget *parent, QBoxLayout *row,
                                                 const QList<std::pair<QString, QString>> &buttons,
                                                 const Writer &figure, const Writer &table)
{
    QList<QPushButton *> figureButtons;
    row->addStretch(1);
    for (const auto &[text, suffix] : buttons) {
        auto *button = new QPushButton(text, parent);
        QObject::connect(button, &QPushButton::clicked, parent,
                         [parent, suffix, figure, table] { exportWithDialog(parent, suffix, figure, table); });
        row->addWidget(button);
        if (suffix != "csv"_L1) figureButtons << button;
    }
    return figureButtons;
}

QTableWidget *PageParts::resultsTable(QWidget *parent, const QString &accessibleName)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->setAlternatingRowColors(true);
    table->setAccessibleName(accessibleName);
    return table;
}

bool PageParts::writeText(const QString &path, const QString &text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text.toUtf8()) < 0) {
        *error = tr("%1 could not be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace Errata
