// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/drilldown.h"

#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/spanrepository.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool endsSentence(QChar c)
{
    return c == u'.' || c == u'!' || c == u'?' || c == u'\n' || c == u'。' || c == u'！' || c == u'？';
}

} // namespace

TextRange DrillDown::sentenceAround(const QString &text, const TextRange &range)
{
    qsizetype begin = std::clamp<qsizetype>(range.begin, 0, text.size());
    qsizetype end = std::clamp<qsizetype>(range.end, begin, text.size());
    while (begin > 0 && !endsSentence(text[begin - 1])) {
        --begin;
    }
    while (begin < end && text[begin].isSpace()) {
        ++begin;
    }
    while (end < text.size() && !endsSentence(text[end])) {
        ++end;
    }
    if (end < text.size() && text[end] != u'\n') {
        ++end; // keep the full stop
    }
    return TextRange{begin, end, range.side};
}

QList<DrillDownRow> DrillDown::rows(Project &project, const CorpusTable &table, const std::vector<int> &spans,
                                    int limit)
{
    // Span id -> table index; the item's spans come from one query per item.
    QHash<qint64, int> wanted;
    QList<int> items;
    for (const int span : spans) {
        if (wanted.size() >= limit) {
            break;
        }
        wanted.insert(table.spanIds[size_t(span)], span);
        const int item = table.annotationItem[size_t(table.spanAnnotation[size_t(span)])];
        if (!items.contains(item)) {
            items << item;
        }
    }
    std::sort(items.begin(), items.end());
    QList<DrillDownRow> result;
    SpanRepository repository = project.spans();
    for (const int item : std::as_const(items)) {
        const auto record = project.items().find(table.itemIds[size_t(item)]);
        if (!record) {
            continue;
        }
        QList<Span> found = repository.spansOfItem(record->id);
        std::sort(found.begin(), found.end(), [](const Span &a, const Span &b) {
            return std::pair(a.range.begin, a.id) < std::pair(b.range.begin, b.id);
        });
        for (const Span &span : std::as_const(found)) {
            const auto index = wanted.constFind(span.id);
            if (index == wanted.cend()) {
                continue;
            }
            const int annotation = table.spanAnnotation[size_t(*index)];
            DrillDownRow row{record->id, record->externalId, QString(), span, QString(), {}};
            row.annotator = table.annotationGold[size_t(annotation)]
                ? QCoreApplication::translate("Errata::CorpusMeasures", "(gold)")
                : table.personNames.value(table.annotationPerson[size_t(annotation)]);
            row.text = span.range.side == TextSide::Prompt ? record->prompt : record->generation;
            row.sentence = sentenceAround(row.text, span.range);
            result << row;
        }
    }
    return result;
}

} // namespace Errata
