#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The oracle of pairwindowscli_test (OpenMEVA's Figure 2): reads OpenMEVA's MANS files directly (nothing
# of Errata), writes two metrics as errata's metric CSV (a story's length in words, and its unigram F1
# against the human-written reference), and, with numpy, for every pair of stories the difference of
# their mean ratings and of the metric, binned into equal windows of the rating difference.
import json, sys
from collections import Counter
import numpy as np

data, out = sys.argv[1], sys.argv[2]


def unigram_f1(text, reference):
    a, b = Counter(text.lower().split()), Counter(reference.lower().split())
    common = sum((a & b).values())
    if common == 0:
        return 0.0
    p, r = common / sum(a.values()), common / sum(b.values())
    return 2 * p * r / (p + r)


stories = []  # (dataset, story id, mean rating, length, unigram F1)
with open(out + "/metrics.csv", "w") as csv:
    csv.write("item,metric,score\n")
    for dataset in ("mans_roc", "mans_wp"):
        for sid, story in json.load(open(f"{data}/openmeva/{dataset}.json", encoding="utf-8")).items():
            for model, generation in story["gen"].items():
                item = f"openmeva:{dataset}:{sid}:{model}"
                length = len(generation["text"].split())
                f1 = unigram_f1(generation["text"], story["gold_response"])
                csv.write(f"{item},length,{length}\n{item},unigram_f1,{f1!r}\n")
                stories.append((dataset, sid, np.mean(generation["score"]), length, f1))


def windows(groups, n):
    """groups: lists of (human, metric); every pair within a group, in n windows of |Δh|."""
    dh, dm = [], []
    for group in groups:
        h, m = np.array([g[0] for g in group]), np.array([g[1] for g in group])
        i, j = np.triu_indices(len(h), 1)
        dh.append(h[j] - h[i])
        dm.append(m[j] - m[i])
    dh, dm = np.concatenate(dh), np.concatenate(dm)
    keep = dh != 0
    dh, dm = dh[keep], dm[keep]
    oriented = dm * np.sign(dh)
    gap = np.abs(dh)
    width = max(max(g[0] for g in group) - min(g[0] for g in group) for group in groups) / n
    index = np.clip(np.ceil(gap / width - 1e-9).astype(int) - 1, 0, n - 1)
    result = []
    for w in range(n):
        sel = index == w
        result.append({"pairs": int(sel.sum()), "correct": int((oriented[sel] > 0).sum()),
                       "ties": int((oriented[sel] == 0).sum()),
                       "mean_human": float(gap[sel].mean()) if sel.any() else None,
                       "mean_metric": float(oriented[sel].mean()) if sel.any() else None})
    return result


everything = [[(s[2], s[3]) for s in stories]]
by_prompt = {}
for s in stories:
    if s[0] == "mans_roc":
        by_prompt.setdefault(s[1], []).append((s[2], s[4]))
expected = {"length_all_5": windows(everything, 5), "unigram_f1_roc_by_prompt_4": windows(list(by_prompt.values()), 4)}
json.dump(expected, open(out + "/pairwindows.json", "w"), indent=1)
