// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommands.h"

#include "predictioncommands.h"
#include "suggestioncommands.h"
#include "metriccommands.h"
#include "authorshipcommand.h"
#include "datasetstatscommand.h"
#include "lengthscommand.h"
#include "formatscommand.h"
#include "commandhelp.h"
#include "ratingscommand.h"
#include "significancecommand.h"
#include "servercommand.h"
#include "studycommands.h"
#include "webcommands.h"

#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/dataformats.h"
#include "model/project/projectsetup.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/serverconnection.h"
#include "model/storage/settingsrepository.h"
#include "model/project/projectchecker.h"
#include "model/domain/taxonomyloader.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {

int CliCommands::dispatch(const QStringList &arguments)
{
    QStringList args = arguments.mid(1);
    QHash<QString, QString> global;
    // import, export, items and predictions take --format for the data format (the formats' own syntax);
    // for them the output format is only read before the command: errata-cli --format json import …
    qsizetype commandAt = 0;
    while (commandAt < args.size() && args[commandAt].startsWith(u"--"_s)) {
        commandAt += args[commandAt] == "--format"_L1 ? 2 : 1;
    }
    const bool dataFormat = commandAt < args.size()
        && (args[commandAt] == "import"_L1 || args[commandAt] == "export"_L1 || args[commandAt] == "items"_L1
            || args[commandAt] == "predictions"_L1);
    QStringList globalPart = dataFormat ? args.mid(0, commandAt) : args;
    m_keys = globalPart.removeAll(u"--keys"_s) > 0;
    if (!takeOptions(globalPart, {u"--format"_s}, &global)) {
        return UserError;
    }
    if (dataFormat) {
        args = globalPart + args.mid(commandAt);
    } else {
        args = globalPart;
    }
    const QString format = global.value(u"--format"_s, u"text"_s);
    if (format == "tsv"_L1) {
        m_format = OutputFormat::Tsv;
    } else if (format == "json"_L1) {
        m_format = OutputFormat::Json;
    } else if (format != "text"_L1) {
        return userError(tr("--format must be text, tsv or json, not \"%1\".").arg(format));
    }
    if (args.size() >= 2 && args.first() == "help"_L1) {
        return commandUsage(args.at(1));
    }
    if (args.isEmpty() || args.first() == "--help"_L1 || args.first() == "-h"_L1 || args.first() == "help"_L1) {
        return usage(args.isEmpty() ? UserError : Ok);
    }
    if (args.size() >= 2 && (args.contains(u"--help"_s) || args.contains(u"-h"_s))) {
        return commandUsage(args.first());
    }
    if (args.first() == "--version"_L1) {
        m_out << "errata-cli " << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    const QString command = args.takeFirst();
    if (const int refused = askVisibility(command, args); refused != Ok) return refused;
    if (command == "init"_L1) return init(args);
    if (command == "info"_L1) return info(args);
    if (command == "check"_L1) return check(args);
    if (command == "demo"_L1) return demo(args);
    if (command == "agreement"_L1) return agreement(args);
    if (command == "import"_L1) return import(args);
    if (command == "export"_L1) return exportProject(args);
    if (command == "package"_L1) return package(args);
    if (command == "review-status"_L1) return reviewStatus(args);
    if (command == "history"_L1) return history(args);
    if (command == "stats"_L1) return stats(args);
    if (command == "heatmap"_L1) return heatmap(args);
    if (command == "bootstrap"_L1) return bootstrap(args);
    if (command == "qualification"_L1) return qualification(args);
    if (command == "qc"_L1) return qualityControl(args);
    if (command == "annotators"_L1) return annotators(args);
    if (command == "generate"_L1) return generate(args);
    if (command == "backup"_L1) return backup(args);
    if (command == "restore"_L1) return restore(args);
    if (command == "people"_L1) return PeopleCommand(*this).run(args);
    if (command == "server"_L1) return ServerCommand(*this).run(args);
    if (command == "items"_L1) return items(args);
    if (command == "assign"_L1) return AssignCommands(*this).assign(args);
    if (command == "unassign"_L1) return AssignCommands(*this).unassign(args, false);
    if (command == "reassign"_L1) return AssignCommands(*this).unassign(args, true);
    if (command == "progress"_L1) return AssignCommands(*this).progress(args);
    if (command == "instructions"_L1) return InstructionsCommand(*this).run(args);
    if (command == "predictions"_L1) return PredictionCommands(*this).predictions(args);
    if (command == "score"_L1) return PredictionCommands(*this).score(args);
    if (command == "suggestions"_L1) return SuggestionCommands(*this).run(args);
    if (command == "metrics"_L1) return MetricCommands(*this).metrics(args);
    if (command == "correlate"_L1) return MetricCommands(*this).correlate(args);
    if (command == "authorship"_L1) return AuthorshipCommand(*this).run(args);
    if (command == "dataset-stats"_L1) return DatasetStatsCommand(*this).run(args);
    if (command == "lengths"_L1) return LengthsCommand(*this).run(args);
    if (command == "formats"_L1) return FormatsCommand(*this).run(args);
    if (command == "ratings"_L1) return RatingsCommand(*this).run(args);
    if (command == "significance"_L1) return SignificanceCommand(*this).significance(args);
    if (command == "raters"_L1) return SignificanceCommand(*this).raters(args);
    if (command == "anova"_L1) return SignificanceCommand(*this).anova(args);
    if (command == "serve"_L1) return WebCommands(*this).serve(args);
    if (command == "links"_L1) return WebCommands(*this).links(args);
    return userError(tr("Unknown command \"%1\". Run errata-cli --help for the list.").arg(command));
}

// Moves "--name value" / "--name=value" options out of args; anything else starting with "--" is an error.
bool CliCommands::takeOptions(QStringList &args, const QStringList &valued, QHash<QString, QString> *options)
{
    for (qsizetype i = 0; i < args.size();) {
        const QString arg = args.at(i);
        const QString name = arg.section(u'=', 0, 0);
        if (!valued.contains(name)) {
            ++i;
            continue;
        }
        if (arg.contains(u'=')) {
            options->insert(name, arg.section(u'=', 1));
            args.removeAt(i);
        } else if (i + 1 < args.size()) {
            options->insert(name, args.at(i + 1));
            args.remove(i, 2);
        } else {
            userError(tr("%1 needs a value.").arg(name));
            return false;
        }
    }
    return true;
}

int CliCommands::usage(int code)
{
    (code == Ok ? m_out : m_err) << usageText();
    return code;
}

// errata-cli help COMMAND, errata-cli COMMAND --help: that command's part of the usage text.
int CliCommands::commandUsage(const QString &command)
{
    const QString text = usageText();
    const QString section = CommandHelp::section(text, command);
    if (section.isEmpty()) {
        return userError(
            tr("Unknown command \"%1\". The commands: %2.").arg(command, CommandHelp::commands(text).join(u", "_s)));
    }
    m_out << text.section(u'\n', 0, 0) << "\n\n" << section;
    return Ok;
}

QString CliCommands::usageText() const
{
    QString text;
    QTextStream stream(&text);
    stream << tr("Usage: errata-cli [--format text|tsv|json] COMMAND ...\n\n"
                 "Commands:\n"
                 "  init PROJECT.errata [--taxonomy scarecrow|tgea|mqm|esa|FILE.json] [--title T]\n"
                 "       [--judgements erroneous,rating,authorship,esa] [--blind on|off] [--anonymous]\n"
                 "       [--coordinator NAME]\n"
                 "                         create a new, empty project (with the item judgements asked)\n"
                 "  info PROJECT.errata    counts: items, people, spans, assignments by state\n"
                 "  check PROJECT.errata   integrity check; exit status 0 only when sound\n"
                 "  demo PROJECT.errata    write the demo project\n"
                 "  import PROJECT.errata --format FORMAT FILE... [--dry-run] [--as COORDINATOR]\n"
                 "       [--people campaign|per-file]\n"
                 "                         import annotations (creates the project if missing);\n"
                 "                         all or nothing: a bad row changes nothing. FORMAT: errata-jsonl,\n"
                 "                         mqm-tsv, openmeva-json, scarecrow-csv, tgea-json, thresh-json;\n"
                 "                         mqm-tsv raters are one person across files unless per-file\n"
                 "  export PROJECT.errata --format FORMAT -o FILE|-\n"
                 "                         FORMAT: errata-jsonl (everything), spans-csv (a row per span),\n"
                 "                         judgements-csv (a row per item judgement), mqm-tsv, scarecrow-csv,\n"
                 "                         tgea-json (a TGEA project's handed-in work)\n"
                 "  export PROJECT.errata --task TASK -o FOLDER [--split 8:1:1] [--seed S] [--as COORDINATOR]\n"
                 "                         TGEA's benchmark files: tgea-detect, tgea-spans-bio, tgea-type,\n"
                 "                         tgea-correct, tgea-rationale; Scarecrow's span classification:\n"
                 "                         scarecrow-spans; the train/dev/test split is kept in the project\n"
                 "  package split PROJECT.errata --annotator NAME -o PACKAGE.errata [--as COORDINATOR]\n"
                 "                         one annotator's items, to work on elsewhere\n"
                 "  package split PROJECT.errata --all -o FOLDER [--as COORDINATOR]\n"
                 "                         a package for every annotator with work to do\n"
                 "  package merge PROJECT.errata PACKAGE.errata|FOLDER [--as COORDINATOR]\n"
                 "                         bring a package's work home (conflicts are kept both ways);\n"
                 "                         a folder: every package in it, all or none\n"
                 "  package conflicts PROJECT.errata\n"
                 "                         list merge conflicts waiting for a coordinator\n"
                 "  review-status PROJECT.errata [--by annotator|state]\n"
                 "                         assignments by workflow state, and how often work was returned\n"
                 "  history PROJECT.errata --item ID\n"
                 "                         every workflow step on an item: who, when, from, to, why\n"
                 "  agreement PROJECT.errata [--unit token|char] [--level 1|2] [--by KEY] [--where key=value]\n"
                 "       [--pairs | --ratings | --gold]\n"
                 "                         span agreement per type: Krippendorff's α (per item, pooled),\n"
                 "                         Two Agree, Fleiss' κ; --pairs Cohen's κ; --ratings α on ratings;\n"
                 "                         --gold each annotator against the gold layer: precision, recall, F1\n"
                 "  stats PROJECT.errata --measure coverage|count|coverage-severity|mqm|rating|esa\n"
                 "       [--by KEY[,KEY2]|annotator] [--level 1|2] [--layer all|gold|NAME[,NAME]|system:S]\n"
                 "       [--drop-minor-grammar] [--ci bootstrap|normal] [--rounds N] [--seed S]\n"
                 "       [--zero-weight TYPE[,TYPE]] [--where key=value[,key!=value]] [--leave-out GROUP[,TYPE]]\n"
                 "       [--normalise none|z]\n"
                 "                         a measure per group and error type, with its 95% interval\n"
                 "  heatmap PROJECT.errata --rows type|KEY --cols KEY [--type T] --measure M\n"
                 "       [--normalize none|row|col] [--sort-rows|--sort-cols none|name|value]\n"
                 "       [--split KEY] [--title T] -o OUT.csv|png|svg\n"
                 "                         the measure as a figure (type × group, or a KEY × KEY grid;\n"
                 "                         --split: one grid per value of a third key, side by side)\n"
                 "  bootstrap PROJECT.errata [--items 50[,100,…]] [--rounds 1000] [--seed S] [--by KEY]\n"
                 "       [-o CURVE.png|svg]\n"
                 "                         mean, SD and coefficient of variation when n items are sampled;\n"
                 "                         -o: the coefficient of variation against n, a curve per type\n"
                 "  qualification PROJECT.errata --mark-training ITEM... [--part exercise|choice|task]\n"
                 "       [--reference gold|LAYER] [--as COORDINATOR]\n"
                 "                         mark training items; the reference answer is the gold layer\n"
                 "  qualification PROJECT.errata --mark-practice ITEM... [--explanation TEXT]\n"
                 "       [--reference gold|LAYER] [--as COORDINATOR]\n"
                 "                         practice items: annotators see the answer once they submit\n"
                 "  qualification PROJECT.errata --score PERSON [--match exact|overlap50|any]\n"
                 "       [--scheme span-match|scarecrow|tgea] [--pass-mark N] [--as COORDINATOR]\n"
                 "                         score an attempt and record the result in the person's record\n"
                 "  qc PROJECT.errata [--mark-good ITEM... | --mark-bad ITEM... [--reference LAYER]]\n"
                 "                         attention checks: the flags with their evidence\n"
                 "  annotators PROJECT.errata\n"
                 "                         per annotator: items done, time, acceptance, returns, κ with gold\n"
                 "                         and peers, qualification, flags\n"
                 "  generate PROJECT.errata [--preset scarecrow|million] [--items N] [--annotators K]\n"
                 "       [--spans-per-annotation S] [--seed X]\n"
                 "                         a synthetic project for benchmarks; the same seed gives the same rows\n"
                 "  backup PROJECT.errata [--to FOLDER] [--keep K]\n"
                 "                         a consistent copy into FOLDER (default \"NAME backups\" beside\n"
                 "                         the project); only the newest K (default 10) are kept\n"
                 "  restore PROJECT.errata --from BACKUP.errata\n"
                 "                         replace the project by a backup (the replaced file is kept as\n"
                 "                         one more backup); refuses a file that is not a sound project\n"
                 "\nRunning a study (docs/study.md; changes are the coordinator's: --as NAME):\n"
                 "  people list|add|rename|set-role|set-condition|deactivate|activate|remove|merge PROJECT.errata …\n"
                 "       add NAME... [--role annotator,reviewer,coordinator] [--condition C]; merge KEEP DROP\n"
                 "                         the people of a study; a person with work is deactivated, not removed\n"
                 "  items add PROJECT.errata --format jsonl|csv|txt FILE... [--dry-run]\n"
                 "                         texts to annotate (prompt, text, metadata); all or nothing\n"
                 "  assign PROJECT.errata --per-item K [--annotators A,B,…] [--where key=value] [--seed S]\n"
                 "       [--dry-run] | --list\n"
                 "                         a balanced plan: loads differ by one at most, every pair shares items,\n"
                 "                         a group's items go together, conditions are kept apart\n"
                 "  unassign PROJECT.errata ITEM --annotator A | reassign PROJECT.errata ITEM --from A --to B\n"
                 "                         move work that has not begun\n"
                 "  progress PROJECT.errata [--matrix] [--idle-days N]\n"
                 "                         assignments by state per annotator, and idle work (untouched for\n"
                 "                         N days, 7 by default); --matrix: item × annotator\n"
                 "  instructions PROJECT.errata [--set FILE.md | --clear]\n"
                 "                         the page annotators see before their first item (Markdown)\n"
                 "\nA team server (docs/server.md; PROJECT may also be postgresql://USER@HOST/DB in every command):\n"
                 "  server init postgresql://HOST/DB [--title T] [--coordinator NAME] [init's options]\n"
                 "                         make a project in an empty PostgreSQL database\n"
                 "  server push PROJECT.errata postgresql://HOST/DB | server pull postgresql://HOST/DB NEW.errata\n"
                 "                         move a whole project between a file and an empty server database\n"
                 "  server login postgresql://HOST/DB PERSON --login ROLE\n"
                 "                         the person signs in as their own PostgreSQL role; the server\n"
                 "                         enforces what their roles may read and write\n"
                 "  server secure postgresql://HOST/DB\n"
                 "                         set the permissions up again, as this version of Errata sets them\n"
                 "                         (the owner's open does it by itself after an upgrade)\n"
                 "\nMachine layers (docs/statistics.md, \"Scoring a system\"):\n"
                 "  predictions import PROJECT.errata --system NAME --format jsonl|spans-csv|mqm-tsv FILE...\n"
                 "       [--rater R] [--replace] [--as COORDINATOR]\n"
                 "                         a system's predicted spans, one layer per item; all or nothing\n"
                 "  predictions list PROJECT.errata\n"
                 "                         the systems with predictions, their items and spans\n"
                 "  score PROJECT.errata [--system NAME] [--reference union|majority:K|gold|PERSON]\n"
                 "       [--unit token|char] [--level 1|2] [--where key=value] [--rounds N] [--seed S]\n"
                 "       [--no-baseline] [-o OUT.png|svg [--metric f1|precision|recall]]\n"
                 "                         precision, recall, F1 per type (micro, macro) with 95% intervals;\n"
                 "                         and each annotator against the others (the human baseline)\n"
                 "  suggestions seed PROJECT.errata --system NAME [--annotators A,B,…] [--where key=value]\n"
                 "                         offer a system's spans to annotators, on work not yet begun\n"
                 "  suggestions report PROJECT.errata [--system NAME]\n"
                 "                         kept, edited, rejected and added per annotator and system\n"
                 "\nMetrics (docs/statistics.md, \"Does a metric agree with people?\"):\n"
                 "  metrics import PROJECT.errata FILE.csv... [--replace] [--as COORDINATOR]\n"
                 "                         an automatic metric's score per item (item,metric,score)\n"
                 "  metrics list PROJECT.errata\n"
                 "                         the metrics with scores, and on how many items\n"
                 "  correlate PROJECT.errata --metric M [--human rating|esa|mqm|coverage|count] [--by KEY]\n"
                 "       [--where key=value] [--rounds N] [--seed S] [-o OUT.png|svg]\n"
                 "                         Pearson, Spearman, Kendall's tau-b with p-values and 95% intervals;\n"
                 "                         -o: the items as a scatter plot with the fitted line\n"
                 "  correlate PROJECT.errata --metric M --error-types [--min-raters 3] [--above 4] [--by KEY]\n"
                 "                         OpenMEVA's error-type sets: reasonable stories against those of\n"
                 "                         one deduction reason, with the point-biserial correlation\n"
                 "  authorship PROJECT.errata [--truth KEY=HUMAN] [--by KEY|condition|annotator]\n"
                 "       [--where key=value] [--evaluators]\n"
                 "                         can people tell who wrote it: accuracy with its interval and a\n"
                 "                         binomial test, machine P/R/F1, alpha; --evaluators: correct per person\n"
                 "  lengths PROJECT.errata [--of spans|rationales] [--unit token|char] [--level 1|2] [--by KEY]\n"
                 "       [--where key=value] [-o BOXES.png|svg]\n"
                 "                         span or rationale lengths per type: n, mean, quartiles, min, max\n"
                 "  ratings PROJECT.errata [--by KEY] [--where key=value] [--deductions] [-o BOXES.png|svg]\n"
                 "                         the ratings per group: n, mean, quartiles; --deductions: how often\n"
                 "                         each deduction reason was given\n"
                 "  significance PROJECT.errata [--measure M] [--systems system] [--pair-by segment]\n"
                 "       [--test ar|bootstrap|wilcoxon|mannwhitney] [--trials 10000] [--seed S] [--alpha 0.05]\n"
                 "       [--normalise none|z] [--type T] [--where key=value] [--clusters]\n"
                 "                         p for every pair of systems, Cohen's d, and WMT's clusters\n"
                 "  raters PROJECT.errata [--measure M] [--systems system] [--normalise none|z]\n"
                 "                         each rater's mean and SD, and how their system ranking agrees\n"
                 "                         with the others' (Kendall's tau-b, Spearman's rho)\n"
                 "  anova PROJECT.errata --by KEY [--measure M] [--normalise none|z]\n"
                 "                         one-way ANOVA of the item values across the groups: F and p\n"
                 "  dataset-stats PROJECT.errata [--where key=value]\n"
                 "                         TGEA's Tables 3 and 4: texts by error count, tokens, span lengths,\n"
                 "                         agreement on the erroneous flag, spans and types\n"
                 "  --version              print the version\n\n"
                 "Exit status: 0 ok, 1 user error, 2 internal error.\n");
    stream << tr("\nThe annotators' web page (docs/web.md; on a project file, not yet on a team server):\n"
                 "  serve PROJECT.errata [--listen 127.0.0.1:8080] [--tls-cert CERT.pem --tls-key KEY.pem]\n"
                 "                         the annotator's page in a browser; loopback unless told otherwise,\n"
                 "                         and another address only with TLS\n"
                 "  links PROJECT.errata [--make PERSON [--url https://HOST] | --revoke PERSON] [--as NAME]\n"
                 "                         the coordinator's personal sign-in links (only their hashes are kept)\n");
    // Read from the one table of formats, so the list cannot fall behind what import and export take.
    stream << '\n'
           << tr("One command's part: errata-cli help COMMAND, or errata-cli COMMAND --help.\n") << '\n'
           << tr("Data formats (errata-cli formats says what each holds):\n"
                 "  import --format: %1\n"
                 "  export --format: %2\n"
                 "  formats                every data format, what it holds, import or export\n")
                  .arg(DataFormats::importKeys(true).join(u", "_s), DataFormats::exportKeys().join(u", "_s));
    stream << '\n'
           << tr("Who asks (docs/study.md, \"What each role sees\"): the commands that print people, items or\n"
                 "metadata take --as NAME and print what that person may see; on a team server, the person\n"
                 "signed in. An annotator is refused everyone's work (statistics, history, progress, people\n"
                 "list, exports …); a reviewer of an anonymous study sees annotators as A1, A2 …; exports are\n"
                 "the coordinator's. Without --as, a work package prints as its annotator, and a blind or\n"
                 "anonymous study as its only coordinator (said on stderr); with several coordinators,\n"
                 "--as NAME is required. Other projects print everything, as the file's owner.\n");
    stream << tr("\nOutput: --format text names error types as the window does (\"Grammar and Usage\", in the "
                 "interface language); tsv and json give the taxonomy's keys (Grammar_Usage), the same in every "
                 "language. --keys gives the keys in text too.\n");
    stream.flush();
    return text;
}

int CliCommands::userError(const QString &message)
{
    m_err << "errata-cli: " << visibleText(message, true) << '\n'; // it may quote names and ids
    if (ServerConnection::refusedForPassword(message)) {           // the window asks; errata-cli reads what psql reads
        m_err << "errata-cli: " << tr("give the password in ~/.pgpass or PGPASSWORD, as for psql (docs/server.md)")
              << '\n';
    }
    return UserError;
}

int CliCommands::init(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--taxonomy"_s, u"--title"_s, u"--judgements"_s, u"--blind"_s, u"--coordinator"_s},
                     &options)) {
        return UserError;
    }
    const bool anonymous = args.removeAll(u"--anonymous"_s) > 0;
    const QString blind = options.value(u"--blind"_s, u"on"_s);
    if (blind != "on"_L1 && blind != "off"_L1) {
        return userError(tr("--blind must be on or off, not \"%1\".").arg(blind));
    }
    if (args.size() != 1 || args.first().startsWith(u"--"_s) || args.first().trimmed().isEmpty()) {
        return userError(tr("init takes one project file, e.g. errata-cli init study.errata"));
    }
    const QString path = args.first();
    const QString taxonomyName = options.value(u"--taxonomy"_s, u"scarecrow"_s);
    const bool builtin = TaxonomyLoader::builtinIds().contains(taxonomyName);
    const TaxonomyLoadResult taxonomy =
        builtin ? TaxonomyLoader::builtin(taxonomyName) : TaxonomyLoader::fromFile(taxonomyName);
    if (!taxonomy.isValid()) {
        m_err << taxonomy.errorText(taxonomyName) << '\n';
        return userError(tr("The taxonomy %1 is not valid; the project was not created.").arg(taxonomyName));
    }
    ProjectSetup setup;
    setup.path = path;
    setup.title = options.value(u"--title"_s);
    setup.taxonomy = *taxonomy.taxonomy;
    if (options.contains(u"--judgements"_s)) { // checked by create(), before any file is made
        setup.judgements = options.value(u"--judgements"_s).split(u',', Qt::SkipEmptyParts);
    }
    setup.blind = blind == "on"_L1;
    setup.anonymous = anonymous;
    setup.coordinator = options.value(u"--coordinator"_s).trimmed();
    QString error;
    auto project = setup.create(&error);
    if (!project) {
        return userError(error);
    }
    const QString title = setup.effectiveTitle();
    const QString coordinator = setup.coordinator;
    SettingsRepository settings = project->settings();
    CliRecord record;
    record.add(u"created"_s, tr("Created"), project->path()); // a server's address without its password
    record.add(u"taxonomy"_s, tr("Taxonomy"), taxonomy.taxonomy->id);
    record.add(u"title"_s, tr("Title"), title);
    // What the project asks, which the taxonomy's protocol may have set (ESA's score) without --judgements.
    record.addList(u"judgements"_s, tr("Judgements"),
                   settings.value(SettingKey::Judgements, QString()).split(u',', Qt::SkipEmptyParts));
    record.add(u"blind"_s, tr("Blind annotation"), blind == "on"_L1);
    record.add(u"anonymous"_s, tr("Annotators shown as A1, A2, …"), anonymous);
    if (!coordinator.isEmpty()) record.add(u"coordinator"_s, tr("Coordinator"), coordinator);
    record.print(m_out, m_format);
    return Ok;
}

int CliCommands::info(const QStringList &args)
{
    if (args.size() != 1) {
        return userError(tr("info takes one project file."));
    }
    QString error;
    auto project = openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    const ProjectSummary summary = project->summary();
    CliRecord record;
    record.add(u"title"_s, tr("Title"), summary.title);
    record.add(u"schema_version"_s, tr("Schema version"), summary.schemaVersion);
    record.add(u"taxonomy"_s, tr("Taxonomy"), summary.taxonomyId);
    record.add(u"items"_s, tr("Items"), summary.items);
    record.add(u"people"_s, tr("People"), summary.people);
    record.add(u"annotators"_s, tr("Annotators"), summary.annotators);
    record.add(u"reviewers"_s, tr("Reviewers"), summary.reviewers);
    record.add(u"spans"_s, tr("Spans"), summary.spans);
    record.add(u"assignments"_s, tr("Assignments"), summary.assignments);
    for (int s = int(AssignmentState::New); s <= int(AssignmentState::Discarded); ++s) {
        const auto state = AssignmentState(s);
        record.add(u"assignments_"_s + assignmentStateKey(state), u"  "_s + WorkflowText::stateName(state),
                   summary.assignmentsByState.value(state, 0));
    }
    record.add(u"review_events"_s, tr("Review events"), summary.reviewEvents);
    record.print(m_out, m_format);
    return Ok;
}

int CliCommands::check(const QStringList &args)
{
    if (args.size() != 1) {
        return userError(tr("check takes one project file."));
    }
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    const QStringList problems = ProjectChecker::problems(*project);
    CliRecord record;
    record.add(u"file"_s, tr("File"), args.first());
    record.add(u"sound"_s, tr("Sound"), problems.isEmpty());
    record.addList(u"problems"_s, tr("Problems"), problems);
    record.print(m_out, m_format);
    return problems.isEmpty() ? Ok : UserError;
}

int CliCommands::demo(const QStringList &args)
{
    if (args.size() != 1 || args.first().trimmed().isEmpty()) {
        return userError(tr("demo takes the path of the project to write."));
    }
    QString error;
    if (!DemoProject::create(args.first(), &error)) {
        return userError(error);
    }
    CliRecord record;
    record.add(u"created"_s, tr("Created"), args.first());
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
