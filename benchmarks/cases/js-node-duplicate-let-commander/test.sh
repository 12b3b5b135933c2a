#!/bin/sh
# node --check rejects commander's Command._executeSubCommand once the
# assignment `launchWithNode = ...` became a second `let launchWithNode`
# in the same function: SyntaxError, the identifier is already declared.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.js
[ -s "$f" ] || exit 1
timeout 20 node --check "$f" > node.out 2>&1 && exit 1
grep -q "^SyntaxError: Identifier 'launchWithNode' has already been declared" node.out || exit 1
exit 0
