// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The version lives in one place, project(Errata VERSION …) in CMakeLists.txt: read it from there (not from
// the build's own macro) and check that both binaries and Help ▸ About show it, and that About says whether
// Markdown, code and JSON are coloured.
#include "mainwindow.h"

#include "widgets/textview/syntaxcolouring.h"

#include <QApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "tests/testsupport.h"

using namespace Qt::StringLiterals;
using namespace Errata;

class VersionTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cliPrintsTheCMakeVersion();
    void guiPrintsTheCMakeVersion();
    void helpWithoutADisplay();
    void aboutShowsVersionAndColouring();

private:
    QString m_version;
};

void VersionTest::initTestCase()
{
    const QString cmake =
        QString::fromUtf8(TestSupport::readAll(TestSupport::built(ERRATA_SOURCE_DIR "/CMakeLists.txt")));
    const QRegularExpressionMatch match =
        QRegularExpression(uR"(project\(Errata\s+VERSION\s+(\d+\.\d+\.\d+))"_s).match(cmake);
    QVERIFY2(match.hasMatch(), "no project(Errata VERSION x.y.z) in CMakeLists.txt");
    m_version = match.captured(1);
    QApplication::setApplicationVersion(QStringLiteral(ERRATA_VERSION)); // as main.cpp does
}

void VersionTest::cliPrintsTheCMakeVersion()
{
    const auto run = TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), {u"--version"_s}, QString());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.trimmed(), u"errata-cli "_s + m_version);
}

void VersionTest::guiPrintsTheCMakeVersion()
{
    const auto run = TestSupport::runProgram(TestSupport::built(ERRATA_APP_PATH), {u"--version"_s}, QString());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.trimmed(), u"Errata "_s + m_version);
}

// Help and version need no display: on a machine without one (no DISPLAY, no QT_QPA_PLATFORM) they print
// and exit 0, where errata aborted looking for a platform plugin.
void VersionTest::helpWithoutADisplay()
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s}) environment.remove(name);
    process.setProcessEnvironment(environment);
    process.start(TestSupport::built(ERRATA_APP_PATH), {u"--help"_s});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QString help = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(help.contains(u"--demo"_s) && help.contains(u"--screenshot <file>"_s), qPrintable(help));
    process.start(TestSupport::built(ERRATA_APP_PATH), {u"--version"_s});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()).trimmed(), u"Errata "_s + m_version);
}

void VersionTest::aboutShowsVersionAndColouring()
{
    const QString about = MainWindow::aboutText();
    QVERIFY2(about.contains(u"Errata "_s + m_version), qPrintable(about));
    QVERIFY2(about.contains(QString::fromLatin1(qVersion())), qPrintable(about));
    QVERIFY2(about.contains(SyntaxColouring::aboutText().toHtmlEscaped()), qPrintable(about));
    QCOMPARE(about.contains(u"KSyntaxHighlighting"_s), true); // either "coloured by …" or "built without …"
}

QTEST_MAIN(VersionTest)
#include "version_test.moc"
