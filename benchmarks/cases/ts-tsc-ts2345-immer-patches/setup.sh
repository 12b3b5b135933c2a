#!/bin/sh
# The compiler, Node's type definitions and the source tree the test checks
# the candidate in.
set -e
dir=${WHITTLE_TOOLS:-/work/tools}/typescript-immer
mkdir -p "$dir"
cd "$dir" && npm install --no-audit --no-fund typescript@5.9.3 immer@11.2.13 @types/node@20.19.25
