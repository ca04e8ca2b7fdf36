// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// export --format tgea-json: the paper's examples (tests/interchange/data/tgea/table7.json) imported,
// written and read back lose nothing, a second round writes the same bytes, offsets are code points,
// work not handed in is left out, and a project on another taxonomy is refused.
#include "model/domain/taxonomyloader.h"
#include "model/interchange/tgeareader.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/project/projectexport.h"
#include "model/project/tgeajsonwriter.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

#include "tests/testsupport.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

std::unique_ptr<Project> projectOf(const QString &path, const Corpus &corpus, QString *error)
{
    auto project = Project::create(path, *TaxonomyLoader::builtin(corpus.taxonomyId).taxonomy, u"TGEA"_s, error);
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, corpus, &summary, error)) return nullptr;
    return project;
}

QByteArray exported(Project &project, TgeaJsonSummary *summary, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    return TgeaJsonWriter::write(project, buffer, summary, error) ? buffer.data() : QByteArray();
}

} // namespace

class TgeaExportTest : public QObject
{
    Q_OBJECT

private slots:
    void paperExamplesRoundTrip();
    void offsetsAreCodePoints();
    void unfinishedWorkAndOtherTaxonomies();

private:
    QTemporaryDir m_dir;
};

void TgeaExportTest::paperExamplesRoundTrip()
{
    ImportError importError;
    const auto fixture = TgeaReader::read(TestSupport::readAll(QFINDTESTDATA("interchange/data/tgea/table7.json")),
                                          u"table7.json"_s, &importError);
    QVERIFY2(fixture, qPrintable(importError.message()));
    QString error;
    auto first = projectOf(m_dir.filePath(u"first.errata"_s), *fixture, &error);
    QVERIFY2(first, qPrintable(error));
    TgeaJsonSummary summary;
    const QByteArray bytes = exported(*first, &summary, &error);
    QVERIFY2(!bytes.isEmpty(), qPrintable(error));
    // Hand-counted in the fixture (see tgeaimport_test): 31 records, 32 errors, all handed in.
    QCOMPARE(summary.records, 31);
    QCOMPARE(summary.errors, 32);
    QCOMPARE(summary.unfinished, 0);

    const auto back = TgeaReader::read(bytes, u"export.json"_s, &importError);
    QVERIFY2(back, qPrintable(importError.message()));
    QCOMPARE(back->items.size(), fixture->items.size());
    for (qsizetype i = 0; i < fixture->items.size(); ++i) {
        const CorpusItem &was = fixture->items.at(i), &is = back->items.at(i);
        QCOMPARE(is.item.externalId, was.item.externalId);
        QCOMPARE(is.item.generation, was.item.generation);
        QCOMPARE(is.item.prompt, was.item.prompt);
        QCOMPARE(is.item.metadata, was.item.metadata);
        QCOMPARE(is.annotations.size(), was.annotations.size());
        QCOMPARE(is.annotations.first().annotator, was.annotations.first().annotator);
        QCOMPARE(is.annotations.first().judgements, was.annotations.first().judgements);
        QCOMPARE(is.annotations.first().spans, was.annotations.first().spans); // ranges, types, links, texts
    }
    auto second = projectOf(m_dir.filePath(u"second.errata"_s), *back, &error);
    QVERIFY2(second, qPrintable(error));
    QCOMPARE(exported(*second, &summary, &error), bytes);
}

void TgeaExportTest::offsetsAreCodePoints()
{
    // 𝄞 is two UTF-16 units and one code point: 错误 is [2, 4) in code points, [3, 5) in UTF-16.
    const QByteArray file = R"([{"id": 7, "text": "𝄞a错误b", "prompt": "P", "erroneous": true,
        "errors": [{"erroneous_span": [2, 4], "associated_span": [0, 1], "correction": "正确",
                    "level1": "Missing", "level2": "Subject", "rationale": "r"}],
        "annotator": "Li", "metadata": {"model": "NEZHA-Gen", "top_k": 30}}])";
    ImportError importError;
    const auto corpus = TgeaReader::read(file, u"one.json"_s, &importError);
    QVERIFY2(corpus, qPrintable(importError.message()));
    QCOMPARE(corpus->items.first().annotations.first().spans.first().range.begin, 3);
    QString error;
    auto project = projectOf(m_dir.filePath(u"one.errata"_s), *corpus, &error);
    QVERIFY2(project, qPrintable(error));
    TgeaJsonSummary summary;
    const QJsonArray records = QJsonDocument::fromJson(exported(*project, &summary, &error)).array();
    QCOMPARE(records.size(), 1);
    const QJsonObject record = records.first().toObject(), span = record[u"errors"_s][0].toObject();
    QCOMPARE(record[u"id"_s].toString(), u"7"_s);
    QCOMPARE(record[u"annotator"_s].toString(), u"Li"_s);
    QCOMPARE(record[u"erroneous"_s].toBool(), true);
    QCOMPARE(record[u"metadata"_s][u"top_k"_s].toString(), u"30"_s);
    QCOMPARE(span[u"erroneous_span"_s].toArray(), (QJsonArray{2, 4}));
    QCOMPARE(span[u"associated_span"_s].toArray(), (QJsonArray{0, 1}));
    QCOMPARE(span[u"level1"_s].toString(), u"Missing"_s);
    QCOMPARE(span[u"level2"_s].toString(), u"Subject"_s);
    QCOMPARE(span[u"correction"_s].toString(), u"正确"_s);
}

void TgeaExportTest::unfinishedWorkAndOtherTaxonomies()
{
    const QByteArray file = R"([{"id": "a", "text": "一二三", "erroneous": false, "annotator": "Li"}])";
    ImportError importError;
    const auto corpus = TgeaReader::read(file, u"a.json"_s, &importError);
    QString error;
    auto project = projectOf(m_dir.filePath(u"unfinished.errata"_s), *corpus, &error);
    QVERIFY2(project, qPrintable(error));
    // A second annotator who has not begun: left out, and counted.
    Person coordinator{0, u"Cora"_s, Role::Coordinator}, wen{0, u"Wen"_s, Role::Annotator};
    QVERIFY(project->people().add(coordinator, 0) && project->people().add(wen, coordinator.id));
    Assignment pending;
    pending.itemId = project->items().all().first().id;
    pending.annotatorId = wen.id;
    QVERIFY(project->assignments().create(pending, coordinator.id));
    TgeaJsonSummary summary;
    const QJsonArray records = QJsonDocument::fromJson(exported(*project, &summary, &error)).array();
    QCOMPARE(records.size(), 1);
    QCOMPARE(summary.unfinished, 1);
    QCOMPARE(records.first()[u"annotator"_s].toString(), u"Li"_s);
    QCOMPARE(records.first()[u"erroneous"_s].toBool(), false);
    QCOMPARE(records.first()[u"errors"_s].toArray().size(), 0);

    auto scarecrow = Project::create(m_dir.filePath(u"scarecrow.errata"_s),
                                     *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"S"_s, &error);
    QVERIFY(exported(*scarecrow, &summary, &error).isEmpty());
    QVERIFY2(error.contains(u"\"scarecrow\""_s), qPrintable(error));
    // The same refusal through the export every window and command uses; nothing is written.
    const QString path = m_dir.filePath(u"refused.json"_s);
    qint64 rows = 0;
    QVERIFY(!ProjectExport::writeFile(u"tgea-json"_s, *scarecrow, path, &rows, nullptr, &error));
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(TgeaExportTest)
#include "tgeaexport_test.moc"
