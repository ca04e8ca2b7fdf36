// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lengthscommand.h"

#include "clicommands.h"

#include "model/domain/metadatafilter.h"
#include "model/figures/boxfigure.h"
#include "model/project/project.h"
#include "model/project/spanlengths.h"

#include <QGuiApplication>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

BoxFigure figureOf(const QList<LengthRow> &rows, const LengthRequest &request)
{
    QList<BoxFigure::Box> boxes;
    for (const LengthRow &row : rows) {
        const QString label = row.group.isNull() ? row.type : row.group + u" · "_s + row.type;
        boxes << BoxFigure::Box{label, row.n, row.min, row.q1, row.median, row.q3, row.max, row.mean};
    }
    BoxFigure figure(boxes, QGuiApplication::font());
    const QString unit =
        request.unit == AgreementUnit::Token ? LengthsCommand::tr("tokens") : LengthsCommand::tr("characters");
    figure.title =
        request.rationales ? LengthsCommand::tr("Rationale length by type") : LengthsCommand::tr("Span length by type");
    if (!request.where.isEmpty()) figure.title += u" — "_s + request.where;
    figure.axisTitle = LengthsCommand::tr("Length (%1)").arg(unit);
    return figure;
}

} // namespace

int LengthsCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    const QStringList valued{u"--of"_s, u"--unit"_s, u"--level"_s, u"--by"_s, u"--where"_s, u"-o"_s};
    if (!m_cli.takeOptions(args, valued, &options)) return CliCommands::UserError;
    const QString of = options.value(u"--of"_s, u"spans"_s), unit = options.value(u"--unit"_s, u"token"_s);
    const QString level = options.value(u"--level"_s, u"2"_s);
    if ((of != "spans"_L1 && of != "rationales"_L1) || (unit != "token"_L1 && unit != "char"_L1)
        || (level != "1"_L1 && level != "2"_L1) || args.size() != 1) {
        return m_cli.userError(tr("lengths takes the project file, --of spans|rationales, --unit token|char and "
                                  "--level 1|2."));
    }
    LengthRequest request{of == "rationales"_L1, unit == "char"_L1 ? AgreementUnit::Character : AgreementUnit::Token,
                          level.toInt(), options.value(u"--by"_s), options.value(u"--where"_s)};
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    QStringList keys = MetadataFilter(request.where).keys();
    if (!request.by.isEmpty()) keys << request.by;
    if (!m_cli.knownMetadataKeys(*project, keys)) return CliCommands::UserError;
    const QList<LengthRow> rows = SpanLengths::compute(*project, request);
    if (options.contains(u"-o"_s)) {
        if (!figureOf(rows, request).save(options.value(u"-o"_s), &error)) return m_cli.userError(error);
        m_cli.m_out << tr("Written: %1").arg(options.value(u"-o"_s)) << '\n';
        return CliCommands::Ok;
    }
    CliTable table({{u"group"_s, tr("Group")},
                    {u"type"_s, tr("Type")},
                    {u"n"_s, tr("n")},
                    {u"mean"_s, tr("Mean")},
                    {u"min"_s, tr("Min")},
                    {u"q1"_s, tr("Q1")},
                    {u"median"_s, tr("Median")},
                    {u"q3"_s, tr("Q3")},
                    {u"max"_s, tr("Max")}});
    table.setFullPrecision(true);
    for (const LengthRow &r : rows) {
        table.addRow({r.group, r.type, r.n, r.mean, r.min, r.q1, r.median, r.q3, r.max});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
