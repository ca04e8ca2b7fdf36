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
int LengthsCommand::printFiveNumbers(CliCommands &cli, const QList<LengthRow> &rows, const Taxonomy *types)
{
    const bool withType = types != nullptr;
    QList<CliTable::Column> columns{{u"group"_s, tr("Group")}};
    if (withType) columns << CliTable::Column{u"type"_s, tr("Type")};
    columns << QList<CliTable::Column>{{u"n"_s, tr("n")},    {u"mean"_s, tr("Mean")},     {u"min"_s, tr("Min")},
                                       {u"q1"_s, tr("Q1")},  {u"median"_s, tr("Median")}, {u"q3"_s, tr("Q3")},
                                       {u"max"_s, tr("Max")}};
    CliTable table(columns);
    table.setFullPrecision(true);
    for (const LengthRow &r : rows) {
        QVariantList cells{r.group};
        if (withType) cells << r.type;
        table.addRow(cells + QVariantList{r.n, r.mean, r.min, r.q1, r.median, r.q3, r.max});
    }
    if (types) cli.nameTypes(table, *types);
    table.print(cli.m_out, cli.m_format);
    return CliCommands::Ok;
}

int LengthsCommand::drawBoxes(CliCommands &cli, const QList<LengthRow> &rows, bool withType, const QString &title,
                              const QString &axis, const QString &path)
{
    BoxFigure figure = BoxFigure::fromRows(rows, withType, QGuiApplication::font());
    figure.title = title;
    figure.axisTitle = axis;
    QString error;
    if (!figure.save(path, &error)) return cli.userError(error);
    cli.m_out << tr("Written: %1").arg(path) << '\n';
    return CliCommands::Ok;
}

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
    QList<LengthRow> rows = SpanLengths::compute(*project, request);
    if (!options.contains(u"-o"_s)) return printFiveNumbers(m_cli, rows, &project->taxonomy());
    const QHash<QString, QString> names = m_cli.typeNames(project->taxonomy()); // the figure is for people
    for (LengthRow &row : rows) row.type = names.value(row.type, row.type);
    const QString unitName = request.unit == AgreementUnit::Token ? tr("tokens") : tr("characters");
    QString title = request.rationales ? tr("Rationale length by type") : tr("Span length by type");
    if (!request.where.isEmpty()) title += u" — "_s + request.where;
    return drawBoxes(m_cli, rows, true, title, tr("Length (%1)").arg(unitName), options.value(u"-o"_s));
}

} // namespace Errata
