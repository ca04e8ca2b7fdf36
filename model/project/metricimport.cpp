// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/metricimport.h"

#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/metricrepository.h"
#include "model/storage/permissions.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// What the files ask for, checked against the project; nothing is written here.
bool plan(Project &project, const QList<MetricFile> &files, bool replace, QList<MetricScore> *writes,
          QList<MetricScore> *replaced, MetricImportSummary *summary, ImportError *error)
{
    QHash<QString, qint64> itemId;
    for (const Item &item : project.items().headers()) itemId.insert(item.externalId, item.id);
    MetricRepository repository(&project.database());
    QHash<QString, QHash<qint64, double>> stored;
    QHash<std::pair<qint64, QString>, QString> given; // (item, metric) -> where, across files
    for (const MetricFile &file : files) {
        for (const MetricRow &row : file.rows) {
            const qint64 item = itemId.value(row.item);
            if (!item) {
                *error = {file.name, row.line, u"item"_s,
                          MetricImport::tr("no item \"%1\" in %2").arg(row.item, project.path())};
                return false;
            }
            if (!stored.contains(row.metric)) stored.insert(row.metric, repository.scores(row.metric));
            const QString where = u"%1:%2"_s.arg(file.name).arg(row.line);
            if (const QString before = given.value({item, row.metric}); !before.isEmpty()) {
                *error = {file.name, row.line, u"item"_s,
                          MetricImport::tr("item %1 and metric %2 are given already at %3")
                              .arg(row.item, row.metric, before)};
                return false;
            }
            given.insert({item, row.metric}, where);
            ++summary->rows;
            if (!summary->metrics.contains(row.metric)) summary->metrics << row.metric;
            const QHash<qint64, double> &scores = stored[row.metric];
            const auto old = scores.constFind(item);
            const bool known = old != scores.cend();
            if (known && *old == row.score) {
                ++summary->unchanged;
                continue;
            }
            if (known && !replace) {
                *error = {file.name, row.line, u"score"_s,
                          MetricImport::tr("item %1 has %2 = %3 in the project; give --replace to replace it")
                              .arg(row.item, row.metric)
                              .arg(*old)};
                return false;
            }
            ++(known ? summary->replaced : summary->added);
            *writes << MetricScore{item, row.metric, row.score};
            if (known) *replaced << MetricScore{item, row.metric, *old};
        }
    }
    return true;
}

} // namespace

bool MetricImport::readFiles(const QStringList &paths, QList<MetricFile> *files, ImportError *error)
{
    for (const QString &path : paths) {
        const std::optional<QByteArray> bytes = readImportFile(path, error);
        const auto rows = bytes ? MetricReader::read(*bytes, path, error) : std::nullopt;
        if (!rows) return false;
        *files << MetricFile{path, *rows};
    }
    return true;
}

bool MetricImport::run(Project &project, qint64 actorId, const QList<MetricFile> &files, bool replace,
                       MetricImportSummary *summary, ImportError *error)
{
    *summary = {};
    if (const QString refusal =
            Permissions::coordinatorRefusal(&project.database(), actorId, tr("import metric scores"));
        !refusal.isEmpty()) {
        *error = {{}, 0, {}, refusal};
        return false;
    }
    QList<MetricScore> writes, replaced;
    if (!plan(project, files, replace, &writes, &replaced, summary, error)) {
        *summary = {};
        return false;
    }
    if (writes.isEmpty()) return true; // the same scores again: the file is not touched
    MetricRepository repository(&project.database());
    Transaction transaction(&project.database());
    if (!repository.remove(replaced) || !repository.addMany(writes) || !transaction.commit()) {
        const QString reason =
            repository.lastError().isEmpty() ? reasonText(project.database().lastError()) : repository.lastError();
        *error = {{}, 0, {}, tr("%1 could not be written: %2").arg(project.path(), reason)};
        *summary = {};
        return false;
    }
    return true;
}

} // namespace Errata
