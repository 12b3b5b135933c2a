#!/bin/sh
# rustc rejects num-traits' float-to-signed-int casts once the second branch
# of the macro tests `*self > MIN_M1` (the first branch's constant, not in
# scope there) instead of `*self >= MIN`: E0425, cannot find value `MIN_M1`.
# The first error must be that one.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.rs
[ -s "$f" ] || exit 1
timeout 30 "${RUSTC:-$HOME/.cargo/bin/rustc}" --edition 2021 --crate-type lib --emit=metadata -o out.rmeta "$f" > rustc.out 2>&1 && exit 1
sed -n '/^error/{p;q;}' rustc.out | grep -q '^error\[E0425\]: cannot find value `MIN_M1` in this scope$' || exit 1
exit 0
