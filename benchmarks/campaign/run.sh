#!/bin/sh
# Reduce the campaign the way its users would: one whittle per crash, each
# with one test at a time (-j 1), several at once under GNU parallel, a log,
# a result and --stats-json per crash, and a table at the end.
#
#   run.sh [WHITTLE]            every case under cases/, results under runs/
#   JOBS=2 CAP=600 CASES=DIR RUNS=DIR run.sh ./target/release/whittle
#
# JOBS: whittles at once (default 2); CAP: seconds a run may take before it
# is stopped with SIGINT, which keeps its best result so far (default 1800).
# Each run works on a copy of the case's input in RUNS/<case>/, so the
# corpus is never touched: RUNS/<case>/out.c, stats.json, log, exit.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = --one ]; then
    case_dir=${2%/}
    name=$(basename "$case_dir")
    d=$RUNS/$name
    mkdir -p "$d"
    cp "$case_dir/input.c" "$d/input.c"
    status=0
    nice -n 10 timeout -s INT "$CAP" "$WHITTLE" -j 1 --stats-json "$d/stats.json" \
        -o "$d/out.c" "$case_dir/test.sh" "$d/input.c" > "$d/log" 2>&1 || status=$?
    echo "$status" > "$d/exit"
    exit 0
fi
WHITTLE=${1:-whittle}
case $WHITTLE in */*) WHITTLE=$(cd "$(dirname "$WHITTLE")" && pwd)/$(basename "$WHITTLE") ;; esac
export WHITTLE
export CASES="${CASES:-$here/cases}" RUNS="${RUNS:-$here/runs}" CAP="${CAP:-1800}"
mkdir -p "$RUNS"
ls -d "$CASES"/*/ | parallel -j "${JOBS:-2}" --joblog "$RUNS/joblog" "$here/run.sh" --one {}
python3 "$here/summary.py" "$CASES" "$RUNS" | tee "$RUNS/summary.md"
