#!/bin/sh
# javac rejects java.util.ArrayDeque once bulkRemoveModified's `int w = beg;`
# lost its initialiser: variable w might not have been initialized.
# The file is compiled as a patch of java.base, where its package lives.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=ArrayDeque.java
[ -s "$f" ] || exit 1
timeout 60 javac -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-Duser.language=en \
  --patch-module java.base=. -d out "$f" > javac.out 2>&1 && exit 1
grep -q '^ArrayDeque.java:[0-9]*: error: variable w might not have been initialized' javac.out || exit 1
exit 0
