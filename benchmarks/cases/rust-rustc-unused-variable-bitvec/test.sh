#!/bin/sh
# rustc -D warnings rejects bit-vec's split_off() once its loop over the
# storage blocks became `for (i, &cur) in iter.enumerate()` and never uses
# `i`: the unused_variables lint, made an error by -D warnings.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.rs
[ -s "$f" ] || exit 1
timeout 30 "${RUSTC:-$HOME/.cargo/bin/rustc}" --edition 2021 --crate-type lib --emit=metadata -D warnings -o out.rmeta "$f" > rustc.out 2>&1 && exit 1
grep -q '^error: unused variable: `i`' rustc.out || exit 1
grep -q '`-D unused-variables` implied by `-D warnings`' rustc.out || exit 1
exit 0
