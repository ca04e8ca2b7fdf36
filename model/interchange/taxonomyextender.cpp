// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/taxonomyextender.h"

#include "model/domain/taxonomyloader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Paul Tol's muted and light schemes.
const QStringList Palette{u"#332288"_s, u"#88CCEE"_s, u"#44AA99"_s, u"#117733"_s, u"#999933"_s, u"#DDCC77"_s,
                          u"#CC6677"_s, u"#882255"_s, u"#AA4499"_s, u"#77AADD"_s, u"#EE8866"_s, u"#EEDD88"_s,
                          u"#FFAABB"_s, u"#99DDFF"_s, u"#BBCC33"_s, u"#AAAA00"_s, u"#DDDDDD"_s};

QString freeColour(const QJsonArray &siblings)
{
    QStringList used;
    for (const QJsonValue &sibling : siblings) {
        used << sibling[u"color"_s].toString().toUpper();
    }
    for (const QString &colour : Palette) {
        if (!used.contains(colour.toUpper())) {
            return colour;
        }
    }
    return Palette.at(siblings.size() % Palette.size());
}

QJsonObject typeNode(const QString &key, const QString &name, const QJsonArray &siblings)
{
    return QJsonObject{
        {u"key"_s, key},
        {u"name"_s, QJsonObject{{u"en"_s, name}}},
        {u"color"_s, freeColour(siblings)},
        {u"requires"_s, QJsonObject{{u"rationale"_s, false}, {u"correction"_s, false}, {u"link"_s, false}}}};
}

void addType(QJsonArray &nodes, const QString &key)
{
    const QString group = key.section(u'/', 0, 0);
    const bool twoLevel = key.contains(u'/');
    for (qsizetype i = 0; twoLevel && i < nodes.size(); ++i) {
        QJsonObject node = nodes[i].toObject();
        if (node[u"key"_s].toString() == group && node.contains(u"children"_s)) {
            QJsonArray children = node[u"children"_s].toArray();
            children << typeNode(key, key.section(u'/', 1), children);
            node[u"children"_s] = children;
            nodes[i] = node;
            return;
        }
    }
    nodes << typeNode(key, key, nodes);
}

} // namespace

std::optional<Taxonomy> TaxonomyExtender::extend(const Taxonomy &base, const QStringList &typeKeys,
                                                 const QStringList &severityKeys, QString *error)
{
    QJsonObject root = QJsonDocument::fromJson(base.sourceJson).object();
    QJsonArray nodes = root[u"nodes"_s].toArray();
    for (const QString &key : typeKeys) {
        if (!base.node(key)) {
            addType(nodes, key);
        }
    }
    root[u"nodes"_s] = nodes;
    QJsonArray severities = root[u"severities"_s].toArray();
    for (const QString &key : severityKeys) {
        if (!base.severity(key)) {
            severities << QJsonObject{{u"key"_s, key}, {u"name"_s, QJsonObject{{u"en"_s, key}}}, {u"weight"_s, 0}};
        }
    }
    root[u"severities"_s] = severities;
    const TaxonomyLoadResult result = TaxonomyLoader::fromJson(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!result.isValid()) {
        *error = tr("The categories of this file do not fit the taxonomy: %1").arg(result.errorText(base.id));
        return std::nullopt;
    }
    return result.taxonomy;
}

} // namespace Errata
