#!/bin/sh
# The Go compiler (what go build runs) rejects text/tabwriter once
# handlePanic's `*err = nerr.err` lost its star: an error assigned to the
# *error parameter. The first error must be that assignment's.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export HOME="$PWD" GOCACHE="$PWD/gocache" GOPATH="$PWD/gopath" GOFLAGS= GO111MODULE=off
f=input.go
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/go tool compile -p text/tabwriter -o out.o "$f" > go.out 2>&1 && exit 1
head -n 1 go.out | grep -q '^input.go:[0-9]*:[0-9]*: cannot use nerr\.err (variable of type error) as type \*error in assignment:$' || exit 1
exit 0
