"""Army lists: the model shared by `muster list-validate` and every game's list rules.

A game's rules live in ``muster/games/<game>/lists.py`` and expose one function::

    def check(army: dict, ctx: ListContext) -> Checked

``army`` is the parsed file, already valid against ``schemas/<game>.army.schema.json``
(defaults are not filled in: use ``.get(key, default)``). The function reports every broken
rule as a `Finding` whose ``path`` points into the document (``("figures", 3, "points")``);
`muster list-validate` turns the path into FILE:LINE:COL.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Finding:
    rule: str  # stable id: "<game>.<rule>", e.g. "confrontation.allies-cap"
    message: str  # with the numbers: "allies 132 A.P. = 33 % of 400, over the 30 % limit by 12 A.P."
    path: tuple[str | int, ...] = ()  # where in the document the problem sits
    severity: str = "error"  # "error" makes the list illegal; "warning" does not


@dataclass
class Unit:
    """One line of a printable roster (`list-validate --format markdown|html`).

    The roster shows every text here through `muster.i18n.shown`: a detail given as
    ``say("{n} figures", n=4)`` or a data-file name as ``named(entry)`` is Czech under
    --lang cs; plain text is shown as it is. Likewise `Checked.derived`: its values through
    `shown`, its keys (plain English marked with ``N_``, or `say` messages) translated."""

    name: str
    points: int | float | None = None  # one unit or figure, as the game counts it
    count: int = 1
    items: list[str] = field(default_factory=list)  # with their price where they have one
    details: list[str] = field(default_factory=list)  # derived figures: "Armor 19", "ally"
    group: str | None = None  # a heading the unit is listed under (a BattleLore side)


@dataclass
class Checked:
    points: int | None  # the list's total as the game counts it (None where it has none)
    findings: list[Finding] = field(default_factory=list)
    summary: dict = field(default_factory=dict)  # extra totals worth showing, e.g. {"allies": 120}
    units: list[Unit] = field(default_factory=list)  # the roster, in the file's order
    derived: dict[str, str] = field(default_factory=dict)  # army-wide figures for the roster


@dataclass
class ListContext:
    file: str  # the file's name as given, for messages
    opponent: dict | None = None  # the --opponent army, parsed and schema-checked
    siege: str | None = None  # --siege attacker|defender (Warmaster)
    options: dict[str, str] = field(default_factory=dict)  # ruling options: --rule NAME=VALUE
