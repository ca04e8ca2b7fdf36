// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/archivecollector.h"
#include "model/project/corpuswriter.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/project/mqmtsvwriter.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
QString sharedData()
{
    return qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
}

// A project's content as comparable text, one entry per item: texts, metadata, and per annotator
// the sorted spans with every field an MQM file can carry. Times and ids are left out.
QMap<QString, QString> content(Project &project)
{
    QMap<QString, QString> items;
    for (const ArchiveItem &item : ArchiveCollector::collect(project).items) {
        QStringList lines{item.item.prompt, item.item.generation};
        for (auto it = item.item.metadata.cbegin(); it != item.item.metadata.cend(); ++it) {
            lines << it.key() + u'=' + it.value();
        }
        QStringList annotations;
        for (const ArchiveAnnotation &annotation : item.annotations) {
            QStringList spans;
            for (const Span &span : annotation.spans) {
                spans << u"%1 %2-%3 %4 %5 %6"_s.arg(textSideKey(span.range.side))
                             .arg(span.range.begin)
                             .arg(span.range.end)
                             .arg(span.typeKey, span.severityKey, span.rationale);
            }
            spans.sort();
            annotations << annotation.annotator + u": "_s + spans.join(u" | "_s);
        }
        annotations.sort();
        items.insert(item.item.externalId, (lines + annotations).join(u'\n'));
    }
    return items;
}
} // namespace

// mqm-tsv export: what the importer reads back is the project that was exported.
class MqmExportTest : public QObject
{
    Q_OBJECT

private slots:
    void roundTripGivesTheSameProject_data();
    void roundTripGivesTheSameProject();
    void rowsCarryTagsAndCleanRatings();

private:
    std::unique_ptr<Project> importFile(const QString &projectName, const QString &tsv);
    QTemporaryDir m_dir;
};

std::unique_ptr<Project> MqmExportTest::importFile(const QString &projectName, const QString &tsv)
{
    QFile file(tsv);
    if (!file.open(QIODevice::ReadOnly)) {
        return nullptr;
    }
    ImportError readError;
    const auto corpus = MqmTsvReader::read(file.readAll(), tsv, &readError);
    if (!corpus) {
        qWarning() << readError.message();
        return nullptr;
    }
    QString error;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus->typeKeys,
                                                   corpus->severityKeys, &error);
    auto project = Project::create(m_dir.filePath(projectName), *taxonomy, projectName, &error);
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, *corpus, &summary, &error)) {
        qWarning() << error;
        return nullptr;
    }
    return project;
}

void MqmExportTest::roundTripGivesTheSameProject_data()
{
    QTest::addColumn<QString>("file");
    // TED zh-en: one rater per item, an unclosed <v>, No-error rows. newstest2020: source-side
    // spans and errors without a span. (The zh-en source-error file is refused by the importer.)
    QTest::newRow("ted zhen") << u"mqm/ted/zhen/mqm_ted_zhen.tsv"_s;
    QTest::newRow("newstest2020 ende") << u"mqm/newstest2020/ende/mqm_newstest2020_ende.source-errors.tsv"_s;
}

void MqmExportTest::roundTripGivesTheSameProject()
{
    QFETCH(QString, file);
    const QString original = sharedData() + u'/' + file;
    QVERIFY2(QFile::exists(original), "the shared MQM data is missing");
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
    auto first = importFile(tag + u"-1.errata"_s, original);
    QVERIFY(first);

    // Same file name in another folder: item ids and rater names include it.
    QVERIFY(QDir(m_dir.path()).mkpath(tag));
    const QString exported = m_dir.filePath(tag + u'/' + QFileInfo(original).fileName());
    QFile out(exported);
    QVERIFY(out.open(QIODevice::WriteOnly));
    qint64 rows = 0;
    QString error;
    QVERIFY2(MqmTsvWriter::write(*first, out, &rows, &error), qPrintable(error));
    out.close();

    auto second = importFile(tag + u"-2.errata"_s, exported);
    QVERIFY(second);
    const QMap<QString, QString> a = content(*first);
    const QMap<QString, QString> b = content(*second);
    QCOMPARE(b.size(), a.size());
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        QCOMPARE(b.value(it.key()), it.value());
    }
    QCOMPARE(second->summary().spans, first->summary().spans);
}

void MqmExportTest::rowsCarryTagsAndCleanRatings()
{
    QString error;
    auto project =
        Project::create(m_dir.filePath(u"hand.errata"_s), *TaxonomyLoader::builtin(u"mqm"_s).taxonomy, u"H"_s, &error);
    QVERIFY(project);
    Person a{0, u"rater1"_s, Role::Annotator}, b{0, u"rater2"_s, Role::Annotator};
    QVERIFY(project->people().add(a, 0) && project->people().add(b, 0));
    Item item{0,
              u"x"_s,
              u"Quelle\tmit Tab"_s,
              u"The cat sat."_s,
              TextFormat::Plain,
              {},
              {{u"system"_s, u"sysA"_s}, {u"segment"_s, u"7"_s}, {u"doc"_s, u"d1"_s}}};
    QVERIFY(project->items().add(item, 0));
    for (const Person &person : {a, b}) {
        Assignment assignment;
        assignment.itemId = item.id;
        assignment.annotatorId = person.id;
        QVERIFY(project->assignments().create(assignment, person.id));
    }
    Span span;
    span.layerId = *project->spans().annotatorLayer(item.id, a.id);
    span.range = {4, 7, TextSide::Generation};
    span.typeKey = u"Accuracy/Mistranslation"_s;
    span.severityKey = u"Major"_s;
    QVERIFY(project->spans().add(span));

    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    qint64 rows = 0;
    QVERIFY(MqmTsvWriter::write(*project, buffer, &rows, &error));
    QCOMPARE(rows, 2);
    const QList<QByteArray> lines = buffer.data().split('\n');
    QCOMPARE(lines.at(0), "system\tdoc\tdoc_id\tseg_id\trater\tsource\ttarget\tcategory\tseverity\tcomment");
    QCOMPARE(lines.at(1),
             "sysA\td1\t\t7\trater1\tQuelle mit Tab\tThe <v>cat</v> sat.\tAccuracy/Mistranslation\tMajor\t");
    QCOMPARE(lines.at(2), "sysA\td1\t\t7\trater2\tQuelle mit Tab\tThe cat sat.\tNo-error\tNo-error\t");
}

QTEST_GUILESS_MAIN(MqmExportTest)
#include "mqmexport_test.moc"
