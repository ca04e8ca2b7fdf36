// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 48, a first study's coordinator at the command line: counts read as English ("2 people"), a dry
// run of items add says what it would add in texts, the progress matrix has no column for someone with
// no work, a second round of packages may go where the first went once it is merged, and stats on a
// study not yet begun says why it shows nothing.
#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

#include "tests/testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

class CoordinatorCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void englishPlurals();
    void dryRunSpeaksOfTexts();
    void statsBeforeAnyWork();
    void matrixHasNoColumnWithoutWork();
    void secondRoundOfPackages();

private:
    Run cli(const QStringList &arguments) { return runProgram(built(ERRATA_CLI_PATH), arguments, m_dir.path()); }
    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() ? file.fileName() : QString();
    }
    QTemporaryDir m_dir;
    QString m_project;
};

void CoordinatorCliTest::initTestCase()
{
    m_project = m_dir.filePath(u"study.errata"_s);
    QCOMPARE(cli({u"init"_s, m_project, u"--coordinator"_s, u"Priya"_s}).exitCode,
             0); // coordinator, reviewer, annotator
}

void CoordinatorCliTest::englishPlurals()
{
    const Run two = cli({u"people"_s, u"add"_s, m_project, u"Ann"_s, u"Bo"_s});
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(two.out, u"Added 2 people.\n"_s);
    const Run one = cli({u"people"_s, u"add"_s, m_project, u"Cy"_s});
    QCOMPARE(one.out, u"Added 1 person.\n"_s);
}

// Four texts, then the same four and two more: a dry run counts what is new against the project.
void CoordinatorCliTest::dryRunSpeaksOfTexts()
{
    const QString first = write(u"first.csv"_s,
                                "id,text,model\nx1,Aa bb cc dd.,m1\nx2,Ee ff gg hh.,m1\n"
                                "x3,Ii jj kk ll.,m2\nx4,Mm nn oo pp.,m2\n");
    const QString second = write(u"second.csv"_s,
                                 "id,text,model\nx1,Aa bb cc dd.,m1\nx2,Ee ff gg hh.,m1\n"
                                 "x3,Ii jj kk ll.,m2\nx4,Mm nn oo pp.,m2\n"
                                 "x5,Qq rr ss tt.,m1\nx6,Uu vv ww xx.,m2\n");
    const QByteArray empty = fileHash(m_project);
    const Run dry = cli({u"items"_s, u"add"_s, m_project, u"--format"_s, u"csv"_s, first, u"--dry-run"_s});
    QCOMPARE(dry.exitCode, 0);
    QCOMPARE(dry.out,
             u"Would add 4 texts to study.errata.\n"
             "Nothing was written: run it again without --dry-run to add them.\n"_s);
    QCOMPARE(fileHash(m_project), empty);
    const Run added = cli({u"items"_s, u"add"_s, m_project, u"--format"_s, u"csv"_s, first});
    QCOMPARE(added.out, u"Added 4 texts to study.errata.\n"_s);
    const QByteArray before = fileHash(m_project);
    const Run again = cli({u"items"_s, u"add"_s, m_project, u"--format"_s, u"csv"_s, second, u"--dry-run"_s});
    QCOMPARE(again.out.section(u'\n', 0, 0), u"Would add 2 texts to study.errata (4 already in the project)."_s);
    QVERIFY2(!again.out.contains(u"Spans"_s) && !again.out.contains(u"attention"_s), qPrintable(again.out));
    const Run json = cli(
        {u"--format"_s, u"json"_s, u"items"_s, u"add"_s, m_project, u"--format"_s, u"csv"_s, second, u"--dry-run"_s});
    const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(object.value(u"new_items"_s).toInt(-1), 2);
    QCOMPARE(object.value(u"already_in_project"_s).toInt(-1), 4);
    QCOMPARE(fileHash(m_project), before);
}

// Texts, people, no assignment handed in: a sentence, not a bare header; JSON stays an (empty) array.
void CoordinatorCliTest::statsBeforeAnyWork()
{
    const Run text = cli({u"stats"_s, m_project});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.out,
             u"Nothing to show yet: none of the 4 texts has an annotation handed in. Measures count work "
             "that is submitted, in review or accepted.\n"_s);
    const Run json = cli({u"--format"_s, u"json"_s, u"stats"_s, m_project});
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(document.isArray() && document.array().isEmpty());
    const Run tsv = cli({u"--format"_s, u"tsv"_s, u"stats"_s, m_project});
    QVERIFY2(tsv.out.startsWith(u"group\ttype\tmeasure\t"_s), qPrintable(tsv.out)); // a header for programs
}

// Priya runs the study (coordinator, and by init an annotator too) and has no work: no column, no row.
void CoordinatorCliTest::matrixHasNoColumnWithoutWork()
{
    QCOMPARE(cli({u"assign"_s, m_project, u"--per-item"_s, u"2"_s, u"--seed"_s, u"3"_s}).exitCode, 0);
    const Run run = cli({u"--format"_s, u"tsv"_s, u"progress"_s, m_project, u"--matrix"_s});
    QCOMPARE(run.exitCode, 0);
    const QStringList tables = run.out.split(u"\n\n"_s);
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables[1].section(u'\n', 0, 0), u"item\tAnn\tBo\tCy"_s);
    QVERIFY2(!tables[0].contains(u"Priya"_s), qPrintable(tables[0]));
}

// Round 1 into packages/, worked on and merged; round 2 into the same folder replaces the merged packages
// and says so. A package with work not merged yet is never replaced: refused by name, nothing changed.
void CoordinatorCliTest::secondRoundOfPackages()
{
    const QString folder = m_dir.filePath(u"packages"_s);
    const Run first = cli({u"--format"_s, u"tsv"_s, u"package"_s, u"split"_s, m_project, u"--all"_s, u"-o"_s, folder});
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    QVERIFY2(first.out.contains(u"\tno\n"_s) && !first.out.contains(u"\tyes\n"_s), qPrintable(first.out));
    const QString ann = QDir(folder).filePath(u"Ann.errata"_s);
    {
        QString error;
        auto package = Project::open(ann, &error);
        QVERIFY2(package, qPrintable(error));
        const qint64 owner = package->people().findByName(u"Ann"_s)->id;
        const Assignment a = package->assignments().all().first();
        AnnotationDocument doc(package.get(), a.itemId, owner);
        QVERIFY2(doc.load(), qPrintable(doc.lastError()));
        Span span;
        span.range = {0, 2, TextSide::Generation};
        span.typeKey = u"Grammar_Usage"_s;
        span.severityKey = u"1"_s;
        QVERIFY2(doc.insertSpan(0, span), qPrintable(doc.lastError()));
    }
    const QByteArray home = fileHash(m_project), annBefore = fileHash(ann);
    const Run refused = cli({u"package"_s, u"split"_s, m_project, u"--all"_s, u"-o"_s, folder});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"Ann.errata holds work of Ann not merged yet"_s), qPrintable(refused.err));
    QCOMPARE(fileHash(m_project), home);
    QCOMPARE(fileHash(ann), annBefore);
    const Run single = cli({u"package"_s, u"split"_s, m_project, u"--annotator"_s, u"Ann"_s, u"-o"_s, ann});
    QCOMPARE(single.exitCode, 1);
    QCOMPARE(fileHash(ann), annBefore);

    QCOMPARE(cli({u"package"_s, u"merge"_s, m_project, folder}).exitCode, 0);
    const Run second = cli({u"--format"_s, u"tsv"_s, u"package"_s, u"split"_s, m_project, u"--all"_s, u"-o"_s, folder});
    QVERIFY2(second.exitCode == 0, qPrintable(second.err));
    QCOMPARE(second.out.count(u"\tyes\n"_s), 3); // Ann, Bo and Cy: each one's merged package replaced
    const Run again = cli({u"package"_s, u"split"_s, m_project, u"--annotator"_s, u"Bo"_s, u"-o"_s,
                           QDir(folder).filePath(u"Bo.errata"_s)});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QVERIFY2(again.out.contains(u"\nReplaced:  true\n"_s), qPrintable(again.out));
    const Run notAPackage = cli({u"package"_s, u"split"_s, m_project, u"--annotator"_s, u"Bo"_s, u"-o"_s,
                                 write(u"notes.errata"_s, "not a project")});
    QCOMPARE(notAPackage.exitCode, 1);
    QVERIFY2(notAPackage.err.contains(u"is not a work package"_s), qPrintable(notAPackage.err));
}

QTEST_MAIN(CoordinatorCliTest)
#include "coordinatorcli_test.moc"
