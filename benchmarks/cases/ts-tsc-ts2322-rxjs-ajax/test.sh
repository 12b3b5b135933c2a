#!/bin/sh
# tsc rejects rxjs's ajax() once the query-string branch assigns the raw
# string `parts[1]` to `searchParams: URLSearchParams` instead of
# `new URLSearchParams(parts[1])`: TS2322.
# The candidate is type-checked in place in rxjs 7.8.2's own source tree:
# a mirror of src/internal made of symbolic links, with the candidate copied
# in as internal/ajax/ajax.ts, under rxjs's own strict compiler options.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
tools=${WHITTLE_TOOLS:-/work/tools}/typescript/node_modules
tsc=${TSC:-$tools/.bin/tsc}
src=${RXJS_SRC:-$tools/rxjs/src}
f=ajax.ts
[ -s "$f" ] || exit 1
rm -rf m && mkdir -p m/internal/ajax || exit 1
for e in "$src"/internal/*; do [ "${e##*/}" = ajax ] || ln -s "$e" m/internal/ || exit 1; done
for e in "$src"/internal/ajax/*; do [ "${e##*/}" = ajax.ts ] || ln -s "$e" m/internal/ajax/ || exit 1; done
cp "$f" m/internal/ajax/ajax.ts || exit 1
cat > tsconfig.json <<'JSON'
{"compilerOptions": {"strict": true, "noImplicitReturns": true, "noEmit": true,
  "target": "esnext", "lib": ["esnext", "dom"], "moduleResolution": "node",
  "types": [], "skipLibCheck": true},
 "files": ["m/internal/ajax/ajax.ts"]}
JSON
timeout 60 node "$tsc" -p tsconfig.json --pretty false > tsc.out 2>&1 && exit 1
grep -q "^m/internal/ajax/ajax.ts([0-9]*,[0-9]*): error TS2322: Type 'string' is not assignable to type 'URLSearchParams'." tsc.out || exit 1
exit 0
