// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/rationaleterms.h"

#include "model/domain/metadatafilter.h"
#include "model/domain/tokenizer.h"
#include "model/domain/workflow.h"
#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/project/spanlengths.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// English function words (a short list in the spirit of NLTK's), the pieces the tokenizer leaves of
// contractions ("isn't" -> "isn", "t"), and Chinese function characters. Content words stay, even
// common ones ("text", "sentence"): they say what annotators wrote about.
const QSet<QString> &stopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        const QString list = uR"(a about above after again against all am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no
nor not of off on once only or other our ours ourselves out over own same she should so some such than that the
their theirs them themselves then there these they this those through to too under until up very was we were what
when where which while who whom why will with would you your yours yourself yourselves s t d ll m re ve isn aren
wasn weren don doesn didn hasn haven hadn won wouldn shouldn couldn can cannot also 的 了 是 在 和 与 及 着 之 也 就
都 而 或 被 把)"_s;
        for (const QString &word : list.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts)) set.insert(word);
        return set;
    }();
    return words;
}

struct Tally
{
    QHash<QString, int> count, rationales;
};

QList<RationaleTerm> topTerms(const QString &type, const Tally &tally, int top)
{
    QList<RationaleTerm> terms;
    for (auto it = tally.count.cbegin(); it != tally.count.cend(); ++it)
        terms << RationaleTerm{type, 0, it.key(), it.value(), tally.rationales.value(it.key())};
    std::sort(terms.begin(), terms.end(), [](const RationaleTerm &a, const RationaleTerm &b) {
        return a.count != b.count ? a.count > b.count : a.term < b.term;
    });
    terms = terms.mid(0, top);
    for (qsizetype i = 0; i < terms.size(); ++i) terms[i].rank = int(i + 1);
    return terms;
}

} // namespace

bool RationaleTerms::isStopWord(const QString &lowerCaseWord)
{
    return stopWords().contains(lowerCaseWord);
}

QStringList RationaleTerms::terms(const QString &rationale, bool pairs)
{
    QStringList words; // null strings stand for left-out stop words, so pairs do not bridge them
    for (const TextRange &token : tokenize(rationale)) {
        const QString word = rationale.mid(token.begin, token.length()).toLower();
        words << (isStopWord(word) ? QString() : word);
    }
    QStringList result;
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (!pairs && !words[i].isNull()) result << words[i];
        if (pairs && i + 1 < words.size() && !words[i].isNull() && !words[i + 1].isNull())
            result << words[i] + u' ' + words[i + 1];
    }
    return result;
}

RationaleTermReport RationaleTerms::compute(Project &project, const RationaleTermRequest &request)
{
    const MetadataFilter filter(request.where);
    QMap<QString, Tally> byType;
    RationaleTermReport report;
    ArchiveFilter what;
    what.threads = false;
    const Archive archive = ArchiveCollector::collect(project, what);
    for (const ArchiveItem &item : archive.items) {
        if (!filter.matches(item.item.metadata)) continue;
        for (const ArchiveAnnotation &annotation : item.annotations) {
            if (!isFinished(annotation.assignment.state)) continue;
            for (const Span &span : annotation.spans) {
                if (span.rationale.trimmed().isEmpty()) continue;
                const QString type = SpanLengths::typeAt(project.taxonomy(), span.typeKey, request.level);
                ++report.rationalesByType[type];
                Tally &tally = byType[type];
                const QStringList terms = RationaleTerms::terms(span.rationale, request.pairs);
                for (const QString &term : terms) ++tally.count[term];
                for (const QString &term : QSet<QString>(terms.cbegin(), terms.cend())) ++tally.rationales[term];
            }
        }
    }
    for (auto it = byType.cbegin(); it != byType.cend(); ++it)
        report.rows << topTerms(it.key(), it.value(), request.top);
    return report;
}

} // namespace Errata
