// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Export Benchmark Task… as a coordinator would use it, on the real Scarecrow sample: choose the task
// and a folder, and the files are those errata-cli export --task writes (the same stored split and seed).
#include "exportactions.h"

#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "tests/testsupport.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

class TaskExportActionTest : public QObject
{
    Q_OBJECT

private slots:
    void writesWhatTheCliWrites();

private:
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QStringList m_seen;
};

void TaskExportActionTest::writesWhatTheCliWrites()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s)
        + u"/scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json"_s;
    const QString path = m_dir.filePath(u"s.errata"_s);
    for (const QStringList &step : {QStringList{u"import"_s, path, u"--format"_s, u"thresh-json"_s, data},
                                    {u"people"_s, u"add"_s, path, u"Priya"_s, u"--role"_s, u"coordinator"_s}}) {
        const TestSupport::Run run = cli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
    const QString folder = m_dir.filePath(u"window"_s);
    QVERIFY(QDir().mkpath(folder));
    QTimer answering;
    connect(&answering, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog || (!m_seen.isEmpty() && m_seen.last() == QLatin1StringView(dialog->metaObject()->className())))
            return;
        m_seen << QString::fromLatin1(dialog->metaObject()->className());
        if (auto *input = qobject_cast<QInputDialog *>(dialog)) {
            const int last = int(input->comboBoxItems().size()) - 1;
            input->findChild<QComboBox *>()->setCurrentIndex(last);
            TestHelpers::saveScreenshot(input, u"export-task.png"_s);
        } else if (auto *files = qobject_cast<QFileDialog *>(dialog)) {
            files->setDirectory(folder);
        } else if (!qobject_cast<QMessageBox *>(dialog)) {
            return; // the progress dialog closes itself
        }
        dialog->accept();
    });
    answering.start(20);
    QString error;
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    const qint64 priya = project->people().findByName(u"Priya"_s)->id;
    QVERIFY(ExportActions::exportTask(*project, priya, nullptr)); // true: the split was stored now
    answering.stop();
    QCOMPARE(m_seen.first(), u"QInputDialog"_s);
    QVERIFY(m_seen.contains(u"QFileDialog"_s));
    QCOMPARE(m_seen.last(), u"QMessageBox"_s);
    project.reset();
    const TestSupport::Run run =
        cli({u"export"_s, path, u"--task"_s, u"scarecrow-spans"_s, u"-o"_s, m_dir.filePath(u"cli"_s)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    for (const QString &part : {u"train.jsonl"_s, u"dev.jsonl"_s, u"test.jsonl"_s}) {
        const QByteArray window = TestSupport::readAll(QDir(folder).filePath(part));
        QVERIFY2(!window.isEmpty() || part != "train.jsonl"_L1, qPrintable(part));
        QCOMPARE(window, TestSupport::readAll(m_dir.filePath(u"cli/"_s + part)));
    }
}

QTEST_MAIN(TaskExportActionTest)
#include "taskexportaction_test.moc"
