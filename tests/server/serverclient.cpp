// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One team member for serverconcurrency_test (issue #21): a separate process signed in as their own
// PostgreSQL role, working through Errata's repositories as the app does. Every acknowledged step is a
// line on stdout, written only after the server committed it:
//   annotate URL N   N edits (a span added to one's own open work), opening and submitting as it goes:
//                    "span ID LAYER", "open ASSIGNMENT", "submit ASSIGNMENT"; then "edit-ms P50 P99"
//   review URL N     claims handed-in work and accepts it, N transitions: "claim A", "accept A"
//   hang URL         adds a span inside a transaction, says "inside", and waits to be killed
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/repository.h"
#include "model/storage/spanrepository.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

int failed(int code, const QString &why)
{
    std::fputs(qPrintable(why + u'\n'), stderr);
    return code;
}

void say(const QString &line)
{
    std::fputs(qPrintable(line + u'\n'), stdout);
    std::fflush(stdout);
}

std::optional<Assignment> ownIn(Project &project, qint64 me, QList<AssignmentState> states)
{
    for (const Assignment &a : project.assignments().ofAnnotators({me})) {
        if (states.contains(a.state)) return a;
    }
    return std::nullopt;
}

Span spanAt(qint64 layer, int n, const QString &type)
{
    Span span;
    span.layerId = layer;
    span.range = {n % 40, n % 40 + 3, TextSide::Generation};
    span.typeKey = type;
    return span;
}

int annotate(Project &project, qint64 me, int edits)
{
    const QString type = project.taxonomy().selectableNodes().first()->key;
    AssignmentRepository work = project.assignments();
    SpanRepository spans = project.spans();
    std::vector<double> ms;
    std::optional<Assignment> current;
    for (int n = 0; n < edits; ++n) {
        if (!current || (n > 0 && n % 100 == 0)) { // hand in the work so far, take the next
            if (current && work.perform(current->id, WorkflowAction::Submit, me)) say(u"submit %1"_s.arg(current->id));
            current = ownIn(project, me, {AssignmentState::New});
            if (!current) return failed(2, u"no new work left"_s);
            if (!work.perform(current->id, WorkflowAction::Open, me)) return failed(2, work.lastError());
            say(u"open %1"_s.arg(current->id));
        }
        Span span = spanAt(*spans.annotatorLayer(current->itemId, me), n, type);
        QElapsedTimer timer;
        timer.start();
        if (!spans.add(span)) return failed(3, spans.lastError());
        ms.push_back(timer.nsecsElapsed() / 1e6);
        say(u"span %1 %2"_s.arg(span.id).arg(span.layerId));
    }
    if (current && work.perform(current->id, WorkflowAction::Submit, me)) say(u"submit %1"_s.arg(current->id));
    std::sort(ms.begin(), ms.end());
    say(u"edit-ms %1 %2"_s.arg(ms[ms.size() / 2], 0, 'f', 2).arg(ms[ms.size() * 99 / 100], 0, 'f', 2));
    return 0;
}

int review(Project &project, qint64 me, int transitions)
{
    AssignmentRepository work = project.assignments();
    QElapsedTimer waited;
    waited.start();
    int done = 0;
    while (done < transitions && waited.elapsed() < 120000) {
        bool found = false;
        for (const Assignment &a : work.all()) {
            if (a.state != AssignmentState::Submitted) continue;
            if (!work.perform(a.id, WorkflowAction::Claim, me)) continue; // the other reviewer was first
            say(u"claim %1"_s.arg(a.id));
            if (!work.perform(a.id, WorkflowAction::Accept, me)) return failed(4, work.lastError());
            say(u"accept %1"_s.arg(a.id));
            done += 2;
            found = true;
            break;
        }
        if (!found) QThread::msleep(50);
    }
    return done >= transitions ? 0 : failed(5, u"only %1 transitions in two minutes"_s.arg(done));
}

int hang(Project &project, qint64 me)
{
    const auto open = ownIn(project, me, {AssignmentState::New});
    if (!open || !project.assignments().perform(open->id, WorkflowAction::Open, me)) return 6;
    Transaction transaction(&project.database());
    SpanRepository spans = project.spans();
    Span span = spanAt(*spans.annotatorLayer(open->itemId, me), 7, project.taxonomy().selectableNodes().first()->key);
    if (!spans.add(span)) return 7;
    say(u"inside %1"_s.arg(span.id));
    QThread::sleep(600); // killed long before
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) return 1;
    QString error;
    auto project = Project::open(args[2], &error);
    if (!project) {
        std::fputs(qPrintable(error + u'\n'), stderr);
        return 1;
    }
    const qint64 me = project->signedInPerson();
    if (args[1] == "annotate"_L1) return annotate(*project, me, args.value(3).toInt());
    if (args[1] == "review"_L1) return review(*project, me, args.value(3).toInt());
    if (args[1] == "hang"_L1) return hang(*project, me);
    return 1;
}
