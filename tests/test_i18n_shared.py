"""Czech output of the code every game shares: the generic scatter and the scatter pictures,
the printable rosters, the engine's odds headings and limits, the state-file and file-guard
errors. Every expected text is worked out by hand; the JSON must not change with --lang cs."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from conftest import assert_one_line_error

NBSP = "\u00a0"
CS = ("--lang", "cs")


def lines(run) -> list[str]:
    return run.out.splitlines()


# ---------------------------------------------------------------- the generic scatter


def test_generic_scatter_lines_in_czech(muster):
    # d12, no hit faces: face 3 points 3 * 360 / 12 = 90 degrees (3 o'clock); 2d6 = 2 + 4 = 6;
    # the landing point is (6, 0), 6 in from the target on the aim point: clear of a 3 in blast
    run = muster("scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3",
                 "--dice", "3,2,4", *CS)
    assert run.code == 0, run.err
    out = lines(run)
    assert out[:4] == [
        "Rozptyl: vzdálenost 2k6 palců, směr k12, poloměr výbuchu 3 palce",
        "směr k12: 3 → 90°; vzdálenost 2k6 (2 4) = 6 palců",
        "dopadne v bodě (6; 0): 6 palců pod úhlem 90° (ve směru 3 hodin)",
        "cíl je mimo dosah výbuchu (výbuch má dosah 3 palce od bodu dopadu)",
    ]
    assert out[-2:] == [
        "  + zaměřený bod, | linie střely (útočník je dole), X bod dopadu, "
        "o okraj výbuchu (3 palce)",
        "  měřítko: jeden sloupec = 1 palec, jeden řádek = 2 palce; nahoru vede linie střely",
    ]


def test_generic_scatter_english_is_unchanged(muster):
    out = lines(muster("scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3",
                       "--dice", "3,2,4"))
    assert out[:4] == [
        "Scatter: distance 2d6 in, direction d12, blast radius 3 in",
        "direction d12: 3 -> 90 degrees; distance 2d6 (2 4) = 6 in",
        "lands at (6, 0): 6 in at 90 degrees (3 o'clock)",
        "the target is clear of the blast (within 3 in of the landing point: no)",
    ]
    assert out[-1] == "  scale: one column = 1 in, one row = 2 in; up is along the line of fire"


def test_a_hit_face_in_czech(muster):
    run = muster("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2",
                 "--dice", "2", *CS)
    assert lines(run)[:3] == [
        "Rozptyl: vzdálenost 2k6 palců, směr k6, 2 stěny znamenají zásah",
        "směr k6: 2 znamená zásah: bez rozptylu, dopadne na zaměřený bod",
        "dopadne na zaměřený bod (0; 0)",
    ]


def test_czech_coordinates_take_a_decimal_comma_a_semicolon_and_a_minus_sign(muster):
    # d6, face 4: 4 * 60 = 240 degrees (8 o'clock); 9 in: x = 9 sin 240 = -7.7942,
    # y = 9 cos 240 = -4.5
    run = muster("scatter", "--distance", "2d6", "--direction", "d6", "--dice", "4,4,5", *CS)
    assert lines(run)[2] == ("dopadne v bodě (\u22127,79; \u22124,5): 9 palců pod úhlem 240° "
                             "(ve směru 8 hodin)")
    run = muster("scatter", "--distance", "2d6", "--direction", "d6", "--dice", "4,4,5")
    assert lines(run)[2] == "lands at (-7.79, -4.5): 9 in at 240 degrees (8 o'clock)"


def test_one_o_clock_is_singular_in_czech(muster):
    # d12 face 1: 30 degrees, 1 o'clock; distance 2
    run = muster("scatter", "--distance", "2", "--direction", "d12", "--dice", "1", *CS)
    assert lines(run)[2] == "dopadne v bodě (1; 1,73): 2 palce pod úhlem 30° (ve směru 1 hodiny)"


@pytest.mark.parametrize("faces, czech, english", [
    ("1", "1 stěna znamená zásah", "1 hit face(s)"),
    ("2", "2 stěny znamenají zásah", "2 hit face(s)"),
    ("5", "5 stěn znamená zásah", "5 hit face(s)"),
])
def test_hit_faces_plural_at_1_2_5(muster, faces, czech, english):
    run = muster("scatter", "--distance", "3", "--direction", "d12", "--hit-faces", faces,
                 "--dice", "12", *CS)
    assert lines(run)[0] == f"Rozptyl: vzdálenost 3 palce, směr k12, {czech}"
    run = muster("scatter", "--distance", "3", "--direction", "d12", "--hit-faces", faces,
                 "--dice", "12")
    assert lines(run)[0] == f"Scatter: distance 3 in, direction d12, {english}"


def test_generic_scatter_odds_in_czech(muster):
    # 2 of 6 faces are hits: no scatter 1/3. Otherwise 2d6: P(7) = 6/36 * 4/6 = 1/9 = 11.11 %;
    # mean 4/6 * 7 = 4.6667. Under a 1.5 in blast only without scatter (2d6 >= 2): 1/3.
    out = lines(muster("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2",
                       "--radius", "1.5", "--odds", *CS))
    assert out[0] == ("Rozptyl: vzdálenost 2k6 palců, směr k6, 2 stěny znamenají zásah, poloměr "
                      "výbuchu 1,5 palce")
    assert out[1] == f"bez rozptylu (padne zásah): 33,33{NBSP}% (1/3)"
    assert out[2] == "vzdálenost od zaměřeného bodu:"
    assert f"       7 palců:  11,11{NBSP}% (1/9)" in out
    assert "  průměr 4,67 palce" in out
    assert f"cíl v dosahu výbuchu (do 1,5 palce od bodu dopadu): 33,33{NBSP}% (1/3)" in out
    assert out[-2] == "  + zaměřený bod, | linie střely (útočník je dole), . možný bod dopadu"


def test_scatter_times_table_in_czech_but_its_json_labels_stay_english(muster):
    args = ("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2",
            "--times", "50", "--seed", "3")
    cs_text = muster(*args, *CS).out
    assert "bez rozptylu" in cs_text and "pod úhlem" in cs_text
    en = muster(*args, "--json").json
    cs = muster(*args, "--json", *CS).json
    assert en == cs
    labels = {o["label"] for o in en["outcomes"]}
    assert "no scatter" in labels and any(" deg" in label for label in labels)


def test_a_bearing_between_the_hours_reads_as_the_nearest_hour_in_czech(muster):
    """One clock form, 've směru 3 hodin'; degrees between the hours (69°:
    2.3 o'clock) round to 'zhruba ve směru 2 hodin' (English keeps the fraction)."""
    # d6+1 with --dice: the degrees roll (69), then the d6 (5): 6 cm at 69 degrees
    run = muster("scatter", "--distance", "d6+1", "--direction", "degrees", "--unit", "cm",
                 "--dice", "69,5", *CS)
    assert lines(run)[2] == ("dopadne v bodě (5,6; 2,15): 6 cm pod úhlem 69° "
                             "(zhruba ve směru 2 hodin)")
    run = muster("scatter", "--distance", "d6+1", "--direction", "degrees", "--unit", "cm",
                 "--dice", "69,5")
    assert lines(run)[2] == "lands at (5.6, 2.15): 6 cm at 69 degrees (2.3 o'clock)"
    # 345 degrees is 11.5 o'clock: the nearest hour, 12
    run = muster("scatter", "--distance", "2", "--direction", "degrees", "--dice", "345", *CS)
    assert lines(run)[2].endswith("(zhruba ve směru 12 hodin)")
    assert "hodinách" not in run.out and "hodině" not in run.out


def test_scatter_times_rows_name_the_unit_in_czech(muster):
    """'2 palce pod úhlem 0°', not a bare '2' (the inch is a
    declined *palec*); the JSON label stays English."""
    args = ("scatter", "--distance", "2d6", "--direction", "d6", "--times", "100", "--seed",
            "1")
    rows = lines(muster(*args, *CS))[2:]
    assert rows and all(re.search(r" palc[eů] pod úhlem ", row) for row in rows)
    assert rows[0].startswith("2 palce pod úhlem 0°")
    labels = {o["label"] for o in muster(*args, "--json").json["outcomes"]}
    assert "2 at 0 deg" in labels


def test_czech_operators_are_spaced_and_a_minus_sign():
    """Spaces round the operator and a minus sign (U+2212), in every Czech line;
    a hyphen before a word is a dash and stays (the dash is a translation's own)."""
    from muster.typography import czech_operators

    assert czech_operators("útok 10 -3 = 7") == "útok 10 \u2212 3 = 7"
    assert czech_operators("skóre: 6 +1 (již poškozeno) = 7") == "skóre: 6 + 1 (již poškozeno) = 7"
    assert czech_operators("RC 12 -2 (nepřímé vrhání) = 10") == \
        "RC 12 \u2212 2 (nepřímé vrhání) = 10"
    assert czech_operators("k20 <= 12 - 2 = 10") == "k20 <= 12 \u2212 2 = 10"
    assert czech_operators("součet 9 + STR 13 - RES 7 = 15") == \
        "součet 9 + STR 13 \u2212 RES 7 = 15"
    assert czech_operators("kostka [bold]5[/] - 3 (kritické zranění)") == \
        "kostka [bold]5[/] \u2212 3 (kritické zranění)"
    assert czech_operators("(--mod -2)") == "(--mod \u22122)"  # read back: typography.typed_minus
    for kept in ("Hod na poškození: 1 5 - místo zranění nohy",
                 "6 6 - dvojice", "odchylka 2 -> 3"):
        assert czech_operators(kept) == kept
    assert czech_operators("postih -1, (0; -1)") == "postih \u22121, (0; \u22121)"


def test_operators_in_czech_results_and_english_unchanged(muster):
    run = muster("scatter", "void", "--rc", "12", "--indirect", "--charge", "he", "--odds",
                 *CS)
    assert lines(run)[0] == "Výbušný nárazový granát, výbuch 5 m: RC 12 \u2212 2 (nepřímé " \
        "vrhání) = 10"
    run = muster("scatter", "void", "--rc", "12", "--indirect", "--charge", "he", "--odds")
    assert "RC 12 -2 (indirect throw" in lines(run)[0]


def test_scatter_option_errors_in_czech(muster):
    assert_one_line_error(
        muster("scatter", "--distance", "2d6", "--direction", "d7", *CS),
        "muster: chyba: --direction „d7“: použijte k6, k8, k12 (ciferník) nebo degrees "
        "(stupně 1–360)")
    assert_one_line_error(
        muster("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "6", *CS),
        "--hit-faces 6 nelze: k6 má 6 stran; zásah smí ukazovat 0 až 5 z nich")
    assert_one_line_error(
        muster("scatter", "--distance", "2d6", "--direction", "d6", "--base", "1", *CS),
        "--base platí jen s výbuchem: zadejte i --radius")
    assert_one_line_error(
        muster("scatter", "--distance", "2d6", "--direction", "d6", "--target", "x", *CS),
        "--target „x“ není bod: zadejte X,Y (např. --target 3,-2)")


def test_svg_texts_in_czech(muster, tmp_path):
    svg = tmp_path / "s.svg"
    run = muster("scatter", "--distance", "2", "--direction", "d8", "--target", "2,0",
                 "--radius", "0.5", "--odds", "--svg", str(svg), *CS)
    assert run.code == 0, run.err
    root = ET.fromstring(svg.read_text(encoding="utf-8"))
    texts = ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "T cíl" in texts
    assert "Rozptyl: vzdálenost 2 palce, směr k8, poloměr výbuchu 0,5 palce" in texts
    assert root.find("{http://www.w3.org/2000/svg}title").text == \
        "Rozptyl: vzdálenost 2 palce, směr k8, poloměr výbuchu 0,5 palce"


@pytest.mark.parametrize("args", [
    ("scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3", "--dice", "3,2,4"),
    ("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2", "--radius", "1.5",
     "--odds"),
    ("scatter", "--distance", "d6+1", "--direction", "degrees", "--unit", "cm", "--seed", "5"),
    ("roll", "2d6", "3d6", "--odds"),
    ("roll", "4d6>=5", "--dice", "5,6,1,2"),
])
def test_json_does_not_change_with_czech(muster, args):
    en = muster(*args, "--json")
    cs = muster(*args, "--json", *CS)
    assert en.code == cs.code == 0, (en.err, cs.err)
    assert en.out == cs.out


# ---------------------------------------------------------------- roll headings and counts


def test_roll_comparison_heading_in_czech(muster):
    out = lines(muster("roll", "2d6", "3d6", "--odds", *CS))
    assert out[0] == "2d6 proti 3d6: rozdělení součtu"
    assert lines(muster("roll", "2d6", "3d6", "--odds"))[0] == \
        "2d6 vs 3d6: distributions of the total"


@pytest.mark.parametrize("dice, czech", [
    ("5,1,1,2", "→ 1 úspěch = 1"),
    ("5,6,1,2", "→ 2 úspěchy = 2"),
])
def test_successes_plural(muster, dice, czech):
    assert lines(muster("roll", "4d6>=5", "--dice", dice, *CS))[0].endswith(czech)


def test_successes_plural_at_5(muster):
    out = lines(muster("roll", "6d6>=2", "--dice", "2,3,4,5,6,1", *CS))[0]
    assert out.endswith("→ 5 úspěchů = 5")
    assert lines(muster("roll", "6d6>=2", "--dice", "2,3,4,5,6,1"))[0].endswith(
        "→ 5 successes = 5")


def test_engine_errors_in_czech(muster):
    assert_one_line_error(muster("roll", "2d6", "3d6", *CS),
                          "muster: chyba: zadané výrazy: 2; více výrazů se porovnává s --odds")
    assert_one_line_error(muster("roll", "2d6", "--seed", "-1", *CS),
                          "muster: chyba: --seed musí být 0 nebo víc, ne −1 ")
    # 1,000,000 rolls of 30d6: 30,000,000 dice, over the 20,000,000 a command may draw
    assert_one_line_error(
        muster("roll", "30d6", "--times", "1000000", *CS),
        f"--times 1{NBSP}000{NBSP}000 u hodu, který bere 30 kostek, je 30{NBSP}000{NBSP}000 "
        f"kostek; jeden příkaz hodí nejvýš 20{NBSP}000{NBSP}000")


# ---------------------------------------------------------------- rosters

WM = "armies/warmaster/legal-dwarfs-1000-exactly-at-limit.yaml"
BL_BAD = "armies/battlelore/illegal-foot-unit-with-5-figures.yaml"


def test_markdown_roster_in_czech(muster):
    out = lines(muster("list-validate", WM, "--format", "markdown", *CS))
    assert out[0] == "# Soupisky armád"
    assert "- Soubor: `armies/warmaster/legal-dwarfs-1000-exactly-at-limit.yaml`" in out
    assert f"- Verdikt: **platná, 1{NBSP}000 z 1{NBSP}000 bodů**" in out
    assert "| # | Jednotka | Počet | Body | Celkem | Předměty | Podrobnosti |" in out
    assert f"|  | Celkem | 9 |  | 1{NBSP}000 bodů |  |  |" in out
    assert "### Zjištění" in out and "Bez chyb a varování." in out


def test_markdown_roster_findings_in_czech(muster):
    out = lines(muster("list-validate", BL_BAD, "--format", "markdown", *CS))
    assert any(line.startswith("- řádek 22, sloupec 84: **chyba** \\[battlelore.figures\\]")
               for line in out), out


def test_markdown_roster_english_is_unchanged(muster):
    out = lines(muster("list-validate", WM, "--format", "markdown"))
    assert out[0] == "# Army rosters"
    assert "| # | Unit | Count | Points | Total | Items | Details |" in out
    assert "|  | Total | 9 |  | 1,000 points |  |  |" in out


class _Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.th: list[str] = []
        self.dt: list[str] = []
        self._in = None

    def handle_starttag(self, tag, attrs):
        if tag in ("th", "dt"):
            self._in = tag

    def handle_endtag(self, tag):
        self._in = None

    def handle_data(self, data):
        if self._in == "th":
            self.th.append(data)
        elif self._in == "dt":
            self.dt.append(data)


def test_html_roster_in_czech_parses(muster):
    page = muster("list-validate", BL_BAD, "--format", "html", *CS).out
    assert page.splitlines()[1] == '<html lang="cs">'
    parser = _Collect()
    parser.feed(page)
    parser.close()
    assert parser.th[:5] == ["#", "Strana", "Jednotka", "Počet", "Podrobnosti"]
    assert parser.dt[:5] == ["Soubor", "Hra", "Otisk", "Verdikt", "Dobrodružství"]  # once
    root = ET.fromstring(page.split("\n", 1)[1])  # an XML parser takes it too
    assert root.get("lang") == "cs"
    assert '<span class="error">chyba</span>' in page
    assert "<title>Soupisky armád</title>" in page
    assert '<html lang="en">' in muster("list-validate", BL_BAD, "--format", "html").out


def test_list_validate_json_does_not_change_with_czech(muster):
    en = muster("list-validate", "armies/", "--format", "json")
    cs = muster("list-validate", "armies/", "--format", "json", *CS)
    assert en.out == cs.out
    assert muster("schema", "--json").out == muster("schema", "--json", *CS).out


def test_list_validate_option_error_in_czech(muster):
    assert_one_line_error(muster("list-validate", WM, "--json", "--format", "html", *CS),
                          "--json a --format html žádají dva formáty; zadejte jeden")


# ---------------------------------------------------------------- state files and the guard


def test_state_file_errors_in_czech(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.json").write_text("{}", encoding="utf-8")
    assert_one_line_error(
        muster("deploy-shuffle", "bl", "new", "--deck", "deck.json", "--scenario", "agincourt",
               "--size", "24", *CS),
        "muster: chyba: deck.json: už existuje; muster ho nepřepíše (zvolte jiné jméno, nebo "
        "ho nejdřív smažte)")
    assert_one_line_error(
        muster("deploy-shuffle", "bl", "show", "--deck", "deck.json", *CS),
        "deck.json: není to soubor balíčku musteru: pole „muster“ musí mít hodnotu „deck“ "
        "(v souboru chybí)")
    (tmp_path / "list.json").write_text("[]", encoding="utf-8")
    assert_one_line_error(
        muster("deploy-shuffle", "bl", "show", "--deck", "list.json", *CS),
        "list.json: není to soubor balíčku musteru: nejvyšší úroveň musí být objekt")


def test_file_guard_errors_in_czech(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "adir").mkdir()
    assert_one_line_error(muster("deploy-shuffle", "bl", "show", "--deck", "adir", *CS),
                          "adir: je složka; muster čte jen obyčejné soubory")
    (tmp_path / "big.json").write_bytes(b" " * ((1 << 20) + 1))
    assert_one_line_error(
        muster("deploy-shuffle", "bl", "show", "--deck", "big.json", *CS),
        f"big.json: soubor má 1{NBSP}048{NBSP}577 bajtů, víc než limit 1{NBSP}048{NBSP}576 "
        "bajtů")
    assert_one_line_error(muster("deploy-shuffle", "bl", "show", "--deck", "big.json"),
                          "big.json: file is 1,048,577 bytes, over the 1,048,576-byte limit")
    assert_one_line_error(muster("deploy-shuffle", "bl", "show", "--deck", "none.json", *CS),
                          "none.json: takový soubor neexistuje")


def test_deck_revision_line_in_czech(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run = muster("deploy-shuffle", "bl", "new", "--deck", "deck.json", "--scenario",
                 "agincourt", "--size", "24", "--seed", "3", *CS)
    assert run.code == 0, run.err
    assert lines(run)[-1] == "deck.json: revize 1"


# ---------------------------------------------------------------- army files and list-validate


def test_army_file_load_errors_in_czech(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "dup.yaml").write_text("game: warmaster\na: 1\na: 2\n", encoding="utf-8")
    run = muster("list-validate", "dup.yaml", *CS)
    # the file's problem on stderr, its verdict on stdout
    assert run.err.splitlines() == [
        "dup.yaml:3:1: chyba [input.duplicate-key] zdvojený klíč „a“ (poprvé na řádku 2)"]
    assert run.out.splitlines()[0] == "dup.yaml: NEČITELNÁ"
    (tmp_path / "num.yaml").write_text("game: warmaster\nx: .nan\n", encoding="utf-8")
    assert "num.yaml:2:4: chyba [input.number] „.nan“ není konečné číslo" in \
        muster("list-validate", "num.yaml", *CS).err
    run = muster("list-validate", "nothing/", *CS)
    assert run.err.splitlines()[0] == \
        "nothing/: chyba [input.missing] soubor ani složka s tímto názvem neexistuje"
    # the JSON of the same files stays English
    en = muster("list-validate", "dup.yaml", "num.yaml", "--json")
    cs = muster("list-validate", "dup.yaml", "num.yaml", "--json", *CS)
    assert en.out == cs.out and "duplicate key 'a' (first at line 2)" in en.out


def test_list_validate_option_errors_in_czech(muster):
    assert_one_line_error(muster("list-validate", WM, "--jobs", "0", *CS),
                          "--jobs 0: zadejte aspoň 1 (výchozí: všechna jádra, na tomto počítači")
    assert_one_line_error(muster("list-validate", WM, "--rule", "x", *CS),
                          "--rule se zadává jako JMÉNO=HODNOTA (např. --rule "
                          "blood-brother=subtract), ne „x“")


def test_number_errors_in_czech(muster):
    assert_one_line_error(muster("roll", "d" + "9" * 35, *CS),
                          "číslo ve výrazu „d" + "9" * 35 + "“ má 35 číslic; čísla tu mají "
                          "nejvýš 30")
    assert_one_line_error(muster("roll", "d" + "9" * 35),
                          "a number in 'd" + "9" * 35 + "' has 35 digits; numbers here have "
                          "at most 30")
    assert_one_line_error(muster("scatter", "--distance", "2", "--direction", "d6", "--radius",
                                 "-1", *CS),
                          "--radius musí být mezi 0 a 1\u00a0000\u00a0000, ne −1")


def test_skipped_files_are_noted_in_czech_also_from_parallel_workers(muster, tmp_path,
                                                                      monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "armies").mkdir()
    (tmp_path / "armies" / "notes.yaml").write_text("a: 1\n", encoding="utf-8")
    (tmp_path / "armies" / "empty.yaml").write_text("", encoding="utf-8")
    (tmp_path / "armies" / "dup.yaml").write_text("game: warmaster\na: 1\na: 2\n",
                                                  encoding="utf-8")
    for jobs in ("1", "2"):
        run = muster("list-validate", "armies", "--jobs", jobs, *CS)
        out = run.err.splitlines() + run.out.splitlines()
        assert "armies/empty.yaml: přeskočeno (prázdný, takže to není soubor armády)" in out
        assert "armies/notes.yaml: přeskočeno (bez pole game:, takže to není soubor armády)" \
            in out
        assert ("armies/dup.yaml:3:1: chyba [input.duplicate-key] zdvojený klíč „a“ (poprvé "
                "na řádku 2)") in out
    doc = muster("list-validate", "armies", "--json", *CS).json
    assert {f["skipped"] for f in doc["files"]} >= {"empty, so not an army file",
                                                    "no game: field, so not an army file"}


def test_option_number_check_in_czech(muster):
    assert_one_line_error(
        muster("scatter", "--distance", "2", "--direction", "d6", "--radius", "1,5x", *CS),
        "„1,5x“ není platné číslo (číslice 0–9 a desetinná čárka nebo tečka)")
    assert_one_line_error(
        muster("scatter", "--distance", "2", "--direction", "d6", "--radius", "1,5x"),
        "'1,5x' is not a valid number (digits 0-9 and a decimal point or comma)")
    assert_one_line_error(
        muster("scatter", "--distance", "2", "--direction", "d6", "--radius", "1,500", *CS),
        "„1,500“ může být desetinné číslo i skupina tisíců: napište 1.500, nebo 1500")


def test_times_table_shows_plain_text_outcomes_through_the_catalog():
    import random

    from muster import i18n
    from muster.engine.run import roll_times
    from muster.engine.run_views import summary_lines

    class Outcome(str):
        def to_json(self):
            return str(self)

    def proc(src):
        return Outcome("no scatter" if src.d(6) <= 2 else "clear")

    i18n.set_lang("cs")
    try:
        summary = roll_times(proc, key=str, label="outcome", seed=1,
                             rng=random.Random(1), times=30)
        text = "\n".join(summary_lines(summary))
        doc = summary.to_json()
    finally:
        i18n.set_lang("en")
    assert "bez rozptylu" in text  # the catalog's Czech for the outcome word
    assert {o["value"] for o in doc["outcomes"]} == {"no scatter", "clear"}  # JSON: English
    assert sum(o["count"] for o in doc["outcomes"]) == 30
