// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/assignmentplan.h"

#include <QRandomGenerator>

#include <algorithm>
#include <map>
#include <random>
#include <tuple>
#include <vector>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

struct Unit
{
    QList<const PlanItem *> items;
    QSet<qint64> assigned; // anyone who holds one of its items
    int missing = 0;       // annotators the unit still needs
};

// One pool: the units of one condition and the people eligible for them.
class Pool
{
public:
    Pool(QList<PlanPerson> people, quint32 seed)
        : m_people(std::move(people))
        , m_shared(size_t(m_people.size()) * size_t(m_people.size()), 0)
        , m_partners(size_t(m_people.size()), 0)
    {
        QRandomGenerator random(seed);
        for (qsizetype i = 0; i < m_people.size(); ++i) m_rank.push_back(random.generate());
    }
    qsizetype size() const { return m_people.size(); }
    void place(const Unit &unit, QList<PlannedAssignment> *out);

private:
    int pick(const Unit &unit, const std::vector<int> &chosen) const;

    QList<PlanPerson> m_people;
    std::vector<quint32> m_rank;
    std::vector<int> m_shared;   // items shared by each pair, row-major
    std::vector<int> m_partners; // per person: how many others they share an item with
};

int Pool::pick(const Unit &unit, const std::vector<int> &chosen) const
{
    int best = -1;
    std::tuple<int, int, quint32> bestKey;
    for (int p = 0; p < int(m_people.size()); ++p) {
        if (unit.assigned.contains(m_people[p].id) || std::find(chosen.cbegin(), chosen.cend(), p) != chosen.cend()) {
            continue;
        }
        // With nobody chosen yet, prefer whoever has shared with the fewest others (most pairs still to
        // make); then whoever has shared least with those already chosen.
        int shared = chosen.empty() ? m_partners[size_t(p)] : 0;
        for (const int c : chosen) shared += m_shared[size_t(p) * size_t(m_people.size()) + size_t(c)];
        const std::tuple key{m_people[p].load, shared, m_rank[size_t(p)]};
        if (best < 0 || key < bestKey) {
            best = p;
            bestKey = key;
        }
    }
    return best;
}

void Pool::place(const Unit &unit, QList<PlannedAssignment> *out)
{
    std::vector<int> chosen;
    for (int k = 0; k < unit.missing; ++k) {
        const int p = pick(unit, chosen);
        if (p < 0) break; // the caller checked there are enough people
        for (const int c : chosen) {
            int &pc = m_shared[size_t(p) * size_t(m_people.size()) + size_t(c)];
            if (pc == 0) ++m_partners[size_t(p)], ++m_partners[size_t(c)]; // a pair's first shared item
            pc += int(unit.items.size());
            m_shared[size_t(c) * size_t(m_people.size()) + size_t(p)] += int(unit.items.size());
        }
        chosen.push_back(p);
        m_people[p].load += int(unit.items.size());
        for (const PlanItem *item : unit.items) out->append({item->id, m_people[p].id});
    }
}

// Units by condition, in the items' order; a group is one unit wherever its items stand.
std::map<QString, QList<Unit>> unitsByCondition(const QList<PlanItem> &items, int perItem)
{
    std::map<QString, QList<Unit>> units;
    QHash<std::pair<QString, QString>, qsizetype> groupAt;
    for (const PlanItem &item : items) {
        QList<Unit> &pool = units[item.condition];
        const auto key = std::pair{item.condition, item.group};
        if (!item.group.isEmpty() && groupAt.contains(key)) {
            Unit &unit = pool[groupAt.value(key)];
            unit.items << &item;
            unit.assigned.unite(item.assigned);
            continue;
        }
        if (!item.group.isEmpty()) groupAt.insert(key, pool.size());
        pool.append(Unit{{&item}, item.assigned, 0});
    }
    for (auto &[condition, pool] : units) {
        for (Unit &unit : pool) unit.missing = std::max(0, perItem - int(unit.assigned.size()));
    }
    return units;
}

} // namespace

QList<PlannedAssignment> AssignmentPlanner::plan(const QList<PlanItem> &items, const QList<PlanPerson> &people,
                                                 int perItem, quint32 seed, QString *error)
{
    if (perItem < 1) {
        *error = tr("Each item needs at least one annotator (--per-item 1 or more).");
        return {};
    }
    const bool conditions =
        std::any_of(people.cbegin(), people.cend(), [](const PlanPerson &p) { return !p.condition.isEmpty(); });
    QList<PlannedAssignment> out;
    for (auto &[condition, units] : unitsByCondition(items, perItem)) {
        QList<PlanPerson> eligible;
        for (const PlanPerson &person : people) {
            if (!conditions || person.condition == condition) eligible << person;
        }
        const auto needy = std::find_if(units.cbegin(), units.cend(), [&](const Unit &unit) {
            return unit.missing > 0 && unit.missing > eligible.size() - unit.assigned.size();
        });
        if (needy != units.cend()) {
            *error = !conditions
                ? tr("Each item needs %1 annotators, but only %2 can be given it.").arg(perItem).arg(eligible.size())
                : condition.isEmpty()
                ? tr("Items without a condition need %1 annotators each, but only %2 people have no condition.")
                      .arg(perItem)
                      .arg(eligible.size())
                : tr("Items of condition \"%1\" need %2 annotators each, but only %3 people have that condition.")
                      .arg(condition)
                      .arg(perItem)
                      .arg(eligible.size());
            return {};
        }
        std::shuffle(units.begin(), units.end(), std::mt19937(seed)); // which units come first is the seed's
        Pool pool(eligible, seed);
        for (const Unit &unit : std::as_const(units)) pool.place(unit, &out);
    }
    return out;
}

} // namespace Errata
