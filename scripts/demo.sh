#!/usr/bin/env bash
# What `make demo` runs: muster's main job, checking the bundled example armies of all five
# games, then a tour of the rolling verbs on the bundled examples.
set -euo pipefail
MUSTER=${1:-muster}
show() { printf '\n$ muster %s\n' "$*"; "$MUSTER" "$@"; }
# list-validate exits 1 when a list is illegal: expected here, since illegal-* armies are
# bundled on purpose; 2 (an unreadable file) or anything else fails the demo
check() {
  printf '\n$ muster %s\n' "$*"
  set +e; "$MUSTER" "$@"; rc=$?; set -e
  if [ "$rc" -gt 1 ]; then echo "demo: muster $* exited $rc" >&2; exit "$rc"; fi
}

echo "== Army lists: every bundled example (legal-* pass, illegal-* fail by design)"
check list-validate armies/
check list-validate armies/confrontation/illegal-allies-over-30-percent.yaml --format json
check list-validate armies/warmaster/illegal-same-item-twice.yaml --format github
check list-validate armies/warmaster/legal-siege-orcs-attacker-2000.yaml --siege attacker \
  --opponent armies/warmaster/legal-siege-high-elves-defender-1000.yaml
show schema

echo; echo "== Rolling: generic notation and each game's conventions"
show roll 2d6 --odds
show roll 4d6kh3 --seed 7
show roll confrontation --value 4 --difficulty 6 --penalty critical --dice 5
show roll battlelore 3 --target blue --weapon short-sword --target-type mounted --seed 4
show roll warmaster cast --value 5 --wand --seed 2
show roll void --target 12 --mod -2 --dice 9
show roll mageknight --attack 9 --defense 15 --defense 16 --dice 2,4

echo; echo "== Wounds"
show wound confrontation --str 13 --res 7 --dice 3,6
show wound battlelore --attacker-colour red --weapon long-sword --target-colour blue --target-type mounted --seed 2
show wound warmaster --attacks 6 --to-hit 4 --armour 5 --odds
show wound void --weapon sword --target-armor 5 --dice 8,6
show wound mageknight --attack 9 --damage 2 --defense 15 --defense 16 --split 1,1 --dice 3,4

echo; echo "== Sieges"
show siege-breach warmaster --target gate --shots 3 --weapon stone-thrower --odds
show siege-breach warmaster --fortress examples/fortresses/border-keep.yaml
show siege-breach mageknight --attack 9 --defense 16 --structure 3 --damage 2 --steep --odds
