// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #44's benchmark for generated checks: making 10,000 perturbed copies (every kind in turn, seeded)
// of stories of OpenMEVA's length (about five sentences, 90 words), and scoring 100,000 check answers
// (three spans each) against their expected spans with a tolerance. Both must stay under a second.
//   perturbation_bench
#include "model/domain/perturbation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QString story = u"It was a good day and the sun was hot. Tom went to the sea because he was bored. The water "
                          u"was calm, so he swam far out. Then a big wave came and he was afraid. He swam back fast "
                          u"and lay on the warm sand until it was dark."_s;
    QElapsedTimer timer;
    timer.start();
    qsizetype made = 0, chars = 0;
    for (quint64 i = 0; i < 10000; ++i) {
        if (const auto copy = perturb(story, Perturbation(i % 6), i)) {
            ++made;
            chars += copy->text.size();
        }
    }
    const qint64 making = timer.elapsed();
    QRandomGenerator random(7);
    QList<TextRange> expected;
    QList<QList<TextRange>> answers;
    for (int i = 0; i < 100000; ++i) {
        const qsizetype begin = random.bounded(200);
        expected << TextRange{begin, begin + 10, TextSide::Generation};
        QList<TextRange> marked;
        for (int k = 0; k < 3; ++k) {
            const qsizetype b = random.bounded(200);
            marked << TextRange{b, b + qsizetype(random.bounded(4, 16)), TextSide::Generation};
        }
        answers << marked;
    }
    timer.restart();
    qsizetype hits = 0;
    for (qsizetype i = 0; i < expected.size(); ++i) hits += hitsCheck(answers.at(i), expected.at(i), 3) ? 1 : 0;
    const qint64 scoring = timer.elapsed();
    out << "made " << made << " perturbed copies (" << chars << " characters) in " << making << " ms\n"
        << "scored " << expected.size() << " check answers (" << hits << " hits) in " << scoring << " ms\n";
    return making < 1000 && scoring < 1000 ? 0 : 1;
}
