"""Warmaster's spells and magic items in a battle (seed 002): Storm of Stone's D3 hits on
each unit named, carried as any hits are; the Wand of Power and the Ring of Magic once a
game, the Staff of Spellbinding until its first success, the Helm of Dominion for one turn
of the battle. A use carried from one command to the next changes or refuses the next."""

from __future__ import annotations

from helpers import assert_one_line_error, ok_json
from helpers import battle_unit_state as state

ORCS = (("Orcs", "Boyz", "--armour", "6+", "--hits", "3", "--attacks", "3"),
        ("Orcs", "Trolls", "--armour", "5+", "--hits", "3", "--attacks", "3"))
MAGES = (("Empire", "Mage", "--stands", "1", "--hits", "1"),
         ("Orcs", "Shaman", "--stands", "1", "--hits", "1"),
         ("Orcs", "Runesmith", "--stands", "1", "--hits", "1"))


def test_storm_of_stone_gives_each_target_its_own_d3_hits_against_its_own_save(muster, new):
    """One D3 per unit, in the order named (L38-39), each unit's save from the battle; the
    hits are carried like a shooting attack's, so a later hit completes a stand."""
    path = new("wm", *ORCS, ("Empire", "Mage", "--stands", "1"))
    # Boyz: D6 6 -> 3 hits, saves 6+ on 5,6,6: 1 unsaved; Trolls: D6 3 -> 2 hits, saves
    # 5+ on 1,5: 1 unsaved
    r = ok_json(muster, "roll", "wm", "storm", "--wizard", "Mage", "--target", "Boyz",
                "--target", "Trolls", "--dice", "6,5,6,6,3,1,5")
    assert (r["units"], r["hits"], r["unsaved"]) == (2, [3, 2], 2)
    assert [s["unsaved"] for s in r["saves"]] == [1, 1]
    assert r["battle"]["side"] == "Empire"  # the caster's side rolled it
    assert state(path, "Boyz") == {"hits": 1, "stands_lost": 0}
    assert state(path, "Trolls") == {"hits": 1, "stands_lost": 0}
    # a second storm on the Boyz alone, their 6+ from the battle: 2 more unsaved hits make
    # the three of a stand
    r = ok_json(muster, "roll", "wm", "storm", "--target", "Boyz", "--dice", "3,1,1")
    assert r["unsaved"] == 2 and state(path, "Boyz") == {"hits": 0, "stands_lost": 1}
    # a save given by hand wins for every target, and is logged as an override
    r = ok_json(muster, "roll", "wm", "storm", "--target", "Trolls", "--armour", "none",
                "--dice", "1")
    assert r["unsaved"] == 1 and state(path, "Trolls") == {"hits": 2, "stands_lost": 0}
    assert r["battle"]["overrides"] == [{"option": "--armour", "battle": ["5+"],
                                         "given": ["none"]}]
    # undo takes the last storm back
    ok_json(muster, "battle", "undo")
    assert state(path, "Trolls") == {"hits": 1, "stands_lost": 0}


def test_a_storm_target_without_a_known_save_has_none_and_the_others_keep_theirs(muster,
                                                                               new):
    path = new("wm", *ORCS, ("Orcs", "Wolves", "--hits", "2", "--attacks", "2"))
    # Boyz: D6 2 -> 1 hit, saved on a 6; Wolves: D6 4 -> 2 hits, no save: a stand
    r = ok_json(muster, "roll", "wm", "storm", "--target", "Boyz", "--target", "Wolves",
                "--dice", "2,6,4")
    assert [s["unsaved"] for s in r["saves"]] == [0, 2]
    assert state(path, "Boyz") == {"hits": 0, "stands_lost": 0}
    assert state(path, "Wolves") == {"hits": 0, "stands_lost": 1}


def test_storm_hits_are_discarded_after_shooting_unless_the_unit_is_engaged(muster, new):
    """Storm of Stone's hits carry into the first round of combat only for engaged units
    (L40-43), as the shooting phase's do."""
    path = new("wm", *ORCS)
    ok_json(muster, "battle", "next")  # the shooting phase
    ok_json(muster, "battle", "set", "Trolls", "engaged=yes")
    ok_json(muster, "roll", "wm", "storm", "--target", "Boyz", "--target", "Trolls",
            "--armour", "none", "--armour", "none", "--dice", "3,4")
    assert state(path, "Boyz")["hits"] == 2 and state(path, "Trolls")["hits"] == 2
    ok_json(muster, "battle", "next")  # the combat phase
    assert state(path, "Boyz")["hits"] == 0
    assert state(path, "Trolls") == {"hits": 2, "stands_lost": 0, "engaged": True}
    # the combat's first hit makes the Trolls' third: a stand
    ok_json(muster, "wound", "wm", "--attacks", "1", "--to-hit", "4", "--target", "Trolls",
            "--armour", "none", "--dice", "4")
    assert state(path, "Trolls")["stands_lost"] == 1


def test_a_storm_on_a_destroyed_unit_or_twice_on_one_is_refused(muster, new):
    path = new("wm", *ORCS)
    ok_json(muster, "battle", "set", "Boyz", "stands_lost=3")
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "storm", "--target", "Boyz", "--dice", "6,1,1,1"),
                          "--target Boyz", "destroyed")
    assert_one_line_error(muster("roll", "wm", "storm", "--target", "Trolls", "--target",
                                 "Trolls", "--dice", "6,6"), "given twice")
    assert path.read_bytes() == before


def test_the_wand_of_power_works_once_a_game(muster, new):
    """+1 on the casting roll it is declared for (L192-195), spent whatever the roll: the
    same 4 that cast a 5+ spell with it is refused the Wand the next time."""
    path = new("wm", *MAGES)
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Mage", "--value", "5", "--wand",
                "--dice", "4")
    assert (r["success"], r["attempts"][0]["total"]) == (True, 5)
    assert state(path, "Mage")["wand_used"] is True
    assert "Wand of Power spent" in muster("battle", "show").out
    ok_json(muster, "battle", "next", "--round")
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "cast", "--wizard", "Mage", "--value", "5",
                                 "--wand", "--dice", "4"),
                          "--wizard Mage", "Wand of Power is spent", "once a game")
    czech = muster("roll", "wm", "cast", "--wizard", "Mage", "--value", "5", "--wand",
                   "--dice", "4", "--lang", "cs")
    assert czech.code == 2 and "hůlka síly je použitá" in czech.err, czech.err
    assert path.read_bytes() == before
    # without it the same 4 fails; another wizard's Wand is his own
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Mage", "--value", "5", "--dice", "4")
    assert r["success"] is False
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Shaman", "--value", "5", "--wand",
                "--dice", "4")
    assert r["success"] is True
    # undone back to before the Wand (two casts, the turn's end, the Wand's cast), it works
    for _ in range(4):
        ok_json(muster, "battle", "undo")
    assert "wand_used" not in state(path, "Mage")
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Mage", "--value", "5", "--wand",
                "--dice", "4")
    assert r["success"] is True


def test_the_ring_of_magic_works_once_a_game_even_for_a_spellbound_wizard(muster, new):
    """The Ring casts with no roll (L172-174), once a game: a spellbound wizard's -1 has
    nothing to act on, and a second Ring is refused."""
    path = new("wm", *MAGES)
    ok_json(muster, "roll", "wm", "spellbind", "--target", "Shaman", "--dice", "4")
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Shaman", "--value", "6", "--ring")
    assert (r["ring"], r["cast"], r["dice"]) == (True, True, [])
    assert state(path, "Shaman") == {"hits": 0, "stands_lost": 0, "spellbound": True,
                                     "ring_used": True}
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "cast", "--wizard", "Shaman", "--value", "6",
                                 "--ring"), "--wizard Shaman", "Ring of Magic is spent")
    czech = muster("roll", "wm", "cast", "--wizard", "Shaman", "--value", "6", "--ring",
                   "--lang", "cs")
    assert czech.code == 2 and "prsten magie je použitý" in czech.err, czech.err
    assert path.read_bytes() == before


def test_the_staff_of_spellbinding_works_until_its_first_success(muster, new):
    """A failed Staff roll leaves it working; once it has spellbound a wizard, its holder's
    Staff works no more (L179-180), after a failed casting or alone."""
    path = new("wm", *MAGES)
    # the Mage fails a 5+ spell with 3; the Runesmith's Staff rolls 3: no spellbinding
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Mage", "--value", "5",
                "--staff-holder", "Runesmith", "--dice", "3,3")
    assert r["outcome"] == "failed" and "staff_used" not in state(path, "Runesmith")
    # again, and 4 spellbinds him: the Staff is spent
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Mage", "--value", "5",
                "--staff-holder", "Runesmith", "--dice", "3,4")
    assert r["outcome"] == "failed, spellbound"
    assert state(path, "Mage")["spellbound"] is True
    assert state(path, "Runesmith")["staff_used"] is True
    assert "Staff of Spellbinding spent" in muster("battle", "show").out
    # another enemy wizard (not the Shaman: a Staff spellbinds the other side's wizards)
    ok_json(muster, "battle", "add", "Empire", "Wizard", "--stands", "1")
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "spellbind", "--target", "Wizard",
                                 "--staff-holder", "Runesmith", "--dice", "6"),
                          "--staff-holder Runesmith", "works no more")
    czech = muster("roll", "wm", "spellbind", "--target", "Wizard", "--staff-holder",
                   "Runesmith", "--dice", "6", "--lang", "cs")
    assert czech.code == 2 and "dál nefunguje" in czech.err, czech.err
    assert path.read_bytes() == before
    # the standalone roll marks the holder's Staff too
    ok_json(muster, "battle", "undo")  # the Wizard added
    ok_json(muster, "battle", "undo")  # the spellbinding
    ok_json(muster, "roll", "wm", "spellbind", "--target", "Mage", "--staff-holder",
            "Runesmith", "--dice", "5")
    assert state(path, "Runesmith")["staff_used"] is True


def test_the_helm_of_dominion_gives_one_turn_of_the_battle(muster, new):
    """Worn, +1 Command for the General's orders of that turn (L161-165); the turn over,
    it has had its one turn: the next turn's orders test against his own Command, and the
    Helm is refused."""
    path = new("wm", ("Empire", "General", "--command", "8", "--stands", "1"))
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--helm",
                "--dice", "5,4")
    assert (r["effective"], r["passed"]) == (9, True)
    # the same turn: the Helm still works without being named again
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--dice", "5,4")
    assert (r["helm"], r["effective"], r["passed"]) == (True, 9, True)
    ok_json(muster, "battle", "next", "--round")
    assert state(path, "General") == {"hits": 0, "stands_lost": 0, "helm_used": True}
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--dice", "4,4")
    assert (r["helm"], r["effective"]) == (False, 8)
    ok_json(muster, "battle", "next", "--round")
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "command", "--character", "General",
                                 "--helm", "--dice", "5,4"),
                          "--character General", "Helm of Dominion", "one turn")
    czech = muster("roll", "wm", "command", "--character", "General", "--helm", "--dice",
                   "5,4", "--lang", "cs")
    assert czech.code == 2 and "přilbice nadvlády už fungovala" in czech.err, czech.err
    assert path.read_bytes() == before
    assert "Helm of Dominion used" in muster("battle", "show").out


def test_the_helm_is_declared_at_the_start_of_the_turn_before_any_order(muster, new):
    """The Helm of Dominion is declared at the start of the turn (seed 002 L164-165): once
    an order of the turn has been given (a Hero's or the General's own), putting it on is
    refused and nothing is written; the next turn, before any order, it is put on."""
    path = new("wm", ("Empire", "General", "--command", "8", "--stands", "1"),
               ("Empire", "Hero", "--command", "8", "--stands", "1"))
    r = ok_json(muster, "roll", "wm", "command", "--character", "Hero", "--dice", "4,4")
    assert r["passed"] is True and state(path, "Hero")["ordered"] is True
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "command", "--character", "General",
                                 "--helm", "--dice", "5,4"),
                          "--character General: the Helm of Dominion is declared at the "
                          "start of the turn (L164-165), and Hero has given an order this "
                          "turn already")
    czech = muster("roll", "wm", "command", "--character", "General", "--helm", "--dice",
                   "5,4", "--lang", "cs")
    assert czech.code == 2 and "na začátku kola" in czech.err, czech.err
    assert path.read_bytes() == before
    # without the Helm his 9 fails against Command 8; the turn's orders end with the turn
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--dice", "5,4")
    assert (r["helm"], r["effective"], r["passed"]) == (False, 8, False)
    ok_json(muster, "battle", "next", "--round")
    assert "ordered" not in state(path, "Hero") and "ordered" not in state(path, "General")
    # the next turn, declared before any order: the same 9 passes at Command 9, and the
    # Helm, worn, is not refused by the orders it gives itself
    for dice in ("5,4", "6,3"):
        r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--helm",
                    "--dice", dice)
        assert (r["helm"], r["effective"], r["passed"]) == (True, 9, True)
    # an --odds with the Helm after an order is a question, not a declaration: answered
    assert ok_json(muster, "roll", "wm", "command", "--character", "Hero", "--helm",
                   "--odds")


def test_a_storm_count_that_differs_from_the_targets_named_is_refused(muster, new):
    """In a battle the targets named are the units the storm hits (L38-39): a --count
    given by hand for another number names the count, not a save the user never gave."""
    new("wm", *ORCS, ("Empire", "Mage", "--stands", "1"))
    run = muster("roll", "wm", "storm", "--count", "1", "--target", "Boyz", "--target",
                 "Trolls", "--dice", "6,5,6,6,3,1,5")
    assert_one_line_error(run, "--count 1 and 2 target(s) named (Boyz, Trolls)")
    assert "--armour" not in run.err
    # the same count as the targets named is no conflict
    r = ok_json(muster, "roll", "wm", "storm", "--count", "2", "--target", "Boyz",
                "--target", "Trolls", "--dice", "6,5,6,6,3,1,5")
    assert (r["units"], r["unsaved"]) == (2, 2)


def test_a_storm_on_a_unit_of_the_wizard_s_own_side_is_refused(muster, new):
    """Storm of Stone strikes enemy units (seed 002 L38-39): a unit of the caster's own side
    named as a target is refused, and nothing is written."""
    path = new("wm", *ORCS, ("Empire", "Mage", "--stands", "1"),
               ("Empire", "Knights", "--armour", "4+", "--hits", "3", "--attacks", "3"))
    run = muster("roll", "wm", "storm", "--wizard", "Mage", "--target", "Boyz", "--target",
                 "Knights", "--dice", "6,5,6,6,3,1,5")
    assert_one_line_error(run, "--target Knights is a unit of Empire, the side of Mage")
    assert state(path, "Boyz") == {"hits": 0, "stands_lost": 0}
    # without the wizard named the battle cannot tell: the storm is rolled
    r = ok_json(muster, "roll", "wm", "storm", "--target", "Knights", "--dice", "2,6")
    assert r["unsaved"] == 0


def test_a_staff_of_spellbinding_is_only_ever_used_on_an_enemy_wizard(muster, new):
    """The Staff follows an *enemy* wizard's failed casting (seed 002 L176): its
    holder and the wizard of one side are refused, alone or after a casting, and nothing
    is marked; the enemy's holder spellbinds."""
    path = new("wm", *MAGES)
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "spellbind", "--staff-holder", "Runesmith",
                                 "--target", "Shaman", "--dice", "6"),
                          "--target Shaman", "Orcs", "enemy units")
    assert_one_line_error(muster("roll", "wm", "cast", "--wizard", "Shaman", "--value", "5",
                                 "--staff-holder", "Runesmith", "--dice", "1,6"),
                          "--staff-holder Runesmith", "Orcs", "enemy units")
    assert path.read_bytes() == before
    r = ok_json(muster, "roll", "wm", "spellbind", "--staff-holder", "Runesmith", "--target",
                "Mage", "--dice", "6")
    assert r["success"] is True and state(path, "Mage")["spellbound"] is True


def test_an_army_has_one_of_each_device_of_power(muster, new):
    """Seed 002 L153 (L102): at most one of each device of power in an army, so the Wand,
    the Ring, the Helm or the Staff another character of the side has spent, worn or used
    is the army's one: a second character of the side leaning on it is refused, the other
    side's own is not (a second Mage of the Empire may not use a second Wand)."""
    path = new("wm", *MAGES, ("Empire", "Wizard", "--stands", "1"),
               ("Empire", "General", "--command", "8", "--stands", "1"),
               ("Empire", "Captain", "--command", "8", "--stands", "1"),
               ("Empire", "Smith", "--stands", "1"))
    ok_json(muster, "roll", "wm", "cast", "--wizard", "Mage", "--value", "5", "--wand",
            "--dice", "5")
    ok_json(muster, "roll", "wm", "cast", "--wizard", "Mage", "--value", "5", "--ring")
    before = path.read_bytes()
    for item, said in (("--wand", "Wand of Power"), ("--ring", "Ring of Magic")):
        assert_one_line_error(muster("roll", "wm", "cast", "--wizard", "Wizard", "--value",
                                     "5", item, "--dice", "5"),
                              "--wizard Wizard", f"the {said} is Mage's", "L153")
    cs = muster("--lang", "cs", "roll", "wm", "cast", "--wizard", "Wizard", "--value", "5",
                "--wand", "--dice", "5")
    assert "předmět „hůlka síly“ nese Mage" in cs.err, cs.err
    assert path.read_bytes() == before
    # his own casting needs no device; the Orcs' Shaman has a Wand of his own army's
    ok_json(muster, "roll", "wm", "cast", "--wizard", "Wizard", "--value", "5", "--dice", "5")
    ok_json(muster, "roll", "wm", "cast", "--wizard", "Shaman", "--value", "5", "--wand",
            "--dice", "5")
    # the Helm: worn by the General one turn, then his; the Captain's --helm next turn is not
    ok_json(muster, "roll", "wm", "command", "--character", "General", "--helm", "--dice", "4,4")
    ok_json(muster, "battle", "next", "--round")
    assert_one_line_error(muster("roll", "wm", "command", "--character", "Captain", "--helm",
                                 "--dice", "4,4"),
                          "--character Captain", "the Helm of Dominion is General's")
    # the Staff: the Empire's Smith holds the Empire's one; once it has worked, the Mage
    # holds no other to follow an Orc's failed casting
    ok_json(muster, "roll", "wm", "spellbind", "--staff-holder", "Smith", "--target", "Shaman",
            "--dice", "4")
    assert_one_line_error(muster("roll", "wm", "cast", "--wizard", "Runesmith", "--value",
                                 "5", "--staff-holder", "Mage", "--dice", "1,6"),
                          "--staff-holder Mage", "the Staff of Spellbinding is Smith's")


def test_the_enemy_s_one_staff_spellbinds_one_wizard(muster, new):
    """L179-180: the Staff stops once it has worked, "so only one enemy wizard can be
    spellbound". In a battle of two sides the other side's one Staff has worked once a
    wizard of a side is spellbound, named holder or not; with three sides it may be
    another army's Staff (so a second Orc wizard is not spellbound in a battle of two)."""
    path = new("wm", *MAGES, ("Orcs", "Shaman 2", "--stands", "1"))
    ok_json(muster, "roll", "wm", "spellbind", "--target", "Shaman", "--dice", "4")
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "spellbind", "--target", "Shaman 2", "--dice",
                                 "6"), "--target Shaman 2", "spellbinds one wizard",
                          "Shaman is spellbound")
    assert_one_line_error(muster("roll", "wm", "cast", "--wizard", "Shaman 2", "--value",
                                 "5", "--staff", "--dice", "1,6"),
                          "--wizard Shaman 2", "spellbinds one wizard")
    assert path.read_bytes() == before
    # his casting without the Staff is his own
    ok_json(muster, "roll", "wm", "cast", "--wizard", "Shaman 2", "--value", "5", "--dice",
            "1")
    # a third side's Staff may spellbind him
    ok_json(muster, "battle", "add", "Dwarfs", "Thane", "--stands", "1")
    r = ok_json(muster, "roll", "wm", "spellbind", "--target", "Shaman 2", "--staff-holder",
                "Thane", "--dice", "6")
    assert r["success"] is True and state(path, "Shaman 2")["spellbound"] is True
