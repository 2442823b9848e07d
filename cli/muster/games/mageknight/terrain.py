"""Mage Knight constructible terrain: attacking and destroying it (seed 004 L155-181).

One procedure, `attack_terrain`, written once against a dice source. The attack roll is
`procedures.attack_roll` (2d6 + attack against the terrain's defense, ties hit, natural 2
and 12 critical), so the roll and its criticals are exactly those of ``muster roll
mageknight``. The terrain's numbers live in ``data/terrain.toml``.
"""

from __future__ import annotations

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict
from muster.errors import MusterError
from muster.games.mageknight import procedures
from muster.i18n import N_, say


def rules() -> dict:
    return load("mageknight", "terrain")


class TerrainSpec:
    """The terrain card, the attacker, and the damage the terrain took earlier this turn."""

    __slots__ = ("attack", "defense", "structure", "damage", "ranged", "before", "steep")

    def __init__(self, attack: int, defense: int, structure: int, damage: int, *,
                 ranged: bool = False, damage_this_turn: int = 0, steep: bool = False):
        bounds = rules()["bounds"]
        for name, option, value in (("attack", "--attack", attack),
                                    ("defense", "--defense", defense),
                                    ("structure", "--structure", structure),
                                    ("damage", "--damage", damage),
                                    ("damage_this_turn", "--damage-this-turn",
                                     damage_this_turn)):
            lo, hi = bounds[name]
            if not lo <= value <= hi:
                raise MusterError(say("{option} {value} is out of range ({lo}-{hi})",
                                      option=option, value=value, lo=lo, hi=hi))
        if damage_this_turn >= structure:
            raise MusterError(say("--damage-this-turn {damage} already reaches the structure "
                                  "value {structure}: the terrain was destroyed earlier this "
                                  "turn", damage=damage_this_turn, structure=structure))
        self.attack = attack
        self.defense = defense
        self.structure = structure
        self.damage = damage
        self.ranged = ranged
        self.before = damage_this_turn
        self.steep = steep


class TerrainAttack:
    def __init__(self, spec: TerrainSpec, roll, dealt: int, after: int, destroyed: bool,
                 eliminated: bool, pushing: int):
        self.spec = spec
        self.roll = roll
        self.dealt = dealt
        self.after = after
        self.destroyed = destroyed
        self.eliminated = eliminated
        self.pushing = pushing
        self.seed: int | None = None

    @property
    def hit(self) -> bool:
        return self.roll.hits[0]

    def key(self) -> str:
        """The outcome: 'miss', 'hit' (standing) or 'destroyed'."""
        return N_("destroyed") if self.destroyed else (N_("hit") if self.hit else N_("miss"))

    def to_json(self) -> dict:
        s = self.spec
        return {"game": "mageknight", "dice": self.roll.dice, "natural": self.roll.natural,
                "attack": s.attack, "total": self.roll.total, "defense": s.defense,
                "critical_hit": self.roll.critical_hit,
                "critical_miss": self.roll.critical_miss, "hit": self.hit,
                "attack_type": "ranged" if s.ranged else "close",
                "damage": self.dealt, "damage_before": s.before,
                "damage_this_turn": self.after, "structure": s.structure,
                "destroyed": self.destroyed, "steep": s.steep,
                "warriors_eliminated": self.eliminated, "pushing": self.pushing,
                "seed": self.seed}

    def lines(self) -> list[str]:
        from muster.i18n import _, czech

        r, a = rules(), procedures.rules()
        s = self.spec
        kind = "ranged" if s.ranged else "close"
        dmg = r["damage"][kind]
        dice = " ".join(die(d) for d in self.roll.dice) or "2d6"
        shown_kind = _("ranged") if s.ranged else _("close")
        roll = f"{dice} + {s.attack} = [bold cyan]{self.roll.total}[/]"
        if czech():
            out = [_("[bold]Attack on {terrain}[/], {kind}: {roll} vs {defense} {value}").format(
                terrain=esc(r["terrain"]["cs"]), kind=shown_kind, roll=roll,
                defense=esc(r["defense"]["cs"]), value=s.defense)]
        else:
            out = [f"[bold]Attack on {esc(r['terrain']['en'])}[/] ({esc(r['terrain']['cs'])}), "
                   f"{kind}: {roll} vs {r['defense']['en']} {s.defense}"]
        if self.roll.critical_hit:
            out.append("  " + _("[bold green]critical hit[/] ({cs}): hits, +{extra} damage").format(
                cs=esc(a["critical_hit"]["cs"]), extra=a["critical_hit"]["extra_damage"]))
        elif self.roll.critical_miss:
            out.append("  " + _("[bold red]critical miss[/] ({cs}): misses; the attacker takes "
                                "{n} pushing damage").format(cs=esc(a["critical_miss"]["cs"]),
                                                             n=self.pushing))
        else:
            out.append(f"  {self.roll.total} {'>=' if self.hit else '<'} {s.defense}")
        out.append(f"  {verdict(self.hit, 'HIT', 'MISS')}")
        if self.hit:
            critical = _(" +1 critical") if self.dealt > s.damage else ""
            out.append("  " + _("damage dealt: [bold]{dealt}[/] ({what} {value}{critical})").format(
                dealt=self.dealt, what=esc(dmg["cs"] if czech() else dmg["en"]), value=s.damage,
                critical=critical))
        out.append("  " + (_("damage this turn: {before} + {dealt} = [bold]{after}[/] of {what} "
                             "{structure} ({cs})") if not czech() else
                           _("damage this turn: {before} + {dealt} = [bold]{after}[/] of {cs} "
                             "{structure}")).format(
            before=s.before, dealt=self.dealt, after=self.after, what=r["structure"]["en"],
            structure=s.structure, cs=esc(r["structure"]["cs"])))
        if self.destroyed:
            out.append("  " + _("[bold red]DESTROYED[/]: remove the terrain"))
            if s.steep:
                out.append("  " + (_("warriors on the {what} ({cs}) are [bold red]eliminated[/]")
                                   if not czech() else
                                   _("warriors on the {cs} are [bold red]eliminated[/]")).format(
                    what=esc(r["steep"]["en"]), cs=esc(r["steep"]["cs"])))
        else:
            left = s.structure - self.after
            out.append("  " + _("standing: {n} more damage this turn destroys it; the count "
                                "resets at the end of the turn").format(n=left))
        return out


def attack_terrain(src: Source, spec: TerrainSpec) -> TerrainAttack:
    """One attack on constructible terrain: the attack roll, damage, destruction."""
    r, a = rules(), procedures.rules()
    roll = procedures.attack_roll(src, spec.attack, [spec.defense])
    dealt = 0
    if roll.hits[0]:
        dealt = spec.damage
        if roll.critical_hit and r["critical_hit"]["adds_damage"]:
            dealt += a["critical_hit"]["extra_damage"]
    after = spec.before + dealt
    destroyed = after >= spec.structure
    eliminated = destroyed and spec.steep and r["steep"]["warriors_eliminated"]
    pushing = a["critical_miss"]["pushing_damage"] if roll.critical_miss else 0
    return TerrainAttack(spec, roll, dealt, after, destroyed, eliminated, pushing)


def terrain_odds(spec: TerrainSpec, dist) -> "OddsResult":
    """Chance to hit and to destroy, from the distribution of `TerrainAttack.key`."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    from muster.i18n import _

    hit = dist.p(lambda k: k != "miss")
    gone = dist["destroyed"]
    kind = _("ranged") if spec.ranged else _("close")
    label_hit, label_gone = _("hit:"), _("destroyed:")
    width = max(len(label_hit), len(label_gone)) + 1
    view = ["[bold]" + _("Attack {attack} ({kind}, damage {damage}) on terrain: defense "
                         "{defense}, structure {structure}, {before} damage this turn").format(
                attack=spec.attack, kind=kind, damage=spec.damage, defense=spec.defense,
                structure=spec.structure, before=spec.before) + "[/]",
            f"  {label_hit:<{width}}[bold]{percent(hit)}[/] ({fraction_text(hit)})",
            f"  {label_gone:<{width}}[bold]{percent(gone)}[/] ({fraction_text(gone)})"]
    body = {"odds": True, "game": "mageknight", "attack": spec.attack,
            "defense": spec.defense, "structure": spec.structure, "damage": spec.damage,
            "damage_this_turn": spec.before, "hit": dist.prob(hit),
            "destroyed": dist.prob(gone),
            "warriors_eliminated": dist.prob(gone if spec.steep else hit * 0)}
    if spec.steep:
        view.append("  " + _("warriors eliminated: {p}").format(p=f"[bold]{percent(gone)}[/]")
                    + f" ({fraction_text(gone)})")
    return OddsResult(body, view)
