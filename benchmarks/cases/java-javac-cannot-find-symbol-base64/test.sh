#!/bin/sh
# javac rejects java.util.Base64 once Decoder.decode(byte[]) sizes its output
# with `src.length()`, a String's method, on the byte[] src instead of the
# array's `src.length`: cannot find symbol, method length(), in a byte[].
# The first error must be that one. The file is compiled as a patch of
# java.base, where its package lives.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=Base64.java
[ -s "$f" ] || exit 1
timeout 60 javac -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-Duser.language=en \
  --patch-module java.base=. -d out "$f" > javac.out 2>&1 && exit 1
grep -m1 ': error: ' javac.out | grep -q '^Base64.java:[0-9]*: error: cannot find symbol$' || exit 1
sed -n '/: error: /,$p' javac.out | grep -m1 '^  symbol: ' | grep -q '^  symbol: *method length()$' || exit 1
sed -n '/: error: /,$p' javac.out | grep -m1 '^  location: ' | grep -q '^  location: .* of type byte\[\]$' || exit 1
exit 0
