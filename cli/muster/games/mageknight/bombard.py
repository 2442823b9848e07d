"""`muster scatter mageknight`: a bombard attack (seed 004 L64-75; RULINGS 27-29).

One 2d6 attack roll against the token's target value (-2 when the line of fire is blocked
at resolution); a natural 12 keeps the token, a natural 2 scatters it and pushes the
bombarder (RULINGS 27). A token that missed scatters: one d6 picks a direction printed on
the token (degrees from its arrow, the line of fire), the final attack value picks the
distance from the token's table (below every entry: the lowest entry). Then one more 2d6
attack roll against every figure under the token, friend or foe: each figure hit takes the
ranged damage (+1 on a critical hit), through the same attack roll `wound mk` uses.

The rulebook prints no token values (RULINGS 29): they come from a token file
(``schemas/bombard-token.schema.json``); muster ships one made-up example token and names
it as an example wherever it is used.
"""

from __future__ import annotations

import math
import os
from dataclasses import field
from typing import Any, NamedTuple

from muster.engine.data import parsed_bundled
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, jsonable, rule
from muster.engine.scatter import Landing, Point, land
from muster.engine.scatter_numbers import number
from muster.engine.work import GEOMETRY
from muster.errors import Field, FieldError, MusterError, within
from muster.games.mageknight.attack_roll import AttackRoll, attack_roll
from muster.games.mageknight.tables import bounded, rules
from muster.i18n import N_, Named, counted, say
from muster.shipped import schema_file
from muster.text import english

VIEWS = "muster.games.mageknight.views.bombard"  # its text and odds tables

UNIT = "in"
SCHEMA = "bombard-token.schema.json"
EXAMPLE = "bombard-token.example.yaml"


@frozen
class Token:
    """A bombard token as its file gives it (schemas/bombard-token.schema.json)."""

    source: str
    name: str
    example: bool
    target_value: int
    radius: float
    min_attack: int
    min_damage: int
    faces: tuple[tuple[int, float], ...]       # d6 face -> degrees from the arrow
    table: tuple[tuple[int, float], ...]       # (attack at least, distance), highest first

    @classmethod
    def from_data(cls, data: dict[str, Any], source: str) -> Token:
        return cls(source, str(data["name"]), bool(data.get("example", False)),
                   int(data["target_value"]), data["radius_in"], int(data["min_attack"]),
                   int(data["min_damage"]),
                   tuple(sorted((int(k), v) for k, v in data["directions"].items())),
                   tuple(sorted(((int(e["attack_at_least"]), e["distance_in"])
                                 for e in data["scatter"]), reverse=True)))

    @property
    def directions(self) -> dict[int, float]:
        return dict(self.faces)

    def distance(self, final: int) -> float | int:
        """The scatter distance for a final attack value: the entry with the highest
        threshold the value reaches; a value below every entry uses the lowest entry."""
        for at_least, distance in self.table:
            if final >= at_least:
                return distance
        return self.table[-1][1]


def example_path() -> str:
    # a folder beside this module (not importlib.resources, whose readers import zipfile)
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", EXAMPLE)


def load_token(path: str | None) -> Token:
    """Read a token file through the shared hardened loader, then check it against the
    token schema; every problem is one MusterError naming the file (and line). The
    bundled EXAMPLE token (no ``path``) is read and checked once and kept parsed, as the
    bundled data is (`muster.engine.data.parsed_bundled`): a run with it imports no YAML
    parser or schema checker."""
    if not path:
        path = example_path()
        return Token.from_data(parsed_bundled(path, checked_data), path)
    return Token.from_data(checked_data(path), path)


def checked_data(path: str) -> dict[str, Any]:
    """The token file's fields, read and checked (`load_token`)."""
    import json  # start-up: a token file's only

    from muster.load import LoadError, load  # start-up: a token file's only

    try:
        doc = load(path)
    except LoadError as err:
        raise MusterError(say("cannot read the bombard token: {message}",
                              message=err.message), file=path,
                          line=err.line, column=err.column) from None
    if not isinstance(doc.data, dict):
        raise MusterError(say("a bombard token must be a mapping of fields (name, "
                              "target_value, radius_in, ...), not {kind} (see "
                              "schemas/{schema})", kind=type(doc.data).__name__,
                              schema=SCHEMA), file=path)
    with open(schema_file(SCHEMA), encoding="utf-8") as fh:
        schema = json.load(fh)
    from muster.fast_schema import fast_valid, fast_validator  # start-up: a token file's only

    if fast_valid(fast_validator(schema), doc.data):
        error = None  # jsonschema-rs finds it valid: jsonschema (slow to import) is not needed
    else:
        import jsonschema  # heavy: only to decide and word what jsonschema-rs did not pass

        validator = jsonschema.Draft202012Validator(schema)
        error = jsonschema.exceptions.best_match(validator.iter_errors(doc.data))
    if error is not None:
        line, column = doc.locate(list(error.absolute_path))
        where = "/".join(str(p) for p in error.absolute_path) or say("the top level")
        message = error.message if len(error.message) <= 160 else error.message[:157] + "..."
        raise MusterError(say("{where}: {message} (see schemas/{schema})", where=where,
                              message=message, schema=SCHEMA), file=path,
                          line=line, column=column)
    for e in doc.data["scatter"]:
        if not math.isfinite(e["distance_in"]):
            raise MusterError(say("scatter: distance_in must be a finite number"), file=path)
    return doc.data


@frozen
class BombardSpec:
    """Everything fixed before the dice: the token, the bombarder's ``attack`` and ranged
    ``damage`` (none when ``eliminated`` or ``demoralized``: the token's minimum values),
    the figures' ``defenses`` and where they stand (``at``, inches from the aim point;
    default the aim point), the figures' base radius, whether the line of fire is
    ``blocked``, and where given the bombarder's ``range`` and the ``aim_distance`` it placed
    the token at (inches; within double the range, L66)."""

    token: Token
    attack: int | None = None
    damage: int | None = None
    defenses: tuple[int, ...] = ()
    at: tuple[tuple[float, float], ...] = ()
    base: float = 0
    blocked: bool = False
    eliminated: bool = False
    demoralized: bool = False
    range: int | None = None
    aim_distance: float | None = None

    def __post_init__(self) -> None:
        self._check_placement()
        if self.eliminated and self.demoralized:
            raise FieldError("eliminated", "{field} and {demoralized}: give the one that "
                                           "happened", demoralized=Field("demoralized"))
        if self.fallback and (self.attack is not None or self.damage is not None):
            if self.eliminated:
                raise FieldError("attack", "a bombarder eliminated before resolution uses the "
                                           "token's minimum attack and damage (L75); leave out "
                                           "{field} and {damage}", damage=Field("damage"))
            raise FieldError("attack", "a bombarder demoralized before resolution uses the "
                                       "token's minimum attack and damage (L75); leave out "
                                       "{field} and {damage}", damage=Field("damage"))
        if not self.fallback and (self.attack is None or self.damage is None):
            raise FieldError("attack", "give {field} A and {damage} D (the bombarder's attack "
                                       "value and ranged damage), or {eliminated} / "
                                       "{demoralized} to use the token's minimum values",
                             damage=Field("damage"), eliminated=Field("eliminated"),
                             demoralized=Field("demoralized"))
        bounded("attack", self.attack_value)
        bounded("damage", self.damage_value)
        for d in self.defenses:
            bounded("defenses", d, "defense")
        if self.at and len(self.at) != len(self.defenses):
            raise FieldError("at", "{field} was given {k} time(s) for {n} {defenses} value(s); "
                                   "give one {field} X,Y per {defenses}, in order",
                             k=len(self.at), n=len(self.defenses), defenses=Field("defenses"))
        within("base", self.base, 0, 100)

    def _check_placement(self) -> None:
        if (self.range is None) != (self.aim_distance is None):
            raise FieldError("aim_distance" if self.range is not None else "range",
                             "give {range} R (the bombarder's range) and {aim} D (inches from "
                             "it to where the token is placed) together",
                             range=Field("range"), aim=Field("aim_distance"))
        if self.range is None or self.aim_distance is None:
            return
        within("range", self.range, 1)  # a warrior with range 0 cannot shoot
        within("aim_distance", self.aim_distance, 0)
        if self.aim_distance > self.reach:
            raise FieldError("aim_distance", "{field} {distance}: a bombard token is placed "
                             "within double the range, {times} x {range} = {reach} in (L66)",
                             distance=number(self.aim_distance), times=self.multiplier,
                             range=self.range, reach=Named(str(self.reach), counted(
                                 self.reach, ("palec", "palce", "palců"))))

    @property
    def multiplier(self) -> int:
        return int(rules()["bombard_placement"]["range_multiplier"])

    @property
    def reach(self) -> int:
        """How far from the bombarder a token may be placed: double its range (L66)."""
        return self.multiplier * (self.range or 0)

    @property
    def fallback(self) -> bool:
        """The token's minimum values stand in for the bombarder's (L75)."""
        return self.eliminated or self.demoralized

    @property
    def attack_value(self) -> int:
        return self.token.min_attack if self.fallback else self.attack or 0

    @property
    def damage_value(self) -> int:
        return self.token.min_damage if self.fallback else self.damage or 0

    @property
    def points(self) -> tuple[tuple[float, float], ...]:
        """Where each figure stands: the aim point unless given."""
        return self.at or ((0.0, 0.0),) * len(self.defenses)

    @property
    def token_attack(self) -> int:
        blocked = rules()["bombard_blocked"]["attack_modifier"] if self.blocked else 0
        return self.attack_value + int(blocked)


@frozen
class Figure:
    """A figure the bombard may hit: its defense, where it stands, whether it was under the
    token, hit, and the damage it took."""

    defense: int
    x: float
    y: float
    under: bool
    hit: bool
    damage: int


@frozen
class Placement:
    """Where the token was placed: the bombarder's range, the distance to the aim point and
    the limit, double the range (L66)."""

    range: int
    aim_distance: float | int
    placement_limit: int

    @classmethod
    def of(cls, b: BombardSpec) -> Placement | None:
        if b.range is None:
            return None
        return cls(b.range, number(b.aim_distance or 0), b.reach)


@frozen(kw_only=True)
class BombardResult(JsonResult):
    """One bombard: the token and the bombarder's values (``minimum_values``: the token's,
    L75), the token roll, whether the token ``stays``, else its ``direction_roll`` and
    ``scatter_in``, where it landed, the figures under it and hit, and the bombarder's
    pushing damage (RULINGS 27, 28; none once eliminated). Rolled, it holds its two attack
    rolls; the exact driver weighs each roll once (a stage) and keeps only what the bombard
    reads from them (no rolls: ``token_roll`` and ``figure_roll`` None)."""

    GAME = "mageknight"
    FORM = "bombard"

    b: BombardSpec = field(metadata={"json": False})
    token: str
    example_token: bool
    target_value: int
    radius_in: float
    attack: int
    damage: int
    blocked: bool
    minimum_values: bool
    token_roll: AttackRoll | None
    stays: bool
    direction_roll: int | None
    scatter_in: float | int | None
    unit: str = UNIT
    aim: Point = Point(0, 0)
    landing: Landing
    figure_roll: AttackRoll | None
    figures: tuple[Figure, ...]
    pushing: int
    placement: Placement | None = field(default=None, metadata={"json": "inline"})
    seed: int | None = None

    @property
    def hits(self) -> tuple[bool, ...]:
        """Each figure hit, in order."""
        return tuple(f.hit for f in self.figures)


def placement_json(b: BombardSpec) -> dict[str, Any]:
    """Where the token was placed, when the command says (range, distance, the limit)."""
    placed = Placement.of(b)
    return {} if placed is None else jsonable(placed)


class BombardKey(NamedTuple):
    stays: bool
    distance: float | int
    bearing_degrees: float | int | None
    hits: tuple[Any, ...]
    pushing: int

    def __str__(self) -> str:
        """In English, as --json labels it; the views show it in the user's language."""
        text = "stays" if self.stays else \
            f"scatters {english(self.distance)} in at {english(self.bearing_degrees)} deg"
        if self.hits:
            text += "; figures hit: " + (", ".join(
                str(i + 1) for i, h in enumerate(self.hits) if h) or "none")
        if self.pushing:
            text += f"; pushing {english(self.pushing)}"
        return text


def bombard_key(r: BombardResult) -> BombardKey:
    return BombardKey(r.stays, r.landing.distance, r.landing.degrees, tuple(r.hits),
                      r.pushing)


@frozen
class RollSpec:
    """One attack roll of a bombard, as a stage: the attack value and the defenses."""

    attack: int
    defenses: tuple[int, ...]


def _roll(src: Source, spec: RollSpec) -> AttackRoll:
    return attack_roll(src, spec.attack, spec.defenses)


def _token_read(r: AttackRoll) -> tuple[bool, int, int | None]:
    """What the bombard reads from the token roll: a hit, its pushing damage, and the
    final value when it missed (the scatter distance's row)."""
    return r.hits[0], r.pushing, None if r.hits[0] else r.total


def _figures_read(r: AttackRoll) -> tuple[tuple[bool, ...], bool, int]:
    """What the bombard reads from the figures' roll: the hits, a critical hit (its extra
    damage) and its pushing damage."""
    return r.hits, r.critical_hit, r.pushing


@rule(BombardSpec, key=bombard_key, label=N_("outcome"))
def bombard(src: Source, b: BombardSpec) -> BombardResult:
    """Token roll; on a miss a d6 direction and the table distance; then one roll against
    every figure under the token at its final position. Each roll is a stage: the exact
    driver weighs an attack roll once, not once per landing."""
    src.charge(GEOMETRY)  # the landing point and who is under it (muster.engine.work)
    (stays, pushing, missed), token_roll = src.stage(
        _roll, RollSpec(b.token_attack, (b.token.target_value,)), _token_read)
    face = None
    if stays:
        landing = land(0, None)
    else:
        assert missed is not None  # a missed token roll reads its final value
        face = src.d(6)
        landing = land(b.token.distance(missed), b.token.directions[face])
    reach = b.token.radius + b.base
    under = tuple(landing.within(reach, at) for at in b.points)
    figure_roll = None
    damage = [0] * len(b.defenses)
    hits = [False] * len(b.defenses)
    if any(under):
        defs = tuple(d for d, u in zip(b.defenses, under, strict=True) if u)
        (rolled, critical, more), figure_roll = src.stage(
            _roll, RollSpec(b.attack_value, defs), _figures_read)
        pushing += more
        bonus = rules()["critical_hit"]["extra_damage"] if critical else 0
        it = iter(rolled)
        for i, u in enumerate(under):
            if u and next(it):
                hits[i] = True
                damage[i] = b.damage_value + bonus
    figures = tuple(Figure(d, x, y, u, h, dmg) for d, (x, y), u, h, dmg
                    in zip(b.defenses, b.points, under, hits, damage, strict=True))
    token = b.token
    return BombardResult(b=b, token=token.name, example_token=token.example,
                         target_value=token.target_value, radius_in=token.radius,
                         attack=b.attack_value, damage=b.damage_value, blocked=b.blocked,
                         minimum_values=b.fallback, token_roll=token_roll, stays=stays,
                         direction_roll=face,
                         scatter_in=None if stays else number(landing.distance),
                         landing=landing, figure_roll=figure_roll, figures=figures,
                         pushing=0 if b.eliminated else pushing, placement=Placement.of(b))


@frozen
class ExampleNoted(JsonResult):
    """A --times summary made with the EXAMPLE token, saying so above its table (RULINGS 29);
    its JSON is the summary's, which already names the token in every roll."""

    inner: Any = field(metadata={"json": False})

    def extra_json(self) -> dict[str, Any]:
        return dict(self.inner.to_json())

    def __getattr__(self, name: str) -> Any:
        if name == "inner":  # not set yet (a copy being made): no summary to ask
            raise AttributeError(name)
        return getattr(self.inner, name)
