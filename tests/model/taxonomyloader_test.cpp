// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/taxonomyloader.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// A small valid taxonomy; the bad-file cases each break one thing in it. Line numbers matter.
const char *const Valid = R"({
  "format": "errata-taxonomy",
  "version": 1,
  "id": "tiny",
  "name": {"en": "Tiny"},
  "severities": [
    {"key": "low", "name": {"en": "Low"}, "shortcut": "1", "weight": 1}
  ],
  "nodes": [
    {"key": "Lang", "name": {"en": "Language"}, "children": [
      {"key": "Grammar", "name": {"en": "Grammar"}, "color": "#332288", "shortcut": "g",
       "requires": {"rationale": true, "correction": false, "link": false}},
      {"key": "Redundant", "name": {"en": "Redundant"}, "color": "#88CCEE",
       "requires": {"rationale": true, "correction": false, "link": true}, "linkKind": "antecedent"}
    ]},
    {"key": "Other", "name": {"en": "Other"}, "color": "#DDDDDD"}
  ]
}
)";

QByteArray replaced(const char *from, const char *to)
{
    QByteArray json(Valid);
    Q_ASSERT(json.contains(from));
    return json.replace(from, to);
}

} // namespace

class TaxonomyLoaderTest : public QObject
{
    Q_OBJECT

private slots:
    void validFileLoads();
    void scarecrowMatchesTheReleasedData();
    void tgeaHasBothLevelsSelectable();
    void mqmWeights();
    void builtinsAreUsable_data();
    void builtinsAreUsable();
    void badFiles_data();
    void badFiles();
    void errorTextNamesFileAndLine();
};

void TaxonomyLoaderTest::validFileLoads()
{
    const TaxonomyLoadResult result = TaxonomyLoader::fromJson(Valid);
    QVERIFY2(result.isValid(), qPrintable(result.errorText(u"valid"_s)));
    const Taxonomy &taxonomy = *result.taxonomy;
    QCOMPARE(taxonomy.nodes.size(), 4);
    QCOMPARE(taxonomy.selectableNodes().size(), 3); // Lang is a group, Other a childless level-1 type
    QCOMPARE(taxonomy.node(u"Lang"_s)->childKeys, QStringList({u"Grammar"_s, u"Redundant"_s}));
    QCOMPARE(taxonomy.node(u"Redundant"_s)->parentKey, u"Lang"_s);
    QCOMPARE(taxonomy.node(u"Redundant"_s)->linkKind, std::optional(LinkKind::Antecedent));
    QVERIFY(taxonomy.node(u"Redundant"_s)->requirements.link);
    QCOMPARE(taxonomy.node(u"Grammar"_s)->color, QColor(u"#332288"_s));
    QCOMPARE(taxonomy.sourceJson, QByteArray(Valid));
}

void TaxonomyLoaderTest::scarecrowMatchesTheReleasedData()
{
    const TaxonomyLoadResult result = TaxonomyLoader::builtin(u"scarecrow"_s);
    QVERIFY2(result.isValid(), qPrintable(result.errorText(u"scarecrow.json"_s)));
    QStringList keys;
    for (const TaxonomyNode *node : result.taxonomy->selectableNodes()) {
        keys << node->key;
        QVERIFY(node->requirements.rationale); // Scarecrow requires an explanation for every span
    }
    keys.sort();
    // The file identifiers of the released Scarecrow data (product.md §3).
    QStringList expected{u"Grammar_Usage"_s, u"Redundant"_s,        u"Off-prompt"_s,   u"Self-contradiction"_s,
                         u"Incoherent"_s,    u"Technical_Jargon"_s, u"Needs_Google"_s, u"Bad_Math"_s,
                         u"Commonsense"_s,   u"Encyclopedic"_s};
    expected.sort();
    QCOMPARE(keys, expected);
    QCOMPARE(result.taxonomy->nodes.size(), 13); // 3 groups + 10 types
    for (const QString &needsAntecedent : {u"Redundant"_s, u"Self-contradiction"_s}) {
        QVERIFY(result.taxonomy->node(needsAntecedent)->requirements.link);
        QCOMPARE(result.taxonomy->node(needsAntecedent)->linkKind, std::optional(LinkKind::Antecedent));
    }
    QCOMPARE(result.taxonomy->severities.size(), 3);
    QCOMPARE(result.taxonomy->severity(u"3"_s)->name.text(u"en"_s), u"Very difficult to understand"_s);
}

void TaxonomyLoaderTest::tgeaHasBothLevelsSelectable()
{
    const TaxonomyLoadResult result = TaxonomyLoader::builtin(u"tgea"_s);
    QVERIFY2(result.isValid(), qPrintable(result.errorText(u"tgea.json"_s)));
    // 6 level-1 types; children 5 + 5 + 5 + 1 + 8 + 0 = 24 (product.md §3).
    int level1 = 0;
    int level2 = 0;
    for (const TaxonomyNode &node : result.taxonomy->nodes) {
        (node.level == 1 ? level1 : level2) += 1;
        QVERIFY(node.selectable);
        QVERIFY(node.requirements.correction && node.requirements.rationale);
        QVERIFY(!node.name.text(u"zh_CN"_s).isEmpty());
    }
    QCOMPARE(level1, 6);
    QCOMPARE(level2, 24);
}

void TaxonomyLoaderTest::mqmWeights()
{
    const TaxonomyLoadResult result = TaxonomyLoader::builtin(u"mqm"_s);
    QVERIFY2(result.isValid(), qPrintable(result.errorText(u"mqm.json"_s)));
    const Taxonomy &mqm = *result.taxonomy;
    // product.md §3: Major 5, Minor 1, Minor Fluency/Punctuation 0.1, Non-translation 25, Neutral 0.
    QCOMPARE(mqm.weight(u"Accuracy/Mistranslation"_s, u"Major"_s), 5.0);
    QCOMPARE(mqm.weight(u"Accuracy/Mistranslation"_s, u"Minor"_s), 1.0);
    QCOMPARE(mqm.weight(u"Fluency/Punctuation"_s, u"Minor"_s), 0.1);
    QCOMPARE(mqm.weight(u"Fluency/Punctuation"_s, u"Major"_s), 5.0);
    QCOMPARE(mqm.weight(u"Non-translation!"_s, u"Major"_s), 25.0);
    QCOMPARE(mqm.weight(u"Style/Awkward"_s, u"Neutral"_s), 0.0);
    QCOMPARE(mqm.weight(u"Style/Awkward"_s, u"Critical"_s), 0.0);
    QVERIFY(mqm.node(u"Source error"_s)->selectable);
}

void TaxonomyLoaderTest::builtinsAreUsable_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : TaxonomyLoader::builtinIds()) {
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TaxonomyLoaderTest::builtinsAreUsable()
{
    QFETCH(QString, id);
    const TaxonomyLoadResult result = TaxonomyLoader::builtin(id);
    QVERIFY(result.isValid());
    QSet<QString> shortcuts;
    QHash<QString, QSet<QRgb>> coloursByGroup;
    for (const Severity &severity : result.taxonomy->severities) {
        QVERIFY(!shortcuts.contains(severity.shortcut));
        shortcuts.insert(severity.shortcut);
    }
    for (const TaxonomyNode &node : result.taxonomy->nodes) {
        for (const QString &language : {u"en"_s, u"zh_CN"_s, u"de"_s}) {
            QVERIFY2(node.name.byLanguage.contains(language), qPrintable(node.key + u' ' + language));
        }
        if (!node.shortcut.isEmpty()) {
            QVERIFY2(!shortcuts.contains(node.shortcut), qPrintable(node.key));
            shortcuts.insert(node.shortcut);
        }
        if (node.selectable) {
            QVERIFY(node.color.isValid());
            QSet<QRgb> &siblings = coloursByGroup[node.parentKey];
            QVERIFY2(!siblings.contains(node.color.rgb()), qPrintable(u"same colour twice in a group: "_s + node.key));
            siblings.insert(node.color.rgb());
        }
    }
}

void TaxonomyLoaderTest::badFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");

    QTest::newRow("not JSON") << replaced("\"version\": 1,", "\"version\": 1,,") << 3 << u"not valid JSON"_s;
    QTest::newRow("wrong format") << replaced("errata-taxonomy", "thresh") << 2 << u"format must be"_s;
    QTest::newRow("future version") << replaced("\"version\": 1", "\"version\": 2") << 3 << u"unsupported"_s;
    QTest::newRow("unknown key") << replaced("\"id\": \"tiny\",", "\"id\": \"tiny\", \"colour\": 1,") << 4
                                 << u"unknown key \"colour\""_s;
    QTest::newRow("bad colour") << replaced("#88CCEE", "teal") << 13 << u"#RRGGBB"_s;
    QTest::newRow("missing colour") << replaced(", \"color\": \"#DDDDDD\"", "") << 16 << u"needs a \"color\""_s;
    QTest::newRow("duplicate key") << replaced("\"key\": \"Other\"", "\"key\": \"Grammar\"") << 16 << u"used twice"_s;
    QTest::newRow("shortcut clash with severity")
        << replaced("\"shortcut\": \"g\"", "\"shortcut\": \"1\"") << 11 << u"already used"_s;
    QTest::newRow("three levels") << replaced("\"color\": \"#332288\",", "\"color\": \"#332288\", \"children\": [],")
                                  << 11 << u"at most two levels"_s;
    QTest::newRow("no English") << replaced("{\"en\": \"Redundant\"}", "{\"fr\": \"Redondant\"}") << 13 << u"English"_s;
    QTest::newRow("link without kind") << replaced(", \"linkKind\": \"antecedent\"", "") << 13 << u"linkKind"_s;
    QTest::newRow("requirement not boolean")
        << replaced("\"rationale\": true, \"correction\": false, \"link\": false",
                    "\"rationale\": \"yes\", \"correction\": false, \"link\": false")
        << 12 << u"true or false"_s;
    QTest::newRow("weight for unknown severity")
        << replaced("\"color\": \"#DDDDDD\"", "\"color\": \"#DDDDDD\", \"weights\": {\"Major\": 5}") << 16
        << u"not a severity"_s;
    QTest::newRow("no severities") << replaced(
        "{\"key\": \"low\", \"name\": {\"en\": \"Low\"}, \"shortcut\": \"1\", \"weight\": 1}", "")
                                   << 6 << u"non-empty array"_s;
    QTest::newRow("selectable levels") << replaced("\"name\": {\"en\": \"Tiny\"},",
                                                   "\"name\": {\"en\": \"Tiny\"}, \"selectableLevels\": [3],")
                                       << 5 << u"selectableLevels"_s;
    // Issue #41: Qt's parser would store another character in its place, swallowing the "d".
    QTest::newRow("lone surrogate") << replaced("{\"en\": \"Redundant\"}", "{\"en\": \"Redun\\ud800dant\"}") << 13
                                    << u"name.en: not valid text"_s;
}

void TaxonomyLoaderTest::badFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(QString, message);
    const TaxonomyLoadResult result = TaxonomyLoader::fromJson(json);
    QVERIFY(!result.isValid());
    QVERIFY(!result.errors.isEmpty());
    const TaxonomyError &first = result.errors.first();
    QVERIFY2(first.message.contains(message), qPrintable(first.message));
    QCOMPARE(first.line, line);
}

void TaxonomyLoaderTest::errorTextNamesFileAndLine()
{
    const TaxonomyLoadResult result = TaxonomyLoader::fromJson(replaced("#88CCEE", "teal"));
    QCOMPARE(result.errorText(u"custom.json"_s), u"custom.json:13: a colour must be written #RRGGBB, got \"teal\""_s);
    const TaxonomyLoadResult missing = TaxonomyLoader::fromFile(u"/nonexistent/custom.json"_s);
    QVERIFY(!missing.isValid());
    QVERIFY(missing.errors.first().message.contains(u"cannot read"_s));
}

QTEST_GUILESS_MAIN(TaxonomyLoaderTest)
#include "taxonomyloader_test.moc"
