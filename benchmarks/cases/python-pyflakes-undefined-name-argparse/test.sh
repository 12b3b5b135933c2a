#!/bin/sh
# pyflakes reports an undefined name in argparse once
# ArgumentParser._match_argument reads `arg_string_pattern`, a typo for its
# parameter `arg_strings_pattern`.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.py
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/pyflakes3 "$f" > pyflakes.out 2>&1 && exit 1
grep -q "^input.py:[0-9]*:[0-9]*:\? undefined name 'arg_string_pattern'" pyflakes.out || exit 1
exit 0
