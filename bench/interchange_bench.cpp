// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Interchange at the size of a real study: the WMT23 side-by-side MQM file (850 items, 3 raters,
// 8,571 spans) imported once, then timed: errata-jsonl export (the collecting writer and the
// streaming one) and import into a new project,
// mqm-tsv export, and a work package split, merged back unchanged, and merged with edits.
//   interchange_bench [FILE.tsv]
#include "model/project/archivecollector.h"
#include "model/project/archiverestorer.h"
#include "model/project/corpuswriter.h"
#include "model/interchange/erratajsonl.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/project/mqmtsvwriter.h"
#include "model/project/projectexport.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/workpackage.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

template <typename F>
auto timed(const char *label, F &&work)
{
    QElapsedTimer timer;
    timer.start();
    auto result = work();
    out << qSetFieldWidth(44) << Qt::left << label << qSetFieldWidth(0) << timer.nsecsElapsed() / 1e6 << " ms\n";
    out.flush();
    return result;
}

std::unique_ptr<Project> importMqm(const QString &tsv, const QString &path)
{
    QFile file(tsv);
    if (!file.open(QIODevice::ReadOnly)) return nullptr;
    ImportError readError;
    const auto corpus = MqmTsvReader::read(file.readAll(), tsv, &readError);
    QString error;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus->typeKeys,
                                                   corpus->severityKeys, &error);
    auto project = Project::create(path, *taxonomy, u"bench"_s, &error);
    ImportSummary summary;
    return project && CorpusWriter::write(*project, 0, *corpus, &summary, &error) ? std::move(project) : nullptr;
}

// Edits a third of the package owner's spans, as a day's offline work might: on the items they may
// change, reopened first where the workflow lets them (a merge refuses changes the owner could not make).
bool editPackage(Project &package, const QString &owner)
{
    const qint64 ownerId = package.people().findByName(owner)->id;
    AssignmentRepository assignments = package.assignments();
    QSet<qint64> open; // the owner's layers they may change
    for (const Assignment &a : assignments.ofAnnotators({ownerId})) {
        if (!isEditableByAnnotator(a.state)
            && (!nextState(a.state, WorkflowAction::Open) || !assignments.perform(a.id, WorkflowAction::Open, ownerId)))
            continue;
        if (const auto layer = package.spans().annotatorLayer(a.itemId, ownerId)) open.insert(*layer);
    }
    QList<Span> spans = package.spans().allSpans();
    qsizetype seen = 0;
    for (Span &span : spans) {
        if (!open.contains(span.layerId) || seen++ % 3 != 0) continue;
        span.rationale = u"checked offline"_s;
        if (!package.spans().update(span)) return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString tsv = app.arguments().value(1,
                                              u"../shared/data/mqm/generalMT2023/ende/"
                                              "sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s);
    QTemporaryDir dir;
    auto home = importMqm(tsv, dir.filePath(u"home.errata"_s));
    if (!home) {
        out << "cannot import " << tsv << '\n';
        return 1;
    }
    const QByteArray jsonl = timed("errata-jsonl export (collect + write)",
                                   [&] { return ErrataJsonl::write(ArchiveCollector::collect(*home)); });
    out << "  " << jsonl.size() / 1e6 << " MB\n";
    // What errata-cli export and File ▸ Export run now: item by item from cursors, to a QSaveFile.
    const bool same = timed("errata-jsonl export (streaming, to a file)", [&] {
        qint64 rows = 0;
        QString error;
        return ProjectExport::writeFile(u"errata-jsonl"_s, *home, dir.filePath(u"stream.jsonl"_s), &rows, nullptr,
                                        &error);
    });
    QFile streamed(dir.filePath(u"stream.jsonl"_s));
    out << "  same bytes as collect + write: "
        << (same && streamed.open(QIODevice::ReadOnly) && streamed.readAll() == jsonl ? "yes" : "NO") << '\n';
    timed("errata-jsonl import into a new project", [&] {
        ImportError readError;
        QString error;
        const auto archive = ErrataJsonl::read(jsonl, u"bench.jsonl"_s, &readError);
        auto copy = ArchiveRestorer::createProject(dir.filePath(u"copy.errata"_s), *archive, &error);
        RestoreSummary summary;
        return copy && ArchiveRestorer(*copy, 0).restore(*archive, &summary, &error);
    });
    timed("mqm-tsv export", [&] {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        qint64 rows = 0;
        QString error;
        return MqmTsvWriter::write(*home, buffer, &rows, &error);
    });
    const QString owner = home->people().all().first().name; // an imported corpus: nobody coordinates it (actor 0)
    SplitSummary split;
    QString error;
    auto package = timed("package split (one rater)", [&] {
        return WorkPackage::split(*home, 0, owner, dir.filePath(u"package.errata"_s), &split, &error);
    });
    out << "  " << split.items << " items, " << split.spans << " spans\n";
    MergeSummary merged;
    timed("package merge, nothing changed", [&] { return WorkPackage::merge(*home, 0, *package, &merged, &error); });
    editPackage(*package, owner);
    timed("package merge, a third of the spans edited",
          [&] { return WorkPackage::merge(*home, 0, *package, &merged, &error); });
    out << "  " << merged.spansChanged << " spans changed, " << merged.conflicts << " conflicts\n";
    return 0;
}
