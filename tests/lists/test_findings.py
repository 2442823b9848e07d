"""list-validate's verdicts and findings: exit codes, the FILE:LINE:COL of a finding, schema
findings before the rules, the order of findings."""

from __future__ import annotations

from lists.testgame import ILLEGAL, LEGAL, lines


def test_legal_file_exits_0_with_verdict_and_summary(muster, game, write):
    path = write("legal.yaml", LEGAL)
    run = muster("list-validate", path)
    assert run.code == 0, run.out
    assert lines(run) == [
        f"{path}: legal, 100 of 100 points",
        "1 file: 1 legal, 0 illegal, 0 unreadable; 0 errors, 0 warnings; "
        "points: warmaster 100 points",
    ]
    army, ctx = game.calls[0]
    assert army["figures"][0]["count"] == 2
    assert ctx.file == path and ctx.opponent is None and ctx.siege is None


def test_rule_findings_point_at_line_and_column(muster, game, write):
    path = write("illegal.yaml", ILLEGAL)
    run = muster("list-validate", path)
    assert run.code == 1
    # 'Bad' sits on line 6 after "  - name: ", column 11; the limit on line 2, column 15
    assert lines(run) == [
        f"{path}:2:15: error [test.limit] 110 points, over the limit of 100",
        f"{path}:6:11: error [test.bad-name] no figure may be called Bad",
        f"{path}: ILLEGAL (2 errors), 110 of 100 points",
        "1 file: 0 legal, 1 illegal, 0 unreadable; 2 errors, 0 warnings; "
        "points: warmaster 110 points",
    ]


def test_warning_alone_keeps_the_list_legal(muster, game, write):
    path = write("meh.yaml", "game: warmaster\nfigures:\n  - name: Meh\n    points: 5\n")
    run = muster("list-validate", path)
    assert run.code == 0
    # a mapping item in a block list: the mapping starts at its first key (line 3, col 5)
    assert lines(run)[0] == f"{path}:3:5: warning [test.meh] Meh is allowed but dull"
    assert lines(run)[1] == f"{path}: legal (1 warning), 5 points"


def test_schema_errors_are_findings_and_stop_the_rules(muster, game, write):
    path = write("schema.yaml", """\
game: warmaster
figures:
  - name: Spearmen
    points: forty
  - points: 3
    colour: red
  - name: Cav
    points: 1
    type: dragon
""")
    run = muster("list-validate", path)
    assert run.code == 1
    assert game.calls == []  # the rules never see a schema-invalid document
    out = lines(run)
    assert f"{path}:4:13: error [schema.type] expected integer, got text forty" in out
    assert f"{path}:5:5: error [schema.required] missing field 'name' (required here)" in out
    assert (f"{path}:6:5: error [schema.additional-properties] unknown field 'colour' "
            "(allowed here: name, points, count, type)") in out
    assert (f"{path}:9:11: error [schema.enum] unknown value 'dragon' (allowed: infantry, "
            "cavalry)") in out
    assert out[-2] == f"{path}: ILLEGAL (4 errors)"


def test_a_misspelt_field_s_did_you_mean_sits_in_its_bracket(muster, game, write):
    """One bracket says both what is allowed and what was meant, in English and Czech."""
    path = write("typo.yaml", "game: warmaster\nfigures:\n  - nam: Spearmen\n    points: 4\n")
    assert (f"{path}:3:5: error [schema.additional-properties] unknown field 'nam' (allowed "
            "here: name, points, count, type; did you mean 'name'?)") in lines(
        muster("list-validate", path))
    cs = lines(muster("--lang", "cs", "list-validate", path))
    assert any(line.endswith("(povolená pole: name, points, count, type; nemysleli jste "
                             "„name“?)") for line in cs), cs


def test_findings_are_sorted_by_position(muster, game, write):
    path = write("two.yaml", "game: warmaster\npoints_limit: 1\nfigures:\n"
                             "  - {name: Bad, points: 2}\n")
    out = lines(muster("list-validate", path))
    assert [line.split(": error")[0] for line in out[:2]] == [f"{path}:2:15", f"{path}:4:12"]


def test_json_input_has_positions_too(muster, game, write):
    path = write("army.json", '{\n  "game": "warmaster",\n  "figures": [\n'
                              '    {"name": "Bad", "points": 3},\n'
                              '    {"name": "X", "points": -1}\n  ]\n}\n')
    run = muster("list-validate", path)
    assert run.code == 1
    assert f"{path}:5:29: error [schema.minimum] -1 is below the least allowed, 0" in lines(run)


def test_json_rule_finding_position(muster, game, write):
    path = write("army.json", '{"game": "warmaster",\n "figures": [{"name": "Bad", "points": 3}]}')
    run = muster("list-validate", path)
    assert lines(run)[0] == f"{path}:2:23: error [test.bad-name] no figure may be called Bad"


def test_alias_of_the_game_is_accepted(muster, game, write):
    assert muster("list-validate", write("a.yaml", "game: wm\nfigures: []\n")).code == 0
