"""`list-validate --catalogue FILE`: entries matched against a unit catalogue
(did-you-mean in both languages), costs checked, identity by catalogue id, Warmaster
per-1,000-point and army-wide limits; a malformed catalogue is one line, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import assert_one_line_error

ROOT = Path(__file__).resolve().parents[2]
PACKS = ROOT / "examples" / "catalogues"
WM = str(PACKS / "warmaster-example.yaml")
CONF = str(PACKS / "confrontation-example.yaml")
MK = str(PACKS / "mageknight-example.yaml")
VOID = str(PACKS / "void-example.yaml")
BL = str(PACKS / "battlelore-example.yaml")
ALL = {"warmaster": WM, "confrontation": CONF, "mageknight": MK, "void": VOID,
       "battlelore": BL}

MARCH = """\
game: warmaster
army: Marchlands
points_limit: 2000
units:
  - {name: Marchland Warden, type: general, points: 125}
  - {name: Pikemen, type: infantry, points: 45, count: 4}
  - {name: Fen Archers, type: infantry, points: 55, count: 4}
  - {name: Moor Riders, type: cavalry, points: 90, count: 2}
"""


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def findings(run, rule: str = "") -> list[tuple[str, str]]:
    """(where, rule and message) of every finding line (of rules starting ``rule``)."""
    out = []
    for line in run.out.splitlines():
        if ": error [" in line or ": warning [" in line or ": chyba [" in line:
            where, _, rest = line.partition(": error ")
            if not rest:
                where, _, rest = line.partition(": chyba ")
            if rest.startswith("[" + rule):
                out.append((where.rsplit(".yaml:", 1)[-1], rest))
    return out


def test_a_list_within_its_catalogue_is_legal(muster, tmp_path):
    path = write(tmp_path, "march.yaml", MARCH)
    run = muster("list-validate", path, "--catalogue", WM)
    assert run.code == 0, run.out
    assert findings(run) == []


def test_without_catalogue_a_list_validates_as_before(muster, tmp_path):
    # a made-up unit at a wrong cost passes the Warmaster rules: only a catalogue knows it
    path = write(tmp_path, "march.yaml", MARCH.replace("points: 45", "points: 40"))
    assert muster("list-validate", path).code == 0
    assert muster("list-validate", path, "--catalogue", WM).code == 1


def test_cost_unknown_name_and_a_character_under_two_names(muster, tmp_path):
    path = write(tmp_path, "march.yaml", MARCH.replace("points: 45", "points: 40").replace(
        "Fen Archers", "Fen Archer") + "  - {name: Strážce Marky, type: hero, points: 125}\n")
    run = muster("list-validate", path, "--catalogue", WM)
    assert run.code == 1
    assert findings(run) == [
        ("4:1", "[catalogue.maximum] Marchland Warden: 2 in the list, at most 1 in an army"),
        ("6:45", "[catalogue.cost] Pikemen costs 45 points in Example Marchlands (made up), "
                 "the list says 40 (5 too few)"),
        ("7:12", "[catalogue.unknown-unit] the catalogue Example Marchlands (made up) has "
                 "no 'Fen Archer' (did you mean 'Fen Archers'?)"),
        ("9:12", "[catalogue.once] Marchland Warden is fielded 2 times (here as 'Strážce "
                 "Marky', first as 'Marchland Warden'); a character is fielded once"),
    ]
    cs = muster("--lang", "cs", "list-validate", path, "--catalogue", WM)
    lines = cs.out.splitlines()
    assert any(line.endswith("[catalogue.cost] Pikenýři stojí podle katalogu Example "
                             "Marchlands (made up) 45 bodů, soupiska uvádí 40 bodů (o 5 bodů méně)")
               for line in lines)
    # the English name that was closest, glossed by the Czech one
    assert ("7:12", "[catalogue.unknown-unit] katalog Example Marchlands (made up) nezná "
                    "„Fen Archer“ (nemysleli jste „Fen Archers“, tedy Bažinní lučištníci?)"
            ) in findings(cs)


def test_did_you_mean_from_a_czech_misspelling(muster, tmp_path):
    path = write(tmp_path, "march.yaml", MARCH.replace("Fen Archers", "Bažinní lučištnici"))
    run = muster("list-validate", path, "--catalogue", WM)
    assert findings(run) == []  # accents and case do not matter: it is the same unit
    path = write(tmp_path, "typo.yaml", MARCH.replace("Fen Archers", "Bazini lucistnik"))
    run = muster("list-validate", path, "--catalogue", WM)
    assert findings(run)[0][1].endswith("(did you mean 'Fen Archers'?)")


@pytest.mark.parametrize("limit,change,expected", [
    # Fen Archers: at most 2 per 1,000 points or part of it: 4 at 2,000, 6 at 2,001
    (2000, ("count: 4}\n  - {name: Moor", "count: 5}\n  - {name: Moor"),
     ("4:1", "[catalogue.maximum] Fen Archers: 5 in the list, at most 4 for 2,000 points")),
    (1500, (), ("4:1", "[catalogue.maximum] Fen Archers: 4 in the list, at most 4 for "
                       "1,500 points")),
    # Pikemen: at least 2 per full 1,000 points: 4 at 2,000
    (2000, ("count: 4}\n  - {name: Fen", "count: 3}\n  - {name: Fen"),
     ("3:15", "[catalogue.minimum] Pikemen: 3 in the list, at least 4 for 2,000 points")),
])
def test_warmaster_composition_limits_with_their_numbers(muster, tmp_path, limit, change,
                                                         expected):
    text = MARCH.replace("points_limit: 2000", f"points_limit: {limit}")
    if change:
        text = text.replace(*change)
    run = muster("list-validate", write(tmp_path, "march.yaml", text), "--catalogue", WM)
    if limit == 1500:  # 4 Fen Archers at 1,500 points: 2 x 2 (1,000 and a part): allowed
        assert all("Fen Archers" not in f for _, f in findings(run))
        return
    assert expected in findings(run)


def test_an_army_wide_maximum(muster, tmp_path):
    text = MARCH + "  - {name: Stone Thrower, type: artillery, points: 75, count: 3}\n"
    run = muster("list-validate", write(tmp_path, "march.yaml", text), "--catalogue", WM)
    assert ("4:1", "[catalogue.maximum] Stone Thrower: 3 in the list, at most 2 in an army") \
        in findings(run)


def test_confrontation_and_mage_knight_catalogues(muster, tmp_path):
    conf = write(tmp_path, "heath.yaml", """\
game: confrontation
people: wolfen
points_limit: 200
figures:
  - {name: Heath Matron, points: 48, character: true}
  - {name: warden, points: 17, count: 4}
  - {name: Bramble Archer, points: 20, count: 3}
""")
    run = muster("list-validate", conf, "--catalogue", CONF)
    assert ("7:36", "[catalogue.cost] Bramble Archer costs 21 A.P. in Example Heath Wardens "
                    "(made up), the list says 20 (1 too few)") in findings(run)
    mk = write(tmp_path, "glass.yaml", """\
game: mageknight
points_limit: 200
warriors:
  - {name: Mirror Knight, points: 61, faction: Solonavi, attack_type: sword, attack: 10}
  - {name: Zrcadlový rytíř, points: 61, faction: Solonavi, attack_type: sword, attack: 10}
""")
    run = muster("list-validate", mk, "--catalogue", MK)
    assert ("5:12", "[catalogue.once] Mirror Knight is fielded 2 times (here as 'Zrcadlový "
                    "rytíř', first as 'Mirror Knight'); a unique unit is fielded once") \
        in findings(run)


def test_a_catalogue_applies_to_its_own_game_only(muster):
    run = muster("list-validate", "armies/confrontation/legal-lions-300.yaml", "--catalogue",
                 WM)
    assert run.code == 0


@pytest.mark.parametrize("text,needles", [
    ("catalogue: x\ngame: warmaster\nunits:\n  - {id: a, en: A}\n",
     ("--catalogue", ":4:5", "missing field 'cost'", "schema.required")),
    ("catalogue: x\ngame: chess\nunits: []\n", ("--catalogue", ":2:7", "schema.enum")),
    ("catalogue: x\ngame: warmaster\nunits:\n  - {id: a, en: A, cost: 1}\n"
     "  - {id: a, en: B, cost: 2}\n", ("--catalogue", ":5:10", "the id 'a' is given twice")),
    ("catalogue: [\n", ("--catalogue", ":2", "input.syntax")),
])
def test_a_malformed_catalogue_is_one_line_with_file_and_line(muster, tmp_path, text,
                                                               needles):
    pack = write(tmp_path, "pack.yaml", text)
    run = muster("list-validate", "armies/warmaster/legal-empire-2000.yaml", "--catalogue",
                 pack)
    assert_one_line_error(run, pack, *needles)


def test_a_catalogue_is_a_user_file_behind_the_file_guard(muster, tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"catalogue: x\n" + b"#" * (1 << 20) + b"\n")
    assert_one_line_error(muster("list-validate", "armies/warmaster/legal-empire-2000.yaml",
                                 "--catalogue", str(big)), "input.too-large")
    deep = write(tmp_path, "deep.yaml", "a: " + "[" * 100 + "]" * 100 + "\n")
    assert_one_line_error(muster("list-validate", "armies/warmaster/legal-empire-2000.yaml",
                                 "--catalogue", deep), "input.depth")
    assert_one_line_error(muster("list-validate", "armies/warmaster/legal-empire-2000.yaml",
                                 "--catalogue", str(tmp_path)), "--catalogue")


def test_the_catalogue_schema_is_printed_and_checks_the_examples(muster):
    import json

    from jsonschema import Draft202012Validator

    from muster.load import load

    schema = muster("schema", "catalogue").json
    assert schema["$id"] == "urn:muster:schema:catalogue:v1"
    for pack in ALL.values():
        data = load(pack).data
        assert data["example"] is True  # made-up units, labelled so
        assert list(Draft202012Validator(json.loads(json.dumps(schema))).iter_errors(data)) \
            == []


def test_catalogues_from_the_data_folder(muster, tmp_path, monkeypatch):
    (tmp_path / "data" / "catalogues").mkdir(parents=True)
    (tmp_path / "data" / "catalogues" / "march.yaml").write_text(
        Path(WM).read_text("utf-8"), "utf-8")
    path = write(tmp_path, "march.yaml", MARCH.replace("points: 45", "points: 44"))
    monkeypatch.setenv("MUSTER_DATA", str(tmp_path / "data"))
    run = muster("list-validate", path)
    assert ("6:45", "[catalogue.cost] Pikemen costs 45 points in Example Marchlands (made "
                    "up), the list says 44 (1 too few)") in findings(run)
    # the same file given with --catalogue too is read once: one finding, not two
    again = muster("list-validate", path, "--catalogue",
                   str(tmp_path / "data" / "catalogues" / "march.yaml"))
    assert len(findings(again)) == 1


def _block_after(text: str, marker: str) -> list[str]:
    """The lines of the first fenced block after ``marker`` in the README."""
    rest = text[text.index(marker):]
    start = rest.index("```")
    body = rest[rest.index("\n", start) + 1:]
    return body[:body.index("```")].rstrip("\n").splitlines()


def test_the_readme_organiser_section_shows_real_output(muster, tmp_path, monkeypatch):
    readme = (ROOT / "README.md").read_text("utf-8")
    roster = muster("list-validate",
                    "armies/mageknight/legal-orc-clans-300-exactly-at-limit.yaml",
                    "--format", "markdown").out.splitlines()
    head = _block_after(readme, "The roster's head:")
    assert head == [line for line in roster if line.startswith("- ")][:len(head)]
    csv_out = muster("list-validate", "armies/mageknight/", "--format", "csv").out.splitlines()
    shown = _block_after(readme, "and the CSV summary:")
    assert shown[0] == csv_out[0] and set(shown[1:]) <= set(csv_out[1:])
    catalogue_lines = _block_after(readme, "Warmaster their limits:")
    (tmp_path / "march.yaml").write_text(
        MARCH.replace("points: 45", "points: 40").replace("Fen Archers", "Fen Archer")
        + "  - {name: Strážce Marky, type: hero, points: 125}\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    run = muster("list-validate", "march.yaml", "--catalogue", WM)
    report = _block_after(readme, "\n```\nmarch.yaml:")
    assert report == run.out.splitlines()[:-1]
    assert catalogue_lines[0] == "catalogue: Example Marchlands (made up)"


def test_rosters_and_cards_show_the_catalogue_profile(muster, tmp_path):
    path = write(tmp_path, "march.yaml", MARCH)
    roster = muster("list-validate", path, "--catalogue", WM, "--format", "markdown").out
    rows = [line for line in roster.splitlines() if line.startswith("| 2 |")]
    assert rows == ["| 2 | Pikemen | 4 | 45 | 180 | infantry, type infantry, attacks 3, hits 3, "
                    "armour 6+ |"]
    plain = muster("list-validate", path, "--format", "markdown").out
    assert "| 2 | Pikemen | 4 | 45 | 180 | infantry |" in plain.splitlines()
    cards = muster("list-validate", path, "--catalogue", WM, "--format", "cards").out
    assert "infantry, type infantry, attacks 3, hits 3, armour 6+" in cards


# ---------------------------------------------------------------- Void and BattleLore

RECRUITS = """\
game: void
characters:
  - {name: Kladivo, class: strelec}
  - {name: karel novak, class: zapasnik}
  - {name: Jana Dvorakova, class: shooter}
  - {name: Jan Dvořák, class: střelec}
"""


def test_void_mercenaries_keep_their_class_and_are_fielded_once(muster, tmp_path):
    path = write(tmp_path, "team.yaml", RECRUITS)
    run = muster("list-validate", path, "--catalogue", VOID)
    assert run.code == 1
    assert findings(run, "catalogue") == [
        ("3:28", "[catalogue.mismatch] Karel \"Kladivo\" Novák: class brawler in Example "
                 "BC110 recruit roll (made up), the list says strelec"),
        ("4:12", "[catalogue.once] Karel \"Kladivo\" Novák is fielded 2 times (here as "
                 "'karel novak', first as 'Kladivo'); a character is fielded once"),
        ("6:12", "[catalogue.unknown-unit] the catalogue Example BC110 recruit roll (made "
                 "up) has no 'Jan Dvořák' (did you mean 'Jana Dvořáková'?)"),
    ]
    cs = muster("--lang", "cs", "list-validate", path, "--catalogue", VOID)
    assert ("3:28", "[catalogue.mismatch] Karel \"Kladivo\" Novák: povolání podle katalogu "
                    "Example BC110 recruit roll (made up) je brawler, soupiska uvádí "
                    "strelec") in findings(cs)
    # the bundled teams field the catalogue's recruits, each of its class
    for team in ("legal-bc110-recon-team.yaml", "legal-woltek-wolf-hunters.json"):
        assert muster("list-validate", f"armies/void/{team}", "--catalogue", VOID).code == 0


SKIRMISH = """\
game: battlelore
scenario: border-skirmish.scenario.toml
sides:
  dwarves:
    banner: standard
    units:
      - {name: Šermíři brány, colour: červená, type: pěší, weapon: krátký meč}
      - {name: Swordsmen of the hall, colour: red, type: foot, weapon: long-sword}
      - {name: Crossbowmen, colour: blue, type: foot, weapon: crossbow}
      - {colour: blue, type: foot, weapon: crossbow}
  raiders:
    banner: ragged
    units:
      - {name: Archers, colour: green, type: foot, weapon: common-bow}
      - {name: Archers, colour: blue, type: foot, weapon: common-bow}
      - {name: Lučištníci, colour: green, type: foot, weapon: common-bow}
      - {name: archers, colour: green, type: foot, weapon: common-bow}
      - {name: Light hors, colour: green, type: mounted, weapon: long-sword}
"""


def test_battlelore_units_keep_colour_type_and_weapon_and_side_limits(muster, tmp_path):
    (tmp_path / "border-skirmish.scenario.toml").write_text(
        (ROOT / "armies" / "battlelore" / "border-skirmish.scenario.toml").read_text("utf-8"),
        "utf-8")
    path = write(tmp_path, "skirmish.yaml", SKIRMISH)
    run = muster("list-validate", path, "--catalogue", BL)
    assert run.code == 1
    # Czech names match the catalogue's English ones; Archers: at most 3 on a side (4
    # here, the Czech name counted too); the hall's swordsmen carry a short sword
    assert findings(run, "catalogue") == [
        ("8:72", "[catalogue.mismatch] Swordsmen of the hall: weapon short-sword in Example "
                 "Border Marches (made up), the list says long-sword"),
        ("10:9", "[catalogue.unknown-unit] a unit without a name: with a catalogue, every "
                 "unit names one of its units"),
        ("13:5", "[catalogue.maximum] Archers: 4 in the list, at most 3 in an army"),
        ("15:33", "[catalogue.mismatch] Archers: banner colour green in Example Border "
                  "Marches (made up), the list says blue"),
        ("18:16", "[catalogue.unknown-unit] the catalogue Example Border Marches (made up) "
                  "has no 'Light hors' (did you mean 'Light horse'?)"),
    ]
    assert muster("list-validate", "armies/battlelore/legal-border-skirmish.yaml",
                  "--catalogue", BL).code == 0


# ---------------------------------------------------------------- cost per option

def test_cost_per_option_base_plus_options(muster, tmp_path):
    text = MARCH.replace(
        "  - {name: Moor Riders, type: cavalry, points: 90, count: 2}\n",
        "  - {name: Moor Riders, type: cavalry, points: 100, options: [lances]}\n"
        "  - {name: Moor Riders, type: cavalry, points: 100, options: [Kopí, war horn]}\n"
        "  - {name: Moor Riders, type: cavalry, points: 105, options: [lances, horn]}\n")
    path = write(tmp_path, "march.yaml", text)
    run = muster("list-validate", path, "--catalogue", WM)
    # 90 + 10 = 100 is right; 90 + 10 + 5 = 105, so 100 is 5 too few; 105 is right
    assert findings(run, "catalogue.cost") == [
        ("9:48", "[catalogue.cost] Moor Riders with Lances and War horn costs 90 + 10 + 5 = "
                 "105 points in Example Marchlands (made up), the list says 100 (5 too few)"),
    ]
    cs = muster("--lang", "cs", "list-validate", path, "--catalogue", WM)
    assert findings(cs, "catalogue.cost") == [
        ("9:48", "[catalogue.cost] Vřesoviští jezdci s možnostmi Kopí a Válečný roh stojí podle "
                 "katalogu Example Marchlands (made up) 90 + 10 + 5 = 105 bodů, soupiska uvádí "
                 "100 bodů (o 5 bodů méně)"),
    ]
    # without a catalogue the options are a note: the list is legal
    assert findings(muster("list-validate", path)) == []


def test_an_unknown_option_is_named_with_the_closest_ones(muster, tmp_path):
    conf = write(tmp_path, "heath.yaml", """\
game: confrontation
people: wolfen
points_limit: 200
figures:
  - {name: Heath Matron, points: 78, character: true, options: [stag, Trnová koruna]}
  - {name: Thorn Warden, points: 17, count: 4, options: [stag]}
  - {name: Bramble Archer, points: 21, count: 2, options: [thorn crwn]}
""")
    run = muster("list-validate", conf, "--catalogue", CONF)
    # 48 + 22 + 8 = 78: right; a warden has no options; a misspelt option is named
    assert findings(run, "catalogue") == [
        ("6:58", "[catalogue.unknown-option] in the catalogue Example Heath Wardens (made "
                 "up), 'stag' is no option of Thorn Warden"),
        ("7:60", "[catalogue.unknown-option] in the catalogue Example Heath Wardens (made "
                 "up), 'thorn crwn' is no option of Bramble Archer"),
    ]
    heath = write(tmp_path, "matron.yaml", """\
game: confrontation
people: wolfen
points_limit: 200
figures:
  - {name: Heath Matron, points: 70, character: true, options: [thorn crwn]}
""")
    run = muster("list-validate", heath, "--catalogue", CONF)
    assert findings(run, "catalogue") == [
        ("5:65", "[catalogue.unknown-option] in the catalogue Example Heath Wardens (made "
                 "up), 'thorn crwn' is no option of Heath Matron (did you mean 'Thorn crown'?)"),
    ]
    cs = muster("--lang", "cs", "list-validate", heath, "--catalogue", CONF)
    assert findings(cs, "catalogue") == [
        ("5:65", "[catalogue.unknown-option] Vřesová matróna: „thorn crwn“ není v katalogu "
                 "Example Heath Wardens (made up) mezi možnostmi (nemysleli jste „Thorn crown“, "
                 "tedy Trnová koruna?)"),
    ]


# ---------------------------------------------------------------- a schema per game

@pytest.mark.parametrize("game", sorted(ALL))
def test_each_game_has_its_catalogue_schema_and_its_example_validates(muster, game):
    import json

    from jsonschema import Draft202012Validator

    from muster.load import load

    schema = muster("schema", "catalogue", game).json
    assert schema["$id"] == f"urn:muster:schema:catalogue.{game}:v1"
    assert schema["properties"]["game"] == {"description": "The game the catalogue is for.",
                                            "const": game}
    check = Draft202012Validator(json.loads(json.dumps(schema)))
    assert list(check.iter_errors(load(ALL[game]).data)) == []
    for other, pack in ALL.items():  # another game's catalogue is not this game's
        if other != game:
            assert list(check.iter_errors(load(pack).data)) != []


@pytest.mark.parametrize("text,needles", [
    # a Void mercenary has a class and no cost; a BattleLore unit a colour, type and weapon
    ("catalogue: x\ngame: void\nunits:\n  - {id: a, en: A, class: brawler, cost: 5}\n",
     (":4:36", "unknown field 'cost'")),
    ("catalogue: x\ngame: void\nunits:\n  - {id: a, en: A, class: wizard}\n",
     (":4:27", "'wizard' is no class of the game")),
    ("catalogue: x\ngame: battlelore\nunits:\n  - {id: a, en: A, colour: purple, type: foot, "
     "weapon: crossbow}\n", (":4:28", "'purple' is no banner colour of the game")),
    ("catalogue: x\ngame: battlelore\nunits:\n  - {id: a, en: A, colour: red, type: foot}\n",
     (":4:5", "missing field 'weapon'")),
    ("catalogue: x\ngame: warmaster\nunits:\n  - {id: a, en: A, cost: 5, options: [{id: b, "
     "en: B}]}\n", (":4:39", "missing field 'cost'")),
    ("catalogue: x\ngame: mageknight\nunits:\n  - {id: a, en: A, cost: 5, options: [{id: b, "
     "en: B, cost: 1}, {id: b, en: C, cost: 2}]}\n", (":4:69", "the id 'b' is given twice")),
])
def test_a_catalogue_is_checked_against_its_games_schema(muster, tmp_path, text, needles):
    pack = write(tmp_path, "pack.yaml", text)
    run = muster("list-validate", "armies/void/legal-bc110-recon-team.yaml", "--catalogue",
                 pack)
    assert_one_line_error(run, pack, "--catalogue", *needles)


# ---------------------------------------------------------------- one file, many spellings

def test_a_catalogue_under_several_spellings_of_its_path_is_read_once(muster, tmp_path,
                                                                       monkeypatch):
    folder = tmp_path / "packs"
    folder.mkdir()
    (folder / "march.yaml").write_text(Path(WM).read_text("utf-8"), "utf-8")
    (tmp_path / "link.yaml").symlink_to(folder / "march.yaml")
    path = write(tmp_path, "list.yaml", MARCH.replace("points: 45", "points: 44"))
    monkeypatch.chdir(folder)
    run = muster("list-validate", path, "--catalogue", "./march.yaml", "--catalogue",
                 "march.yaml", "--catalogue", str(tmp_path / "link.yaml"), "--catalogue",
                 "../packs/march.yaml", "--catalogue", str(folder / "march.yaml"))
    # read once: one cost finding, not five (and no "fielded 5 times" from five copies)
    assert findings(run) == [
        ("6:45", "[catalogue.cost] Pikemen costs 45 points in Example Marchlands (made up), "
                 "the list says 44 (1 too few)")]


def test_a_unit_that_counts_as_another_fills_its_minimum_and_counts_to_its_maximum(
        muster, tmp_path):
    # Pikemen: at least 2 per full 1,000 points, 4 at 2,000; the Marsh Guard counts as Pikemen
    text = MARCH.replace("points: 45, count: 4}", "points: 45, count: 3}\n"
                         "  - {name: Marsh Guard, type: infantry, points: 60}")
    run = muster("list-validate", write(tmp_path, "march.yaml", text), "--catalogue", WM)
    assert findings(run, "catalogue") == []  # 3 + 1 = 4
    short = text.replace("count: 3}", "count: 2}")
    run = muster("list-validate", write(tmp_path, "short.yaml", short), "--catalogue", WM)
    assert findings(run, "catalogue") == [
        ("3:15", "[catalogue.minimum] Pikemen (counting Marsh Guard): 3 in the list, at least "
                 "4 for 2,000 points")]
    cs = muster("--lang", "cs", "list-validate", write(tmp_path, "short.yaml", short),
                "--catalogue", WM)
    assert findings(cs, "catalogue") == [
        ("3:15", "[catalogue.minimum] Pikenýři (počítá se i Bažinná garda): v soupisce 3, na "
                 "2\u00a0000 bodů nejméně 4")]
    bad = write(tmp_path, "pack.yaml", "catalogue: x\ngame: warmaster\nunits:\n"
                "  - {id: a, en: A, cost: 1, counts_as: [b]}\n")
    assert_one_line_error(muster("list-validate", "armies/warmaster/legal-empire-2000.yaml",
                                 "--catalogue", bad),
                          bad, ":4:41", "counts_as 'b' is no other unit of this catalogue")


def test_only_the_catalogue_schema_takes_a_game(muster):
    assert_one_line_error(muster("schema", "warmaster", "void"),
                          "only the catalogue schema has one per game")
    assert_one_line_error(muster("schema", "catalogue", "chess"), "unknown game 'chess'")
    generic = muster("schema", "catalogue").json
    assert generic["properties"]["game"]["enum"] == ["warmaster", "confrontation",
                                                     "mageknight", "void", "battlelore"]
