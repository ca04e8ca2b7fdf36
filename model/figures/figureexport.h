// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <functional>

class QPainter;

namespace Errata {

// Writes a figure painted by `paint` into bounds of `size` as a PNG (at `scale` × the size, for
// print) or an SVG (vector, text kept as text). False with a message naming the file on failure.
class FigureExport
{
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
public:
    using Painter = std::function<void(QPainter &, const QRectF &)>;
    static bool png(const Painter &paint, const QSizeF &size, const QString &path, QString *error, qreal scale = 2.0);
    static bool svg(const Painter &paint, const QSizeF &size, const QString &title, const QString &path,
                    QString *error);
    // By the path's suffix: .png or .svg.
    static bool save(const Painter &paint, const QSizeF &size, const QString &title, const QString &path,
                     QString *error);
};

} // namespace Errata
