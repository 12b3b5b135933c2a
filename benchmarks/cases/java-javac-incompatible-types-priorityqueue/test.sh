#!/bin/sh
# javac rejects java.util.PriorityQueue once removeAt's `E moved = (E) es[s];`
# lost its cast: incompatible types, Object cannot be converted to E.
# The file is compiled as a patch of java.base, where its package lives.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=PriorityQueue.java
[ -s "$f" ] || exit 1
timeout 60 javac -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-Duser.language=en \
  --patch-module java.base=. -d out "$f" > javac.out 2>&1 && exit 1
grep -q '^PriorityQueue.java:[0-9]*: error: incompatible types: Object cannot be converted to E' javac.out || exit 1
exit 0
