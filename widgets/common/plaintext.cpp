// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/plaintext.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QMessageBox>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace Errata::PlainText {
namespace {

// Answers the view's tooltip events itself, with the model's text made literal.
class ToolTipGuard final : public QObject
{
public:
    explicit ToolTipGuard(QAbstractItemView *view)
        : QObject(view)
        , m_view(view)
    {
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip || watched != m_view->viewport()) {
            return false;
        }
        const auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = m_view->indexAt(help->pos());
        const QString text = index.isValid() ? index.data(Qt::ToolTipRole).toString() : QString();
        if (text.isEmpty()) {
            QToolTip::hideText();
        } else {
            QToolTip::showText(help->globalPos(), toolTip(text), m_view->viewport(), m_view->visualRect(index));
        }
        return true;
    }

private:
    QAbstractItemView *m_view;
};

void show(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(icon, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

} // namespace

QString toolTip(const QString &text)
{
    // Rich text whose only content is the escaped characters; pre-wrap keeps line breaks and spaces.
    return text.isEmpty() ? QString() : u"<p style='white-space:pre-wrap'>%1</p>"_s.arg(text.toHtmlEscaped());
}

void installToolTipGuard(QAbstractItemView *view)
{
    view->viewport()->installEventFilter(new ToolTipGuard(view));
}

void warning(QWidget *parent, const QString &title, const QString &text)
{
    show(QMessageBox::Warning, parent, title, text);
}

void information(QWidget *parent, const QString &title, const QString &text)
{
    show(QMessageBox::Information, parent, title, text);
}

} // namespace Errata::PlainText
