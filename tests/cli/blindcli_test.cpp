// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli as the people of a blind, anonymous study (issue #42, docs/study.md "What each role sees"):
// every command in errata-cli's registry (errata-cli commands), run as an annotator and as a reviewer in every output
// format, prints no hidden metadata value (in any letter case), no name the person may not know and no
// one else's unsubmitted work; a reviewer sees annotators by code everywhere; people list is gated;
// and without --as a study prints as its only coordinator, saying so, or asks who is asking.
#include "model/project/project.h"

#include "tests/blindstudy.h"
#include "tests/testsupport.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport::BlindStudy;
using TestSupport::Run;

class BlindCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reviewerSeesAnnotatorsByCode_data();
    void reviewerSeesAnnotatorsByCode();
    void peopleListIsGated();
    void studyWithoutAsPrintsAsItsCoordinator();
    void studyWithSeveralCoordinatorsAsksWhoAsks();
    void notAStudyPrintsEverythingSilently();
    void packageWithoutAsPrintsAsItsOwner();
    void everyCommandAsAnnotatorAndReviewer();

private:
    Run cli(const QStringList &arguments) const
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    // A fresh copy of the study, so a command that writes leaves the next one the same study.
    QString copy(const QString &name) const;
    // The registry's commands ("people list", "package split"), each with what it prints and to whom.
    QList<QHash<QString, QString>> registeredCommands() const;
    // Everything a run left: its output, its messages, and the files it wrote under folder.
    static QString everythingSaid(const Run &run, const QString &folder);

    QTemporaryDir m_dir;
    QString m_path;
};

static const QStringList Annotators{Self, Others.at(0), Others.at(1)};

// What the staff of an anonymous study may not see: an annotator's name, or anyone's unsubmitted work.
// (Their window shows the hidden keys and the corpus ids, and so may errata-cli.)
static QString staffLeak(const QString &text)
{
    for (const QString &name : Annotators) {
        if (text.contains(name) || text.contains(name.section(u' ', 0, 0))) return name;
    }
    return text.contains(OtherRationale, Qt::CaseInsensitive) ? OtherRationale : QString();
}
static const QStringList Formats{u"text"_s, u"tsv"_s, u"json"_s};

void BlindCliTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(u"blind.errata"_s);
    QString error;
    QVERIFY2(write(m_dir.path(), m_path, &error), qPrintable(error));
}

QString BlindCliTest::copy(const QString &name) const
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    return QFile::copy(m_path, path) ? path : QString();
}

QString BlindCliTest::everythingSaid(const Run &run, const QString &folder)
{
    QString said = run.out + run.err;
    QDirIterator files(folder, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) said += QString::fromUtf8(TestSupport::readAll(files.next()));
    return said;
}

void BlindCliTest::reviewerSeesAnnotatorsByCode_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("format");
    const QList<QStringList> commands{{u"history"_s, u"--item"_s, u"corpid-1"_s},
                                      {u"history"_s, u"--item"_s, u"corpid-2"_s},
                                      {u"review-status"_s, u"--by"_s, u"annotator"_s},
                                      {u"annotators"_s},
                                      {u"progress"_s, u"--matrix"_s},
                                      {u"assign"_s, u"--list"_s},
                                      {u"stats"_s, u"--measure"_s, u"count"_s, u"--by"_s, u"annotator"_s}};
    for (const QStringList &command : commands) {
        for (const QString &format : Formats) {
            QTest::newRow(qPrintable(command.join(u' ') + u' ' + format)) << command << format;
        }
    }
}

// A reviewer of an anonymous study knows the annotators as A1, A2, A3 (their window's names) in every
// command, and the staff by name: Cordelia made the assignments, and history says so.
void BlindCliTest::reviewerSeesAnnotatorsByCode()
{
    QFETCH(QStringList, command);
    QFETCH(QString, format);
    const Run run = cli(QStringList{u"--format"_s, format, command.first(), m_path} + command.mid(1)
                        + QStringList{u"--as"_s, Others.at(2)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(staffLeak(run.out).isEmpty(), qPrintable(staffLeak(run.out) + u" in "_s + run.out));
    QVERIFY2(QRegularExpression(u"\\bA[123]\\b"_s).match(run.out).hasMatch(), qPrintable(run.out));
}

// people list holds every name: an annotator is refused it, a reviewer gets the annotators by code,
// the coordinator everyone by name.
void BlindCliTest::peopleListIsGated()
{
    const Run annotator = cli({u"people"_s, u"list"_s, m_path, u"--as"_s, Self});
    QCOMPARE(annotator.exitCode, 1);
    QVERIFY2(leak(annotator.out + annotator.err).isEmpty(), qPrintable(annotator.out + annotator.err));
    QVERIFY(annotator.out.isEmpty());
    const Run reviewer = cli({u"people"_s, u"list"_s, m_path, u"--as"_s, Others.at(2)});
    QVERIFY2(reviewer.exitCode == 0, qPrintable(reviewer.err));
    QVERIFY2(staffLeak(reviewer.out).isEmpty(), qPrintable(reviewer.out));
    for (const QString &code : {u"A1"_s, u"A2"_s, u"A3"_s, Others.at(2), Others.at(3)}) {
        QVERIFY2(reviewer.out.contains(code), qPrintable(code + u" not in "_s + reviewer.out));
    }
    const Run coordinator = cli({u"people"_s, u"list"_s, m_path, u"--as"_s, Others.at(3)});
    for (const QString &name : Annotators) QVERIFY2(coordinator.out.contains(name), qPrintable(coordinator.out));
}

// The study has one coordinator: without --as, errata-cli prints as them and says so, in one line. As in
// their window, the annotators are codes where reviewers look too (review-status) and names in the
// coordinator's own views (annotators, the Annotators tab).
void BlindCliTest::studyWithoutAsPrintsAsItsCoordinator()
{
    const Run shared = cli({u"review-status"_s, m_path, u"--by"_s, u"annotator"_s});
    QVERIFY2(shared.exitCode == 0 && shared.out.contains(u"A1"_s), qPrintable(shared.err));
    QVERIFY2(staffLeak(shared.out).isEmpty(), qPrintable(shared.out));
    const Run run = cli({u"annotators"_s, m_path});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(Self), qPrintable(run.out));
    QCOMPARE(run.err.count(u'\n'), 1);
    QVERIFY2(run.err.contains(u"printing as Cordelia Marchbanks"_s) && run.err.contains(u"--as"_s),
             qPrintable(run.err));
    const Run instructions = cli({u"instructions"_s, m_path}); // no person in it: nothing said
    QVERIFY2(instructions.exitCode == 0 && instructions.err.isEmpty(), qPrintable(instructions.err));
}

// With two coordinators nobody is guessed: the command asks who asks, naming the coordinators, and
// prints nothing.
void BlindCliTest::studyWithSeveralCoordinatorsAsksWhoAsks()
{
    const QString path = copy(u"two-coordinators.errata"_s);
    const Run added = cli(
        {u"people"_s, u"add"_s, path, u"Percival Thorne"_s, u"--role"_s, u"coordinator"_s, u"--as"_s, Others.at(3)});
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    const Run run = cli({u"--format"_s, u"json"_s, u"progress"_s, path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(u"--as NAME"_s) && run.err.contains(Others.at(3))
                 && run.err.contains(u"Percival Thorne"_s),
             qPrintable(run.err));
    QVERIFY2(staffLeak(run.err).isEmpty(), qPrintable(run.err));
    const Run named = cli({u"progress"_s, path, u"--as"_s, u"Percival Thorne"_s});
    QVERIFY2(named.exitCode == 0 && named.err.isEmpty() && named.out.contains(Self), qPrintable(named.err));
}

// A project that is neither blind nor anonymous has nothing to keep apart: printed whole, nothing said.
void BlindCliTest::notAStudyPrintsEverythingSilently()
{
    const QString path = m_dir.filePath(u"open.errata"_s);
    for (const QStringList &step : {QStringList{u"init"_s, path, u"--blind"_s, u"off"_s, u"--coordinator"_s, u"Cy"_s},
                                    QStringList{u"people"_s, u"add"_s, path, Self}}) {
        const Run run = cli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
    const Run run = cli({u"people"_s, u"list"_s, path});
    QVERIFY2(run.exitCode == 0 && run.err.isEmpty(), qPrintable(run.err));
    QVERIFY(run.out.contains(Self));
}

// A work package is its annotator's: without --as, errata-cli asks as them, as the window opens it.
void BlindCliTest::packageWithoutAsPrintsAsItsOwner()
{
    const QString package = m_dir.filePath(u"annika-package.errata"_s);
    const Run split = cli({u"package"_s, u"split"_s, m_path, u"--annotator"_s, Self, u"-o"_s, package});
    QVERIFY2(split.exitCode == 0, qPrintable(split.err));
    const Run run = cli({u"review-status"_s, package, u"--by"_s, u"annotator"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"for reviewers and coordinators"_s) && run.err.contains(Self), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QList<QHash<QString, QString>> BlindCliTest::registeredCommands() const
{
    return TestSupport::registeredCommands(TestSupport::built(ERRATA_CLI_PATH));
}

namespace {

// How each registered command is run on the study: the arguments after the project ({OUT}: a folder of
// the run's own), and whether a reviewer gets an answer. A command in the registry and not here fails
// the test by name: whoever adds one says here how it is asked.
struct Variant
{
    QStringList args;
    bool reviewerAnswered = false;
};

const QHash<QString, QList<Variant>> &howToRun()
{
    static const QHash<QString, QList<Variant>> runs{
        {u"info"_s, {{{}, true}}},
        {u"check"_s, {{{}, false}}},
        {u"import"_s, {{{u"--format"_s, u"errata-jsonl"_s, u"{OUT}/none.jsonl"_s, u"--dry-run"_s}}}},
        {u"export"_s,
         {{{u"--format"_s, u"errata-jsonl"_s, u"-o"_s, u"-"_s}},
          {{u"--format"_s, u"spans-csv"_s, u"-o"_s, u"{OUT}/spans.csv"_s}},
          {{u"--format"_s, u"judgements-csv"_s, u"-o"_s, u"-"_s}},
          {{u"--task"_s, u"scarecrow-spans"_s, u"-o"_s, u"{OUT}/task"_s}}}},
        {u"package split"_s, {{{u"--annotator"_s, Self, u"-o"_s, u"{OUT}/p.errata"_s}}}},
        {u"package merge"_s, {{{u"{OUT}/none.errata"_s}}}},
        {u"package conflicts"_s, {{{}, true}}},
        {u"review-status"_s, {{{}, true}, {{u"--by"_s, u"annotator"_s}, true}}},
        {u"history"_s, {{{u"--item"_s, u"corpid-1"_s}, true}, {{u"--item"_s, u"corpid-2"_s}, true}}},
        {u"agreement"_s, {{{}, true}, {{u"--pairs"_s}, true}, {{u"--gold"_s}, true}, {{u"--by"_s, u"Model"_s}, true}}},
        {u"stats"_s,
         {{{u"--measure"_s, u"count"_s, u"--by"_s, u"annotator"_s}, true},
          {{u"--measure"_s, u"coverage"_s, u"--by"_s, u"Model"_s}, true}}},
        {u"heatmap"_s,
         {{{u"--rows"_s, u"type"_s, u"--cols"_s, u"Model"_s, u"--measure"_s, u"count"_s, u"-o"_s, u"{OUT}/h.csv"_s},
           true}}},
        {u"bootstrap"_s, {{{u"--items"_s, u"1"_s, u"--rounds"_s, u"5"_s}, true}}},
        {u"qualification"_s, {{{u"--score"_s, Others.at(0)}}}},
        {u"qc"_s, {{{}, true}}},
        {u"annotators"_s, {{{}, true}}},
        {u"backup"_s, {{{u"--to"_s, u"{OUT}/backups"_s}}}},
        {u"restore"_s, {{{u"--from"_s, u"{OUT}/none.errata"_s}}}},
        {u"people list"_s, {{{}, true}}},
        {u"people add"_s, {{{u"Newcomer Person"_s}}}},
        {u"people rename"_s, {{{Others.at(0), u"Renamed Person"_s}}}},
        {u"people set-role"_s, {{{Others.at(0), u"reviewer"_s}}}},
        {u"people set-condition"_s, {{{Others.at(0), u"B"_s}}}},
        {u"people deactivate"_s, {{{Others.at(0)}}}},
        {u"people activate"_s, {{{Others.at(0)}}}},
        {u"people remove"_s, {{{Others.at(0)}}}},
        {u"people merge"_s, {{{Others.at(0), Others.at(1)}}}},
        {u"items add"_s, {{{u"--format"_s, u"jsonl"_s, u"{OUT}/none.jsonl"_s, u"--dry-run"_s}}}},
        {u"assign"_s, {{{u"--list"_s}, true}, {{u"--per-item"_s, u"1"_s, u"--dry-run"_s}}}},
        {u"unassign"_s, {{{u"corpid-1"_s, u"--annotator"_s, Others.at(0)}}}},
        {u"reassign"_s, {{{u"corpid-1"_s, u"--from"_s, Others.at(0), u"--to"_s, Others.at(1)}}}},
        {u"progress"_s, {{{}, true}, {{u"--matrix"_s}, true}}},
        {u"instructions"_s, {{{}}}}, // none written: nothing to print
        {u"study"_s, {{{}, true}, {{u"--max-errors"_s, u"4"_s}}}},
        {u"exclude"_s, {{{u"--list"_s}, true}, {{u"--person"_s, Others.at(0), u"--reason"_s, u"copied"_s}}}},
        {u"predictions import"_s, {{{u"--system"_s, u"sys"_s, u"--format"_s, u"jsonl"_s, u"{OUT}/none.jsonl"_s}}}},
        {u"predictions list"_s, {{{}, true}}},
        {u"score"_s, {{{u"--system"_s, u"sys"_s}}}},
        {u"suggestions seed"_s, {{{u"--system"_s, u"sys"_s}}}},
        {u"suggestions report"_s, {{{}, true}}},
        {u"metrics import"_s, {{{u"{OUT}/none.csv"_s}}}},
        {u"metrics list"_s, {{{}, true}}},
        {u"correlate"_s, {{{u"--metric"_s, u"bleu"_s}}}},
        {u"authorship"_s, {{{}}, {{u"--by"_s, u"annotator"_s}}, {{u"--evaluators"_s}}}},
        {u"lengths"_s, {{{}, true}, {{u"--of"_s, u"rationales"_s, u"--by"_s, u"Model"_s}, true}}},
        {u"ratings"_s, {{{u"--by"_s, u"Model"_s}, true}}},
        {u"dataset-stats"_s, {{{}, true}}},
        {u"significance"_s,
         {{{u"--systems"_s, u"Model"_s}}, {{u"--systems"_s, u"Model"_s, u"--test"_s, u"wilcoxon"_s}}}},
        {u"raters"_s, {{{u"--systems"_s, u"Model"_s}}}},
        {u"anova"_s, {{{u"--by"_s, u"Model"_s}}}},
        {u"log"_s, {{{}, true}, {{u"--fast"_s}, true}, {{u"-o"_s, u"{OUT}/log.jsonl"_s}, true}}},
        {u"span-f1"_s, {{{u"--reference"_s, u"gold"_s, u"--layer"_s, u"gold"_s}, true}}},
        {u"times"_s, {{{}, true}}},
        {u"rationale-words"_s, {{{}, true}, {{u"--pairs"_s}, true}}},
        // The coordinator's alone: an annotator and a reviewer are refused, with no token printed.
        {u"links"_s, {{{}}, {{u"--make"_s, Self}}, {{u"--revoke"_s, Self}}}},
    };
    return runs;
}

// What a registered command prints given these arguments, as the registry says (errata-cli commands).
QString printsWith(const QHash<QString, QString> &command, const QStringList &args)
{
    const QStringList switches = command.value(u"switches"_s).split(u',', Qt::SkipEmptyParts);
    const bool switched = std::any_of(args.cbegin(), args.cend(),
                                      [&](const QString &arg) { return switches.contains(arg.section(u'=', 0, 0)); });
    return command.value(switched ? u"switched"_s : u"prints"_s);
}

} // namespace

// Every registered command that works on a project, in every output format, as Annika (an annotator) and as
// Rosalind (the reviewer), on a fresh copy of the study: what it prints and writes holds nothing Annika may not
// see, and nothing Rosalind may not (her window shows hidden keys, so for her: no annotator's name, no one's
// unsubmitted work). Commands a reviewer may ask must answer her, so the test sees real output. What the
// registry says prints everyone's work (or everything) is refused Annika by the gate (viewergate.cpp).
void BlindCliTest::everyCommandAsAnnotatorAndReviewer()
{
    const QList<QHash<QString, QString>> registry = registeredCommands();
    int runs = 0;
    int gated = 0;
    QStringList commands;
    for (const QHash<QString, QString> &row : registry) {
        const QString command = row.value(u"command"_s);
        commands << command;
        if (row.value(u"project"_s) != "true"_L1) continue; // makes a project, or works on a server
        QVERIFY2(howToRun().contains(command),
                 qPrintable(u"errata-cli commands lists \""_s + command + u"\", which this test does not run"_s));
        for (const Variant &variant : howToRun().value(command)) {
            const QString prints = printsWith(row, variant.args);
            const bool forStaff = prints == "everyones-work"_L1 || prints == "everything"_L1;
            for (const QString &format : Formats) {
                for (const QString &person : {Self, Others.at(2)}) {
                    const QString out = m_dir.filePath(u"out-%1"_s.arg(++runs));
                    QVERIFY(QDir().mkpath(out));
                    QStringList args{u"--format"_s, format};
                    args << command.split(u' ') << copy(u"run.errata"_s);
                    for (const QString &arg : variant.args) args << QString(arg).replace(u"{OUT}"_s, out);
                    const Run run = cli(args + QStringList{u"--as"_s, person});
                    const QString said = everythingSaid(run, out);
                    const QString found = person == Self ? leak(said) : staffLeak(said);
                    const QString what = args.join(u' ') + u" as "_s + person;
                    QVERIFY2(found.isEmpty(), qPrintable(found + u" in "_s + what + u":\n"_s + said));
                    if (person == Self && forStaff) {
                        QVERIFY2(run.exitCode == 1 && run.out.isEmpty() && run.err.contains(u", which is for "_s),
                                 qPrintable(what + u" was not refused by the gate: "_s + run.err));
                        ++gated;
                    }
                    if (person != Self && variant.reviewerAnswered) {
                        QVERIFY2(run.exitCode == 0 && (!run.out.trimmed().isEmpty() || command == "heatmap"_L1),
                                 qPrintable(what + u": "_s + run.err));
                    }
                }
            }
        }
    }
    // Counted by hand in --help: 58 forms (people alone has nine).
    QVERIFY2(commands.size() >= 58 && commands.contains(u"reassign"_s) && commands.contains(u"people list"_s),
             qPrintable(commands.join(u", "_s)));
    QVERIFY2(gated > 0, "no command was refused to the annotator");
}

QTEST_GUILESS_MAIN(BlindCliTest)
#include "blindcli_test.moc"
