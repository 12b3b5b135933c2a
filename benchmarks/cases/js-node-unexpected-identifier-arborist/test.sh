#!/bin/sh
# node --check rejects @npmcli/arborist's Node class once the object literal
# its binPaths getter passes to getBinPaths lost the comma after
# `path: this.path`: SyntaxError, unexpected identifier 'global'.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.js
[ -s "$f" ] || exit 1
timeout 20 node --check "$f" > node.out 2>&1 && exit 1
grep -q "^SyntaxError: Unexpected identifier 'global'" node.out || exit 1
exit 0
