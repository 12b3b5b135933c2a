#!/bin/sh
# The Go compiler (what go build runs) rejects net/mail once consumeAddrSpec's
# dot-atom branch `localPart, err = p.consumeAtom(true, false)` became
# `localPart, err := ...`: the new localPart and err shadow the function's
# variables inside the else and are never used. The first error must be
# localPart's.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export HOME="$PWD" GOCACHE="$PWD/gocache" GOPATH="$PWD/gopath" GOFLAGS= GO111MODULE=off
f=input.go
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/go tool compile -p net/mail -o out.o "$f" > go.out 2>&1 && exit 1
head -n 1 go.out | grep -q '^input.go:[0-9]*:[0-9]*: localPart declared but not used$' || exit 1
exit 0
