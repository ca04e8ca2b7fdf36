// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Help per command (issue #43): `errata-cli help COMMAND` and `errata-cli COMMAND --help` print that command's
// part of the usage text and exit 0 (`assign --help` used to be a usage error). The command list below is the
// dispatcher's, written out by hand: a command added without its help fails here.
#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using TestSupport::Run;

namespace {
const QStringList Commands{
    u"init"_s,       u"info"_s,         u"check"_s,       u"demo"_s,          u"agreement"_s,
    u"import"_s,     u"export"_s,       u"package"_s,     u"review-status"_s, u"history"_s,
    u"stats"_s,      u"heatmap"_s,      u"bootstrap"_s,   u"qualification"_s, u"qc"_s,
    u"annotators"_s, u"generate"_s,     u"backup"_s,      u"restore"_s,       u"people"_s,
    u"server"_s,     u"items"_s,        u"assign"_s,      u"unassign"_s,      u"reassign"_s,
    u"progress"_s,   u"instructions"_s, u"predictions"_s, u"score"_s,         u"suggestions"_s,
    u"metrics"_s,    u"correlate"_s,    u"authorship"_s,  u"dataset-stats"_s, u"lengths"_s,
    u"formats"_s,    u"ratings"_s,      u"serve"_s,       u"links"_s,
};
} // namespace

class CommandHelpTest : public QObject
{
    Q_OBJECT

private slots:
    void everyCommandHasItsHelp();
    void aCommandsHelpIsOnlyThatCommand();
    void everyFormOfACommandIsShown();
    void anUnknownCommandIsNamed();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
};

void CommandHelpTest::everyCommandHasItsHelp()
{
    for (const QString &command : Commands) {
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

QTEST_GUILESS_MAIN(CommandHelpTest)
#include "commandhelp_test.moc"
