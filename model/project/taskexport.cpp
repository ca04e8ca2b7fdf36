// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/taskexport.h"

#include "model/project/datasetsplit.h"
#include "model/project/project.h"
#include "model/project/spanclassificationtask.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

QStringList TaskExport::names()
{
    return TgeaTasks::names() + QStringList{QString(SpanClassificationTask::Name)};
}

QString TaskExport::description(const QString &task)
{
    if (task == "tgea-detect"_L1) return tr("TGEA: is the text erroneous (balanced)");
    if (task == "tgea-spans-bio"_L1) return tr("TGEA: erroneous and associated spans as BIO tags");
    if (task == "tgea-type"_L1) return tr("TGEA: the level-1 type of each erroneous span");
    if (task == "tgea-correct"_L1) return tr("TGEA: text to corrected text");
    if (task == "tgea-rationale"_L1) return tr("TGEA: text and span to rationale");
    if (task == SpanClassificationTask::Name) return tr("Scarecrow: error spans and “no error” spans to classify");
    return task;
}

bool TaskExport::run(Project &project, const TaskExportRequest &request, qint64 actorId, TgeaTaskSummary *summary,
                     QString *error)
{
    if (!names().contains(request.task)) {
        *error = tr("--task is one of: %1").arg(names().join(u", "_s));
        return false;
    }
    const auto parts = DatasetSplit::ensure(project, request.ratio, request.seed, actorId, error);
    if (!parts) return false;
    const quint64 seed = project.settings().value(QString(SettingKey::SplitSeed), u"1"_s).toULongLong();
    if (request.task == SpanClassificationTask::Name) {
        return SpanClassificationTask::write(project, *parts, request.directory, seed, summary, error);
    }
    return TgeaTasks::write(request.task, TgeaDatasetReport::records(project, QString()), *parts, request.directory,
                            seed, summary, error);
}

} // namespace Errata
