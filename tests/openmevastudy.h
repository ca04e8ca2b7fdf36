// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// An OpenMEVA-style study (ratings with deductions) set up with errata-cli and answered through
// AnnotationDocument, for tests that define ERRATA_CLI_PATH: eight stories rated 1–5 by five people, with the
// deduction reasons below, and a metric "m" scoring seven of them (u5 has no score).
#pragma once

#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QFile>

namespace TestSupport {

struct Story
{
    const char *id;
    const char *model;
    QList<int> ratings;                 // E1…E5
    QList<QList<const char *>> reasons; // per rater, the deductions given
};

// r1, r2 reasonable (mean 4.8); r3 at exactly 4 and without deductions, in no set; u1 and u4 repetitive
// plot (three raters each; u1's one "unrelated events" is below three); u2 has two agreed reasons, so no
// type; u3 unrelated events (four raters); u5 is repetitive but has no metric score.
inline const QList<Story> openMevaStories{
    {"r1", "a", {5, 5, 5, 4, 5}, {{}, {}, {}, {}, {}}},
    {"r2", "b", {5, 4, 5, 5, 5}, {{}, {}, {}, {}, {}}},
    {"r3", "a", {4, 4, 4, 4, 4}, {{}, {}, {}, {}, {}}},
    {"u1",
     "a",
     {2, 2, 3, 2, 3},
     {{"repetitive_plot"}, {"repetitive_plot"}, {"repetitive_plot"}, {"unrelated_events"}, {}}},
    {"u2",
     "b",
     {1, 2, 2, 2, 1},
     {{"repetitive_plot"},
      {"repetitive_plot"},
      {"repetitive_plot", "chaotic_scenes"},
      {"chaotic_scenes"},
      {"chaotic_scenes"}}},
    {"u3",
     "b",
     {3, 3, 2, 3, 3},
     {{"unrelated_events"}, {"unrelated_events"}, {"unrelated_events"}, {"unrelated_events"}, {}}},
    {"u4", "a", {2, 3, 3, 3, 3}, {{}, {"repetitive_plot"}, {}, {"repetitive_plot"}, {"repetitive_plot"}}},
    {"u5", "b", {2, 2, 2, 2, 2}, {{"repetitive_plot"}, {"repetitive_plot"}, {"repetitive_plot"}, {}, {}}},
};

inline bool writeOpenMevaStudy(const QString &directory, const QString &path, QString *error)
{
    using namespace Qt::StringLiterals;
    using namespace Errata;
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile file(QDir(directory).filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    };
    QByteArray texts = "id,text,model\n";
    for (const Story &story : openMevaStories) texts += QByteArray(story.id) + ",A story.," + story.model + '\n';
    if (!write(u"texts.csv"_s, texts)
        || !write(u"m.csv"_s,
                  "item,metric,score\nr1,m,0.9\nr2,m,0.7\nr3,m,0.5\nu1,m,0.2\nu2,m,0.1\nu3,m,0.4\nu4,m,0.6\n")) {
        *error = u"cannot write the study's files"_s;
        return false;
    }
    for (const QStringList &step :
         {QStringList{u"init"_s, path, u"--coordinator"_s, u"Priya"_s, u"--judgements"_s, u"rating"_s},
          {u"people"_s, u"add"_s, path, u"E1"_s, u"E2"_s, u"E3"_s, u"E4"_s, u"E5"_s},
          {u"items"_s, u"add"_s, path, u"--format"_s, u"csv"_s, QDir(directory).filePath(u"texts.csv"_s)},
          {u"assign"_s, path, u"--per-item"_s, u"5"_s, u"--annotators"_s, u"E1,E2,E3,E4,E5"_s},
          {u"metrics"_s, u"import"_s, path, QDir(directory).filePath(u"m.csv"_s)}}) {
        const Run run = runProgram(TestSupport::built(ERRATA_CLI_PATH), step, directory);
        if (run.exitCode != 0) {
            *error = step.join(u' ') + u": "_s + run.err;
            return false;
        }
    }
    auto project = Project::open(path, error);
    if (!project) return false;
    for (const Story &story : openMevaStories) {
        for (int rater = 0; rater < 5; ++rater) {
            AnnotationDocument doc(project.get(), project->items().findByExternalId(QString::fromLatin1(story.id))->id,
                                   project->people().findByName(u"E%1"_s.arg(rater + 1))->id);
            bool ok = doc.load() && doc.setJudgement(u"rating"_s, story.ratings[rater]);
            for (const char *reason : story.reasons[rater]) {
                const QString key = u"deduction_"_s + QString::fromLatin1(reason);
                ok = ok && doc.setJudgement(key, key.endsWith(u"chaotic_scenes"_s) ? -2 : -1);
            }
            if (!ok || !doc.submit()) {
                *error = doc.lastError();
                return false;
            }
        }
    }
    return true;
}

} // namespace TestSupport
