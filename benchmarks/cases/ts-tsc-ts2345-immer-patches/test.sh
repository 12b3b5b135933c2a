#!/bin/sh
# tsc rejects immer's enablePatches() once applyPatches_ calls
# die(errorOffset + 2, path.join("/")) with its two arguments swapped: the
# path string goes to die's `error: number` parameter, TS2345.
# The candidate is type-checked in place in immer 11.2.13's own source tree:
# a mirror of src made of symbolic links, with the candidate copied in as
# plugins/patches.ts, under immer's own strict compiler options.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
tools=${WHITTLE_TOOLS:-/work/tools}/typescript-immer/node_modules
tsc=${TSC:-$tools/.bin/tsc}
src=${IMMER_SRC:-$tools/immer/src}
typeroot=${TYPES_ROOT:-$tools/@types}
f=patches.ts
[ -s "$f" ] || exit 1
rm -rf m && mkdir -p m/plugins || exit 1
for e in "$src"/*; do [ "${e##*/}" = plugins ] || ln -s "$e" m/ || exit 1; done
for e in "$src"/plugins/*; do [ "${e##*/}" = patches.ts ] || ln -s "$e" m/plugins/ || exit 1; done
cp "$f" m/plugins/patches.ts || exit 1
cat > tsconfig.json <<JSON
{"compilerOptions": {"strict": true, "noImplicitAny": true, "noEmit": true,
  "target": "ES6", "lib": ["es2015"], "module": "esnext", "moduleResolution": "node",
  "esModuleInterop": true, "typeRoots": ["$typeroot"], "types": ["node"], "skipLibCheck": true},
 "files": ["m/plugins/patches.ts", "m/types/globals.d.ts"]}
JSON
timeout 60 node "$tsc" -p tsconfig.json --pretty false > tsc.out 2>&1 && exit 1
grep -q "^m/plugins/patches.ts([0-9]*,[0-9]*): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'." tsc.out || exit 1
exit 0
