// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #42 on the team server, for a member who skips Errata (psql, or Qt's driver signed in as
// themselves): in an anonymous project an annotator reads no colleague's name and a reviewer none of
// the annotators' (the Visibility rule, DisplayNames), and no annotator reads a colleague's work that is
// still in progress, in a blind project or not. The window's own reads still work for every role.
#include "model/project/displaynames.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewqueuereader.h"

#include "tests/serversupport.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class ServerPrivacyTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void namesStayHiddenInAnAnonymousProject();
    void theWindowStillNamesEveryoneAsItMay();
    void aColleaguesWorkInProgressStaysHidden_data();
    void aColleaguesWorkInProgressStaysHidden();

private:
    QString scalar(const QString &sql, const QString &user = u"errata_admin"_s)
    {
        return ServerSupport::scalar(m_cluster, m_name, sql, user);
    }
    QString url(const QString &login) const { return ServerSupport::databaseUrl(m_cluster, m_name, login); }
    QStringList realNames() { return scalar(u"SELECT name FROM person ORDER BY id"_s).split(u'\n'); }

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"privacy"_s;
    qint64 m_amara = 0;
};

void ServerPrivacyTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    const QString admin = ServerSupport::pushedDemo(
        m_cluster, m_name, m_dir.path(),
        {{u"Amara Okafor"_s, u"amara"_s}, {u"Rosa Delgado"_s, u"rosa"_s}, {u"Priya Raman"_s, u"priya"_s}}, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    m_amara = scalar(u"SELECT id FROM person WHERE name = 'Amara Okafor'"_s).toLongLong();
    QCOMPARE(realNames().size(), 12); // the demo: ten annotators, a reviewer, a coordinator
}

// The names each session reads, of the table and of the view the program reads (errata_people).
void ServerPrivacyTest::namesStayHiddenInAnAnonymousProject()
{
    const QStringList everyone = realNames();
    const QString before = ServerSupport::rowsDigest(m_cluster, m_name);
    QCOMPARE(scalar(u"SELECT count(*) FROM person"_s, u"amara"_s), u"12"_s); // not anonymous: everyone's name
    scalar(u"INSERT INTO project_setting (setting_key, setting_value) VALUES ('anonymous_annotators', '1')"_s);
    // Amara reads her own row and nobody else's, in the table and in the view.
    QCOMPARE(scalar(u"SELECT string_agg(name, ',') FROM person"_s, u"amara"_s), u"Amara Okafor"_s);
    const QStringList seen = scalar(u"SELECT name FROM errata_people ORDER BY id"_s, u"amara"_s).split(u'\n');
    QCOMPARE(seen.size(), 12); // everyone is there, by code
    const QStringList rosaSees = scalar(u"SELECT name FROM errata_people ORDER BY id"_s, u"rosa"_s).split(u'\n');
    static const QRegularExpression code(u"^[ARC]\\d+$"_s);
    for (qsizetype i = 0; i < everyone.size(); ++i) {
        if (everyone[i] == "Amara Okafor"_L1) {
            QCOMPARE(seen[i], everyone[i]);
        } else {
            QVERIFY2(code.match(seen[i]).hasMatch(), qPrintable(seen[i]));
        }
        // Rosa (a reviewer) reads the staff by name and the annotators by their codes, as the window shows them.
        const bool staff = everyone[i] == "Rosa Delgado"_L1 || everyone[i] == "Priya Raman"_L1;
        QCOMPARE(rosaSees[i], staff ? everyone[i] : i == 0 ? u"A1"_s : seen[i]);
    }
    // The demo's annotators are its first ten people (Amara first): A1…A10 in that order; Rosa R1, and Priya,
    // coordinator and reviewer, R2 (DisplayNames names a reviewer R before asking for C).
    QCOMPARE(seen.mid(1),
             (QStringList{u"A2"_s, u"A3"_s, u"A4"_s, u"A5"_s, u"A6"_s, u"A7"_s, u"A8"_s, u"A9"_s, u"A10"_s, u"R1"_s,
                          u"R2"_s}));
    QCOMPARE(scalar(u"SELECT count(*) FROM person"_s, u"rosa"_s), u"2"_s);
    QCOMPARE(scalar(u"SELECT count(*) FROM person WHERE name LIKE '%Chen%'"_s, u"rosa"_s), u"0"_s);
    // The coordinator manages the people: every name.
    QCOMPARE(scalar(u"SELECT name FROM errata_people ORDER BY id"_s, u"priya"_s).split(u'\n'), everyone);
    // A member cannot write past it either.
    const auto renamed = ServerSupport::psql(
        m_cluster, m_name, u"UPDATE person SET name = 'X' WHERE name = 'Bao Chen' RETURNING id"_s, u"amara"_s);
    QCOMPARE(renamed.out.trimmed(), QString());
    scalar(u"DELETE FROM project_setting WHERE setting_key = 'anonymous_annotators'"_s);
    QCOMPARE(ServerSupport::rowsDigest(m_cluster, m_name), before);
}

// The program reads the people through the view: each role's window names people as DisplayNames says,
// and the review queue gives a reviewer codes for the annotators.
void ServerPrivacyTest::theWindowStillNamesEveryoneAsItMay()
{
    scalar(u"INSERT INTO project_setting (setting_key, setting_value) VALUES ('anonymous_annotators', '1')"_s);
    const QStringList everyone = realNames();
    for (const auto &[login, role] : {std::pair{u"amara"_s, Role::Annotator}, std::pair{u"rosa"_s, Role::Reviewer},
                                      std::pair{u"priya"_s, Role::Coordinator}}) {
        QString error;
        auto project = Project::open(url(login), &error);
        QVERIFY2(project, qPrintable(error));
        QCOMPARE(project->people().all().size(), 12);
        const qint64 me = scalar(u"SELECT errata_me()"_s, login).toLongLong();
        const QHash<qint64, QString> names = DisplayNames::forViewer(*project, me, role);
        QCOMPARE(names.size(), 12);
        const QString mine = project->people().find(me)->name;
        QVERIFY(everyone.contains(mine)); // one's own name, always
        for (auto it = names.cbegin(); it != names.cend(); ++it) {
            if (role == Role::Annotator && it.key() != me) QVERIFY2(!everyone.contains(*it), qPrintable(*it));
        }
        if (role == Role::Reviewer) {
            const QList<ReviewQueueRow> queue = ReviewQueueReader::rows(project->database());
            QVERIFY(!queue.isEmpty());
            for (const ReviewQueueRow &row : queue) {
                QVERIFY2(!everyone.contains(row.annotator), qPrintable(row.annotator));
            }
        }
        if (role == Role::Coordinator) QVERIFY(project->people().findByName(u"Bao Chen"_s));
    }
    scalar(u"DELETE FROM project_setting WHERE setting_key = 'anonymous_annotators'"_s);
}

void ServerPrivacyTest::aColleaguesWorkInProgressStaysHidden_data()
{
    QTest::addColumn<bool>("blind");
    QTest::newRow("blind project") << true;
    QTest::newRow("not blind") << false;
}

// An item where Amara's work is handed in and a colleague's is still open, with a span and a judgement
// of theirs: Amara reads neither (nor their layer) until they hand it in too.
void ServerPrivacyTest::aColleaguesWorkInProgressStaysHidden()
{
    QFETCH(bool, blind);
    const QStringList found =
        scalar(u"SELECT a2.id, l.id FROM assignment a JOIN assignment a2 ON a2.item_id = a.item_id AND "
               u"a2.annotator_id <> a.annotator_id JOIN layer l ON l.item_id = a2.item_id AND l.person_id = "
               u"a2.annotator_id WHERE a.annotator_id = %1 AND a.state = 'submitted' ORDER BY a2.id LIMIT 1"_s.arg(
                   m_amara))
            .split(u'|');
    QCOMPARE(found.size(), 2);
    const QString theirs = found[0], layer = found[1];
    const QString state = scalar(u"SELECT state FROM assignment WHERE id = "_s + theirs);
    scalar(u"UPDATE project_setting SET setting_value = '%1' WHERE setting_key = 'blind_mode'"_s.arg(blind ? 1 : 0));
    scalar(u"UPDATE assignment SET state = 'in_progress' WHERE id = "_s + theirs);
    QCOMPARE(scalar(u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, rationale, created_at, "
                    u"modified_at) VALUES (%1, 0, 3, (SELECT min(node_key) FROM taxonomy_node WHERE selectable = 1), "
                    u"'NotHandedIn', 'x', 'x')"_s.arg(layer)),
             QString());
    QCOMPARE(scalar(u"INSERT INTO judgement (assignment_id, judgement_key, text_value) VALUES (%1, "
                    u"'authorship_reason', 'NotHandedIn')"_s.arg(theirs)),
             QString());
    const QString before = ServerSupport::rowsDigest(m_cluster, m_name);
    const QString spans = u"SELECT count(*) FROM span WHERE rationale = 'NotHandedIn'"_s;
    const QString judgements = u"SELECT count(*) FROM judgement WHERE text_value = 'NotHandedIn'"_s;
    const QString layers = u"SELECT count(*) FROM layer WHERE id = "_s + layer;
    for (const QString &sql : {spans, judgements, layers}) {
        QCOMPARE(scalar(sql, u"amara"_s), u"0"_s);
        QCOMPARE(scalar(sql, u"rosa"_s), u"1"_s); // a reviewer sees everyone's work
    }
    QCOMPARE(ServerSupport::rowsDigest(m_cluster, m_name), before);
    // Handed in, it is hers to compare with.
    scalar(u"UPDATE assignment SET state = 'submitted' WHERE id = "_s + theirs);
    for (const QString &sql : {spans, judgements, layers}) QCOMPARE(scalar(sql, u"amara"_s), u"1"_s);
    scalar(u"DELETE FROM span WHERE rationale = 'NotHandedIn'; DELETE FROM judgement WHERE text_value = "
           u"'NotHandedIn'; UPDATE assignment SET state = '%1' WHERE id = %2; UPDATE project_setting SET "
           u"setting_value = '1' WHERE setting_key = 'blind_mode'"_s.arg(state, theirs));
}

QTEST_GUILESS_MAIN(ServerPrivacyTest)
#include "serverprivacy_test.moc"
