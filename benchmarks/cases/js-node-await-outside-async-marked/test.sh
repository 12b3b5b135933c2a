#!/bin/sh
# node --check rejects marked once its synchronous parse path awaits the
# walkTokens callbacks inside a function that is not async: SyntaxError,
# await is only valid in async functions.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.js
[ -s "$f" ] || exit 1
timeout 20 node --check "$f" > node.out 2>&1 && exit 1
grep -q "^SyntaxError: await is only valid in async functions and the top level bodies of modules" node.out || exit 1
exit 0
