// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Help per command (issue #43): `errata-cli help COMMAND` and `errata-cli COMMAND --help` print that command's
// entry in the command registry and exit 0 (`assign --help` used to be a usage error); the man page (--man) and
// the bash completion (--completion bash) name every command, sub-command and option. The commands come from
// the registry itself (errata-cli commands), so a command added is checked here without a list to update.
#include "tests/testsupport.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using TestSupport::Run;

class CommandHelpTest : public QObject
{
    Q_OBJECT

private slots:
    void everyCommandHasItsHelp();
    void aCommandsHelpIsOnlyThatCommand();
    void everyFormOfACommandIsShown();
    void anUnknownCommandIsNamed();
    void manPageNamesEveryCommand();
    void completionOffersEveryCommand();
    void installedPagesAreTheRegistrys();

private:
    // The registry's commands ("package"), or with forms, its forms ("package split").
    QStringList registered(bool forms = false) const;
    // What bash completes after `errata-cli WORDS…` (the last word being completed), with the script sourced.
    QStringList completions(const QString &script, const QStringList &words) const;
    Run cli(const QStringList &arguments) const
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
};

QStringList CommandHelpTest::registered(bool forms) const
{
    QStringList names;
    for (const auto &row : TestSupport::registeredCommands(TestSupport::built(ERRATA_CLI_PATH))) {
        const QString name = forms ? row.value(u"command"_s) : row.value(u"command"_s).section(u' ', 0, 0);
        if (!names.contains(name)) names << name;
    }
    return names;
}

void CommandHelpTest::everyCommandHasItsHelp()
{
    const QStringList commands = registered();
    // Counted by hand in today's --help: 40 commands and errata-cli commands.
    QVERIFY2(commands.size() >= 41 && commands.contains(u"reassign"_s) && commands.contains(u"dataset-stats"_s),
             qPrintable(commands.join(u", "_s)));
    for (const QString &command : commands) {
        const Run help = cli({u"help"_s, command});
        QVERIFY2(help.exitCode == 0, qPrintable(command + u": "_s + help.err));
        QVERIFY2(help.out.startsWith(u"Usage: errata-cli"_s), qPrintable(help.out));
        QVERIFY2(help.out.contains(QRegularExpression(u"(\\n  |\\| )"_s + command + u"\\b"_s)),
                 qPrintable(command + u":\n"_s + help.out));
        const Run asOption = cli({command, u"--help"_s});
        QVERIFY2(asOption.exitCode == 0, qPrintable(command + u": "_s + asOption.err));
        QCOMPARE(asOption.out, help.out);
    }
}

void CommandHelpTest::aCommandsHelpIsOnlyThatCommand()
{
    const Run help = cli({u"assign"_s, u"PROJECT.errata"_s, u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.contains(u"  assign PROJECT.errata"_s), qPrintable(help.out));
    QVERIFY2(!help.out.contains(u"  init "_s) && !help.out.contains(u"  unassign "_s), qPrintable(help.out));
    const Run full = cli({u"--help"_s});
    QVERIFY(full.out.size() > 4 * help.out.size());
}

void CommandHelpTest::everyFormOfACommandIsShown()
{
    const Run package = cli({u"help"_s, u"package"_s});
    for (const QString &form : {u"package split PROJECT.errata --annotator"_s, u"package split PROJECT.errata --all"_s,
                                u"package merge"_s, u"package conflicts"_s}) {
        QVERIFY2(package.out.contains(form), qPrintable(form + u" missing:\n"_s + package.out));
    }
    const Run import = cli({u"import"_s, u"--help"_s});
    QVERIFY2(import.out.contains(u"import --format: errata-jsonl, mqm-tsv"_s), qPrintable(import.out));
    const Run reassign = cli({u"help"_s, u"reassign"_s});
    QVERIFY2(reassign.out.contains(u"reassign PROJECT.errata ITEM --from A --to B"_s), qPrintable(reassign.out));
}

void CommandHelpTest::anUnknownCommandIsNamed()
{
    const Run help = cli({u"help"_s, u"frobnicate"_s});
    QCOMPARE(help.exitCode, 1);
    QVERIFY2(help.err.contains(u"\"frobnicate\""_s) && help.err.contains(u"assign"_s), qPrintable(help.err));
}

// Every form is in the man page's COMMANDS (hyphens as roff writes them), and groff reads the page without
// a warning where groff is installed.
void CommandHelpTest::manPageNamesEveryCommand()
{
    const Run man = cli({u"--man"_s});
    QCOMPARE(man.exitCode, 0);
    QVERIFY2(man.out.startsWith(u".TH ERRATA\\-CLI 1"_s), qPrintable(man.out.left(200)));
    const QString commands = man.out.section(u".SH COMMANDS"_s, 1).section(u".SH EXAMPLES"_s, 0, 0);
    for (const QString &form : registered(true)) {
        const QString top = form.section(u' ', 0, 0).replace(u'-', u"\\-"_s);
        const QString verb = form.section(u' ', 1).replace(u'-', u"\\-"_s);
        // "  assign PROJECT…", "… | reassign PROJECT…", "  people list|add|… PROJECT…", "  server push … | server pull …"
        const QRegularExpression entry(
            u"(?:\\n  |\\| )"_s + QRegularExpression::escape(top)
            + (verb.isEmpty() ? u" "_s : u" [^\\n]*\\b"_s + QRegularExpression::escape(verb)));
        QVERIFY2(commands.contains(entry), qPrintable(form + u" not in the man page's commands"_s));
    }
    const QString groff = QStandardPaths::findExecutable(u"groff"_s);
    if (groff.isEmpty()) return;
    QFile page(m_dir.filePath(u"errata-cli.1"_s));
    QVERIFY(page.open(QIODevice::WriteOnly) && page.write(man.out.toUtf8()) > 0);
    page.close();
    const Run read = TestSupport::runProgram(groff, {u"-man"_s, u"-ww"_s, u"-z"_s, page.fileName()}, m_dir.path());
    QVERIFY2(read.exitCode == 0 && read.err.isEmpty(), qPrintable(read.err));
}

QStringList CommandHelpTest::completions(const QString &script, const QStringList &words) const
{
    const QString bash = u"source '%1'; COMP_WORDS=(errata-cli %2); COMP_CWORD=%3; _errata_cli; "
                         "printf '%s\\n' \"${COMPREPLY[@]}\""_s.arg(script, words.join(u' '))
                             .arg(words.size());
    const Run run = TestSupport::runProgram(u"bash"_s, {u"-c"_s, bash}, m_dir.path());
    return run.exitCode == 0 ? run.out.split(u'\n', Qt::SkipEmptyParts) : QStringList{u"bash: "_s + run.err};
}

// The script bash sources completes every command after errata-cli, every sub-command after its command,
// and a command's options (written out here from --help by hand for two of them).
void CommandHelpTest::completionOffersEveryCommand()
{
    const Run completion = cli({u"--completion"_s, u"bash"_s});
    QCOMPARE(completion.exitCode, 0);
    const QString script = m_dir.filePath(u"errata-cli.bash"_s);
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(completion.out.toUtf8()) > 0);
    file.close();
    const QStringList commands = completions(script, {u"''"_s});
    for (const QString &command : registered()) QVERIFY2(commands.contains(command), qPrintable(command));
    for (const QString &form : registered(true)) {
        if (!form.contains(u' ')) continue;
        const QStringList verbs = completions(script, {form.section(u' ', 0, 0), u"''"_s});
        QVERIFY2(verbs.contains(form.section(u' ', 1)), qPrintable(form + u": "_s + verbs.join(u' ')));
    }
    const QStringList assign = completions(script, {u"--format"_s, u"json"_s, u"assign"_s, u"x.errata"_s, u"--"_s});
    for (const QString &option : {u"--per-item"_s, u"--annotators"_s, u"--where"_s, u"--dry-run"_s, u"--list"_s}) {
        QVERIFY2(assign.contains(option), qPrintable(option + u": "_s + assign.join(u' ')));
    }
    const QStringList heatmap = completions(script, {u"heatmap"_s, u"x.errata"_s, u"-"_s});
    QVERIFY2(heatmap.contains(u"-o"_s) && heatmap.contains(u"--sort-cols"_s), qPrintable(heatmap.join(u' ')));
}

// The man page and completion the build installs (packaging/Packaging.cmake) are the program's own.
void CommandHelpTest::installedPagesAreTheRegistrys()
{
    const QByteArray completion = TestSupport::readAll(TestSupport::built(ERRATA_CLI_COMPLETION));
    QVERIFY(!completion.isEmpty());
    QCOMPARE(QString::fromUtf8(completion), cli({u"--completion"_s, u"bash"_s}).out);
    const Run unzipped =
        TestSupport::runProgram(u"gzip"_s, {u"-dc"_s, TestSupport::built(ERRATA_CLI_MAN_PAGE)}, m_dir.path());
    QCOMPARE(unzipped.exitCode, 0);
    QCOMPARE(unzipped.out, cli({u"--man"_s}).out);
}

QTEST_GUILESS_MAIN(CommandHelpTest)
#include "commandhelp_test.moc"
