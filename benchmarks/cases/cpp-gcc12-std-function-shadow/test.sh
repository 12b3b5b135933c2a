#!/bin/sh
# Real warning in real code: libstdc++ 12's std::function::target() declares
# `using _Handler = ...` that shadows the class's own member _Handler, which
# g++-12 -Wshadow reports once the header is compiled as user code (here
# preprocessed, so the system-header exemption no longer applies).
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
f=input.cpp
[ -s "$f" ] || exit 1
timeout 20 g++-12 -std=c++20 -fsyntax-only -Wshadow "$f" > gcc.out 2>&1 || exit 1
grep -q "warning: declaration of .*_Handler.* shadows a member of .*\[-Wshadow\]" gcc.out || exit 1
exit 0
