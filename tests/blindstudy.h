// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A blind, anonymous study set up with errata-cli, for the tests of issue #42 (tests that define
// ERRATA_CLI_PATH): six items whose metadata keys `Model`, `SYSTEM` and `Top P` a blind project hides
// (in any letter case and spacing), three annotators with four items each (K = 2),
// a reviewer and a coordinator. Zebulon has work in progress, with a rationale, on an item Annika has
// handed in. leak() names the first thing in a text that Annika must never see.
#pragma once

#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QFile>

namespace TestSupport::BlindStudy {

using namespace Qt::StringLiterals;

inline const QString Self = u"Annika Selfridge"_s;
// Names no text of the corpus holds, whose first names are in no word of the program either:
// two annotators, the reviewer, the coordinator.
inline const QStringList Others{u"Zebulon Quist"_s, u"Yarrow Pinfold"_s, u"Rosalind Vexley"_s,
                                u"Cordelia Marchbanks"_s};
// The values of the hidden keys and the corpus ids, searched for in any letter case.
inline const QStringList Hidden{u"secretmodelq"_s, u"secretsystemq"_s, u"0.987654"_s, u"corpid-"_s};
inline const QString OtherRationale = u"ZebulonsUnsubmittedRationale"_s;

// The first hidden value, other person's name (whole or first name) or unsubmitted work in text.
inline QString leak(const QString &text)
{
    for (const QString &value : Hidden) {
        if (text.contains(value, Qt::CaseInsensitive)) return value;
    }
    for (const QString &name : Others) {
        if (text.contains(name) || text.contains(name.section(u' ', 0, 0))) return name;
    }
    if (text.contains(OtherRationale, Qt::CaseInsensitive)) return OtherRationale;
    return {};
}

// The study at path (in directory), or false with *error saying which step failed.
inline bool write(const QString &directory, const QString &path, QString *error)
{
    using namespace Errata;
    QFile items(QDir(directory).filePath(u"items.jsonl"_s));
    if (!items.open(QIODevice::WriteOnly)) return false;
    for (int i = 1; i <= 6; ++i) {
        items.write(QStringLiteral(R"({"id": "corpid-%1", "prompt": "Prompt %1.", "text": "The river number %1 )"
                                   R"(flows past the old mill.", "Model": "SecretModelQ", "SYSTEM": "SecretSystemQ", )"
                                   R"("Top P": "0.987654", "topic": "rivers"})"
                                   "\n")
                        .arg(i)
                        .toUtf8());
    }
    items.close();
    const QList<QStringList> setup{
        {u"init"_s, path, u"--taxonomy"_s, u"scarecrow"_s, u"--blind"_s, u"on"_s, u"--anonymous"_s, u"--coordinator"_s,
         Others.at(3)},
        {u"people"_s, u"add"_s, path, Self, Others.at(0), Others.at(1)},
        {u"people"_s, u"add"_s, path, Others.at(2), u"--role"_s, u"reviewer"_s},
        {u"items"_s, u"add"_s, path, u"--format"_s, u"jsonl"_s, items.fileName()},
        {u"assign"_s, path, u"--per-item"_s, u"2"_s, u"--seed"_s, u"3"_s},
    };
    for (const QStringList &step : setup) {
        const Run run = runProgram(built(ERRATA_CLI_PATH), step, directory);
        if (run.exitCode != 0) {
            *error = step.join(u' ') + u": "_s + run.err;
            return false;
        }
    }
    auto project = Project::open(path, error);
    if (!project) return false;
    const qint64 self = project->people().findByName(Self)->id;
    const qint64 zebulon = project->people().findByName(Others.at(0))->id;
    qint64 shared = 0;
    for (const Assignment &a : project->assignments().ofAnnotators({self})) {
        for (const Assignment &b : project->assignments().forItem(a.itemId)) {
            if (b.annotatorId == zebulon) shared = a.itemId;
        }
    }
    AnnotationDocument theirs(project.get(), shared, zebulon);
    AnnotationDocument mine(project.get(), shared, self);
    Span span;
    span.range = {4, 9, TextSide::Generation};
    span.typeKey = u"Grammar_Usage"_s;
    span.severityKey = u"2"_s;
    span.rationale = OtherRationale;
    const bool theirsDone = shared != 0 && theirs.load() && theirs.insertSpan(0, span);
    span.rationale = u"mine"_s;
    // Annika hands hers in, so the other layers may open for her.
    if (theirsDone && mine.load() && mine.insertSpan(0, span) && mine.submit()) return true;
    *error =
        shared == 0 ? u"the plan gives Annika and Zebulon no item together"_s : theirs.lastError() + mine.lastError();
    return false;
}

} // namespace TestSupport::BlindStudy
