#!/bin/sh
# The Go compiler (what go build runs) rejects image/draw once drawPaletted
# subtracts the uint32 `sr` from the int32 error `er` without its int32()
# conversion (`er -= sr` for `er -= int32(sr)`): mismatched types. The first
# error must be that one.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export HOME="$PWD" GOCACHE="$PWD/gocache" GOPATH="$PWD/gopath" GOFLAGS= GO111MODULE=off
f=input.go
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/go tool compile -p image/draw -o out.o "$f" > go.out 2>&1 && exit 1
head -n 1 go.out | grep -q '^input.go:[0-9]*:[0-9]*: invalid operation: .* (mismatched types int32 and uint32)$' || exit 1
exit 0
