"""Czech typography across the games: thousands
grouped in every count, units never capitalised, one abbreviation per word, aligned tables.
Each test names the wording it refuses."""

from __future__ import annotations

import re

import pytest

from helpers import ok_json

NBSP = "\u00a0"


def cs_first(muster, *args: str) -> str:
    run = muster("--lang", "cs", *args)
    assert run.code in (0, 1), run.err
    return run.out.splitlines()[0]


@pytest.mark.parametrize(("args", "start"), [
    (("roll", "bl", "10000", "-t", "blue", "-w", "long-sword", "--odds"),
     f"10{NBSP}000 bojových kostek, dlouhý meč"),
    (("roll", "bl", "1500", "--seed", "1"), f"1{NBSP}500 bojových kostek: "),
    (("wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5", "--odds"),
     f"10{NBSP}000 útoků, zásah na 4+"),
])
def test_counts_group_their_thousands_in_czech(muster, args, start):
    # '10000 bojových kostek', 'útoků: 10000'
    assert cs_first(muster, *args).startswith(start)
    english = muster(*args).out.splitlines()[0]
    assert NBSP not in english and "," not in english.split()[0]  # English keeps its own


def test_void_roster_prices_group_their_thousands(muster):
    # 'rychlopalná puška (2000)' in the Czech HTML roster
    run = muster("--lang", "cs", "list-validate", "armies/void", "--format", "html")
    assert f"(2{NBSP}000)" in run.out and "(2000)" not in run.out
    assert "(2000)" in muster("list-validate", "armies/void", "--format", "html").out


def test_a_shouted_verdict_keeps_its_unit_small(muster):
    # 'VYŠPLHÁ 6,8 CM'; 4.8 + 4 - RES 2 = 6.8 cm climbed
    args = ("roll", "conf", "--feat", "climb", "--mov", "12/4.8", "--res", "2", "--height", "5",
            "--dice", "4")
    assert muster("--lang", "cs", *args).out.splitlines()[1] == "VYŠPLHÁ 6,8 cm"
    assert muster(*args).out.splitlines()[1] == "CLIMBS 6.8 cm"


def test_one_abbreviation_for_the_standard_deviation(muster):
    # 'sm. odch.' beside every other table's 'směr. odch.'
    last = muster("--lang", "cs", "roll", "conf", "-v", "4", "--odds").out.splitlines()[-1]
    assert last == "průměr součtů 8,7  směr. odch. 3,14"


def test_chances_with_fractions_line_up_in_a_table():
    # '2,78 % (1/36)' and '30,56 % (11/36)' not right-aligned as one string, which would
    # leave the % signs out of one column
    from muster.engine.render import table

    lines = table(["result", "chance"], [["no effect", "2.78 % (1/36)"],
                                         ["light wound", "30.56 % (11/36)"],
                                         ["serious wound", "25.00 % (1/4)"], ["-", "-"]])
    assert lines[1:] == ["no effect       2.78 % (1/36)",
                         "light wound    30.56 % (11/36)",
                         "serious wound  25.00 % (1/4)",
                         "-                    -"]  # under the numbers' last digit
    assert len({line.index("%") for line in lines[1:4]}) == 1
    assert lines[0] == "[bold]result          chance[/]"  # over the numbers


@pytest.mark.parametrize("args", [
    ("wound", "conf", "--str", "13", "--res", "7", "--odds"),
    ("roll", "conf", "--regeneration", "5", "--current", "critical", "--odds"),
    ("roll", "bl", "2", "--target", "red", "--weapon", "crossbow", "--point-blank", "--odds"),
])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_odds_tables_line_up_their_percent_signs(muster, args, lang):
    # in both languages: every row of a table with fractions has its % in one
    # column (the English output had the same flaw)
    out = muster("--lang", lang, *args).out.splitlines()
    blocks: list[list[str]] = [[]]
    for line in out:  # runs of table rows with a fraction: one table each
        if re.search(r"\S {2,}\d+[.,]\d+\s%\s+\(\d+/\d+\)", line):
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    blocks = [b for b in blocks if b]
    assert blocks and sum(map(len, blocks)) >= 3
    for rows in blocks:
        assert len({line.index("%") for line in rows}) == 1, rows


def test_odds_table_values_group_and_tiny_fractions_have_no_e_notation(muster):
    # a table's totals grouped (3 197) and an approximate fraction as a
    # power of ten in Czech; 1000d6 totals 1000 at least, a total of 3197 is rare
    cs = muster("--lang", "cs", "roll", "1000d6", "--odds").out.splitlines()
    assert cs[2].startswith(f" 3{NBSP}197  10⁻⁷{NBSP}% (~1,03{NBSP}·{NBSP}10⁻⁹)")
    assert cs[-1].startswith(f"průměr 3{NBSP}500  ")
    en = muster("roll", "1000d6", "--odds").out.splitlines()
    assert en[2].startswith(" 3197  1e-07 % (~1.03e-9)")  # English keeps its own


@pytest.mark.parametrize(("args", "line"), [
    # 3 + 4 - 2 - 2 = 3: the minus after a list of dice is arithmetic too
    (("roll", "2d6-1d3-2", "--dice", "3,4,2"), "2d6-1d3-2: 2d6 [3 4] \u2212 1d3 [2] \u2212 2 = 3"),
    (("roll", "4d6kh3-1", "--dice", "1,2,3,4"), "4d6kh3-1: 4d6kh3 [(1) 2 3 4] \u2212 1 = 8"),
])
def test_a_minus_after_a_list_of_dice_is_a_minus_sign(muster, args, line):
    # '2d6 [3 4] − 1d3 [2] − 2': a minus sign after ']' too, never a hyphen
    assert cs_first(muster, *args) == line
    assert muster(*args).out.splitlines()[0] == line.replace(" \u2212 ", " - ")


def test_a_negative_die_penalty_has_a_minus_sign(muster):
    # a critical wound's penalty -3 (seed 000 L1570) as Czech sets a negative number
    args = ("wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6")
    run = muster("--lang", "cs", *args)
    assert "postih na kostky \u22123 (INI, ATT, DEF, AIM)" in run.out
    assert "die penalty -3 (INI" in muster(*args).out


def test_a_negative_number_takes_the_minus_sign_but_an_example_command_does_not():
    """'postih −1', a table's '−2 panika', an option's value '--mod −2'
    (muster reads the minus sign back): a negative number is set with
    the minus sign in Czech; an example's command is left as typed."""
    from muster.typography import czech_operators, czech_typography

    assert czech_operators("figurka (postih -1) a") == "figurka (postih \u22121) a"
    assert czech_operators("  2.  Bandit   12  -2 panika") == "  2.  Bandit   12  \u22122 panika"
    assert czech_typography("muster roll void --target 12 --mod -2") == (
        "muster roll void --target 12 --mod -2")
    assert czech_operators("(--mod -2)") == "(--mod \u22122)"
    assert czech_operators("-m -2, mimo 1-19, k6-1") == "-m \u22122, mimo 1-19, k6-1"


def test_coordinates_and_penalties_take_the_minus_sign_from_the_line_rule():
    """The views print a negative coordinate or die penalty as the number it is; the one
    rule every Czech line passes through (`czech_operators`, in `shown_line`) sets its minus
    sign, in every place they stand (i18n.signed_number did it twice before)."""
    from muster.i18n import set_lang
    from muster.typography import shown_line

    set_lang("cs")
    try:
        for before, after in [
            ("v bodě (-3; -0,5): 3 palce", "v bodě (\u22123; \u22120,5): 3 palce"),
            ("  (-1; 2) 1 palec: 12,50 % (1/8)", "  (\u22121; 2) 1 palec: 12,50 % (1/8)"),
            ("[bold cyan]v bodě (0; -1): 1 palec[/]", "[bold cyan]v bodě (0; \u22121): 1 palec[/]"),
            ("; postih na kostky -3 (INI, ATT, DEF, AIM)",
             "; postih na kostky \u22123 (INI, ATT, DEF, AIM)"),
            ("obránce: [bold]lehce zraněn[/], postih na kostky -1",
             "obránce: [bold]lehce zraněn[/], postih na kostky \u22121")]:
            assert shown_line(before) == after
    finally:
        set_lang("en")


def test_void_initiative_modifiers_have_the_minus_sign(muster):
    run = muster("--lang", "cs", "deploy-shuffle", "void", "-f", "Kara", "-f", "Bandit",
                 "--panic", "Bandit", "--dice", "5,12")
    assert "\u22122 panika" in run.out and "-2" not in run.out


def test_the_czech_help_is_typeset_as_the_results_are(muster, monkeypatch):
    """Help prose in Czech gets the results' typography ('k6 ≥ X', 'STR − RES', 'Panika:
    −2', '(--mod −2)': the minus sign is read back), an example's command as it is typed."""
    monkeypatch.setenv("COLUMNS", "200")
    conf = muster("--lang", "cs", "wound", "conf", "--help").out
    assert "kostky + STR − RES řádek" in conf and "STR - RES" not in conf
    void = muster("--lang", "cs", "roll", "void", "test", "--help").out
    assert "(--mod \u22122)" in void and "k20 ≤ cíl" in void
    assert "muster roll void --target 12 --mod -2 --dice 9" in \
        muster("--lang", "cs", "roll", "void", "--help").out
    assert "Panika: −2." in muster("--lang", "cs", "deploy-shuffle", "void", "--help").out
    english = muster("wound", "conf", "--help").out
    assert "dice + STR - RES" in english


def test_a_help_filled_from_the_data_is_typeset_after_filling(muster, monkeypatch):
    """'pierce (Probodnutí, bodná zbraň: −4 k CC)': a number the help takes from the data files is
    typeset as Czech once it is in the text (it was '-4' before)."""
    monkeypatch.setenv("COLUMNS", "200")
    czech = " ".join(muster("--lang", "cs", "wound", "void", "attack", "--help").out.split())
    assert "pierce (Probodnutí, bodná zbraň: −4 k CC, protivník −4 na Vykrytí)" in czech
    english = " ".join(muster("wound", "void", "attack", "--help").out.split())
    assert "pierce (stabbing weapon: -4 to hit" in english


def test_a_negative_total_after_markup_takes_the_minus_sign(muster):
    """A roll's total is set in markup ('= [bold cyan]-2[/]'): a negative one takes the
    minus sign in Czech as the subtraction before it does ('3k6 [2 5 1] − 10 = −2'); the
    JSON and English keep the hyphen."""
    from muster.typography import czech_operators

    assert czech_operators("= [bold cyan]-2[/]") == "= [bold cyan]\u22122[/]"
    assert czech_operators("[dim]-[/] a [b]1-6[/]") == "[dim]-[/] a [b]1-6[/]"
    args = ("roll", "3d6-10", "--dice", "2,5,1")
    assert muster("--lang", "cs", *args).out.rstrip().endswith("\u2212 10 = \u22122")
    assert muster(*args).out.rstrip().endswith("- 10 = -2")
    assert ok_json(muster, "--lang", "cs", *args)["total"] == -2


def test_rulebook_references_are_grouped_by_page_in_czech():
    """The page first, then its lines; a list grouped by page; 'ř.', 'č.' and 's.' held to
    their numbers by a no-break space, so that a wrapped help never cuts one from the
    other."""
    from muster.typography import czech_refs

    r, p = "ř.\u00a0", "s.\u00a0"
    assert czech_refs("(seed 001 L9/p.3, L11/p.4, L33/p.15)") == \
        f"({p}3, {r}9; {p}4, {r}11; {p}15, {r}33)"
    assert czech_refs("(L11/p.4)") == f"({p}4, {r}11)"
    assert czech_refs("L9/p.3, L10/p.3, L11/p.4") == f"{p}3, {r}9, 10; {p}4, {r}11"
    assert czech_refs("(L739-740)") == f"({r}739–740)" and czech_refs("seed L27") == f"{r}27"
    # a reference written in Czech already (a translated message) is held the same way
    assert czech_refs("(ř. 156, 170; výklad č. 5)") == f"({r}156, 170; výklad č.\u00a05)"
    assert czech_refs("(s. 6, ř. 15)") == f"({p}6, {r}15)"
    assert czech_refs("Vs. 3 a s.r.o. 4") == "Vs. 3 a s.r.o. 4"  # no abbreviation of ours
    assert czech_refs("L1 a ř. 2") == f"{r}1 a {r}2"
