#!/bin/sh
# msgfmt --check refuses apt's French catalogue once one translation
# has lost the line end its message has: "'msgid' and 'msgstr' entries
# do not both end with '\n'", the one fatal error. Any other error (a
# syntax error, a missing msgstr, a bad header) is another bug.
# Runs in a scratch directory; writes only there.
export LC_ALL=C
f=apt-fr.po
[ -s "$f" ] || exit 1
timeout 20 msgfmt -c -o /dev/null "$f" > msgfmt.out 2>&1 && exit 1
grep -q "entries do not both end with" msgfmt.out || exit 1
grep -q "found 1 fatal error" msgfmt.out || exit 1
exit 0
