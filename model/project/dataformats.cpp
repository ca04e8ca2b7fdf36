// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/dataformats.h"

#include "model/interchange/openmevareader.h"
#include "model/interchange/scarecrowcsvreader.h"
#include "model/interchange/tgeareader.h"
#include "model/interchange/threshreader.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The readers without options, in the table's one signature.
template <std::optional<Corpus> (*Read)(const QByteArray &, const QString &, ImportError *)>
std::optional<Corpus> plain(const QByteArray &bytes, const QString &path, ImportError *error, const ImportOptions &)
{
    return Read(bytes, path, error);
}

std::optional<Corpus> mqm(const QByteArray &bytes, const QString &path, ImportError *error,
                          const ImportOptions &options)
{
    return MqmTsvReader::read(bytes, path, error, options.people);
}

} // namespace

QString DataFormat::fileFilter() const
{
    return u"%1 (%2)"_s.arg(name, pattern);
}

QList<DataFormat> DataFormats::all()
{
    // Ordered as the dialogs and `errata-cli formats` list them: the archive first, then by name.
    return {
        {u"errata-jsonl"_s, tr("Errata archive (errata-jsonl)"), u"*.jsonl"_s,
         tr("everything a project holds, one JSON object per line; export → import is lossless"), nullptr, true, true},
        {u"judgements-csv"_s, tr("Item judgements (CSV)"), u"*.csv"_s,
         tr("a row per item judgement: ratings, authorship guesses, ESA scores"), nullptr, true, false},
        {u"mqm-tsv"_s, tr("MQM TSV (WMT, Google)"), u"*.tsv"_s,
         tr("Google's MQM rater rows: a row per error, spans marked with <v>…</v>"), &mqm, true, false},
        {u"openmeva-json"_s, tr("OpenMEVA MANS (JSON)"), u"*.json"_s,
         tr("stories of several models per prompt with five human ratings each"), &plain<&OpenMevaReader::read>, false,
         false},
        {u"scarecrow-csv"_s, tr("Scarecrow grouped_data (CSV)"), u"*.csv"_s,
         tr("Scarecrow's annotations: a row per annotator and text, spans as offsets"),
         &plain<&ScarecrowCsvReader::read>, true, false},
        {u"spans-csv"_s, tr("Spans (CSV)"), u"*.csv"_s,
         tr("a row per span with its text, type, severity, correction and rationale"), nullptr, true, false},
        {u"tgea-json"_s, tr("TGEA (JSON)"), u"*.json"_s,
         tr("TGEA-style error annotations of Chinese texts: a record per text"), &plain<&TgeaReader::read>, true,
         false},
        {u"thresh-json"_s, tr("thresh.tools (JSON)"), u"*.json"_s,
         tr("thresh.tools conversions of Scarecrow and MQM: items with their edits"), &plain<&ThreshReader::read>,
         false, false},
    };
}

std::optional<DataFormat> DataFormats::find(const QString &key)
{
    for (const DataFormat &format : all()) {
        if (format.key == key) return format;
    }
    return std::nullopt;
}

QStringList DataFormats::importKeys(bool withArchive)
{
    QStringList keys;
    for (const DataFormat &format : all()) {
        if (format.read || (withArchive && format.archive)) keys << format.key;
    }
    return keys;
}

QStringList DataFormats::exportKeys()
{
    QStringList keys;
    for (const DataFormat &format : all()) {
        if (format.writes) keys << format.key;
    }
    return keys;
}

std::optional<Corpus> DataFormats::read(const QString &key, const QString &path, ImportError *error,
                                        const ImportOptions &options)
{
    const std::optional<DataFormat> format = find(key);
    if (!format || !format->read) {
        *error = {path, 0, QString(),
                  tr("unknown format \"%1\"; one of: %2").arg(key, importKeys(false).join(u", "_s))};
        return std::nullopt;
    }
    const std::optional<QByteArray> bytes = readImportFile(path, error);
    if (!bytes) return std::nullopt;
    return format->read(*bytes, path, error, options);
}

} // namespace Errata
