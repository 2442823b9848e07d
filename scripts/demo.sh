#!/usr/bin/env bash
# The demo `make demo` runs: muster's main jobs on the bundled examples.
set -euo pipefail
MUSTER=${1:-muster}
show() { printf '\n$ muster %s\n' "$*"; "$MUSTER" "$@"; }

show roll 2d6
show roll 2d6 --odds
show roll 4d6kh3 --seed 7
show roll mageknight --attack 9 --defense 16 --defense 12 --seed 1

if "$MUSTER" list-validate --help >/dev/null 2>&1 && [ -d armies ]; then
  printf '\n$ muster list-validate armies/\n'
  # illegal example armies are there on purpose: exit 1 is the expected verdict
  set +e; "$MUSTER" list-validate armies/; rc=$?; set -e
  [ "$rc" -le 1 ] || exit "$rc"
fi
