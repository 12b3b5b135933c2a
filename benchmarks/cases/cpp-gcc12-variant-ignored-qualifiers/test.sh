#!/bin/sh
# Real warning in real code: libstdc++ 12's <variant> specializes
# __untag_result<const void(*)(_Args...)>, whose `const` on a function's
# return type g++-12 -Wignored-qualifiers reports once the header is compiled
# as user code (here preprocessed, so the system-header exemption no longer
# applies).
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.cpp
[ -s "$f" ] || exit 1
timeout 20 g++-12 -std=c++20 -fsyntax-only -Wignored-qualifiers "$f" > gcc.out 2>&1 || exit 1
grep -q "warning: type qualifiers ignored on function return type \[-Wignored-qualifiers\]" gcc.out || exit 1
exit 0
