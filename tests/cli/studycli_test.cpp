// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Running a study from the command line (issue #17), as a coordinator with a CSV of her own texts:
// people, items, a balanced plan, progress; and every bad input refused with the project unchanged.
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

#include "tests/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

class StudyCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void peopleAndTexts();
    void balancedPlan();
    void workNotBegunMoves();
    void badInputChangesNothing_data();
    void badInputChangesNothing();
    void peopleWithWorkStay();
    void oneCampaignOnePerson();
    void mergeRefusedOnSharedItems();
    void esaStudy();

private:
    Run cli(const QStringList &arguments)
    {
        return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() ? file.fileName() : QString();
    }
    QTemporaryDir m_dir;
    QString m_project;
    QString m_texts;
};

// Six texts of two models; s1 and s2 answer one prompt and form a group. Priya coordinates (and by
// init's default may annotate too); Ann, Bo and Cy annotate; Rosa reviews.
void StudyCliTest::initTestCase()
{
    m_project = m_dir.filePath(u"study.errata"_s);
    m_texts = write(u"texts.csv"_s,
                    "id,prompt,text,model,group\n"
                    "s1,Write about cats.,Cats are small animals that like to sleep.,gpt2,g1\n"
                    "s2,Write about cats.,The cat sat on the mat and did not move.,gpt3,g1\n"
                    "s3,Write about dogs.,Dogs bark loudly at night.,gpt2,\n"
                    "s4,Write about dogs.,\"A dog, a bone, and a very long afternoon.\",gpt3,\n"
                    "s5,Write about birds.,Birds fly south for winter.,gpt2,\n"
                    "s6,Write about fish.,\"Fish swim, fish swim.\",gpt3,\n");
    QVERIFY(!m_texts.isEmpty());
    QCOMPARE(cli({u"init"_s, m_project, u"--coordinator"_s, u"Priya"_s}).exitCode, 0);
}

void StudyCliTest::peopleAndTexts()
{
    QCOMPARE(cli({u"people"_s, u"add"_s, m_project, u"Ann"_s, u"Bo"_s, u"Cy"_s}).exitCode, 0);
    QCOMPARE(cli({u"people"_s, u"add"_s, m_project, u"Rosa"_s, u"--role"_s, u"reviewer"_s}).exitCode, 0);
    // A mistyped option is refused, not taken for two more people's names; the file stays as it was.
    const QByteArray beforeTypo = fileHash(m_project);
    const Run typo = cli({u"people"_s, u"add"_s, m_project, u"Dee"_s, u"--roles"_s, u"annotator"_s});
    QCOMPARE(typo.exitCode, 1);
    QVERIFY2(typo.err.contains(u"--roles is none of them"_s), qPrintable(typo.err));
    QCOMPARE(fileHash(m_project), beforeTypo);
    const Run added = cli({u"--format"_s, u"tsv"_s, u"items"_s, u"add"_s, m_project, u"--format"_s, u"csv"_s, m_texts});
    QCOMPARE(added.exitCode, 0);
    QVERIFY2(added.out.contains(u"new_items\t6"_s), qPrintable(added.out));
    // The same file again adds nothing and leaves the file as it was.
    const QByteArray before = fileHash(m_project);
    QCOMPARE(cli({u"items"_s, u"add"_s, m_project, u"--format"_s, u"csv"_s, m_texts}).exitCode, 0);
    QCOMPARE(fileHash(m_project), before);
    QString error;
    auto project = Project::open(m_project, &error);
    QVERIFY2(project, qPrintable(error));
    const QList<Item> items = project->items().all();
    QCOMPARE(items.size(), 6);
    QCOMPARE(items[3].generation, u"A dog, a bone, and a very long afternoon."_s);
    QCOMPARE(items[0].metadata.value(u"model"_s), u"gpt2"_s);
    QCOMPARE(items[0].metadata.value(u"group"_s), u"g1"_s);
    QVERIFY(!items[2].metadata.contains(u"group"_s)); // an empty cell is no value
    const auto rosa = project->people().findByName(u"Rosa"_s);
    QVERIFY(rosa && rosa->roles == Roles(Role::Reviewer));
    const Run list = cli({u"--format"_s, u"tsv"_s, u"people"_s, u"list"_s, m_project});
    QVERIFY2(list.out.contains(u"Bo\tannotator\tyes\t\t0"_s), qPrintable(list.out));
}

// K = 2 over Ann, Bo and Cy (the coordinator runs the study and is left out unless named): 6 items
// × 2 = 12 assignments, 4 each; the group's two items go to the same two people; all 3 pairs share.
void StudyCliTest::balancedPlan()
{
    const Run run =
        cli({u"--format"_s, u"tsv"_s, u"assign"_s, m_project, u"--per-item"_s, u"2"_s, u"--seed"_s, u"7"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(u"Ann\t4\t4"_s) && run.out.contains(u"Bo\t4\t4"_s) && run.out.contains(u"Cy\t4\t4"_s),
             qPrintable(run.out));
    QString error;
    auto project = Project::open(m_project, &error);
    QVERIFY2(project, qPrintable(error));
    QHash<qint64, QSet<qint64>> who;
    QHash<QString, qint64> ids;
    for (const Item &item : project->items().all()) ids.insert(item.externalId, item.id);
    for (const Assignment &a : project->assignments().all()) {
        QCOMPARE(a.state, AssignmentState::New);
        who[a.itemId].insert(a.annotatorId);
    }
    QCOMPARE(who.size(), 6);
    QCOMPARE(who.value(ids.value(u"s1"_s)), who.value(ids.value(u"s2"_s)));
    QSet<std::pair<qint64, qint64>> pairs;
    for (const QSet<qint64> &set : std::as_const(who)) {
        QCOMPARE(set.size(), 2);
        const QList<qint64> two = set.values();
        pairs.insert({std::min(two[0], two[1]), std::max(two[0], two[1])});
    }
    QCOMPARE(pairs.size(), 3);
    project.reset();
    // Again: every item has its two already, so nothing changes.
    const QByteArray before = fileHash(m_project);
    QCOMPARE(cli({u"assign"_s, m_project, u"--per-item"_s, u"2"_s}).exitCode, 0);
    QCOMPARE(fileHash(m_project), before);
    const Run progress = cli({u"--format"_s, u"tsv"_s, u"progress"_s, m_project});
    QVERIFY2(progress.out.contains(u"Ann\t4\t0\t0\t0\t0\t0\t0"_s), qPrintable(progress.out));
}

void StudyCliTest::workNotBegunMoves()
{
    QString error;
    auto project = Project::open(m_project, &error);
    QVERIFY2(project, qPrintable(error));
    const auto ann = project->people().findByName(u"Ann"_s);
    // Ann's first item: she opens it, so it can no longer be moved.
    QList<Assignment> anns;
    for (const Assignment &a : project->assignments().all()) {
        if (a.annotatorId == ann->id) anns << a;
    }
    QCOMPARE(anns.size(), 4);
    QVERIFY(project->assignments().perform(anns[0].id, WorkflowAction::Open, ann->id));
    QHash<qint64, QString> external;
    for (const Item &item : project->items().all()) external.insert(item.id, item.externalId);
    project.reset();
    const QByteArray before = fileHash(m_project);
    const Run begun = cli({u"unassign"_s, m_project, external.value(anns[0].itemId), u"--annotator"_s, u"Ann"_s});
    QCOMPARE(begun.exitCode, 1);
    QVERIFY2(begun.err.contains(u"Ann has already begun item"_s), qPrintable(begun.err));
    QCOMPARE(fileHash(m_project), before);
    // Her second, not begun, is discarded with the reason and Priya's new one replaces it.
    const Run moved =
        cli({u"reassign"_s, m_project, external.value(anns[1].itemId), u"--from"_s, u"Ann"_s, u"--to"_s, u"Priya"_s});
    QCOMPARE(moved.exitCode, 0);
    project = Project::open(m_project, &error);
    const auto priya = project->people().findByName(u"Priya"_s);
    bool discarded = false, created = false;
    for (const Assignment &a : project->assignments().forItem(anns[1].itemId)) {
        discarded = discarded
            || (a.annotatorId == ann->id && a.state == AssignmentState::Discarded
                && a.discardReason == u"Reassigned to Priya before work began."_s);
        created = created || (a.annotatorId == priya->id && a.state == AssignmentState::New);
    }
    QVERIFY(discarded && created);
    project.reset();
    // Idle work: Ann's opened item has had no activity for 0 days or more, but not for the default 7.
    const Run now = cli({u"--format"_s, u"tsv"_s, u"progress"_s, m_project, u"--idle-days"_s, u"0"_s});
    QVERIFY2(now.out.contains(u"Ann\t2\t1\t0\t0\t0\t0\t1\t1\n"_s), qPrintable(now.out));
    const Run week = cli({u"--format"_s, u"tsv"_s, u"progress"_s, m_project});
    QVERIFY2(week.out.contains(u"Ann\t2\t1\t0\t0\t0\t0\t1\t0\n"_s), qPrintable(week.out));
}

void StudyCliTest::badInputChangesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString bad = m_dir.filePath(u"bad.csv"_s), latin = m_dir.filePath(u"latin1.jsonl"_s);
    QFile(bad).remove();
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,text,model\nb1,Fine text.,m\nb2,Broken row,m,extra\n");
    file.close();
    QFile other(latin);
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("{\"id\": \"l1\", \"text\": \"ok\"}\n{\"id\": \"l2\", \"text\": \"caf\xe9\"}\n");
    other.close();
    QTest::newRow("broken row") << QStringList{u"items"_s, u"add"_s, u"P"_s, u"--format"_s, u"csv"_s, bad}
                                << bad + u":3: 4 fields where the header has 3"_s;
    QTest::newRow("not UTF-8") << QStringList{u"items"_s, u"add"_s, u"P"_s, u"--format"_s, u"jsonl"_s, latin}
                               << latin + u":2: not valid UTF-8"_s;
    QTest::newRow("duplicate person") << QStringList{u"people"_s, u"add"_s, u"P"_s, u"Dee"_s, u"Bo"_s}
                                      << u"There is already a person called \"Bo\"."_s;
    QTest::newRow("unknown person") << QStringList{u"people"_s, u"deactivate"_s, u"P"_s, u"Zed"_s}
                                    << u"There is no person \"Zed\""_s;
    QTest::newRow("K too large") << QStringList{u"assign"_s, u"P"_s, u"--per-item"_s, u"4"_s}
                                 << u"Each item needs 4 annotators, but there are only 3."_s;
    QTest::newRow("not a coordinator") << QStringList{u"people"_s, u"add"_s, u"P"_s, u"Eve"_s, u"--as"_s, u"Ann"_s}
                                       << u"Only a coordinator may add people; Ann is an annotator"_s;
    QTest::newRow("last coordinator") << QStringList{u"people"_s, u"set-role"_s, u"P"_s, u"Priya"_s, u"annotator"_s}
                                      << u"Priya is the project's only coordinator"_s;
}

void StudyCliTest::badInputChangesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replace(arguments.indexOf(u"P"_s), m_project);
    const QByteArray before = fileHash(m_project);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(fileHash(m_project), before);
}

// Ann has work: removing her is refused with what the project holds; deactivating keeps it and
// takes her out of the next plan.
void StudyCliTest::peopleWithWorkStay()
{
    const Run removed = cli({u"people"_s, u"remove"_s, m_project, u"Ann"_s});
    QCOMPARE(removed.exitCode, 1);
    QVERIFY2(removed.err.contains(u"Ann cannot be removed: the project holds their work (4 assignments"_s),
             qPrintable(removed.err));
    QCOMPARE(cli({u"people"_s, u"deactivate"_s, m_project, u"Ann"_s}).exitCode, 0);
    QCOMPARE(cli({u"people"_s, u"add"_s, m_project, u"Dee"_s, u"Eli"_s}).exitCode, 0);
    QVERIFY(!write(u"more.jsonl"_s, "{\"text\": \"A new text.\", \"model\": \"gpt2\"}\n").isEmpty());
    QCOMPARE(
        cli({u"items"_s, u"add"_s, m_project, u"--format"_s, u"jsonl"_s, m_dir.filePath(u"more.jsonl"_s)}).exitCode, 0);
    const Run run = cli({u"--format"_s, u"tsv"_s, u"assign"_s, m_project, u"--per-item"_s, u"2"_s});
    QCOMPARE(run.exitCode, 0);
    // The new item goes to the two least loaded: Dee and Eli (0 each), never to Ann.
    QVERIFY2(run.out.contains(u"Dee\t1\t1"_s) && run.out.contains(u"Eli\t1\t1"_s), qPrintable(run.out));
    QVERIFY2(!run.out.contains(u"Ann"_s), qPrintable(run.out));
}

// WMT23's en-de MQM file cut in two, as a campaign that arrives in two files: rater3 of both halves
// is one person (the distinct rater ids, counted here from the column), unless --people per-file.
void StudyCliTest::oneCampaignOnePerson()
{
    const QString source = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s)
        + u"/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;
    const QByteArray bytes = readAll(source);
    QVERIFY2(!bytes.isEmpty(), qPrintable(source + u" is missing: set ERRATA_SHARED_DATA"_s));
    QList<QByteArray> lines = bytes.split('\n');
    const QByteArray header = lines.takeFirst() + '\n';
    while (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
    const qsizetype half = lines.size() / 2;
    const QString a = write(u"part-a.tsv"_s, header + lines.mid(0, half).join('\n') + '\n');
    const QString b = write(u"part-b.tsv"_s, header + lines.mid(half).join('\n') + '\n');
    QSet<QByteArray> raters, ratersA, ratersB;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray rater = lines[i].split('\t').value(4).trimmed();
        raters << rater;
        (i < half ? ratersA : ratersB) << rater;
    }
    QVERIFY(raters.size() >= 3 && ratersA.size() + ratersB.size() > raters.size());
    const auto peopleIn = [&](const QString &project) {
        QString error;
        auto opened = Project::open(project, &error);
        return opened ? opened->people().all().size() : -1;
    };
    const QString campaign = m_dir.filePath(u"campaign.errata"_s), perFile = m_dir.filePath(u"perfile.errata"_s);
    QCOMPARE(cli({u"import"_s, campaign, u"--format"_s, u"mqm-tsv"_s, a, b}).exitCode, 0);
    QCOMPARE(peopleIn(campaign), raters.size());
    QCOMPARE(cli({u"import"_s, perFile, u"--format"_s, u"mqm-tsv"_s, u"--people"_s, u"per-file"_s, a, b}).exitCode, 0);
    QCOMPARE(peopleIn(perFile), ratersA.size() + ratersB.size());
    // people merge mends such a project: a rater of both halves becomes one person, with all their work
    // (the halves hold different segments, so no item has work of both).
    const QString rater = QString::fromUtf8(
        *std::find_if(ratersA.cbegin(), ratersA.cend(), [&](const QByteArray &r) { return ratersB.contains(r); }));
    const QString keep = rater + u" · part-a"_s, drop = rater + u" · part-b"_s;
    qint64 annotationsBefore = 0;
    {
        QString error;
        auto project = Project::open(perFile, &error);
        for (const Assignment &assignment : project->assignments().all()) {
            const QString name = project->people().find(assignment.annotatorId)->name;
            annotationsBefore += name == keep || name == drop;
        }
    }
    const Run merged = cli({u"people"_s, u"merge"_s, perFile, keep, drop});
    QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
    QCOMPARE(peopleIn(perFile), ratersA.size() + ratersB.size() - 1);
    QString error;
    auto project = Project::open(perFile, &error);
    const qint64 kept = project->people().findByName(keep)->id;
    qint64 annotationsAfter = 0;
    for (const Assignment &assignment : project->assignments().all())
        annotationsAfter += assignment.annotatorId == kept;
    QCOMPARE(annotationsAfter, annotationsBefore);
    QVERIFY(project->database().integrityProblems().isEmpty());
    // The history is append-only again after the merge.
    project.reset();
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"probe"_s);
    db.setDatabaseName(perFile);
    QVERIFY(db.open());
    QVERIFY(!QSqlQuery(db).exec(u"UPDATE history SET reason = 'x'"_s));
    db.close();
}

// Two annotators with work on one item are two people: the merge is refused, naming it.
void StudyCliTest::mergeRefusedOnSharedItems()
{
    const QByteArray before = fileHash(m_project);
    const Run run = cli({u"people"_s, u"merge"_s, m_project, u"Bo"_s, u"Cy"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"Bo and Cy both have work on"_s), qPrintable(run.err));
    QCOMPARE(fileHash(m_project), before);
}

// An ESA study (WMT's protocol): init with the ESA taxonomy asks the 0–100 score; two annotators
// score two texts of two models, and stats --measure esa gives each model's mean by hand:
// m1: (80 + 60) / 2 = 70; m2: (30 + 50) / 2 = 40.
void StudyCliTest::esaStudy()
{
    const QString project = m_dir.filePath(u"esa.errata"_s);
    const Run init =
        cli({u"--format"_s, u"json"_s, u"init"_s, project, u"--taxonomy"_s, u"esa"_s, u"--coordinator"_s, u"Priya"_s});
    QCOMPARE(init.exitCode, 0);
    // It says what the project asks: the score, set by the protocol without --judgements (it said "none").
    QCOMPARE(QJsonDocument::fromJson(init.out.toUtf8()).object()[u"judgements"_s].toArray(), QJsonArray{u"esa"_s});
    QCOMPARE(cli({u"people"_s, u"add"_s, project, u"Ann"_s, u"Bo"_s}).exitCode, 0);
    const QString texts = write(u"esa.csv"_s, "id,text,model\ne1,Der Hund bellt.,m1\ne2,Die Katze schlaeft.,m2\n");
    QCOMPARE(cli({u"items"_s, u"add"_s, project, u"--format"_s, u"csv"_s, texts}).exitCode, 0);
    QCOMPARE(cli({u"assign"_s, project, u"--per-item"_s, u"2"_s}).exitCode, 0);
    {
        QString error;
        auto esa = Project::open(project, &error);
        QVERIFY2(esa, qPrintable(error));
        QCOMPARE(esa->settings().value(SettingKey::Judgements, QString()), u"esa"_s);
        QCOMPARE(esa->taxonomy().severities.size(), 2); // minor and major, no categories to choose
        const QHash<QString, int> scores{{u"e1/Ann"_s, 80}, {u"e1/Bo"_s, 60}, {u"e2/Ann"_s, 30}, {u"e2/Bo"_s, 50}};
        for (const Assignment &a : esa->assignments().all()) {
            const QString key =
                esa->items().find(a.itemId)->externalId + u'/' + esa->people().find(a.annotatorId)->name;
            QVERIFY2(scores.contains(key), qPrintable(key));
            QVERIFY(esa->assignments().perform(a.id, WorkflowAction::Open, a.annotatorId));
            QVERIFY(esa->judgements().set(a.id, u"esa_score"_s, scores.value(key)));
            QVERIFY(esa->assignments().perform(a.id, WorkflowAction::Submit, a.annotatorId));
        }
    }
    const Run stats = cli({u"--format"_s, u"json"_s, u"stats"_s, project, u"--measure"_s, u"esa"_s, u"--by"_s,
                           u"model"_s, u"--ci"_s, u"normal"_s});
    QVERIFY2(stats.exitCode == 0, qPrintable(stats.err));
    QMap<QString, double> means;
    for (const QJsonValue &row : QJsonDocument::fromJson(stats.out.toUtf8()).array()) {
        QCOMPARE(row[u"type"_s].toString(), u"esa"_s);
        means.insert(row[u"model"_s].toString(), row[u"mean"_s].toDouble());
    }
    QCOMPARE(means, (QMap<QString, double>{{u"m1"_s, 70.0}, {u"m2"_s, 40.0}}));
    const Run wrong = cli({u"stats"_s, project, u"--measure"_s, u"esa-score"_s});
    QCOMPARE(wrong.exitCode, 1);
    QVERIFY2(wrong.err.contains(u"mqm, rating or esa"_s), qPrintable(wrong.err));
}

QTEST_GUILESS_MAIN(StudyCliTest)
#include "studycli_test.moc"
