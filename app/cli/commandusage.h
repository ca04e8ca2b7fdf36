// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

// The --help entries of errata-cli's commands (commandtable.cpp registers each with its entry): a command's
// forms and options, and from column 25 what it does. Translated in context CliCommands (CommandHelp).
// A new command may as well write its entry in its row of the table.
namespace Errata::Usage {

inline constexpr const char *init =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  init PROJECT.errata [--taxonomy scarecrow|tgea|mqm|esa|FILE.json] [--title T]\n"
                      "       [--judgements erroneous,rating,authorship,esa] [--blind on|off] [--anonymous]\n"
                      "       [--coordinator NAME]\n"
                      "                         create a new, empty project (with the item judgements asked)\n");
inline constexpr const char *info =
    QT_TRANSLATE_NOOP("CliCommands", "  info PROJECT.errata    counts: items, people, spans, assignments by state\n");
inline constexpr const char *check =
    QT_TRANSLATE_NOOP("CliCommands", "  check PROJECT.errata   integrity check; exit status 0 only when sound\n");
inline constexpr const char *demo =
    QT_TRANSLATE_NOOP("CliCommands", "  demo PROJECT.errata    write the demo project\n");
inline constexpr const char *importAnnotations =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  import PROJECT.errata --format FORMAT FILE... [--dry-run] [--as COORDINATOR]\n"
                      "       [--people campaign|per-file]\n"
                      "                         import annotations (creates the project if missing);\n"
                      "                         all or nothing: a bad row changes nothing. FORMAT: errata-jsonl,\n"
                      "                         mqm-tsv, openmeva-json, scarecrow-csv, tgea-json, thresh-json;\n"
                      "                         mqm-tsv raters are one person across files unless per-file\n");
inline constexpr const char *exportProject =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  export PROJECT.errata --format FORMAT -o FILE|-\n"
                      "                         FORMAT: errata-jsonl (everything), spans-csv (a row per span),\n"
                      "                         judgements-csv (a row per item judgement), mqm-tsv, scarecrow-csv,\n"
                      "                         tgea-json (a TGEA project's handed-in work)\n"
                      "  export PROJECT.errata --task TASK -o FOLDER [--split 8:1:1] [--seed S] [--as COORDINATOR]\n"
                      "                         TGEA's benchmark files: tgea-detect, tgea-spans-bio, tgea-type,\n"
                      "                         tgea-correct, tgea-rationale; Scarecrow's span classification:\n"
                      "                         scarecrow-spans; the train/dev/test split is kept in the project\n");
inline constexpr const char *packageSplit =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  package split PROJECT.errata --annotator NAME -o PACKAGE.errata [--as COORDINATOR]\n"
                      "                         one annotator's items, to work on elsewhere\n"
                      "  package split PROJECT.errata --all -o FOLDER [--as COORDINATOR]\n"
                      "                         a package for every annotator with work to do\n");
inline constexpr const char *packageMerge =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  package merge PROJECT.errata PACKAGE.errata|FOLDER [--as COORDINATOR]\n"
                      "                         bring a package's work home (conflicts are kept both ways);\n"
                      "                         a folder: every package in it, all or none\n");
inline constexpr const char *packageConflicts =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  package conflicts PROJECT.errata\n"
                      "                         list merge conflicts waiting for a coordinator\n");
inline constexpr const char *reviewStatus =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  review-status PROJECT.errata [--by annotator|state | --discards | --reviewers]\n"
                      "                         assignments by workflow state, and how often work was returned;\n"
                      "                         --discards: the discarded assignments by their reason;\n"
                      "                         --reviewers: how often two reviewers decided alike (percent, κ)\n");
inline constexpr const char *history =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  history PROJECT.errata --item ID\n"
                      "                         every workflow step on an item: who, when, from, to, why\n");
inline constexpr const char *agreement =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  agreement PROJECT.errata [--unit token|char] [--level 1|2] [--by KEY] [--where key=value]\n"
                      "       [--pairs | --ratings | --gold]\n"
                      "                         span agreement per type: Krippendorff's α (per item, pooled),\n"
                      "                         Two Agree, Fleiss' κ; --pairs Cohen's κ; --ratings α on ratings;\n"
                      "                         --gold each annotator against the gold layer: precision, recall, F1\n");
inline constexpr const char *stats =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  stats PROJECT.errata --measure coverage|count|coverage-severity|mqm|rating|esa\n"
                      "       [--by KEY[,KEY2]|annotator] [--level 1|2] [--layer all|gold|NAME[,NAME]|system:S]\n"
                      "       [--drop-minor-grammar] [--ci bootstrap|normal] [--rounds N] [--seed S]\n"
                      "       [--zero-weight TYPE[,TYPE]] [--where key=value[,key!=value]] [--leave-out GROUP[,TYPE]]\n"
                      "       [--normalise none|z]\n"
                      "                         a measure per group and error type, with its 95% interval\n");
inline constexpr const char *heatmap =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  heatmap PROJECT.errata --rows type|KEY --cols KEY [--type T] --measure M\n"
                      "       [--normalize none|row|col] [--sort-rows|--sort-cols none|name|value]\n"
                      "       [--split KEY] [--title T] -o OUT.csv|png|svg\n"
                      "                         the measure as a figure (type × group, or a KEY × KEY grid;\n"
                      "                         --split: one grid per value of a third key, side by side)\n");
inline constexpr const char *bootstrap =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  bootstrap PROJECT.errata [--items 50[,100,…]] [--rounds 1000] [--seed S] [--by KEY]\n"
                      "       [-o CURVE.png|svg]\n"
                      "                         mean, SD and coefficient of variation when n items are sampled;\n"
                      "                         -o: the coefficient of variation against n, a curve per type\n");
inline constexpr const char *qualification =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  qualification PROJECT.errata --mark-training ITEM... [--part exercise|choice|task]\n"
                      "       [--reference gold|LAYER] [--as COORDINATOR]\n"
                      "                         mark training items; the reference answer is the gold layer\n"
                      "  qualification PROJECT.errata --mark-practice ITEM... [--explanation TEXT]\n"
                      "       [--reference gold|LAYER] [--as COORDINATOR]\n"
                      "                         practice items: annotators see the answer once they submit\n"
                      "  qualification PROJECT.errata --score PERSON [--match exact|overlap50|any]\n"
                      "       [--scheme span-match|scarecrow|tgea] [--pass-mark N] [--as COORDINATOR]\n"
                      "                         score an attempt and record the result in the person's record\n");
inline constexpr const char *qc =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  qc PROJECT.errata [--mark-good ITEM... | --mark-bad ITEM... [--reference LAYER]]\n"
                      "                         attention checks: the flags with their evidence\n");
inline constexpr const char *annotators =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  annotators PROJECT.errata\n"
                      "                         per annotator: items done, time, acceptance, returns, κ with gold\n"
                      "                         and peers, qualification, flags\n");
inline constexpr const char *generate = QT_TRANSLATE_NOOP(
    "CliCommands",
    "  generate PROJECT.errata [--preset scarecrow|million] [--items N] [--annotators K]\n"
    "       [--spans-per-annotation S] [--seed X]\n"
    "                         a synthetic project for benchmarks; the same seed gives the same rows\n");
inline constexpr const char *backup =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  backup PROJECT.errata [--to FOLDER] [--keep K]\n"
                      "                         a consistent copy into FOLDER (default \"NAME backups\" beside\n"
                      "                         the project); only the newest K (default 10) are kept\n");
inline constexpr const char *restore =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  restore PROJECT.errata --from BACKUP.errata\n"
                      "                         replace the project by a backup (the replaced file is kept as\n"
                      "                         one more backup); refuses a file that is not a sound project\n");
inline constexpr const char *people = QT_TRANSLATE_NOOP(
    "CliCommands",
    "  people list|add|rename|set-role|set-condition|deactivate|activate|remove|merge PROJECT.errata …\n"
    "       add NAME... [--role annotator,reviewer,coordinator] [--condition C]; merge KEEP DROP\n"
    "                         the people of a study; a person with work is deactivated, not removed\n");
inline constexpr const char *itemsAdd =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  items add PROJECT.errata --format jsonl|csv|txt FILE... [--dry-run]\n"
                      "                         texts to annotate (prompt, text, metadata); all or nothing\n");
inline constexpr const char *assign = QT_TRANSLATE_NOOP(
    "CliCommands",
    "  assign PROJECT.errata --per-item K [--annotators A,B,…] [--where key=value] [--seed S]\n"
    "       [--dry-run] | --list\n"
    "                         a balanced plan: loads differ by one at most, every pair shares items,\n"
    "                         a group's items go together, conditions are kept apart\n");
inline constexpr const char *unassign =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  unassign PROJECT.errata ITEM --annotator A | reassign PROJECT.errata ITEM --from A --to B\n"
                      "                         move work that has not begun\n");
inline constexpr const char *progress =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  progress PROJECT.errata [--matrix] [--idle-days N]\n"
                      "                         assignments by state per annotator, and idle work (untouched for\n"
                      "                         N days, 7 by default); --matrix: item × annotator\n");
inline constexpr const char *instructions =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  instructions PROJECT.errata [--set FILE.md | --clear]\n"
                      "                         the page annotators see before their first item (Markdown)\n");
inline constexpr const char *serverInit =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  server init postgresql://HOST/DB [--title T] [--coordinator NAME] [init's options]\n"
                      "                         make a project in an empty PostgreSQL database\n");
inline constexpr const char *serverPushPull = QT_TRANSLATE_NOOP(
    "CliCommands",
    "  server push PROJECT.errata postgresql://HOST/DB | server pull postgresql://HOST/DB NEW.errata\n"
    "                         move a whole project between a file and an empty server database\n");
inline constexpr const char *serverLogin =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  server login postgresql://HOST/DB PERSON --login ROLE\n"
                      "                         the person signs in as their own PostgreSQL role; the server\n"
                      "                         enforces what their roles may read and write\n");
inline constexpr const char *serverSecure =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  server secure postgresql://HOST/DB\n"
                      "                         set the permissions up again, as this version of Errata sets them\n"
                      "                         (the owner's open does it by itself after an upgrade)\n");
inline constexpr const char *predictionsImport =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  predictions import PROJECT.errata --system NAME --format jsonl|spans-csv|mqm-tsv FILE...\n"
                      "       [--rater R] [--replace] [--as COORDINATOR]\n"
                      "                         a system's predicted spans, one layer per item; all or nothing\n");
inline constexpr const char *predictionsList =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  predictions list PROJECT.errata\n"
                      "                         the systems with predictions, their items and spans\n");
inline constexpr const char *score =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  score PROJECT.errata [--system NAME] [--reference union|majority:K|gold|PERSON]\n"
                      "       [--unit token|char] [--level 1|2] [--where key=value] [--rounds N] [--seed S]\n"
                      "       [--no-baseline] [-o OUT.png|svg [--metric f1|precision|recall]]\n"
                      "                         precision, recall, F1 per type (micro, macro) with 95% intervals;\n"
                      "                         and each annotator against the others (the human baseline)\n");
inline constexpr const char *suggestionsSeed =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  suggestions seed PROJECT.errata --system NAME [--annotators A,B,…] [--where key=value]\n"
                      "                         offer a system's spans to annotators, on work not yet begun\n");
inline constexpr const char *suggestionsReport =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  suggestions report PROJECT.errata [--system NAME]\n"
                      "                         kept, edited, rejected and added per annotator and system\n");
inline constexpr const char *metricsImport =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  metrics import PROJECT.errata FILE.csv... [--replace] [--as COORDINATOR]\n"
                      "                         an automatic metric's score per item (item,metric,score)\n");
inline constexpr const char *metricsList =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  metrics list PROJECT.errata\n"
                      "                         the metrics with scores, and on how many items\n");
inline constexpr const char *correlate =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  correlate PROJECT.errata --metric M [--human rating|esa|mqm|coverage|count] [--by KEY]\n"
                      "       [--where key=value] [--rounds N] [--seed S] [-o OUT.png|svg]\n"
                      "                         Pearson, Spearman, Kendall's tau-b with p-values and 95% intervals;\n"
                      "                         -o: the items as a scatter plot with the fitted line\n"
                      "  correlate PROJECT.errata --metric M --error-types [--min-raters 3] [--above 4] [--by KEY]\n"
                      "                         OpenMEVA's error-type sets: reasonable stories against those of\n"
                      "                         one deduction reason, with the point-biserial correlation\n"
                      "  correlate PROJECT.errata --metric M[,M2…] --pair-windows N [--human H] [--by KEY]\n"
                      "       [--where key=value] [-o OUT.png|svg]\n"
                      "                         OpenMEVA's Figure 2: pairs of items in N windows of their human\n"
                      "                         difference, the share each metric orders as people do (--by: pairs\n"
                      "                         within a group)\n");
inline constexpr const char *authorship = QT_TRANSLATE_NOOP(
    "CliCommands",
    "  authorship PROJECT.errata [--truth KEY=HUMAN] [--by KEY|condition|annotator]\n"
    "       [--where key=value] [--evaluators]\n"
    "                         can people tell who wrote it: accuracy with its interval and a\n"
    "                         binomial test, machine P/R/F1, alpha; --evaluators: correct per person\n");
inline constexpr const char *lengths =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  lengths PROJECT.errata [--of spans|rationales] [--unit token|char] [--level 1|2] [--by KEY]\n"
                      "       [--where key=value] [-o BOXES.png|svg]\n"
                      "                         span or rationale lengths per type: n, mean, quartiles, min, max\n");
inline constexpr const char *ratings =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  ratings PROJECT.errata [--by KEY] [--where key=value] [--deductions] [-o BOXES.png|svg]\n"
                      "                         the ratings per group: n, mean, quartiles; --deductions: how often\n"
                      "                         each deduction reason was given\n");
inline constexpr const char *significance =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  significance PROJECT.errata [--measure M] [--systems system] [--pair-by segment]\n"
                      "       [--test ar|bootstrap|wilcoxon|mannwhitney] [--trials 10000] [--seed S] [--alpha 0.05]\n"
                      "       [--normalise none|z] [--type T] [--where key=value] [--clusters]\n"
                      "                         p for every pair of systems, Cohen's d, and WMT's clusters\n");
inline constexpr const char *raters =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  raters PROJECT.errata [--measure M] [--systems system] [--normalise none|z]\n"
                      "                         each rater's mean and SD, and how their system ranking agrees\n"
                      "                         with the others' (Kendall's tau-b, Spearman's rho)\n");
inline constexpr const char *anova =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  anova PROJECT.errata --by KEY [--measure M] [--normalise none|z]\n"
                      "                         one-way ANOVA of the item values across the groups: F and p\n");
inline constexpr const char *datasetStats =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  dataset-stats PROJECT.errata [--where key=value]\n"
                      "                         TGEA's Tables 3 and 4: texts by error count, tokens, span lengths,\n"
                      "                         agreement on the erroneous flag, spans and types\n");
inline constexpr const char *formats =
    QT_TRANSLATE_NOOP("CliCommands", "  formats                every data format, what it holds, import or export\n");

inline constexpr const char *log =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  log PROJECT.errata [--item ID] [--person NAME] [-o LOG.jsonl] [--as NAME]\n"
                      "                         every action on each assignment, with its time: opened, spans\n"
                      "                         added, changed, removed, judgements set, submitted, idle, resumed;\n"
                      "                         -o: as JSON lines\n"
                      "  log PROJECT.errata --fast [--threshold S] | --set-fast S --as COORDINATOR\n"
                      "                         work handed in faster than S seconds per word (the project's\n"
                      "                         threshold unless given); --set-fast: set that threshold\n");

inline constexpr const char *spanF1 =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  span-f1 PROJECT.errata --reference LAYER --layer LAYER [--unit token|char] [--level 1|2]\n"
                      "       [--where key=value]\n"
                      "                         two layers' spans per type: exact, any-overlap and soft\n"
                      "                         (overlap-weighted) precision, recall and F1; LAYER: gold,\n"
                      "                         system:NAME or a person\n");
inline constexpr const char *times =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  times PROJECT.errata [--where key=value] [-o BOXES.png|svg [--per item|word]]\n"
                      "                         seconds per item and per word for each annotator and condition:\n"
                      "                         n, mean, quartiles, min, max\n");
inline constexpr const char *rationaleWords =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  rationale-words PROJECT.errata [--pairs] [--top 10] [--level 1|2] [--where key=value]\n"
                      "       [-o WORDS.png|svg]\n"
                      "                         the most frequent words (or word pairs) of the rationales per\n"
                      "                         type, stop words left out\n");

inline constexpr const char *study = QT_TRANSLATE_NOOP(
    "CliCommands",
    "  study PROJECT.errata [--require-qualification on|off] [--max-errors N|none] [--as COORDINATOR]\n"
    "                         the study's rules: real work only after a passed qualification;\n"
    "                         TGEA's limit of errors per text (the annotator is warned at it)\n");
inline constexpr const char *exclude =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  exclude PROJECT.errata --person NAME (--reason TEXT | --include) [--as COORDINATOR] | --list\n"
                      "                         leave a person's work out of every statistic, with a reason (kept\n"
                      "                         in the history); --include counts them again\n");

inline constexpr const char *serve =
    QT_TRANSLATE_NOOP("CliCommands",
                      "  serve PROJECT.errata [--listen 127.0.0.1:8080] [--tls-cert CERT.pem --tls-key KEY.pem]\n"
                      "                         the annotator's page in a browser; loopback unless told otherwise,\n"
                      "                         and another address only with TLS\n");
inline constexpr const char *links = QT_TRANSLATE_NOOP(
    "CliCommands",
    "  links PROJECT.errata [--make PERSON [--url https://HOST] | --revoke PERSON] [--as NAME]\n"
    "                         the coordinator's personal sign-in links (only their hashes are kept)\n");

} // namespace Errata::Usage
