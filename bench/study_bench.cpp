// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Setting up a study at scale (issue #17): study_bench [items] [annotators] [K]. Defaults: 100,000 texts of
// about 1 KB (≈ 100 MB of JSONL), 50 annotators, K = 3. Times what errata-cli items add and assign do:
// reading the file, storing the items, planning, writing the plan; and reading it back for progress
// (the CLI's table and the Study tab's matrix). study_bench 10000 10 3 is the matrix figure of issue #17.
#include "model/document/progressmatrixmodel.h"
#include "model/domain/taxonomyloader.h"
#include "model/interchange/itemfilereader.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/project/studyplan.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/repository.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

void report(const QString &step, QElapsedTimer &timer)
{
    out << step.leftJustified(52) << QString::number(double(timer.nsecsElapsed()) / 1e6, 'f', 1).rightJustified(10)
        << " ms" << Qt::endl;
    timer.restart();
}

// A JSONL file of `count` texts of about 1 KB each, with a model and every seventh in a group of 7.
QByteArray texts(int count)
{
    const QByteArray sentence = "The committee reviewed the proposal and found several points that needed work. ";
    QByteArray file;
    file.reserve(qsizetype(count) * 1100);
    for (int i = 0; i < count; ++i) {
        file += "{\"id\": \"t" + QByteArray::number(i) + "\", \"prompt\": \"Write about topic "
            + QByteArray::number(i % 97) + ".\", \"model\": \"m" + QByteArray::number(i % 5) + "\", \"text\": \""
            + sentence.repeated(12) + "\"}\n";
    }
    return file;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int items = args.value(1, u"100000"_s).toInt(), annotators = args.value(2, u"50"_s).toInt();
    const int k = args.value(3, u"3"_s).toInt();
    QTemporaryDir dir;
    const QByteArray file = texts(items);
    out << "items " << items << ", annotators " << annotators << ", K " << k << ", JSONL " << file.size() / 1000000
        << " MB" << Qt::endl;
    QString error;
    auto project = Project::create(dir.filePath(u"study.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                   u"Study"_s, &error);
    Person coordinator{0, u"Coordinator"_s, Role::Coordinator};
    project->people().add(coordinator, 0);
    for (int a = 0; a < annotators; ++a) {
        Person person{0, u"annotator %1"_s.arg(a + 1), Role::Annotator};
        project->people().add(person, coordinator.id);
    }
    QElapsedTimer timer;
    timer.start();
    ImportError importError;
    const auto corpus = ItemFileReader::read(u"jsonl"_s, file, u"texts.jsonl"_s, &importError);
    report(u"items add: read the JSONL"_s, timer);
    ImportSummary summary;
    {
        Transaction transaction(&project->database());
        if (!corpus || !CorpusWriter::write(*project, coordinator.id, *corpus, &summary, &error)
            || !transaction.commit()) {
            out << "failed: " << error << importError.message() << Qt::endl;
            return 1;
        }
    }
    report(u"items add: store %1 items"_s.arg(summary.newItems), timer);
    // What errata-cli assign does: StudyPlanner reads the items and the people and plans, then writes.
    const auto plan = StudyPlanner::prepare(*project, {k, {}, QString(), 1}, &error);
    if (!plan) {
        out << "failed: " << error << Qt::endl;
        return 1;
    }
    report(u"assign: read the items and plan %1 assignments"_s.arg(plan->assignments.size()), timer);
    if (!StudyPlanner::apply(*project, *plan, coordinator.id, &error)) {
        out << "failed: " << error << Qt::endl;
        return 1;
    }
    report(u"assign: write them (layer, assignment, history)"_s, timer);
    const qsizetype read = project->assignments().all().size();
    report(u"progress: read %1 assignments"_s.arg(read), timer);
    ProgressMatrixModel matrix;
    matrix.reload(*project);
    report(u"progress matrix (Study tab): %1 × %2"_s.arg(matrix.rowCount()).arg(matrix.columnCount()), timer);
    return 0;
}
