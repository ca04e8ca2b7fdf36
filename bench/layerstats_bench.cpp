// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #45's span, time, rationale and pair figures at real-data scale: on the WMT23 en-de MQM file,
// span-f1 between the two raters who share the most segments, times over every annotation, and the words
// of every comment; pair windows over every pair of N synthetic items (OpenMEVA MANS has 2,000).
// layerstats_bench [pair-items]
#include "wmt23bench.h"

#include "model/project/agreementdata.h"
#include "model/project/layerspanf1.h"
#include "model/project/rationaleterms.h"
#include "model/project/worktimes.h"
#include "model/stats/pairorder.h"
#include "model/storage/personrepository.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <functional>
#include <random>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::Wmt23Bench;

namespace {

QTextStream out(stdout);

void timed(const QString &what, const std::function<QString()> &work)
{
    const double cpu = cpuSeconds();
    const QString result = work();
    out << what << ": " << result << ", " << (cpuSeconds() - cpu) * 1000 << " ms CPU\n";
    out.flush();
}

// The two annotators with the most items handed in by both.
std::pair<QString, QString> busiestPair(Project &project)
{
    QHash<std::pair<qint64, qint64>, int> shared;
    for (const AgreementItem &item : AgreementData::finished(project)) {
        for (const AgreementLayer &a : item.layers)
            for (const AgreementLayer &b : item.layers)
                if (a.annotatorId < b.annotatorId) ++shared[{a.annotatorId, b.annotatorId}];
    }
    std::pair<qint64, qint64> best;
    for (auto it = shared.cbegin(); it != shared.cend(); ++it)
        if (it.value() > shared.value(best)) best = it.key();
    PersonRepository people = project.people();
    return {people.find(best.first)->name, people.find(best.second)->name};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int pairItems = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 2000;
    QTemporaryDir dir;
    auto project = importWmt23(dir.filePath(u"wmt23.errata"_s));
    if (!project) {
        out << "could not import " << ERRATA_MQM_TSV << '\n';
        return 1;
    }
    const auto [a, b] = busiestPair(*project);
    for (const AgreementUnit unit : {AgreementUnit::Token, AgreementUnit::Character}) {
        timed(u"span-f1 %1 vs %2 (%3)"_s.arg(a, b, unit == AgreementUnit::Token ? u"tokens"_s : u"characters"_s), [&] {
            LayerSpanF1Report report;
            QString error;
            LayerSpanF1::compute(*project, {a, b, unit, 2, {}}, &report, &error);
            return u"%1 items, %2 rows, any-error soft F1 %3"_s.arg(report.items)
                .arg(report.rows.size())
                .arg(report.rows.isEmpty() ? -1 : report.rows.last().soft.f1().value_or(-1));
        });
    }
    timed(u"times"_s, [&] {
        const WorkTimeReport report = WorkTimes::compute(*project);
        return u"%1 rows, %2 untimed"_s.arg(report.rows.size()).arg(report.untimed);
    });
    for (const bool pairs : {false, true}) {
        timed(pairs ? u"rationale-words --pairs"_s : u"rationale-words"_s, [&] {
            const RationaleTermReport report = RationaleTerms::compute(*project, {pairs, 10, 2, {}});
            int rationales = 0;
            for (const int n : report.rationalesByType) rationales += n;
            return u"%1 rationales, %2 rows"_s.arg(rationales).arg(report.rows.size());
        });
    }
    std::mt19937_64 random(1);
    std::uniform_int_distribution<int> rating(5, 25);
    std::normal_distribution<double> noise;
    PairGroup group;
    for (int i = 0; i < pairItems; ++i) {
        group.human.push_back(rating(random) / 5.0);
        group.metric.push_back(group.human.back() + noise(random));
    }
    timed(u"pair windows, %1 items"_s.arg(pairItems), [&] {
        const QList<PairWindow> windows = pairOrderWindows({group}, 5);
        qint64 pairs = 0;
        for (const PairWindow &window : windows) pairs += window.pairs;
        return u"%1 pairs"_s.arg(pairs);
    });
    return 0;
}
