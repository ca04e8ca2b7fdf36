// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRandomGenerator64>
#include <QString>

namespace Errata {

// A synthetic text and where its words are, so spans can start and end on word edges the way an
// annotator's selection snaps (every Chinese character is a word, as in model/annotation/wordsnap.h).
struct ScaleText
{
    QString text;
    QList<std::pair<qsizetype, qsizetype>> words; // [begin, end) in UTF-16 units
};

// Texts for the scale generator: Scarecrow-like paragraphs (80–145 tokens), English or Chinese,
// from a fixed vocabulary so that the same random stream always gives the same text.
class ScaleTextMaker
{
public:
    enum class Language { English, Chinese };

    explicit ScaleTextMaker(QRandomGenerator64 &random)
        : m_random(random)
    {
    }

    // `tokens` words (English) or characters (Chinese), in sentences with punctuation.
    ScaleText paragraph(Language language, int tokens);
    // A one-sentence human-written prompt.
    QString prompt(Language language);

private:
    int bounded(int low, int high) { return low + int(m_random.bounded(quint64(high - low + 1))); }
    void englishSentence(ScaleText &out, int words);
    void chineseSentence(ScaleText &out, int characters);

    QRandomGenerator64 &m_random;
};

} // namespace Errata
