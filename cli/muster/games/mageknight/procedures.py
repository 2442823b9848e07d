"""Mage Knight procedures, each written once against a dice source."""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict


def rules() -> dict:
    return load("mageknight", "attack")


@dataclass
class AttackRoll:
    """One 2d6 attack roll compared with one or more defense values."""

    attack: int
    defenses: list[int]
    dice: list[int]
    natural: int
    total: int
    critical_hit: bool
    critical_miss: bool
    hits: list[bool]
    seed: int | None = None
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"game": "mageknight", "dice": self.dice, "natural": self.natural,
                "attack": self.attack, "total": self.total, "defenses": self.defenses,
                "critical_hit": self.critical_hit, "critical_miss": self.critical_miss,
                "hits": self.hits, "pushing": rules()["critical_miss"]["pushing_damage"]
                if self.critical_miss else 0, "seed": self.seed}

    def lines(self) -> list[str]:
        r = rules()
        dice = " ".join(die(d) for d in self.dice) or "2d6"
        out = [f"[bold]Attack roll[/] ({esc(r['attack_roll']['cs'])}): {dice} + {self.attack} "
               f"= [bold cyan]{self.total}[/]"]
        if self.critical_hit:
            out.append(f"[bold green]Critical hit[/] ({esc(r['critical_hit']['cs'])}): hits every "
                       f"target, +{r['critical_hit']['extra_damage']} damage to each target hit")
        if self.critical_miss:
            out.append(f"[bold red]Critical miss[/] ({esc(r['critical_miss']['cs'])}): misses, the "
                       f"attacker takes {r['critical_miss']['pushing_damage']} pushing damage")
        for d, hit in zip(self.defenses, self.hits):
            reason = "natural roll decides" if self.critical_hit or self.critical_miss else \
                f"{self.total} {'>=' if hit else '<'} {d}"
            out.append(f"  vs defense {d}: {verdict(hit, 'HIT', 'MISS')} ({reason})")
        return out


def attack_roll(src: Source, attack: int, defenses: list[int]) -> AttackRoll:
    """2d6 + attack against each defense; ties hit; natural 2 misses, natural 12 hits."""
    r = rules()
    pool = src.pool(r["attack_roll"]["dice"], r["attack_roll"]["sides"])
    natural = pool.total()
    crit_hit = natural == r["critical_hit"]["natural"]
    crit_miss = natural == r["critical_miss"]["natural"]
    total = natural + attack
    hits = [crit_hit or (not crit_miss and total >= d) for d in defenses]
    return AttackRoll(attack, list(defenses), pool.seen(), natural, total, crit_hit,
                      crit_miss, hits)


def attack_odds(attack: int, defenses: list[int], dist) -> "OddsResult":
    """Chance to hit each defense, from the distribution of hit patterns."""
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    rows = []
    view = [f"[bold]Attack {attack}: chance to hit[/]"]
    for i, d in enumerate(defenses):
        p = dist.p(lambda hits, i=i: hits[i])
        rows.append({"defense": d, **dist.prob(p)})
        view.append(f"  defense {d}: [bold]{percent(p)}[/] ({p.numerator}/{p.denominator})")
    return OddsResult({"odds": True, "attack": attack, "targets": rows}, view)
