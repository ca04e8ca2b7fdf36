// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/document/reviewsession.h"
#include "model/domain/taxonomyloader.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// Quotes of both kinds, a statement terminator with an injection after it, a NUL in the middle,
// an emoji with a zero-width joiner, CJK and a lone backslash: each must come back unchanged.
QString nasty(const QString &tag)
{
    return tag + u" it's \"x\"; DROP TABLE item; -- "_s + QChar(0) + u" nul 👩‍💻 语法 \\ %1 ?"_s;
}

QStringList tables(Project &project)
{
    QSqlQuery query(project.database().connection());
    QStringList names;
    query.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"_s);
    while (query.next()) names << query.value(0).toString();
    return names;
}

} // namespace

// Issue #10: SQL only through bound parameters. Every text field a user or an import can fill is
// written with quotes, ";", NUL and emoji, read back through a fresh connection, and compared.
class HostileSqlTest : public QObject
{
    Q_OBJECT

private slots:
    void everyTextFieldRoundTrips();
};

void HostileSqlTest::everyTextFieldRoundTrips()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"nasty.errata"_s);
    QString error;
    qint64 itemId = 0, annId = 0, assignmentId = 0, spanId = 0, discardedId = 0;
    QStringList tablesBefore;
    {
        auto project =
            Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, nasty(u"title"_s), &error);
        QVERIFY2(project, qPrintable(error));
        tablesBefore = tables(*project);
        QVERIFY(project->settings().setValue(nasty(u"key"_s), nasty(u"setting"_s)));
        Person ann{0, nasty(u"ann"_s), Role::Annotator};
        Person rev{0, nasty(u"rev"_s), Role::Reviewer};
        QVERIFY(project->people().add(ann, 0) && project->people().add(rev, 0));
        annId = ann.id;
        Item item{0,
                  nasty(u"id"_s),
                  nasty(u"prompt"_s),
                  nasty(u"generation"_s),
                  TextFormat::Code,
                  nasty(u"lang"_s),
                  {{nasty(u"metakey"_s), nasty(u"metavalue"_s)}}};
        QVERIFY(project->items().add(item, 0));
        itemId = item.id;
        Item other{0, nasty(u"other"_s), u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
        QVERIFY(project->items().add(other, 0));
        Assignment assignment;
        assignment.itemId = item.id;
        assignment.annotatorId = ann.id;
        Assignment discarded;
        discarded.itemId = other.id;
        discarded.annotatorId = ann.id;
        QVERIFY(project->assignments().create(assignment, ann.id) && project->assignments().create(discarded, ann.id));
        assignmentId = assignment.id;
        discardedId = discarded.id;
        QVERIFY(project->assignments().perform(discarded.id, WorkflowAction::Discard, ann.id, nasty(u"discard"_s)));

        AnnotationDocument document(project.get(), item.id, ann.id);
        QVERIFY(document.load());
        Span span;
        span.range = {0, 5, TextSide::Generation};
        span.typeKey = u"Grammar_Usage"_s;
        span.severityKey = u"1"_s;
        span.rationale = nasty(u"rationale"_s);
        span.correction = nasty(u"correction"_s);
        QVERIFY(document.insertSpan(0, span));
        spanId = document.spans().first().id;
        QVERIFY(document.setJudgement(u"authorship_reason"_s, nasty(u"reason"_s)));
        QVERIFY(document.submit());
        ReviewSession review(*project, rev.id, assignment.id);
        QVERIFY(review.claim());
        QVERIFY(review.decide(spanId, SpanDecision::NeedsChange, nasty(u"decision"_s)));
        QVERIFY(review.comment(0, nasty(u"comment"_s)));
        QVERIFY(review.returnForAmendment(nasty(u"return"_s)));
        document.refreshStatus();
        QVERIFY2(document.reply(spanId, nasty(u"reply"_s)), qPrintable(document.lastError()));
    }

    auto project = Project::open(path, &error); // a new connection: nothing comes from a cache
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(tables(*project), tablesBefore); // no statement was cut short or smuggled in
    QVERIFY(project->database().integrityProblems().isEmpty());
    QCOMPARE(project->title(), nasty(u"title"_s));
    QCOMPARE(project->settings().value(nasty(u"key"_s)).value_or(QString()), nasty(u"setting"_s));
    QCOMPARE(project->people().find(annId)->name, nasty(u"ann"_s));
    QVERIFY(project->people().findByName(nasty(u"rev"_s)).has_value());
    const Item item = *project->items().find(itemId);
    QCOMPARE(item.externalId, nasty(u"id"_s));
    QCOMPARE(item.prompt, nasty(u"prompt"_s));
    QCOMPARE(item.generation, nasty(u"generation"_s));
    QCOMPARE(item.codeLanguage, nasty(u"lang"_s));
    QCOMPARE(item.metadata.value(nasty(u"metakey"_s)), nasty(u"metavalue"_s));
    const QList<Span> spans = project->spans().spansOfItem(itemId);
    QCOMPARE(spans.size(), 1);
    QCOMPARE(spans.first().rationale, nasty(u"rationale"_s));
    QCOMPARE(spans.first().correction.value_or(QString()), nasty(u"correction"_s));
    QCOMPARE(project->judgements().forAssignment(assignmentId).value(u"authorship_reason"_s).toString(),
             nasty(u"reason"_s));
    QStringList bodies;
    for (const ReviewEvent &event : project->reviews().forAssignment(assignmentId)) bodies << event.body;
    QCOMPARE(bodies, (QStringList{nasty(u"decision"_s), nasty(u"comment"_s), nasty(u"return"_s), nasty(u"reply"_s)}));
    QCOMPARE(project->assignments().find(discardedId)->discardReason, nasty(u"discard"_s));
    QStringList reasons;
    for (const HistoryEntry &entry : project->assignments().history(assignmentId)) {
        if (!entry.reason.isEmpty()) reasons << entry.reason;
    }
    QCOMPARE(reasons, QStringList{nasty(u"return"_s)});
}

QTEST_GUILESS_MAIN(HostileSqlTest)
#include "hostilesql_test.moc"
