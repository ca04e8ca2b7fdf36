// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <csignal>
#include <random>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// What the test knows of the file, built independently of the model: from the edits the helper
// reported (the mirror) or read back from the file after a kill. Compared as a whole.
struct SpanRow
{
    qint64 assignment = 0;
    QString fields; // begin, end, type, severity, review state, rationale (tab-separated, as reported)
    friend bool operator==(const SpanRow &, const SpanRow &) = default;
};

struct AssignmentRow
{
    QString state;
    int iteration = 0;
    int history = 0; // entries in the append-only history
    int events = 0;  // review events (decisions, comments)
    QMap<QString, QString> judgements;
    friend bool operator==(const AssignmentRow &, const AssignmentRow &) = default;
};

struct State
{
    QMap<qint64, AssignmentRow> assignments;
    QMap<qint64, SpanRow> spans;
    friend bool operator==(const State &, const State &) = default;

    QString describe() const
    {
        QStringList lines;
        for (auto it = assignments.cbegin(); it != assignments.cend(); ++it) {
            lines << u"assignment %1 %2 it=%3 history=%4 events=%5 rating=%6"_s.arg(it.key())
                         .arg(it->state)
                         .arg(it->iteration)
                         .arg(it->history)
                         .arg(it->events)
                         .arg(it->judgements.value(u"rating"_s));
        }
        for (auto it = spans.cbegin(); it != spans.cend(); ++it) {
            lines << u"span %1 of %2: %3"_s.arg(it.key()).arg(it->assignment).arg(it->fields);
        }
        return lines.join(u'\n');
    }
};

// Applies one reported op, as product.md §4 describes its effect. newId: the span an add created.
bool apply(State &state, const QStringList &op, qint64 newId)
{
    const qint64 asg = op.value(1).toLongLong();
    if (!state.assignments.contains(asg)) return false;
    AssignmentRow &row = state.assignments[asg];
    const QString kind = op.value(0);
    const auto transition = [&](AssignmentState to) {
        row.state = assignmentStateKey(to);
        ++row.history;
    };
    if (kind == "add"_L1) {
        if (newId == 0 || state.spans.contains(newId)) return false;
        state.spans.insert(newId, {asg, op.mid(2).join(u'\t')});
    } else if (kind == "edit"_L1 || kind == "del"_L1) {
        const qint64 id = op.value(2).toLongLong();
        if (!state.spans.contains(id)) return false;
        if (kind == "del"_L1)
            state.spans.remove(id);
        else
            state.spans[id].fields = op.mid(3).join(u'\t');
    } else if (kind == "judge"_L1) {
        row.judgements.insert(op.value(2), op.value(3));
    } else if (kind == "submit"_L1) {
        transition(AssignmentState::Submitted);
        ++row.iteration;
    } else if (kind == "claim"_L1) {
        transition(AssignmentState::InReview);
    } else if (kind == "return"_L1) {
        transition(AssignmentState::Returned);
        ++row.events; // the return comment
    } else if (kind == "decide"_L1) {
        const qint64 id = op.value(2).toLongLong();
        if (!state.spans.contains(id)) return false;
        QStringList fields = state.spans[id].fields.split(u'\t');
        fields[4] = op.value(3);
        state.spans[id].fields = fields.join(u'\t');
        ++row.events;
    } else {
        return false;
    }
    return true;
}

State readState(Project &project)
{
    State state;
    const auto enc = [](const QString &s) { return QString::fromLatin1(QUrl::toPercentEncoding(s)); };
    for (const Assignment &a : project.assignments().all()) {
        AssignmentRow row{assignmentStateKey(a.state),
                          a.iteration,
                          int(project.assignments().history(a.id).size()),
                          int(project.reviews().forAssignment(a.id).size()),
                          {}};
        const QMap<QString, QVariant> judgements = project.judgements().forAssignment(a.id);
        for (auto it = judgements.cbegin(); it != judgements.cend(); ++it)
            row.judgements.insert(it.key(), it->toString());
        state.assignments.insert(a.id, row);
        for (const Span &s : project.spans().spansOfLayer(*project.spans().annotatorLayer(a.itemId, a.annotatorId))) {
            const QStringList fields{QString::number(s.range.begin),
                                     QString::number(s.range.end),
                                     s.typeKey,
                                     s.severityKey,
                                     spanReviewStateKey(s.reviewState),
                                     enc(s.rationale)};
            state.spans.insert(s.id, {a.id, fields.join(u'\t')});
        }
    }
    return state;
}

// PRAGMA integrity_check through a plain read-only SQLite connection, not through Errata's code.
QString integrity(const QString &path)
{
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"integrity"_s);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        QSqlQuery query(db);
        result = !db.open()                                           ? u"cannot open"_s
            : query.exec(u"PRAGMA integrity_check"_s) && query.next() ? query.value(0).toString()
                                                                      : u"integrity_check failed"_s;
    }
    QSqlDatabase::removeDatabase(u"integrity"_s);
    return result;
}

struct Reported
{
    QList<QPair<QStringList, qint64>> done; // op and, for an add, the new span id
    QStringList pending;                    // announced, not reported back: may or may not be in the file
    QStringList failures;
};

Reported parse(const QByteArray &output)
{
    Reported reported;
    for (const QByteArray &raw : output.split('\n')) {
        const QStringList fields = QString::fromUtf8(raw).split(u'\t');
        if (fields.first() == "P"_L1) {
            reported.pending = fields.mid(1);
        } else if (fields.first() == "D"_L1 && !reported.pending.isEmpty()) {
            reported.done.append({reported.pending, fields.value(1).toLongLong()});
            reported.pending.clear();
        } else if (fields.first() == "F"_L1) {
            reported.failures << QUrl::fromPercentEncoding(fields.value(1).toLatin1());
        }
    }
    return reported;
}

} // namespace

// Crash safety (issue #10): a helper process edits a project and is SIGKILLed at a random moment,
// again and again; after every kill the file must be sound, open, and hold exactly the reported
// edits, plus at most the one edit in flight, either whole or not at all.
class KillSafetyTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void killRepeatedly();
    void twoWritersNeverCorrupt();

private:
    void createProject(const QString &path);
    QTemporaryDir m_dir{QDir::tempPath() + u"/errata kill ✓ XXXXXX"_s}; // spaces and non-ASCII on purpose
    QString m_path;
};

void KillSafetyTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(u"project.errata"_s);
    createProject(m_path);
}

void KillSafetyTest::createProject(const QString &path)
{
    QString error;
    auto project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Kill"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person coordinator{0, u"Cora"_s, Role::Coordinator};
    Person reviewer{0, u"Rev"_s, Role::Reviewer};
    QVERIFY(project->people().add(coordinator, 0) && project->people().add(reviewer, coordinator.id));
    for (int a = 0; a < 2; ++a) {
        Person annotator{0, u"Ann %1"_s.arg(a), Role::Annotator};
        QVERIFY(project->people().add(annotator, coordinator.id));
        for (int i = 0; i < 3; ++i) {
            Item item{0,
                      u"a%1-i%2"_s.arg(a).arg(i),
                      u"Prompt."_s,
                      u"The bridge opened in 1932 and it was first opened to traffic in 1932, 语法 too."_s,
                      TextFormat::Plain,
                      {},
                      {}};
            QVERIFY(project->items().add(item, coordinator.id));
            Assignment assignment;
            assignment.itemId = item.id;
            assignment.annotatorId = annotator.id;
            QVERIFY(project->assignments().create(assignment, coordinator.id));
            // Opened here, so that every later step is one write the mirror below can follow.
            QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Open, annotator.id));
        }
    }
}

void KillSafetyTest::killRepeatedly()
{
    const quint32 seed =
        qEnvironmentVariableIsSet("ERRATA_KILL_SEED") ? qEnvironmentVariableIntValue("ERRATA_KILL_SEED") : 20261122u;
    std::mt19937 rng(seed);
    QString error;
    State mirror = readState(*Project::open(m_path, &error));
    QCOMPARE(mirror.assignments.size(), 6);
    int edits = 0, inFlightKept = 0, inFlightDropped = 0;
    for (int run = 0; run < 60; ++run) {
        QProcess helper;
        helper.start(TestSupport::built(ERRATA_EDIT_HELPER), {m_path, QString::number(rng())});
        QVERIFY(helper.waitForStarted());
        QVERIFY2(!helper.waitForFinished(int(20 + rng() % 400)), helper.readAllStandardError().constData());
        ::kill(pid_t(helper.processId()), SIGKILL);
        QVERIFY(helper.waitForFinished());
        const Reported reported = parse(helper.readAllStandardOutput());
        QVERIFY2(reported.failures.isEmpty(), qPrintable(reported.failures.join(u'\n')));

        QCOMPARE(integrity(m_path), u"ok"_s);
        const auto project = Project::open(m_path, &error);
        QVERIFY2(project, qPrintable(u"run %1: %2"_s.arg(run).arg(error)));
        const State actual = readState(*project);
        for (const auto &[op, newId] : reported.done) {
            QVERIFY2(apply(mirror, op, newId), qPrintable(op.join(u' ')));
        }
        edits += int(reported.done.size());
        if (actual == mirror) {
            inFlightDropped += reported.pending.isEmpty() ? 0 : 1;
            continue;
        }
        // The edit in flight may have reached the file: then it must be there whole.
        State withPending = mirror;
        qint64 newId = 0;
        for (auto it = actual.spans.cbegin(); it != actual.spans.cend(); ++it) {
            if (!mirror.spans.contains(it.key())) newId = it.key();
        }
        QVERIFY2(!reported.pending.isEmpty() && apply(withPending, reported.pending, newId) && actual == withPending,
                 qPrintable(u"run %1, in flight: %2\nfile:\n%3\nexpected:\n%4"_s.arg(run).arg(
                     reported.pending.join(u' '), actual.describe(), mirror.describe())));
        mirror = actual;
        ++inFlightKept;
    }
    qInfo("seed %u: %d reported edits survived 60 kills; in-flight edit kept whole %d times, absent %d times", seed,
          edits, inFlightKept, inFlightDropped);
    QVERIFY2(edits > 300, "the helper hardly edited anything before it was killed"); // the test must test something
}

// Two processes editing one file at the same time (different assignments): SQLite serialises
// them; neither is refused (busy waits), and the file ends with both streams' edits.
void KillSafetyTest::twoWritersNeverCorrupt()
{
    const QString path = m_dir.filePath(u"two writers.errata"_s);
    createProject(path);
    QString error;
    State mirror = readState(*Project::open(path, &error));
    QProcess first, second;
    first.start(TestSupport::built(ERRATA_EDIT_HELPER), {path, u"11"_s, u"250"_s, u"0/2"_s});
    second.start(TestSupport::built(ERRATA_EDIT_HELPER), {path, u"22"_s, u"250"_s, u"1/2"_s});
    QVERIFY(first.waitForFinished(60000) && second.waitForFinished(60000));
    for (QProcess *helper : {&first, &second}) {
        QVERIFY2(helper->exitStatus() == QProcess::NormalExit && helper->exitCode() == 0,
                 helper->readAllStandardError().constData());
        const Reported reported = parse(helper->readAllStandardOutput());
        QVERIFY2(reported.failures.isEmpty(), qPrintable(reported.failures.join(u'\n')));
        QCOMPARE(reported.done.size(), 250);
        for (const auto &[op, newId] : reported.done) QVERIFY(apply(mirror, op, newId));
    }
    QCOMPARE(integrity(path), u"ok"_s);
    const auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    const State actual = readState(*project);
    QVERIFY2(actual == mirror, qPrintable(u"file:\n%1\nexpected:\n%2"_s.arg(actual.describe(), mirror.describe())));
}

QTEST_GUILESS_MAIN(KillSafetyTest)
#include "killsafety_test.moc"
