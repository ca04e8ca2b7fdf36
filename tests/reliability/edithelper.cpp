// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A seeded stream of edits on a project, for killsafety_test: the test SIGKILLs this process at a
// random moment and then checks the file holds every edit reported here and nothing half-written.
// Protocol on stdout, one line per event, flushed at once:
//   P <op> <fields…>   about to perform op (tab-separated; texts percent-encoded)
//   D [<new span id>]  op returned successfully
//   F <error>          op was refused (the test treats that as a failure: every op is valid)
#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/projectlock.h"
#include "model/document/reviewsession.h"
#include "model/domain/spansnapshot.h"

#include <QCoreApplication>
#include <QThread>
#include <QUrl>

#include <cstdio>
#include <random>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

const QStringList Types{u"Grammar_Usage"_s, u"Off-prompt"_s, u"Incoherent"_s, u"Commonsense"_s};
// Quotes, a semicolon, CJK and an emoji: the texts are not plain ASCII on purpose.
const QStringList Words{u"odd"_s, u"it's"_s, u"\"quoted\""_s, u"a;b"_s, u"语法"_s, u"🙂"_s, u"DROP TABLE span;--"_s};

class EditStream
{
public:
    EditStream(Project &project, quint32 seed, int first, int step)
        : m_project(project)
        , m_rng(seed)
        , m_first(first)
        , m_step(step)
    {
    }
    bool setUp(QString *error);
    bool step();

private:
    int below(int n) { return n <= 0 ? 0 : int(m_rng() % quint32(n)); }
    QString text() { return Words.at(below(Words.size())) + u' ' + Words.at(below(Words.size())); }
    static QString enc(const QString &s) { return QString::fromLatin1(QUrl::toPercentEncoding(s)); }
    void announce(const QStringList &fields);
    bool report(bool ok, const QString &error, qint64 newId = 0);
    bool annotatorStep(AnnotationDocument &doc);
    bool reviewerStep(AnnotationDocument &doc);
    QString spanFields(const Span &span) const;

    Project &m_project;
    std::mt19937 m_rng;
    int m_first = 0;
    int m_step = 1;
    qint64 m_reviewerId = 0;
    std::vector<std::unique_ptr<AnnotationDocument>> m_docs;
};

bool EditStream::setUp(QString *error)
{
    for (const Person &person : m_project.people().all()) {
        if (person.roles.testFlag(Role::Reviewer)) m_reviewerId = person.id;
    }
    const QList<Assignment> all = m_project.assignments().all();
    for (qsizetype i = m_first; i < all.size(); i += m_step) {
        const Assignment &assignment = all.at(i);
        auto doc = std::make_unique<AnnotationDocument>(&m_project, assignment.itemId, assignment.annotatorId);
        if (!doc->load()) {
            *error = doc->lastError();
            return false;
        }
        m_docs.push_back(std::move(doc));
    }
    if (m_reviewerId == 0 || m_docs.empty()) *error = u"project has no reviewer or no assignments"_s;
    return error->isEmpty();
}

void EditStream::announce(const QStringList &fields)
{
    std::fputs(qPrintable(u"P\t"_s + fields.join(u'\t') + u'\n'), stdout);
    std::fflush(stdout);
}

bool EditStream::report(bool ok, const QString &error, qint64 newId)
{
    const QString line = ok ? (newId ? u"D\t%1\n"_s.arg(newId) : u"D\n"_s) : u"F\t%1\n"_s.arg(enc(error));
    std::fputs(qPrintable(line), stdout);
    std::fflush(stdout);
    return ok;
}

QString EditStream::spanFields(const Span &span) const
{
    return QStringList{QString::number(span.range.begin),
                       QString::number(span.range.end),
                       span.typeKey,
                       span.severityKey,
                       spanReviewStateKey(span.reviewState),
                       enc(span.rationale)}
        .join(u'\t');
}

bool EditStream::step()
{
    AnnotationDocument &doc = *m_docs.at(std::size_t(below(int(m_docs.size()))));
    doc.refreshStatus(); // the reviewer's session below moves assignments on behind the document
    switch (doc.assignment().state) {
    case AssignmentState::InProgress:
    case AssignmentState::Returned: return annotatorStep(doc);
    case AssignmentState::Submitted:
    case AssignmentState::InReview: return reviewerStep(doc);
    default: return true; // nothing to do on this one
    }
}

bool EditStream::annotatorStep(AnnotationDocument &doc)
{
    const QString asg = QString::number(doc.assignment().id);
    const qsizetype count = doc.spans().size();
    const int roll = below(10);
    if (count > 0 && (roll >= 8 || count >= 12)) {
        if (roll == 9 && doc.submissionProblems().isEmpty()) {
            announce({u"submit"_s, asg});
            return report(doc.submit(), doc.lastError());
        }
        const qsizetype index = below(int(count));
        announce({u"del"_s, asg, QString::number(doc.spans().at(index).id)});
        return report(doc.removeSpan(index), doc.lastError());
    }
    if (count > 0 && roll >= 5) {
        const qsizetype index = below(int(count));
        Span span = doc.spans().at(index);
        span.severityKey = QString::number(1 + below(3));
        span.rationale = text();
        span.reviewState = reviewStateAfterEdit(span.reviewState);
        announce({u"edit"_s, asg, QString::number(span.id), spanFields(span)});
        return report(doc.replaceSpan(index, span), doc.lastError());
    }
    if (roll == 4) {
        const QString rating = QString::number(1 + below(5));
        announce({u"judge"_s, asg, u"rating"_s, rating});
        return report(doc.setJudgement(u"rating"_s, rating.toInt()), doc.lastError());
    }
    const qsizetype length = doc.item().generation.size();
    Span span;
    span.range.side = TextSide::Generation;
    span.range.begin = below(int(length - 1));
    span.range.end = span.range.begin + 1 + below(int(std::min<qsizetype>(20, length - span.range.begin - 1)));
    span.typeKey = Types.at(below(Types.size()));
    span.severityKey = QString::number(1 + below(3));
    span.rationale = text();
    announce({u"add"_s, asg, spanFields(span)});
    const bool ok = doc.insertSpan(count, span);
    return report(ok, doc.lastError(), ok ? doc.spans().at(count).id : 0);
}

bool EditStream::reviewerStep(AnnotationDocument &doc)
{
    const qint64 id = doc.assignment().id;
    const QString asg = QString::number(id);
    ReviewSession session(m_project, m_reviewerId, id);
    if (doc.assignment().state == AssignmentState::Submitted) {
        announce({u"claim"_s, asg});
        return report(session.claim(), session.lastError());
    }
    const QList<qint64> open = session.undecided();
    if (open.isEmpty()) {
        // Always back to the annotator: an accepted item would take no more edits.
        const QString comment = text();
        announce({u"return"_s, asg, enc(comment)});
        return report(session.returnForAmendment(comment), session.lastError());
    }
    const bool accept = below(3) > 0;
    const QString state = spanReviewStateKey(accept ? SpanReviewState::Accepted : SpanReviewState::NeedsChange);
    announce({u"decide"_s, asg, QString::number(open.first()), state});
    return report(session.decide(open.first(), accept ? SpanDecision::Accept : SpanDecision::NeedsChange, text()),
                  session.lastError());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fputs("usage: edithelper PROJECT SEED [EDITS [K/N]] | --try-lock PROJECT [HOLD_MS]\n", stderr);
        return 2;
    }
    if (args.at(1) == "--try-lock"_L1) {
        // Another process asking for the project lock: prints what it got, then holds it until
        // killed or for the given milliseconds.
        ProjectLock lock(args.at(2));
        const bool locked = lock.tryLock();
        std::fputs(locked ? "locked\n" : qPrintable(u"refused\t"_s + lock.refusal() + u'\n'), stdout);
        std::fflush(stdout);
        if (locked && args.size() > 3) QThread::msleep(args.at(3).toULong());
        return locked ? 0 : 3;
    }
    QString error;
    const auto project = Project::open(args.at(1), &error);
    if (!project) {
        std::fprintf(stderr, "edithelper: %s\n", qPrintable(error));
        return 1;
    }
    // Optional "k/n": only every n-th assignment from the k-th, so two helpers can write the same
    // file at once without touching the same assignments.
    const QStringList share = args.value(4, u"0/1"_s).split(u'/');
    EditStream stream(*project, args.at(2).toUInt(), share.value(0).toInt(), std::max(1, share.value(1).toInt()));
    if (!stream.setUp(&error)) {
        std::fprintf(stderr, "edithelper: %s\n", qPrintable(error));
        return 1;
    }
    const int edits = args.size() > 3 ? args.at(3).toInt() : 1000000; // normally killed long before
    for (int n = 0; n < edits; ++n) {
        if (!stream.step()) return 1;
    }
    return 0;
}
