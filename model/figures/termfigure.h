// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>

class QPainter;

namespace Errata {

// The most frequent words of rationales per error type (errata-cli rationale-words -o, Scarecrow's
// Figure 18): a panel per type, three to a row, each a horizontal bar per term, longest on top, its
// count beside it. Painted the same in PNG and SVG.
class TermFigure
{
    Q_DECLARE_TR_FUNCTIONS(TermFigure)
public:
    struct Term
    {
        QString text;
        int count = 0;
    };
    struct Panel
    {
        QString title;
        QList<Term> terms; // most frequent first
    };

    TermFigure(QList<Panel> panels, const QFont &font);
    QString title;

    QSizeF naturalSize() const;
    void paint(QPainter &painter, const QRectF &bounds) const;
    bool save(const QString &path, QString *error) const; // .png or .svg

private:
    void paintPanel(QPainter &painter, const Panel &panel, const QRectF &box) const;
    int columns() const;
    int rowsPerPanel() const;

    QList<Panel> m_panels;
    QFont m_font;
};

} // namespace Errata
