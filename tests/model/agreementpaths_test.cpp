// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The agreement path (AgreementData::finished, read in bulk, perType counting each span once) gives
// exactly what the plain one gives: the finished layers assembled here from the repositories' full
// spans and assignment states, and per-type figures computed here the straightforward way, category
// by category from coverage().
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/spanrepository.h"
#include "model/generators/scalegenerator.h"
#include "model/project/agreementdata.h"
#include "model/stats/krippendorff.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

struct Expected
{
    std::optional<double> itemMean, pooled, twoAgree, fleiss;
    int items = 0, itemsWithAlpha = 0;
    qint64 units = 0;
};

// The definitions of product.md §6, one category at a time over coverage() (a layer covers a unit
// when one of its spans of the category overlaps it), with no sharing between categories.
Expected plainPerType(const QList<AgreementItem> &items, const TypeSelector &selector, AgreementUnit unit)
{
    const AgreementCalculator calculator(unit);
    Expected expected;
    BinaryAlpha pooled;
    double alphaSum = 0, fleissP = 0, ones = 0, values = 0;
    qint64 marked = 0, agreed = 0, fleissUnits = 0;
    for (const AgreementItem &item : items) {
        const int m = int(item.layers.size());
        if (m < 2) continue;
        const QList<TextRange> units = unitsOf(item.text, unit);
        const QList<QList<char>> covered = calculator.coverage(item, units, selector);
        BinaryAlpha itemAlpha;
        for (qsizetype u = 0; u < units.size(); ++u) {
            int k = 0;
            for (const QList<char> &layer : covered) k += layer[u];
            itemAlpha.addUnit(m, k);
            marked += k >= 1;
            agreed += k >= 2;
            fleissP += double(k * (k - 1) + (m - k) * (m - k - 1)) / double(m * (m - 1));
            ones += k;
            values += m;
            ++fleissUnits;
        }
        pooled.merge(itemAlpha);
        ++expected.items;
        expected.units += units.size();
        if (const auto alpha = itemAlpha.alpha()) {
            alphaSum += *alpha;
            ++expected.itemsWithAlpha;
        }
    }
    expected.pooled = pooled.alpha();
    if (expected.itemsWithAlpha > 0) expected.itemMean = alphaSum / expected.itemsWithAlpha;
    if (marked > 0) expected.twoAgree = double(agreed) / double(marked);
    const double p1 = ones / values, pe = p1 * p1 + (1 - p1) * (1 - p1);
    if (fleissUnits > 0 && pe < 1) expected.fleiss = (fleissP / double(fleissUnits) - pe) / (1 - pe);
    return expected;
}

QList<std::tuple<qint64, qint64, qsizetype, qsizetype, int, QString>> spanKeys(const AgreementLayer &layer)
{
    QList<std::tuple<qint64, qint64, qsizetype, qsizetype, int, QString>> keys;
    for (const Span &span : layer.spans) {
        keys << std::tuple{span.id, span.layerId, span.range.begin, span.range.end, int(span.range.side), span.typeKey};
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

// Finished layers assembled the plain way, from the repositories, as the product's rule says: an
// annotator's layer counts once their assignment is submitted, in review or accepted.
QList<AgreementItem> plainFinishedLayers(Project &project)
{
    QList<AgreementItem> items;
    QHash<qint64, qsizetype> itemIndex;
    for (const Item &item : project.items().all()) {
        itemIndex.insert(item.id, items.size());
        items << AgreementItem{item.id, item.generation, item.metadata, {}};
    }
    QSet<std::pair<qint64, qint64>> finished;
    for (const Assignment &assignment : project.assignments().all()) {
        const AssignmentState state = assignment.state;
        if (state == AssignmentState::Submitted || state == AssignmentState::InReview
            || state == AssignmentState::Accepted) {
            finished.insert({assignment.itemId, assignment.annotatorId});
        }
    }
    SpanRepository spans = project.spans();
    QHash<qint64, std::pair<qsizetype, qsizetype>> layerSlot; // layer id -> (item index, layer index)
    for (const Layer &layer : spans.allLayers()) {
        const auto it = itemIndex.constFind(layer.itemId);
        if (layer.kind == LayerKind::Annotator && it != itemIndex.cend()
            && finished.contains({layer.itemId, layer.personId})) {
            layerSlot.insert(layer.id, {*it, items[*it].layers.size()});
            items[*it].layers << AgreementLayer{layer.personId, {}, true};
        }
    }
    for (Span &span : spans.allSpans()) {
        if (const auto slot = layerSlot.constFind(span.layerId); slot != layerSlot.cend()) {
            items[slot->first].layers[slot->second].spans << std::move(span);
        }
    }
    return items;
}

} // namespace

class AgreementPathsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void readsTheSameLayersAndSpans();
    void perTypeMatchesThePlainDefinition_data();
    void perTypeMatchesThePlainDefinition();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
};

void AgreementPathsTest::initTestCase()
{
    // 600 items × 6 annotators: English and Chinese texts, a 5,000-word piece, every state, overlaps.
    const QString path = m_dir.filePath(u"generated.errata"_s);
    ScaleSummary summary;
    QString error;
    QVERIFY2(ScaleGenerator::generate(path, {600, 6, 3.0, 11}, &summary, &error), qPrintable(error));
    QVERIFY(summary.spans > 3000);
    m_project = Project::open(path, &error);
    QVERIFY2(m_project, qPrintable(error));
}

void AgreementPathsTest::readsTheSameLayersAndSpans()
{
    const QList<AgreementItem> plain = plainFinishedLayers(*m_project);
    QString error;
    const QList<AgreementItem> fast = AgreementData::finished(*m_project, nullptr, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(fast.size(), plain.size());
    qsizetype layers = 0;
    for (qsizetype i = 0; i < plain.size(); ++i) {
        QCOMPARE(fast[i].itemId, plain[i].itemId);
        QCOMPARE(fast[i].text, plain[i].text);
        QCOMPARE(fast[i].metadata, plain[i].metadata);
        QCOMPARE(fast[i].layers.size(), plain[i].layers.size());
        for (qsizetype l = 0; l < plain[i].layers.size(); ++l) {
            QCOMPARE(fast[i].layers[l].annotatorId, plain[i].layers[l].annotatorId);
            QCOMPARE(spanKeys(fast[i].layers[l]), spanKeys(plain[i].layers[l]));
        }
        layers += plain[i].layers.size();
    }
    QVERIFY(layers > 1000); // finished layers of 600 × 6 (~73% of assignments are finished)
}

void AgreementPathsTest::perTypeMatchesThePlainDefinition_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("level");
    QTest::newRow("tokens, types") << int(AgreementUnit::Token) << 2;
    QTest::newRow("tokens, groups") << int(AgreementUnit::Token) << 1;
    QTest::newRow("characters, types") << int(AgreementUnit::Character) << 2;
}

void AgreementPathsTest::perTypeMatchesThePlainDefinition()
{
    QFETCH(int, unit);
    QFETCH(int, level);
    const QList<AgreementItem> plain = plainFinishedLayers(*m_project);
    const QList<AgreementItem> fast = AgreementData::finished(*m_project);
    const QList<TypeSelector> selectors = TypeSelectors::forTaxonomy(m_project->taxonomy(), level);
    const QList<TypeAgreement> rows = AgreementCalculator(AgreementUnit(unit)).perType(fast, selectors);
    QCOMPARE(rows.size(), selectors.size());
    int withAlpha = 0;
    for (qsizetype s = 0; s < selectors.size(); ++s) {
        const Expected expected = plainPerType(plain, selectors[s], AgreementUnit(unit));
        const TypeAgreement &row = rows[s];
        QCOMPARE(row.key, selectors[s].key);
        QCOMPARE(row.items, expected.items);
        QCOMPARE(row.itemsWithAlpha, expected.itemsWithAlpha);
        QCOMPARE(row.units, expected.units);
        // The same sums in the same order: equal to the last bit, not just close.
        QCOMPARE(row.alphaPooled.has_value(), expected.pooled.has_value());
        QVERIFY(!row.alphaPooled || *row.alphaPooled == *expected.pooled);
        QVERIFY(row.alphaItemMean == expected.itemMean);
        QVERIFY(row.twoAgree == expected.twoAgree);
        QVERIFY(row.fleissKappa == expected.fleiss);
        withAlpha += row.alphaPooled.has_value();
    }
    QVERIFY(withAlpha >= selectors.size() / 2); // the comparison is not vacuous
}

QTEST_GUILESS_MAIN(AgreementPathsTest)
#include "agreementpaths_test.moc"
