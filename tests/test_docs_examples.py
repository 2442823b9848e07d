"""Every `muster ...` example in the README, docs/usage/ and every --help runs as written, once
in English and once in Czech, and prints what its comment says.

An example is run once however many places show it (the same command in the README, a usage
page and a --help is one test). Examples run in-process in a scratch copy of the bundled armies
and fortresses (so examples that update a fortress or deck file leave the repository alone).

- Exit code: an example whose comment says it is refused (or exits 2) must exit 2 with one line
  on stderr; any other must exit 0, or 1 for list-validate on illegal lists. A reader's own
  file an example names (`my-army.yaml`, `keep.yaml`) is played by a bundled one of its kind
  (`STAND_INS`); a battle file (`--battle skirmish.json`) is made by the documented
  walkthrough's lines before the example (`battle_made_by`).
- Stated results: an exit code a comment states ("(exit 1)") is the exit code. Every other
  result a comment states is looked for where the output puts it, not anywhere in it:
  - a fraction or percentage ("hit 7/12", "flees 1/6", "10 is 1/8") is the chance on the
    line the nearest word before it names (as the fraction, or as its percentage where the
    line shows no fraction), or the output's only chance;
  - where the output's numbers are fixed (dice given, a seed, a file, or a run that drew no
    random number), a number is the one the output gives the word the comment puts it with
    ("score 15" is the score's "= 15", "3 hits" is "hits: 3"); a comparison ("10 > 8"), a
    worked sum ("5 - 1 = 4": its terms on one line with its result) and a part of a comment
    that quotes the output are shown as written; an outcome word ("fails", "legal") is
    shown whole and not after "not" ("ILLEGAL" is not "legal"); a number typed on the
    command line that no word of the output gives a value (a die: "a 1 fails") need only
    be shown.
  Where a comment explains how a result comes about, or words its results so that no rule
  ties them, STATED says what to look for instead: the output's text with the label or row
  each result belongs to.
- Markup: output that echoes what the user wrote (names from their files, their sides,
  fighters and cards) is printed as on a terminal, through rich, where a stray '[' in a name
  would be read as markup; the rest piped.
- Czech: run again with `--lang cs` (not for JSON, CSV, GitHub annotations, drawings,
  schemas or `muster names`, which shows both languages), it exits the same and prints no
  English sentence. English is recognised by words no Czech sentence uses (the, of, and,
  with, ...). Not checked: what the user wrote (values typed on the command line, quoted
  names from their files, a roster's list names), files and options as typed, commands to
  type, rule ids, and an HTML page's markup (its text is checked).
"""

from __future__ import annotations

import functools
import json
import random
import re
import shlex
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from html.parser import HTMLParser
from pathlib import Path

import click
import pytest
import typer

from helpers import as_terminal, battle_walkthroughs, uncoloured
from muster.app import app

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs" / "usage").glob("*.md"))]
FILE_ARG = re.compile(r"\.(ya?ml|json|toml)$")
COMMENT = re.compile(r"\s#\s?(.*)$")


def _examples():
    """(command, comment) of every example line in the README's and docs/usage's shell blocks
    (scripts/snapshot_examples.py reads them too)."""
    for doc in DOCS:
        in_block = False
        pending, start = "", 0
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("```"):
                in_block = line.strip() in ("```sh", "```bash", "```console")
                continue
            text = line.strip()
            if not in_block or not (pending or text.startswith("muster ")):
                continue
            if not pending:
                start = number
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            text, pending = pending + text, ""
            comment = COMMENT.search(text)
            command = text[:comment.start()] if comment else text
            yield pytest.param(command.strip(), comment.group(1) if comment else "",
                               id=f"{doc.relative_to(ROOT)}:{start}")


def _help_examples():
    """The `  muster ...` example lines of every command's --help."""
    root = typer.main.get_command(app)
    ctx = click.Context(root, info_name="muster")
    commands: list[tuple[str, click.Command]] = [("", root)]  # `muster --help` itself
    for verb in root.list_commands(ctx):
        cmd = root.get_command(ctx, verb)
        commands.append((verb, cmd))
        groups = [(verb, cmd, ctx)]
        while groups:  # nested groups too (``deploy-shuffle conf draw``)
            path, group, parent = groups.pop(0)
            if not isinstance(group, click.Group):
                continue
            sub_ctx = click.Context(group, info_name=path.split()[-1], parent=parent)
            for name in group.list_commands(sub_ctx):
                sub = group.get_command(sub_ctx, name)
                commands.append((f"{path} {name}", sub))
                groups.append((f"{path} {name}", sub, sub_ctx))
    for path, cmd in commands:
        for line in (cmd.help or "").splitlines():
            text = line.strip()
            if text.startswith("muster ") and "--help" not in text:
                command, _, note = text.partition("  (")  # a note after the example
                where = " ".join(["muster", *path.split()])
                yield pytest.param(command.strip(), note, id=f"help of {where}: {command[7:40]}")


def _unique():
    """Each command once (spacing aside), with every comment any of its places gives it."""
    seen: dict[str, tuple[str, list[str], str]] = {}
    for param in [*_examples(), *_help_examples()]:
        command, comment = param.values
        key = shlex.join(shlex.split(command))
        entry = seen.setdefault(key, (command, [], param.id))
        if comment and comment not in entry[1]:
            entry[1].append(comment)
    return [pytest.param(command, tuple(comments), id=ident,
                         marks=[pytest.mark.slow] if command in SLOW else [])
            for command, comments, ident in seen.values()]


# examples that take seconds and state no result beyond running: run where the slow tests
# run (CI); the lighter twin named runs by default (the same output's shape)
SLOW = {"muster roll 3d6 --times 1000000": "muster roll 3d6 --times 1000"}


EXAMPLES = _unique()


# ---------------------------------------------------------------- stated results

def _rows(n: int) -> Callable[[str], bool]:
    """The output is a table of ``n`` rows."""
    def rows(text: str) -> bool:
        return len(text.strip().splitlines()) == n
    rows.__name__ = f"{n} rows"
    return rows


def _json_count(key: str, n: int) -> Callable[[str], bool]:
    """The JSON output's ``key`` lists ``n`` entries."""
    def count(text: str) -> bool:
        return len(json.loads(text)[key]) == n
    count.__name__ = f"{n} {key}"
    return count


# Where a comment explains how a result comes about (a sum, a rulebook reference, a file name),
# or states results no word of it ties to their place: what the output shows instead, each
# piece of text with the label or row it belongs to. Keyed by the command as written.
STATED: dict[str, list[str | Callable[[str], bool]]] = {
    # the README's worked examples
    "muster roll conf -v 4 -D 6 --penalty critical --odds":
        ["chance of success: 33.33 % (1/3)\nchance of an automatic failure: 66.67 % (2/3)"],
    "muster wound confrontation --str 13 --res 7 --dice 3,6":
        ["score 9 + STR 13 - RES 7 = 15\n", "Wound table: torso, row 11 to 15: critical wound\n",
         "\nResult: critical wound (", "now critical wound; die penalty -3 ("],
    "muster wound void --weapon sword --target-armor 5 --dice 8,6":
        ["damage: 1 x 20 = 20\n", "target HP: 40 -> 20 of 40"],
    "muster wound void --weapon meč --target-armor 5 --dice 8,6":
        ["damage: 1 x 20 = 20\n", "target HP: 40 -> 20 of 40"],
    "muster wound wm --attacks 6 --to-hit 4 --armour 5 --odds --vs '--to-hit 3' --vs "
    "'--armour 4'": [" 1 26.34 % 91.22 % 14.11 % 97.06 % +5.84 35.60 % "
                     "82.20 %", "--to-hit 3: mean 2.67 (+0.67)", "--armour 4: mean 1.5 (-0.5)"],
    "muster wound wm --attacks 6 --to-hit 4 --armour 5 --odds --per-points 120 --vs "
    "'--to-hit 3 --per-points 150'": ["base: mean 2 sd", "per 100 points 1.67",
                                      "mean 2.67 (+0.67)",
                                      "per 100 points 1.78 (+0.11) (at 150 points)"],
    "muster wound wm --attacks 6 --to-hit 4 --armour 5 --odds --per-points 120":
        ["mean per 100 points (at 120 points): 1.67"],
    "muster roll conf -v 4 -D 6 -D 8 -D 10 --odds":
        ["difficulty 6 8 10\nsuccess 83.33 % 50.00 % 16.67 %"],
    "muster roll mageknight --attack 9 --defense 15 --defense 16 --dice 2,4":
        ["defense 15: HIT (15 >= 15)", "defense 16: MISS (15 < 16)"],
    "muster roll mk --attack 9 --defense 15 --defense 16 --dice 2,4":
        ["defense 15: HIT (15 >= 15)", "defense 16: MISS (15 < 16)"],
    "muster roll conf -v 5 -D 8 --over --dice 5": ["SUCCESS: 10 > 8"],
    "muster roll conf courage -v 4 -D 7 --charging --fanatic 3 --dice 2,4":
        ["PARALYSED: 7 is not > 7"],
    "muster roll conf -v 0 -D 8 --ability Otrlý --dice 5,3":
        ["die 5! + 3 = 8", "abilities: Hardened (Otrlý)"],
    "muster roll conf -v 4 -D 5 --ability sharp-shooter --dice 1":
        ["die 1 = 1, + 4 = 5 (needs >= 5)\nSUCCESS: 5 >= 5"],
    "muster roll conf --feat high-jump --mov 10 --res 3 --over-models large --smaller --dice 4":
        ["= 8, needs > 7; dice 4\nSUCCESS"],
    "muster wound conf --str 10 --res 8 --current serious --possessed --dice 1,2":
        ["now serious wound and stunned (this round); die penalty -2",
         "Possessed: penalties of a light wound"],
    "muster deploy-shuffle conf new --deck game.json --army "
    "lions=armies/confrontation/legal-lions-300.yaml --dis acheron=3 --card "
    "acheron=Zombies,Wolfen --seed 4": ["+ 4 = 14 - lions wins"],
    "muster list-validate armies/mageknight/legal-mixed-200-czech-names.yaml --rule "
    "shared-requirement=kind": ["same kind, minimum attack value (10 and 9); under the "
                                "stricter reading (--rule shared-requirement=kind)",
                                "ILLEGAL (1 error)"],
    "muster list-validate armies/ --strict": [],  # the exit code (1) is what it states
    "muster deploy-shuffle conf new --times 1000 --dis lions=4 --dis acheron=3 --seed 1":
        ["1,000 rolls (seed 1)"],
    "muster deploy-shuffle bl new --deck deck.json --scenario agincourt --size 24 --seed 3":
        ["24 command cards shuffled", "hands: english 6, french 4", "deck: 14 face down"],
    "muster wound mk -a 9 -m 2 -D 15 -D 16 --split 1,1 --dice 3,4":
        ["3 4 + 9 = 16", "defense 15: HIT (16 >= 15)\ntakes 1 damage",
         "defense 16: HIT (16 >= 16)\ntakes 1 damage"],
    "muster wound mk -a 10 -D 15 --capture --dice 4,4": ["attack 10 -3 = 7", "4 4 + 7 = 15",
                                                         "HIT (15 >= 15)\ncaptured: no damage"],
    "muster wound mk -a 10 -D 15 --eliminate-captive --dice 4,4":
        ["attack 10 -3 = 7", "4 4 + 7 = 15", "HIT (15 >= 15)\nELIMINATED"],
    "muster roll mk --attack 8 --defense 17 --formation-attack 2 --dice 3,4":
        ["3 4 + 12 = 19\nvs defense 17: HIT (19 >= 17)"],
    "muster siege-breach mk -a 0 -D 30 --structure 2 --damage 1 --dice 6,6 --json":
        ['"critical_hit": true', '"hit": true', '"damage": 2'],
    "muster roll wm game-length --seed 3": ["D6 2 -> D3 1", "the battle lasts 6 turns (5 + 1)"],
    "muster roll wm gerroff --dice 1,2,3,4,6": ["5D6: 1 2 3 4 6", "driven back 16 cm"],
    "muster roll wm rage --count 3 --dice 4,4": ["4 came up twice: no bonus",
                                                 "the unit suffers 8 hits"],
    "muster wound wm --attacks 10000 --to-hit 4 --armour 5 --odds": ["mean 3333.33 sd"],
    "muster deploy-shuffle bl show --deck examples/decks/agincourt.json --odds 12 --within 3":
        ["1 of the 24 cards", "next 3 draws: 12.50 % (1/8)", "deck: 14 face down",
         "hands: english 6, french 4"],
    "muster deploy-shuffle bl show --deck examples/decks/agincourt.json --odds 12 --within 3 "
    "--side english": ["1 of the 18 cards", "the next 3 draws: 16.67 % (1/6)",
                       "deck: 14 face down", "hands: english 6, french 4"],
    # the output's row or line, where no word of the comment names it
    "muster roll conf -v 4 --versus 3 --odds": ["first side wins: 61.44 %"],
    "muster roll conf --regeneration 5 --current critical --odds":
        ["none 3.70 % (1/27)", "critical 66.67 % (2/3)"],
    "muster roll conf shoot --aim 3 --range medium --moved --dice 5":
        ["medium range 7, dynamic shot +1, normal target 0: difficulty 8",
         "+ 3 = 8 (needs >= 8)\nHIT"],
    "muster roll conf melee-setup --ini 3 --def 3 --charged --versus-ini 3 --dice 2,2":
        ["INI 3 -1 (charged) = 2, DEF 3 -1 (charged) = 2",
         "+ 2 = 4; second die 2 = 2, + 3 = 5\n"],
    "muster roll conf --mutagenic 2 --points 350 --odds":
        ["Mutagenic / 2, 3 figures (350 A.P.)", "\n0 0.46 % (1/216)"],
    "muster roll wm cast --value 5 --wand --dice 4":
        ["attempt: 4 + 1 = 5 CAST (5 >= 5)\nWand of Power (hůlka síly): +1 on the first attempt",
         "\nSpell CAST"],
    "muster roll wm command --value 10 --dice 5,6": ["roll: 5 6 = 11", "Order FAILED (11 > 10)"],
    "muster roll wm storm --count 2 --armour 4 --odds": ["\n0 8.51 % (49/576)"],
    "muster roll void --target 12 --mod -2 --dice 9": ["d20 <= 12 - 2 = 10", "SUCCESS (9 <= 10)"],
    "muster roll void --target 10 --corrective --dice 14,6":
        ["d20 = 14\n", "corrective roll (opravný hod) d20 = 6 (this one stands)",
         "SUCCESS (6 <= 10)"],
    "muster roll void --target 8 --spoiling --odds": ["success: 16.00 % (4/25)"],
    "muster roll mk -a 9 -D 14 -D 14 -F 0 -F 2 --odds":
        ["defense 14: 83.33 % (5/6)", "defense 14 + fortification 2 = 16: 58.33 % (7/12)"],
    "muster wound bl --weapon long-sword --target-colour blue --faces blue,red,bonus":
        ["hits: 2 -> 2 figure(s) removed"],
    "muster wound bl --weapon short-sword --target-colour blue --faces flag,flag,flag --room 1":
        ["2 hex(es) cannot be taken: 2 more figure(s) lost", "left: 2 figure(s)"],
    "muster wound void travel --pace slow --km 3 --perception 12 --odds":
        ["\n3 21.60 % (27/125)"],
    "muster wound mk -a 9 -m 2 -D 15 -D 16 --split 2,0 --dice 6,6":
        ["Target 1: vs defense 15: HIT (natural roll decides)\ntakes 3 damage (2 + 1 critical)",
         "Target 2: vs defense 16: HIT (natural roll decides)\ntakes 1 damage (0 + 1 critical)"],
    "muster deploy-shuffle mk dispute --dice 3":
        ["D6 3: the action is NOT CARRIED OUT (1-3 no, 4-6 yes)"],
    "muster scatter --distance 2d6 --direction d12 --radius 3 --dice 3,2,4":
        ["lands at (6, 0): 6 in at 90 degrees (3 o'clock)", "the target is clear of the blast"],
    "muster scatter void --rc 10 --charge high-explosive --dice 15,3":
        ["missed by 15 - 10 = 5 m, towards 3 o'clock (d12) -> lands at (5, 0)",
         "the target is caught in the blast (5 m from the explosion, blast 5 m)"],
    "muster siege-breach wm --target wall --damaged --hits 2 --dice 6,3":
        ["score: 6 +1 (already damaged) = 7 -> breached", "result: COLLAPSED"],
    "muster roll bl 3 -t green -w common-bow --times 100 --seed 1 --json": ['"times": 100,'],
    "muster wound conf --str 13 --res 7 --odds --vs '--str 10'":
        ["torso: critical -> critical 16.67 % 11.11 %"],
    "muster roll wm cast --value 5 --odds --vs '--value 6'": ["yes 33.33 % 16.67 %"],
    "muster roll bl 3 --odds --vs 4": [" 1 34.72 % 42.13 % 38.58 % 51.77 %"],
    "muster wound wm --attacks 6 --to-hit 4 --armour 5 --reroll-one-save --odds --vs "
    "'--no-reroll-one-save'": [" 1 17.76 % 96.03 % 26.34 % 91.22 %"],
    "muster roll conf -v 2 -D 9 --odds": ["d6 + 2 >= 9\nchance of success: 13.89 % (5/36)"],
    "muster roll conf -v 4 --versus 4 --dice 3,3,6,2,1":
        ["+ 4 = 7; second die 3 = 3, + 4 = 7 - tie, roll again",
         "round 2: first die 6! + 2 = 8, + 4 = 12; second die 1 = 1, + 4 = 5 AUTOMATIC FAILURE",
         "FIRST SIDE WINS"],
    "muster roll conf -v 3 --group 3 --versus 5 --dice 4,2":
        ["+ 3 + 2 (group of 3) = 9; second die 2 = 2, + 5 = 7\nFIRST SIDE WINS"],
    "muster roll conf --mutagenic 2 --points 350 --dice 4,1,6":
        ["350 A.P. of fighters with the ability: 3 figures", "figure 1: 4: 6 points (4 + 2)",
         "figure 2: 1: FAILURE (a natural 1), no points", "figure 3: 6: 8 points (6 + 2)",
         "points in all: 14 ("],
    "muster roll conf --into-melee small:goblin --into-melee large:rider --into-melee "
    "normal:spearman --dice 5": ["spearman 5-6; d6 = 5\n", "the shot hits 3: spearman"],
    "muster roll conf --feat plain --mov 12/4.8 --difficulty 7 --dice 3":
        ["= 7.8, needs > 7; dice 3\nSUCCESS"],
    "muster roll conf --feat long-jump --mov 10 --res 3 --bases 2 --depth 8 --dice 2,2,5":
        ["= 6, needs > 6; dice 2\nFAILURE\nleg wound at STR 8 against RES 3"],
    "muster roll conf --feat plain --mov 10 --difficulty 4 --ability vivacity --dice 1":
        ["= 5, needs > 4; dice 1\nSUCCESS"],
    "muster wound conf --str 10 --res 7 --stunned --dice 2,5":
        ["now light wound and stunned (this round); die penalty -2 ("],
    "muster --lang cs roll 2d6 --odds": ["\n7 16,67 % (1/6)"],
    "muster --lang cs scatter --distance 2d6 --direction d12 --radius 3 --dice 3,2,4":
        ["dopadne v bodě (6; 0): 6 palců pod úhlem 90° (ve směru 3 hodin)"],
    "muster --lang cs scatter mk -a 8 -m 2 -D 16 -D 17 --dice 1,1,4,6,6":
        ["oblast působnosti 1,5 palce", "dopadne v bodě (0; −1): 1 palec"],
    "muster deploy-shuffle conf round --deck examples/decks/lions-acheron.json --dice 4,3":
        ["6 cards still to draw"],
    # the real cards: the card named is drawn, not the stored top card (the lions' Paladin)
    "muster deploy-shuffle conf draw --deck examples/decks/lions-acheron.json --card wolfen":
        ["acheron draws Wolfen: placed", "pile: 5 cards face down",
         "acheron: reserves none (limit 2); placed: Wolfen"],
    "muster deploy-shuffle conf draw --deck examples/decks/lions-acheron.json --card Wolfn":
        ["--card: no card 'Wolfn' is left to draw (the cards to draw now: Red Lioness, "
         "Paladin, Spearmen, Zombies, Wolfen, Skeletons; did you mean 'Wolfen'?)"],
    "muster deploy-shuffle bl end-turn english --deck examples/decks/agincourt-played.json "
    "--card 12": ["english discards the played card and draws 12", "deck: 13 face down"],
    "muster deploy-shuffle bl new --deck deck.json --size 12 --card 1 --card 2 --card 3 --card 4 "
    "--card 5 --card 6 --card 7 --card 8 --card 9 --card 10":
        ["hands dealt: english 6 and french 4", "deck: 2 face down"],
    "muster deploy-shuffle void --fighter Kara=2 --fighter Bandit --dice 12,9":
        ["1. Kara 12 +2 own 14", "2. Bandit 9"],
    "muster roll mk -a 9 -D 14 --fortification 2 --dice 3,3":
        ["3 3 + 9 = 15", "vs defense 14 + fortification 2 (hodnota opevnění) = 16: MISS (15 < 16)"],
    "muster wound mk -a 10 -m 3 -D 16 --clicks-taken 4 --skull-at 6 --dice 3,3":
        ["dial: click 4 -> click 7\nELIMINATED"],
    "muster wound mk -a 8 -m 2 -D 17 --formation-attack 1 --formation-damage 1 --odds":
        ["Target 1, defense 17: hit 58.33 % (7/12)"],
    "muster roll mk --attack 8 --defense 17 --formation-attack 4 --dice 3,4":
        ["Rule of 3 (pravidlo 3) not applied", "(attack +8)", "3 4 + 16 = 23",
         "HIT (23 >= 17)"],
    "muster wound mk -a 10 -m 2 -D 16 --lunge --second-token --odds":
        ["hit 72.22 % (13/18)", "damage: 0: 27.78 % (5/18), 2: 69.44 % (25/36), 3: 2.78 % (1/36)"],
    "muster list-validate armies/mageknight/": ["10 files: 3 legal, 7 illegal, 0 unreadable"],
    "muster list-validate armies/void/": ["12 files: 3 legal, 9 illegal, 0 unreadable"],
    "muster list-validate armies/warmaster/": ["12 files: 4 legal, 8 illegal, 0 unreadable"],
    "muster --lang cs deploy-shuffle mk dispute --dice 3":
        ["k6 = 3: akce se NEPROVEDE (1–3 ne, 4–6 ano)"],
    "muster --lang cs wound mk -a 9 -m 2 -D 15 --target-terrain vyvýšený-obtížný --dice 4,4":
        ["Cíl 1: proti obraně 15 + terén 2 = 17: ZÁSAH (17 ≥ 17)"],
    "muster --lang cs wound mk -a 9 -m 3 -D 17 --gang-up 1 --rear-arc --dice 2,3":
        ["útok 9 + 2 = 11", "2 + 3 + 11 = 16", "Cíl 1: proti obraně 17: VEDLE (16 < 17)"],
    "muster roll 'k%' --odds": ["\n1 1.00 % (1/100)", "\n100 1.00 % (1/100)"],
    "muster roll '(1d6+1)*2' --odds": ["\n4 16.67 % (1/6)", "\n14 16.67 % (1/6)"],
    "muster roll '(2d6)>=8' --dice 4,5": ["2d6 [4 5] = 9 → SUCCESS"],
    "muster roll '(2d6)>=7' '(3d6)>=10' --odds": ["\n1 58.33 % 58.33 % 62.50 %"],
    "muster scatter --distance 2d6 --direction d12 --radius 3 --base 1 --odds --json":
        ['"target_under_blast": {\n"p": 0.16666666666666666,\n"fraction": "1/6"\n}'],
    "muster scatter void --rc 10 --charge he --timed --target-agility 8 --dice 15,3,8":
        ["the target is caught in the blast", "d20 = 8 vs Agility 8: ESCAPES"],
    "muster scatter mageknight --attack 8 --damage 2 --defense 16 --dice 5,6,3,4":
        ["5 6 + 8 = 19", "HIT (19 >= 10)\nthe token stays", "3 4 + 8 = 15",
         "figure 1: vs defense 16: MISS (15 < 16)"],
    "muster scatter mk -a 8 -m 2 -D 16 -D 17 --dice 1,1,4,6,6":
        ["natural 2 misses, the bombarder takes 1 pushing damage", "natural 12 hits every target",
         "it lands at (0, -1): 1 in at 180 degrees",
         "figure 1: vs defense 16: HIT (natural roll decides): takes 3 damage",
         "figure 2: vs defense 17: HIT (natural roll decides): takes 3 damage"],
    "muster scatter wm --one-die --edge-cm 12 --odds": ["the unit leaves the table: 66.67 % (2/3)"],
    "muster scatter conf --mov 12 --courage 4 --fear 8 --dice 3":
        ["FAILURE: 7 is not > 8", "it flees 24 cm"],
    "muster roll conf --feat fall --mov 10 --res 3 --height 10 --dice 2,1,2":
        ["d6 + 4 (MOV 10 cm / 4 in) = 6; dice 2\nLEG WOUND\nleg wound at STR 4 against RES 3"],
    "muster roll conf shoot --aim 3 --range long --rapid --cover --size small --dice 6,6":
        ["long range 10, static shot 0, rapid shot +1, target partly hidden +1, small target +1: "
         "difficulty 13", "+ 3 = 15 (needs >= 13)\nHIT"],
    "muster roll conf -v 2 -D 9 --dice 6,1":
        ["die 6! + 1 = 7, + 2 = 9 (needs >= 9)\nFAILURE: a natural 1 fails (also after a six)"],
    "muster wound conf --str 12 --res 9 --assassin --dice 1,4,4":
        ["Damage roll (hod na poškození): (1) 4 4 - doubles", "\nResult: serious wound ("],
    "muster wound conf --str 10 --res 8 --toxic 6 --dice 2,5,3,3":
        ["\nResult: light wound (", "Toxic / 6 (Toxický): a second damage roll at once",
         "was light wound, now serious wound"],
    "muster roll conf -v 4 -D 6 --penalty critical --dice 5":
        ["die 5 - 3 (critical wound) = 2, + 4 = 6 (needs >= 6)\nSUCCESS: 6 >= 6"],
    "muster roll conf --reinforcement --dice 5":
        ["Reinforcement (Návrat do boje): 5 - the removed figure with the lowest points returns"],
    "muster wound conf --str 9 --res 9 --survival-instinct --dice 6":
        ["Survival instinct (Pud sebezáchovy): 6 - the wound fails", "still unwounded"],
    "muster deploy-shuffle wm --units orcs=8 --units elves=8 --dice 3,3,5,2":
        ["orcs 3, elves 3 (tie: roll again); orcs 5,\nelves 2 -> orcs wins",
         "orcs and elves alternately, one at a time, orcs first"],
    "muster deploy-shuffle void -f Kara=2 -f Bandit --agility Kara=9 --agility Bandit=12 "
    "--dice 12,14": ["1. Bandit 14 - 14\n2. Kara 12 +2 own 14",
                     "equal totals: the higher Agility first"],
    "muster deploy-shuffle mk dispute --about 'the line of fire touches the base' --dice 4":
        ["D6 4: the action is ALLOWED"],
    "muster roll mk --attack 9 --defense 16 --gang-up 1 --rear-arc --dice 3,2":
        ["attack 9 +2 = 11", "3 2 + 11 = 16\nvs defense 16: HIT (16 >= 16)"],
    "muster scatter mk -a 8 -m 2 -D 16 --range 4 --aim-distance 9":
        ["placed within double the range, 2 x 4 = 8 in"],
    "muster list-validate armies/mageknight/legal-orc-clans-300-exactly-at-limit.yaml "
    "--opponent armies/mageknight/legal-mixed-200-czech-names.yaml":
        ["warning [mageknight.opponent-build-total] this army is built for 300 points, the "
         "opponent's for 200"],
    "muster roll '{2d6+1d8}kh2' --dice 3,5,7": ["[(3) 5 7] = 12"],
    "muster roll 4d6r1 --dice 1,1,3,4,5,3": ["[3 4 5 3 | 1 1] = 15"],
    "muster --lang cs wound void --weapon hammer --special stun --target-durability 8 --dice "
    "5,13": ["omráčení: k20 = 13 proti Durability 8", "omráčen na 5 minut (13 − 8)"],
    "muster --lang cs scatter void --rc 10 --charge he --dice 15,3":
        ["odchylka 15 − 10 = 5 m, směr k12 = 3 → dopadne v bodě (5; 0)"],
    "muster roll wm storm --count 3 --dice 1,4,6":
        ["unit 1: D6 1 -> 1 hit\nunit 2: D6 4 -> 2 hits\nunit 3: D6 6 -> 3 hits"],
    "muster roll wm cast --value 5 --runesmith --dice 5,3":
        ["attempt: 5 CAST (5 >= 5)", "D6 3 against 4+: NOT DISPELLED\nOutcome: cast"],
    # a result in words, on the line that gives it
    "muster wound conf --str 10 --res 8 --current light --dice 1,5":
        ["\nResult: light wound (", "was light wound, now serious wound"],
    "muster wound conf --str 10 --res 10 --current critical --dice 1,5":
        ["was critical wound, now killed outright: removed"],
    "muster wound conf --str 13 --res 7 --bane --dice 3,6":
        ["(bane: one row lower, row 16 to 20: killed outright)",
         "\nResult: killed outright (", "now killed outright: removed"],
    "muster wound conf --str 10 --res 8 --hard-boiled --dice 2,5":
        ["row 6 to 10: light wound (hard-boiled: one row up, row 1 to 5: light wound)"],
    "muster siege-breach wm --target tower --breaches 1 --rams 1 --seed 7":
        ["Breach tower (věž), breached once; attack: 1 ram"],
    "muster deploy-shuffle void -f Kara -f Rook -f Bandit -f Zed --expected Kara --panic "
    "Bandit  --fatigue Rook=2 --stunned Zed --seed 5":
        ["Zed: stunned (unconscious) (Omráčení), does not take part"],
    "muster --lang cs deploy-shuffle mk score --player Radek=1 --player Honza=2 --objectives 3 "
    "--able Radek": ["VÍTĚZ: Radek ("],
    "muster scatter conf --mov 10 --desperate": ["it never flees"],
    "muster siege-breach wm pass --target gate --destroyed --troop monster --side attacker":
        ["ALLOWED: the gate is destroyed", "(giants stoop)"],
    "muster siege-breach wm pass --target wall --destroyed --troop chariot --side attacker":
        ["NOT ALLOWED: machines, artillery and chariots cannot cross the rubble of a breach"],
    "muster roll wm cast --value 6 --ring":
        ["the spell is cast with no casting roll", "\nOutcome: cast"],
    # what an example that rolls at random states is not the dice: the fixed part of its output
    "muster deploy-shuffle bl new --deck deck.json --scenario agincourt --size 24":
        ["hands dealt: english 6 and french 4", "hands: english 6, french 4"],
    "muster roll conf -v 4 -D 7 --penalty stunned --penalty light":
        [" - 2 (stunned, light wound) = "],
    "muster deploy-shuffle conf round --deck examples/decks/lions-acheron-deployed.json --dis "
    "lions=2 --odds": ["lions (DIS 2) wins: 38.56 %", "acheron (DIS 3) wins: 61.44 %"],
    "muster roll wm command --value 9 --penalty 1 --helm --odds":
        ["(Command 9, Helm, -1)\nchance of passing: 83.33 % (5/6)"],
    "muster roll wm gerroff --one-die --odds": ["Gerroff!!! drive-back (D6 x 5) in cm"],
    "muster roll conf --value 4 --versus 3 --odds": ["Opposed roll: d6 + 4 against d6 + 3"],
    # examples that roll no dice, whose numbers the comment words its own way
    "muster roll conf fly --air-mov 25 --start 2 --target-level 1 --dive":
        ["1 level(s) x 5 cm = 5 cm", "INI +3, ATT +3, STR +3"],
    "muster roll conf fly --air-mov 25 --start 0 --end 2":
        ["2 level(s) x 5 cm = 10 cm; 15 cm of air movement left"],
    "muster wound void --fall 3 --target-size 2":
        ["3 m, size 2: 1 m above the size x 10 = 10 damage"],
    "muster schema warmaster": ['"$schema": "https://json-schema.org/draft/2020-12/schema"'],
    "muster deploy-shuffle warmaster --units orcs=12 --units elves=10":
        ["orcs and elves alternately, one at a time, orcs first (10 each)",
         "21-22: orcs places its remaining 2 units", "orcs has more units (12 to 10) and places "
         "first"],
    "muster --lang cs deploy-shuffle wm --units orcs=7 --units elves=5":
        ["11–12: orcs rozmístí své zbývající 2 jednotky"],
    "muster deploy-shuffle mk score --player Radek=1 --player Honza=2 --objectives 3 --able "
    "Radek": ["he controls all 3 objectives", "Radek yes 3"],
    "muster scatter bl --flags 2 --morale frightened --room 3":
        ["retreat 4 hex(es)", "1 hex(es) cannot be taken: 1 figure(s) lost, the unit retreats 3"],
    "muster scatter battlelore --flags 2 --morale frightened --room 3":
        ["retreat 4 hex(es)", "1 hex(es) cannot be taken: 1 figure(s) lost, the unit retreats 3"],
    "muster roll bl 3 --odds": ["3 battle dice: how many show one given face"],
    "muster deploy-shuffle bl play english 9 --as-many-as-cards --deck "
    "examples/decks/agincourt.json": ["as many units as english has command cards, this one "
                                      "included: up to 6"],
    "muster roll 2d6 --odds --vs 3d6 --vs 4d6kh3": ["\n12 2.78 % 2.78 % 11.57 % 37.50 %"],
    "muster deploy-shuffle bl new --deck deck.json --size 10":
        ["10 cards cannot deal hands of 6 and 4 and leave a deck to draw from"],
    "muster deploy-shuffle bl show --deck examples/decks/agincourt.json --side english":
        ["english's hand: 20, 9, 22, 7, 13, 5"],
    "muster deploy-shuffle mageknight --points 200":
        ["build total 200 points: 2 actions per turn"],
    "muster deploy-shuffle mk --standard --json":
        ['"points": 300,\n"actions_per_turn": 3,', '"battlefield_in": 36,',
         '"minutes": 50,'],
    "muster deploy-shuffle mk --points 250":
        ["actions per turn only for 200 points: 2, 300 points: 3"],
    "muster roll 4dF --odds": ["\n0 23.46 % (19/81)", "\n-1 19.75 %", "\n1 19.75 %"],
    "muster roll d6ro1 --odds": ["\n1 2.78 % (1/36)"],
    "muster roll '6d6>=5!' --odds": ["6d6>=5!: distribution of the total"],
    "muster roll wm --target 5 --count 3 --odds": ["\n0 29.63 % (8/27)", "\n3 3.70 % (1/27)"],
    "muster roll wm door --troop infantry --stands 4":
        ["at most 3 stands of a unit a Command phase", "4 infantry stand(s): 2 Command phase(s)"],
    "muster wound wm --attacks 4 --fortified --odds": ["4 attacks at 6+"],
    "muster names void gear": [_rows(43)],
    "muster names wm items --json": [_json_count("names", 18)],
    # docs/usage/battle.md: the defence die's 2
    "muster wound conf exchange --attacker Templar --target Warrior --attack-at 7 --parries 1 "
    "--back-at 6 --back-parries 1 --dice 5,4,3,2,3,6 --battle skirmish.json":
        ["defence against attack 1 (difficulty 6): die 2 - 1 (stunned) + DEF 4 = 5 FAILED"],
    "muster roll wm command --crown --dice 6,5 --json":
        ['"effective": 10,', '"total": 11,', '"crown_lost": true'],
}

FRACTION = re.compile(r"(?<![\w.(^/])(\d+/\d+)(?![\w.^/)]|\)\^)")
PERCENT = re.compile(r"(?<![\d.,])(\d+)(?:[.,](\d+))? ?%")
NUMBER = re.compile(r"(?<![\w.,/-])-?\d+(?![\w.,/])")
# the outcome words a comment may state; the output must show the word whole (as "fails",
# "failed" or "failure"), not after "not" or "no"
OUTCOME = re.compile(r"\b(success|failure|fails?|passes|cast|dispel\w*|hits?|miss\w*|"
                     r"breach\w*|collapses?|destroyed|critical wound|serious|light|lost|"
                     r"escapes|holds|flees|legal|illegal|killed|stunned|unsaved|eliminat\w*|"
                     r"captured|removed|rall(?:y|ies)|VÍTĚZ|ÚSPĚCH|ZÁSAH|VYŘAZEN|NEPROVEDE)\b",
                     re.I)
# what the output's numbers are read from: dice given, a seed, a file, or no dice at all
FIXED = re.compile(r"--dice|--seed|--faces|^muster (--lang cs )?list-validate")
WORD = re.compile(r"[^\W\d_][\w'-]*")
# a number as the output shows it: "-3", "4.8", "58,33"; not a die's sides ("2D6"), a rule's
# line ("L33") or half a fraction
OUT_NUMBER = re.compile(r"(?<![\w.,/])-?\d+(?:[.,]\d+)?(?![\w/]|[.,]\d)")
# words that name no result: a stated number or fraction is not tied to them
STOP = {"a", "an", "the", "of", "in", "on", "at", "to", "and", "or", "is", "are", "by", "for",
        "its", "it", "then", "with", "as", "each", "every", "all", "both", "one", "two",
        "three", "this", "that", "here", "there", "only", "still", "again", "same", "your",
        "own", "after", "before", "from", "into", "up", "down", "be", "no", "not", "none"}

# a comparison a comment quotes: "10 > 8", "5 is not > 6", "9 <= 12", "294 of 300", "24 -> 0"
COMPARE = re.compile(r"(?<![\w.,/-])(-?\d+(?:\.\d+)?) (is not )?(>=|<=|->|[<>≥≤→]|of|ze) "
                     r"(-?\d+(?:\.\d+)?)(?![\w/]|\.\d| [-+x] ?\d)")
SAME = {">=": "≥", "<=": "≤", "≥": ">=", "≤": "<="}  # as the Czech output writes them
# a part of a comment ("; "-separated) that may quote the output as it is: it holds a number
# and words; shown as written, each of its numbers is where the output puts it
QUOTED_PART = re.compile(r"(?:^|(?<=; ))(?=[^;]*\d)(?=[^;]*[^\W\d_]{2})[^;]{8,}")
# what a comment holds that is no result: the exit code (checked as such), an option or a
# name as typed ("--to-hit 9", "'--to-hit 3'"), the row a fraction is given for ("10 is 1/8",
# tied with it)
TYPED = re.compile(r"\bexit \d\b|--[\w-]+(?: '[^']*'| [^\s,;:)]+)?|'[^']*'"
                   r"|\b\d+ is (?=(?:about )?\d+(?:/\d+|[.,]\d+ ?%))")
# a worked sum in a comment: numbers joined by + - x, each maybe after one word ("STR 10")
# or before a note in brackets ("+1 (gate)"), dice side by side added ("4 4 + 10"), then
# "= RESULT"
_TERM = r"(?:[A-Za-z]+ )?\d+(?:\.\d+)?(?: \d+)*(?: \([^)]*\))?"
SUM = re.compile(rf"(?<![\w./])({_TERM}(?: ?[-+x×] ?{_TERM})+) = (-?\d+(?:\.\d+)?)(?![\w./])")


def _stem(word: str) -> str:
    """A word without its endings: "fails", "failed" and "failure" are one word, "hits" and
    "hit" too; "legal" is not "illegal"."""
    word = word.lower()
    for _ in range(2):
        for ending in ("ure", "es", "ed", "s", "e", "d"):
            if word.endswith(ending) and len(word) - len(ending) >= 3:
                word = word[:-len(ending)]
                break
    return word


def _word_at(word: str, line: str) -> list[re.Match[str]]:
    """Where ``line`` shows ``word`` (or a phrase) as a whole word, in any of its forms, and
    not after "not" or "no"."""
    want = [_stem(w) for w in word.split()]
    words = list(WORD.finditer(line))
    found = []
    for i in range(len(words) - len(want) + 1):
        if [_stem(w.group()) for w in words[i:i + len(want)]] != want:
            continue
        if i and words[i - 1].group().lower() in ("not", "no", "ne", "nebyl", "není"):
            continue
        found.append(words[i])
    return found


def _shown_as(fraction: str) -> list[str]:
    """a/b as written, or its percentage with two decimals (83.33 % for 5/6)."""
    top, bottom = map(int, fraction.split("/"))
    percent = f"{100 * top / bottom:.2f}"
    return [rf"(?<![\d/]){re.escape(fraction)}(?![\d/])",
            rf"(?<![\d.,]){re.escape(percent)}(?!\d)",
            rf"(?<![\d.,]){re.escape(percent.replace('.', ','))}(?!\d)"]


def _percent_pattern(whole: str, decimals: str) -> list[str]:
    """61 % is shown as 61 % or 61.44 %; 58,33 % (Czech) as written."""
    tail = rf"[.,]{decimals}" if decimals else r"(?:[.,]\d+)?"
    return [rf"(?<![\d.,]){whole}{tail} ?%"]


def _label(comment: str, at: int) -> list[str]:
    """The words a comment puts a stated value with, the nearest first: those just before it
    in its clause ("held by Fanaticism 1/3", "10 is 1/8", "Kara first: 9/32"); when nothing
    stands between the value and a colon, the words before the colon ("exact chance: 1/3")."""
    before = re.split(r"[,;(]|\s-\s", comment[:at])[-1]
    head, _, tail = before.rpartition(":")
    phrase = tail if tail.strip() or not head else head
    tokens = re.findall(r"[^\W_][\w'-]*", phrase)
    return [t for t in reversed(tokens)
            if t.lower() not in STOP and not re.fullmatch(r"\d+[.,]\d+", t)]


def _names(label: str, line: str) -> bool:
    """``line`` names ``label``: a row's value ("10") or a word in any of its forms."""
    if label.isdigit():
        return re.search(rf"(?<![\w.,/-]){label}(?![\w/]|[.,]\d)", line) is not None
    return bool(_word_at(label, line))


def _on_a_line_with(patterns: list[str], labels: list[str], text: str,
                    value: Fraction | None = None) -> bool:
    """The output's chance named by the nearest of ``labels`` that names one (a row's value,
    "10", or a word) is the value (one of ``patterns``; a fraction ``value`` as a fraction
    where the line shows one, not only as its percentage); where no label names a chance,
    the output shows this one chance and no other."""
    def shows(line: str) -> bool:
        fractions = re.findall(r"\((\d+/\d+)\)", line)
        if value is not None and fractions:
            return any(Fraction(f) == value for f in fractions)
        return any(re.search(p, line) for p in patterns)

    chances = [line for line in text.splitlines() if re.search(r"\d ?%|\(\d+/\d+\)", line)]
    for label in labels:
        named = [line for line in chances if _names(label, line)]
        if named:
            return any(shows(line) for line in named)
    return len(chances) == 1 and shows(chances[0])


def _values_by(word: str, line: str) -> set[str]:
    """The numbers ``line`` gives ``word``: the one just before it ("3 figures", "takes 2
    damage"), the first after it ("hits: 3", "INI 3"), and the result of a sum that starts
    after it ("score 9 + STR 13 - RES 7 = 15")."""
    values = set()
    for found in _word_at(word, line):
        before = line[:found.start()]
        last = list(OUT_NUMBER.finditer(before))
        if last and not re.search(r"[^\W\d_]\w*\W+[^\W\d_]", before[last[-1].end():]):
            values.add(last[-1].group())  # at most one word between
        after = line[found.end():]
        first = OUT_NUMBER.search(after)
        if first:
            values.add(first.group())
        clause = re.split(r";|, (?=[^\W\d_])", after, maxsplit=1)[0]
        for result in re.finditer(r"(?:=|->|→) ?(-?\d+(?:[.,]\d+)?)(?![\d/])", clause):
            values.add(result.group(1))
    return {v.replace(",", ".") for v in values}


def _typed(command: str) -> set[str]:
    """The numbers typed on the command line (dice, options' values)."""
    return set(re.findall(r"(?<![\w.])-?\d+(?![\w.]|\.\d)", command))


def _number_misses(command: str, comment: str, text: str) -> list[str]:
    """Each number a comment states that the output does not give the word the comment puts
    it with: "score 15" is the score's 15, "3 hits" the hits' 3. A comparison ("10 > 8")
    is shown as written; a threshold ("5+") as written; a number typed on the command line
    ("a 1 fails", a die given) is shown when no word the comment puts it with is in the
    output to give it."""
    missing = []
    for found in COMPARE.finditer(comment):
        left, no, op, right = found.groups()
        op = f"(?:{re.escape(op)}|{re.escape(SAME[op])})" if op in SAME else re.escape(op)
        shown = rf"(?<![\w.,/]){re.escape(left)} (?:{re.escape(no or '')})?{op} " \
                rf"{re.escape(right)}(?![\d/]|[.,]\d)"
        if not re.search(shown, text):
            missing.append(found.group())
    # what is tied already: quoted parts, comparisons, sums, fractions, percentages, the exit
    # code (checked as such)
    shown = _squeezed(text)
    stated = comment
    for pattern in (QUOTED_PART, COMPARE, SUM, FRACTION, PERCENT, TYPED):
        spans = [m.span() for m in pattern.finditer(comment)
                 if pattern is not QUOTED_PART or _squeezed(m.group().strip()) in shown]
        for start, end in spans:
            stated = stated[:start] + " " * (end - start) + stated[end:]
    lines = text.splitlines()
    typed = _typed(command)
    for found in NUMBER.finditer(stated):
        number = found.group()
        if stated[found.end():].startswith("+"):  # a threshold, "5+"
            if not re.search(rf"(?<![\w.,/-]){number}\+", text):
                missing.append(f"{number}+")
            continue
        left = re.search(r"([^\W\d_][\w'-]*)[:(]? *$", stated[:found.start()])
        right = re.match(r" *([^\W\d_][\w'-]*)(?: ([^\W\d_][\w'-]*))?", stated[found.end():])
        words = [w for w in (left and left.group(1), *(right.groups() if right else ()))
                 if w and w.lower() not in STOP]
        if any(number in _values_by(word, line) for word in words for line in lines):
            continue
        if re.search(r"(?:^|: |\()$", stated[:found.start()]) \
                and re.match(r"\)?(?:$|[;,]|: )", stated[found.end():]) \
                and re.search(rf"(?:=|->|→) {re.escape(number)}(?![\w/]|[.,]\d)", text):
            continue  # a result on its own ("drop the lowest: 18"): the output's result
        if number in typed and not any(_word_at(w, line) for w in words for line in lines) \
                and re.search(rf"(?<![\w.,/-]){re.escape(number)}(?![\w/]|[.,]\d)", text):
            continue
        missing.append(f"{' '.join(words)} {number}".strip())
    return missing


def _sum_on(line: str, terms: list[str], result: str) -> bool:
    """``line`` shows each of the sum's terms (in the output's own order: "d6 + 4 - RES 6 =
    0; dice 2") and its result after "=", "->" or "→"."""
    return all(re.search(rf"(?<![\d.,]){re.escape(term)}(?![\d]|[.,]\d)", line)
               for term in terms) \
        and re.search(rf"(?:=|->|→) ?{re.escape(result)}(?!\d|[.,]\d)", line) is not None


def _worked_sums(comment: str, text: str) -> list[str]:
    """Each worked sum of a comment whose arithmetic is wrong, or that the output does not
    show: its terms on one line with its result as a result (after "=", "->" or "→"), or
    the result before the sum in brackets ("6 points (4 + 2)"): numbers that all appear
    elsewhere in the output are not enough."""
    missing = []
    for found in SUM.finditer(comment):
        terms, result = found.group(1), found.group(2)
        bare = re.sub(r"\([^)]*\)|\b[A-Za-z]{2,} ", "", terms)  # "x" multiplies
        numbers = re.findall(r"[-+x×]|\d+(?:\.\d+)?", bare)
        total, op = Fraction(numbers[0]), "+"
        for token in numbers[1:]:
            if token in "-+x×":
                op = token
                continue
            value = Fraction(token)
            total = total + value if op == "+" else total - value if op == "-" else total * value
            op = "+"  # dice side by side add up
        shown = any(_sum_on(line, re.findall(r"\d+(?:\.\d+)?", bare), result)
                    for line in text.splitlines()) or \
            re.search(rf"(?<![\d.,]){re.escape(result)}\D{{0,20}}\( ?{re.escape(bare.strip())} ?\)",
                      text)
        if total != Fraction(result) or not shown:
            missing.append(found.group(0))
    return missing


def _squeezed(text: str) -> str:
    """Each line without its indent and with one space for a run of them (a table's
    columns)."""
    return "\n".join(" ".join(line.split()) for line in text.split("\n"))


def stated_misses(command: str, comments: tuple[str, ...], text: str,
                  fixed: bool = False) -> list[str]:
    """What the example's comments state and its output does not show where it belongs.
    ``fixed``: the run drew no random number, so its numbers are as fixed as with dice given."""
    text = uncoloured(text).replace("\u00a0", " ")
    if command in STATED:
        shown = _squeezed(text)
        return [needle.__name__ if callable(needle) else needle for needle in STATED[command]
                if not (needle(text) if callable(needle) else _squeezed(needle) in shown)]
    missing = []
    for comment in comments:
        # of a worked sum ("3/24 = 1/8"), the result is what is stated
        cut = comment.rfind("=") + 1 if FRACTION.search(comment.rsplit("=", 1)[-1]) else 0
        for found in FRACTION.finditer(comment, cut):
            if not _on_a_line_with(_shown_as(found.group(1)), _label(comment, found.start()),
                                   text, Fraction(found.group(1))):
                missing.append(found.group(1))
        for found in PERCENT.finditer(comment):
            if not _on_a_line_with(_percent_pattern(*found.groups()),
                                   _label(comment, found.start()), text):
                missing.append(found.group())
        if fixed or FIXED.search(command):
            missing += _number_misses(command, comment, text)
            bare = TYPED.sub(lambda m: " " * len(m.group()), comment)
            missing += [w.group() for w in OUTCOME.finditer(bare)
                        if not re.search(r"\bno(?:t)?\b[^,;:]*$", bare[:w.start()])
                        and not any(_word_at(w.group(), line) for line in text.splitlines())]
            missing += _worked_sums(comment, text)
    return missing


def test_a_worked_sum_must_be_the_outputs_own():
    """A comment's sum is checked against the output, not number by number: battle.md's
    failed cast shows every number of a wrong sum somewhere ("revision 3")."""
    command = "muster roll wm cast --value 5 --wizard Wizard --dice 5 --battle magic.json"
    out = ("Casting roll (hod na seslání): needs 5+ on a D6\n"
           "  attempt: 5 - 1 = 4  FAILED (4 < 5)\n"
           "  spellbound (začarovaný): -1 on every attempt\n"
           "Spell FAILED\n  logged as revision 3 (round 1, command phase)\n")
    assert stated_misses(command, ("fails: 5 - 1 = 4 against 5+",), out) == []
    for wrong in ("fails: 4 - 1 = 3 against 5+", "fails: 5 - 1 = 3 against 5+",
                  "fails: 5 - 2 = 3 against 5+"):
        assert wrong[7:16] in stated_misses(command, (wrong,), out), wrong
    # dice side by side add up; "x" multiplies; a result before its sum in brackets
    assert stated_misses("muster roll mk --dice 4,4", ("4 4 + 10 = 18: HIT",),
                         "Attack roll: 4 4 + 10 = 18: HIT") == []
    assert stated_misses("muster x --dice 1", ("within 2 x 4 = 8: stays",),
                         "placed within 2 x 4 = 8 in") == []
    assert stated_misses("muster x --dice 4", ("4 + 2 = 6 points",),
                         "Mutagenic: 4: 6 points (4 + 2) to share") == []


# ---------------------------------------------------------------- Czech

ENGLISH = re.compile(r"\b(the|of|and|with|is|are|from|into|each|per|none|not|chance|wins|"
                     r"rolls?|hits?|damage|wounds?|turn|cards?|deck|lands|scatters?|"
                     r"points|units?|left|right|first|draws?|player|side|at least|at most)\b"
                     r"|\[default: |\[required\]|\[OPTIONS\]",  # click's help, untranslated
                     re.I)
QUOTED = re.compile(r"'[^']*'|„[^“]*“|\"[^\"]*\"|`[^`]*`"  # a user's own names, quoted
                    r"|\S*[/\\]\S*|\S+\.(ya?ml|json|toml|svg|html|md)\b"  # files
                    r"|--[\w-]+(?:[ =][\w,.:=-]+)?"  # an option as typed
                    r"|\bmuster [^)\n]*"  # a command to type, inside a note
                    r"|\[[\w.-]+\]")  # a rule's id in a finding: [battlelore.order-of-battle]
DEFAULT = re.compile(r"\[výchozí:\s[^\]]*\]")  # a default value in --help, as typed
WRAPPED_OPTION = re.compile(r"(--[\w-]*-)\n\s+")  # help wraps --to-hit as "--to-" / "hit"
WRAPPED_DEFAULT = re.compile(r"\[výchozí:\s*\n\s+")  # "[výchozí:" / "none]" on two lines
NOT_IN_CZECH = re.compile(
    r"--json|--format (json|github|csv)|--svg|^muster (schema|names)\b|--lang en")
# the heaviest examples (seconds each) are not run again in Czech: the lighter example named
# prints the same sentences, and is run in Czech
CZECH_SHOWN_BY = {
    "muster roll 3d6 --times 1000000": "muster roll 3d6 --times 1000",
    "muster roll 3d6 --times 1000000 --seed 1": "muster roll 3d6 --times 1000",
    "muster roll '10000d6>=4' --odds": "muster roll 2d6 --odds",
    "muster roll bl 10000 -t blue -w long-sword --odds": "muster roll bl 3 --odds",
    "muster wound wm --attacks 10000 --to-hit 4 --armour 5 --odds":
        "muster wound wm --attacks 4 --fortified --odds",
}
# markup; the list's name (a roster's h2, a card's cite); a roster row (its units, as written)
OWN = ("style", "h2", "td", "cite")
ROW = re.compile(r"^\| *\d+ \|")  # a markdown roster's unit row


class _PageText(HTMLParser):
    """An HTML page's text, a line per element (what OWN holds left out)."""

    def __init__(self) -> None:
        super().__init__()
        self.skip, self.out = 0, list[str]()

    def handle_starttag(self, tag, attrs):
        self.skip += tag in OWN

    def handle_endtag(self, tag):
        self.skip -= tag in OWN

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.out.append(data.strip())


def english_lines(text: str, typed: list[str]) -> list[str]:
    """The lines of Czech output that still hold an English sentence."""
    if "<html" in text:
        page = _PageText()
        page.feed(text)
        text = "\n".join(page.out)
    text = WRAPPED_OPTION.sub(r"\1", text)
    text = WRAPPED_DEFAULT.sub("[výchozí: ", text)
    out = []
    for line in text.splitlines():
        bare = line
        for value in typed:  # what the user typed is echoed as typed
            bare = bare.replace(value, "")
        bare = DEFAULT.sub("", QUOTED.sub("", bare))
        if bare.strip().startswith(("muster ", "## ")) or ROW.match(bare):
            continue  # a command to type; a roster's list name and unit rows
        if ENGLISH.search(bare):
            out.append(line)
    return out


# ---------------------------------------------------------------- the test


def test_the_lighter_twins_are_documented_examples():
    commands = {param.values[0] for param in EXAMPLES}
    assert set(CZECH_SHOWN_BY) <= commands
    assert set(CZECH_SHOWN_BY.values()) <= commands
    assert set(SLOW) <= commands and set(SLOW.values()) <= commands


@pytest.fixture(scope="module")
def scratch(tmp_path_factory):
    where = tmp_path_factory.mktemp("docs")
    for folder in ("armies", "examples"):
        if (ROOT / folder).exists():
            shutil.copytree(ROOT / folder, where / folder)
    return where


def _args(command: str) -> list[str]:
    return list(_split(command))


@functools.cache
def _split(command: str) -> tuple[str, ...]:
    """The words of ``command`` after ``muster`` and before a ``>``, split once per test
    process: the walkthroughs' lines are looked through for every example that names a
    battle file."""
    args = shlex.split(command)[1:]
    return tuple(args[:args.index(">")] if ">" in args else args)


def _echoes_user_text(args: list[str]) -> bool:
    """Names from the user's files or the user's own words (sides, fighters, cards) shown."""
    return bool({"list-validate", "deploy-shuffle", "--fortress"} & set(args))


_SHIPPED_DECKS: dict[str, bytes] = {}
_DECKS_AS_SHIPPED: dict[Path, tuple[int, int, int]] = {}  # (inode, mtime, size)


def _decks_as_shipped(scratch: Path) -> None:
    """The scratch copy's bundled decks put back as shipped, each one only if a run changed
    it (a deck is rewritten by rename: its inode, time or size differ)."""
    if not _SHIPPED_DECKS:
        _SHIPPED_DECKS.update((p.name, p.read_bytes())
                              for p in (ROOT / "examples" / "decks").iterdir() if p.is_file())
    decks = scratch / "examples" / "decks"
    decks.mkdir(parents=True, exist_ok=True)
    for name, data in _SHIPPED_DECKS.items():
        path = decks / name
        try:
            st = path.stat()
            if _DECKS_AS_SHIPPED.get(path) == (st.st_ino, st.st_mtime_ns, st.st_size):
                continue
        except FileNotFoundError:
            pass
        path.write_bytes(data)
        st = path.stat()
        _DECKS_AS_SHIPPED[path] = (st.st_ino, st.st_mtime_ns, st.st_size)


def _run(muster, args: list[str], scratch: Path):
    """One run from the bundled decks as shipped; a deck file the example creates
    (`deploy-shuffle GAME new --deck NEW.json`) is removed after it."""
    _decks_as_shipped(scratch)
    created = [a for i, a in enumerate(args) if i and args[i - 1] == "--deck" and "new" in args
               and not (scratch / a).exists()]
    try:
        return muster(*args)
    finally:
        for name in created:
            (scratch / name).unlink(missing_ok=True)
            (scratch / name).with_name(f".{Path(name).name}.lock").unlink(missing_ok=True)


def _count_draws(mp, drawn: list[str]) -> None:
    """The first random number drawn through ``random.Random`` (from its two sources, random()
    and getrandbits(), which randrange, shuffle and choice use) is noted in ``drawn``: an
    example that drew none rolled no dice, and its numbers are fixed. One draw tells: the
    sources are put back at once."""
    sources = {name: getattr(random.Random, name) for name in ("random", "getrandbits")}

    def watching(name: str):
        def noted(self, *args):
            drawn.append(name)
            for each, source in sources.items():
                setattr(random.Random, each, source)
            return sources[name](self, *args)
        return noted

    for name in sources:
        mp.setattr(random.Random, name, watching(name))


def _one_side(army: str, side: str) -> Callable[[Path], None]:
    """A list of one side: that side of the bundled two-sided ``army``."""

    def write(path: Path) -> None:
        import yaml

        full = yaml.safe_load((ROOT / army).read_text(encoding="utf-8"))
        path.write_text(yaml.safe_dump({**full, "sides": {side: full["sides"][side]}}),
                        encoding="utf-8")

    return write


# a reader's own file or folder an example names, played by a bundled one of its kind (so the
# example runs, and what its comment states is checked): fortresses, lists by game and side
# (a side of its own: that side of a bundled list), a folder of lists
STAND_INS: dict[str, str | Callable[[Path], None]] = {
    "keep.yaml": "examples/fortresses/border-keep.yaml",
    "castle.yaml": "examples/fortresses/border-keep.yaml",
    "my-army.yaml": "armies/warmaster/legal-empire-2000.yaml",
    "my-lions.yaml": "armies/confrontation/legal-lions-300.yaml",
    "lions.yaml": "armies/confrontation/legal-lions-300.yaml",
    "dirz.yaml": "armies/confrontation/legal-acheron-czech-names.yaml",
    "orcs.yaml": "armies/warmaster/legal-siege-orcs-attacker-2000.yaml",
    "attackers.yaml": "armies/warmaster/legal-siege-orcs-attacker-2000.yaml",
    "theirs.yaml": "armies/warmaster/legal-siege-orcs-attacker-2000.yaml",
    "elves.yaml": "armies/warmaster/legal-siege-high-elves-defender-1000.yaml",
    "defenders.yaml": "armies/warmaster/legal-siege-high-elves-defender-1000.yaml",
    "my-siege.yaml": "armies/warmaster/legal-siege-high-elves-defender-1000.yaml",
    "my-agincourt.yaml": "armies/battlelore/legal-agincourt.yaml",
    "english.yaml": _one_side("armies/battlelore/legal-agincourt.yaml", "english"),
    "french.yaml": _one_side("armies/battlelore/legal-agincourt.yaml", "french"),
    "my-team.yaml": "armies/void/legal-bc110-recon-team.yaml",
    "a.yaml": "armies/warmaster/legal-empire-2000.yaml",
    "b.json": "armies/void/legal-woltek-wolf-hunters.json",
    "other-dir/": "armies/mageknight/",
}

# A battle file an example names (none is bundled) is made, fresh for each run, by the
# documented walkthrough that makes it (helpers.battle_walkthroughs: docs/usage/battle.md's
# evenings, the README's lines), up to the example: the lines before it where it is one of
# them; else, in the evening of docs/usage/battle.md, the lines before the first of its own
# command (`battle add`, `wound conf`), or all of them. Only the lines naming that file, and
# not the ones the walkthrough says are refused (they change nothing). `battle new FILE`
# makes its file itself.
WALKTHROUGHS = battle_walkthroughs()


def _battle_named(args: list[str]) -> str | None:
    """The battle file ``args`` name (`wound bl --battle bonus` is the battle die's face)."""
    if args[:2] == ["battle", "new"]:
        return args[2]
    for i, a in enumerate(args[:-1]):
        if a in ("--battle", "--battle-file") and FILE_ARG.search(args[i + 1]):
            return args[i + 1]
    return None


@functools.cache
def battle_made_by(command: str) -> tuple[str, tuple[str, ...], int] | None:
    """The battle file an example names (None: it names none), the walkthrough's lines that
    make it and how many of them run before the example (worked out once per command in a
    test process: its English and its Czech run ask)."""
    args = _args(command)
    name = _battle_named(args)
    if name is None:
        return None
    if args[:2] == ["battle", "new"]:
        return name, (), 0
    walks = [tuple(c for c, note in lines if "refused" not in note
                   and _battle_named(_args(c)) == name)
             for title, lines in WALKTHROUGHS.items()]
    walks = [lines for lines in walks if lines and _args(lines[0])[:2] == ["battle", "new"]]
    assert walks, f"no documented walkthrough makes {name}: {command}"
    typed = shlex.join(args)
    for lines in walks:
        shown = [shlex.join(_args(c)) for c in lines]
        if typed in shown:
            return name, lines, shown.index(typed)
    lines = walks[0]  # docs/usage/battle.md's evening (the README's comes last)
    same = [i for i, c in enumerate(lines) if _args(c)[:2] == args[:2]]
    return name, lines, same[0] if same else len(lines)


@dataclass
class _Walked:
    """A walkthrough's lines that make a battle file, run in a folder of their own one after
    the other as far as the examples so far needed them."""

    folder: Path
    made: list[bytes]  # the battle file after each line run
    failed: tuple[str, str] | None = None  # the line that did not run, and its error


# the lines making a battle file (`battle_made_by`) -> how far they ran: the file after the
# first k lines is the file those k lines make in a fresh folder, whichever example asked
# first (the lines later in the walk run only when an example needs them)
_WALKED: dict[tuple[str, ...], _Walked] = {}


@pytest.fixture
def stand_ins(scratch, muster, tmp_path_factory):
    """Puts the stand-ins of the reader's files an example names into the scratch folder, a
    fresh copy at each call (a run may change a fortress or a battle: the Czech run starts
    from the file as the English one did), removed after. A battle file is made by its
    walkthrough's lines run once per test process (`_WALKED`), then copied."""
    made: set[Path] = set()

    def battle(name: str, walk: tuple[str, ...], count: int) -> bytes:
        walked = _WALKED.get(walk)
        if walked is None:
            where = tmp_path_factory.mktemp("battle")
            for folder in ("armies", "examples"):
                shutil.copytree(ROOT / folder, where / folder)
            walked = _WALKED[walk] = _Walked(where, [])
        if len(walked.made) < count:
            assert walked.failed is None, walked.failed
            with pytest.MonkeyPatch.context() as mp:
                mp.chdir(walked.folder)
                for line in walk[len(walked.made):count]:
                    run = muster(*_args(line))
                    if run.code != 0:
                        walked.failed = (line, run.err)
                    assert run.code == 0, (line, run.err)
                    walked.made.append((walked.folder / name).read_bytes())
        return walked.made[count - 1]

    def place(command: str, args: list[str]) -> None:
        for a in args:
            stand_in = STAND_INS.get(a)
            if stand_in is None:
                continue
            path = scratch / a
            if callable(stand_in):
                stand_in(path)
            elif (ROOT / stand_in).is_dir():
                shutil.rmtree(path, ignore_errors=True)
                shutil.copytree(ROOT / stand_in, path)
            else:
                shutil.copy(ROOT / stand_in, path)
            made.add(path)
        if (found := battle_made_by(command)) is not None:
            name, walk, count = found
            path = scratch / name
            path.unlink(missing_ok=True)
            if count:
                path.write_bytes(battle(name, walk, count))
            made.add(path)

    yield place
    for path in made:
        if path.is_dir():
            shutil.rmtree(path)
        path.unlink(missing_ok=True)
        path.with_name(f".{path.name}.lock").unlink(missing_ok=True)


@pytest.mark.parametrize("command,comments", EXAMPLES)
def test_documented_example(command, comments, scratch, muster, monkeypatch, stand_ins):
    monkeypatch.chdir(scratch)
    args = _args(command)
    stand_ins(command, args)
    new_files = [a for i, a in enumerate(args) if i and args[i - 1] == "--deck" and "new" in args]
    if args[:2] == ["battle", "new"]:
        new_files.append(args[2])
    missing = [a for a in args if FILE_ARG.search(a) and a not in new_files
               and not Path(a).exists() and not Path(a.split("=", 1)[-1]).exists()]
    if missing:
        pytest.fail(f"names a reader's own file with no stand-in (STAND_INS): {missing[0]}")

    watched = bool(comments) and not FIXED.search(command)  # are its numbers fixed?
    drawn: list[str] = []
    with monkeypatch.context() as mp:
        if _echoes_user_text(args):
            as_terminal(mp)
        if watched:
            _count_draws(mp, drawn)
        run = _run(muster, args, scratch)
    if any(re.search(r"refus|exit 2", c, re.I) for c in comments):
        assert run.code == 2, run.out + run.err
        assert len(run.err.strip().splitlines()) == 1
    else:
        allowed = (0, 1) if args[0] == "list-validate" else (0,)
        assert run.code in allowed, run.err
        assert "Traceback" not in run.err
    for comment in comments:  # "(exit 1)"
        if stated_code := re.search(r"\bexit (\d)\b", comment):
            assert run.code == int(stated_code.group(1)), (comment, run.err)
    missed = stated_misses(command, comments, run.out + run.err, fixed=watched and not drawn)
    assert missed == [], f"stated {comments}, not shown {missed}:\n{run.out}{run.err}"

    if NOT_IN_CZECH.search(command) or command in CZECH_SHOWN_BY:
        return
    if "--lang" not in args:  # an example in Czech already was checked as it ran
        stand_ins(command, args)
        czech = _run(muster, [*args, "--lang", "cs"], scratch)
        assert czech.code == run.code, czech.err
    else:
        czech = run
    typed = sorted((a for a in args if not a.startswith("-") and len(a) > 3), key=len,
                   reverse=True)
    assert english_lines(czech.out + czech.err, typed) == []
