#!/bin/sh
# javac rejects java.util.Hashtable once get(Object) lost its final
# `return null;` (the key-not-found case after the bucket loop): missing
# return statement. The first error must be that one. The file is compiled as
# a patch of java.base, where its package lives.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=Hashtable.java
[ -s "$f" ] || exit 1
timeout 60 javac -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-Duser.language=en \
  --patch-module java.base=. -d out "$f" > javac.out 2>&1 && exit 1
grep -m1 ': error: ' javac.out | grep -q '^Hashtable.java:[0-9]*: error: missing return statement$' || exit 1
exit 0
