// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QByteArray>
#include <QColor>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Errata {

// A string in several UI languages ("en", "zh_CN", "de"); English is the fallback.
struct LocalizedText
{
    QMap<QString, QString> byLanguage;

    QString text(const QString &language = QString()) const;
    bool isEmpty() const { return byLanguage.isEmpty(); }
    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};

// Which fields a span of this type must carry before its item can be submitted.
struct Requirements
{
    bool rationale = false;
    bool correction = false;
    bool link = false;
    friend bool operator==(const Requirements &, const Requirements &) = default;
};

struct TaxonomyNode
{
    QString key;
    QString parentKey; // empty on level 1
    int level = 1;
    bool selectable = false;
    LocalizedText name;
    LocalizedText definition;
    LocalizedText example;
    QColor color;
    QString shortcut;
    Requirements requirements;
    std::optional<LinkKind> linkKind;
    QMap<QString, double> severityWeights; // per-node overrides (MQM: Minor punctuation 0.1)
    QStringList childKeys;
};

struct Severity
{
    QString key;
    LocalizedText name;
    QString shortcut;
    double weight = 1.0;
};

// An error-type tree of at most two levels, with its severity scale (product.md §3).
class Taxonomy
{
public:
    QString id;
    LocalizedText name;
    LocalizedText description;
    QList<int> selectableLevels;
    QList<TaxonomyNode> nodes; // pre-order: each group followed by its children
    QList<Severity> severities;
    QByteArray sourceJson; // the file as loaded, kept so a project can export it unchanged

    const TaxonomyNode *node(const QString &key) const;
    const Severity *severity(const QString &key) const;
    QList<const TaxonomyNode *> selectableNodes() const;
    // The score weight of a span of this type and severity (MQM scoring); 0 for unknown keys.
    double weight(const QString &typeKey, const QString &severityKey) const;
};

} // namespace Errata
