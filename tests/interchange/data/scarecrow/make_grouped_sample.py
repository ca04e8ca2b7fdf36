#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes grouped_sample.csv, a hand-made stand-in for Scarecrow's grouped_data.csv (not available here).

Texts and the fifth annotator's errors are copied from the real thresh.tools conversion
(../shared/data/scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json, which kept only responses[4]);
the other annotators' errors are written by hand below. The CSV is written the way pandas' to_csv writes
the original: minimal quoting, doubled quotes, "\n" line ends, `responses` as str() of a Python list.
Row 99001 is synthetic (an emoji and a line break in the generation). See README.md for the counts.

    python3 make_grouped_sample.py ../../../../../shared/data/scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json
"""
import csv
import json
import sys

KEYS = {"grammar_usage": "Grammar_Usage", "redundant": "Redundant", "off_prompt": "Off-prompt",
        "self_contradiction": "Self-contradiction", "incoherent": "Incoherent",
        "technical_jargon": "Technical_Jargon", "needs_google": "Needs_Google", "bad_math": "Bad_Math",
        "commonsense": "Commonsense", "encyclopedic": "Encyclopedic"}
SEVERITY = {"minor": 1, "somewhat": 2, "a lot": 3}


def u16(text):
    return len(text.encode("utf-16-le")) // 2


def span(text, needle, nth=0):
    """UTF-16 [start, end) of the nth occurrence of needle (what Scarecrow's JS viewer counts)."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(needle, start + 1)
    return [u16(text[:start]), u16(text[:start + len(needle)])]


def err(kind, explanation, severity, text, needle, antecedents=(), nth=0):
    flat = []
    for a in antecedents:
        flat += span(text, a)
    return [kind, explanation, severity] + span(text, needle, nth) + [flat]


def real_fifth(item):
    """The thresh edits back in Scarecrow's shape; the converter had undone only _SEP_ and _QUOTE_."""
    errors = []
    for edit in item["edits"]:
        pairs = edit["output_idx"]
        note = edit["annotation"]
        explanation = note["explanation"].replace(",", "_SEP_").replace('"', "_QUOTE_")
        antecedent = [offset for pair in pairs[1:] for offset in pair]
        errors.append([KEYS[edit["category"]], explanation, SEVERITY[note[edit["category"] + "_type"]],
                       pairs[0][0], pairs[0][1], antecedent])
    return errors


def responses(gid, t, fifth):
    if gid == "10002":
        return [[err("Commonsense", "Apple wouldn't copy a Lincoln Navigator", 2, t, "Lincoln Navigator,")],
                [],
                [err("Needs_Google", "Did the FT report this_SEP_ really?", 1, t, "the Financial Times,"),
                 err("Off-prompt", "WWDC has nothing to do with the car", 3, t, "WWDC 2015")],
                [],
                fifth,
                [err("Encyclopedic", "_QUOTE_Burberry_QUOTE_ is a fashion house", 3, t, "Burberry’s")],
                [],
                [err("Grammar_Usage", "Missing article _LEFT_a_RIGHT_", 1, t, "building the CarPlay")],
                [err("Technical_Jargon", "Jargon_NEWLINE_for most readers", 1, t, "CarPlay-specific testing track,")],
                []]
    if gid == "10010":
        return [[err("Redundant", "Says the same thing twice", 2, t, "but this research suggests otherwise.",
                     ["is contrary to the typical notion"])],
                [],
                [err("Self-contradiction", "rare or not rare?", 3, t,
                     "a small percentage of the population, are born with an ability that is extra-ordinary,",
                     ["some people are able to recall situations after looking at an image for only a few seconds"])],
                [err("Needs_Google", "Who is Dr. Kröger?", 1, t, "Dr. Hannes Kröger.")],
                fifth]
    if gid == "99001":
        return [[err("Redundant", "Says it twice_NEWLINE_(see line 1)", 2, t, "sat on the mat again",
                     ["sat on the mat."])],
                [],
                [err("Incoherent", "A cat emoji in C:\\cats\\ mid-sentence\tand a tab", 1, t, "🐈 sat", nth=1)]]
    if gid == "20007":
        return [[],
                [err("Grammar_Usage", "missing 'a' before _QUOTE_high_QUOTE_", 1, t, "\u00a0I'm high school teacher.")],
                [],
                [err("Incoherent", "yours what?", 2, t, "all because of yours.")],
                fifth,
                [],
                [err("Off-prompt", "Nothing about gratitude letters", 3, t, "\u00a0How many days")]]
    if gid == "20015":
        return [[err("Grammar_Usage", "Extraneous _QUOTE_", 1, t, 'alike."')],
                [err("Incoherent", "Starts with an invisible mark", 1, t, "\u202aStill,")],
                [],
                [],
                fifth]
    if gid == "20028":
        return [[err("Self-contradiction", "already in the hospital", 2, t,
                     t[12:144], [t[16:53], t[125:144]])],
                [],
                [err("Commonsense", "hospitals don't kill patients", 3, t, "gave him a lethal dose of fentanyl.")],
                [err("Encyclopedic", "War and Peace is by Tolstoy_SEP_ 1869", 3, t, "13th century")],
                fifth,
                []]
    if gid == "20032":
        return [[],
                [err("Needs_Google", "Is Fink BlackRock's CEO?", 1, t, "Laurence D. Fink, BlackRock’s chief executive,")],
                [],
                [],
                fifth,
                [err("Grammar_Usage", "Starts with _QUOTE_But_QUOTE_", 1, t, "But crucial")]]
    raise KeyError(gid)


SYNTHETIC = {"metadata": {"gid": "99001", "model": "gpt3", "p": "0.96", "temperature": "1.0",
                          "frequency_penalty": "0"},
             "source": 'A "synthetic" row, for the test: not from Scarecrow.',
             "target": "The cat 🐈 sat on the mat.\nThen the cat 🐈 sat on the mat again, twice.",
             "edits": []}


def main(path):
    items = {item["metadata"]["gid"]: item for item in json.load(open(path, encoding="utf-8"))}
    items["99001"] = SYNTHETIC
    order = ["10002", "10010", "99001", "20007", "20015", "20028", "20032"]
    with open("grouped_sample.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["id", "gid", "prompt", "generation", "model", "p", "temperature", "frequency_penalty",
                         "responses"])
        for row, gid in enumerate(order):
            item = items[gid]
            meta = item["metadata"]
            text = item["target"]
            writer.writerow([row, gid, item["source"], text, meta["model"], meta["p"], meta["temperature"],
                             meta["frequency_penalty"], str(responses(gid, text, real_fifth(item)))])


if __name__ == "__main__":
    main(sys.argv[1])
