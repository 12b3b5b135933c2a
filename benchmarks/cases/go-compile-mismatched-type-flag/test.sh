#!/bin/sh
# The Go compiler (what go build runs) rejects the flag package once
# FlagSet.parseOne takes `value = name[i+1]` (a byte) for `name[i+1:]` (the
# rest of the argument): cannot use a byte as a string.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export HOME="$PWD" GOCACHE="$PWD/gocache" GOPATH="$PWD/gopath" GOFLAGS= GO111MODULE=off
f=input.go
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/go tool compile -p flag -o out.o "$f" > go.out 2>&1 && exit 1
grep -q '^input.go:[0-9]*:[0-9]*: cannot use .* (value of type byte) as type string in assignment' go.out || exit 1
exit 0
