"""The test game the list-validate tests run against: a schema (written to a temporary
directory by the ``game`` fixture) and `FakeRules`, a `ListRules` standing in for Warmaster's,
so that these tests do not depend on any real game's rules (tests/games/<game>/test_lists.py
test those)."""

from __future__ import annotations

import re

from muster.lists import Finding, Totals

GAME = "warmaster"

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.org/test.army.schema.json",
    "type": "object",
    "required": ["game", "figures"],
    "additionalProperties": False,
    "properties": {
        "game": {"enum": [GAME, "wm"]},
        "points_limit": {"type": "integer", "minimum": 1},
        "figures": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "points"],
                "additionalProperties": False,
                "properties": {
                    "name": {"type": "string"},
                    "points": {"type": "integer", "minimum": 0},
                    "count": {"type": "integer", "minimum": 1},
                    "type": {"enum": ["infantry", "cavalry"]},
                },
            },
        },
    },
}


class FakeRules:
    """The test game's list rules (a `ListRules`): total against the limit, 'Bad' names are
    errors, 'Meh' names warnings; it records every army read so tests can see what reached
    it."""

    RULE_OPTIONS = ()

    def __init__(self):
        self.calls = []
        self.RULES = [self.names, self.limit]

    def read(self, army, ctx):
        self.calls.append((army, ctx))
        return army

    def names(self, army, ctx):
        for i, fig in enumerate(army["figures"]):
            if fig["name"] == "Bad":
                yield Finding("test.bad-name", "no figure may be called Bad",
                              ("figures", i, "name"))
            if fig["name"] == "Meh":
                yield Finding("test.meh", "Meh is allowed but dull", ("figures", i), "warning")
            if fig["name"] == "Boom":
                raise ZeroDivisionError("boom")

    def limit(self, army, ctx):
        total = self.total(army)
        limit = army.get("points_limit")
        if limit is not None and total > limit:
            yield Finding("test.limit", f"{total} points, over the limit of {limit}",
                          ("points_limit",))

    @staticmethod
    def total(army):
        return sum(fig["points"] * fig.get("count", 1) for fig in army["figures"])

    def tally(self, army, ctx):
        summary = {"siege": ctx.siege, "options": ctx.options,
                   "opponent_game": (ctx.opponent or {}).get("game")}
        return Totals(points=self.total(army), summary=summary)


LEGAL = """\
# yaml-language-server: $schema=https://example.org/test.army.schema.json
game: warmaster
points_limit: 100
figures:
  - name: Spearmen
    points: 30
    count: 2
  - name: Knights
    points: 40
"""

ILLEGAL = """\
game: warmaster
points_limit: 100
figures:
  - name: Spearmen
    points: 30
  - name: Bad
    points: 80
"""


FINGERPRINT = re.compile(r"; fingerprint [0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$")


def lines(run) -> list[str]:
    """What a run printed: an unreadable file's problems (stderr) first, then the report
    (stdout; tests/lists/test_all_games.py checks which stream each goes to), the
    verdicts without their fingerprints (tests/lists/test_fingerprint.py checks those)."""
    return [FINGERPRINT.sub("", line)
            for line in run.err.splitlines() + run.out.splitlines()]
