// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/taxonomyrepository.h"

#include "model/storage/settingsrepository.h"
#include "model/domain/taxonomyloader.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
QVariant nullIfEmpty(const QString &text)
{
    return text.isEmpty() ? sqlNull() : QVariant(text);
}
} // namespace

bool TaxonomyRepository::save(const Taxonomy &taxonomy)
{
    Transaction transaction(m_database);
    Statement query;
    if (!run(query, u"SELECT count(*) FROM taxonomy_node"_s) || !query->next()) {
        return false;
    }
    if (query->value(0).toInt() > 0) {
        return fail(tr("This project already has a taxonomy."));
    }
    for (qsizetype i = 0; i < taxonomy.severities.size(); ++i) {
        const Severity &severity = taxonomy.severities.at(i);
        if (!run(query, uR"(INSERT INTO severity (severity_key, position, weight, shortcut, name_en)
                            VALUES (?, ?, ?, ?, ?))"_s,
                 {severity.key, int(i), severity.weight, nullIfEmpty(severity.shortcut), severity.name.text()})) {
            return false;
        }
    }
    for (qsizetype i = 0; i < taxonomy.nodes.size(); ++i) {
        if (!saveNode(taxonomy.nodes.at(i), int(i)) || !saveTexts(taxonomy.nodes.at(i))) {
            return false;
        }
    }
    SettingsRepository settings(m_database);
    if (!settings.setValue(SettingKey::TaxonomyId, taxonomy.id)
        || !settings.setValue(SettingKey::TaxonomyJson, QString::fromUtf8(taxonomy.sourceJson))) {
        return fail(settings.lastError());
    }
    return transaction.commit() || failCommit(tr("Could not save the taxonomy."));
}

bool TaxonomyRepository::saveNode(const TaxonomyNode &node, int position)
{
    Statement query;
    return run(query, uR"(INSERT INTO taxonomy_node (node_key, parent_key, level, position, selectable, color,
                              shortcut, requires_rationale, requires_correction, requires_link, link_kind)
                          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s,
               {node.key, nullIfEmpty(node.parentKey), node.level, position, int(node.selectable),
                nullIfEmpty(node.color.isValid() ? node.color.name() : QString()), nullIfEmpty(node.shortcut),
                int(node.requirements.rationale), int(node.requirements.correction), int(node.requirements.link),
                nullIfEmpty(node.linkKind ? linkKindKey(*node.linkKind) : QString())});
}

bool TaxonomyRepository::saveTexts(const TaxonomyNode &node)
{
    Statement query;
    const std::pair<QString, const LocalizedText *> fields[] = {
        {u"name"_s, &node.name}, {u"definition"_s, &node.definition}, {u"example"_s, &node.example}};
    for (const auto &[field, text] : fields) {
        for (auto it = text->byLanguage.cbegin(); it != text->byLanguage.cend(); ++it) {
            if (!run(query, u"INSERT INTO taxonomy_text (node_key, language, field, body) VALUES (?, ?, ?, ?)"_s,
                     {node.key, it.key(), field, it.value()})) {
                return false;
            }
        }
    }
    return true;
}

std::optional<Taxonomy> TaxonomyRepository::load()
{
    SettingsRepository settings(m_database);
    const auto json = settings.value(SettingKey::TaxonomyJson);
    if (!json) {
        fail(tr("This project has no taxonomy."));
        return std::nullopt;
    }
    TaxonomyLoadResult result = TaxonomyLoader::fromJson(json->toUtf8());
    if (!result.isValid()) {
        fail(tr("The project's taxonomy is invalid: %1").arg(result.errorText(u"taxonomy"_s)));
        return std::nullopt;
    }
    return result.taxonomy;
}

} // namespace Errata
