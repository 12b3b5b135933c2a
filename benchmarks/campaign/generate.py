#!/usr/bin/env python3
"""Build the campaign corpus: Csmith programs that crash sdcc, one per crash signature.

    generate.py --seeds 1000000-1000299 [--profile scalars|aggregates] [--jobs 2] [--timeout 10] [--out DIR]
    generate.py --from-cases [--out DIR]

The first form runs Csmith over the seeds, preprocesses each program with
sdcc's own preprocessor (so that the input embeds sdcc's headers and
Csmith's helpers, and needs no -I), compiles it with sdcc for one port
of each code generator, groups the crashes by signature and writes one
case folder per signature (the smallest program that shows it; the
lowest seed on a tie) under DIR (default: cases/ beside this script):
input.c, test.sh and case.toml.
A signature already in DIR is replaced only by a smaller program. Every
kept case is checked with its own test.sh (three passes on the input, a
failure on an empty file and on `int main(){return 0;}`).

The second form rebuilds every input.c from the seed recorded in its
case.toml (the inputs are not in the repository) and checks that it is
the same file (its sha256).

Seeds below 1,000,000 are refused: they are kept for held-out cases.
Needs csmith and libcsmith-dev (Debian), sdcc; python3 3.11 or newer.
"""

import argparse
import hashlib
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib

MIN_SEED = 1_000_000
# Csmith's options by profile: "scalars" leaves out structs, unions and
# bitfields (small programs that sdcc compiles quickly); "aggregates"
# keeps them, for the crashes that need a member access (`g_103.f5`).
PROFILES = {
    "scalars": ["--no-bitfields", "--no-structs", "--no-unions", "--no-longlong", "--max-funcs", "4"],
    "aggregates": ["--no-longlong", "--max-funcs", "4"],
}
# One port per code generator (sdcc's src/<backend>/ folder), every one
# tried on each program: a crash in a code generator shows only on its
# own ports, while a crash in the shared front end (SDCC*.c) or a signal
# shows on the first and is kept once. The other ports of a family (z180,
# r2k, sm83, tlcs90 and ez80_z80 share z80's gen.c; s08 hc08's; pdk13 and
# pdk15 pdk14's; ds400 ds390's) find the same lines.
PORTS = [("mcs51", "mcs51"), ("ds390", "ds390"), ("hc08", "hc08"), ("mos6502", "mos6502"),
         ("stm8", "stm8"), ("z80", "z80"), ("pdk14", "pdk")]


def preprocess(port):
    return ["sdcc", f"-m{port}", "-E", "-Wp-P", "-Dfabs=fabsf", "-DDBL_MAX=FLT_MAX", "-I/usr/include/csmith"]


def compile_cmd(port):
    return ["sdcc", f"-m{port}", "-S"]  # then FILE -o out.asm


HERE = os.path.dirname(os.path.abspath(__file__))

FATAL = re.compile(r"FATAL Compiler Internal Error in file '([^']+)' line number '(\d+)'( : [^\n]*)?")
ASSERT = re.compile(r"([\w./-]+\.c):(\d+): [^\n]*Assertion [^\n]* failed")
SIGNAL = re.compile(r"Caught signal (\d+): (SIG\w+)")


def tool_version(cmd):
    # In a folder of its own: csmith writes platform.info into the current one.
    try:
        with tempfile.TemporaryDirectory(prefix="whittle-campaign-") as work:
            out = subprocess.run(cmd, capture_output=True, text=True, timeout=10, cwd=work).stdout
    except OSError:
        return "missing"
    return out.strip().splitlines()[0] if out.strip() else "unknown"


def signature(output, backend):
    """(name, grep pattern, words) of the crash in sdcc's output, or None.

    A crash in a code generator's own source file (gen.c, ralloc.c, ...) is
    named with its backend; one in the shared front end (SDCC*.c) or a
    signal is not.
    """
    def name(file, line):
        slug = re.sub(r"[^a-z0-9]+", "-", file.lower()).strip("-")
        shared = file.startswith("SDCC")
        return f"c-sdcc-{slug}-{line}" if shared else f"c-sdcc-{backend}-{slug}-{line}"
    m = FATAL.search(output)
    if m:
        file, line = m.group(1), m.group(2)
        pattern = f"FATAL Compiler Internal Error in file '{file}' line number '{line}'"
        return name(file, line), pattern, m.group(0).strip()
    m = ASSERT.search(output)
    if m:
        file, line = os.path.basename(m.group(1)), m.group(2)
        return name(file, line).replace("c-sdcc-", "c-sdcc-assert-", 1), m.group(0), m.group(0)
    for m in SIGNAL.finditer(output):
        if m.group(2) not in ("SIGTERM", "SIGINT", "SIGHUP"):
            return f"c-sdcc-{m.group(2).lower()}", m.group(0), m.group(0)
    return None


def make_input(seed, options, port, work):
    """Csmith's program for `seed`, preprocessed for `port`, written to work/input.c; its path."""
    if not os.path.exists(os.path.join(work, "raw.c")):
        subprocess.run(["csmith", "--seed", str(seed), *options, "-o", "raw.c"],
                       cwd=work, check=True, capture_output=True, timeout=120)
    with open(os.path.join(work, "input.c"), "wb") as out:
        subprocess.run(preprocess(port) + ["raw.c"], cwd=work, check=True, stdout=out,
                       stderr=subprocess.DEVNULL, timeout=60)
    return os.path.join(work, "input.c")


def try_seed(args):
    """Every port's outcome on the program of `seed`: (seed, [(port, signature or
    None, bytes, seconds, input or what happened), ...]), one entry per port."""
    seed, options, timeout, parent = args
    outcomes = []
    with tempfile.TemporaryDirectory(prefix=f"{seed}-", dir=parent) as work:
        for port, backend in PORTS:
            try:
                path = make_input(seed, options, port, work)
            except (subprocess.SubprocessError, OSError) as e:
                return seed, [(port, None, 0, 0.0, f"generation failed: {e}")]
            start = time.monotonic()
            r = subprocess.run(["timeout", str(timeout), *compile_cmd(port), "input.c", "-o", "out.asm"],
                               cwd=work, capture_output=True, text=True, errors="replace",
                               env={**os.environ, "LC_ALL": "C", "TMPDIR": work})
            seconds = time.monotonic() - start
            if r.returncode == 124:
                outcomes.append((port, None, 0, seconds, "timeout"))
                continue
            sig = signature(r.stdout + r.stderr, backend) if r.returncode != 0 else None
            if sig:
                outcomes.append((port, sig, os.path.getsize(path), seconds, open(path, "rb").read()))
            else:
                outcomes.append((port, None, 0, seconds, "no crash"))
    return seed, outcomes


TEST_SH = """#!/bin/sh
# Interesting iff sdcc ({version}, port {port}) crashes with
#   {words}
# on the candidate: the crash signature of the campaign case {name}.
# Runs in a scratch directory; writes only there (sdcc's output goes to
# out.asm in the current directory, its temporary files to $TMPDIR).
export LC_ALL=C
export TMPDIR="$PWD"
f=input.c
[ -s "$f" ] || exit 1
ulimit -v 4000000 2>/dev/null   # keep a runaway candidate from eating the machine
timeout {timeout} {compile} "$f" -o out.asm > sdcc.out 2>&1 && exit 1
grep -qF "{pattern}" sdcc.out || exit 1
exit 0
"""


def toml_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def tokens(text):
    # The same rules as the campaign summary (summary.py).
    sys.path.insert(0, HERE)
    from summary import count_tokens
    return count_tokens(text)


def write_case(out, name, port, pattern, words, seed, options, data, seconds, versions):
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "input.c"), "wb") as f:
        f.write(data)
    test_timeout = max(10, int(seconds * 5) + 1)
    with open(os.path.join(d, "test.sh"), "w") as f:
        f.write(TEST_SH.format(version=versions["sdcc"], port=port, words=words, name=name,
                               timeout=test_timeout, compile=" ".join(compile_cmd(port)), pattern=pattern))
    os.chmod(os.path.join(d, "test.sh"), 0o755)
    text = data.decode("utf-8", "replace")
    csmith_cmd = " ".join(["csmith", "--seed", str(seed), *options, "-o", "raw.c"])
    pp_cmd = " ".join([*preprocess(port), "raw.c", ">", "input.c"])
    oracle = f"{' '.join(compile_cmd(port))} input.c -o out.asm fails and prints: {pattern}"
    description = (f"A Csmith program on which sdcc {versions['sdcc']} (port {port}) crashes: {words}. "
                   "Found by the campaign generator (benchmarks/campaign/generate.py): the smallest "
                   "program with this signature among the seeds it tried.")
    provenance = (f"Generated, not picked: {csmith_cmd} ({versions['csmith']}), preprocessed with "
                  f"{pp_cmd}. Rebuild the input with generate.py --from-cases.")
    lines = [
        'language = "c"',
        'input = "input.c"',
        f"original_tokens = {tokens(text)}",
        f"original_bytes = {len(data)}",
        f"seconds_per_test = {seconds:.2f}",
        'kind = "real"  # real bug/failure vs. proxy',
        f'packages = ["sdcc {versions["sdcc_pkg"]}", "csmith {versions["csmith_pkg"]}", "libcsmith-dev {versions["libcsmith_pkg"]}"]',
        f"oracle = {toml_str(oracle)}",
        f"description = {toml_str(description)}",
        f"provenance = {toml_str(provenance)}",
        "",
        "[campaign]",
        f"seed = {seed}",
        f"csmith_options = [{', '.join(toml_str(o) for o in options)}]",
        f"csmith_version = {toml_str(versions['csmith_pkg'])}",
        f"preprocess = [{', '.join(toml_str(o) for o in preprocess(port))}]",
        f"compile = [{', '.join(toml_str(o) for o in compile_cmd(port))}]",
        'tool = "sdcc"',
        f'port = "{port}"',
        f"signature = {toml_str(pattern)}",
        f'input_sha256 = "{hashlib.sha256(data).hexdigest()}"',
        "",
    ]
    with open(os.path.join(d, "case.toml"), "w") as f:
        f.write("\n".join(lines))
    return d


def run_test(case_dir, content):
    """The case's test.sh on `content`, in a scratch folder as a reducer runs it, with
    TMPDIR an empty folder of its own; (status, what was left in that TMPDIR or the case)."""
    with tempfile.TemporaryDirectory(prefix="whittle-campaign-check-") as scratch, \
            tempfile.TemporaryDirectory(prefix="whittle-campaign-tmp-") as tmp:
        with open(os.path.join(scratch, "input.c"), "wb") as f:
            f.write(content)
        case_before = set(os.listdir(case_dir))
        r = subprocess.run([os.path.join(case_dir, "test.sh"), "input.c"], cwd=scratch,
                           capture_output=True, env={**os.environ, "TMPDIR": tmp})
        left = os.listdir(tmp) + sorted(set(os.listdir(case_dir)) - case_before)
        return r.returncode, left


def check_case(case_dir):
    """Problems found by running the case's test (empty list: fine)."""
    problems = []
    data = open(os.path.join(case_dir, "input.c"), "rb").read()
    for i in range(3):
        status, left = run_test(case_dir, data)
        if status != 0:
            problems.append(f"run {i + 1} on the input: exit {status}")
        if left:
            problems.append(f"left in its TMPDIR or the case folder: {left}")
    for label, content in [("an empty file", b""), ("int main(){return 0;}", b"int main(){return 0;}\n")]:
        status, _ = run_test(case_dir, content)
        if status == 0:
            problems.append(f"passes on {label}")
    return problems


def versions():
    def pkg(name):
        r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], capture_output=True, text=True)
        return r.stdout.strip() or "unknown"
    return {
        "sdcc": " ".join(re.findall(r"\d+\.\d+\.\d+ #\d+", tool_version(["sdcc", "--version"]))[:1]) or "unknown",
        "sdcc_pkg": pkg("sdcc"),
        "csmith": tool_version(["csmith", "--version"]),
        "csmith_pkg": pkg("csmith"),
        "libcsmith_pkg": pkg("libcsmith-dev"),
    }


def existing(out):
    """name -> (bytes, seed) of the cases already in `out`."""
    found = {}
    if not os.path.isdir(out):
        return found
    for name in sorted(os.listdir(out)):
        path = os.path.join(out, name, "case.toml")
        if os.path.isfile(path):
            with open(path, "rb") as f:
                meta = tomllib.load(f)
            found[name] = (meta["original_bytes"], meta["campaign"]["seed"])
    return found


def search(args):
    lo, _, hi = args.seeds.partition("-")
    lo, hi = int(lo), int(hi or lo)
    if lo < MIN_SEED:
        sys.exit(f"generate.py: seeds below {MIN_SEED:,} are kept for held-out cases; start at {MIN_SEED} or above")
    out = args.out
    os.makedirs(out, exist_ok=True)
    v = versions()
    best = {}  # name -> (bytes, seed, pattern, words, data, seconds)
    have = existing(out)
    counts = {}
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    # One folder for every worker's scratch folders, so that none is left
    # when the pool is stopped at the deadline.
    with tempfile.TemporaryDirectory(prefix="whittle-campaign-", ignore_cleanup_errors=True) as parent, \
            multiprocessing.Pool(args.jobs) as pool:
        for seed, outcomes in pool.imap(
                try_seed, [(s, PROFILES[args.profile], args.timeout, parent) for s in range(lo, hi + 1)]):
            if deadline and time.monotonic() > deadline:
                print(f"stopped after {args.minutes} minutes, at seed {seed} (not counted)", flush=True)
                pool.terminate()
                break
            seen = set()  # a front-end crash counts once per program, on its first port
            for port, sig, size, seconds, data in outcomes:
                what = sig[0] if sig else data
                print(f"{seed} {port} {what} {size} {seconds:.1f}s", flush=True)
                if what in seen:
                    continue
                seen.add(what)
                counts[what] = counts.get(what, 0) + 1
                if not sig:
                    continue
                name, pattern, words = sig
                key = (size, seed)
                if name in have and have[name] <= key:
                    continue
                if name not in best or key < best[name][:2]:
                    best[name] = (size, seed, port, pattern, words, data, seconds)
    for name, (size, seed, port, pattern, words, data, seconds) in sorted(best.items()):
        d = write_case(out, name, port, pattern, words, seed, PROFILES[args.profile], data, seconds, v)
        problems = check_case(d)
        status = "ok" if not problems else "REMOVED: " + "; ".join(problems)
        if problems:
            shutil.rmtree(d)
        print(f"case {name}: seed {seed}, {size} bytes: {status}", flush=True)
    print("outcomes:", ", ".join(f"{k} {n}" for k, n in sorted(counts.items())))


def from_cases(args):
    failed = 0
    for name in sorted(os.listdir(args.out)):
        d = os.path.join(args.out, name)
        path = os.path.join(d, "case.toml")
        if not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            meta = tomllib.load(f)["campaign"]
        if meta["seed"] < MIN_SEED:
            sys.exit(f"{path}: seed {meta['seed']} is below {MIN_SEED:,}")
        with tempfile.TemporaryDirectory(prefix="whittle-campaign-") as work:
            subprocess.run(["csmith", "--seed", str(meta["seed"]), *meta["csmith_options"], "-o", "raw.c"],
                           cwd=work, check=True, capture_output=True)
            with open(os.path.join(work, "input.c"), "wb") as out:
                subprocess.run([*meta["preprocess"], "raw.c"], cwd=work, check=True, stdout=out,
                               stderr=subprocess.DEVNULL)
            data = open(os.path.join(work, "input.c"), "rb").read()
        digest = hashlib.sha256(data).hexdigest()
        with open(os.path.join(d, "input.c"), "wb") as f:
            f.write(data)
        same = digest == meta["input_sha256"]
        failed += not same
        print(f"{name}: seed {meta['seed']}, {len(data)} bytes, "
              + ("same as recorded" if same else f"DIFFERENT from the recorded sha256 ({digest})"))
    sys.exit(1 if failed else 0)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seeds", help="a range START-END (inclusive), START >= 1000000")
    p.add_argument("--from-cases", action="store_true", help="rebuild every input.c from its case.toml")
    p.add_argument("--check", action="store_true", help="only run every case's test.sh checks")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--profile", choices=sorted(PROFILES), default="scalars",
                   help="Csmith's options: scalars only (the default) or with structs, unions and bitfields")
    p.add_argument("--timeout", type=int, default=5, help="seconds sdcc may take on one program")
    p.add_argument("--minutes", type=float, help="stop taking seeds after this long (the seeds tried are those below the one named)")
    p.add_argument("--out", default=os.path.join(HERE, "cases"))
    args = p.parse_args()
    if args.from_cases:
        from_cases(args)
    elif args.check:
        bad = 0
        for name in sorted(os.listdir(args.out)):
            d = os.path.join(args.out, name)
            if os.path.isfile(os.path.join(d, "case.toml")):
                problems = check_case(d)
                bad += bool(problems)
                print(f"{name}: " + ("ok" if not problems else "; ".join(problems)), flush=True)
        sys.exit(1 if bad else 0)
    elif args.seeds:
        search(args)
    else:
        p.error("give --seeds START-END, --from-cases or --check")


if __name__ == "__main__":
    main()
