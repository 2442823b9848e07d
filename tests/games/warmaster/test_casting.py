"""Casting a Warmaster spell (seed 002 L1-98, L192-195; RULINGS 21) and what the enemy
does about it: the Runesmith's dispel (L99-100), the Staff of Spellbinding (L175-180), the
Ring of Magic (L172-174), the Scroll of Dispelling (L187-191).

Odds are checked against fractions worked out by hand in the comments."""

from __future__ import annotations

from fractions import Fraction

import pytest

from games.warmaster import roll
from helpers import assert_drivers_agree, assert_one_line_error
from muster.engine.dice import EnteredSource
from muster.engine.odds import enumerate_outcomes
from muster.errors import MusterError
from muster.games.warmaster.casting import CastSpec, SpellcraftSpec, cast, spellcraft


def frac(row_or_body: dict) -> Fraction:
    return Fraction(row_or_body["fraction"])


def outcomes(out) -> dict:
    return {r["outcome"]: r["fraction"] for r in out["outcomes"]}


# ------------------------------------------------------------------ casting


def test_wand_turns_a_4_into_a_5_against_5_plus(muster):
    # digest §5 example 28: cast 5+, die 4 with the Wand -> 5, success
    run = muster("roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4", "--json")
    assert run.code == 0
    assert run.json["attempts"][0]["total"] == 5
    assert run.json["success"] is True


def test_natural_one_fails_even_with_the_wand(muster):
    # digest §5 example 29 (seed L195): die 1 with the Wand still fails, even against 2+
    run = muster("roll", "wm", "cast", "--value", "2", "--wand", "--dice", "1", "--json")
    assert run.json["success"] is False
    assert run.json["attempts"][0]["natural_one"] is True
    assert "natural 1" in muster("roll", "wm", "cast", "--value", "2", "--wand",
                                 "--dice", "1").out


def test_without_the_wand_a_4_fails_against_5_plus(muster):
    run = muster("roll", "wm", "cast", "--value", "5", "--dice", "4", "--json")
    assert run.json["success"] is False and len(run.json["attempts"]) == 1


def test_high_elf_reroll_takes_a_second_die_after_a_failure(muster):
    run = muster("roll", "wm", "cast", "--value", "6", "--reroll", "--dice", "3,6", "--json")
    assert run.json["dice"] == [3, 6] and run.json["success"] is True
    # a success on the first die uses no second die: one die entered is enough
    run = muster("roll", "wm", "cast", "--value", "5", "--reroll", "--dice", "5", "--json")
    assert run.json["dice"] == [5] and run.json["success"] is True


def test_high_elf_reroll_after_a_natural_one_by_default_and_optionally_not(muster):
    # RULINGS 21: a natural 1 may be re-rolled
    run = muster("roll", "wm", "cast", "--value", "5", "--reroll", "--dice", "1,5", "--json")
    assert run.json["success"] is True
    # the other reading: no second attempt after a 1 (a second die would be left over)
    run = muster("roll", "wm", "cast", "--value", "5", "--reroll", "--no-reroll-after-one",
                 "--dice", "1", "--json")
    assert run.json["success"] is False and run.json["dice"] == [1]


def test_wand_applies_to_the_first_attempt_only():
    # Wand +1 on the first die (4 -> 5 < 6 fails); second die 5 without the Wand fails 6+
    src = EnteredSource(["4", "5"])
    r = cast(src, CastSpec(6, wand=True, reroll=True))
    assert [a.total for a in r.attempts] == [5, 5]
    assert r.success is False


def test_spellbound_wizard_has_minus_one(muster):
    run = muster("roll", "wm", "cast", "--value", "5", "--spellbound", "--dice", "5", "--json")
    assert run.json["attempts"][0]["total"] == 4 and run.json["success"] is False


def test_spell_name_gives_the_casting_value(muster):
    # Storm of Stone is cast on 6+ (seed L35); Czech name accepted, any case and accents
    run = muster("roll", "wm", "cast", "--spell", "zureni KAMENE", "--dice", "5", "--json")
    assert run.json["spell"] == "Storm of Stone" and run.json["value"] == 6
    assert run.json["success"] is False
    run = muster("roll", "wm", "cast", "--spell", "Waaagh!", "--dice", "4", "--json")
    assert run.json["value"] == 4 and run.json["success"] is True


def test_casting_odds_by_hand(muster):
    # 5+: 2/6 = 1/3
    assert frac(muster("roll", "wm", "cast", "--value", "5", "--odds", "--json").json[
        "success"]) == Fraction(1, 3)
    # 5+ with the Wand: 4, 5 or 6 -> 1/2
    assert frac(muster("roll", "wm", "cast", "--value", "5", "--wand", "--odds",
                       "--json").json["success"]) == Fraction(1, 2)
    # 2+ with the Wand: every face but the natural 1 -> 5/6 (not 6/6)
    assert frac(muster("roll", "wm", "cast", "--value", "2", "--wand", "--odds",
                       "--json").json["success"]) == Fraction(5, 6)
    # High Elf 6+ with the re-roll: 1 - (5/6)^2 = 11/36
    assert frac(muster("roll", "wm", "cast", "--value", "6", "--reroll", "--odds",
                       "--json").json["success"]) == Fraction(11, 36)
    # 5+ re-roll, but not after a 1: first succeeds 2/6; first fails with 2-4 (3/6) then 2/6
    # -> 1/3 + 1/2 * 1/3 = 1/2
    assert frac(muster("roll", "wm", "cast", "--value", "5", "--reroll",
                       "--no-reroll-after-one", "--odds", "--json").json["success"]) \
        == Fraction(1, 2)
    # spellbound 4+: needs a natural 5 or 6 -> 1/3
    assert frac(muster("roll", "wm", "cast", "--value", "4", "--spellbound", "--odds",
                       "--json").json["success"]) == Fraction(1, 3)


def test_casting_seed_is_reproducible(muster):
    a = muster("roll", "wm", "cast", "--value", "6", "--reroll", "--seed", "5", "--json").json
    b = muster("roll", "wm", "cast", "--value", "6", "--reroll", "--seed", "5", "--json").json
    assert a == b and a["seed"] == 5


@pytest.mark.parametrize("args,needle", [
    (("cast",), "--value"),
    (("cast", "--value", "7"), "--value 7"),
    (("cast", "--value", "1"), "--value 1"),
    (("cast", "--spell", "Fireball"), "unknown warmaster spell 'fireball'"),
    (("cast", "--spell", "Storm of Stone", "--value", "5"), "contradicts"),
    (("cast", "--value", "5", "--dice", "5,3"), "too many dice"),
    (("cast", "--value", "5", "--odds", "--dice", "5"), "--odds"),
])
def test_casting_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


# ------------------------------------------------------------------ the High Elf re-roll


def test_reroll_refused_for_a_spell_of_another_race(muster):
    # seed L34: only a High Elf Mage has the second attempt; Gotcha! is an Orc spell (L9)
    assert_one_line_error(muster("roll", "wm", "cast", "--spell", "Gotcha!", "--reroll"),
                          "High Elf")
    run = muster("roll", "wm", "cast", "--spell", "Light of Battle", "--reroll",
                 "--dice", "2,5", "--json")
    assert run.json["success"] is True


# ------------------------------------------------------------------------------- magic


def test_runesmith_dispels_on_four(muster):
    assert roll(muster, "dispel", "--dice", "4")["success"] is True
    assert roll(muster, "dispel", "--dice", "3")["success"] is False
    assert roll(muster, "dispel", "--odds")["success"]["fraction"] == "1/2"


def test_a_cast_spell_and_the_runesmith(muster):
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--dice", "5,3")
    assert out["cast"] is True and out["outcome"] == "cast" and out["dispel_die"] == 3
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--dice", "6,4")
    assert out["outcome"] == "dispelled" and out["success"] is False
    # a failed casting gives the Runesmith nothing to roll against
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--dice", "2")
    assert out["outcome"] == "failed" and out["dispel_die"] is None


def test_scroll_after_the_runesmith_fails(muster):
    # 5+: cast 1/3; dispelled 1/3 x 1/2; the Scroll cancels the rest of the cast spells
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--scroll", "--odds")
    assert outcomes(out) == {"dispelled": "1/6", "cancelled by the scroll": "1/6",
                             "failed": "2/3"}
    assert roll(muster, "cast", "--value", "4", "--scroll",
                "--dice", "4")["outcome"] == "cancelled by the scroll"


def test_staff_of_spellbinding_after_a_failed_casting(muster):
    # 6+: cast 1/6; of the 5/6 failures, 4+ spellbinds half
    out = roll(muster, "cast", "--value", "6", "--staff", "--odds")
    assert outcomes(out) == {"cast": "1/6", "failed": "5/12", "failed, spellbound": "5/12"}
    bound = roll(muster, "cast", "--value", "6", "--staff", "--dice", "3,4")
    assert bound["spellbound"] is True and bound["staff_die"] == 4
    assert roll(muster, "spellbind", "--dice", "3")["success"] is False


def test_staff_after_the_high_elf_reroll(muster):
    # the staff rolls once the casting has failed for good: after both attempts
    out = roll(muster, "cast", "--value", "6", "--reroll", "--staff", "--dice", "2,3,5")
    assert [a["die"] for a in out["attempts"]] == [2, 3] and out["staff_die"] == 5
    assert out["outcome"] == "failed, spellbound"


def test_ring_of_magic_casts_without_a_roll(muster):
    out = roll(muster, "cast", "--value", "6", "--ring")
    assert out["cast"] is True and out["dice"] == [] and out["outcome"] == "cast"
    assert outcomes(roll(muster, "cast", "--value", "6", "--ring", "--runesmith",
                         "--odds")) == {"cast": "1/2", "dispelled": "1/2"}
    assert_one_line_error(muster("roll", "wm", "cast", "--value", "5", "--ring", "--wand"),
                          "no roll")


def test_staff_is_spent_once_it_has_worked(muster):
    assert_one_line_error(muster("roll", "wm", "cast", "--value", "5", "--staff",
                                 "--spellbound"), "already")


def test_spellcraft_drivers_agree():
    assert_drivers_agree(lambda src: spellcraft(src, SpellcraftSpec(CastSpec(5, reroll=True),
                                                                runesmith=True, staff=True)),
                         lambda r: r.outcome, range(20))


def test_an_empty_spell_name_is_no_spell(muster):
    out = muster("roll", "wm", "cast", "--spell", "", "--value", "5", "--dice", "5", "--json")
    assert out.code == 0 and out.json["success"] is True and out.json["spell"] is None


def test_the_casting_value_is_a_range_error():
    from helpers import assert_range_refused
    from muster.games.warmaster.casting import CastSpec

    said = assert_range_refused(lambda: CastSpec(value=7), "value", 7, 2, 6)
    assert said == "value 7 is impossible: a casting value (N+) is 2 to 6"


def test_an_unknown_counter_names_its_field():
    from muster.errors import UnknownName
    from muster.games.warmaster.casting import CounterSpec

    with pytest.raises(UnknownName) as err:
        CounterSpec("dispell")
    assert err.value.field == "kind"
    assert str(err.value) == ("kind: unknown kind 'dispell' (allowed: dispel, spellbind; did "
                              "you mean 'dispel' or 'spellbind'?)")


def test_procedures_agree_across_drivers():
    # the exact driver sums to 1 for the re-roll procedure with every modifier on
    spec = CastSpec(6, wand=True, reroll=True, spellbound=True)
    dist = enumerate_outcomes(lambda s: cast(s, spec),
                              key=lambda r: r.success)
    assert sum(dist.probs.values()) == 1
    # first attempt: modifier 0, needs natural 6 -> 1/6; second: -1, needs 7 -> impossible
    assert dist[True] == Fraction(1, 6)


@pytest.mark.parametrize("seed", range(30))
def test_random_replayed_as_entered_dice_agrees_and_exact_allows_it(seed):
    spec = CastSpec(2 + seed % 5, wand=seed % 2 == 0, reroll=seed % 3 != 0,
                    spellbound=seed % 4 == 0)
    assert_drivers_agree(lambda s: cast(s, spec), lambda r: r.success, seed)


def test_the_spec_checks_its_values_in_the_game_not_the_command():
    with pytest.raises(MusterError, match="High Elf Mage's second attempt"):
        CastSpec.of(spell="Gotcha!", reroll=True)
