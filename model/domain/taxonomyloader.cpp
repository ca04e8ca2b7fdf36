// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/taxonomyloader.h"

#include "model/domain/jsonlocator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QString FormatName = u"errata-taxonomy"_s;
constexpr int FormatVersion = 1;

// Validation state for one file: collects every error with the path of the offending value.
class Parser
{
public:
    explicit Parser(const QByteArray &json)
        : m_locator(json)
    {
        m_taxonomy.sourceJson = json;
    }

    TaxonomyLoadResult parse(const QJsonObject &root);

private:
    void error(const QString &path, const QString &message)
    {
        m_errors << TaxonomyError{m_locator.lineOf(path), 0, message};
    }
    static QString join(const QString &path, const QString &key) { return path.isEmpty() ? key : path + u'.' + key; }
    void checkKeys(const QJsonObject &object, const QStringList &allowed, const QString &path);
    bool requireKeys(const QJsonObject &object, const QStringList &required, const QString &path);
    LocalizedText localized(const QJsonValue &value, const QString &path);
    QString shortcut(const QJsonValue &value, const QString &path);
    void parseSelectableLevels(const QJsonValue &value);
    void parseSeverities(const QJsonValue &value);
    void parseNodes(const QJsonValue &value, const QString &path, int level, const QString &parentKey);
    void parseNode(const QJsonObject &object, const QString &path, int level, const QString &parentKey);
    void parseNodeDetails(const QJsonObject &object, const QString &path, TaxonomyNode &node);

    JsonLocator m_locator;
    Taxonomy m_taxonomy;
    QList<TaxonomyError> m_errors;
    QHash<QString, QString> m_shortcutOwners; // shortcut -> path that claimed it
};

void Parser::checkKeys(const QJsonObject &object, const QStringList &allowed, const QString &path)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!allowed.contains(it.key())) {
            error(join(path, it.key()),
                  TaxonomyLoader::tr("unknown key \"%1\" (allowed: %2)").arg(it.key(), allowed.join(u", "_s)));
        }
    }
}

bool Parser::requireKeys(const QJsonObject &object, const QStringList &required, const QString &path)
{
    bool complete = true;
    for (const QString &key : required) {
        if (!object.contains(key)) {
            error(path, TaxonomyLoader::tr("missing required key \"%1\"").arg(key));
            complete = false;
        }
    }
    return complete;
}

LocalizedText Parser::localized(const QJsonValue &value, const QString &path)
{
    LocalizedText text;
    if (!value.isObject()) {
        error(path, TaxonomyLoader::tr("expected an object of language codes to strings, e.g. {\"en\": \"...\"}"));
        return text;
    }
    const QJsonObject object = value.toObject();
    static const QRegularExpression languageCode(u"^[a-z]{2,3}(_[A-Z]{2}|_[A-Z][a-z]{3})?$"_s);
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!languageCode.match(it.key()).hasMatch()) {
            error(join(path, it.key()),
                  TaxonomyLoader::tr("\"%1\" is not a language code such as en or zh_CN").arg(it.key()));
        } else if (!it.value().isString() || it.value().toString().trimmed().isEmpty()) {
            error(join(path, it.key()), TaxonomyLoader::tr("expected a non-empty string"));
        } else {
            text.byLanguage.insert(it.key(), it.value().toString());
        }
    }
    if (!object.contains(u"en"_s)) {
        error(path, TaxonomyLoader::tr("an English (\"en\") text is required"));
    }
    return text;
}

QString Parser::shortcut(const QJsonValue &value, const QString &path)
{
    const QString key = value.toString();
    if (!value.isString() || key.size() != 1 || !key.at(0).isPrint() || key.at(0).isSpace()) {
        error(path, TaxonomyLoader::tr("a shortcut must be a single printable character"));
        return {};
    }
    const auto owner = m_shortcutOwners.constFind(key);
    if (owner != m_shortcutOwners.cend()) {
        error(path, TaxonomyLoader::tr("shortcut \"%1\" is already used by %2").arg(key, *owner));
        return {};
    }
    m_shortcutOwners.insert(key, path.section(u'.', 0, -2));
    return key;
}

void Parser::parseSelectableLevels(const QJsonValue &value)
{
    const QString path = u"selectableLevels"_s;
    if (value.isUndefined()) {
        m_taxonomy.selectableLevels = {2};
        return;
    }
    const QJsonArray levels = value.toArray();
    for (const QJsonValue &level : levels) {
        if (level.toInt() == 1 || level.toInt() == 2) {
            m_taxonomy.selectableLevels << level.toInt();
        }
    }
    if (!value.isArray() || levels.isEmpty() || m_taxonomy.selectableLevels.size() != levels.size()) {
        error(path, TaxonomyLoader::tr("selectableLevels must be [2] or [1, 2]"));
    }
}

void Parser::parseSeverities(const QJsonValue &value)
{
    const QJsonArray array = value.toArray();
    if (!value.isArray() || array.isEmpty()) {
        error(u"severities"_s, TaxonomyLoader::tr("severities must be a non-empty array"));
        return;
    }
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = u"severities[%1]"_s.arg(i);
        const QJsonObject object = array.at(i).toObject();
        checkKeys(object, {u"key"_s, u"name"_s, u"shortcut"_s, u"weight"_s}, path);
        if (!requireKeys(object, {u"key"_s, u"name"_s, u"weight"_s}, path)) {
            continue;
        }
        Severity severity;
        severity.key = object.value(u"key"_s).toString();
        if (severity.key.trimmed().isEmpty() || m_taxonomy.severity(severity.key)) {
            error(join(path, u"key"_s), TaxonomyLoader::tr("severity keys must be non-empty and unique"));
        }
        severity.name = localized(object.value(u"name"_s), join(path, u"name"_s));
        if (object.contains(u"shortcut"_s)) {
            severity.shortcut = shortcut(object.value(u"shortcut"_s), join(path, u"shortcut"_s));
        }
        if (!object.value(u"weight"_s).isDouble()) {
            error(join(path, u"weight"_s), TaxonomyLoader::tr("weight must be a number"));
        }
        severity.weight = object.value(u"weight"_s).toDouble();
        m_taxonomy.severities << severity;
    }
}

void Parser::parseNodes(const QJsonValue &value, const QString &path, int level, const QString &parentKey)
{
    const QJsonArray array = value.toArray();
    if (!value.isArray() || array.isEmpty()) {
        error(path, TaxonomyLoader::tr("expected a non-empty array of nodes"));
        return;
    }
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString nodePath = u"%1[%2]"_s.arg(path).arg(i);
        if (!array.at(i).isObject()) {
            error(nodePath, TaxonomyLoader::tr("expected a node object"));
            continue;
        }
        parseNode(array.at(i).toObject(), nodePath, level, parentKey);
    }
}

void Parser::parseNode(const QJsonObject &object, const QString &path, int level, const QString &parentKey)
{
    checkKeys(object,
              {u"key"_s, u"name"_s, u"definition"_s, u"example"_s, u"color"_s, u"shortcut"_s, u"requires"_s,
               u"linkKind"_s, u"children"_s, u"weights"_s},
              path);
    if (!requireKeys(object, {u"key"_s, u"name"_s}, path)) {
        return;
    }
    TaxonomyNode node;
    node.key = object.value(u"key"_s).toString();
    node.parentKey = parentKey;
    node.level = level;
    if (node.key.trimmed().isEmpty() || node.key != node.key.trimmed()) {
        error(join(path, u"key"_s),
              TaxonomyLoader::tr("a node key must be a non-empty string without surrounding spaces"));
    } else if (m_taxonomy.node(node.key)) {
        error(join(path, u"key"_s), TaxonomyLoader::tr("node key \"%1\" is used twice").arg(node.key));
    }
    const bool hasChildren = object.contains(u"children"_s);
    if (hasChildren && level == 2) {
        error(join(path, u"children"_s), TaxonomyLoader::tr("a taxonomy has at most two levels"));
    }
    node.selectable = !hasChildren || m_taxonomy.selectableLevels.contains(1);
    parseNodeDetails(object, path, node);
    if (!parentKey.isEmpty()) {
        for (TaxonomyNode &parent : m_taxonomy.nodes) {
            if (parent.key == parentKey) {
                parent.childKeys << node.key;
            }
        }
    }
    m_taxonomy.nodes << node;
    if (hasChildren && level == 1) {
        parseNodes(object.value(u"children"_s), join(path, u"children"_s), 2, node.key);
    }
}

void Parser::parseNodeDetails(const QJsonObject &object, const QString &path, TaxonomyNode &node)
{
    node.name = localized(object.value(u"name"_s), join(path, u"name"_s));
    if (object.contains(u"definition"_s)) {
        node.definition = localized(object.value(u"definition"_s), join(path, u"definition"_s));
    }
    if (object.contains(u"example"_s)) {
        node.example = localized(object.value(u"example"_s), join(path, u"example"_s));
    }
    static const QRegularExpression hexColor(u"^#[0-9A-Fa-f]{6}$"_s);
    const QString color = object.value(u"color"_s).toString();
    if (object.contains(u"color"_s) && !hexColor.match(color).hasMatch()) {
        error(join(path, u"color"_s), TaxonomyLoader::tr("a colour must be written #RRGGBB, got \"%1\"").arg(color));
    } else if (!object.contains(u"color"_s) && node.selectable) {
        error(path, TaxonomyLoader::tr("the selectable type \"%1\" needs a \"color\"").arg(node.key));
    }
    node.color = QColor(color);
    if (object.contains(u"shortcut"_s)) {
        node.shortcut = shortcut(object.value(u"shortcut"_s), join(path, u"shortcut"_s));
    }
    if (object.contains(u"requires"_s)) {
        const QString requiresPath = join(path, u"requires"_s);
        const QJsonObject flags = object.value(u"requires"_s).toObject();
        const QStringList fields{u"rationale"_s, u"correction"_s, u"link"_s};
        checkKeys(flags, fields, requiresPath);
        for (const QString &field : fields) {
            if (flags.contains(field) && !flags.value(field).isBool()) {
                error(join(requiresPath, field), TaxonomyLoader::tr("expected true or false"));
            }
        }
        node.requirements = {flags.value(fields[0]).toBool(), flags.value(fields[1]).toBool(),
                             flags.value(fields[2]).toBool()};
    }
    if (object.contains(u"linkKind"_s)) {
        LinkKind kind;
        if (!linkKindFromKey(object.value(u"linkKind"_s).toString(), &kind)) {
            error(join(path, u"linkKind"_s), TaxonomyLoader::tr("linkKind must be \"antecedent\" or \"associated\""));
        }
        node.linkKind = kind;
    } else if (node.requirements.link) {
        error(path, TaxonomyLoader::tr("a type that requires a link must say its \"linkKind\""));
    }
    const QJsonObject weights = object.value(u"weights"_s).toObject();
    for (auto it = weights.begin(); it != weights.end(); ++it) {
        if (!m_taxonomy.severity(it.key()) || !it.value().isDouble()) {
            error(join(join(path, u"weights"_s), it.key()),
                  TaxonomyLoader::tr("weights map severity keys to numbers; \"%1\" is not a severity").arg(it.key()));
        }
        node.severityWeights.insert(it.key(), it.value().toDouble());
    }
}

TaxonomyLoadResult Parser::parse(const QJsonObject &root)
{
    if (const auto lone = m_locator.loneSurrogate()) { // Qt's parser has put another character in its place
        m_errors << TaxonomyError{lone->line, 0,
                                  TaxonomyLoader::tr("%1: not valid text: a \\u escape names half of a surrogate pair "
                                                     "(\\uD800–\\uDFFF) without its other half")
                                      .arg(lone->path)};
        return {std::nullopt, m_errors};
    }
    checkKeys(root,
              {u"format"_s, u"version"_s, u"id"_s, u"name"_s, u"description"_s, u"selectableLevels"_s, u"severities"_s,
               u"nodes"_s},
              QString());
    if (!requireKeys(root, {u"format"_s, u"version"_s, u"id"_s, u"name"_s, u"severities"_s, u"nodes"_s}, QString())) {
        return {std::nullopt, m_errors};
    }
    if (root.value(u"format"_s).toString() != FormatName) {
        error(u"format"_s, TaxonomyLoader::tr("format must be \"%1\"").arg(FormatName));
    }
    if (root.value(u"version"_s).toInt() != FormatVersion) {
        error(u"version"_s,
              TaxonomyLoader::tr("unsupported taxonomy format version (this Errata reads version %1)")
                  .arg(FormatVersion));
    }
    static const QRegularExpression idPattern(u"^[a-z0-9][a-z0-9_.-]*$"_s);
    m_taxonomy.id = root.value(u"id"_s).toString();
    if (!idPattern.match(m_taxonomy.id).hasMatch()) {
        error(u"id"_s, TaxonomyLoader::tr("id must be lowercase letters, digits, '_', '.' or '-'"));
    }
    m_taxonomy.name = localized(root.value(u"name"_s), u"name"_s);
    if (root.contains(u"description"_s)) {
        m_taxonomy.description = localized(root.value(u"description"_s), u"description"_s);
    }
    parseSelectableLevels(root.value(u"selectableLevels"_s));
    parseSeverities(root.value(u"severities"_s));
    parseNodes(root.value(u"nodes"_s), u"nodes"_s, 1, QString());
    if (!m_errors.isEmpty()) {
        return {std::nullopt, m_errors};
    }
    return {m_taxonomy, {}};
}

} // namespace

QString TaxonomyLoadResult::errorText(const QString &fileName) const
{
    QStringList lines;
    for (const TaxonomyError &error : errors) {
        const QString where = error.line <= 0 ? fileName
            : error.column > 0                ? u"%1:%2:%3"_s.arg(fileName).arg(error.line).arg(error.column)
                                              : u"%1:%2"_s.arg(fileName).arg(error.line);
        lines << u"%1: %2"_s.arg(where, error.message);
    }
    return lines.join(u'\n');
}

TaxonomyLoadResult TaxonomyLoader::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = JsonLocator::lineAndColumn(json, parseError.offset);
        return {std::nullopt, {TaxonomyError{line, column, tr("not valid JSON: %1").arg(parseError.errorString())}}};
    }
    if (!document.isObject()) {
        return {std::nullopt, {TaxonomyError{1, 0, tr("a taxonomy file must hold one JSON object")}}};
    }
    return Parser(json).parse(document.object());
}

TaxonomyLoadResult TaxonomyLoader::fromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {std::nullopt, {TaxonomyError{0, 0, tr("cannot read the file: %1").arg(file.errorString())}}};
    }
    return fromJson(file.readAll());
}

QStringList TaxonomyLoader::builtinIds()
{
    return {u"scarecrow"_s, u"tgea"_s, u"mqm"_s, u"esa"_s};
}

TaxonomyLoadResult TaxonomyLoader::builtin(const QString &id)
{
    if (!builtinIds().contains(id)) {
        return {std::nullopt, {TaxonomyError{0, 0, tr("no built-in taxonomy named \"%1\"").arg(id)}}};
    }
    return fromFile(u":/taxonomies/%1.json"_s.arg(id));
}

} // namespace Errata
