// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// export --format judgements-csv (issue #19, judgements as data): a row per judgement, with the item's
// metadata beside it, checked line by line against a project written here.
#include "model/domain/taxonomyloader.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/project/projectexport.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class JudgementsCsvTest : public QObject
{
    Q_OBJECT

private slots:
    void rowPerJudgementWithMetadata();
};

// Two stories: s1 (model gpt2, topic "a, b") rated by Bea 2 and by Al 4 with an authorship reason;
// s2 (model grover, no topic) rated by Al only. Rows in item order, then by annotator, then by key.
void JudgementsCsvTest::rowPerJudgementWithMetadata()
{
    QTemporaryDir dir;
    QString error;
    auto project =
        Project::create(dir.filePath(u"j.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"j"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Corpus corpus;
    CorpusItem s1, s2;
    s1.item.externalId = u"s1"_s;
    s1.item.generation = u"Once upon a time."_s;
    s1.item.metadata = {{u"model"_s, u"gpt2"_s}, {u"topic"_s, u"a, b"_s}};
    s1.annotations = {{u"Bea"_s, {}, {{u"rating"_s, 2}}},
                      {u"Al"_s, {}, {{u"rating"_s, 4}, {u"authorship_reason"_s, u"too smooth"_s}}}};
    s2.item.externalId = u"s2"_s;
    s2.item.generation = u"The end."_s;
    s2.item.metadata = {{u"model"_s, u"grover"_s}};
    s2.annotations = {{u"Al"_s, {}, {{u"rating"_s, 5}}}};
    corpus.items = {s1, s2};
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, corpus, &summary, &error), qPrintable(error));

    QBuffer out;
    QVERIFY(out.open(QIODevice::WriteOnly));
    qint64 rows = 0;
    QVERIFY2(ProjectExport::write(u"judgements-csv"_s, *project, out, &rows, nullptr, &error), qPrintable(error));
    QCOMPARE(rows, 4);
    QCOMPARE(QString::fromUtf8(out.data()),
             u"item,annotator,state,key,value,meta_model,meta_topic\n"
             "s1,Al,accepted,authorship_reason,too smooth,gpt2,\"a, b\"\n"
             "s1,Al,accepted,rating,4,gpt2,\"a, b\"\n"
             "s1,Bea,accepted,rating,2,gpt2,\"a, b\"\n"
             "s2,Al,accepted,rating,5,grover,\n"_s);
}

QTEST_GUILESS_MAIN(JudgementsCsvTest)
#include "judgementscsv_test.moc"
