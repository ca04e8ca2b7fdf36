// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Project-file speed at Scarecrow scale (1.3k paragraphs × 10 annotators, ~41k spans) or any
// other: storage_bench [items] [annotators] [spans-per-layer]. Prints milliseconds per step.
#include "model/document/itemlistmodel.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/projectchecker.h"
#include "model/domain/taxonomyloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

void report(const QString &step, qint64 nanoseconds, qint64 count = 1)
{
    out << step.leftJustified(44) << QString::number(double(nanoseconds) / 1e6, 'f', 1).rightJustified(10) << " ms";
    if (count > 1) {
        out << "   (" << QString::number(double(nanoseconds) / 1e3 / double(count), 'f', 1) << " µs each)";
    }
    out << Qt::endl;
}

const QStringList Types{u"Grammar_Usage"_s, u"Redundant"_s,        u"Off-prompt"_s,   u"Self-contradiction"_s,
                        u"Incoherent"_s,    u"Technical_Jargon"_s, u"Needs_Google"_s, u"Bad_Math"_s,
                        u"Commonsense"_s,   u"Encyclopedic"_s};

bool fill(Project &project, int items, int annotators, int spansPerLayer)
{
    QRandomGenerator random(7);
    Transaction transaction(&project.database());
    QList<qint64> people;
    for (int a = 0; a < annotators; ++a) {
        Person person{0, u"Annotator %1"_s.arg(a + 1), Role::Annotator};
        if (!project.people().add(person, 0)) return false;
        people << person.id;
    }
    const QString text = QString(u"The quick brown fox jumps over the lazy dog. "_s).repeated(16);
    for (int i = 0; i < items; ++i) {
        Item item{0,
                  u"item-%1"_s.arg(i),
                  u"Prompt %1"_s.arg(i),
                  text,
                  TextFormat::Plain,
                  {},
                  {{u"model"_s, u"model-%1"_s.arg(i % 5)}, {u"topic"_s, u"topic-%1"_s.arg(i % 7)}}};
        if (!project.items().add(item, 0)) return false;
        for (qint64 person : std::as_const(people)) {
            Assignment assignment;
            assignment.itemId = item.id;
            assignment.annotatorId = person;
            if (!project.assignments().create(assignment, person)) return false;
            const qint64 layer = *project.spans().annotatorLayer(item.id, person);
            for (int s = 0; s < spansPerLayer; ++s) {
                Span span;
                span.layerId = layer;
                span.range.begin = random.bounded(qsizetype(text.size() - 40));
                span.range.end = span.range.begin + 1 + random.bounded(30);
                span.typeKey = Types.at(random.bounded(int(Types.size())));
                span.severityKey = QString::number(1 + random.bounded(3));
                span.rationale = u"Because."_s;
                if (!project.spans().add(span)) return false;
            }
        }
    }
    return transaction.commit();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int items = args.value(1, u"1300"_s).toInt();
    const int annotators = args.value(2, u"10"_s).toInt();
    const int spansPerLayer = args.value(3, u"3"_s).toInt();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bench.errata"_s);
    out << "storage_bench: " << items << " items × " << annotators << " annotators × " << spansPerLayer
        << " spans = " << qint64(items) * annotators * spansPerLayer << " spans" << Qt::endl;

    QElapsedTimer timer;
    QString error;
    timer.start();
    auto project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"bench"_s, &error);
    if (!project || !fill(*project, items, annotators, spansPerLayer)) {
        out << "failed: " << error << Qt::endl;
        return 2;
    }
    report(u"create + bulk insert (one transaction)"_s, timer.nsecsElapsed());

    // One user edit = one autocommitted write (WAL, synchronous=NORMAL).
    const qint64 layer =
        *project->spans().annotatorLayer(project->items().all().first().id, project->people().all().first().id);
    constexpr int Edits = 500;
    timer.restart();
    for (int i = 0; i < Edits; ++i) {
        Span span;
        span.layerId = layer;
        span.range = {i % 50, i % 50 + 5, TextSide::Generation};
        span.typeKey = u"Redundant"_s;
        project->spans().add(span);
    }
    report(u"single-span edits, one commit each"_s, timer.nsecsElapsed(), Edits);
    project.reset();

    timer.restart();
    project = Project::open(path, &error);
    report(u"open (probe + integrity check + migrate)"_s, timer.nsecsElapsed());
    timer.restart();
    const ProjectSummary summary = project->summary();
    report(u"summary (errata-cli info)"_s, timer.nsecsElapsed());
    timer.restart();
    const QList<ItemRow> rows = loadItemRows(*project);
    report(u"item list rows"_s, timer.nsecsElapsed());
    timer.restart();
    const qint64 spans = project->spans().spansOfItem(rows.first().item.id).size();
    report(u"spans of one item (all layers)"_s, timer.nsecsElapsed());
    timer.restart();
    const QStringList problems = ProjectChecker::problems(*project);
    report(u"full check (errata-cli check)"_s, timer.nsecsElapsed());
    out << "spans stored: " << summary.spans << ", rows: " << rows.size() << ", item spans: " << spans
        << ", problems: " << problems.size() << Qt::endl;
    return problems.isEmpty() ? 0 : 1;
}
