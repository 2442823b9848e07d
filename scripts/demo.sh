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
  # illegal example armies are there on purpose: exit 1 is the expected verdict;
  # 2 (an unreadable file) or anything else fails the demo
  set +e; "$MUSTER" list-validate armies/; rc=$?; set -e
  if [ "$rc" -gt 1 ]; then
    echo "demo: list-validate armies/ exited $rc (an example army is unreadable)" >&2
    exit "$rc"
  fi
  echo "(exit $rc: the illegal-* armies are meant to fail)"

  # one file as JSON, and the same check as GitHub annotations
  one=$(ls armies/*/illegal-*.yaml 2>/dev/null | head -n 1 || true)
  if [ -n "$one" ]; then
    printf '\n$ muster list-validate %s --format json\n' "$one"
    set +e; "$MUSTER" list-validate "$one" --format json; rc=$?; set -e
    [ "$rc" -le 1 ] || exit "$rc"
    printf '\n$ muster list-validate %s --format github\n' "$one"
    set +e; "$MUSTER" list-validate "$one" --format github; rc=$?; set -e
    [ "$rc" -le 1 ] || exit "$rc"
  fi

  # a Warmaster siege: the attacker's list checked against the defender's
  att=armies/warmaster/legal-siege-orcs-attacker-2000.yaml
  def=armies/warmaster/legal-siege-high-elves-defender-1000.yaml
  if [ -f "$att" ] && [ -f "$def" ]; then
    printf '\n$ muster list-validate %s --siege attacker --opponent %s\n' "$att" "$def"
    set +e; "$MUSTER" list-validate "$att" --siege attacker --opponent "$def"; rc=$?; set -e
    [ "$rc" -le 1 ] || exit "$rc"
  fi
fi

if "$MUSTER" schema --help >/dev/null 2>&1; then
  show schema
fi
