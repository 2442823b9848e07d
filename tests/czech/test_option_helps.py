"""What an option's help says on the screen it is shown on: a battle role in the command's own
words (no 'the figure this roll aims at' where the roll aims at no one), a single-purpose
screen that speaks of its own move only, and a value list that names every word its refusal
lists and accepts."""

from __future__ import annotations

import re

import pytest

from helpers import catalog_found


def flat(text: str) -> str:
    """A help screen's text with its wrapping undone."""
    return " ".join(text.split())


# the generic role text of an attack (in English and Czech): on a roll that aims at no one it
# says the wrong thing
AIMED = ("this roll is against", "attack on several targets", "na kterou hod míří",
         "útoku na více cílů")


@pytest.mark.parametrize("words, own", [
    (("roll", "conf", "courage"), "figurka působící strach, proti jejímuž Strachu"),
    (("roll", "conf", "opposed"), "bojovník druhé strany srovnávacího hodu"),
    (("roll", "conf", "regeneration"), "figurka, která regeneruje"),
    (("roll", "conf", "reinforcement"), "vyřazená figurka, za kterou se hází"),
    (("roll", "conf", "mutagenic"), "figurka, jejíž Mutagenní / X se čte"),
    (("roll", "conf", "feat", "swim"), "figurka, která tělesný úkon provádí"),
    (("roll", "conf", "feat", "climb"), "figurka, která tělesný úkon provádí"),
    (("roll", "wm", "rage"), "jednotka, která hází Běs chaosu"),
    (("wound", "void", "climb"), "postava, která leze"),
    (("wound", "void", "fall"), "postava, která padá"),
    (("roll", "conf", "into-melee"), "nejdřív cíl střelby, pak každá figurka v kontaktu"),
    (("roll", "wm", "storm"), "jednotka v dosahu kouzla"),
])
def test_a_roll_aimed_at_no_one_says_whom_its_battle_options_name(muster, words, own):
    """Each of these rolls is a figure's own (or the other side of a roll-off): its battle
    options say who that is, in both languages, never the attack's 'aimed at'."""
    en = flat(muster(*words, "--help").out)
    cs = flat(muster("--lang", "cs", *words, "--help").out)
    assert own in cs
    for text in (en, cs):
        assert not [phrase for phrase in AIMED if phrase in text], text


@pytest.mark.parametrize("words", [("roll", "conf", "regeneration"),
                                   ("roll", "conf", "feat", "fall")])
def test_one_figure_is_named_by_one_option(muster, words):
    """A figure that regenerates or performs a feat is both the roller and the one whose state
    changes: the screen shows --target alone (--attacker is still read, for old command
    lines)."""
    text = muster(*words, "--help").out
    assert "--target" in text and "--attacker" not in text


@pytest.mark.parametrize("words, foreign", [
    (("wound", "void", "climb"), r"jump|skok|rappel|slaňov"),
    (("wound", "void", "rappel"), r"jump|skok|climbing|lezce|lezení"),
    (("wound", "void", "jump"), r"climbing|rappel|lezení|slaňov"),
    (("wound", "void", "fall"), r"\btarget's|\bcíle\b"),
    (("roll", "conf", "regeneration"), r"\bfeat\b|tělesn"),
    (("roll", "conf", "feat", "high-jump"), r"[Cc]limb|[Ff]all:|šplh|[Pp]ád:"),
    (("roll", "conf", "feat", "climb"), r"[Jj]ump|[Ff]all:|[Ss]kok|[Pp]ád:"),
    (("roll", "conf", "feat", "plain"), r"--height|--res|--bases"),
])
def test_a_single_purpose_screen_speaks_of_its_own_move(muster, words, foreign):
    """An option shared by several moves is worded for the screen it is on: no climbing on
    the jump's screen, no 'target' for a faller, no feat on regeneration's."""
    for lang in ("en", "cs"):
        text = flat(muster("--lang", lang, *words, "--help").out)
        options = text.split("Options" if lang == "en" else "Volby", 1)[1]
        assert not re.search(foreign, options), (lang, re.search(foreign, options))


@pytest.mark.parametrize("args, option", [
    (("list-validate", "examples", "--siege", "x"), "--siege"),
    (("list-validate", "examples", "--format", "x"), "--format"),
    (("scatter", "any", "--distance", "3", "--direction", "x"), "--direction"),
])
def test_a_help_names_every_value_its_refusal_lists(muster, args, option):
    """A value the Czech refusal lists (and accepts) is named by the help too: 'útočník',
    'karty', 'stupně' are not words a player meets first in an error."""
    refusal = muster("--lang", "cs", *args)
    assert refusal.code == 2
    listed = re.search(r"\(povolené hodnoty: ([^)]*)\)|použijte (.*)$", refusal.err.strip())
    assert listed, refusal.err
    values = re.findall(r"[^\W\d_][\w-]*|k\d+", listed.group(1) or listed.group(2))
    values = [v for v in values if v not in ("nebo", "ciferník")]
    helped = flat(muster("--lang", "cs", *args[:2], "--help").out)
    line = helped.split(option, 1)[1]
    assert [v for v in values if v not in line] == [], (values, line[:300])


def test_the_bombard_token_has_one_czech_name(muster, catalog):
    """Seed 004 L65-66's 'bombardovací žeton' everywhere; the other spelling a player may form
    from it is taken too."""
    assert not catalog_found(catalog, r"žeton\w* bombardování"), "bombardovací žeton"
    for typed in ("bombardovací-žeton", "žeton-bombardování", "Žeton bombardování"):
        run = muster("--lang", "cs", "schema", typed)
        assert run.code == 0 and "bombard" in run.out, (typed, run.err)


def test_schema_help_lists_every_file_it_takes(muster):
    """The [GAME] argument names every other file (catalogue too) and every game's names; in
    Czech each file with its Czech name, as the refusal lists them."""
    from muster.games import GAMES
    from muster.verbs.schema import CZECH_FILES, FILE_SCHEMAS

    en = flat(muster("schema", "--help").out).split("Arguments", 1)[1]
    cs = flat(muster("--lang", "cs", "schema", "--help").out).split("Argumenty", 1)[1]
    assert all(name in en for name in [*FILE_SCHEMAS, *GAMES, "mage-knight"]), en
    assert all(f"{CZECH_FILES[name]}/{name}" in cs for name in FILE_SCHEMAS), cs  # Czech first
    description = flat(muster("--lang", "cs", "schema", "--help").out).split("Argumenty")[0]
    assert "(balíček/deck: soubor balíčku" in description and "pevnost/fortress:" in description


@pytest.mark.parametrize("pattern, why", [
    (r"nepovažují za automatický neúspěch jen", "ambiguous: 'přestává být automatickým "
     "neúspěchem jen jednička, která skutečně padla'"),
    (r"ve fázi pohybu výklad", "a bracket with a verb: 'tak stanoví výklad' (#4a)"),
    (r"hodí --attacks útoků", "one throws dice, not attacks (#4b)"),
    (r"hod na CC, kterému", "one dodges an attack, not a roll (#4c)"),
    (r"dokud poprvé neuspěje", "read as 'until it fails': 'po prvním úspěchu se spotřebuje' "
                               "(#4e)"),
    (r"pořadí balíčků", "BattleLore has one balíček, Confrontation hromádky (#4f)"),
    (r"\bne se zalehnutím", "telegraphic: 'nelze spojit se zalehnutím' (#4g)"),
    (r"opakovaná hodnota nedá žádný bonus a zasáhne",
     "a value does not hit: 'jednotka utrží tolik zásahů…' (#4d)"),
])
def test_no_czech_message_brings_back_a_reviewed_wording(catalog, pattern, why):
    assert not catalog_found(catalog, pattern), why


@pytest.mark.parametrize("words, own", [
    (("roll", "conf", "shoot"), "figurka, na kterou se střílí"),
    (("roll", "bl", "hits"), "jednotka, proti které se hází bojovými kostkami"),
    (("roll", "mk"), "napadený válečník"),
])
def test_a_roll_to_hit_says_it_changes_nothing_of_its_target(muster, words, own):
    """A roll to hit (a Confrontation aim roll, BattleLore's hits, a Mage Knight attack roll)
    leaves its target as it was: its --target help never says the target's new state is
    written back, in either language."""
    en = flat(muster(*words, "--help").out)
    cs = flat(muster("--lang", "cs", *words, "--help").out)
    assert own in cs and "changes nothing of it" in en
    assert "new state is written back" not in en and "nový stav se zapíše zpět" not in cs
