"""Confrontation rolls beyond the characteristic test and the damage roll (issue 13):
Regeneration / X, Reinforcement, Mutagenic / X, the figure a shot into a melee hits, and the
physical feats (swimming, jumping, climbing, a deliberate fall) with the wounds they cause.

Each is written once against a dice source; the numbers are in ``data/rolls.toml``. The
physical feat is a characteristic test (`procedures.characteristic_test`) on MOV / 2.5, and
its wounds are damage rolls (`procedures.damage_roll`).
"""

from __future__ import annotations

from fractions import Fraction

from muster.engine.data import fold, load
from muster.engine.dice import Source
from muster.engine.render import die, esc, table, verdict
from muster.errors import MusterError
from muster.games.confrontation import procedures as p


def rules() -> dict:
    return load("confrontation", "rolls")


def _num(x) -> int | float:
    """A number for JSON: whole numbers stay int, fractions (MOV / 2.5) become floats."""
    return int(x) if x == int(x) else round(float(x), 6)


class Simple:
    """A small result: a JSON body and its lines."""

    def __init__(self, body: dict, view: list[str], key):
        self.body, self.view, self.key = body, view, key
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": "confrontation", **self.body, "seed": self.seed}

    def lines(self) -> list[str]:
        return self.view


def simple_key(result: Simple):
    return result.key


def outcome_odds(title: str, dist, order: list | None = None):
    """The chance of each outcome (outcomes below 0.0001 % are counted, not listed)."""
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    keys = order if order is not None else sorted(dist.probs, key=lambda k: -dist.probs[k])
    rows = [{"outcome": k, **dist.prob(dist[k])} for k in keys if dist[k]]
    shown = [r for r in rows if r["p"] >= 1e-6]
    body = {"odds": True, "game": "confrontation", "outcomes": rows, "exact": dist.exact}
    view = [f"[bold]{esc(title)}[/]"] + table(
        ["outcome", "chance"],
        [[esc(r["outcome"]), percent(r["p"]) + (f" ({r['fraction']})" if r["fraction"]
                                                  and len(r["fraction"]) <= 15 else "")]
         for r in shown])
    if len(shown) < len(rows):
        view.append(f"(and {len(rows) - len(shown)} more outcomes, each below 0.0001 %)")
    if not dist.exact:
        view.append(f"(chains of sixes past the dice limit left out: "
                    f"{float(dist.truncated):.3g})")
    return OddsResult(body, view)


# ------------------------------------------------------------------------- Regeneration


class Regeneration:
    """Regeneration / X: a d6 >= X takes the wound one level lighter, again while it
    succeeds (L1257-1263)."""

    def __init__(self, x: int, current: str):
        r = rules()["regeneration"]
        if not 1 <= x <= r["sides"]:
            raise MusterError(f"Regeneration / X needs X from 1 to {r['sides']}, not {x}")
        self.x = x
        self.current = p.resolve_current(current)
        if self.current == "none":
            raise MusterError("Regeneration works on a wound: give --current light, serious or "
                              "critical (stunned and killed outright cannot be regenerated)")

    def roll(self, src: Source) -> Simple:
        r = rules()["regeneration"]
        wound, dice = self.current, []
        while wound != "none":
            d = src.d(r["sides"])
            dice.append(d)
            if d < self.x:
                break
            wound = r["lighter"][wound]
        names = p.wound_rules()["result"]
        shown = " ".join(die(d, good=d >= self.x) for d in dice)
        healed = len([d for d in dice if d >= self.x])
        view = [f"[bold]{esc(r['en'])} / {self.x}[/] ({esc(r['cs'])}): {shown} "
                f"(each {self.x}+ heals one level, rolling on while it succeeds)",
                f"{esc(names[self.current]['en'])} -> [bold]"
                f"{esc(names[wound]['en'] if wound != 'none' else 'unwounded')}[/] "
                f"({healed} level(s) healed)"]
        body = {"ability": "regeneration", "x": self.x, "dice": dice, "before": self.current,
                "after": wound, "levels_healed": healed}
        return Simple(body, view, wound)

    def odds(self, dist):
        order = [w for w in ("none", "light", "serious", "critical") if dist[w]]
        return outcome_odds(f"Regeneration / {self.x} from a {self.current} wound: the wound "
                            "after", dist, order)


# ------------------------------------------------------------------------ Reinforcement


class Reinforcement:
    """A d6 at the start of the round: 5-6 brings back the cheapest removed figure, 1-2
    takes the ability from it (L1264-1272)."""

    def roll(self, src: Source) -> Simple:
        r = rules()["reinforcement"]
        d = src.d(r["sides"])
        if d in r["returns_on"]:
            key, text = "returns", ("the removed figure with the lowest points returns, "
                                    "anywhere but in base contact with an enemy")
        elif d in r["loses_on"]:
            key, text = "loses the ability", ("the removed figure with the lowest points loses "
                                              "Reinforcement for the rest of the battle")
        else:
            key, text = "nothing", "nothing happens this round"
        view = [f"[bold]{esc(r['en'])}[/] ({esc(r['cs'])}): {die(d)} - {text}"]
        return Simple({"ability": "reinforcement", "die": d, "outcome": key}, view, key)

    def odds(self, dist):
        return outcome_odds("Reinforcement at the start of a round", dist,
                            ["returns", "nothing", "loses the ability"])


# --------------------------------------------------------------------------- Mutagenic


class Mutagenic:
    """The mutagenic die: d6 + X points for the round; a 1, or die + X of 1, gives none
    (L1214-1235). Plain: no rolling on after a 6."""

    def __init__(self, x: int):
        self.x = x

    def roll(self, src: Source) -> Simple:
        r = rules()["mutagenic"]
        d = src.d(r["sides"])
        fails = d == 1 or d + self.x <= r["failure_at_most"]
        points = 0 if fails else d + self.x
        why = ("a natural 1" if d == 1 else f"{d} + {self.x} = {d + self.x}, 1 or less") \
            if fails else f"{d} + {self.x}"
        view = [f"[bold]{esc(r['en'])} / {self.x}[/] ({esc(r['cs'])}): {die(d)}: "
                + (verdict(False, no="FAILURE") + f" ({why}), no points" if fails else
                   f"[bold]{points}[/] points ({why}) to share among the characteristics "
                   "until the end of the round (not POW or Faith)")]
        return Simple({"ability": "mutagenic", "x": self.x, "die": d, "failure": fails,
                       "points": points}, view, points)

    def odds(self, dist):
        order = sorted(dist.probs)
        return outcome_odds(f"Mutagenic / {self.x}: points (0 = failure)", dist, order)


# ----------------------------------------------------------------- shooting into a melee


class IntoMelee:
    """Which figure a successful shot into a melee hits: the target and everything in base
    contact with it, drawn by size weight (L782-793). One ticket per weight point; the die
    is a d(total): with a d6, re-roll what is above the total (RULINGS 28)."""

    def __init__(self, figures: list[str]):
        r = rules()["into_melee"]
        if len(figures) < 2:
            raise MusterError("--into-melee lists the target first, then every figure in base "
                              "contact with it: at least two")
        self.figures = []
        for text in figures:
            size, _, name = text.partition(":")
            key = _size(size)
            self.figures.append((key, name.strip() or None, r["weights"][key]))
        self.total = sum(w for _, _, w in self.figures)

    def label(self, i: int) -> str:
        size, name, _ = self.figures[i]
        return f"{i + 1}: {name or size}" + (" (the target)" if i == 0 else "")

    def roll(self, src: Source) -> Simple:
        r = rules()["into_melee"]
        ticket = src.d(self.total)
        upto, hit = 0, 0
        for i, (_, _, w) in enumerate(self.figures):
            upto += w
            if ticket <= upto:
                hit = i
                break
        tickets, start = [], 1
        for size, name, w in self.figures:
            tickets.append(f"{name or size} {start}" + (f"-{start + w - 1}" if w > 1 else ""))
            start += w
        view = [f"[bold]{esc(r['en'].capitalize())}[/] ({esc(r['cs'])}): tickets "
                + ", ".join(esc(t) for t in tickets) + f"; d{self.total} = {die(ticket)}",
                f"the shot hits [bold]{esc(self.label(hit))}[/]"]
        body = {"into_melee": True, "total_weight": self.total, "ticket": ticket,
                "figure": hit + 1, "size": self.figures[hit][0], "name": self.figures[hit][1],
                "target_hit": hit == 0}
        return Simple(body, view, self.label(hit))

    def odds(self, dist):
        return outcome_odds(f"Shooting into a melee: which figure is hit (weights "
                            f"{'+'.join(str(w) for _, _, w in self.figures)} = {self.total})",
                            dist, [self.label(i) for i in range(len(self.figures))])


def _size(text: str) -> str:
    r = rules()["into_melee"]
    wanted = fold(text)
    for key in r["weights"]:
        if wanted in (fold(key), fold(r["names"][key])):
            return key
    raise MusterError(f"unknown size '{text}' (allowed: {', '.join(r['weights'])})")


# ----------------------------------------------------------------------- physical feats


FEATS = ("plain", "swim", "long-jump", "high-jump", "climb", "fall")


def parse_mov(text: str) -> Fraction:
    """MOV in cm: '12', '12/4.8' (cm / inches, as cards print it) or '4.8in'."""
    per_inch = Fraction(str(rules()["feat"]["cm_per_inch"]))
    t = text.strip().lower().replace(",", ".")
    try:
        if t.endswith(("in", '"')):
            return Fraction(t.rstrip('in"').strip()) * per_inch
        cm, _, inches = t.partition("/")
        value = Fraction(cm.strip())
        if inches and Fraction(inches.strip()) * per_inch != value:
            raise MusterError(f"MOV {text}: {inches.strip()} inches is not {cm.strip()} cm "
                              f"(1 inch = {float(per_inch)} cm)")
        return value
    except (ValueError, ZeroDivisionError):
        raise MusterError(f"--mov takes cm ('12'), cm / inches ('12/4.8') or inches "
                          f"('4.8in'), not '{text}'") from None


class Feat:
    """A physical feat: d6 + MOV / 2.5 (a characteristic test: a 6 rolls on, a natural 1
    fails), against the feat's difficulty, and the wound a failure costs."""

    def __init__(self, kind: str, mov: str, *, res: int | None = None,
                 difficulty: int | None = None, bases: int | None = None,
                 height: int | None = None, smaller: bool = False,
                 over_models: str | None = None, depth: int | None = None,
                 on_flat: bool = False, current: str = "none", exact: bool = False):
        f = rules()["feat"]
        if kind not in FEATS:
            raise MusterError(f"unknown feat '{kind}' (allowed: {', '.join(FEATS)})")
        self.kind, self.spec = kind, f.get(kind, {})
        self.mov = parse_mov(mov)
        if self.mov < 0:
            raise MusterError("MOV cannot be negative")
        self.inches = self.mov / Fraction(str(f["cm_per_inch"]))
        self.current = p.resolve_current(current)
        needs_res = kind in ("swim", "high-jump", "climb", "long-jump", "fall")
        if needs_res and res is None:
            raise MusterError(f"the {self.spec['en']} needs the figure's --res (its RES)")
        self.res = res
        self.value = self.inches - (res if self.spec.get("minus_res") else 0)
        self.difficulty: int | None = None
        self.wound_str: int | None = None
        self.location: str | None = "legs"
        self.on_flat = on_flat
        if kind == "plain":
            if difficulty is None:
                raise MusterError("a physical feat needs its --difficulty")
            self.difficulty = difficulty
        elif kind == "swim":
            self.difficulty = 0
        elif kind == "long-jump":
            if bases is None or bases < 0 or depth is None or depth < 0:
                raise MusterError("a long jump needs --bases (base lengths to clear) and "
                                  "--depth (cm to the bottom, the STR of a failure)")
            self.difficulty = self.spec["base_difficulty"] + self.spec["per_base"] * bases
            self.wound_str = depth
        elif kind == "high-jump":
            if over_models:
                if height is not None:
                    raise MusterError("give --height or --over-models, not both")
                height = self.spec["over_models"][_size(over_models)]
            if height is None or height < 0:
                raise MusterError("a high jump needs --height (cm) or --over-models SIZE")
            self.difficulty = height + res + (self.spec["smaller_obstacle"] if smaller else 0)
            self.wound_str = height
        elif kind in ("climb", "fall"):
            if height is None or height < 0:
                raise MusterError(f"the {self.spec['en']} needs --height: cm above the ground "
                                  "where the roll is made" if kind == "climb" else
                                  "a deliberate fall needs --height: cm to the ground")
            self.height = height
            self.location = None if kind == "climb" else "legs"

    def roll(self, src: Source) -> Simple:
        f = rules()["feat"]
        test = p.characteristic_test(src, self.value, self.difficulty, over=True)
        wound = None
        outcome = ""
        strength = None
        if self.kind == "climb":
            climbed = None if test.automatic_failure else test.total
            fell = climbed is None or climbed < 0
            if fell and not self.on_flat and self.height > 0:
                strength = self.height
            outcome = "falls" if fell else f"climbs {_num(climbed)} cm"
            success = not fell
        elif self.kind == "fall":
            feat = 0 if test.automatic_failure else test.total
            strength = self.height - feat
            if strength <= 0:
                strength = None
            success = strength is None
            outcome = "unharmed" if success else "leg wound"
        else:
            success = bool(test.success)
            outcome = "success" if success else "failure"
            if not success:
                strength = self.wound_str
        state = None
        if not success and self.kind == "swim":
            state = p._apply(self.spec["failure_wound"], self.current, None, 0)
        elif strength is not None and strength > 0 and self.res is not None:
            wound = p.damage_roll(src, strength, self.res, current=self.current,
                                  location=self.location)
            state = {"state": wound.state, "penalty": wound.penalty, "removed": wound.removed}
        key = outcome if state is None else f"{outcome}: {state['state']}"
        name = self.spec.get("en", f["en"])
        cs = self.spec.get("cs", f["cs"])
        mov = f"MOV {_num(self.mov)} cm / {_num(self.inches)} in"
        value = f"{_num(self.inches)}" + (f" - RES {self.res}" if self.spec.get("minus_res")
                                          else "")
        head = (f"[bold]{esc(name.capitalize())}[/] ({esc(cs)}): d6 + {value} ({mov}) = "
                f"{_num(test.total)}")
        if self.difficulty is not None:
            head += f", needs > {self.difficulty}"
        view = [head + f"; dice {' + '.join(str(d) for d in test.dice)}"
                + (" (automatic failure)" if test.automatic_failure else "")]
        view.append((verdict(True, outcome.upper()) if success else
                     verdict(False, no=outcome.upper())) + _feat_note(self, success))
        if state is not None and wound is None:
            view.append(f"automatic light wound: the figure is now {state['state']} "
                        f"(penalty {state['penalty']}) and stays where it is")
        if wound is not None:
            where = "leg wound" if self.location else "wound"
            view.append(f"{where} at STR {_num(strength)} against RES {self.res}:")
            view += ["  " + line for line in wound.lines()]
        body = {"feat": self.kind, "mov_cm": _num(self.mov), "mov_inches": _num(self.inches),
                "value": _num(self.value), "difficulty": self.difficulty,
                "dice": test.dice, "total": _num(test.total),
                "automatic_failure": test.automatic_failure, "success": success,
                "outcome": outcome,
                "wound_str": _num(strength) if wound is not None else None,
                "wound": wound.to_json() if wound is not None else None,
                "state": state["state"] if state else None}
        return Simple(body, view, key)

    def odds(self, dist):
        title = f"{self.spec.get('en', 'physical feat').capitalize()}: d6 + " \
                f"{_num(self.value)}" + (f" > {self.difficulty}" if self.difficulty is not None
                                         else "")
        return outcome_odds(title, dist)


def _feat_note(feat: Feat, success: bool) -> str:
    if feat.kind == "swim":
        return f": moves {_num(feat.mov / 2)} cm in the water" if success else \
            ": cannot swim"
    if feat.kind in ("long-jump", "high-jump"):
        return ": lands on or past the obstacle, and the move ends" if success else ""
    if feat.kind == "climb":
        return "" if success else (" (standing on a flat area as big as its base: unhurt)"
                                   if feat.on_flat or feat.height == 0 else "")
    if feat.kind == "fall":
        return f": the fall of {feat.height} cm is no more than the feat" if success else ""
    return ""


def choose(*, regeneration: int | None, reinforcement: bool, mutagenic: int | None,
           into_melee: list[str], feat: str | None, current: str, mov: str | None,
           res: int | None, difficulty: int | None, bases: int | None, height: int | None,
           smaller: bool, over_models: str | None, depth: int | None, on_flat: bool,
           exact: bool, others: list[str]):
    """The extra roll the options ask for (an object with roll / odds), or None for the
    characteristic test. ``others`` names characteristic-test options that were given, to
    refuse mixing them in."""
    chosen = [name for name, on in (("--regeneration", regeneration is not None),
                                    ("--reinforcement", reinforcement),
                                    ("--mutagenic", mutagenic is not None),
                                    ("--into-melee", bool(into_melee)),
                                    ("--feat", feat is not None)) if on]
    feat_only = [name for name, on in (("--mov", mov is not None), ("--res", res is not None),
                                       ("--bases", bases is not None),
                                       ("--height", height is not None),
                                       ("--smaller", smaller),
                                       ("--over-models", over_models is not None),
                                       ("--depth", depth is not None),
                                       ("--on-flat", on_flat)) if on]
    if not chosen:
        if feat_only:
            raise MusterError(f"{', '.join(feat_only)} describe a physical feat: give --feat")
        return None
    if len(chosen) > 1:
        raise MusterError(f"choose one of {', '.join(chosen)}")
    if others:
        raise MusterError(f"{chosen[0]} is a roll of its own; {', '.join(others)} belong to "
                          "a characteristic test")
    if feat_only and feat is None:
        raise MusterError(f"{', '.join(feat_only)} describe a physical feat: give --feat")
    if current != "none" and chosen[0] not in ("--regeneration", "--feat"):
        raise MusterError(f"--current is for --regeneration and --feat, not {chosen[0]}")
    if difficulty is not None and feat is None:
        raise MusterError(f"{chosen[0]} takes no --difficulty")
    if regeneration is not None:
        return Regeneration(regeneration, current)
    if reinforcement:
        return Reinforcement()
    if mutagenic is not None:
        return Mutagenic(mutagenic)
    if into_melee:
        return IntoMelee(into_melee)
    if mov is None:
        raise MusterError("a physical feat needs the figure's --mov (cm, or cm/inches as "
                          "printed: 12/4.8)")
    return Feat(feat, mov, res=res, difficulty=difficulty, bases=bases, height=height,
                smaller=smaller, over_models=over_models, depth=depth, on_flat=on_flat,
                current=current, exact=exact)
