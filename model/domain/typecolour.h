// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>
#include <QString>

namespace Errata {

class Taxonomy;

// The colour a span of one type is drawn in, in every view (annotate, layers, review, gold editor,
// legends): the project's own colour for the type when the coordinator chose one, else the type's
// colour in the taxonomy, else its group's, else grey. One rule, so a colour means the same type
// everywhere.
QColor typeColour(const Taxonomy *taxonomy, const QString &typeKey, const QHash<QString, QColor> &projectColours = {});

} // namespace Errata
