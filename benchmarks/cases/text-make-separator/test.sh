#!/bin/sh
# GNU make stops on a recipe line indented with spaces: "missing separator".
export LC_ALL=C
make -n -f Makefile > make.out 2>&1
grep -q 'missing separator (did you mean TAB instead of 8 spaces?)' make.out
