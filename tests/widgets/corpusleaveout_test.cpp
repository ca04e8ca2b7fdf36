// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's "Leave out" (a type set, issue #19): Scarecrow's "errors only" without the Reader
// issues, on the demo project; the numbers themselves are checked on real data in typesetcli_test.
#include "widgets/corpus/corpuspanel.h"

#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "widgets/corpus/heatmapview.h"

#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

class CorpusLeaveOutTest : public QObject
{
    Q_OBJECT

private slots:
    void readerIssuesLeftOut();
};

void CorpusLeaveOutTest::readerIssuesLeftOut()
{
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    panel.resize(1200, 820);
    panel.setProject(project.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setGroupBy(u"model"_s);
    const Heatmap all = panel.heatmapView()->heatmap();
    QCOMPARE(all.rows.size(), 11); // ten Scarecrow types and "any error"
    QVERIFY(panel.setLeftOut(u"Reader"_s));
    const Heatmap errors = panel.heatmapView()->heatmap();
    QCOMPARE(errors.rows.size(), 9); // without Needs Google and Technical Jargon
    QVERIFY(!errors.rows.contains(u"Needs Google"_s) && !errors.rows.contains(u"Technical Jargon"_s));
    QVERIFY2(errors.title.contains(u"(without Reader)"_s), qPrintable(errors.title));
    // Span coverage adds up over the other types unchanged: Grammar and Usage is the same number.
    const qsizetype grammarAll = all.rows.indexOf(u"Grammar and Usage"_s),
                    grammar = errors.rows.indexOf(u"Grammar and Usage"_s);
    QVERIFY(grammarAll >= 0 && grammar >= 0);
    for (qsizetype c = 0; c < errors.columns.size(); ++c) QCOMPARE(errors.value(grammar, c), all.value(grammarAll, c));
    TestHelpers::saveScreenshot(&panel, u"corpus-errors-only.png"_s);
    QVERIFY(!panel.setLeftOut(u"Nothing such"_s));
    QVERIFY(panel.setLeftOut(QString()));
    QCOMPARE(panel.heatmapView()->heatmap().rows.size(), 11);
}

QTEST_MAIN(CorpusLeaveOutTest)
#include "corpusleaveout_test.moc"
