#!/bin/sh
# node --check rejects undici's fetch once the request options its dispatch
# passes to agent.dispatch lost the comma after `origin: url.origin`:
# SyntaxError, unexpected identifier 'method'.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.js
[ -s "$f" ] || exit 1
timeout 20 node --check "$f" > node.out 2>&1 && exit 1
grep -q "^SyntaxError: Unexpected identifier 'method'" node.out || exit 1
exit 0
