#!/bin/sh
# Interesting iff sdcc (4.2.0 #13081, port z80) crashes with
#   FATAL Compiler Internal Error in file 'gen.c' line number '5733' : Unimplemented
# on the candidate: the crash signature of the campaign case c-sdcc-z80-gen-c-5733.
# Runs in a scratch directory; writes only there (sdcc's output goes to
# out.asm in the current directory, its temporary files to $TMPDIR).
export LC_ALL=C
export TMPDIR="$PWD"
f=input.c
[ -s "$f" ] || exit 1
ulimit -v 4000000 2>/dev/null   # keep a runaway candidate from eating the machine
timeout 17 sdcc -mz80 -S "$f" -o out.asm > sdcc.out 2>&1 && exit 1
grep -qF "FATAL Compiler Internal Error in file 'gen.c' line number '5733'" sdcc.out || exit 1
exit 0
