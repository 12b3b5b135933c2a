#!/bin/sh
# node refuses semver's Range class once a comma between two arguments of
# a debug call is lost: SyntaxError, missing ) after argument list.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
f=range.js
[ -s "$f" ] || exit 1
timeout 20 node --check "$f" > node.out 2>&1 && exit 1
grep -q '^SyntaxError: missing ) after argument list$' node.out || exit 1
exit 0
