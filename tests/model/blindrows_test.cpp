// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an annotator of a blind project sees of the items (issues #17 and #42): their own items only,
// by opaque ids numbered over those items alone, in an order of their own, and no hidden metadata
// under any spelling of its key.
#include "model/domain/blindorder.h"
#include "model/domain/hiddenmetadata.h"
#include "model/project/blindrows.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

constexpr qint64 Me = 7;
constexpr qint64 Colleague = 8;

// count items; those whose number is in mine are assigned to Me, every one to Colleague.
QList<ItemRow> rows(int count, const QList<int> &mine = {})
{
    QList<ItemRow> out;
    for (int i = 1; i <= count; ++i) {
        ItemRow row;
        row.item.id = 100 + i;
        row.item.externalId = u"mqm:wmt23:%1:GPT4-5shot"_s.arg(i);
        row.item.metadata = {{u"model"_s, u"GPT4-5shot"_s}, {u"top_p"_s, u"0.9"_s}, {u"topic"_s, u"news"_s}};
        for (const qint64 person : {Me, Colleague}) {
            if (person == Me && !mine.isEmpty() && !mine.contains(i)) continue;
            Assignment assignment;
            assignment.itemId = row.item.id;
            assignment.annotatorId = person;
            row.assignments << assignment;
        }
        out << row;
    }
    return out;
}

QList<qint64> ids(const QList<ItemRow> &rows)
{
    QList<qint64> out;
    for (const ItemRow &row : rows) out << row.item.id;
    return out;
}

QList<ItemRow> shown(const QList<ItemRow> &input, const QStringList &hidden = {}, qint64 person = Me)
{
    QHash<qint64, QString> labels;
    return BlindRows::apply(input, HiddenMetadata::Matcher(hidden), person, &labels);
}

} // namespace

class BlindRowsTest : public QObject
{
    Q_OBJECT

private slots:
    void opaqueIdsAndNoHiddenMetadata();
    void ownItemsOnlyNumberedOverThem();
    void eachPersonHasAnOrder();
    void orderIsStableWhenItemsAreAdded();
    void hiddenKeysInAnySpelling();
    void hiddenKeysSetting();
    void sharedMetadataStaysShared();
};

void BlindRowsTest::opaqueIdsAndNoHiddenMetadata()
{
    QHash<qint64, QString> labels;
    const QList<ItemRow> out =
        BlindRows::apply(rows(12), HiddenMetadata::Matcher(HiddenMetadata::defaultKeys()), Me, &labels);
    QCOMPARE(out.size(), 12);
    for (int i = 0; i < 12; ++i) {
        QCOMPARE(out[i].item.externalId, u"#%1"_s.arg(i + 1, 2, 10, QChar(u'0'))); // #01 … #12: sorts as shown
        QCOMPARE(labels.value(out[i].item.id), out[i].item.externalId);
        QCOMPARE(out[i].item.metadata, (QMap<QString, QString>{{u"topic"_s, u"news"_s}}));
        QCOMPARE(out[i].assignments.size(), 1); // the colleague's assignment is not theirs to see
        QCOMPARE(out[i].assignments.first().annotatorId, Me);
    }
    QList<qint64> sorted = ids(out);
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(sorted, ids(rows(12))); // every item once
}

// Four of six items are mine: #01 … #04, with no gap that tells of the other two.
void BlindRowsTest::ownItemsOnlyNumberedOverThem()
{
    const QList<ItemRow> out = shown(rows(6, {1, 3, 5, 6}));
    QCOMPARE(out.size(), 4);
    QStringList labels;
    for (const ItemRow &row : out) labels << row.item.externalId;
    QCOMPARE(labels, (QStringList{u"#01"_s, u"#02"_s, u"#03"_s, u"#04"_s}));
    QList<qint64> sorted = ids(out);
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(sorted, (QList<qint64>{101, 103, 105, 106}));
    QCOMPARE(BlindOrder::label(99, 120), u"#100"_s); // three digits for 120 items
}

void BlindRowsTest::eachPersonHasAnOrder()
{
    const QList<qint64> a = ids(shown(rows(30)));
    const QList<qint64> again = ids(shown(rows(30)));
    const QList<qint64> b = ids(shown(rows(30), {}, Colleague));
    QCOMPARE(a, again);
    QVERIFY(a != b);
    QVERIFY(a != ids(rows(30))); // not the corpus order (30! orders: this one is not it)
}

// An item assigned later takes its place: the others keep their order among themselves.
void BlindRowsTest::orderIsStableWhenItemsAreAdded()
{
    const QList<qint64> before = ids(shown(rows(20)));
    QList<qint64> after = ids(shown(rows(21)));
    after.removeAll(121);
    QCOMPARE(after, before);
}

void BlindRowsTest::hiddenKeysInAnySpelling()
{
    QList<ItemRow> input = rows(3);
    input[0].item.metadata = {{u"Model"_s, u"x"_s}, {u"SYSTEM"_s, u"y"_s}, {u"topic"_s, u"news"_s}};
    input[1].item.metadata = {{u"Top P"_s, u"0.9"_s}, {u" model "_s, u"x"_s}, {u"topic"_s, u"news"_s}};
    input[2].item.metadata = {{u"top-p"_s, u"0.9"_s}, {u"MODEL"_s, u"x"_s}, {u"topic"_s, u"news"_s}};
    for (const ItemRow &row : shown(input, HiddenMetadata::defaultKeys())) {
        QCOMPARE(row.item.metadata, (QMap<QString, QString>{{u"topic"_s, u"news"_s}}));
    }
    const HiddenMetadata::Matcher matcher(HiddenMetadata::keys(u" Model , top_p"_s));
    QVERIFY(matcher.hides(u"MODEL"));
    QVERIFY(matcher.hides(u"Top P"));
    QVERIFY(!matcher.hides(u"topic"));
    QVERIFY(!matcher.hides(u"models"));
}

// The list's rows share metadata maps (ItemRowReader): a map without a hidden key is left shared,
// one with it loses the key in that row alone.
void BlindRowsTest::sharedMetadataStaysShared()
{
    const QMap<QString, QString> plain{{u"topic"_s, u"news"_s}};
    const QMap<QString, QString> withModel{{u"Model"_s, u"GPT4-5shot"_s}, {u"topic"_s, u"news"_s}};
    QList<ItemRow> input = rows(4);
    for (int i = 0; i < 4; ++i) input[i].item.metadata = i < 2 ? plain : withModel;
    int shared = 0;
    for (const ItemRow &row : shown(input, {u"model"_s})) {
        QCOMPARE(row.item.metadata, plain);
        shared += row.item.metadata.isSharedWith(plain);
    }
    QCOMPARE(shared, 2);           // the two that had no hidden key
    QCOMPARE(withModel.size(), 2); // the map the others shared is as it was
    QCOMPARE(input[3].item.metadata, withModel);
}

void BlindRowsTest::hiddenKeysSetting()
{
    QCOMPARE(HiddenMetadata::keys(std::nullopt), HiddenMetadata::defaultKeys());
    QCOMPARE(HiddenMetadata::keys(u"none"_s), QStringList());
    QCOMPARE(HiddenMetadata::keys(u" None "_s), QStringList());
    QCOMPARE(HiddenMetadata::keys(u"model, source"_s), (QStringList{u"model"_s, u"source"_s}));
}

QTEST_GUILESS_MAIN(BlindRowsTest)
#include "blindrows_test.moc"
