// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scarecrow CSV import and export at the real file's size (1,308 paragraphs × 10 responses × ~3
// errors = ~41k, ~5 MB): scarecrow_bench [rows] [responses] [errors-per-response]. Writes a
// synthetic grouped_data.csv to a temporary folder and prints milliseconds per step.
#include "model/project/corpuswriter.h"
#include "model/domain/csv.h"
#include "model/interchange/pythonliteral.h"
#include "model/interchange/scarecrowcsvreader.h"
#include "model/project/scarecrowcsvwriter.h"
#include "model/project/spanscsvwriter.h"
#include "model/project/project.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

void report(const QString &step, qint64 nanoseconds)
{
    out << step.leftJustified(44) << QString::number(double(nanoseconds) / 1e6, 'f', 1).rightJustified(10) << " ms"
        << Qt::endl;
}

// About 600 characters of generation, like Scarecrow's paragraphs, with a curly quote and a dash.
QString generation(int row)
{
    return u"Paragraph %1 says that the council’s plan — approved on Tuesday — will close the library, "_s.arg(row)
        + QString(u"and the \"new\" building, which opens next year, will hold twice as many books. "_s).repeated(6);
}

QString response(const QString &text, int errors, QRandomGenerator &random)
{
    const QStringList &types = ScarecrowCsvReader::typeKeys();
    QStringList list;
    for (int e = 0; e < errors; ++e) {
        const QString type = types.at(random.bounded(int(types.size())));
        const qsizetype begin = random.bounded(int(text.size() - 60));
        const qsizetype end = begin + 1 + random.bounded(50);
        QString antecedent;
        if (type == "Redundant"_L1 || type == "Self-contradiction"_L1) {
            const qsizetype from = random.bounded(int(begin + 1));
            antecedent = u"%1, %2"_s.arg(from).arg(std::min(from + 10, begin));
        }
        const QString explanation = u"It says _QUOTE_twice_QUOTE__SEP_ which the start denies."_s;
        list << u"[%1, %2, %3, %4, %5, [%6]]"_s.arg(PythonLiteral::quoted(type), PythonLiteral::quoted(explanation))
                    .arg(1 + random.bounded(3))
                    .arg(begin)
                    .arg(end)
                    .arg(antecedent);
    }
    return u'[' + list.join(u", "_s) + u']';
}

QByteArray synthesise(int rows, int responses, int errors)
{
    QRandomGenerator random(7);
    QByteArray csv = ScarecrowCsvReader::columns().join(u',').toUtf8() + '\n';
    for (int row = 0; row < rows; ++row) {
        const QString text = generation(row);
        QStringList entries;
        for (int r = 0; r < responses; ++r) {
            // One empty response per paragraph, the others errors or errors + 1: about the real 3.2 per response.
            entries << response(text, r == responses - 1 ? 0 : errors + random.bounded(2), random);
        }
        const QStringList fields{QString::number(row),
                                 QString::number(10001 + row),
                                 u"A prompt, written by a person, for paragraph %1."_s.arg(row),
                                 text,
                                 u"gpt3"_s,
                                 u"0.96"_s,
                                 u"1.0"_s,
                                 u"0"_s,
                                 u'[' + entries.join(u", "_s) + u']'};
        QStringList quoted;
        for (const QString &field : fields) {
            quoted << Csv::field(field);
        }
        csv += quoted.join(u',').toUtf8() + '\n';
    }
    return csv;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int rows = args.value(1, u"1308"_s).toInt();
    const int responses = args.value(2, u"10"_s).toInt();
    const int errors = args.value(3, u"3"_s).toInt();
    QTemporaryDir dir;
    const QString csvPath = dir.filePath(u"grouped_data.csv"_s);
    QFile file(csvPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(synthesise(rows, responses, errors)) < 0) {
        out << "cannot write " << csvPath << Qt::endl;
        return 2;
    }
    file.close();

    QElapsedTimer timer;
    timer.start();
    QFile in(csvPath);
    const QByteArray bytes = in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    report(u"read file"_s, timer.nsecsElapsed());
    timer.restart();
    ImportError importError;
    const auto corpus = ScarecrowCsvReader::read(bytes, csvPath, &importError);
    if (!corpus) {
        out << "failed: " << importError.message() << Qt::endl;
        return 2;
    }
    report(u"parse (ScarecrowCsvReader)"_s, timer.nsecsElapsed());
    const ImportSummary counts = CorpusWriter::summarise(*corpus);
    out << "scarecrow_bench: " << bytes.size() << " bytes, " << counts.items << " rows, " << counts.spans << " errors"
        << Qt::endl;

    timer.restart();
    QString error;
    auto project = Project::create(dir.filePath(u"bench.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                   u"bench"_s, &error);
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, *corpus, &summary, &error)) {
        out << "failed: " << error << Qt::endl;
        return 2;
    }
    report(u"create project + write (CorpusWriter)"_s, timer.nsecsElapsed());
    timer.restart();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    ScarecrowCsvSummary exported;
    if (!ScarecrowCsvWriter::write(*project, buffer, &exported, &error)) {
        out << "failed: " << error << Qt::endl;
        return 2;
    }
    report(u"export (ScarecrowCsvWriter)"_s, timer.nsecsElapsed());
    out << "stored spans: " << project->spans().count() << ", exported rows: " << exported.rows
        << ", exported spans: " << exported.spans << Qt::endl;
    return exported.spans == counts.spans ? 0 : 1;
}
