// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an annotator of a blind project sees of the items (issue #17): opaque ids in an order of their
// own, and no hidden metadata.
#include "model/document/blindrows.h"
#include "model/domain/hiddenmetadata.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QList<ItemRow> rows(int count)
{
    QList<ItemRow> out;
    for (int i = 1; i <= count; ++i) {
        ItemRow row;
        row.item.id = 100 + i;
        row.item.externalId = u"mqm:wmt23:%1:GPT4-5shot"_s.arg(i);
        row.item.metadata = {{u"model"_s, u"GPT4-5shot"_s}, {u"top_p"_s, u"0.9"_s}, {u"topic"_s, u"news"_s}};
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

} // namespace

class BlindRowsTest : public QObject
{
    Q_OBJECT

private slots:
    void opaqueIdsAndNoHiddenMetadata();
    void eachPersonHasAnOrder();
    void hiddenKeysSetting();
    void sharedMetadataStaysShared();
};

void BlindRowsTest::opaqueIdsAndNoHiddenMetadata()
{
    QHash<qint64, QString> labels;
    const QList<ItemRow> shown = BlindRows::apply(rows(12), HiddenMetadata::defaultKeys(), 7, &labels);
    QCOMPARE(shown.size(), 12);
    for (int i = 0; i < 12; ++i) {
        QCOMPARE(shown[i].item.externalId, u"#%1"_s.arg(i + 1, 2, 10, QChar(u'0'))); // #01 … #12: sorts as shown
        QCOMPARE(labels.value(shown[i].item.id), shown[i].item.externalId);
        QCOMPARE(shown[i].item.metadata, (QMap<QString, QString>{{u"topic"_s, u"news"_s}}));
    }
    QList<qint64> sorted = ids(shown);
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(sorted, ids(rows(12))); // every item once
}

void BlindRowsTest::eachPersonHasAnOrder()
{
    QHash<qint64, QString> labels;
    const QList<qint64> a = ids(BlindRows::apply(rows(30), {}, 1, &labels));
    const QList<qint64> again = ids(BlindRows::apply(rows(30), {}, 1, &labels));
    const QList<qint64> b = ids(BlindRows::apply(rows(30), {}, 2, &labels));
    QCOMPARE(a, again);
    QVERIFY(a != b);
    QVERIFY(a != ids(rows(30))); // not the corpus order (30! orders: this one is not it)
}

// The list's rows share metadata maps (ItemRowReader): a map without a hidden key is left shared,
// one with it loses the key in that row alone.
void BlindRowsTest::sharedMetadataStaysShared()
{
    const QMap<QString, QString> plain{{u"topic"_s, u"news"_s}};
    const QMap<QString, QString> withModel{{u"model"_s, u"GPT4-5shot"_s}, {u"topic"_s, u"news"_s}};
    QList<ItemRow> input = rows(4);
    for (int i = 0; i < 4; ++i) input[i].item.metadata = i < 2 ? plain : withModel;
    QHash<qint64, QString> labels;
    const QList<ItemRow> shown = BlindRows::apply(input, {u"model"_s}, 3, &labels);
    int shared = 0;
    for (const ItemRow &row : shown) {
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
    QCOMPARE(HiddenMetadata::keys(u"model, source"_s), (QStringList{u"model"_s, u"source"_s}));
}

QTEST_GUILESS_MAIN(BlindRowsTest)
#include "blindrows_test.moc"
