#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a researcher would write instead of `errata-cli stats --measure mqm --by system` and
`errata-cli agreement --unit char --level 1`, with pandas and numpy (Debian's python3-pandas): the MQM
score of every system and category over the annotations (mean and SD, no bootstrap intervals), and
Krippendorff's alpha of each top-level category with every character of the target as a unit.
A yardstick for docs/performance.md ("The batch side"), not a test: run it on the WMT23 file and time both.

    /usr/bin/python3 bench/mqm_pandas.py ../shared/data/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv
"""
import sys
import time

import numpy as np
import pandas as pd

WEIGHTS = {"major": 5.0, "minor": 1.0, "neutral": 0.0, "critical": 25.0}


def weight(category, severity):
    severity = severity.lower()
    if category.lower().startswith("non-translation"):
        return 25.0
    if severity == "minor" and category.lower().startswith("fluency/punctuation"):
        return 0.1
    return WEIGHTS.get(severity, 0.0)


def span_of(target):
    """Character offsets of the <v>…</v> span in the target with the markers taken out, or None."""
    begin = target.find("<v>")
    end = target.find("</v>")
    if begin < 0 or end < begin:
        return None
    return begin, end - 3


def scores(rows):
    errors = rows[rows["category"].str.lower() != "no-error"].copy()
    errors["weight"] = [weight(c, s) for c, s in zip(errors["category"], errors["severity"])]
    annotations = rows[["system", "globalSegId", "rater"]].drop_duplicates()
    per = errors.groupby(["system", "category", "globalSegId", "rater"])["weight"].sum().reset_index()
    out = []
    for (system, category), group in per.groupby(["system", "category"]):
        ours = annotations[annotations["system"] == system]
        merged = ours.merge(group, on=["system", "globalSegId", "rater"], how="left").fillna({"weight": 0.0})
        out.append((system, category, merged["weight"].mean(), merged["weight"].std(ddof=1), len(merged)))
    return pd.DataFrame(out, columns=["system", "type", "mean", "sd", "annotations"])


def alpha(rows):
    rows = rows.assign(level1=rows["category"].str.split("/").str[0])
    categories = sorted(c for c in rows["level1"].unique() if c.lower() != "no-error")
    found = {c: np.zeros(4) for c in categories}  # o00, o01+o10, o11 coincidences; units
    for _, item in rows.groupby(["system", "globalSegId"]):
        text = item["target"].iloc[0].replace("<v>", "").replace("</v>", "")
        raters = sorted(item["rater"].unique())
        if len(raters) < 2:
            continue
        covered = {c: np.zeros((len(raters), len(text)), dtype=bool) for c in categories}
        for r, rater in enumerate(raters):
            for target, level1 in item.loc[item["rater"] == rater, ["target", "level1"]].itertuples(index=False):
                span = span_of(target)
                if span and level1 in covered:
                    covered[level1][r, span[0]:span[1]] = True
        m = len(raters)
        for c in categories:
            ones = covered[c].sum(axis=0)
            zeros = m - ones
            found[c] += [np.sum(zeros * (zeros - 1)) / (m - 1), np.sum(2 * zeros * ones) / (m - 1),
                         np.sum(ones * (ones - 1)) / (m - 1), len(text)]
    out = []
    for c in categories:
        o00, o01, o11, _ = found[c]
        n0, n1 = o00 + o01 / 2, o11 + o01 / 2
        n = n0 + n1
        expected = 2 * n0 * n1 / (n * (n - 1)) if n > 1 else 0.0
        out.append((c, 1 - (o01 / n) / expected if expected > 0 else float("nan")))
    return pd.DataFrame(out, columns=["type", "alpha pooled"])


def main():
    start = time.perf_counter()
    rows = pd.read_csv(sys.argv[1], sep="\t", dtype=str, keep_default_na=False, quoting=3)
    table = scores(rows)
    agreement = alpha(rows)
    took = time.perf_counter() - start
    print(table.head(8).to_string(index=False))
    print(agreement.to_string(index=False))
    print(f"{len(table)} scores, {len(agreement)} alphas in {took:.2f} s")


if __name__ == "__main__":
    main()
