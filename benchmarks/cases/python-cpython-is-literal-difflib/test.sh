#!/bin/sh
# CPython compiles difflib but warns once Differ.compare's
# `elif tag == 'delete':` became `elif tag is 'delete':`: SyntaxWarning,
# "is" with a literal (a SyntaxError under -W error).
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export PYTHONPYCACHEPREFIX="$PWD/pycache"
f=input.py
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/python3 -m py_compile "$f" > python.out 2>&1 || exit 1
grep -q 'SyntaxWarning: "is" with a literal. Did you mean "=="?' python.out || exit 1
exit 0
