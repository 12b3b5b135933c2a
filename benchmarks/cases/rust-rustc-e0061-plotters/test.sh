#!/bin/sh
# rustc rejects plotters' ProjectionMatrixBuilder::into_matrix once the shift
# to the 2D pivot drops its third argument, `shift(x as f64, y as f64)` for
# `shift(x as f64, y as f64, 0.0)`: E0061, 3 arguments expected, 2 supplied.
# The first error must be that one.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.rs
[ -s "$f" ] || exit 1
timeout 30 "${RUSTC:-$HOME/.cargo/bin/rustc}" --edition 2018 --crate-type lib --emit=metadata -o out.rmeta "$f" > rustc.out 2>&1 && exit 1
sed -n '/^error/{p;q;}' rustc.out | grep -q '^error\[E0061\]: this function takes 3 arguments but 2 arguments were supplied$' || exit 1
exit 0
