// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a reviewer or author reads in errata-cli's output (issue 48): an α just below zero keeps its
// sign and digits, error types go by the taxonomy's names for people and by their keys for programs,
// and a heatmap says how many items and annotations stand behind each column.
#include "model/domain/taxonomyloader.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace TestSupport;

namespace {

Span span(int begin, int end, const QString &type)
{
    Span result;
    result.range = {begin, end, TextSide::Generation};
    result.typeKey = type;
    result.severityKey = u"2"_s;
    return result;
}

} // namespace

class ReaderCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aSmallNegativeAlphaKeepsItsSign();
    void typeNamesForPeopleKeysForPrograms();
    void heatmapStatesWhatStandsBehindEachColumn();

private:
    Run cli(const QStringList &arguments) { return runProgram(built(ERRATA_CLI_PATH), arguments, m_dir.path()); }
    static QString lineWith(const QString &text, const QString &part);

    QTemporaryDir m_dir;
    QString m_path;
};

// "long" (model m1): 12,000 words "w"; ann1 marks the first as Grammar_Usage, ann2 the second.
// "short" (model m2): "red green blue", ann1 alone marks "green" Off-prompt.
void ReaderCliTest::initTestCase()
{
    m_path = m_dir.filePath(u"reader.errata"_s);
    QString error;
    auto project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Corpus corpus;
    CorpusItem longItem;
    longItem.item.externalId = u"long"_s;
    longItem.item.generation = QStringList(12000, u"w"_s).join(u' ');
    longItem.item.metadata = {{u"model"_s, u"m1"_s}};
    longItem.annotations << CorpusAnnotation{u"ann1"_s, {span(0, 1, u"Grammar_Usage"_s)}, {}};
    longItem.annotations << CorpusAnnotation{u"ann2"_s, {span(2, 3, u"Grammar_Usage"_s)}, {}};
    CorpusItem shortItem;
    shortItem.item.externalId = u"short"_s;
    shortItem.item.generation = u"red green blue"_s;
    shortItem.item.metadata = {{u"model"_s, u"m2"_s}};
    shortItem.annotations << CorpusAnnotation{u"ann1"_s, {span(4, 9, u"Off-prompt"_s)}, {}};
    corpus.items = {longItem, shortItem};
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, corpus, &summary, &error), qPrintable(error));
}

QString ReaderCliTest::lineWith(const QString &text, const QString &part)
{
    for (const QString &line : text.split(u'\n')) {
        if (line.contains(part)) return line;
    }
    return QString();
}

// Grammar_Usage on "long": 24,000 token values, one marked by each annotator, on different tokens.
// α = 1 − (n − 1)·D/(n₀·n₁) = 1 − 23,999·2/(23,998·2) = −1/23,998 = −0.0000417: four digits read
// "-0.0000", which says nothing; two significant digits read -0.000042.
void ReaderCliTest::aSmallNegativeAlphaKeepsItsSign()
{
    const Run run = cli({u"--format"_s, u"tsv"_s, u"agreement"_s, m_path});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList row = lineWith(run.out, u"\tGrammar_Usage\t"_s).split(u'\t');
    const QStringList header = run.out.section(u'\n', 0, 0).split(u'\t');
    QCOMPARE(row.value(header.indexOf(u"alpha_pooled"_s)), u"-0.000042"_s);
}

// The window says "Grammar and Usage"; so does the CLI's text for people. --keys and the machine
// formats give the taxonomy's key, which is the same in every language.
void ReaderCliTest::typeNamesForPeopleKeysForPrograms()
{
    for (const QString &command : {u"agreement"_s, u"stats"_s}) {
        Run run = cli({command, m_path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(u"Grammar and Usage"_s), qPrintable(run.out));
        QVERIFY2(!run.out.contains(u"Grammar_Usage"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"Any error"_s), qPrintable(run.out));
        run = cli({u"--keys"_s, command, m_path});
        QVERIFY2(run.out.contains(u"Grammar_Usage"_s) && !run.out.contains(u"Grammar and Usage"_s),
                 qPrintable(run.out));
        run = cli({u"--format"_s, u"tsv"_s, command, m_path});
        QVERIFY2(run.out.contains(u"\tGrammar_Usage\t"_s) && !run.out.contains(u"Grammar and Usage"_s),
                 qPrintable(run.out));
        run = cli({u"--format"_s, u"json"_s, command, m_path});
        QVERIFY2(run.out.contains(u"\"type\": \"Grammar_Usage\""_s), qPrintable(run.out));
    }
}

// m1: one item, two annotations; m2: one item, one annotation. Both columns stand on fewer than five
// items, so their cells are hatched and the figure says what the hatching means.
void ReaderCliTest::heatmapStatesWhatStandsBehindEachColumn()
{
    const QString csv = m_dir.filePath(u"map.csv"_s);
    Run run = cli({u"heatmap"_s, m_path, u"--cols"_s, u"model"_s, u"-o"_s, csv});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList lines = QString::fromUtf8(readAll(csv)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), u"Error type,m1,m2"_s);
    QCOMPARE(lines.at(lines.size() - 2), u"n_items,1,1"_s); // the same item under every error type, once
    QCOMPARE(lines.last(), u"n_annotations,2,1"_s);
    const QString svg = m_dir.filePath(u"map.svg"_s);
    run = cli({u"heatmap"_s, m_path, u"--cols"_s, u"model"_s, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString text = QString::fromUtf8(readAll(svg));
    QVERIFY2(text.contains(u">1 (2)<"_s) && text.contains(u">1 (1)<"_s), qPrintable(text.right(3000)));
    QVERIFY2(text.contains(u"Hatched: fewer than 5 items."_s), qPrintable(text.right(3000)));
}

QTEST_GUILESS_MAIN(ReaderCliTest)
#include "readercli_test.moc"
