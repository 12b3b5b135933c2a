#!/bin/sh
# CPython refuses configparser once BasicInterpolation's `if len(path) == 1:`
# lost an `=`: SyntaxError, cannot assign to function call.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export PYTHONPYCACHEPREFIX="$PWD/pycache"
f=input.py
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/python3 -m py_compile "$f" > python.out 2>&1 && exit 1
grep -q "^SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='?" python.out || exit 1
exit 0
