#!/bin/sh
# rustc's borrow checker rejects smallvec's drain() once its unsafe
# from_raw_parts slice became a safe `&self[start..end]` borrowed across
# `self.set_len(start)`: E0502, `*self` borrowed mutably while borrowed
# immutably.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.rs
[ -s "$f" ] || exit 1
timeout 30 "${RUSTC:-$HOME/.cargo/bin/rustc}" --edition 2018 --crate-type lib --emit=metadata -o out.rmeta "$f" > rustc.out 2>&1 && exit 1
grep -q '^error\[E0502\]: cannot borrow `\*self` as mutable because it is also borrowed as immutable' rustc.out || exit 1
exit 0
