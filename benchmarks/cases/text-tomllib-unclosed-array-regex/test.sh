#!/bin/sh
# Python's tomllib refuses regex's Cargo.toml once the element
# "unicode-perl" of the array of the `unicode` feature lost its trailing
# comma: TOMLDecodeError, unclosed array.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export PYTHONDONTWRITEBYTECODE=1
f=Cargo.toml
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/python3 -c 'import sys, tomllib; tomllib.load(open(sys.argv[1], "rb"))' "$f" > python.out 2>&1 && exit 1
grep -q '^tomllib\.TOMLDecodeError: Unclosed array (at line [0-9]*, column [0-9]*)$' python.out || exit 1
exit 0
