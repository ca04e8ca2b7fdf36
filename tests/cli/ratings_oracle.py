#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The oracle for errata-cli ratings on OpenMEVA's MANS files, computed from the JSON with Python's standard
# library only: per model, every rater's score of every story; statistics.quantiles(method="inclusive") is
# the linear interpolation errata-cli documents. Prints model<TAB>n<TAB>mean<TAB>min<TAB>q1<TAB>median<TAB>q3<TAB>max.
import json
import statistics
import sys

scores = {}
for name in ("mans_roc.json", "mans_wp.json"):
    with open(f"{sys.argv[1]}/openmeva/{name}", encoding="utf-8") as f:
        for story in json.load(f).values():
            for model, generation in story["gen"].items():
                scores.setdefault(model, []).extend(generation["score"])
for model in sorted(scores):
    values = scores[model]
    q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive")
    print("\t".join(str(v) for v in (model, len(values), statistics.fmean(values), min(values), q1, median, q3,
                                       max(values))))
