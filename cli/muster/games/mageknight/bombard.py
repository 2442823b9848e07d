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
from typing import NamedTuple
from importlib import resources

from muster.engine.dice import Source
from muster.engine.render import esc
from muster.engine.scatter import (Landing, Picture, ScatterOdds, chance_line, land,
                                   landing_rows, number, parse_point)
from muster.errors import MusterError
from muster.games.mageknight.attack import AttackRoll, attack_roll, bounded, rules
from muster.i18n import say, shown

UNIT = "in"
SCHEMA = "bombard-token.schema.json"
EXAMPLE = "bombard-token.example.yaml"
BLOCKED = -2  # L67: the line of fire to the token is blocked at resolution


class Token:
    def __init__(self, data: dict, source: str):
        self.source = source
        self.name = str(data["name"])
        self.example = bool(data.get("example", False))
        self.target_value = int(data["target_value"])
        self.radius = data["radius_in"]
        self.min_attack = int(data["min_attack"])
        self.min_damage = int(data["min_damage"])
        self.directions = {int(k): v for k, v in data["directions"].items()}
        self.table = sorted(((int(e["attack_at_least"]), e["distance_in"])
                             for e in data["scatter"]), reverse=True)

    def label(self) -> str:
        return (shown(say("the EXAMPLE token (made up, not the printed component)"))
                if self.example else shown(say("token '{name}'", name=self.name)))

    def distance(self, final: int) -> float | int:
        """The scatter distance for a final attack value: the entry with the highest
        threshold the value reaches; a value below every entry uses the lowest entry."""
        for at_least, distance in self.table:
            if final >= at_least:
                return distance
        return self.table[-1][1]


def example_path() -> str:
    return str(resources.files("muster.games.mageknight").joinpath("data", EXAMPLE))


def load_token(path: str | None) -> Token:
    """Read a token file through the shared hardened loader, then check it against the
    token schema; every problem is one MusterError naming the file (and line)."""
    import json

    import jsonschema

    from muster.lists.load import LoadError, load

    path = path or example_path()
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
    with resources.files("muster").joinpath("schemas", SCHEMA).open("r",
                                                                     encoding="utf-8") as fh:
        schema = json.load(fh)
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
    return Token(doc.data, path)


class Bombard:
    """Everything fixed before the dice."""

    def __init__(self, token: Token, attack: int | None, damage: int | None,
                 defenses: list[int], at: list[str] | None = None, base: float = 0,
                 blocked: bool = False, eliminated: bool = False, demoralized: bool = False):
        self.token = token
        self.fallback = eliminated or demoralized
        if eliminated and demoralized:
            raise MusterError(say("--eliminated and --demoralized: give the one that "
                                  "happened"))
        self.eliminated = eliminated
        if self.fallback:
            if attack is not None or damage is not None:
                raise MusterError(
                    say("a bombarder eliminated before resolution uses the token's minimum "
                        "attack and damage (L75); leave out --attack and --damage")
                    if eliminated else
                    say("a bombarder demoralized before resolution uses the token's minimum "
                        "attack and damage (L75); leave out --attack and --damage"))
            attack, damage = token.min_attack, token.min_damage
        if attack is None or damage is None:
            raise MusterError(say("give --attack A and --damage D (the bombarder's attack "
                                  "value and ranged damage), or --eliminated / --demoralized "
                                  "to use the token's minimum values"))
        self.attack = bounded("attack", attack)
        self.damage = bounded("damage", damage)
        for d in defenses:
            bounded("defenses", d, "defense")
        self.defenses = list(defenses)
        if at and len(at) != len(defenses):
            raise MusterError(say("--at was given {k} time(s) for {n} --defense value(s); "
                                  "give one --at X,Y per --defense, in order", k=len(at),
                                  n=len(defenses)))
        self.at = [parse_point(a, "--at") for a in at] if at else [(0.0, 0.0)] * len(defenses)
        if not 0 <= base <= 100:
            raise MusterError(say("--base must be 0 to 100 inches, not {base}", base=base))
        self.base = base
        self.blocked = blocked
        self.token_attack = self.attack + (BLOCKED if blocked else 0)

    def title(self) -> str:
        value = shown(say("attack {attack}", attack=self.attack)) + (
            shown(say(" {mod} (blocked) = {value}", mod=str(BLOCKED), value=self.token_attack))
            if self.blocked else "")
        if self.fallback:
            value += shown(say(" (the token's minimum)"))
        return shown(say("Bombard, {token}: target value {target}, area {radius}; {value}, "
                         "damage {damage}", token=self.token.label(),
                         target=self.token.target_value, radius=inches(self.token.radius),
                         value=value, damage=self.damage))


class BombardResult:
    def __init__(self, b: Bombard, token_roll: AttackRoll, face: int | None,
                 landing: Landing, under: list[bool], figure_roll: AttackRoll | None,
                 damage: list[int]):
        self.b, self.token_roll, self.face, self.landing = b, token_roll, face, landing
        self.under, self.figure_roll, self.damage = under, figure_roll, damage
        self.seed: int | None = None

    @property
    def stays(self) -> bool:
        return self.token_roll.hits[0]

    @property
    def hits(self) -> list[bool]:
        if self.figure_roll is None:
            return [False] * len(self.under)
        it = iter(self.figure_roll.hits)
        return [next(it) if u else False for u in self.under]

    @property
    def pushing(self) -> int:
        """Pushing damage to the bombarder: a critical miss on either roll (RULINGS 27,
        28); none for one eliminated before resolution."""
        if self.b.eliminated:
            return 0
        return self.token_roll.pushing + (self.figure_roll.pushing if self.figure_roll else 0)

    def picture(self) -> Picture:
        from muster.i18n import _

        marks = [("F", x, y, _("figure")) for x, y in self.b.at]
        return Picture(self.landing, UNIT, self.b.token.radius, marks, title=self.b.title(),
                       **_picture_words())

    def to_json(self) -> dict:
        b = self.b
        return {"game": "mageknight", "form": "bombard", "token": b.token.name,
                "example_token": b.token.example, "target_value": b.token.target_value,
                "radius_in": b.token.radius, "attack": b.attack, "damage": b.damage,
                "blocked": b.blocked, "minimum_values": b.fallback,
                "token_roll": self.token_roll.to_json(), "stays": self.stays,
                "direction_roll": self.face,
                "scatter_in": None if self.stays else number(self.landing.distance),
                "unit": UNIT, "aim": {"x": 0, "y": 0}, "landing": self.landing.to_json(),
                "figure_roll": self.figure_roll.to_json() if self.figure_roll else None,
                "figures": [{"defense": d, "x": x, "y": y, "under": u, "hit": h, "damage": dmg}
                            for d, (x, y), u, h, dmg in zip(b.defenses, b.at, self.under,
                                                            self.hits, self.damage)],
                "pushing": self.pushing, "seed": self.seed}


def bombard(src: Source, b: Bombard) -> BombardResult:
    """Token roll; on a miss a d6 direction and the table distance; then one roll against
    every figure under the token at its final position."""
    token_roll = attack_roll(src, b.token_attack, [b.token.target_value])
    face = None
    if token_roll.hits[0]:
        landing = land(0, None)
    else:
        face = src.d(6)
        landing = land(b.token.distance(token_roll.total), b.token.directions[face])
    reach = b.token.radius + b.base
    under = [landing.within(reach, at) for at in b.at]
    figure_roll = None
    damage = [0] * len(b.defenses)
    if any(under):
        defs = [d for d, u in zip(b.defenses, under) if u]
        figure_roll = attack_roll(src, b.attack, defs)
        bonus = rules()["critical_hit"]["extra_damage"] if figure_roll.critical_hit else 0
        it = iter(figure_roll.hits)
        for i, u in enumerate(under):
            if u and next(it):
                damage[i] = b.damage + bonus
    return BombardResult(b, token_roll, face, landing, under, figure_roll, damage)


class ExampleNoted:
    """A --times summary made with the EXAMPLE token, saying so above its table (RULINGS 29);
    its JSON already names the token in every roll."""

    def __init__(self, inner):
        self.inner = inner

    def to_json(self) -> dict:
        return self.inner.to_json()

    def __getattr__(self, name):
        return getattr(self.inner, name)


class BombardKey(NamedTuple):
    stays: bool
    distance: float | int
    bearing_degrees: float | int | None
    hits: tuple
    pushing: int

    def __str__(self) -> str:
        from muster.i18n import _, number

        text = _("stays") if self.stays else \
            _("scatters {distance} in at {degrees} deg").format(
                distance=number(self.distance), degrees=number(self.bearing_degrees))
        if self.hits:
            text += _("; figures hit: {which}").format(
                which=", ".join(str(i + 1) for i, h in enumerate(self.hits) if h) or _("none"))
        if self.pushing:
            text += _("; pushing {n}").format(n=number(self.pushing))
        return text


def bombard_key(r: BombardResult) -> BombardKey:
    return BombardKey(r.stays, r.landing.distance, r.landing.degrees, tuple(r.hits),
                      r.pushing)


def bombard_odds(b: Bombard, dist) -> ScatterOdds:
    from muster.i18n import _, czech, percent

    p_stay = dist.p(lambda k: k[0])
    p_push = dist.p(lambda k: k[4] > 0)
    view = [f"[bold]{esc(b.title())}[/]"]
    if b.token.example:
        view.append(_("[yellow]note:[/] the EXAMPLE token muster ships (RULINGS 29), not the "
                      "printed component"))
    view.append(chance_line(_("the token stays where it lies"), p_stay))
    rows = landing_rows(dist, lambda k: land(k[1], k[2]))
    view.append(_("where it lands:"))
    for row in rows:
        share = percent(row["p"], 2) if czech() else f"{row['p'] * 100:.2f} %"
        sep = "; " if czech() else ", "  # Czech: 0,5 has a comma of its own
        view.append(f"  ({inch(row['x'])}{sep}{inch(row['y'])}) {inches(row['distance'])}: "
                    f"{share} ({row['fraction']})")
    figures = []
    for i, d in enumerate(b.defenses):
        p = dist.p(lambda k, i=i: k[3][i])
        figures.append({"defense": d, "x": b.at[i][0], "y": b.at[i][1], "hit": dist.prob(p)})
        view.append(chance_line(_("figure {i} (defense {d}) hit").format(i=i + 1, d=d), p))
    view.append(chance_line(_("the bombarder takes pushing damage"), p_push))
    body = {"game": "mageknight", "odds": True, "form": "bombard", "token": b.token.name,
            "example_token": b.token.example, "attack": b.attack, "blocked": b.blocked,
            "stays": dist.prob(p_stay), "landings": rows, "figures": figures,
            "pushing": dist.prob(p_push), "exact": dist.exact}
    marks = [(".", r["x"], r["y"], _("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    marks += [("F", x, y, _("figure")) for x, y in b.at]
    return ScatterOdds(body, view, Picture(land(0, None), UNIT, b.token.radius, marks,
                                           title=b.title(),
                                           **{**_picture_words(),
                                              "end": _("the token as placed (if it stays)")}))


def inch(value) -> object:
    """A distance or an angle as shown: English as the scatter engine writes it (1.5),
    Czech with a decimal comma (1,5)."""
    from muster.i18n import czech
    from muster.i18n import number as localised

    value = number(value)
    return localised(value) if czech() else value


def _picture_words() -> dict:
    """The picture's legend words a bombard sets (the rest of the legend is the scatter
    engine's)."""
    from muster.i18n import _

    return {"origin": _("aim point"), "axis": _("line of fire (the attacker is below)"),
            "end": _("landing point")}


def landing_line(landing: Landing) -> str:
    """'it lands on the aim point (0, 0)' / 'it lands at (0, -1): 1 in at 180 degrees
    (6 o'clock)' (English as the scatter engine writes it; Czech from the catalog)."""
    from muster.i18n import czech

    if not czech():
        return f"it lands [bold cyan]{landing.text(UNIT)}[/]"
    from muster.engine.scatter import clock_of

    x, y = landing.xy
    if not landing.distance or landing.degrees is None:
        return shown(say("it lands [bold cyan]on the aim point ({x}, {y})[/]", x=0, y=0))
    return shown(say("it lands [bold cyan]at ({x}, {y}): {distance} at {degrees} degrees "
                     "({clock} o'clock)[/]", x=inch(x), y=inch(y),
                     distance=inches(landing.distance), degrees=inch(landing.degrees),
                     clock=inch(clock_of(float(landing.degrees)))))


def inches(value) -> str:
    """A distance with its unit: '1.5 in'; Czech '1,5 palce', '1 palec', '2 palce',
    '5 palců'."""
    from muster.i18n import czech, ngettext

    shown_ = inch(value)
    if not czech():
        return f"{shown_} {UNIT}"
    whole = float(value).is_integer()
    return ngettext("{n} in", "{n} in", int(value) if whole else 2).format(n=shown_)



