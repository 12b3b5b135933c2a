#!/bin/sh
# javac rejects java.util.BitSet once nextSetBit's `long word` became
# `int word`: incompatible types, possible lossy conversion from long to int.
# The file is compiled as a patch of java.base, where its package lives.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=BitSet.java
[ -s "$f" ] || exit 1
timeout 60 javac -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-Duser.language=en \
  --patch-module java.base=. -d out "$f" > javac.out 2>&1 && exit 1
grep -q '^BitSet.java:[0-9]*: error: incompatible types: possible lossy conversion from long to int' javac.out || exit 1
exit 0
