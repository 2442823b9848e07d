"""Mage Knight set-up (`muster deploy-shuffle mageknight`), seed 004 L182-189, L224-241:
actions per turn from the build total, environment cards revealed with their
cancellations, the standard game, and the dispute roll (a D6: 1-3 no, 4-6 yes).

The part of the rulebook muster has (part 2 of the Czech translation) does not say who
places terrain first, who deploys first or who takes the first turn, and gives actions per
turn only for 200 and 300 points; the environment cards' texts (and so which cancels which)
are on the cards. Numbers are in ``data/setup.toml``.
"""

from __future__ import annotations

from muster.engine.data import fold, load
from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict
from muster.errors import MusterError

GAME = "mageknight"

UNSAID = ("who places terrain first", "who deploys first", "who takes the first turn",
          "the environment cards' texts (which card cancels which)")


def data() -> dict:
    return load(GAME, "setup")


# ================================================================= actions and the table


def actions_for(points: int) -> dict:
    """The row of the actions table for a build total; refused where the seed is silent."""
    rows = data()["actions"]["table"]
    for row in rows:
        if row["points"] == points:
            return row
    known = ", ".join(f"{r['points']} points: {r['actions']}" for r in rows)
    raise MusterError(f"the rulebook muster has gives actions per turn only for {known}; "
                      f"for {points} points agree it, or add a row to the actions table "
                      "(MUSTER_DATA=DIR with DIR/mageknight/setup.toml)")


class Environment:
    def __init__(self, side: str, card: str):
        self.side = side
        self.card = card
        self.cancelled_by: list["Environment"] = []

    @property
    def in_play(self) -> bool:
        return not self.cancelled_by

    def to_json(self) -> dict:
        return {"side": self.side, "card": self.card, "in_play": self.in_play,
                "cancelled_by": [{"side": e.side, "card": e.card} for e in self.cancelled_by]}


def _pair(text: str) -> tuple[str, str]:
    a, sep, b = text.partition("=")
    a, b = a.strip(), b.strip()
    if not sep or not a or not b:
        raise MusterError(f"--cancels '{text}' should be CARD=CARD (the first cancels the "
                          "second, as printed on the card)")
    if fold(a) == fold(b):
        raise MusterError(f"--cancels {a}={b}: a card does not cancel itself")
    return a, b


def reveal(choices: list[str], cancels: list[str]) -> list[Environment]:
    """Every player's environment card, revealed together: a card is cancelled when a card
    in play at the reveal cancels it; all cancellations happen at once, so two cards that
    cancel each other both leave (L184-185)."""
    envs: list[Environment] = []
    for text in choices:
        side, sep, card = text.partition("=")
        side, card = side.strip(), card.strip()
        if not sep or not side or not card:
            raise MusterError(f"--environment '{text}' should be SIDE=CARD (e.g. "
                              "--environment Radek=Fog)")
        if any(e.side == side for e in envs):
            raise MusterError(f"{side} chooses one environment card, not two (L184)")
        envs.append(Environment(side, card))
    pairs = [tuple(p) for p in data()["environment"]["cancels"]] + [_pair(c) for c in cancels]
    if pairs and not envs:
        raise MusterError("--cancels needs the cards in play: give --environment SIDE=CARD")
    for a, b in pairs:
        for canceller in envs:
            if fold(canceller.card) != fold(a):
                continue
            for target in envs:
                if fold(target.card) == fold(b) and canceller not in target.cancelled_by:
                    target.cancelled_by.append(canceller)
    return envs


class Setup:
    def __init__(self, points: int | None, actions: dict | None, standard: bool,
                 environments: list[Environment]):
        self.points = points
        self.actions = actions
        self.standard = standard
        self.environments = environments

    def to_json(self) -> dict:
        sg = data()["standard_game"] if self.standard else None
        return {"game": GAME, "form": "setup", "points": self.points,
                "actions_per_turn": self.actions["actions"] if self.actions else None,
                "standard_game": None if sg is None else {
                    "battlefield_in": sg["battlefield_in"], "battlefield_cm": sg["battlefield_cm"],
                    "points": sg["points"], "minutes": sg["minutes"],
                    "terrain_pieces": [sg["terrain_min"], sg["terrain_max"]],
                    "elevated_terrain": sg["elevated"]},
                "environments": [e.to_json() for e in self.environments],
                "in_play": [e.card for e in self.environments if e.in_play],
                "not_in_rulebook": list(UNSAID)}

    def lines(self) -> list[str]:
        d = data()
        out = ["[bold]Mage Knight set-up[/]"]
        if self.standard:
            sg = d["standard_game"]
            c = d["constructible"]
            out.append(f"{esc(sg['en'])} ({esc(sg['cs'])}, {sg['ref']}): battlefield "
                       f"{sg['battlefield_in']} x {sg['battlefield_in']} in (about "
                       f"{sg['battlefield_cm']} x {sg['battlefield_cm']} cm), {sg['points']} "
                       f"points, {sg['minutes']} minutes, each player puts "
                       f"{sg['terrain_min']}-{sg['terrain_max']} terrain pieces into the terrain "
                       f"bank (+{c['extra_per_player']} constructible if all agree, "
                       f"{c['ref']}), " + ("elevated terrain allowed" if sg["elevated"]
                                           else "no elevated terrain"))
        if self.actions:
            a = d["actions"]
            out.append(f"build total {self.points} points: [bold cyan]{self.actions['actions']}"
                       f"[/] {esc(a['en'])} ({esc(a['cs'])}, {self.actions['ref']})")
        if self.environments:
            e = d["environment"]
            out.append(f"{esc(e['en']).capitalize()}s ({esc(e['cs'])}, {e['ref']}), revealed "
                       "after the terrain is placed, before the armies:")
            for env in self.environments:
                if env.in_play:
                    fate = "[bold green]stays in play[/]"
                else:
                    by = ", ".join(f"{esc(c.side)}'s {esc(c.card)}" for c in env.cancelled_by)
                    mutual = any(env in c.cancelled_by for c in env.cancelled_by)
                    fate = (f"[bold red]cancelled[/] by {by}"
                            + (" (they cancel each other: both leave)" if mutual else ""))
                out.append(f"  {esc(env.side)}: {esc(env.card)} - {fate}")
            in_play = [x.card for x in self.environments if x.in_play]
            out.append("in play: " + (esc(", ".join(in_play)) if in_play else "none"))
        out.append(f"  [dim]not in the part of the rulebook muster has: "
                   f"{esc('; '.join(UNSAID))}[/]")
        return out


def setup(points: int | None, standard: bool, environments: list[str],
          cancels: list[str]) -> Setup:
    sg = data()["standard_game"]
    if standard:
        if points is not None and points != sg["points"]:
            raise MusterError(f"--standard is a {sg['points']}-point game; --points {points} "
                              "contradicts it")
        points = sg["points"]
    if points is not None and points <= 0:
        raise MusterError(f"--points {points}: a build total is a positive number of points")
    actions = actions_for(points) if points is not None else None
    envs = reveal(environments, cancels)
    if points is None and not standard and not envs:
        raise MusterError("setup needs --points N, --standard or --environment SIDE=CARD "
                          "(muster deploy-shuffle mageknight --help)")
    return Setup(points, actions, standard, envs)


# ================================================================= the dispute roll


class Dispute:
    def __init__(self, value: int, allowed: bool, about: str | None):
        self.die = value
        self.allowed = allowed
        self.about = about
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": GAME, "form": "dispute", "about": self.about, "die": self.die,
                "allowed": self.allowed, "seed": self.seed}

    def lines(self) -> list[str]:
        d = data()["dispute"]
        head = f"[bold]Dispute roll[/] ({esc(d['cs'])}, {d['ref']})"
        if self.about:
            head += f": {esc(self.about)}"
        return [head, f"  D6 {die(self.die, good=self.allowed)}: the action is "
                + verdict(self.allowed, "ALLOWED", "NOT CARRIED OUT")
                + " (1-3 no, 4-6 yes)"]


def dispute(src: Source, about: str | None = None) -> Dispute:
    d = data()["dispute"]
    value = src.d(d["sides"])
    return Dispute(value, value in d["allowed"], about)
