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
from muster.engine.render import die, esc
from muster.errors import MusterError
from muster.i18n import N_, say

GAME = "mageknight"

UNSAID = (N_("who places terrain first"), N_("who deploys first"),
          N_("who takes the first turn"),
          N_("the environment cards' texts (which card cancels which)"))


def data() -> dict:
    return load(GAME, "setup")


# ================================================================= actions and the table


def actions_for(points: int) -> dict:
    """The row of the actions table for a build total; refused where the seed is silent."""
    rows = data()["actions"]["table"]
    for row in rows:
        if row["points"] == points:
            return row
    from muster.i18n import _

    known = ", ".join(_("{points} points: {actions}").format(points=r["points"],
                                                             actions=r["actions"])
                      for r in rows)
    raise MusterError(say("the rulebook muster has gives actions per turn only for {known}; "
                          "for {points} points agree it, or add a row to the actions table "
                          "(MUSTER_DATA=DIR with DIR/mageknight/setup.toml)", known=known,
                          points=points))


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
        raise MusterError(say("--cancels '{text}' should be CARD=CARD (the first cancels "
                              "the second, as printed on the card)", text=text))
    if fold(a) == fold(b):
        raise MusterError(say("--cancels {a}={b}: a card does not cancel itself", a=a, b=b))
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
            raise MusterError(say("--environment '{text}' should be SIDE=CARD (e.g. "
                                  "--environment Radek=Fog)", text=text))
        if any(e.side == side for e in envs):
            raise MusterError(say("{side} chooses one environment card, not two (L184)",
                                  side=side))
        envs.append(Environment(side, card))
    pairs = [tuple(p) for p in data()["environment"]["cancels"]] + [_pair(c) for c in cancels]
    if pairs and not envs:
        raise MusterError(say("--cancels needs the cards in play: give --environment "
                              "SIDE=CARD"))
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
        from muster.i18n import _, czech, shown

        d = data()

        def term(entry: dict, ref: str) -> str:
            # English: 'standard game (standardní hra, L225-231)'; Czech: 'standardní hra (L225-231)'
            if czech():
                return f"{esc(entry['cs'])} ({ref})"
            return f"{esc(entry['en'])} ({esc(entry['cs'])}, {ref})"

        out = ["[bold]" + _("Mage Knight set-up") + "[/]"]
        if self.standard:
            sg = d["standard_game"]
            c = d["constructible"]
            name = term(sg, sg["ref"])
            out.append((name[:1].upper() + name[1:] if czech() else name) + ": " + shown(say(
                "battlefield {side} x {side} in (about {cm} x {cm} cm), {points} points, "
                "{minutes} minutes, each player puts {lo}-{hi} terrain pieces into the "
                "terrain bank (+{extra} constructible if all agree, {ref}), ",
                side=sg["battlefield_in"], cm=sg["battlefield_cm"], points=sg["points"],
                minutes=sg["minutes"], lo=sg["terrain_min"], hi=sg["terrain_max"],
                extra=c["extra_per_player"], ref=c["ref"]))
                + (_("elevated terrain allowed") if sg["elevated"]
                   else _("no elevated terrain")))
        if self.actions:
            a = d["actions"]
            out.append(shown(say("build total {points} points: {n} {term}",
                                 points=self.points,
                                 n=f"[bold cyan]{self.actions['actions']}[/]",
                                 term=term(a, self.actions["ref"]))))
        if self.environments:
            e = d["environment"]
            head = (_("Environment cards ({ref})").format(ref=e["ref"]) if czech() else
                    f"{esc(e['en']).capitalize()}s ({esc(e['cs'])}, {e['ref']})")
            out.append(head + _(", revealed after the terrain is placed, before the armies:"))
            for env in self.environments:
                if env.in_play:
                    fate = "[bold green]" + _("stays in play") + "[/]"
                else:
                    by = ", ".join(_("{side}'s {card}").format(side=esc(c.side),
                                                               card=esc(c.card))
                                   for c in env.cancelled_by)
                    mutual = any(env in c.cancelled_by for c in env.cancelled_by)
                    fate = (_("[bold red]cancelled[/] by {by}").format(by=by)
                            + (_(" (they cancel each other: both leave)") if mutual else ""))
                out.append(f"  {esc(env.side)}: {esc(env.card)} - {fate}")
            in_play = [x.card for x in self.environments if x.in_play]
            out.append(_("in play: ") + (esc(", ".join(in_play)) if in_play else _("none")))
        out.append("  [dim]" + _("not in the part of the rulebook muster has: ")
                   + esc("; ".join(_(u) for u in UNSAID)) + "[/]")
        return out


def setup(points: int | None, standard: bool, environments: list[str],
          cancels: list[str]) -> Setup:
    sg = data()["standard_game"]
    if standard:
        if points is not None and points != sg["points"]:
            raise MusterError(say("--standard is a {standard}-point game; --points {points} "
                                  "contradicts it", standard=sg["points"], points=points))
        points = sg["points"]
    if points is not None and points <= 0:
        raise MusterError(say("--points {points}: a build total is a positive number of "
                              "points", points=points))
    actions = actions_for(points) if points is not None else None
    envs = reveal(environments, cancels)
    if points is None and not standard and not envs:
        raise MusterError(say("setup needs --points N, --standard or --environment "
                              "SIDE=CARD (muster deploy-shuffle mageknight --help)"))
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
        from muster.i18n import _, czech

        d = data()["dispute"]
        if czech():
            head = f"[bold]{esc(d['cs'][:1].upper() + d['cs'][1:])}[/] ({d['ref']})"
        else:
            head = f"[bold]Dispute roll[/] ({esc(d['cs'])}, {d['ref']})"
        if self.about:
            head += f": {esc(self.about)}"
        outcome = (_("the action is [bold green]ALLOWED[/]") if self.allowed else
                   _("the action is [bold red]NOT CARRIED OUT[/]"))
        return [head, f"  D6 {die(self.die, good=self.allowed)}: " + outcome
                + _(" (1-3 no, 4-6 yes)")]


def dispute(src: Source, about: str | None = None) -> Dispute:
    d = data()["dispute"]
    value = src.d(d["sides"])
    return Dispute(value, value in d["allowed"], about)
