#!/bin/sh
# PyYAML refuses serde_json's GitHub Actions workflow once the `if:` key of
# the upload-artifact step is indented two spaces too deep, so that it
# continues the plain scalar of `uses:`: ScannerError, mapping values are
# not allowed here.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
export TMPDIR="$PWD"
export PYTHONDONTWRITEBYTECODE=1
f=ci.yml
[ -s "$f" ] || exit 1
timeout 20 /usr/bin/python3 -c 'import sys, yaml; yaml.safe_load(open(sys.argv[1], "rb"))' "$f" > python.out 2>&1 && exit 1
grep -q '^yaml\.scanner\.ScannerError: mapping values are not allowed here$' python.out || exit 1
exit 0
