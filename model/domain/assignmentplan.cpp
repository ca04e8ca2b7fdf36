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
    void place(const Unit &unit);
    void joinUnsharedPairs();
    void writeTo(QList<PlannedAssignment> *out) const;

private:
    struct Placed
    {
        const Unit *unit;
        std::vector<int> people; // pool indices, all placed by this plan
    };
    int pick(const Unit &unit, const std::vector<int> &chosen) const;
    int &shared(int a, int b) { return m_shared[size_t(a) * size_t(m_people.size()) + size_t(b)]; }
    void share(int a, int b, int items);
    bool tryJoin(int a, int b);
    bool trySwap(Placed &u, int x, Placed &v, int b);

    QList<PlanPerson> m_people;
    std::vector<quint32> m_rank;
    std::vector<int> m_shared;   // items shared by each pair, row-major
    std::vector<int> m_partners; // per person: how many others they share an item with
    std::vector<Placed> m_placed;
    std::vector<std::vector<size_t>> m_placedWith; // per person: the placed units that hold them
    int m_sharingPairs = 0;                        // pairs that share at least one item
    qint64 m_budget = 2'000'000;                   // swap evaluations the repair may spend
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
        int sharedWith = chosen.empty() ? m_partners[size_t(p)] : 0;
        for (const int c : chosen) sharedWith += m_shared[size_t(p) * size_t(m_people.size()) + size_t(c)];
        const std::tuple key{m_people[p].load, sharedWith, m_rank[size_t(p)]};
        if (best < 0 || key < bestKey) {
            best = p;
            bestKey = key;
        }
    }
    return best;
}

void Pool::share(int a, int b, int items)
{
    const bool before = shared(a, b) > 0;
    shared(a, b) += items;
    shared(b, a) += items;
    const bool after = shared(a, b) > 0;
    if (before != after) {
        m_partners[size_t(a)] += after ? 1 : -1;
        m_partners[size_t(b)] += after ? 1 : -1;
        m_sharingPairs += after ? 1 : -1;
    }
}

void Pool::place(const Unit &unit)
{
    std::vector<int> chosen;
    for (int k = 0; k < unit.missing; ++k) {
        const int p = pick(unit, chosen);
        if (p < 0) break; // the caller checked there are enough people
        for (const int c : chosen) share(p, c, int(unit.items.size()));
        chosen.push_back(p);
        m_people[p].load += int(unit.items.size());
    }
    if (m_placedWith.empty()) m_placedWith.resize(size_t(m_people.size()));
    for (const int p : chosen) m_placedWith[size_t(p)].push_back(m_placed.size());
    m_placed.push_back({&unit, std::move(chosen)});
}

// The greedy plan leaves some pairs unshared when items are few for the pairs (as many items as pairs,
// K = 2: about three pairs in four). The repair swaps two people between two units of the same size,
// which leaves every load as it was, whenever that makes more pairs share an item: for an unshared
// pair (a, b), b joins a unit of a's in place of someone x, who takes b's place in a unit of b's.
void Pool::joinUnsharedPairs()
{
    for (int pass = 0; pass < 8 && m_budget > 0; ++pass) {
        bool improved = false;
        for (int a = 0; a < int(m_people.size()); ++a) {
            for (int b = a + 1; b < int(m_people.size()); ++b) {
                if (shared(a, b) == 0 && tryJoin(a, b)) improved = true;
            }
        }
        if (!improved) return;
    }
}

bool Pool::tryJoin(int a, int b)
{
    for (const size_t ui : m_placedWith[size_t(a)]) {
        for (const size_t vi : m_placedWith[size_t(b)]) {
            Placed &u = m_placed[ui];
            Placed &v = m_placed[vi];
            if (ui == vi || u.unit->items.size() != v.unit->items.size()) continue;
            for (const int x : u.people) {
                if (x != a && --m_budget > 0 && trySwap(u, x, v, b)) return true;
            }
        }
    }
    return false;
}

// Swaps x (in u) and b (in v) when neither is in the other unit and more pairs share items after.
bool Pool::trySwap(Placed &u, int x, Placed &v, int b)
{
    const auto holds = [this](const Placed &unit, int p) {
        return std::find(unit.people.cbegin(), unit.people.cend(), p) != unit.people.cend()
            || unit.unit->assigned.contains(m_people[p].id);
    };
    if (holds(u, b) || holds(v, x)) return false;
    const int items = int(u.unit->items.size());
    const auto move = [&](Placed &unit, int out, int in) {
        for (const int y : unit.people) {
            if (y != out) share(out, y, -items);
        }
        *std::find(unit.people.begin(), unit.people.end(), out) = in;
        for (const int y : unit.people) {
            if (y != in) share(in, y, items);
        }
    };
    const int before = m_sharingPairs;
    move(u, x, b); // b into u
    move(v, b, x); // x into v
    if (m_sharingPairs > before) {
        auto &ofB = m_placedWith[size_t(b)], &ofX = m_placedWith[size_t(x)];
        const size_t ui = size_t(&u - m_placed.data()), vi = size_t(&v - m_placed.data());
        *std::find(ofB.begin(), ofB.end(), vi) = ui;
        *std::find(ofX.begin(), ofX.end(), ui) = vi;
        return true;
    }
    move(v, x, b); // undo
    move(u, b, x);
    return false;
}

void Pool::writeTo(QList<PlannedAssignment> *out) const
{
    for (const Placed &placed : m_placed) {
        for (const int p : placed.people) {
            for (const PlanItem *item : placed.unit->items) out->append({item->id, m_people[p].id});
        }
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
        for (const Unit &unit : std::as_const(units)) pool.place(unit);
        pool.joinUnsharedPairs();
        pool.writeTo(&out);
    }
    return out;
}

} // namespace Errata
