#!/bin/sh
# rustc's borrow checker rejects roff's to_roff() once its loop takes
# `self.lines` by value instead of `self.lines.iter()`: E0507, a move out
# of a field behind `&self`.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.rs
[ -s "$f" ] || exit 1
timeout 30 "${RUSTC:-$HOME/.cargo/bin/rustc}" --edition 2021 --crate-type lib --emit=metadata -o out.rmeta "$f" > rustc.out 2>&1 && exit 1
grep -q '^error\[E0507\]: cannot move out of `self.lines` which is behind a shared reference' rustc.out || exit 1
exit 0
