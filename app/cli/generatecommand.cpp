// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli generate: synthetic projects at a chosen scale, for benchmarks and load tests.
#include "clicommands.h"

#include "model/generators/scalegenerator.h"

#include <QElapsedTimer>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Reads a whole positive number option; leaves `value` alone when the option is absent.
template <typename T>
bool readNumber(const QHash<QString, QString> &options, const QString &name, T *value, QString *error)
{
    if (!options.contains(name)) {
        return true;
    }
    bool ok = false;
    const double number = options.value(name).toDouble(&ok);
    if (!ok || number < 0 || (std::is_integral_v<T> && number != std::floor(number))) {
        *error = CliCommands::tr("%1 takes a non-negative number, not \"%2\".").arg(name, options.value(name));
        return false;
    }
    *value = T(number);
    return true;
}

} // namespace

int CliCommands::generate(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--items"_s, u"--annotators"_s, u"--spans-per-annotation"_s, u"--seed"_s, u"--preset"_s},
                     &options)) {
        return UserError;
    }
    if (args.size() != 1 || args.first().startsWith(u"--"_s)) {
        return userError(tr("generate takes one project file to create, e.g. errata-cli generate big.errata "
                            "--preset scarecrow"));
    }
    ScaleOptions scale;
    if (options.contains(u"--preset"_s)) {
        const auto preset = ScaleOptions::preset(options.value(u"--preset"_s));
        if (!preset) {
            return userError(
                tr("--preset must be scarecrow or million, not \"%1\".").arg(options.value(u"--preset"_s)));
        }
        scale = *preset;
    }
    QString error;
    if (!readNumber(options, u"--items"_s, &scale.items, &error)
        || !readNumber(options, u"--annotators"_s, &scale.annotators, &error)
        || !readNumber(options, u"--spans-per-annotation"_s, &scale.spansPerAnnotation, &error)
        || !readNumber(options, u"--seed"_s, &scale.seed, &error)) {
        return userError(error);
    }
    QElapsedTimer timer;
    timer.start();
    ScaleSummary summary;
    if (!ScaleGenerator::generate(args.first(), scale, &summary, &error)) {
        return userError(error);
    }
    CliRecord record;
    record.add(u"created"_s, tr("Created"), args.first());
    record.add(u"seed"_s, tr("Seed"), scale.seed);
    record.add(u"items"_s, tr("Items"), summary.items);
    record.add(u"people"_s, tr("People"), summary.people);
    record.add(u"assignments"_s, tr("Assignments"), summary.assignments);
    record.add(u"spans"_s, tr("Spans"), summary.spans);
    record.add(u"judgements"_s, tr("Judgements"), summary.judgements);
    record.add(u"review_events"_s, tr("Review events"), summary.reviewEvents);
    record.add(u"seconds"_s, tr("Seconds"), qRound(timer.elapsed() / 100.0) / 10.0);
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
