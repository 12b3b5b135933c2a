#!/bin/sh
# The compiler and the source tree the test checks the candidate in.
set -e
dir=${WHITTLE_TOOLS:-/work/tools}/typescript
mkdir -p "$dir"
cd "$dir" && npm install --no-audit --no-fund typescript@5.9.3 rxjs@7.8.2
