#!/bin/sh
# rustc rejects strsim's generic_hamming once its `return Ok(count)` lost
# its `Ok(...)`: E0308 mismatched types, a Result expected, an integer found.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.rs
[ -s "$f" ] || exit 1
timeout 30 "${RUSTC:-$HOME/.cargo/bin/rustc}" --edition 2015 --crate-type lib --emit=metadata -o out.rmeta "$f" > rustc.out 2>&1 && exit 1
grep -q '^error\[E0308\]: mismatched types' rustc.out || exit 1
grep -q 'expected `Result<.*`, found integer' rustc.out || exit 1
exit 0
