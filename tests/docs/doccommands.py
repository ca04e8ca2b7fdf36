#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The docs' commands run (issue 48): README.md and docs/*.md cannot drift from the programs again.

Conventions (README.md says them in short, under "errata-cli"):
- Every line of a fenced code block that starts with `errata-cli` (or `errata`, the window) is a command;
  a trailing `\\` continues it on the next line, ` # …` is a comment, and ` ; ` separates two commands.
- The commands of a file run in order, each with exit status 0, in a scratch folder of their own that
  holds the files the docs name (FIXTURES below); so study.md's `init study.errata` makes the project
  its later commands use.
- A block preceded by `<!-- doc-commands: not run (reason) -->` is a synopsis (`[--option]`, `a|b`,
  placeholders) or needs what a test folder lacks (a server, the shared data): it is not run, but its
  options are still checked.
- Every `--option` of every errata-cli command in the docs, fenced or `inline`, must be one that
  `errata-cli --help` lists; every option of the window (`errata …`) one that `errata --help` lists.
A failure names the file and line.

Usage: doccommands.py SOURCE_DIR ERRATA_CLI ERRATA_APP
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

NOT_RUN = re.compile(r"<!--\s*doc-commands:\s*not run\b")
COMMAND = re.compile(r"^\s*(?:\$\s+)?(errata-cli|errata)(\s|$)")
INLINE = re.compile(r"`((?:errata-cli|errata)\s[^`]*)`")
OPTION = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)")

# The files the docs' runnable commands read, written into each scratch folder.
FIXTURES = {
    "texts.csv": "id,prompt,text,model,topic\n"
    "story-01,Write about rain.,Rain fell all day and the streets shone.,gpt2,weather\n"
    "story-02,Write about rain.,\"It rained, and rained, and rained.\",gpt3,weather\n"
    "story-03,Write about cats.,The cat slept on the warm stone.,gpt2,animals\n"
    "story-04,Write about cats.,A cat is a small dog that cannot bark.,gpt3,animals\n",
    "more.jsonl": '{"id": "story-05", "prompt": "Write about the sea.", "text": "The sea was calm.", "model": "gpt2"}\n'
    '{"id": "story-06", "prompt": "Write about the sea.", "text": "Waves, waves, waves.", "model": "gpt3"}\n',
    "story-17.txt": "A text of its own, read whole.\n",
    "story-18.txt": "Another text, also read whole.\n",
    "gemba.jsonl": '{"item": "story-01", "spans": [{"begin": 0, "end": 4, "type": "Grammar_Usage", "severity": "1"}]}\n',
}


def commands(path):
    """(line, text, runnable) for every errata/errata-cli command of a Markdown file."""
    out = []
    lines = open(path, encoding="utf-8").read().split("\n")
    fence, runnable, pending = None, True, None
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            if fence is None:
                fence = line
                previous = next((lines[i] for i in range(number - 2, -1, -1) if lines[i].strip()), "")
                runnable = not NOT_RUN.search(previous)
            else:
                fence = None
            continue
        if fence is None:
            for inline in INLINE.findall(line):
                out.append((number, inline, False))
            continue
        if pending is not None:
            start, text = pending
            text += " " + line.strip()
        elif COMMAND.match(line):
            start, text = number, line.strip()
        else:
            continue
        if text.endswith("\\"):
            pending = (start, text[:-1].rstrip())
            continue
        pending = None
        for part in split_commands(strip_comment(text)):
            out.append((start, part, runnable))
    return out


def strip_comment(text):
    """The command without a trailing ` # comment` (a # outside quotes, after a space)."""
    quote = None
    for i, c in enumerate(text):
        if quote:
            quote = None if c == quote else quote
        elif c in "\"'":
            quote = c
        elif c == "#" and i > 0 and text[i - 1].isspace():
            return text[:i].rstrip()
    return text


def split_commands(text):
    parts = [p.strip() for p in re.split(r"\s;\s", text)]
    return [re.sub(r"^\$\s+", "", p) for p in parts if COMMAND.match(p)]


def help_options(program):
    run = subprocess.run([program, "--help"], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    return set(OPTION.findall(run.stdout + run.stderr))


def main():
    source, cli, app = (os.path.abspath(a) for a in sys.argv[1:4])
    known = {"errata-cli": help_options(cli), "errata": help_options(app)}
    known["errata-cli"] |= {"--help", "--version"}
    known["errata"] |= {"--help", "--version"}
    failures, ran = [], 0
    files = ["README.md"] + sorted(
        os.path.join("docs", f) for f in os.listdir(os.path.join(source, "docs")) if f.endswith(".md"))
    for name in files:
        found = commands(os.path.join(source, name))
        for line, text, _ in found:
            program = text.split()[0]
            for option in OPTION.findall(text.split(" ", 1)[1] if " " in text else ""):
                if option.split("=")[0] not in known[program]:
                    failures.append(f"{name}:{line}: {program} has no option {option}: {text}")
        runnable = [(line, text) for line, text, run in found if run]
        if not runnable:
            continue
        with tempfile.TemporaryDirectory(prefix="errata doc ") as folder:
            for fixture, content in FIXTURES.items():
                with open(os.path.join(folder, fixture), "w", encoding="utf-8") as f:
                    f.write(content)
            for line, text in runnable:
                words = shlex.split(text)
                if words[0] != "errata-cli":
                    failures.append(f"{name}:{line}: the window cannot run in a test; mark the block not run: {text}")
                    continue
                run = subprocess.run([cli] + words[1:], cwd=folder, capture_output=True, text=True, timeout=300,
                                     env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
                ran += 1
                if run.returncode != 0:
                    failures.append(f"{name}:{line}: exit status {run.returncode}: {text}\n    {run.stderr.strip()}")
    print(f"{ran} documented commands run")
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
