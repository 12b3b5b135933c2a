#!/bin/sh
# pyflakes reports an unused local in pprint once
# PrettyPrinter._pprint_bytes sets its separator as `deilm = ...`, a typo
# for `delim = ...`.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.py
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/pyflakes3 "$f" > pyflakes.out 2>&1 && exit 1
grep -q "^input.py:[0-9]*:[0-9]*:\? local variable 'deilm' is assigned to but never used" pyflakes.out || exit 1
exit 0
