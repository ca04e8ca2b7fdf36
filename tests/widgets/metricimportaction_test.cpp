// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Import Metric Scores… as a coordinator uses it on the study of tests/openmevastudy.h (metric "m"
// already stored): a new metric comes in; a file that disagrees with a stored score asks before replacing;
// a file naming an unknown item is refused and the project file is left byte-identical.
#include "importactions.h"

#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/metricrepository.h"
#include "model/storage/personrepository.h"
#include "tests/openmevastudy.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace Errata;

class MetricImportActionTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void newMetricComesIn();
    void replacingAsksFirst();
    void unknownItemChangesNothing();

private:
    // Imports `file` as the menu does once it is chosen; `replace` answers the question, if one is asked.
    bool importThroughDialogs(const QString &file, bool replace);
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_path;
    QStringList m_seen; // the message boxes' kinds: question, information, warning
};

QString MetricImportActionTest::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

void MetricImportActionTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"study.errata"_s);
    QString error;
    QVERIFY2(TestSupport::writeOpenMevaStudy(m_dir.path(), m_path, &error), qPrintable(error));
}

bool MetricImportActionTest::importThroughDialogs(const QString &file, bool replace)
{
    m_seen.clear();
    QTimer answering;
    connect(&answering, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
            const bool question = box->button(QMessageBox::Yes) != nullptr;
            m_seen << (question                                  ? u"question"_s
                           : box->icon() == QMessageBox::Warning ? u"warning"_s
                                                                 : u"information"_s);
            if (question)
                box->button(replace ? QMessageBox::Yes : QMessageBox::No)->click();
            else
                box->accept();
        }
    });
    answering.start(20);
    QString error;
    auto project = Project::open(m_path, &error);
    if (!project) qFatal("%s", qPrintable(error));
    // The files as chosen in File ▸ Import Metric Scores…'s file dialog.
    return ImportActions::importMetricFiles(*project, project->people().findByName(u"Priya"_s)->id, {file}, nullptr);
}

void MetricImportActionTest::newMetricComesIn()
{
    const QString file = write(u"len.csv"_s, "item,metric,score\nr1,len,12\nu1,len,30\n");
    QVERIFY(importThroughDialogs(file, false));
    QCOMPARE(m_seen, QStringList{u"information"_s});
    QString error;
    auto project = Project::openForReading(m_path, &error);
    MetricRepository metrics(&project->database());
    QCOMPARE(metrics.metrics(), (QStringList{u"len"_s, u"m"_s}));
    QCOMPARE(metrics.scores(u"len"_s).value(project->items().findByExternalId(u"u1"_s)->id), 30.0);
}

void MetricImportActionTest::replacingAsksFirst()
{
    const QString file = write(u"again.csv"_s, "item,metric,score\nr1,len,13\n");
    const QByteArray before = TestSupport::fileHash(m_path);
    QVERIFY(!importThroughDialogs(file, false)); // No: nothing changes
    QCOMPARE(m_seen, QStringList{u"question"_s});
    QCOMPARE(TestSupport::fileHash(m_path), before);
    QVERIFY(importThroughDialogs(file, true));
    QCOMPARE(m_seen, (QStringList{u"question"_s, u"information"_s}));
    QString error;
    auto project = Project::openForReading(m_path, &error);
    QCOMPARE(
        MetricRepository(&project->database()).scores(u"len"_s).value(project->items().findByExternalId(u"r1"_s)->id),
        13.0);
}

void MetricImportActionTest::unknownItemChangesNothing()
{
    const QString file = write(u"bad.csv"_s, "item,metric,score\nr2,len,5\nnobody,len,1\n");
    const QByteArray before = TestSupport::fileHash(m_path);
    QVERIFY(!importThroughDialogs(file, true));
    QCOMPARE(m_seen, QStringList{u"warning"_s});
    QCOMPARE(TestSupport::fileHash(m_path), before);
}

QTEST_MAIN(MetricImportActionTest)
#include "metricimportaction_test.moc"
