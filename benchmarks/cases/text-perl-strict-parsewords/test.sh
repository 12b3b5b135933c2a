#!/bin/sh
# perl -c refuses Text::ParseWords once one use of $quoted is misspelt
# $qouted: under `use strict` the misspelt name is a global never
# declared. Any syntax error is another bug, not this one.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
f=ParseWords.pm
[ -s "$f" ] || exit 1
timeout 20 perl -c "$f" > perl.out 2>&1 && exit 1
grep -q 'Global symbol "\$qouted" requires explicit package name' perl.out || exit 1
grep -q 'syntax error' perl.out && exit 1
exit 0
