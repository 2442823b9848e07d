"""The help screens' second Czech review (czrev21-D): each class of defect it found, checked
on every screen it can occur on, where the Czech goldens (tests/golden/cs/help-*.txt) do not
already hold the fixed words."""

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
    (["roll", "conf", "test"], "figurk"), (["wound", "conf", "melee"], "figurk"),
    (["wound", "void", "grab"], "postav"), (["wound", "void", "fall"], "postav"),
    (["wound", "mk"], "válečník"), (["roll", "mk"], "válečník")])
def test_a_battle_role_is_named_in_the_game_s_word(path, noun, muster):
    """#3: a figure game's battle options name its piece, not 'jednotka'."""
    text = _help(muster, "cs", *path)
    roles = re.findall(r"V bitvě: ([^;]*);", text)
    assert roles and all(noun in role and "jednotk" not in role for role in roles), roles


def test_a_command_s_battle_roles_say_who_orders_whom(muster):
    text = _help(muster, "cs", "roll", "wm", "command")
    assert "V bitvě: osobnost (generál, hrdina nebo čaroděj), která rozkaz vydává" in text
    assert "V bitvě: jednotka, které se rozkaz vydává" in text
    assert "proti níž se hází" not in text


def test_breaking_free_names_the_grabber_and_the_grabbed(muster):
    """#2: no knockdown in a grab; break-free's --strength is the grabber's (it rolls
    against the grabbed one's --target-strength, as the rule reads them)."""
    for lang, knock in (("cs", "sražení"), ("en", "knockdown")):
        for path in (["wound", "void", "grab"], ["wound", "void", "break-free"]):
            assert knock not in _help(muster, lang, *path)
    text = _help(muster, "cs", "wound", "void", "break-free")
    assert "Strength chyceného (hází se proti ní)" in text
    free = muster("wound", "void", "break-free", "--strength", "12", "--target-strength", "10",
                  "--dice", "9", "--json").json
    assert (free["grabber_strength"], free["strength"]) == (12, 10)  # the roll is the grabbed one's
