#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The oracle of significancecli_test: reads the WMT23 en-de MQM TSV directly (nothing of Errata) and
# computes with scipy and numpy what errata-cli significance, raters, anova and stats --normalise z print;
# writes a small MQM file of two systems whose exact permutation and bootstrap p-values it enumerates.
import itertools, json, sys
from collections import defaultdict
import numpy as np
from scipy import stats

data, out = sys.argv[1], sys.argv[2]
path = data + "/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"


def weight(category, severity):  # Google's weights (data README §6.7)
    if category.startswith("Non-translation") and severity in ("Major", "Minor"):
        return 25.0
    if severity == "Major":
        return 5.0
    if severity == "Minor":
        return 0.1 if category == "Fluency/Punctuation" else 1.0
    return 0.0


rating = defaultdict(float)  # (system, segment, rater) -> penalty
doc_of = {}
with open(path, encoding="utf-8") as f:
    next(f)
    for line in f:
        system, doc, _, seg, rater, _, _, category, severity = line.rstrip("\n").split("\t")[:9]
        if severity == "HOTW-test":
            continue
        rating[(system, seg, rater)] += weight(category, severity)
        doc_of[seg] = doc


def item_values(ratings):
    per_item = defaultdict(list)
    for (system, seg, rater), value in ratings.items():
        per_item[(system, seg)].append(value)
    return {key: float(np.mean(v)) for key, v in per_item.items()}


def by_system(items):
    systems = defaultdict(dict)
    for (system, seg), value in items.items():
        systems[system][seg] = value
    return systems


def cohens_d(a, b):
    a, b = np.asarray(a), np.asarray(b)
    pooled = np.sqrt(((len(a) - 1) * a.var(ddof=1) + (len(b) - 1) * b.var(ddof=1)) / (len(a) + len(b) - 2))
    return float((a.mean() - b.mean()) / pooled)


items = item_values(rating)
systems = by_system(items)
expected = {"pairs": {}}
for s, t in itertools.permutations(sorted(systems), 2):
    shared = sorted(set(systems[s]) & set(systems[t]), key=int)
    a = [systems[s][k] for k in shared]
    b = [systems[t][k] for k in shared]
    d = np.subtract(a, b)
    nonzero = np.abs(d[d != 0])
    exact = len(nonzero) == len(d) and len(set(nonzero)) == len(nonzero) and len(d) <= 50
    w = stats.wilcoxon(a, b, method="exact" if exact else "approx")
    allA, allB = list(systems[s].values()), list(systems[t].values())
    u = stats.mannwhitneyu(allA, allB)
    expected["pairs"][s + "|" + t] = {
        "n": len(shared), "mean_a": float(np.mean(a)), "mean_b": float(np.mean(b)),
        "wilcoxon": [float(w.statistic), float(w.pvalue)], "d_paired": cohens_d(a, b),
        "mannwhitney": [float(u.statistic), float(u.pvalue)], "d_unpaired": cohens_d(allA, allB)}

groups = defaultdict(list)
for (system, seg), value in items.items():
    groups[doc_of[seg]].append(value)
f = stats.f_oneway(*groups.values())
expected["anova_doc"] = {"groups": len(groups), "items": len(items), "f": float(f.statistic), "p": float(f.pvalue)}

raters = sorted({r for (_, _, r) in rating})
expected["raters"] = {}
for r in raters:
    own = {(s, g): v for (s, g, q), v in rating.items() if q == r}
    others = item_values({k: v for k, v in rating.items() if k[2] != r})
    # System means to 9 decimals: means that differ only by rounding are a tie (as Errata ranks them).
    mine = {s: round(float(np.mean(list(v.values()))), 9) for s, v in by_system(own).items()}
    theirs = {s: round(float(np.mean(list(v.values()))), 9) for s, v in by_system(others).items()}
    common = sorted(set(mine) & set(theirs))
    x, y = [mine[s] for s in common], [theirs[s] for s in common]
    values = list(own.values())
    expected["raters"][r] = {"items": len(values), "mean": float(np.mean(values)),
                             "sd": float(np.std(values, ddof=1)), "systems": len(common),
                             "kendall": float(stats.kendalltau(x, y, variant="b")[0]),
                             "spearman": float(stats.spearmanr(x, y)[0])}

# WMT's z-scores: each rater's ratings standardised with their own mean and SD (n - 1), then as above.
z = {}
for r in raters:
    keys = [k for k in rating if k[2] == r]
    v = np.array([rating[k] for k in keys])
    sd = v.std(ddof=1)
    for k, x in zip(keys, v):
        z[k] = float((x - v.mean()) / sd) if sd > 0 else 0.0
expected["z_means"] = {s: float(np.mean(list(v.values()))) for s, v in by_system(item_values(z)).items()}

# A small file: systems A and B on ten segments, one rater, A's and B's minor errors per segment. The
# exact permutation p enumerates all 2^10 sign flips of the differences; the exact bootstrap p convolves
# the ten draws' distribution (in whole error counts, so the sums are exact).
a_errors = [3, 0, 2, 5, 1, 4, 0, 2, 6, 1]
b_errors = [1, 1, 0, 2, 1, 0, 2, 0, 1, 0]
with open(out + "/small.tsv", "w", encoding="utf-8") as small:
    small.write("system\tdoc\tdocSegId\tglobalSegId\trater\tsource\ttarget\tcategory\tseverity\tmetadata\n")
    for system, errors in (("A", a_errors), ("B", b_errors)):
        for seg, count in enumerate(errors, start=1):
            rows = [("<v>Das</v> ist gut", "Fluency/Grammar", "Minor")] * count or [("Das ist gut", "No-error",
                                                                                    "No-error")]
            for target, category, severity in rows:
                small.write(f"{system}\td1\t{seg}\t{seg}\trater1\tThat is good\t{target}\t{category}\t{severity}\t{{}}\n")
d = [x - y for x, y in zip(a_errors, b_errors)]
observed = abs(sum(d))
flips = [abs(sum(s * x for s, x in zip(signs, d))) for signs in itertools.product((1, -1), repeat=len(d))]
expected["small_exact_permutation_p"] = sum(f >= observed for f in flips) / len(flips)
sums = {0: 1}
for _ in d:  # the distribution of Σ d* over n draws with replacement
    step = defaultdict(int)
    for total, ways in sums.items():
        for x in d:
            step[total + x] += ways
    sums = step
n, total = len(d), sum(d)
# |Δ* − Δ| ≥ |Δ| with Δ = total / n: |S* − total| ≥ |total| in whole numbers.
expected["small_exact_bootstrap_p"] = sum(w for s, w in sums.items() if abs(s - total) >= abs(total)) / n ** n
json.dump(expected, open(out + "/significance.json", "w"), indent=1)
