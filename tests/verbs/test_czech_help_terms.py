"""Czech help screens use the games' own terms: battle roles in each game's word, who orders
whom, terms known to be wrong kept out of every screen, Czech placeholders, an example's
free text in the reader's language (where the goldens, tests/golden/cs/help-*.txt, do not
already hold the words)."""

from __future__ import annotations

import re

import pytest


def _help(muster, lang: str, *path: str) -> str:
    return " ".join(muster("--lang", lang, *path, "--help").out.replace("\u00a0", " ").split())


def _option(help_text: str, option: str) -> str:
    """The help of the option whose names end with ``option`` (up to the next option)."""
    found = re.search(rf"{re.escape(option)} \S+ (.*?)(?= --?[a-z][\w-]* |$)", help_text)
    assert found, option
    return found.group(1)


@pytest.mark.parametrize("path, noun", [
    (["roll", "conf", "courage"], "figurk"), (["wound", "conf", "melee"], "figurk"),
    (["wound", "void", "grab"], "postav"), (["wound", "void", "fall"], "postav"),
    (["wound", "mk", "attack"], "válečník"), (["wound", "mk", "capture"], "válečník"),
    (["wound", "mk", "heal"], "válečník"), (["wound", "mk", "eliminate-captive"], "válečník"),
    (["roll", "mk"], "válečník")])
def test_a_battle_role_is_named_in_the_game_s_word(path, noun, muster):
    """A figure game's battle options name its piece, not 'jednotka'."""
    text = _help(muster, "cs", *path)
    roles = re.findall(r"V bitvě: ([^;]*);", text)
    assert roles and all(noun in role and "jednotk" not in role for role in roles), roles


def test_a_command_s_battle_roles_say_who_orders_whom(muster):
    text = _help(muster, "cs", "roll", "wm", "command")
    assert "V bitvě: osobnost (generál, hrdina nebo čaroděj), která rozkaz vydává" in text
    assert "V bitvě: jednotka, které se rozkaz vydává" in text
    assert "proti níž se hází" not in text


def test_breaking_free_names_the_grabber_and_the_grabbed(muster):
    """No knockdown in a grab; break-free's --strength is the grabber's (it rolls
    against the grabbed one's --target-strength, as the rule reads them)."""
    for lang, knock in (("cs", "sražení"), ("en", "knockdown")):
        for path in (["wound", "void", "grab"], ["wound", "void", "break-free"]):
            assert knock not in _help(muster, lang, *path)
    text = _help(muster, "cs", "wound", "void", "break-free")
    assert "Strength chyceného (hází se proti ní)" in text
    free = muster("wound", "void", "break-free", "--strength", "12", "--target-strength", "10",
                  "--dice", "9", "--json").json
    assert (free["grabber_strength"], free["strength"]) == (12, 10)  # the roll is the grabbed one's


# words no Czech help screen has, each with the rulebook's or plain Czech word that replaced it
NOT_IN_CZECH_HELP = {
    "vlna boje": "souboj (seed 000 L838)", "úder zpět": "vrácený útok (L904, L1029)",
    "úderu zpět": "vráceného útoku", "balíčku průzkumníků": "hromádka průzkumníků (L1275)",
    "Vezme vrchní kartu": "lízne (L426)", "akce povolání": "speciální akce (seed 003 L7)",
    "Boj zblízka (CC)": "Close Combat (CC) (seed 003 L9)", "Boj na dálku (RC)": "Range Combat",
    "Úprava cílové": "modifikátor (seed 003 L51)", "léčení": "uzdravení (seed 004 L18)",
    "Luk:": "útok typu luk (seed 004 L7)", "opravného testu": "opakovaný test (L1149)",
    "dávají skóre": "výsledek hodu na poškození (L963)", "ke skóre": "k výsledku",
    " bere ": "přijímá / čte / zvolí (a calque of 'takes')",
    " berou ": "přijímají", "`": "„…“ quotes", "Void: Sci-Fantasy": "Void (Sci-Fantasy)",
    "proti níž se hází": "na kterou hod míří", "ji zopakujte": "zopakujte tuto volbu",
    "Vrátí poslední": "Vezme zpět (undo)", "s kostkami, které šestka": "kostky házené znovu",
}


def test_no_czech_help_screen_has_a_term_the_review_replaced(muster, monkeypatch):
    """No word of `NOT_IN_CZECH_HELP` on any help screen."""
    from verbs.test_czech_help import _command_paths

    monkeypatch.setenv("COLUMNS", "100")
    bad = []
    for path in _command_paths():
        text = _help(muster, "cs", *path)
        bad += [(" ".join(path), word, NOT_IN_CZECH_HELP[word]) for word in NOT_IN_CZECH_HELP
                if word in text]
    assert not bad, bad


# a count (N, K), the rulebook's own X ('Toxický / X'), coordinates and a split list are
# letters on purpose; free text (--about) is TEXT
_LETTERS_KEPT = {"N", "K", "X", "X,Y", "A,B,…"}


def test_a_czech_placeholder_is_a_czech_word_one_per_value(muster, monkeypatch):
    """No English letter (D for a difficulty, a distance and a defence alike) and
    no bare TEXT where the option takes a named value; one word for one value everywhere."""
    from verbs.test_czech_help import _command_paths

    monkeypatch.setenv("COLUMNS", "100")
    bad, seen = [], {}
    for path in _command_paths():
        for line in muster("--lang", "cs", *path, "--help").out.splitlines():
            found = re.match(r"\s{2}(?:-\w, )?(--[\w-]+)(?:, --[\w-]+)* ([^\s|]+)(?:\s{2}|$)",
                             line)  # an option's line: its help 2 spaces on, or below
            if not found or found.group(2).startswith(("-", "'")):
                continue
            option, placeholder = found.groups()
            english = re.fullmatch(r"[A-Z](?:\[,[A-Z]\.\.\.\])?|.*=[A-MO-Z]\]?|TEXT", placeholder)
            if (english and placeholder not in _LETTERS_KEPT and option != "--about") \
                    or "..." in placeholder:
                bad.append((" ".join(path), option, placeholder))
            seen.setdefault(option, set()).add(placeholder)
    assert not bad, bad
    for option in ("--dice", "--armour", "--side", "--troop", "--weapon", "--courage"):
        assert len(seen[option]) == 1, (option, seen[option])
    assert seen["--dice"] == {"HOD[,HOD…]"} and seen["--courage"] == {"ODVAHA"}


def test_an_example_s_free_text_is_in_the_reader_s_language(muster):
    """What a player types as free text in an example (`--about '...'`) is Czech in the
    Czech help (the rulebook's 'linie střely', seed 004 L46), the command itself unchanged."""
    czech, english = (_help(muster, lang, "deploy-shuffle", "mk", "dispute")
                      for lang in ("cs", "en"))
    said = "--about 'linie střely se dotýká podstavce' --dice 4"
    assert f"muster deploy-shuffle mk dispute {said}" in czech
    assert "the line of fire" not in czech
    assert "--about 'the line of fire touches the base' --dice 4" in english
