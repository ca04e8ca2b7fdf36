// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/segmentation.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <queue>
#include <set>

namespace Errata {

QList<Segment> segmentRanges(const QList<TextRange> &ranges, qsizetype textLength)
{
    struct Event
    {
        qsizetype offset;
        bool opens;
        qsizetype index;
    };
    QList<Event> events;
    for (qsizetype i = 0; i < ranges.size(); ++i) {
        const qsizetype begin = std::clamp<qsizetype>(ranges[i].begin, 0, textLength);
        const qsizetype end = std::clamp<qsizetype>(ranges[i].end, 0, textLength);
        if (begin < end) {
            events.append({begin, true, i});
            events.append({end, false, i});
        }
    }
    std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) { return a.offset < b.offset; });

    QList<Segment> segments;
    std::set<qsizetype> active; // ordered by input index = z-order
    for (qsizetype e = 0; e < events.size();) {
        const qsizetype offset = events[e].offset;
        for (; e < events.size() && events[e].offset == offset; ++e) {
            if (events[e].opens) {
                active.insert(events[e].index);
            } else {
                active.erase(events[e].index);
            }
        }
        if (!active.empty() && e < events.size()) {
            segments.append({offset, events[e].offset, QList<qsizetype>(active.begin(), active.end())});
        }
    }
    return segments;
}

QList<int> packLanes(const QList<TextRange> &ranges)
{
    QList<qsizetype> order(ranges.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        if (ranges[a].begin != ranges[b].begin) {
            return ranges[a].begin < ranges[b].begin;
        }
        return ranges[a].end > ranges[b].end;
    });
    QList<int> lanes(ranges.size(), 0);
    // (end, lane) of ranges still occupying a lane, earliest end first; freed lanes, lowest first.
    using Busy = std::pair<qsizetype, int>;
    std::priority_queue<Busy, std::vector<Busy>, std::greater<>> busy;
    std::priority_queue<int, std::vector<int>, std::greater<>> freeLanes;
    int laneCount = 0;
    for (qsizetype index : order) {
        const TextRange &range = ranges[index];
        while (!busy.empty() && busy.top().first <= range.begin) {
            freeLanes.push(busy.top().second);
            busy.pop();
        }
        int lane = laneCount;
        if (!freeLanes.empty()) {
            lane = freeLanes.top();
            freeLanes.pop();
        } else {
            ++laneCount;
        }
        lanes[index] = lane;
        busy.push({std::max(range.end, range.begin + 1), lane});
    }
    return lanes;
}

} // namespace Errata
