#!/bin/sh
# Loading underscore throws once the loop that adds the Array mutators to
# the wrapper writes `_$1.protoype[name]` (a typo for prototype): a TypeError
# at module load, setting 'pop' on undefined.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.js
[ -s "$f" ] || exit 1
timeout 20 node "$f" > node.out 2>&1 && exit 1
grep -q "^TypeError: Cannot set properties of undefined (setting 'pop')" node.out || exit 1
exit 0
