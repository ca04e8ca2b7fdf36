// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/taxonomy.h"

using namespace Qt::StringLiterals;

namespace Errata {

QString LocalizedText::text(const QString &language) const
{
    if (!language.isEmpty()) {
        if (const auto it = byLanguage.constFind(language); it != byLanguage.cend()) {
            return *it;
        }
        // "zh" finds "zh_CN", "de_AT" finds "de".
        const QString base = language.section(u'_', 0, 0);
        for (auto it = byLanguage.cbegin(); it != byLanguage.cend(); ++it) {
            if (it.key().section(u'_', 0, 0) == base) {
                return it.value();
            }
        }
    }
    return byLanguage.value(u"en"_s);
}

const TaxonomyNode *Taxonomy::node(const QString &key) const
{
    for (const TaxonomyNode &candidate : nodes) {
        if (candidate.key == key) {
            return &candidate;
        }
    }
    return nullptr;
}

const Severity *Taxonomy::severity(const QString &key) const
{
    for (const Severity &candidate : severities) {
        if (candidate.key == key) {
            return &candidate;
        }
    }
    return nullptr;
}

QList<const TaxonomyNode *> Taxonomy::selectableNodes() const
{
    QList<const TaxonomyNode *> result;
    for (const TaxonomyNode &candidate : nodes) {
        if (candidate.selectable) {
            result << &candidate;
        }
    }
    return result;
}

double Taxonomy::weight(const QString &typeKey, const QString &severityKey) const
{
    const Severity *scale = severity(severityKey);
    if (!scale) {
        return 0.0;
    }
    const TaxonomyNode *type = node(typeKey);
    if (type) {
        if (const auto it = type->severityWeights.constFind(severityKey); it != type->severityWeights.cend()) {
            return *it;
        }
    }
    return scale->weight;
}

} // namespace Errata
