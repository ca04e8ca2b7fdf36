// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli qualification, qc and annotators: qualification and quality control for scripts.
#include "clicommands.h"

#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/annotatorstats.h"
#include "model/project/qualification.h"
#include "model/project/qualitycontrol.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

// The coordinator a marking or scoring is done as: --as NAME, or the project's only coordinator. On a
// team server one acts as the person one signed in as, whom the model then checks as it would anyone.
std::optional<qint64> CliCommands::actingCoordinator(Project &project, const QString &name)
{
    if (const qint64 signedIn = project.signedInPerson(); signedIn != 0) return signedInActor(project, signedIn, name);
    if (!name.isEmpty()) {
        const auto person = project.people().findByName(name);
        if (!person) {
            userError(tr("There is no person \"%1\" in %2.").arg(name, project.path()));
            return std::nullopt;
        }
        return person->id; // the model checks the role and says so
    }
    QList<Person> coordinators;
    for (const Person &person : project.people().all()) {
        if (person.roles.testFlag(Role::Coordinator)) coordinators << person;
    }
    if (coordinators.size() != 1) {
        userError(coordinators.isEmpty()
                      ? tr("%1 has no coordinator; only coordinators can do this. Name one first: errata-cli "
                           "people add %1 NAME --role coordinator")
                            .arg(project.path())
                      : tr("%1 has several coordinators; say which one with --as NAME.").arg(project.path()));
        return std::nullopt;
    }
    return coordinators.first().id;
}

std::optional<qint64> CliCommands::signedInActor(Project &project, qint64 signedIn, const QString &name)
{
    const auto person = project.people().find(signedIn);
    const QString me = person ? person->name : QString::number(signedIn);
    if (!name.isEmpty() && name != me) {
        userError(tr("%1 is signed in as %2, and on a team server one acts only as oneself, not as %3; sign in as "
                     "%3 instead.")
                      .arg(project.path(), me, name));
        return std::nullopt;
    }
    return signedIn;
}

std::optional<qint64> CliCommands::itemByExternalId(Project &project, const QString &externalId)
{
    for (const Item &item : project.items().all()) {
        if (item.externalId == externalId) return item.id;
    }
    userError(tr("There is no item \"%1\" in %2.").arg(externalId, project.path()));
    return std::nullopt;
}

// qualification PROJECT --mark-training ITEM... [--part P] [--reference LAYER] [--as NAME]
//                       | --score PERSON [--match M] [--scheme S] [--pass-mark N] [--as NAME]
int CliCommands::qualification(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args,
                     {u"--score"_s, u"--match"_s, u"--scheme"_s, u"--pass-mark"_s, u"--part"_s, u"--reference"_s,
                      u"--as"_s, u"--explanation"_s},
                     &options)) {
        return UserError;
    }
    const bool practice = args.removeAll(u"--mark-practice"_s) > 0;
    const bool mark = args.removeAll(u"--mark-training"_s) > 0 || practice;
    if (practice) options.insert(u"--part"_s, u"practice"_s);
    const bool score = options.contains(u"--score"_s);
    if (args.isEmpty() || mark == score || (mark && args.size() < 2) || (score && args.size() != 1)) {
        return userError(tr("qualification takes the project file and either --mark-training ITEM..., "
                            "--mark-practice ITEM... [--explanation TEXT] or --score PERSON [--match "
                            "exact|overlap50|any] [--scheme span-match|scarecrow|tgea]."));
    }
    QString error;
    auto project = Project::open(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    const auto actor = actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) {
        return UserError;
    }
    return mark ? markTraining(*project, *actor, args.mid(1), options) : scoreQualification(*project, *actor, options);
}

int CliCommands::markTraining(Project &project, qint64 actor, const QStringList &items,
                              const QHash<QString, QString> &options)
{
    TrainingPart part = TrainingPart::Task;
    const bool practice = options.value(u"--part"_s) == "practice"_L1; // --mark-practice
    if (!practice && !trainingPartFromKey(options.value(u"--part"_s, u"task"_s), &part)) {
        return userError(tr("--part must be exercise, choice or task, not \"%1\".").arg(options.value(u"--part"_s)));
    }
    Transaction transaction(&project.database()); // all the items or none
    Qualification qualification(project, actor);
    CliTable table({{u"item"_s, tr("Item")}, {u"part"_s, tr("Part")}, {u"reference_spans"_s, tr("Reference spans")}});
    for (const QString &externalId : items) {
        const auto itemId = itemByExternalId(project, externalId);
        if (!itemId) {
            return UserError;
        }
        const bool marked = practice
            ? qualification.markPractice(*itemId, options.value(u"--explanation"_s), options.value(u"--reference"_s))
            : qualification.markTraining(*itemId, part, options.value(u"--reference"_s));
        if (!marked) {
            return userError(qualification.lastError());
        }
        const auto training = project.quality().trainingItems();
        const auto it = std::find_if(training.cbegin(), training.cend(),
                                     [&](const TrainingItem &t) { return t.itemId == *itemId; });
        table.addRow({externalId, practice ? u"practice"_s : trainingPartKey(part),
                      project.spans().spansOfLayer(it->referenceLayerId).size()});
    }
    if (!transaction.commit()) {
        return userError(project.path() + u": "_s + reasonText(project.database().lastError()));
    }
    table.print(m_out, m_format);
    return Ok;
}

int CliCommands::scoreQualification(Project &project, qint64 actor, const QHash<QString, QString> &options)
{
    QualificationOptions settings;
    if (!matchModeFromKey(options.value(u"--match"_s, u"overlap50"_s), &settings.match)) {
        return userError(tr("--match must be exact, overlap50 or any, not \"%1\".").arg(options.value(u"--match"_s)));
    }
    // The command line spells the stored keys with hyphens (span-match for span_match).
    const QString scheme = options.value(u"--scheme"_s, u"span-match"_s);
    if (scheme.contains(u'_') || !qualificationSchemeFromKey(QString(scheme).replace(u'-', u'_'), &settings.scheme)) {
        return userError(tr("--scheme must be span-match, scarecrow or tgea, not \"%1\".").arg(scheme));
    }
    if (options.contains(u"--pass-mark"_s)) {
        bool ok = false;
        settings.passMark = options.value(u"--pass-mark"_s).toDouble(&ok);
        if (!ok || *settings.passMark < 0) {
            return userError(
                tr("--pass-mark must be a number of points, not \"%1\".").arg(options.value(u"--pass-mark"_s)));
        }
    }
    const auto person = project.people().findByName(options.value(u"--score"_s));
    if (!person) {
        return userError(tr("There is no person \"%1\" in %2.").arg(options.value(u"--score"_s), project.path()));
    }
    Qualification qualification(project, actor);
    const auto result = qualification.score(person->id, settings);
    if (!result) {
        return userError(qualification.lastError());
    }
    QStringList types;
    for (const TypeBreakdown &type : result->types) {
        const auto p = type.counts.precision();
        const auto r = type.counts.recall();
        types << tr("%1: precision %2, recall %3 (%4 of %5 found, %6 of %7 marked right)")
                     .arg(type.typeKey, p ? QString::number(*p, 'f', 2) : tr("undefined"),
                          r ? QString::number(*r, 'f', 2) : tr("undefined"))
                     .arg(type.counts.matchedReference)
                     .arg(type.counts.referenceSpans)
                     .arg(type.counts.matchedAttempt)
                     .arg(type.counts.attemptSpans);
    }
    QStringList parts;
    for (const PartScore &part : result->parts)
        parts << tr("%1: %2 of %3").arg(part.key).arg(part.points).arg(part.maxPoints);
    CliRecord record;
    record.add(u"person"_s, tr("Person"), person->name);
    record.add(u"scheme"_s, tr("Scheme"), qualificationSchemeKey(result->scheme));
    record.add(u"match"_s, tr("Match"), matchModeKey(result->match));
    record.add(u"score"_s, tr("Score"), result->score);
    record.add(u"max_score"_s, tr("Out of"), result->maxScore);
    record.add(u"pass_mark"_s, tr("Pass mark"), result->passMark);
    record.add(u"passed"_s, tr("Passed"), result->passed);
    record.addList(u"types"_s, tr("Per type"), types);
    record.addList(u"parts"_s, tr("Parts"), parts);
    record.print(m_out, m_format);
    return Ok;
}

// qc PROJECT [--mark-good ITEM... | --mark-bad ITEM... [--reference LAYER]] [--as NAME]: marks
// attention checks, or lists the flags with their evidence.
int CliCommands::qualityControl(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--reference"_s, u"--as"_s}, &options)) {
        return UserError;
    }
    const bool good = args.removeAll(u"--mark-good"_s) > 0;
    const bool bad = args.removeAll(u"--mark-bad"_s) > 0;
    if (args.isEmpty() || (good && bad) || ((good || bad) && args.size() < 2) || (!good && !bad && args.size() != 1)) {
        return userError(tr("qc takes the project file, and to mark attention checks --mark-good ITEM... or "
                            "--mark-bad ITEM... [--reference LAYER]."));
    }
    QString error;
    auto project = good || bad ? Project::open(args.first(), &error) : openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    if (good || bad) {
        const auto actor = actingCoordinator(*project, options.value(u"--as"_s));
        if (!actor) {
            return UserError;
        }
        Transaction transaction(&project->database());
        QualityControl control(*project, *actor);
        for (const QString &externalId : args.mid(1)) {
            const auto itemId = itemByExternalId(*project, externalId);
            if (!itemId) {
                return UserError;
            }
            if (!control.markCheck(*itemId, good ? AttentionKind::KnownGood : AttentionKind::KnownBad,
                                   options.value(u"--reference"_s))) {
                return userError(control.lastError());
            }
        }
        if (!transaction.commit()) {
            return userError(project->path() + u": "_s + reasonText(project->database().lastError()));
        }
    }
    const QHash<qint64, QString> &names = sees(*project).rosterNames();
    CliTable table({{u"annotator"_s, tr("Annotator")},
                    {u"item"_s, tr("Item")},
                    {u"rule"_s, tr("Rule")},
                    {u"expected"_s, tr("Expected")},
                    {u"given"_s, tr("Given")}});
    for (const QcFlag &flag : QualityControl::flags(*project)) {
        table.addRow({names.value(flag.personId), flag.itemLabel, qcRuleKey(flag.rule), flag.expected, flag.given});
    }
    table.print(m_out, m_format);
    return Ok;
}

// annotators PROJECT: the coordinators' dashboard as a table.
int CliCommands::annotators(const QStringList &args)
{
    if (args.size() != 1) {
        return userError(tr("annotators takes one project file."));
    }
    QString error;
    auto project = openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    const AnnotatorDashboardData data = AnnotatorStatsCalculator::compute(*project);
    CliTable table({{u"annotator"_s, tr("Annotator")},
                    {u"assigned"_s, tr("Assigned")},
                    {u"done"_s, tr("Done")},
                    {u"seconds_per_item"_s, tr("Seconds / item")},
                    {u"acceptance_rate"_s, tr("Acceptance")},
                    {u"returns_per_item"_s, tr("Returns / item")},
                    {u"kappa_gold"_s, tr("κ gold")},
                    {u"kappa_peers"_s, tr("κ peers")},
                    {u"qualification_score"_s, tr("Qualification")},
                    {u"qualification_max"_s, tr("Out of")},
                    {u"qualified"_s, tr("Passed")},
                    {u"flags"_s, tr("Flags")}});
    for (const AnnotatorStats &row : data.rows) {
        const auto &q = row.qualification;
        table.addRow({sees(*project).rosterNames().value(row.personId, row.name), row.assigned, row.done,
                      optional(row.secondsPerItem), optional(row.acceptanceRate), optional(row.returnsPerItem),
                      optional(row.kappaGold), optional(row.kappaPeers), q ? QVariant(q->score) : QVariant(),
                      q ? QVariant(q->maxScore) : QVariant(), q ? QVariant(q->passed) : QVariant(), row.flags});
    }
    table.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
