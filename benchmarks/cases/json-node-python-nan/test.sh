#!/bin/sh
# Python's json module reads the file, Node's JSON.parse rejects it: Python
# writes and accepts NaN, which JSON does not have.
f=input.json
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$f" 2>/dev/null || exit 1
node -e 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))' "$f" 2> node.err && exit 1
grep -q 'is not valid JSON\|Unexpected token' node.err
