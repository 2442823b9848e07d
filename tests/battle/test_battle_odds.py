"""The odds of rolls whose options a battle fills, against small enumerations written here
from the rulebooks (not from muster's code): the melee initiative with the wound, stun, fear
and Mutagenic points a battle keeps (seed 000 L841-845, L649-651, L1564-1573, L1214-1235),
Storm of Stone on several units each with its own save (seed 002 L38-39), covering fire's
targets gone prone (seed 003 L15) and a shot into a melee (seed 000 L782-793). Each odds
table must equal the enumeration of what the battle's units should fill: a value the battle
forgot or misread changes the numbers."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from itertools import product

from helpers import ok_json

# ----------------------------------------------------------------- Confrontation


def roll_off(value: int, penalty: int, depth: int = 30) -> dict[int | str, Fraction]:
    """One side's d6 + value with no difficulty: a 6 rolls on and adds, a natural 1 fails
    (after a six too), and with a die penalty a die part of 1 or less fails (L1572-1573);
    "fail" ranks below every total (RULINGS 4)."""
    out: defaultdict[int | str, Fraction] = defaultdict(Fraction)

    def go(dice: int, p: Fraction, n: int) -> None:
        for d in range(1, 7):
            q = p / 6
            if d == 1:
                out["fail"] += q
            elif d == 6 and n < depth:
                go(dice + 6, q, n + 1)
            elif d != 6:
                part = dice + d - penalty
                out["fail" if penalty and part <= 1 else part + value] += q

    go(0, Fraction(1), 0)
    return dict(out)


def first_wins(a: tuple[int, int], b: tuple[int, int]) -> float:
    """The first side's chance, ties rolled again until one side ranks higher."""
    rank = {k: (-1 if isinstance(k, str) else k)  # "fail", the only word, ranks lowest
            for k in (*roll_off(*a), *roll_off(*b))}
    win = lose = Fraction(0)
    for ka, pa in roll_off(*a).items():
        for kb, pb in roll_off(*b).items():
            if rank[ka] > rank[kb]:
                win += pa * pb
            elif rank[ka] < rank[kb]:
                lose += pa * pb
    return float(win / (win + lose))


def test_the_melee_initiative_odds_count_every_state_the_battle_keeps(muster, new):
    """The Knight: INI 4, seriously wounded (-2 on the die). The Stalker: INI 3, +2 INI of
    this round's Mutagenic points, frightened (INI 1 lower: 4), stunned (-1 on the die)."""
    new("conf", ("Griffins", "Knight", "--ini", "4"),
        ("Wolfen", "Stalker", "--ini", "3", "--mutagenic", "2"))
    ok_json(muster, "battle", "set", "Knight", "wound=serious")
    ok_json(muster, "roll", "conf", "mutagenic", "--target", "Stalker", "--dice", "4")
    ok_json(muster, "battle", "set", "Stalker", "mutations=ini:2", "frightened=5",
            "stunned=yes")
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Knight", "--target",
                "Stalker", "--odds")
    assert abs(r["first_wins"]["p"] - first_wins((4, 2), (4, 1))) < 1e-12
    # the same figures fresh: d6 + 4 against d6 + 3
    ok_json(muster, "battle", "set", "Knight", "wound=none")
    ok_json(muster, "battle", "next", "--round")  # the stun, the points and INI +2 end
    ok_json(muster, "battle", "set", "Stalker", "frightened=0")
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Knight", "--target",
                "Stalker", "--odds")
    assert abs(r["first_wins"]["p"] - first_wins((4, 0), (3, 0))) < 1e-12


def test_a_shot_into_a_melee_draws_by_the_sizes_in_the_profiles(muster, new):
    """L790-793: a small goblin fighting a large rider and a normal spearman is hit one time
    in six; the weights are 1, 2, 3 and 4 by size."""
    new("conf", ("Goblins", "Goblin", "--size", "small"),
        ("Griffins", "Rider", "--size", "large"), ("Griffins", "Spearman", "--size", "normal"),
        ("Griffins", "Archer", "--size", "normal"))
    r = ok_json(muster, "roll", "conf", "into-melee", "--attacker", "Archer", "--target",
                "Goblin", "--target", "Rider", "--target", "Spearman", "--odds")
    got = {row["outcome"]: Fraction(row["fraction"]) for row in r["outcomes"]}
    assert got == {"1: Goblin (the target)": Fraction(1, 6), "2: Rider": Fraction(3, 6),
                   "3: Spearman": Fraction(2, 6)}


# ----------------------------------------------------------------- Warmaster


def storm(saves: list[int | None]) -> dict[int, Fraction]:
    """Unsaved hits in all: each unit a D3 (a D6 halved, rounded up) of hits, each hit
    saved on its own D6 at the unit's save (none: every hit stands)."""
    units = []
    for save in saves:
        unit: defaultdict[int, Fraction] = defaultdict(Fraction)
        for d in range(1, 7):
            hits = (d + 1) // 2
            for dice in product(range(1, 7), repeat=hits):
                unit[sum(1 for s in dice if save is None or s < save)] += \
                    Fraction(1, 6 ** (hits + 1))
        units.append(unit)
    total: dict[int, Fraction] = {0: Fraction(1)}
    for unit in units:
        step: defaultdict[int, Fraction] = defaultdict(Fraction)
        for a, p in total.items():
            for b, q in unit.items():
                step[a + b] += p * q
        total = step
    return dict(total)


def test_storm_of_stone_odds_give_each_unit_its_own_save(muster, new):
    """Three enemy units in range: 6+, 5+ and one whose Armour the battle does not know (no
    save, as wound wm takes it)."""
    new("wm", ("Empire", "Mage", "--stands", "1"),
        ("Orcs", "Boyz", "--armour", "6+", "--hits", "3"),
        ("Orcs", "Trolls", "--armour", "5+", "--hits", "3"),
        ("Orcs", "Wolves", "--hits", "3"))
    r = ok_json(muster, "roll", "wm", "storm", "--wizard", "Mage", "--target", "Boyz",
                "--target", "Trolls", "--target", "Wolves", "--odds")
    got = {row["value"]: Fraction(row["fraction"]) for row in r["distribution"]}
    want = storm([6, 5, None])
    assert got == {k: v for k, v in want.items() if v}
    assert sum(got.values()) == 1


# ----------------------------------------------------------------- Void


def covering_fire(rc: int, wills: list[int]) -> dict[int, Fraction]:
    """Targets gone prone: the shooter's d20 at RC - 4 (a semi-automatic weapon); 1 is Luck
    (every target goes prone, no Will roll), 20 Bad luck (the weapon breaks), a success
    makes each target roll its Will (a d20 over it fails: prone; 1 holds, 20 fails)."""
    out: defaultdict[int, Fraction] = defaultdict(Fraction)
    for shot in range(1, 21):
        p = Fraction(1, 20)
        if shot == 1:
            out[len(wills)] += p
        elif shot == 20 or shot > rc - 4:
            out[0] += p
        else:
            for rolls in product(range(1, 21), repeat=len(wills)):
                down = sum(1 for d, w in zip(rolls, wills, strict=True)
                           if d == 20 or (d != 1 and d > w))
                out[down] += p / 20 ** len(wills)
    return dict(out)


def test_covering_fire_odds_read_the_shooter_and_the_targets_will(muster, new):
    new("void", ("Woltek", "Gunner", "--rc", "14"),
        ("Recon", "Ota", "--will", "8", "--armour", "2"),
        ("Recon", "Ivo", "--will", "8", "--armour", "2"))
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle", "--action",
                "covering-fire", "--attacker", "Gunner", "--target", "Ota", "--target", "Ivo",
                "--odds")
    got = {row["value"]: Fraction(row["fraction"]) for row in r["prone"]}
    assert got == covering_fire(14, [8, 8])
