// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/generators/demoproject.h"

#include "tests/testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;

namespace {

} // namespace

// errata-cli as a user runs it: a separate process, its exit code, stdout and stderr.
class CliTest : public QObject
{
    Q_OBJECT

private slots:
    void version();
    void initInfoCheck();
    void initRefusesExistingFile();
    void initRejectsBadTaxonomyWithLine();
    void demoCounts();
    void tsvIsTabSeparated();
    void agreementOnTheDemo();
    void checkFailsOnDamagedFile();
    void importTgeaJson();
    void errataJsonlRoundTrip();
    void packageSplitAndMerge();
    void reviewStatusAndHistory();
    void userErrors_data();
    void userErrors();

private:
    Run cli(const QStringList &arguments);
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

Run CliTest::cli(const QStringList &arguments)
{
    return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
}

void CliTest::version()
{
    const Run run = cli({u"--version"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith(u"errata-cli 0."_s), qPrintable(run.out));
}

void CliTest::initInfoCheck()
{
    const Run init = cli({u"init"_s, path(u"study.errata"_s), u"--taxonomy"_s, u"tgea"_s, u"--title"_s, u"语料 study"_s,
                          u"--judgements=erroneous,authorship"_s});
    QCOMPARE(init.exitCode, 0);
    QVERIFY(QFile::exists(path(u"study.errata"_s)));

    const Run info = cli({u"--format"_s, u"json"_s, u"info"_s, path(u"study.errata"_s)});
    QCOMPARE(info.exitCode, 0);
    const QJsonObject object = QJsonDocument::fromJson(info.out.toUtf8()).object();
    QCOMPARE(object.value(u"title"_s).toString(), u"语料 study"_s);
    QCOMPARE(object.value(u"taxonomy"_s).toString(), u"tgea"_s);
    QCOMPARE(object.value(u"items"_s).toInt(-1), 0);
    QCOMPARE(object.value(u"schema_version"_s).toInt(), 12); // schema version 12: sign-in links (11: the action log)
    QVERIFY(init.out.contains(u"erroneous, authorship"_s));

    const Run check = cli({u"check"_s, path(u"study.errata"_s)});
    QCOMPARE(check.exitCode, 0);
    QVERIFY(check.out.contains(u"Sound:"_s));
    QCOMPARE(object.value(u"people"_s).toInt(-1), 0); // nobody: the window offers its first user the role

    // --coordinator: the study's coordinator from the start, so imports and packages can act as them.
    QCOMPARE(cli({u"init"_s, path(u"coordinated.errata"_s), u"--coordinator"_s, u"Mei Lin"_s}).exitCode, 0);
    QString error;
    auto project = Errata::Project::openReadOnly(path(u"coordinated.errata"_s), &error);
    QVERIFY(project);
    const auto mei = project->people().findByName(u"Mei Lin"_s);
    QVERIFY(mei && mei->roles.testFlag(Errata::Role::Coordinator));
}

void CliTest::initRefusesExistingFile()
{
    QVERIFY(cli({u"init"_s, path(u"twice.errata"_s)}).exitCode == 0);
    const QByteArray before = fileHash(path(u"twice.errata"_s));
    const Run again = cli({u"init"_s, path(u"twice.errata"_s), u"--taxonomy=mqm"_s});
    QCOMPARE(again.exitCode, 1);
    QVERIFY2(again.err.contains(u"already exists"_s), qPrintable(again.err));
    QCOMPARE(fileHash(path(u"twice.errata"_s)), before);
}

void CliTest::initRejectsBadTaxonomyWithLine()
{
    QFile taxonomy(path(u"bad.json"_s));
    QVERIFY(taxonomy.open(QIODevice::WriteOnly));
    taxonomy.write("{\n  \"format\": \"errata-taxonomy\",\n  \"version\": 1,\n  \"id\": \"Bad Id\",\n"
                   "  \"name\": {\"en\": \"Bad\"},\n  \"severities\": [],\n  \"nodes\": []\n}\n");
    taxonomy.close();
    const Run run = cli({u"init"_s, path(u"custom.errata"_s), u"--taxonomy"_s, path(u"bad.json"_s)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(path(u"bad.json"_s) + u":4: id must be"_s), qPrintable(run.err));
    QVERIFY2(run.err.contains(u":6: severities must be a non-empty array"_s), qPrintable(run.err));
    QVERIFY(!QFile::exists(path(u"custom.errata"_s)));
}

void CliTest::demoCounts()
{
    QCOMPARE(cli({u"demo"_s, path(u"demo.errata"_s)}).exitCode, 0);
    const Run info = cli({u"info"_s, path(u"demo.errata"_s), u"--format"_s, u"json"_s});
    QCOMPARE(info.exitCode, 0);
    const QJsonObject object = QJsonDocument::fromJson(info.out.toUtf8()).object();
    QCOMPARE(object.value(u"items"_s).toInt(), 12);
    QCOMPARE(object.value(u"annotators"_s).toInt(), 10);
    QCOMPARE(object.value(u"assignments"_s).toInt(), 120); // every annotator has every item
    int byState = 0;
    for (const QString &state :
         {u"new"_s, u"in_progress"_s, u"submitted"_s, u"in_review"_s, u"returned"_s, u"accepted"_s, u"discarded"_s}) {
        const int count = object.value(u"assignments_"_s + state).toInt();
        QVERIFY2(count > 0, qPrintable(state));
        byState += count;
    }
    QCOMPARE(byState, 120);
    QVERIFY(object.value(u"spans"_s).toInt() > 100);
}

void CliTest::tsvIsTabSeparated()
{
    QCOMPARE(cli({u"init"_s, path(u"tsv.errata"_s)}).exitCode, 0);
    const Run info = cli({u"--format=tsv"_s, u"info"_s, path(u"tsv.errata"_s)});
    QCOMPARE(info.exitCode, 0);
    QHash<QString, QString> values;
    for (const QString &line : info.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(u'\t');
        QCOMPARE(fields.size(), 2);
        values.insert(fields.at(0), fields.at(1));
    }
    QCOMPARE(values.value(u"taxonomy"_s), u"scarecrow"_s);
    QCOMPARE(values.value(u"spans"_s), u"0"_s);
}

void CliTest::agreementOnTheDemo()
{
    QCOMPARE(cli({u"demo"_s, path(u"agree.errata"_s)}).exitCode, 0);
    const Run types = cli({u"agreement"_s, path(u"agree.errata"_s), u"--format=json"_s});
    QCOMPARE(types.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(types.out.toUtf8()).array();
    QCOMPARE(rows.size(), 11); // ten Scarecrow types and "any error"
    for (const QJsonValue &row : rows) {
        // Items 1–10 have finished layers of at least two annotators; items 11 and 12 do not (demo design).
        QCOMPARE(row[u"items"_s].toInt(), 10);
        const QJsonValue alpha = row[u"alpha_pooled"_s];
        QVERIFY(alpha.isNull() || (alpha.toDouble() <= 1.0 && alpha.toDouble() > -1.0));
    }
    const Run groups = cli({u"agreement"_s, path(u"agree.errata"_s), u"--level"_s, u"1"_s, u"--by"_s, u"model"_s,
                            u"--format"_s, u"tsv"_s});
    QCOMPARE(groups.exitCode, 0);
    QVERIFY(groups.out.startsWith(u"group\ttype\talpha_item_mean"_s));
    QVERIFY(groups.out.contains(u"gpt2-xl\tFactual\t"_s));
    const Run pairs = cli({u"agreement"_s, path(u"agree.errata"_s), u"--pairs"_s, u"--format=json"_s});
    QCOMPARE(pairs.exitCode, 0);
    // 10 annotators: 45 pairs, each with 11 categories.
    QCOMPARE(QJsonDocument::fromJson(pairs.out.toUtf8()).array().size(), 45 * 11);
    const Run ratings = cli({u"agreement"_s, path(u"agree.errata"_s), u"--ratings"_s, u"--format=json"_s});
    QCOMPARE(ratings.exitCode, 0);
    QVERIFY(
        QJsonDocument::fromJson(ratings.out.toUtf8()).array().first()[u"alpha"_s].isNull()); // no ratings: undefined
    QCOMPARE(cli({u"agreement"_s, path(u"agree.errata"_s), u"--unit"_s, u"word"_s}).exitCode, 1);
}

void CliTest::checkFailsOnDamagedFile()
{
    QCOMPARE(cli({u"demo"_s, path(u"damaged.errata"_s)}).exitCode, 0);
    QFile file(path(u"damaged.errata"_s));
    QVERIFY(file.open(QIODevice::ReadWrite));
    file.seek(file.size() / 2);
    file.write(QByteArray(16384, '\x11'));
    file.close();
    const QByteArray before = fileHash(path(u"damaged.errata"_s));
    const Run check = cli({u"check"_s, path(u"damaged.errata"_s)});
    QCOMPARE(check.exitCode, 1);
    QVERIFY2(check.err.contains(u"damaged"_s) || check.err.contains(u"cannot be read"_s), qPrintable(check.err));
    QCOMPARE(fileHash(path(u"damaged.errata"_s)), before);
}

void CliTest::importTgeaJson()
{
    const QString fixture = QFINDTESTDATA("interchange/data/tgea/table7.json");
    const QString project = path(u"tgea.errata"_s);
    Run run = cli({u"--format=json"_s, u"import"_s, project, u"--format"_s, u"tgea-json"_s, fixture});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"new_spans"_s).toInt(), 32);
    {
        QString error;
        const auto opened = Errata::Project::open(project, &error);
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(opened->taxonomy().id, u"tgea"_s);
        // The format carries TGEA's stage-1 judgement, so the new project asks for it.
        QCOMPARE(opened->settings().value(QString(Errata::SettingKey::Judgements), QString()), u"erroneous"_s);
    }

    // Files that do not read leave the project byte for byte as it was.
    QFile fixtureFile(fixture);
    QVERIFY(fixtureFile.open(QIODevice::ReadOnly));
    QFile half(path(u"half.json"_s));
    QVERIFY(half.open(QIODevice::WriteOnly));
    const QByteArray bytes = fixtureFile.readAll();
    half.write(bytes.left(bytes.indexOf("\n    \"errors\"", bytes.size() / 2))); // cut at a line end
    half.close();
    const QByteArray before = fileHash(project);
    for (const QString &bad : {path(u"half.json"_s), m_dir.path()}) {
        run = cli({u"import"_s, project, u"--format"_s, u"tgea-json"_s, bad});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(bad + u':') && run.err.contains(u"Nothing was imported"_s), qPrintable(run.err));
        QCOMPARE(fileHash(project), before);
    }
    QVERIFY2(run.err.contains(u"is a directory"_s), qPrintable(run.err));

    run = cli({u"--format=json"_s, u"import"_s, project, u"--format"_s, u"tgea-json"_s, fixture});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"new_spans"_s).toInt(), 0);
}

void CliTest::userErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList() << u"Usage:"_s;
    QTest::newRow("unknown command") << QStringList{u"frobnicate"_s} << u"Unknown command"_s;
    QTest::newRow("missing file") << QStringList{u"info"_s, u"nowhere.errata"_s} << u"nowhere.errata does not exist"_s;
    QTest::newRow("a directory") << QStringList{u"info"_s, u"."_s} << u"is a directory"_s;
    QTest::newRow("empty path") << QStringList{u"init"_s, u""_s} << u"init takes one project file"_s;
    QTest::newRow("bad format") << QStringList{u"--format"_s, u"xml"_s, u"info"_s, u"x"_s} << u"--format must be"_s;
    QTest::newRow("unknown taxonomy file")
        << QStringList{u"init"_s, u"n.errata"_s, u"--taxonomy"_s, u"nope.json"_s} << u"cannot read"_s;
    QTest::newRow("unknown judgement") << QStringList{u"init"_s, u"n.errata"_s, u"--judgements"_s, u"rating,vibes"_s}
                                       << u"not \"vibes\""_s;
    QTest::newRow("option without value") << QStringList{u"init"_s, u"n.errata"_s, u"--title"_s} << u"needs a value"_s;
    QTest::newRow("unknown export format")
        << QStringList{u"export"_s, u"x.errata"_s, u"--format"_s, u"csv"_s, u"-o"_s, u"x.csv"_s}
        << u"export cannot write \"csv\"; --format is one of: errata-jsonl"_s;
}

void CliTest::userErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(path(u"n.errata"_s)));
}

// export → import → export through the command line gives the same bytes.
void CliTest::errataJsonlRoundTrip()
{
    QCOMPARE(cli({u"demo"_s, path(u"rt.errata"_s)}).exitCode, 0);
    QCOMPARE(cli({u"export"_s, path(u"rt.errata"_s), u"--format"_s, u"errata-jsonl"_s, u"-o"_s, path(u"rt1.jsonl"_s)})
                 .exitCode,
             0);
    const Run import =
        cli({u"import"_s, path(u"rt2.errata"_s), u"--format"_s, u"errata-jsonl"_s, path(u"rt1.jsonl"_s)});
    QCOMPARE(import.exitCode, 0);
    QVERIFY2(import.out.contains(u"New spans:"_s), qPrintable(import.out));
    QCOMPARE(cli({u"export"_s, path(u"rt2.errata"_s), u"--format"_s, u"errata-jsonl"_s, u"-o"_s, path(u"rt2.jsonl"_s)})
                 .exitCode,
             0);
    QFile a(path(u"rt1.jsonl"_s)), b(path(u"rt2.jsonl"_s));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray first = a.readAll();
    QVERIFY(first.count('\n') == 13); // the header and the demo's 12 items
    QCOMPARE(b.readAll(), first);
}

void CliTest::packageSplitAndMerge()
{
    QCOMPARE(cli({u"demo"_s, path(u"home.errata"_s)}).exitCode, 0);
    const QString annotator = Errata::DemoProject::annotatorNames().first();
    const Run split = cli({u"package"_s, u"split"_s, path(u"home.errata"_s), u"--annotator"_s, annotator, u"-o"_s,
                           path(u"pkg.errata"_s)});
    QCOMPARE(split.exitCode, 0);
    QVERIFY2(split.out.contains(u"Items:     12"_s), qPrintable(split.out));
    const Run merge =
        cli({u"--format"_s, u"json"_s, u"package"_s, u"merge"_s, path(u"home.errata"_s), path(u"pkg.errata"_s)});
    QCOMPARE(merge.exitCode, 0);
    const QJsonObject merged = QJsonDocument::fromJson(merge.out.toUtf8()).object();
    QVERIFY2(merged.contains(u"seconds_added"_s), qPrintable(merge.out)); // nothing was done offline: 0
    QCOMPARE(merged.value(u"seconds_added"_s).toInteger(-1), 0);
    // Its work is all home now: a new split may replace it, and says so (issue 48).
    const Run again = cli({u"package"_s, u"split"_s, path(u"home.errata"_s), u"--annotator"_s, annotator, u"-o"_s,
                           path(u"pkg.errata"_s)});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains(u"Replaced:  true"_s), qPrintable(again.out));
    const QByteArray before = fileHash(path(u"home.errata"_s));
    const Run notPackage = cli({u"package"_s, u"merge"_s, path(u"home.errata"_s), path(u"home.errata"_s)});
    QCOMPARE(notPackage.exitCode, 1);
    QVERIFY2(notPackage.err.contains(u"not a work package"_s), qPrintable(notPackage.err));
    QCOMPARE(fileHash(path(u"home.errata"_s)), before);
    const Run conflicts = cli({u"package"_s, u"conflicts"_s, path(u"home.errata"_s)});
    QCOMPARE(conflicts.exitCode, 0);
    // Packages are the coordinator's: the demo's one coordinator acts by default; an annotator may not.
    const Run asAnnotator = cli({u"package"_s, u"split"_s, path(u"home.errata"_s), u"--annotator"_s, annotator, u"-o"_s,
                                 path(u"pkg2.errata"_s), u"--as"_s, annotator});
    QCOMPARE(asAnnotator.exitCode, 1);
    QVERIFY2(asAnnotator.err.contains(u"Only a coordinator may make work packages"_s), qPrintable(asAnnotator.err));
    QVERIFY(!QFile::exists(path(u"pkg2.errata"_s)));
    const Run mergeAsAnnotator =
        cli({u"package"_s, u"merge"_s, path(u"home.errata"_s), path(u"pkg.errata"_s), u"--as"_s, annotator});
    QCOMPARE(mergeAsAnnotator.exitCode, 1);
    QVERIFY2(mergeAsAnnotator.err.contains(u"Only a coordinator may merge work packages"_s),
             qPrintable(mergeAsAnnotator.err));
    QCOMPARE(fileHash(path(u"home.errata"_s)), before);
    const Run asCoordinator = cli({u"package"_s, u"split"_s, path(u"home.errata"_s), u"--annotator"_s, annotator,
                                   u"-o"_s, path(u"pkg2.errata"_s), u"--as"_s, Errata::DemoProject::coordinatorName()});
    QCOMPARE(asCoordinator.exitCode, 0);
    const Run lowerCase = cli({u"package"_s, u"split"_s, path(u"home.errata"_s), u"--annotator"_s, annotator.toLower(),
                               u"-o"_s, path(u"pkg3.errata"_s)});
    QCOMPARE(lowerCase.exitCode, 1);
    QVERIFY2(lowerCase.err.contains(u"did you mean \"%1\"?"_s.arg(annotator)), qPrintable(lowerCase.err));
}

// review-status and history on the demo, checked against what `info` counts independently.
void CliTest::reviewStatusAndHistory()
{
    QCOMPARE(cli({u"demo"_s, path(u"status.errata"_s)}).exitCode, 0);
    const QJsonObject info =
        QJsonDocument::fromJson(cli({u"--format"_s, u"json"_s, u"info"_s, path(u"status.errata"_s)}).out.toUtf8())
            .object();
    const Run status =
        cli({u"--format"_s, u"json"_s, u"review-status"_s, path(u"status.errata"_s), u"--by"_s, u"annotator"_s});
    QCOMPARE(status.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(status.out.toUtf8()).array();
    QCOMPARE(rows.size(), 10); // one row per demo annotator
    for (const QString &state :
         {u"new"_s, u"in_progress"_s, u"submitted"_s, u"in_review"_s, u"returned"_s, u"accepted"_s, u"discarded"_s}) {
        int sum = 0;
        for (const QJsonValue &row : rows) sum += row[state].toInt();
        QCOMPARE(sum, info.value(u"assignments_"_s + state).toInt());
    }
    const Run history =
        cli({u"--format"_s, u"json"_s, u"history"_s, path(u"status.errata"_s), u"--item"_s, u"demo-01"_s});
    QCOMPARE(history.exitCode, 0);
    const QJsonArray steps = QJsonDocument::fromJson(history.out.toUtf8()).array();
    QVERIFY(steps.size() >= 10); // at least a "create" for each of the ten annotators
    QCOMPARE(steps.first()[u"action"_s].toString(), u"create"_s);
    QCOMPARE(cli({u"history"_s, path(u"status.errata"_s), u"--item"_s, u"nope"_s}).exitCode, 1);
}

QTEST_GUILESS_MAIN(CliTest)
#include "cli_test.moc"
