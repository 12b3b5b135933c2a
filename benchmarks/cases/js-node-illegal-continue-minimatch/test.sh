#!/bin/sh
# node --check rejects minimatch's Minimatch.makeRe once the early exit of
# its pp.forEach((p, i) => { ... }) callback, `return;`, became `continue;`
# as if the callback were a loop body: SyntaxError, illegal continue.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.js
[ -s "$f" ] || exit 1
timeout 20 node --check "$f" > node.out 2>&1 && exit 1
grep -q "^SyntaxError: Illegal continue statement: no surrounding iteration statement" node.out || exit 1
exit 0
