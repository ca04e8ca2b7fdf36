// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/figureexport.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

using namespace Qt::StringLiterals;

namespace Errata {

bool FigureExport::png(const Painter &paint, const QSizeF &size, const QString &path, QString *error, qreal scale)
{
    QImage image((size * scale).toSize(), QImage::Format_ARGB32);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        paint(painter, QRectF(QPointF(0, 0), size));
    }
    if (!image.save(path, "PNG")) {
        *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool FigureExport::svg(const Painter &paint, const QSizeF &size, const QString &title, const QString &path,
                       QString *error)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    generator.setTitle(title);
    {
        QPainter painter;
        if (!painter.begin(&generator)) {
            *error = tr("Could not write %1.").arg(path);
            return false;
        }
        paint(painter, QRectF(QPointF(0, 0), size));
    }
    // QSvgGenerator reports no write errors: a file that is not there was not written.
    if (!QFileInfo::exists(path)) {
        *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool FigureExport::save(const Painter &paint, const QSizeF &size, const QString &title, const QString &path,
                        QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "png"_L1) {
        return png(paint, size, path, error);
    }
    if (suffix == "svg"_L1) {
        return svg(paint, size, title, path, error);
    }
    *error = tr("%1: figures are written as .png or .svg.").arg(path);
    return false;
}

} // namespace Errata
