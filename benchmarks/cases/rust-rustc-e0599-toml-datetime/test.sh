#!/bin/sh
# rustc rejects toml_datetime's datetime lexer once its digit scan calls
# char's `b.is_digit(10)` on the `&u8` bytes instead of `b.is_ascii_digit()`:
# E0599, no method `is_digit` for `&u8`. The first error must be that one.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.rs
[ -s "$f" ] || exit 1
timeout 30 "${RUSTC:-$HOME/.cargo/bin/rustc}" --edition 2024 --crate-type lib --emit=metadata -o out.rmeta "$f" > rustc.out 2>&1 && exit 1
sed -n '/^error/{p;q;}' rustc.out | grep -q '^error\[E0599\]: no method named `is_digit` found for reference `&u8` in the current scope$' || exit 1
exit 0
