#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Load on `errata-cli serve` (issue #46): N simulated annotators, each signed in by their own link, each adding
and deleting spans on their own items at a set pace, all at once, against one project file on loopback. Prints the
round trip of an edit (POST until its answer, which comes after the edit is in the file) as p50, p99 and max, then
checks the file against the log of what was acknowledged: every acknowledged span there, nothing else. Bounded:
it stops after --edits edits per annotator.

Usage: webload.py ERRATA_CLI [--annotators 100] [--edits 40] [--interval 0.25]"""
import argparse
import csv
import http.client
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

COORDINATOR = "Cora Coord"


def cli(program, *args):
    done = subprocess.run([program, *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"errata-cli {' '.join(args[:2])}: {done.stderr}")
    return done.stdout


def make_study(program, folder, annotators):
    project = os.path.join(folder, "load.errata")
    items = os.path.join(folder, "items.jsonl")
    with open(items, "w", encoding="utf-8") as out:
        for number in range(annotators * 2):
            text = f"Item {number}: the quick brown fox jumps over the lazy dog and runs far away into the woods."
            out.write(json.dumps({"id": f"load-{number}", "prompt": "Write a line.", "text": text}) + "\n")
    cli(program, "init", project, "--blind", "on", "--coordinator", COORDINATOR)
    names = [f"Annotator {n:03d}" for n in range(annotators)]
    cli(program, "people", "add", project, *names, "--as", COORDINATOR)
    cli(program, "items", "add", project, "--format", "jsonl", items, "--as", COORDINATOR)
    cli(program, "assign", project, "--per-item", "1", "--as", COORDINATOR)
    tokens = {name: cli(program, "links", project, "--make", name, "--as", COORDINATOR).strip().split("#t=")[1]
              for name in names}
    return project, tokens


class Annotator(threading.Thread):
    def __init__(self, port, token, edits, interval):
        super().__init__()
        self.port, self.token, self.edits, self.interval = port, token, edits, interval
        self.times, self.kept, self.failures = [], 0, []

    def request(self, connection, method, path, body=None, headers=None):
        connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.getheader("Set-Cookie"), json.loads(response.read() or b"{}")

    def run(self):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        for _ in range(20):  # sign-ins share one allowance (docs/web.md): a crowd arriving at once waits its turn
            status, cookie, session = self.request(connection, "POST", "/api/signin", {"token": self.token},
                                                   {"Content-Type": "application/json"})
            if status != 429:
                break
            time.sleep(1)
        if status != 200:
            self.failures.append(f"sign-in {status}")
            return
        headers = {"Content-Type": "application/json", "X-CSRF-Token": session["csrf"],
                   "Cookie": cookie.split(";")[0]}
        last = None
        for edit in range(self.edits):
            start = time.perf_counter()
            if last is not None and edit % 3 == 2:  # every third edit deletes the span just added
                status, _, item = self.request(connection, "POST", f"/api/items/1/spans/{last}/delete", {}, headers)
            else:
                word = 5 * (edit % 8)
                status, _, item = self.request(connection, "POST", "/api/items/1/spans",
                                               {"begin": word, "end": word + 2, "type": "Incoherent"}, headers)
            self.times.append(time.perf_counter() - start)
            if status != 200:
                self.failures.append(f"edit {edit}: {status} {item.get('error')}")
                continue
            spans = item["spans"]
            self.kept = len(spans)
            last = spans[-1]["id"] if spans and edit % 3 != 2 else None
            time.sleep(self.interval)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cli")
    parser.add_argument("--annotators", type=int, default=100)
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--interval", type=float, default=0.25, help="seconds each annotator waits between edits")
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="errata-webload-")
    project, tokens = make_study(options.cli, folder, options.annotators)
    server = subprocess.Popen([options.cli, "serve", project, "--listen", "127.0.0.1:0"], stdout=subprocess.PIPE,
                              text=True)
    port = int(server.stdout.readline().split("http://127.0.0.1:")[1].split("/")[0])
    annotators = [Annotator(port, token, options.edits, options.interval) for token in tokens.values()]
    began = time.perf_counter()
    for annotator in annotators:
        annotator.start()
    for annotator in annotators:
        annotator.join()
    elapsed = time.perf_counter() - began
    server.terminate()
    server.wait(timeout=30)
    times = [t for a in annotators for t in a.times]  # sign-ins not counted: edits only
    failures = [f for a in annotators for f in a.failures]
    print(f"{options.annotators} annotators, {len(times)} edits in {elapsed:.1f} s "
          f"({len(times) / elapsed:.0f} edits/s); failures: {len(failures)} {failures[:3]}")
    print(f"edit round trip: p50 {1000 * statistics.median(times):.1f} ms, p99 {1000 * percentile(times, 0.99):.1f} ms,"
          f" max {1000 * max(times):.1f} ms")
    rows = list(csv.DictReader(io.StringIO(cli(options.cli, "export", project, "--format", "spans-csv", "-o", "-",
                                                  "--as", COORDINATOR))))
    acknowledged = sum(a.kept for a in annotators)
    print(f"spans in the file: {len(rows)}; kept by the acknowledged edits: {acknowledged}")
    return 0 if len(rows) == acknowledged and not failures else 1


if __name__ == "__main__":
    sys.exit(main())
