#!/bin/sh
# The Go compiler (what go build runs) rejects text/scanner once scanNumber's
# exponent branch `ch, ds = s.digits(ch, 10, nil)` became
# `ch, ds := ...`: the new ch shadows the function's inside the if and is
# never used. The first error must be ch's.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export HOME="$PWD" GOCACHE="$PWD/gocache" GOPATH="$PWD/gopath" GOFLAGS= GO111MODULE=off
f=input.go
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/go tool compile -p text/scanner -o out.o "$f" > go.out 2>&1 && exit 1
head -n 1 go.out | grep -q '^input.go:[0-9]*:[0-9]*: ch declared but not used$' || exit 1
exit 0
