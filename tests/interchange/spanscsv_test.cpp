// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/spanscsvwriter.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"
#include "model/interchange/predictionreader.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// A small RFC 4180 reader, independent of the writer: quoted fields, doubled quotes, newlines inside.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace

class SpansCsvTest : public QObject
{
    Q_OBJECT

private slots:
    void rowsRoundTripThroughAnIndependentReader();
    void formulaCellsAreDefusedAndReadBack();
};

void SpansCsvTest::rowsRoundTripThroughAnIndependentReader()
{
    QTemporaryDir dir;
    QString error;
    auto project = Project::create(dir.filePath(u"csv.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                   u"T"_s, &error);
    QVERIFY(project);
    Person ann{0, u"Zoë, \"the\" annotator"_s, Role::Annotator};
    QVERIFY(project->people().add(ann, 0));
    // An emoji (two UTF-16 units, one code point) before the span shifts UTF-16 and code-point offsets apart.
    Item item{0, u"i1"_s, u"p"_s, u"A 🐈 cat sat on the mat."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, 0));
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = ann.id;
    QVERIFY(project->assignments().create(assignment, ann.id));
    Span span;
    span.layerId = *project->spans().annotatorLayer(item.id, ann.id);
    span.range = {5, 8, TextSide::Generation}; // "cat" after "A 🐈 " (5 UTF-16 units, 4 code points)
    span.typeKey = u"Redundant"_s;
    span.severityKey = u"2"_s;
    span.correction = QString(); // delete
    span.rationale = u"Says \"cat\", then\nagain, cat."_s;
    span.links << SpanLink{{0, 1, TextSide::Generation}, LinkKind::Antecedent};
    QVERIFY(project->spans().add(span));

    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    qint64 rows = 0;
    QVERIFY(SpansCsvWriter::write(*project, buffer, &rows, &error));
    QCOMPARE(rows, 1);
    const QList<QStringList> table = parseCsv(QString::fromUtf8(buffer.data()));
    QCOMPARE(table.size(), 2);
    QCOMPARE(table[0], SpansCsvWriter::columns());
    QHash<QString, QString> row;
    for (qsizetype c = 0; c < table[0].size(); ++c) {
        row.insert(table[0][c], table[1].value(c));
    }
    // Code points counted independently: the prefix's UCS-4 length.
    QCOMPARE(row[u"begin"_s].toInt(), int(item.generation.left(5).toUcs4().size()));
    QCOMPARE(row[u"begin"_s], u"4"_s);
    QCOMPARE(row[u"end"_s], u"7"_s);
    QCOMPARE(row[u"text"_s], u"cat"_s);
    QCOMPARE(row[u"annotator"_s], ann.name);
    QCOMPARE(row[u"rationale"_s], span.rationale);
    QCOMPARE(row[u"correction_given"_s], u"1"_s);
    QCOMPARE(row[u"correction"_s], QString());
    QCOMPARE(row[u"links"_s], u"antecedent:generation:0-1"_s);
    QCOMPARE(row[u"type_group"_s], u"Language"_s);
    QCOMPARE(row[u"state"_s], u"new"_s);
}

// Issue #41: cells a spreadsheet would run (= + - @) start with a single quote in the file; numbers do not;
// Errata's own reader of the format (predictions import) takes the quote off again.
void SpansCsvTest::formulaCellsAreDefusedAndReadBack()
{
    QTemporaryDir dir;
    QString error;
    auto project =
        Project::create(dir.filePath(u"f.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY(project);
    Person ann{0, u"@mallory"_s, Role::Annotator};
    QVERIFY(project->people().add(ann, 0));
    Item item{
        0, u"=HYPERLINK(\"https://evil.example\",\"x\")"_s, u"p"_s, u"=SUM(1,2) is -3 today."_s, TextFormat::Plain, {},
        {}};
    QVERIFY(project->items().add(item, 0));
    Assignment assignment{0, item.id, ann.id, AssignmentState::New, 0, 0, 0, {}};
    QVERIFY(project->assignments().create(assignment, ann.id));
    Span span;
    span.layerId = *project->spans().annotatorLayer(item.id, ann.id);
    span.range = {0, 9, TextSide::Generation}; // "=SUM(1,2)"
    span.typeKey = u"Redundant"_s;
    span.correction = u"-3"_s;
    span.rationale = u"+cmd|' /C calc'!A0"_s;
    QVERIFY(project->spans().add(span));

    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    qint64 rows = 0;
    QVERIFY(SpansCsvWriter::write(*project, buffer, &rows, &error));
    const QList<QStringList> table = parseCsv(QString::fromUtf8(buffer.data()));
    QCOMPARE(table.size(), 2);
    QHash<QString, QString> row;
    for (qsizetype c = 0; c < table[0].size(); ++c) row.insert(table[0][c], table[1].value(c));
    QCOMPARE(row[u"item"_s], u"'=HYPERLINK(\"https://evil.example\",\"x\")"_s);
    QCOMPARE(row[u"annotator"_s], u"'@mallory"_s);
    QCOMPARE(row[u"text"_s], u"'=SUM(1,2)"_s);
    QCOMPARE(row[u"rationale"_s], u"'+cmd|' /C calc'!A0"_s);
    QCOMPARE(row[u"correction"_s], u"-3"_s); // a number, left alone
    QCOMPARE(row[u"begin"_s], u"0"_s);

    ImportError readError;
    const auto items = PredictionReader::read(u"spans-csv"_s, buffer.data(), u"spans.csv"_s, QString(), &readError);
    QVERIFY2(items, qPrintable(readError.message()));
    QCOMPARE(items->size(), 1);
    QCOMPARE(items->first().externalId, item.externalId);
    QCOMPARE(items->first().spans.size(), 1);
    QCOMPARE(items->first().spans.first().quotedText, u"=SUM(1,2)"_s);
    QCOMPARE(items->first().spans.first().span.rationale, span.rationale);
}

QTEST_GUILESS_MAIN(SpansCsvTest)
#include "spanscsv_test.moc"
