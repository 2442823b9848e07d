"""How a result is written: --json is json.dumps's own text of the document."""

from __future__ import annotations

import json


def test_json_text_is_json_dumps_indented_by_two(muster):
    """Two spaces a level, ", " and ": " between items, floats as repr gives them: the text
    json.dumps(..., ensure_ascii=False, indent=2) writes of the same document, then a
    newline (scripts and diffs read it as that)."""
    for args in (("roll", "2d6", "--odds"), ("roll", "bl", "3", "-t", "blue", "--odds"),
                 ("roll", "3d6", "--seed", "4")):
        run = muster(*args, "--json")
        assert run.code == 0, run.err
        assert run.out == json.dumps(json.loads(run.out), ensure_ascii=False, indent=2) + "\n"
