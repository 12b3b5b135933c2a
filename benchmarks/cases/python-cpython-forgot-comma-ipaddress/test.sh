#!/bin/sh
# CPython refuses ipaddress once an entry of _IPv4Constants._private_networks,
# `IPv4Network('172.16.0.0/12'),`, lost its trailing comma: SyntaxError,
# invalid syntax, perhaps you forgot a comma.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export PYTHONPYCACHEPREFIX="$PWD/pycache"
f=input.py
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/python3 -m py_compile "$f" > python.out 2>&1 && exit 1
grep -q '^SyntaxError: invalid syntax\. Perhaps you forgot a comma?$' python.out || exit 1
exit 0
