// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A Clark-style study (can people tell who wrote it?) set up with errata-cli and answered through
// AnnotationDocument, for tests that define ERRATA_CLI_PATH: t1, t2 by people; t3, t4 by a model
// ("model" = human or gpt3). E1 (condition A) answers 1 3 4 2: right on t1 and t3, wrong on t2 and t4.
// E2 (condition B) answers 2 2 3 4: right on all four. Every answer is submitted.
#pragma once

#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QFile>

namespace TestSupport {

inline bool writeClarkStudy(const QString &directory, const QString &path, QString *error)
{
    using namespace Qt::StringLiterals;
    using namespace Errata;
    QFile texts(QDir(directory).filePath(u"texts.csv"_s));
    if (!texts.open(QIODevice::WriteOnly)) return false;
    texts.write("id,text,model\nt1,Once upon a time.,human\nt2,It rained all day.,human\n"
                "t3,The cat sat on the mat.,gpt3\nt4,Stocks rose sharply today.,gpt3\n");
    texts.close();
    for (const QStringList &step : {QStringList{u"init"_s, path, u"--coordinator"_s, u"Priya"_s, u"--judgements"_s,
                                                u"authorship"_s, u"--taxonomy"_s, u"scarecrow"_s},
                                    {u"people"_s, u"add"_s, path, u"E1"_s, u"E2"_s},
                                    {u"items"_s, u"add"_s, path, u"--format"_s, u"csv"_s, texts.fileName()},
                                    {u"assign"_s, path, u"--per-item"_s, u"2"_s, u"--annotators"_s, u"E1,E2"_s},
                                    // Both see every text; the conditions (how they were trained, say) come after.
                                    {u"people"_s, u"set-condition"_s, path, u"E1"_s, u"A"_s},
                                    {u"people"_s, u"set-condition"_s, path, u"E2"_s, u"B"_s}}) {
        const Run run = runProgram(TestSupport::built(ERRATA_CLI_PATH), step, directory);
        if (run.exitCode != 0) {
            *error = step.join(u' ') + u": "_s + run.err;
            return false;
        }
    }
    auto project = Project::open(path, error);
    if (!project) return false;
    const QHash<QString, QList<int>> answers{{u"E1"_s, {1, 3, 4, 2}}, {u"E2"_s, {2, 2, 3, 4}}};
    for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
        const qint64 person = project->people().findByName(it.key())->id;
        for (int t = 0; t < 4; ++t) {
            AnnotationDocument doc(project.get(), project->items().findByExternalId(u"t%1"_s.arg(t + 1))->id, person);
            if (!doc.load() || !doc.setJudgement(u"authorship"_s, it->at(t))
                || !doc.setJudgement(u"authorship_reason"_s, u"the style"_s) || !doc.submit()) {
                *error = doc.lastError();
                return false;
            }
        }
    }
    return true;
}

} // namespace TestSupport
