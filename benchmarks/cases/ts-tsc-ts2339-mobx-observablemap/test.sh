#!/bin/sh
# tsc rejects mobx's ObservableMap once its `size` getter returns
# `this.data_.length` instead of `this.data_.size`: a Map has no length,
# TS2339.
# The candidate is type-checked in place in mobx 7.1.3's own source tree:
# a mirror of src made of symbolic links, with the candidate copied in as
# types/observablemap.ts, under mobx's own compiler options (strict, but
# noImplicitAny and noImplicitThis off; lib esnext, Node's types).
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
tools=${WHITTLE_TOOLS:-/work/tools}/typescript-mobx/node_modules
tsc=${TSC:-$tools/.bin/tsc}
src=${MOBX_SRC:-$tools/mobx/src}
typeroot=${TYPES_ROOT:-$tools/@types}
f=observablemap.ts
[ -s "$f" ] || exit 1
rm -rf m && mkdir -p m/types || exit 1
for e in "$src"/*; do [ "${e##*/}" = types ] || ln -s "$e" m/ || exit 1; done
for e in "$src"/types/*; do [ "${e##*/}" = observablemap.ts ] || ln -s "$e" m/types/ || exit 1; done
cp "$f" m/types/observablemap.ts || exit 1
cat > tsconfig.json <<JSON
{"compilerOptions": {"strict": true, "alwaysStrict": true, "noImplicitReturns": true,
  "noImplicitAny": false, "noImplicitThis": false, "noEmit": true,
  "target": "es6", "lib": ["esnext"], "module": "esnext", "moduleResolution": "node",
  "downlevelIteration": true, "experimentalDecorators": true, "useDefineForClassFields": true,
  "esModuleInterop": true, "typeRoots": ["$typeroot"], "types": ["node"], "skipLibCheck": true},
 "files": ["m/types/observablemap.ts", "m/global.d.ts"]}
JSON
timeout 60 node "$tsc" -p tsconfig.json --pretty false > tsc.out 2>&1 && exit 1
grep -q "^m/types/observablemap.ts([0-9]*,[0-9]*): error TS2339: Property 'length' does not exist on type 'Map<K, ObservableValue<V>>'." tsc.out || exit 1
exit 0
