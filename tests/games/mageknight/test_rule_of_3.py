"""The Rule of 3 (pravidlo 3): seed 004 applies it to the attack and defense modifiers (L101,
step 6) and the damage modifiers (L105, step 8B), exempts the attack-type bonus (L28, L51),
but never defines it. muster caps nothing (docs/RULINGS.md) and says so wherever the
modifiers it adds itself total more than 3 either way (the digest's ±3), so that an attack
of 8 + 8 is not taken for a capped one."""

from __future__ import annotations

import pytest

from helpers import ok_json
from muster.games.mageknight.attack import rule_of_3

NOTE = "Rule of 3 (pravidlo 3) not applied, the modifiers added in full"


def test_the_limit_is_three_either_way():
    assert rule_of_3(3, (3, -3), 3) == ()
    assert rule_of_3(4, (0, -4), -5) == (("attack", 0, 4), ("defense", 2, -4),
                                         ("damage", 0, -5))


def test_a_full_formation_adds_eight_uncapped_and_says_so(muster):
    # L83-91: four members +2 each: 8 + 8 = 16, rolled 3 4: 23 against 17 hits
    args = ("roll", "mk", "--attack", "8", "--defense", "17", "--formation-attack", "4",
            "--dice", "3,4")
    body = ok_json(muster, *args)
    assert (body["attack"], body["total"], body["hits"]) == (16, 23, [True])
    out = muster(*args).out
    # one sentence, no full stop mid-line
    assert NOTE + " (attack +8): the seed applies it" in out
    cs = muster("--lang", "cs", *args).out
    assert "Pravidlo 3 se neuplatňuje, modifikátory se přičítají celé (útok +8): pravidla" in cs


@pytest.mark.parametrize("args,shown", [
    (("--gang-up", "3"), None),                                    # +3: within the limit
    (("--gang-up", "3", "--rear-arc"), "attack +4"),
    (("-F", "3", "--target-terrain", "elevated-hindering"), "defense of target 1 +5"),
    (("--formation-damage", "4", "--close-shot", "damage", "--range", "8", "--distance", "2"),
     "damage +5"),
])
def test_wound_mk_names_each_modifier_past_the_limit(muster, args, shown):
    run = muster("wound", "mk", "-a", "8", "-m", "2", "-D", "17", *args, "--dice", "3,4")
    assert run.code == 0, run.err
    if shown is None:
        assert NOTE not in run.out
    else:
        assert NOTE in run.out and shown in run.out
    odds = muster("wound", "mk", "-a", "8", "-m", "2", "-D", "17", *args, "--odds")
    assert (NOTE in odds.out) == (shown is not None)


def test_the_modifiers_still_count_in_full(muster):
    # 8 + 3 4 = 15 hits defense 15; damage 2 + 4 bow members + close-shot 1 = 7, not 2 + 3
    body = ok_json(muster, "wound", "mk", "-a", "8", "-m", "2", "-D", "15",
                   "--formation-damage", "4", "--close-shot", "damage", "--range", "8",
                   "--distance", "2", "--dice", "3,4")
    assert body["targets"][0]["damage"] == 7
