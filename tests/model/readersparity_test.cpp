// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Backend parity of the bulk readers (issue #20): every reader gives the same rows through SQLite's C
// interface and through plain Qt SQL, on the demo project (every workflow state, gold layers, Chinese
// items) and on a real WMT23 MQM file. The Qt SQL source is the one another driver (PostgreSQL) will use,
// so this suite is the readiness check for a second backend.
#include "model/domain/taxonomyloader.h"
#include "model/generators/demoproject.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/agreementreader.h"
#include "model/storage/corpustablereader.h"
#include "model/storage/itemrowreader.h"
#include "model/storage/reviewqueuereader.h"
#include "model/storage/rowreader.h"

#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QString dump(const QMap<QString, QString> &map)
{
    QStringList parts;
    for (auto it = map.cbegin(); it != map.cend(); ++it) parts << it.key() + u'=' + it.value();
    return parts.join(u';');
}

QStringList dumpItemRows(Database &db)
{
    QStringList out;
    for (const ItemRow &row : ItemRowReader::rows(db)) {
        const Item &i = row.item;
        out << u"item %1 %2 %3 %4 %5 %6"_s.arg(i.id).arg(i.externalId, i.generation, textFormatKey(i.format),
                                                         i.codeLanguage, dump(i.metadata));
        for (const Assignment &a : row.assignments) {
            out << u"  assignment %1 %2 %3 %4 %5 %6 %7 %8"_s.arg(a.id)
                       .arg(a.itemId)
                       .arg(a.annotatorId)
                       .arg(assignmentStateKey(a.state))
                       .arg(a.iteration)
                       .arg(a.timeSpentSeconds)
                       .arg(a.reviewerId)
                       .arg(a.discardReason);
        }
    }
    return out;
}

QStringList dumpReviewQueue(Database &db)
{
    QStringList out;
    for (const ReviewQueueRow &row : ReviewQueueReader::rows(db)) {
        out << u"%1 %2 %3 %4 %5 %6 %7 %8 %9"_s.arg(row.assignmentId)
                   .arg(row.itemId)
                   .arg(row.item, row.annotator)
                   .arg(assignmentStateKey(row.state))
                   .arg(row.iteration)
                   .arg(row.submitted.toString(Qt::ISODateWithMs), row.reviewer, dump(row.metadata));
    }
    return out;
}

QStringList dumpCoverage(Database &db)
{
    QString error;
    QStringList out;
    for (const AgreementItem &item : AgreementReader::finished(db, nullptr, &error)) {
        out << u"item %1 %2 %3"_s.arg(item.itemId).arg(item.text, dump(item.metadata));
        for (const AgreementLayer &layer : item.layers) {
            for (const Span &s : layer.spans) {
                out << u"  %1 %2 %3 %4 %5 %6"_s.arg(layer.annotatorId)
                           .arg(s.id)
                           .arg(s.range.begin)
                           .arg(s.range.end)
                           .arg(s.range.side == TextSide::Prompt ? u"prompt"_s : u"generation"_s, s.typeKey);
            }
        }
    }
    return error.isEmpty() ? out : QStringList{error};
}

template <typename T>
QString join(const std::vector<T> &values)
{
    QStringList parts;
    for (const T &value : values) parts << QString::number(value);
    return parts.join(u',');
}

QStringList dumpCorpusTable(Database &db)
{
    CorpusTable t;
    QString error;
    if (!CorpusTableReader::load(db, &t, &error)) return {error};
    QStringList out{join(t.itemIds), t.itemExternalIds.join(u','), join(t.itemUnits), t.metaKeys.join(u',')};
    for (const QStringList &values : t.metaValues) out << values.join(u',');
    for (const std::vector<int> &meta : t.itemMeta) out << join(meta);
    out << join(t.annotationItem) << join(t.annotationLayer) << join(t.annotationPerson)
        << join(std::vector<int>(t.annotationGold.cbegin(), t.annotationGold.cend())) << join(t.annotationRating)
        << join(t.annotationEsa) << join(t.spanAnnotation) << join(t.spanType) << join(t.spanSeverity)
        << join(t.spanUnits) << join(std::vector<int>(t.spanOnPrompt.cbegin(), t.spanOnPrompt.cend()))
        << join(t.spanIds) << t.typeKeys.join(u',') << t.severityKeys.join(u',');
    return out;
}

} // namespace

class ReadersParityTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fastPathIsTakenWhereItExists();
    void everyReaderGivesTheSameRows_data();
    void everyReaderGivesTheSameRows();

private:
    QTemporaryDir m_dir;
    QString m_demo;
    QString m_mqm;
};

void ReadersParityTest::initTestCase()
{
    QString error;
    m_demo = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(m_demo, &error), qPrintable(error));

    const QString relative = u"generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;
    const QString tsv = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s) + u"/mqm/"_s + relative;
    QVERIFY2(QFile::exists(tsv), qPrintable(u"the shared MQM data is missing: "_s + tsv));
    ImportError importError;
    const auto corpus = MqmTsvReader::read(TestSupport::readAll(tsv), relative, &importError);
    QVERIFY2(corpus, qPrintable(importError.message()));
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus->typeKeys,
                                                   corpus->severityKeys, &error);
    QVERIFY2(taxonomy, qPrintable(error));
    m_mqm = m_dir.filePath(u"mqm.errata"_s);
    auto project = Project::create(m_mqm, *taxonomy, u"WMT23"_s, &error);
    QVERIFY2(project, qPrintable(error));
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, *corpus, &summary, &error), qPrintable(error));
}

void ReadersParityTest::fastPathIsTakenWhereItExists()
{
    QString error;
    auto project = Project::open(m_demo, &error);
    QVERIFY2(project, qPrintable(error));
    {
        RowReader fastest(project->database(), "SELECT count(*) FROM item");
        QVERIFY(fastest.next());
        QCOMPARE(fastest.source(), RowReader::hasFastPath() ? RowSource::Fastest : RowSource::QtSql);
        QCOMPARE(fastest.integer(0), project->items().count());
    }
    project->database().setRowSource(RowSource::QtSql);
    RowReader plain(project->database(), "SELECT count(*) FROM item");
    QVERIFY(plain.next());
    QCOMPARE(plain.source(), RowSource::QtSql);
    QCOMPARE(plain.integer(0), project->items().count());
    RowReader broken(project->database(), "SELECT no_such_column FROM item");
    QVERIFY(!broken.next());
    QVERIFY(!broken.ok());
    QVERIFY2(broken.error().contains(u"no_such_column"_s), qPrintable(broken.error()));
}

void ReadersParityTest::everyReaderGivesTheSameRows_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<int>("reader");
    QTest::addColumn<bool>("hasRows"); // an imported corpus is all accepted: nothing waits for review
    const QStringList readers{u"item rows"_s, u"review queue"_s, u"finished coverage"_s, u"corpus table"_s};
    for (int reader = 0; reader < readers.size(); ++reader) {
        QTest::addRow("demo, %s", qPrintable(readers[reader])) << u"demo"_s << reader << true;
        QTest::addRow("WMT23 MQM, %s", qPrintable(readers[reader])) << u"mqm"_s << reader << (reader != 1);
    }
}

void ReadersParityTest::everyReaderGivesTheSameRows()
{
    QFETCH(QString, project);
    QFETCH(int, reader);
    QFETCH(bool, hasRows);
    QString error;
    auto opened = Project::open(project == "demo"_L1 ? m_demo : m_mqm, &error);
    QVERIFY2(opened, qPrintable(error));
    Database &db = opened->database();
    const std::function<QStringList(Database &)> read[] = {dumpItemRows, dumpReviewQueue, dumpCoverage,
                                                           dumpCorpusTable};
    db.setRowSource(RowSource::Fastest);
    const QStringList fastest = read[reader](db);
    db.setRowSource(RowSource::QtSql);
    const QStringList plain = read[reader](db);
    QCOMPARE(fastest.size() > 1, hasRows);
    QCOMPARE(plain.size(), fastest.size());
    for (qsizetype i = 0; i < fastest.size(); ++i) {
        QCOMPARE(plain.at(i), fastest.at(i));
    }
}

QTEST_GUILESS_MAIN(ReadersParityTest)
#include "readersparity_test.moc"
