// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/swatchicon.h"

#include <QIconEngine>
#include <QPainter>
#include <QPixmap>

namespace Errata {
namespace {

class SwatchEngine final : public QIconEngine
{
public:
    SwatchEngine(const QColor &colour, bool outlined)
        : m_colour(colour)
        , m_outlined(outlined)
    {
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        // Whole device pixels: the square is as sharp as the screen.
        const QRect square = rect.adjusted(1, 1, -1, -1);
        QColor fill = m_colour;
        if (mode == QIcon::Disabled) fill.setAlphaF(0.4f);
        painter->fillRect(square, fill);
        if (m_outlined) {
            QPen pen(QColor(0, 0, 0, 160));
            pen.setCosmetic(true); // one device pixel wide at any scale
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(QRectF(square).adjusted(0.5, 0.5, -0.5, -0.5));
        }
    }

    // QIcon asks for the size in device pixels (logical size × device pixel ratio) and marks the ratio.
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine *clone() const override { return new SwatchEngine(m_colour, m_outlined); }
    QString key() const override { return QStringLiteral("errata-swatch"); }

private:
    QColor m_colour;
    bool m_outlined;
};

} // namespace

QIcon swatchIcon(const QColor &colour, bool outlined)
{
    return QIcon(new SwatchEngine(colour, outlined));
}

} // namespace Errata
