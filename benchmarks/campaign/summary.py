#!/usr/bin/env python3
"""Tabulate a campaign run: one row per case, from the runs' --stats-json files.

    summary.py CASES RUNS

CASES is the corpus (cases/<name>/input.c), RUNS the folder the campaign
wrote (RUNS/<name>/out.c, stats.json, log). Tokens are counted here with
a plain regex lexer for C (comments and blanks are not tokens; a string,
a character constant, a number, a name or an operator is one), the same
for the input and the result, so that the numbers do not depend on
whittle's own counting or on files outside the repository.
"""

import json
import os
import re
import sys

C_TOKEN = re.compile(r'''
    (?P<ws>\s+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>L?"(?:\\.|[^"\\\n])*")
  | (?P<char>L?'(?:\\.|[^'\\\n])+')
  | (?P<number>\.?\d(?:[eEpP][+-]|[\w.])*)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<op>\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|\#\#|[^\s])
''', re.S | re.X)


def count_tokens(text):
    return sum(1 for m in C_TOKEN.finditer(text) if m.lastgroup not in ("ws", "comment"))


def tokens_of(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return count_tokens(f.read())
    except OSError:
        return None


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    cases, runs = sys.argv[1:]
    print("| case | tokens before | whittle tokens | tests | seconds | exit |")
    print("|---|---:|---:|---:|---:|---|")
    for name in sorted(os.listdir(cases)):
        if not os.path.isfile(os.path.join(cases, name, "case.toml")):
            continue
        before = tokens_of(os.path.join(cases, name, "input.c"))
        run = os.path.join(runs, name)
        after = tokens_of(os.path.join(run, "out.c"))
        try:
            with open(os.path.join(run, "stats.json")) as f:
                stats = json.load(f)
        except (OSError, ValueError):
            stats = {}
        tests = stats.get("tests_run", "")
        if stats.get("interrupted"):
            status_note = " (stopped at the cap)"
        else:
            status_note = ""
        seconds = stats.get("seconds", stats.get("elapsed_seconds", ""))
        if isinstance(seconds, float):
            seconds = f"{seconds:.1f}"
        # run.sh writes whittle's exit status to RUNS/<name>/exit; a run
        # without it (README's parallel command) is told by its statistics.
        try:
            with open(os.path.join(run, "exit")) as f:
                status = f.read().strip()
        except OSError:
            if not stats:
                status = "not run"
            elif stats.get("error"):
                status = f"error: {stats['error']}"
            else:
                status = "0"
        status += status_note
        fmt = lambda n: "" if n is None or n == "" else f"{n:,}"
        print(f"| {name} | {fmt(before)} | {fmt(after)} | {fmt(tests)} | {seconds} | {status} |")


if __name__ == "__main__":
    main()
