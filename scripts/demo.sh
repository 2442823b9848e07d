#!/usr/bin/env bash
# What `make demo` runs: a newcomer's first look. First the table: a roll and a wound in
# each game's own terms, with the reasoning shown, and the exact odds; a short battle whose
# file remembers each figure's wound; then the tournament
# side: checking army lists, a printable roster; then sieges. Every command is shown before
# its output, so it can be copied.
set -euo pipefail
MUSTER=${1:-muster}
# a path (make demo gives .venv/bin/muster) made absolute: the battle part runs in a temp folder
case $MUSTER in */*) MUSTER="$(cd "$(dirname "$MUSTER")" && pwd)/$(basename "$MUSTER")" ;; esac
show() { printf '\n$ muster %s\n' "$*"; "$MUSTER" "$@"; }
# list-validate exits 1 when a list is illegal: expected here, since illegal-* armies are
# bundled on purpose; 2 (an unreadable file) or anything else fails the demo
check() {
  printf '\n$ muster %s\n' "$*"
  set +e; "$MUSTER" "$@"; rc=$?; set -e
  if [ "$rc" -gt 1 ]; then echo "demo: muster $* exited $rc" >&2; exit "$rc"; fi
}

cat <<'TEXT'
muster: a play aid for Confrontation, BattleLore, Warmaster, Void and Mage Knight.
Give it the dice you rolled (--dice), let it roll (--seed), or ask for the exact odds (--odds).
TEXT

echo; echo "== At the table: one roll and one wound per game, with the reasoning"
show roll confrontation --value 4 --difficulty 6 --penalty critical --dice 5
show wound confrontation --str 13 --res 7 --dice 3,6
show roll battlelore 3 --target blue --weapon short-sword --target-type mounted --seed 4
show wound warmaster --attacks 3 --to-hit 4 --armour 4 --dice 4,5,6,4,2,1
show roll void --target 12 --mod -2 --dice 9
show wound void --weapon sword --target-armor 5 --dice 8,6
show wound mageknight --attack 9 --damage 2 --defense 15 --defense 16 --split 1,1 --dice 3,4

echo; echo "== The exact odds, before you commit"
show roll 2d6 --odds
show wound warmaster --attacks 6 --to-hit 4 --armour 5 --odds

echo; echo "== A battle that remembers: the wound carried from one roll to the next"
(
  here=$(mktemp -d)
  trap 'rm -rf "$here"' EXIT
  cd "$here"
  show battle new skirmish.json --game conf --side Griffins --side Wolfen
  printf '\n$ export MUSTER_BATTLE=skirmish.json\n'
  export MUSTER_BATTLE=skirmish.json
  show battle add Griffins Paladin --res 7 --str 13
  show battle add Wolfen Hunter --res 9 --str 10
  show wound conf --attacker Hunter --target Paladin --dice 2,5
  show wound conf --attacker Hunter --target Paladin --dice 2,5
  show battle undo
  show battle log
  show battle stats
)

echo; echo "== Before a tournament: army lists"
check list-validate armies/warmaster/
check list-validate armies/confrontation/illegal-allies-over-30-percent.yaml
check list-validate armies/mageknight/legal-mixed-200-czech-names.yaml --format markdown
check list-validate armies/ --format github --exclude 'legal-*'
show schema

echo; echo "== Sieges"
show siege-breach warmaster --target gate --shots 3 --weapon stone-thrower --odds
show siege-breach warmaster --fortress examples/fortresses/border-keep.yaml

printf '\nMore: muster --help, muster VERB --help, README.md and docs/usage/.\n'
