// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/typecolour.h"

#include "model/domain/taxonomy.h"

namespace Errata {

QColor typeColour(const Taxonomy *taxonomy, const QString &typeKey, const QHash<QString, QColor> &projectColours)
{
    if (const auto chosen = projectColours.constFind(typeKey); chosen != projectColours.cend() && chosen->isValid()) {
        return *chosen;
    }
    const TaxonomyNode *type = taxonomy ? taxonomy->node(typeKey) : nullptr;
    if (type && type->color.isValid()) {
        return type->color;
    }
    const TaxonomyNode *group = type ? taxonomy->node(type->parentKey) : nullptr;
    return group && group->color.isValid() ? group->color : QColor(Qt::gray);
}

} // namespace Errata
