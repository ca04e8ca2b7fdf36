#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The oracle of metricscli_test: reads OpenMEVA's MANS files directly (nothing of Errata), writes a
# metric (the story's length in words) as errata's metric CSV, and the correlations scipy computes
# between it and each story's mean rating: overall, per dataset and per model.
import json, sys
from scipy import stats

data, out = sys.argv[1], sys.argv[2]
pairs = {}  # group -> (metric values, mean ratings)
reasonable = {}  # dataset -> stories with a mean rating above 4
with open(out + "/length.csv", "w") as csv:
    csv.write("item,metric,score\n")
    for dataset in ("mans_roc", "mans_wp"):
        stories = json.load(open(f"{data}/openmeva/{dataset}.json", encoding="utf-8"))
        for sid, story in stories.items():
            for model, generation in story["gen"].items():
                length = len(generation["text"].split())
                csv.write(f"openmeva:{dataset}:{sid}:{model},length,{length}\n")
                rating = sum(generation["score"]) / len(generation["score"])
                # OpenMEVA §4.2: a story rated above 4 on average is "reasonable".
                reasonable[dataset] = reasonable.get(dataset, 0) + (rating > 4)
                for group in ("(all)", "dataset=" + dataset, "model=" + model):
                    pairs.setdefault(group, ([], []))
                    pairs[group][0].append(length)
                    pairs[group][1].append(rating)
expected = {}
for group, (x, y) in pairs.items():
    r = stats.pearsonr(x, y)
    rho = stats.spearmanr(x, y)
    tau = stats.kendalltau(x, y, variant="b", method="asymptotic")
    expected[group] = {"n": len(x), "pearson": [r[0], r[1]], "spearman": [rho[0], rho[1]],
                       "kendall": [tau[0], tau[1]]}
expected["reasonable"] = reasonable
json.dump(expected, open(out + "/expected.json", "w"), indent=1)
