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
from muster.i18n import Named, _, both, name, named, ngettext, say, shown
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
    kept = [r for r in rows if r["p"] >= 1e-6]
    body = {"odds": True, "game": "confrontation", "outcomes": rows, "exact": dist.exact}
    view = [f"[bold]{esc(shown(title))}[/]"] + table(
        [_("outcome"), _("chance")],
        [[esc(_outcome(r["outcome"])), percent(r["p"]) + (
            f" ({r['fraction']})" if r["fraction"] and len(r["fraction"]) <= 15 else "")]
         for r in kept])
    if len(kept) < len(rows):
        hidden = len(rows) - len(kept)
        view.append(ngettext("(and {n} more outcomes, each below {p})",
                             "(and {n} more outcomes, each below {p})", hidden).format(
                                 n=hidden, p=percent(Fraction(1, 1000000))))
    if not dist.exact:
        view.append(_("(chains of sixes past the dice limit left out: {p})").format(
            p=p._g3(dist.truncated)))
    return OddsResult(body, view)


def _outcome(key) -> str:
    """An outcome key in the user's language (the keys stay English in JSON)."""
    if type(key) is str:
        return _(key)
    return shown(key) if isinstance(key, str) else str(key)


def _outcome_words() -> tuple:  # plain outcome keys, for the catalog (scripts/i18n.py)
    from muster.i18n import N_

    return (N_("returns"), N_("nothing"), N_("loses the ability"), N_("falls"),
            N_("unharmed"), N_("leg wound"), N_("success"), N_("failure"))


# ------------------------------------------------------------------------- Regeneration


class Regeneration:
    """Regeneration / X: a d6 >= X takes the wound one level lighter, again while it
    succeeds (L1257-1263)."""

    def __init__(self, x: int, current: str):
        r = rules()["regeneration"]
        if not 1 <= x <= r["sides"]:
            raise MusterError(say("Regeneration / X needs X from 1 to {sides}, not {x}",
                                  sides=r["sides"], x=x))
        self.x = x
        self.current = p.resolve_current(current)
        if self.current == "none":
            raise MusterError(say("Regeneration works on a wound: give --current light, "
                                  "serious or critical (stunned and killed outright cannot be "
                                  "regenerated)"))

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
        faces = " ".join(die(d, good=d >= self.x) for d in dice)
        healed = len([d for d in dice if d >= self.x])
        after = name(names[wound]) if wound != "none" else _("unwounded")
        view = [_title(r, self.x) + f": {faces} "
                + _("(each {x}+ heals one level, rolling on while it succeeds)").format(x=self.x),
                f"{esc(name(names[self.current]))} -> [bold]{esc(after)}[/] "
                + ngettext("({n} level(s) healed)", "({n} level(s) healed)", healed).format(
                    n=healed)]
        body = {"ability": "regeneration", "x": self.x, "dice": dice, "before": self.current,
                "after": wound, "levels_healed": healed}
        return Simple(body, view, _wound_key(wound))

    def odds(self, dist):
        order = [w for w in ("none", "light", "serious", "critical") if dist[w]]
        return outcome_odds(say("Regeneration / {x} from a {wound} wound: the wound after",
                                x=self.x, wound=_wound_key(self.current)), dist,
                            [_wound_key(w) for w in order])


def _title(entry: dict, x: int) -> str:
    """'[bold]Regeneration / 5[/] (Regenerace)', Czech '[bold]Regenerace / 5[/]'."""
    from muster.i18n import czech

    if czech():
        return f"[bold]{esc(entry['cs'])} / {x}[/]"
    return f"[bold]{esc(entry['en'])} / {x}[/] ({esc(entry['cs'])})"


def _wound_key(wound: str) -> Named:
    """A wound key ('serious') for outcomes: English in JSON, the Czech name shown."""
    names = p.wound_rules()["result"]
    return Named(wound, names[wound]["cs"] if wound != "none" else "nezraněn")


# ------------------------------------------------------------------------ Reinforcement


class Reinforcement:
    """A d6 at the start of the round: 5-6 brings back the cheapest removed figure, 1-2
    takes the ability from it (L1264-1272)."""

    def roll(self, src: Source) -> Simple:
        r = rules()["reinforcement"]
        d = src.d(r["sides"])
        if d in r["returns_on"]:
            key, text = "returns", _("the removed figure with the lowest points returns, "
                                     "anywhere but in base contact with an enemy")
        elif d in r["loses_on"]:
            key, text = "loses the ability", _("the removed figure with the lowest points "
                                               "loses Reinforcement for the rest of the battle")
        else:
            key, text = "nothing", _("nothing happens this round")
        view = [both(r, bold=True) + f": {die(d)} - {text}"]
        return Simple({"ability": "reinforcement", "die": d, "outcome": key}, view, key)

    def odds(self, dist):
        return outcome_odds(say("Reinforcement at the start of a round"), dist,
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
        why = (_("a natural 1") if d == 1 else _("{d} + {x} = {total}, 1 or less").format(
            d=d, x=self.x, total=d + self.x)) if fails else f"{d} + {self.x}"
        view = [_title(r, self.x) + f": {die(d)}: "
                + (verdict(False, no="FAILURE") + _(" ({why}), no points").format(why=why)
                   if fails else
                   ngettext("{points} points ({why}) to share among the characteristics until "
                            "the end of the round (not POW or Faith)",
                            "{points} points ({why}) to share among the characteristics until "
                            "the end of the round (not POW or Faith)", points).format(
                                points=f"[bold]{points}[/]", why=why))]
        return Simple({"ability": "mutagenic", "x": self.x, "die": d, "failure": fails,
                       "points": points}, view, points)

    def odds(self, dist):
        order = sorted(dist.probs)
        return outcome_odds(say("Mutagenic / {x}: points (0 = failure)", x=self.x), dist,
                            order)


# ----------------------------------------------------------------- shooting into a melee


class IntoMelee:
    """Which figure a successful shot into a melee hits: the target and everything in base
    contact with it, drawn by size weight (L782-793). One ticket per weight point; the die
    is a d(total): with a d6, re-roll what is above the total (RULINGS 28)."""

    def __init__(self, figures: list[str]):
        r = rules()["into_melee"]
        if len(figures) < 2:
            raise MusterError(say("--into-melee lists the target first, then every figure in "
                                  "base contact with it: at least two"))
        self.figures = []
        for text in figures:
            size, __, called = text.partition(":")
            key = _size(size)
            self.figures.append((key, called.strip() or None, r["weights"][key]))
        self.total = sum(f[2] for f in self.figures)

    def label(self, i: int) -> str:
        size, called = self.figures[i][0], self.figures[i][1]
        what = called or Named(size, rules()["into_melee"]["names"][size])
        if i == 0:
            return say("{i}: {figure} (the target)", i=i + 1, figure=what)
        return say("{i}: {figure}", i=i + 1, figure=what)

    def roll(self, src: Source) -> Simple:
        r = rules()["into_melee"]
        ticket = src.d(self.total)
        upto, hit = 0, 0
        for i, (__, ___, w) in enumerate(self.figures):
            upto += w
            if ticket <= upto:
                hit = i
                break
        tickets, start = [], 1
        for size, called, w in self.figures:
            what = called or name({"en": size, "cs": r["names"][size]})
            tickets.append(f"{what} {start}" + (f"-{start + w - 1}" if w > 1 else ""))
            start += w
        view = [both(r, bold=True, capital=True) + _(": tickets ")
                + ", ".join(esc(t) for t in tickets) + "; " + _("d{n}").format(n=self.total) + f" = {die(ticket)}",
                _("the shot hits {figure}").format(
                    figure=f"[bold]{esc(shown(self.label(hit)))}[/]")]
        body = {"into_melee": True, "total_weight": self.total, "ticket": ticket,
                "figure": hit + 1, "size": self.figures[hit][0], "name": self.figures[hit][1],
                "target_hit": hit == 0}
        return Simple(body, view, self.label(hit))

    def odds(self, dist):
        return outcome_odds(say("Shooting into a melee: which figure is hit (weights "
                                "{weights} = {total})",
                                weights="+".join(str(f[2]) for f in self.figures),
                                total=self.total),
                            dist, [self.label(i) for i in range(len(self.figures))])


def _size(text: str) -> str:
    r = rules()["into_melee"]
    wanted = fold(text)
    for key in r["weights"]:
        if wanted in (fold(key), fold(r["names"][key])):
            return key
    raise MusterError(say("unknown size '{size}' (allowed: {allowed})", size=text,
                          allowed=", ".join(r["weights"])))


# ----------------------------------------------------------------------- physical feats


FEATS = ("plain", "swim", "long-jump", "high-jump", "climb", "fall")


def parse_mov(text: str) -> Fraction:
    """MOV in cm: '12', '12/4.8' (cm / inches, as cards print it) or '4.8in'."""
    per_inch = Fraction(str(rules()["feat"]["cm_per_inch"]))
    t = text.strip().lower().replace(",", ".")
    try:
        if t.endswith(("in", '"')):
            return Fraction(t.rstrip('in"').strip()) * per_inch
        cm, __, inches = t.partition("/")
        value = Fraction(cm.strip())
        if inches and Fraction(inches.strip()) * per_inch != value:
            raise MusterError(say("MOV {mov}: {inches} inches is not {cm} cm (1 inch = {per} cm)",
                                  mov=text, inches=inches.strip(), cm=cm.strip(),
                                  per=float(per_inch)))
        return value
    except (ValueError, ZeroDivisionError):
        raise MusterError(say("--mov takes cm ('12'), cm / inches ('12/4.8') or inches "
                              "('4.8in'), not '{mov}'", mov=text)) from None


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
            raise MusterError(say("unknown feat '{feat}' (allowed: {allowed})", feat=kind,
                                  allowed=", ".join(FEATS)))
        self.kind, self.spec = kind, f.get(kind, {})
        self.mov = parse_mov(mov)
        if self.mov < 0:
            raise MusterError(say("MOV cannot be negative"))
        self.inches = self.mov / Fraction(str(f["cm_per_inch"]))
        self.current = p.resolve_current(current)
        needs_res = kind in ("swim", "high-jump", "climb", "long-jump", "fall")
        if needs_res and res is None:
            raise MusterError(say("the {feat} needs the figure's --res (its RES)",
                                  feat=named(self.spec)))
        self.res = res
        self.value = self.inches - (res if self.spec.get("minus_res") else 0)
        self.difficulty: int | None = None
        self.wound_str: int | None = None
        self.location: str | None = "legs"
        self.on_flat = on_flat
        if kind == "plain":
            if difficulty is None:
                raise MusterError(say("a physical feat needs its --difficulty"))
            self.difficulty = difficulty
        elif kind == "swim":
            self.difficulty = 0
        elif kind == "long-jump":
            if bases is None or bases < 0 or depth is None or depth < 0:
                raise MusterError(say("a long jump needs --bases (base lengths to clear) and "
                                      "--depth (cm to the bottom, the STR of a failure)"))
            self.difficulty = self.spec["base_difficulty"] + self.spec["per_base"] * bases
            self.wound_str = depth
        elif kind == "high-jump":
            if over_models:
                if height is not None:
                    raise MusterError(say("give --height or --over-models, not both"))
                height = self.spec["over_models"][_size(over_models)]
            if height is None or height < 0:
                raise MusterError(say("a high jump needs --height (cm) or --over-models SIZE"))
            self.difficulty = height + res + (self.spec["smaller_obstacle"] if smaller else 0)
            self.wound_str = height
        elif kind in ("climb", "fall"):
            if height is None or height < 0:
                raise MusterError(say("the {feat} needs --height: cm above the ground where the "
                                      "roll is made", feat=named(self.spec)) if kind == "climb"
                                  else say("a deliberate fall needs --height: cm to the ground"))
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
            outcome = say("falls") if fell else say("climbs {cm} cm", cm=_num(climbed))
            success = not fell
        elif self.kind == "fall":
            feat = 0 if test.automatic_failure else test.total
            strength = self.height - feat
            if strength <= 0:
                strength = None
            success = strength is None
            outcome = say("unharmed") if success else say("leg wound")
        else:
            success = bool(test.success)
            outcome = say("success") if success else say("failure")
            if not success:
                strength = self.wound_str
        state = None
        if not success and self.kind == "swim":
            state = p._apply(self.spec["failure_wound"], self.current, None, 0)
        elif strength is not None and strength > 0 and self.res is not None:
            wound = p.damage_roll(src, strength, self.res, current=self.current,
                                  location=self.location)
            state = {"state": wound.state, "penalty": wound.penalty, "removed": wound.removed}
        key = outcome if state is None else say("{outcome}: {state}", outcome=outcome,
                                                  state=_state_word(state["state"]))
        entry = {"en": self.spec.get("en", f["en"]), "cs": self.spec.get("cs", f["cs"])}
        mov = _("MOV {cm} cm / {inches} in").format(cm=_dec(self.mov), inches=_dec(self.inches))
        value = _dec(self.inches) + (f" - RES {self.res}" if self.spec.get("minus_res")
                                     else "")
        head = (both(entry, bold=True, capital=True) + f": {_('d6')} + {value} ({mov}) = "
                f"{_dec(test.total)}")
        if self.difficulty is not None:
            head += _(", needs > {d}").format(d=self.difficulty)
        view = [head + _("; dice {dice}").format(dice=" + ".join(str(d) for d in test.dice))
                + (_(" (automatic failure)") if test.automatic_failure else "")]
        word = shown(outcome).upper()
        view.append((verdict(True, word) if success else verdict(False, no=word))
                    + _feat_note(self, success))
        if state is not None and wound is None:
            view.append(_("automatic light wound: the figure is now {state} (penalty {penalty}) "
                          "and stays where it is").format(state=shown(_state_word(state["state"])),
                                                          penalty=state["penalty"]))
        if wound is not None:
            where = (_("leg wound at STR {str} against RES {res}:") if self.location
                     else _("wound at STR {str} against RES {res}:"))
            view.append(where.format(str=_dec(strength), res=self.res))
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
        from muster.i18n import both_ways

        entry = {"en": self.spec.get("en", "physical feat"),
                 "cs": self.spec.get("cs", rules()["feat"]["cs"])}
        return outcome_odds(both_ways(lambda: self._title(entry)), dist)

    def _title(self, entry: dict) -> str:
        word = name(entry)
        return (f"{word[:1].upper()}{word[1:]}: {_('d6')} + {_dec(self.value)}"
                + (f" > {self.difficulty}" if self.difficulty is not None else ""))


def _dec(x) -> str:
    """A number as the feat lines show it (MOV / 2.5 may be a decimal: 4,8 in Czech)."""
    from muster.i18n import czech

    text = str(_num(x))
    return text.replace(".", ",") if czech() else text


def _state_word(state: str) -> Named:
    """A figure's state key ('light') with its Czech name."""
    names = p.wound_rules()["result"]
    return Named(state, names[state]["cs"] if state in names and state != "none"
                 else "nezraněn")


def _feat_note(feat: Feat, success: bool) -> str:
    if feat.kind == "swim":
        return _(": moves {cm} cm in the water").format(cm=_dec(feat.mov / 2)) if success else \
            _(": cannot swim")
    if feat.kind in ("long-jump", "high-jump"):
        return _(": lands on or past the obstacle, and the move ends") if success else ""
    if feat.kind == "climb":
        return "" if success else (_(" (standing on a flat area as big as its base: unhurt)")
                                   if feat.on_flat or feat.height == 0 else "")
    if feat.kind == "fall":
        return (_(": the fall of {cm} cm is no more than the feat").format(cm=feat.height)
                if success else "")
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
            raise MusterError(say("{options} describe a physical feat: give --feat",
                                  options=", ".join(feat_only)))
        return None
    if len(chosen) > 1:
        raise MusterError(say("choose one of {options}", options=", ".join(chosen)))
    if others:
        raise MusterError(say("{option} is a roll of its own; {others} belong to a "
                              "characteristic test", option=chosen[0], others=", ".join(others)))
    if feat_only and feat is None:
        raise MusterError(say("{options} describe a physical feat: give --feat",
                              options=", ".join(feat_only)))
    if current != "none" and chosen[0] not in ("--regeneration", "--feat"):
        raise MusterError(say("--current is for --regeneration and --feat, not {option}",
                              option=chosen[0]))
    if difficulty is not None and feat is None:
        raise MusterError(say("{option} takes no --difficulty", option=chosen[0]))
    if regeneration is not None:
        return Regeneration(regeneration, current)
    if reinforcement:
        return Reinforcement()
    if mutagenic is not None:
        return Mutagenic(mutagenic)
    if into_melee:
        return IntoMelee(into_melee)
    if mov is None:
        raise MusterError(say("a physical feat needs the figure's --mov (cm, or cm/inches as "
                              "printed: 12/4.8)"))
    return Feat(feat, mov, res=res, difficulty=difficulty, bases=bases, height=height,
                smaller=smaller, over_models=over_models, depth=depth, on_flat=on_flat,
                current=current, exact=exact)
