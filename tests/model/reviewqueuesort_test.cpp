// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The review queue sorted by submission and round compares times and numbers as they are
// (ReviewQueueFilterModel::lessThan). The order must be the one its sort keys define: the submission
// time's ISO text ("" before any time), the round as a number, ties in the queue's own order.
#include "model/document/reviewqueuemodel.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QList<ReviewQueueRow> queue()
{
    // Times out of order, two equal, two not submitted yet, rounds 1 to 3 and back.
    const QStringList times{
        u"2026-03-01T10:00:00.250Z"_s, u""_s, u"2025-12-31T23:59:59.999Z"_s, u"2026-03-01T10:00:00.250Z"_s,
        u"2026-03-01T10:00:00.249Z"_s, u""_s, u"2026-01-15T08:30:00.000Z"_s, u"2027-01-01T00:00:00.000Z"_s};
    QList<ReviewQueueRow> rows;
    for (int i = 0; i < times.size(); ++i) {
        ReviewQueueRow row;
        row.assignmentId = 100 + i;
        row.itemId = i + 1;
        row.item = u"item-%1"_s.arg(i);
        row.annotator = u"A%1"_s.arg(i % 3);
        row.iteration = 1 + (i * 5) % 3;
        row.submitted = QDateTime::fromString(times.at(i), Qt::ISODateWithMs);
        rows << row;
    }
    return rows;
}

QList<qint64> shown(const QSortFilterProxyModel &proxy)
{
    QList<qint64> ids;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        ids << proxy.index(row, 0).data(ReviewQueueModel::AssignmentIdRole).toLongLong();
    }
    return ids;
}

// The definition: a stable sort of the queue by each row's sort key, compared as keys.
template <typename Key>
QList<qint64> byKey(const QList<ReviewQueueRow> &rows, Key key, bool descending)
{
    QList<ReviewQueueRow> sorted = rows;
    std::stable_sort(sorted.begin(), sorted.end(), [&](const ReviewQueueRow &a, const ReviewQueueRow &b) {
        return descending ? key(b) < key(a) : key(a) < key(b);
    });
    QList<qint64> ids;
    for (const ReviewQueueRow &row : sorted) ids << row.assignmentId;
    return ids;
}

} // namespace

class ReviewQueueSortTest : public QObject
{
    Q_OBJECT

private slots:
    void bySubmission();
    void byRound();
};

void ReviewQueueSortTest::bySubmission()
{
    ReviewQueueModel model;
    model.setRows(queue());
    ReviewQueueFilterModel proxy(&model);
    const auto text = [](const ReviewQueueRow &row) { return row.submitted.toString(Qt::ISODateWithMs); };
    for (const bool descending : {false, true}) {
        proxy.sort(ReviewQueueModel::SubmittedColumn, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        QCOMPARE(shown(proxy), byKey(queue(), text, descending));
    }
    // By hand, oldest first: the two never submitted (101, 105), then 102, 106, 104, the equal pair
    // in queue order (100, 103), and 107.
    proxy.sort(ReviewQueueModel::SubmittedColumn, Qt::AscendingOrder);
    QCOMPARE(shown(proxy), (QList<qint64>{101, 105, 102, 106, 104, 100, 103, 107}));
}

void ReviewQueueSortTest::byRound()
{
    ReviewQueueModel model;
    model.setRows(queue());
    ReviewQueueFilterModel proxy(&model);
    const auto round = [](const ReviewQueueRow &row) { return row.iteration; };
    for (const bool descending : {false, true}) {
        proxy.sort(ReviewQueueModel::IterationColumn, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        QCOMPARE(shown(proxy), byKey(queue(), round, descending));
    }
}

QTEST_GUILESS_MAIN(ReviewQueueSortTest)
#include "reviewqueuesort_test.moc"
