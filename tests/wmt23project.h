// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Real data for the parity tests (readersparity_test, serverstorage_test): the WMT23 en→de MQM file of
// ../shared/data, imported into a new project, as errata-cli import does.
#include "model/domain/taxonomyloader.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"

#include "tests/testsupport.h"

#include <QFile>

namespace TestSupport {

inline bool createWmt23Project(const QString &path, QString *error)
{
    using namespace Qt::StringLiterals;
    using namespace Errata;
    const QString relative = u"generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;
    const QString tsv = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s) + u"/mqm/"_s + relative;
    if (!QFile::exists(tsv)) {
        *error = u"the shared MQM data is missing: "_s + tsv;
        return false;
    }
    ImportError importError;
    const auto corpus = MqmTsvReader::read(readAll(tsv), relative, &importError);
    if (!corpus) {
        *error = importError.message();
        return false;
    }
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus->typeKeys,
                                                   corpus->severityKeys, error);
    auto project = taxonomy ? Project::create(path, *taxonomy, u"WMT23"_s, error) : nullptr;
    ImportSummary summary;
    return project && CorpusWriter::write(*project, 0, *corpus, &summary, error);
}

} // namespace TestSupport
