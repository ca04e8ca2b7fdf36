// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the benchmarks on the WMT23 en-de MQM file share: the file imported into a new project, and the
// process's CPU time (on a shared machine the wall clock mostly measures the neighbours).
#pragma once

#include "model/domain/taxonomyloader.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"

#include <QFile>

#include <ctime>
#include <memory>

namespace Errata::Wmt23Bench {

inline double cpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

// ERRATA_MQM_TSV imported as errata-cli import --format mqm-tsv would; nullptr when it cannot be.
inline std::unique_ptr<Project> importWmt23(const QString &path)
{
    using namespace Qt::StringLiterals;
    QFile file(QStringLiteral(ERRATA_MQM_TSV));
    if (!file.open(QIODevice::ReadOnly)) return nullptr;
    ImportError importError;
    const auto corpus = MqmTsvReader::read(file.readAll(), u"sxs_mqm_generalMT2023_ende.tsv"_s, &importError);
    QString error;
    const auto taxonomy = corpus ? TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy,
                                                            corpus->typeKeys, corpus->severityKeys, &error)
                                 : std::nullopt;
    auto project = taxonomy ? Project::create(path, *taxonomy, u"WMT23"_s, &error) : nullptr;
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, *corpus, &summary, &error)) return nullptr;
    return project;
}

} // namespace Errata::Wmt23Bench
