"""Help screens in Czech end to end: the usage line and the value placeholders, the
examples' notes and the rulebooks' terms; English help is its own."""

from __future__ import annotations

import re

import pytest


def _plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _help(muster, *args: str) -> str:
    return _plain(muster("--lang", "cs", *args, "--help").out)


def test_usage_lines_and_placeholders_are_czech(muster, monkeypatch):
    """No [OPTIONS] COMMAND [ARGS], INTEGER, FILE, NAME, SIDE=N in Czech help."""
    monkeypatch.setenv("COLUMNS", "100")
    assert "Použití: muster [VOLBY] PŘÍKAZ [ARGUMENTY]..." in _help(muster)
    wm = _help(muster, "wound", "wm")
    assert "Použití: muster wound wm [VOLBY]" in wm
    assert "-a, --attacks ČÍSLO" in wm and "INTEGER" not in wm
    assert "Použití: muster battle add [VOLBY] STRANA JMÉNO" in _help(muster, "battle", "add")
    assert "--deck SOUBOR" in _help(muster, "deploy-shuffle", "conf", "draw")
    assert "Použití: muster list-validate [VOLBY] CESTA..." in _help(muster, "list-validate")
    for args in (("wound", "wm"), ("battle", "add"), ("list-validate",), ("scatter",),
                 ("deploy-shuffle", "wm"), ("roll", "conf", "shoot")):
        text = _help(muster, *args)
        leaks = re.findall(r"\b(?:OPTIONS|COMMAND|ARGS|INTEGER|FLOAT|FILE|NAME|SIDE|PATH)\b",
                           text)
        assert not leaks, (args, leaks)
    # a missing argument names it as the usage line does
    run = muster("--lang", "cs", "list-validate")
    assert run.code == 2 and "chybí argument „CESTA...“" in run.err
    # English keeps its own
    assert "Usage: muster [OPTIONS] COMMAND [ARGS]..." in _plain(muster("--help").out)
    assert "-a, --attacks INTEGER" in _plain(muster("wound", "wm", "--help").out)
    assert "missing argument 'PATH...'" in muster("list-validate").err


@pytest.mark.parametrize(("args", "note"), [
    (("roll", "conf"), "(vedle sebe)"),
    (("roll", "conf"), "(taktický hod: k6 + DIS 4)"),
    (("roll", "conf"), "(hod na rozmístění, DIS 4 proti 3)"),
    (("roll", "conf"), "(iniciativa tří figurek: 4 + 3 + 2 = 9 proti 2 + 5 = 7)"),
    (("roll", "conf"), "(test Odvahy selže, opakovaný test Disciplíny uspěje)"),
    (("roll", "conf"), "(goblin: 1/6)"),
    (("roll",), "(vedle sebe)"),
    (("wound", "conf"), "(nepovedený skok)"),
    (("wound", "wm"), "(Smršť zmaru)"),
    (("wound", "bl"), "(odmítne se)"),
    (("deploy-shuffle", "conf", "draw"), "(odmítne se: vrchní karta je Paladin strany lions)"),
])
def test_example_notes_are_czech(muster, args, note):
    """An example keeps its command; its note is translated."""
    assert note in _help(muster, *args)


def test_no_english_example_note_is_left_in_czech_help(muster):
    for args in (("roll", "conf"), ("roll",), ("wound", "conf"), ("wound", "wm"),
                 ("wound", "bl"), ("deploy-shuffle", "conf", "draw")):
        text = _help(muster, *args)
        for english in ("side by side", "a tactical roll", "deployment roll", "figures'",
                        "Courage fails", "the goblin", "a failed jump", "Hail of",
                        "(refused", "the top card"):
            assert english not in text, (args, english)
    english = _plain(muster("roll", "conf", "--help").out)
    assert "(a tactical roll: d6 + DIS 4)" in english and "(side by side)" in english


def test_mage_knight_help_uses_one_word_and_the_rulebook_terms(muster):
    """PŘÍKAZ (not FORMA) in the usage line and in the text, výklad
    (as elsewhere), dashes round the aside; prudce vyvýšený terén (seed 004 L148)."""
    text = _help(muster, "deploy-shuffle", "mk")
    assert "Použití: muster deploy-shuffle mk [VOLBY] [PŘÍKAZ]" in text
    assert "PŘÍKAZ setup (výchozí)" in text
    assert "(výklad musteru; druhý výklad – porovnat všechny hráče – nabízen není)" in text
    assert "čtení" not in text
    assert "Usage: muster deploy-shuffle mk [OPTIONS] [FORM]" in _plain(
        muster("deploy-shuffle", "mk", "--help").out)
    siege = _help(muster, "siege-breach", "mk")
    assert "prudce vyvýšeném terénu (--steep)" in siege
    assert "Prudce vyvýšený terén: válečníci na něm" in siege
    assert "strmě" not in siege.lower()


def test_scatter_help_terms(muster):
    """The aim point (0; 0) as every Czech result writes a point; the rallying
    roll is hod na zastavení (seed 000 L686), never an assembly (shromáždění)."""
    assert "zaměřený bod je (0; 0)" in _help(muster, "scatter")
    conf = _help(muster, "scatter", "conf")
    assert "hod na zastavení" in conf and "shromáždění" not in conf


def _command_paths() -> list[list[str]]:
    from muster import i18n
    from muster.app import command_paths

    i18n.set_lang("en")
    return command_paths(hidden=True)


ENGLISH_PLACEHOLDER = re.compile(
    r"\b(?:OPTIONS|COMMAND|ARGS|INTEGER|FLOAT|FILE|NAME|SIDE|PATH|STATE|WOUND|PART|KIND|CARD|"
    r"GAME|VALUE|TYPE|SIZE|LEVEL|POINTS|METHOD|BAND|SAVE|EXPR|FORM|MODE|ROLL|UNIT|KEY|IN)\b")


def test_no_help_screen_has_an_english_placeholder_in_czech(muster, monkeypatch):
    """On every help screen, the usage line, the options' placeholders and the text that
    names them agree ('--fortress SOUBOR', 'PŘÍKAZ je attack'); a schema's $id is a name."""
    monkeypatch.setenv("COLUMNS", "100")
    paths = _command_paths()
    assert len(paths) > 90
    bad = []
    for path in paths:
        for line in muster("--lang", "cs", *path, "--help").out.splitlines():
            if ENGLISH_PLACEHOLDER.search(line.replace("urn:muster:schema:GAME", "")):
                bad.append((" ".join(path), line.strip()))
            if re.search(r": (?:True|False)\]", line):  # a flag that routes: '[výchozí: True]'
                bad.append((" ".join(path), line.strip()))
    assert not bad, bad
    for path in (["roll", "conf", "reinforcement"], ["wound", "conf", "melee"]):
        assert "[default: True]" not in _plain(muster(*path, "--help").out)  # nor in English


def test_a_name_with_a_hyphen_keeps_it(muster):
    """JSON Schema's 'draft 2020-12' is a name, not the range '2020–12'."""
    assert "(draft 2020-12)" in _help(muster, "schema")
    assert "2020\u201312" not in _help(muster)  # the list names it 'Vypíše JSON Schema'


def test_piped_help_shows_no_rich_escape(muster):
    """help on a pipe is click's plain text: rich's escape of '[rule]' (a ``\\[``, which keeps
    rich from taking it for markup) is not printed as a backslash, in either language."""
    english = muster("list-validate", "--help").out
    assert "FILE:LINE:COL: error [rule] message" in _plain(english) and "\\[" not in english
    czech = muster("--lang", "cs", "list-validate", "--help").out
    assert "chyba [pravidlo] zpráva" in _plain(czech) and "\\[" not in czech
    assert "\\[" not in muster("--lang", "cs", "--help").out


def test_a_group_lists_its_commands_uncut_at_an_abbreviation(muster, monkeypatch):
    """click ends a subcommand's line at the first word ending in a full stop: in Czech not
    at 'ř.' or 'č.' ('fall  Pád z výšky (ř.', 'gerroff  Odražení Gerroff!!!: 5k6 cm (výklad
    č.')."""
    monkeypatch.setenv("COLUMNS", "80")
    cut = re.compile(r"(?<!\w)(?:ř|č|s|tj|např)\.$")
    bad = []
    for path in _command_paths():
        lines = muster("--lang", "cs", *path, "--help").out.splitlines()
        if "Příkazy:" in lines:
            bad += [(path, line) for line in lines[lines.index("Příkazy:"):] if cut.search(line)]
    assert not bad, bad
    listed = _plain(muster("--lang", "cs", "wound", "void", "--help").out)
    # a whole phrase where the sentence is too long for the list
    assert "fall Pád z výšky grab" in listed
    assert "fall A fall (L21): DAM 10" in _plain(muster("wound", "void", "--help").out)


def test_a_help_lists_only_names_its_command_accepts(muster):
    """wound void --help offered 'obouruční sekera', 'bloková pistole', 'vrhací hvězdice',
    which --weapon refused; Confrontation's sizes were 'střední', 'obrovská' (seed 000 L333:
    Malé, Normální, Velké, Velmi velké)."""
    from muster.games.confrontation.tables import size_key
    from muster.games.void.catalogue import weapons

    text = _help(muster, "wound", "void", "attack")
    listed = re.search(r"Název zbraně, anglicky nebo česky \((.*?) atd\.\)", text)
    assert listed is not None
    names = listed.group(1).split(", ")
    assert len(names) >= 8
    assert [n for n in names if weapons().find(n) is None] == []
    sizes = re.findall(r"(small|normal|large|very-large) \(([^)]+)\)",
                       _help(muster, "battle", "add"))
    assert len(sizes) == 4
    assert all(size_key(czech) == key for key, czech in sizes), sizes


@pytest.mark.parametrize("verb", ["roll", "wound", "scatter"])
def test_czech_help_tells_the_games_czech_players_confuse_apart(muster, verb):
    """BattleLore is the 1st edition (Days of Wonder, 2006), Mage Knight the
    miniatures game (WizKids, 2000), not the later board games of the same names; English
    help keeps its short list."""
    text = _help(muster, verb)
    assert "battlelore (bl; 1. edice, Days of Wonder, 2006)" in text
    assert "mageknight (mk, mage-knight; figurková hra, WizKids, 2000)" in text
    english = _plain(muster(verb, "--help").out)
    assert "battlelore (bl), warmaster (wm), void, mageknight (mk)." in english


@pytest.mark.parametrize("verb", ["roll", "wound", "scatter", "names"])
def test_a_czech_game_list_names_every_name_a_game_takes(muster, verb):
    """One list, with the names docs/usage/czech.md gives (konfrontace,
    mage-knight), on every screen that lists the games."""
    text = _help(muster, verb)
    assert "confrontation (conf, konfrontace), battlelore (bl" in text, verb
    assert "mageknight (mk, mage-knight" in text, verb


def test_a_placeholder_and_a_weapon_are_the_rulebook_s_words(muster):
    """A Mage Knight environment card is a player's (HRÁČ=KARTA, not
    STRANA=KARTA, in the help and in its refusals), and the weapons that cannot breach walls
    are named as the Warmaster rulebook names them (peklomet, trpasličí gyroptéra, seed 002
    L247; 'peklomet' is typed too). English keeps its own."""
    setup = _help(muster, "deploy-shuffle", "mk", "setup")
    assert "--environment HRÁČ=KARTA" in setup and "STRANA=KARTA" not in setup
    refused = muster("--lang", "cs", "deploy-shuffle", "mk", "--environment", "Radek")
    assert "HRÁČ=KARTA" in refused.err and refused.code == 2
    attack = _help(muster, "siege-breach", "wm", "attack")
    assert "; luky, peklomet, trpasličí gyroptéra a podobné se odmítnou." in attack
    assert "helblaster" not in attack and "gyrokopt" not in attack
    assert "--environment SIDE=CARD" in _plain(muster("deploy-shuffle", "mk", "setup",
                                                      "--help").out)
    assert "helblaster" in _plain(muster("siege-breach", "wm", "attack", "--help").out)
