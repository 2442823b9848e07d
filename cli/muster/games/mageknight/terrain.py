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
                raise MusterError(f"{option} {value} is out of range ({lo}-{hi})")
        if damage_this_turn >= structure:
            raise MusterError(f"--damage-this-turn {damage_this_turn} already reaches the "
                              f"structure value {structure}: the terrain was destroyed earlier "
                              "this turn")
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
        return "destroyed" if self.destroyed else ("hit" if self.hit else "miss")

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
        r, a = rules(), procedures.rules()
        s = self.spec
        kind = "ranged" if s.ranged else "close"
        dmg = r["damage"][kind]
        dice = " ".join(die(d) for d in self.roll.dice) or "2d6"
        out = [f"[bold]Attack on {esc(r['terrain']['en'])}[/] ({esc(r['terrain']['cs'])}), "
               f"{kind}: {dice} + {s.attack} = [bold cyan]{self.roll.total}[/] vs "
               f"{r['defense']['en']} {s.defense}"]
        if self.roll.critical_hit:
            out.append(f"  [bold green]critical hit[/] ({esc(a['critical_hit']['cs'])}): hits, "
                       f"+{a['critical_hit']['extra_damage']} damage")
        elif self.roll.critical_miss:
            out.append(f"  [bold red]critical miss[/] ({esc(a['critical_miss']['cs'])}): misses; "
                       f"the attacker takes {self.pushing} pushing damage")
        else:
            out.append(f"  {self.roll.total} {'>=' if self.hit else '<'} {s.defense}")
        out.append(f"  {verdict(self.hit, 'HIT', 'MISS')}")
        if self.hit:
            out.append(f"  damage dealt: [bold]{self.dealt}[/] ({esc(dmg['en'])} {s.damage}"
                       + (" +1 critical" if self.dealt > s.damage else "") + ")")
        out.append(f"  damage this turn: {s.before} + {self.dealt} = [bold]{self.after}[/] of "
                   f"{r['structure']['en']} {s.structure} ({esc(r['structure']['cs'])})")
        if self.destroyed:
            out.append("  [bold red]DESTROYED[/]: remove the terrain")
            if s.steep:
                out.append(f"  warriors on the {esc(r['steep']['en'])} "
                           f"({esc(r['steep']['cs'])}) are [bold red]eliminated[/]")
        else:
            left = s.structure - self.after
            out.append(f"  standing: {left} more damage this turn destroys it; the count "
                       "resets at the end of the turn")
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

    hit = dist.p(lambda k: k != "miss")
    gone = dist["destroyed"]
    kind = "ranged" if spec.ranged else "close"
    view = [f"[bold]Attack {spec.attack} ({kind}, damage {spec.damage}) on terrain: defense "
            f"{spec.defense}, structure {spec.structure}, {spec.before} damage this turn[/]",
            f"  hit:       [bold]{percent(hit)}[/] ({fraction_text(hit)})",
            f"  destroyed: [bold]{percent(gone)}[/] ({fraction_text(gone)})"]
    body = {"odds": True, "game": "mageknight", "attack": spec.attack,
            "defense": spec.defense, "structure": spec.structure, "damage": spec.damage,
            "damage_this_turn": spec.before, "hit": dist.prob(hit),
            "destroyed": dist.prob(gone),
            "warriors_eliminated": dist.prob(gone if spec.steep else hit * 0)}
    if spec.steep:
        view.append(f"  warriors eliminated: [bold]{percent(gone)}[/] "
                    f"({fraction_text(gone)})")
    return OddsResult(body, view)
