"""Mage Knight procedures, each written once against a dice source.

* `attack_roll`  - ``muster roll mageknight``: one 2d6 attack roll against one or more
  defense values (fortification added where a target has it).
* `wound`        - ``muster wound mageknight``: the same roll, then damage (split among the
  targets hit), capture or healing, and the dial before and after.

The numbers (dice, criticals, capture modifier, bounds) come from ``data/attack.toml``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict
from muster.errors import MusterError
from muster.i18n import N_, both_ways, ngettext, say, shown

if TYPE_CHECKING:
    from muster.engine.odds import Distribution
    from muster.engine.run import OddsResult


def rules() -> dict:
    return load("mageknight", "attack")


# --------------------------------------------------------------------------- checks


def check_value(name: str, value: int, option: str | None = None) -> int:
    """Refuse a value outside the sanity bounds of data/attack.toml [bounds]."""
    lo, hi = rules()["bounds"][name]
    if not lo <= value <= hi:
        raise MusterError(say("{option} {value} is out of range (it must be {lo}-{hi})",
                              option=option or "--" + name, value=value, lo=lo, hi=hi))
    return value


def per_target(option: str, values: list[int] | None, n: int, bound: str) -> list[int] | None:
    """An option given once per --defense (in the same order), or not at all."""
    if not values:
        return None
    if len(values) != n:
        raise MusterError(say("{option} was given {k} time(s) but there are {n} --defense "
                              "value(s); give one {option} per --defense, in order",
                              option=option, k=len(values), n=n))
    return [check_value(bound, v, option) for v in values]


def parse_split(text: str) -> list[int]:
    """'1,1' or '2 0' -> [1, 1] / [2, 0]."""
    parts = [p for p in text.replace(",", " ").split() if p]
    if not parts:
        raise MusterError(say("--split '{text}' is empty; give one number per --defense, "
                              "e.g. --split 1,1", text=text))
    from muster.numbers import NotANumber, parse_int

    out = []
    for p in parts:
        try:
            v = parse_int(p)
        except NotANumber:
            raise MusterError(say("--split '{text}': '{p}' is not a whole number",
                                  text=text, p=p)) from None
        if v < 0:
            raise MusterError(say("--split '{text}': {v} is negative (0 is the least a "
                                  "target hit can take)", text=text, v=v))
        out.append(v)
    return out


# --------------------------------------------------------------------------- outcome keys


class HitPattern(tuple):
    """The key of a roll for --odds and --times: one bool per target, shown readably."""

    def __str__(self) -> str:
        from muster.i18n import _

        return ", ".join(_("hit") if h else _("miss") for h in self)


class WoundOutcome(tuple):
    """The key of a wound: ((hit, damage, healing, eliminated) per target, pushing)."""

    def __str__(self) -> str:
        from muster.i18n import _, number

        targets, pushing = self
        parts = []
        for i, (hit, damage, healing, eliminated) in enumerate(targets):
            text = (_("T{n} hit") if hit else _("T{n} miss")).format(n=i + 1)
            if hit and healing is not None:
                text += _(" heal {n}").format(n=number(healing))
            elif hit:
                text += _(" dmg {n}").format(n=number(damage))
            if eliminated:
                text += _(" eliminated")
            parts.append(text)
        if pushing:
            parts.append(_("pushing {n}").format(n=number(pushing)))
        return "; ".join(parts)


# --------------------------------------------------------------------------- roll


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
    fortification: list[int] = field(default_factory=list)
    seed: int | None = None
    notes: list[str] = field(default_factory=list)
    terrain: list[int] = field(default_factory=list)

    @property
    def final_defenses(self) -> list[int]:
        forts = self.fortification or [0] * len(self.defenses)
        terr = self.terrain or [0] * len(self.defenses)
        return [d + f + t for d, f, t in zip(self.defenses, forts, terr)]

    @property
    def pushing(self) -> int:
        return rules()["critical_miss"]["pushing_damage"] if self.critical_miss else 0

    def to_json(self) -> dict:
        return {"game": "mageknight", "dice": self.dice, "natural": self.natural,
                "attack": self.attack, "total": self.total, "defenses": self.defenses,
                "fortification": self.fortification or [0] * len(self.defenses),
                "final_defenses": self.final_defenses,
                "critical_hit": self.critical_hit, "critical_miss": self.critical_miss,
                "hits": self.hits, "pushing": self.pushing, "seed": self.seed}

    def head(self) -> list[str]:
        from muster.i18n import _, czech

        r = rules()

        def title(key: str, english: str, style: str = "bold") -> str:
            # English: the English term and the rulebook's Czech one; Czech: the Czech term
            if czech():
                text = r[key]["cs"]
                return f"[{style}]{esc(text[:1].upper() + text[1:])}[/]"
            return f"[{style}]{english}[/] ({esc(r[key]['cs'])})"

        dice = " ".join(die(d) for d in self.dice) or "2d6"
        out = [title("attack_roll", "Attack roll")
               + f": {dice} + {self.attack} = [bold cyan]{self.total}[/]"]
        if self.critical_hit:
            out.append(title("critical_hit", "Critical hit", "bold green") + ": " + _(
                "natural {n} hits every target, +{extra} damage to each target hit").format(
                    n=self.natural, extra=r['critical_hit']['extra_damage']))
        if self.critical_miss:
            pushing = esc(r['pushing']['cs'])
            out.append(title("critical_miss", "Critical miss", "bold red") + ": " + _(
                "natural {n} misses, the attacker takes {damage} pushing damage ({pushing})"
            ).format(n=self.natural, damage=r['critical_miss']['pushing_damage'],
                     pushing=pushing))
        return out

    def target_line(self, i: int, target_value: bool = False) -> str:
        """'vs defense 16: HIT (...)'; a bombard token's roll: 'vs target value 10: ...'."""
        d, hit = self.defenses[i], self.hits[i]
        fort = self.fortification[i] if self.fortification else 0
        from muster.i18n import _

        terr = self.terrain[i] if self.terrain else 0
        shown = f"{d}" if not fort else \
            _("{d} + fortification {fort} ({cs})").format(
                d=d, fort=fort, cs=esc(rules()['fortification']['cs']))
        if terr:
            shown += _(" + terrain {terr} ({cs})").format(
                terr=terr, cs=esc(rules()['terrain_defense']['cs']))
        final = d + fort + terr
        if fort or terr:
            shown += f" = {final}"
        reason = _("natural roll decides") if self.critical_hit or self.critical_miss else \
            f"{self.total} {'>=' if hit else '<'} {final}"
        text = _("vs target value {shown}: {verdict} ({reason})") if target_value else \
            _("vs defense {shown}: {verdict} ({reason})")
        return text.format(shown=shown, verdict=verdict(hit, 'HIT', 'MISS'), reason=reason)

    def lines(self) -> list[str]:
        return self.head() + ["  " + self.target_line(i) for i in range(len(self.defenses))]


def attack_roll(src: Source, attack: int, defenses: list[int],
                fortification: list[int] | None = None,
                terrain: list[int] | None = None) -> AttackRoll:
    """2d6 + attack against each defense (+ its fortification); ties hit; natural 2
    misses, natural 12 hits."""
    r = rules()
    pool = src.pool(r["attack_roll"]["dice"], r["attack_roll"]["sides"])
    natural = pool.total()
    crit_hit = natural == r["critical_hit"]["natural"]
    crit_miss = natural == r["critical_miss"]["natural"]
    total = natural + attack
    forts = list(fortification or [])
    terr = list(terrain or [])
    finals = [d + (forts[i] if forts else 0) + (terr[i] if terr else 0)
              for i, d in enumerate(defenses)]
    hits = [crit_hit or (not crit_miss and total >= d) for d in finals]
    return AttackRoll(attack, list(defenses), pool.seen(), natural, total, crit_hit,
                      crit_miss, hits, forts, terrain=terr)


def check_roll(attack: int, defenses: list[int], fortification: list[int] | None) -> list[int] | None:
    check_value("attack", attack)
    for d in defenses:
        check_value("defense", d)
    return per_target("--fortification", fortification, len(defenses), "fortification")


def attack_odds(attack: int, defenses: list[int], dist: "Distribution",
                fortification: list[int] | None = None,
                terrain: list[int] | None = None) -> "OddsResult":
    """Chance to hit each defense, from the distribution of hit patterns."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    from muster.i18n import _

    rows = []
    view = ["[bold]" + _("Attack {attack}: chance to hit").format(attack=attack) + "[/]"]
    for i, d in enumerate(defenses):
        fort = fortification[i] if fortification else 0
        terr = terrain[i] if terrain else 0
        p = dist.p(lambda hits, i=i: hits[i])
        row = {"defense": d, "fortification": fort, "final_defense": d + fort + terr,
               **dist.prob(p)}
        if terrain:
            row["terrain"] = terr
        rows.append(row)
        shown = f"{d}" if not fort else _("{d} + fortification {fort}").format(d=d, fort=fort)
        if terr:
            shown += _(" + terrain {terr}").format(terr=terr)
        if fort or terr:
            shown += f" = {d + fort + terr}"
        view.append("  " + _("defense {shown}: {p}").format(
            shown=shown, p=f"[bold]{percent(p)}[/]") + f" ({fraction_text(p)})")
    return OddsResult({"odds": True, "game": "mageknight", "attack": attack, "targets": rows},
                      view)


# --------------------------------------------------------------------------- wound


class WoundSpec:
    """What the player typed for ``muster wound mageknight``, checked once up front."""

    def __init__(self, attack: int, damage: int | None, defenses: list[int], *,
                 split: str | None = None, fortification: list[int] | None = None,
                 capture: bool = False, heal: bool = False,
                 golem_markers: list[int] | None = None,
                 clicks_taken: list[int] | None = None, skull_at: list[int] | None = None,
                 ranged=None, captive: bool = False):
        r = rules()
        n = len(defenses)
        self.captive = captive
        if captive:
            ec = r["eliminate_captive"]
            if capture or heal:
                raise MusterError(say("--eliminate-captive is its own action: not with "
                                      "{option}", option="--capture" if capture else "--heal"))
            if n > ec["max_targets"]:
                raise MusterError(say("--eliminate-captive attacks one target, your own "
                                      "captive ({n} --defense values given)", n=n))
            if split or clicks_taken or skull_at:
                raise MusterError(say("a captive is never wounded (L38): --split, "
                                      "--clicks-taken and --skull-at have nothing to act on"))
            if fortification:
                raise MusterError(say("--fortification counts only against ranged attacks; "
                                      "eliminating a captive is a close attack"))
            damage = damage or 0
        self.ranged = ranged if ranged is not None and ranged.any else None
        if self.ranged is not None and captive:
            raise MusterError(say("close-shot, precision, ranged formations and the terrain "
                                  "bonuses belong to a ranged attack, not to "
                                  "--eliminate-captive (a close attack)"))
        if self.ranged is not None and (capture or heal):
            raise MusterError(
                say("close-shot, precision, ranged formations and the terrain bonuses belong "
                    "to a ranged attack that damages, not to --capture (a close attack)")
                if capture else
                say("close-shot, precision, ranged formations and the terrain bonuses belong "
                    "to a ranged attack that damages, not to --heal"))
        if n == 0:
            raise MusterError(say("give at least one --defense"))
        check_value("attack", attack)
        for d in defenses:
            check_value("defense", d)
        if capture and heal:
            raise MusterError(say("--capture and --heal are different actions; choose one"))
        if capture:
            if n > r["capture"]["max_targets"]:
                raise MusterError(say("a capture attempt has exactly one target ({n} "
                                      "--defense values given)", n=n))
            if split:
                raise MusterError(say("--split makes no sense with --capture: a capture "
                                      "deals no damage"))
            if fortification:
                raise MusterError(say("--fortification counts only against ranged attacks; "
                                      "a capture is a close attack"))
            damage = damage or 0
        if damage is None:
            raise MusterError(say("give --damage N (the damage value, or the healing amount "
                                  "with --heal)"))
        check_value("damage", damage)
        self.base_damage = damage
        if self.ranged is not None:
            damage += self.ranged.damage_mod
        self.attack, self.damage, self.defenses = attack, damage, list(defenses)
        self.capture, self.heal = capture, heal
        self.fortification = per_target("--fortification", fortification, n, "fortification")
        self.clicks_taken = per_target("--clicks-taken", clicks_taken, n, "clicks")
        self.skull_at = per_target("--skull-at", skull_at, n, "clicks")
        if self.skull_at:
            for i, k in enumerate(self.skull_at):
                if k < 1:
                    raise MusterError(say("--skull-at {k}: the skulls cannot show at the "
                                          "starting position (give a click of 1 or more)",
                                          k=k))
                if self.clicks_taken and self.clicks_taken[i] >= k:
                    raise MusterError(say("--clicks-taken {taken} with --skull-at {k}: that "
                                          "warrior is already eliminated",
                                          taken=self.clicks_taken[i], k=k))
        self.split = None
        if split is not None:
            parts = parse_split(split)
            if len(parts) != n:
                raise MusterError(say("--split {split} has {k} share(s) but there are {n} "
                                      "--defense value(s); give one share per target",
                                      split=split, k=len(parts), n=n))
            if sum(parts) != damage:
                raise MusterError(
                    say("--split {split} sums to {total}, but the healing is {amount}; the "
                        "shares must add up to it", split=split, total=sum(parts),
                        amount=damage) if heal else
                    say("--split {split} sums to {total}, but the damage is {amount}; the "
                        "shares must add up to it", split=split, total=sum(parts),
                        amount=damage))
            self.split = parts
        self.golem_markers = sorted(set(golem_markers or []))
        if self.golem_markers:
            if not heal:
                raise MusterError(say("--golem-marker only matters when healing (--heal)"))
            if n != 1 or not self.clicks_taken:
                raise MusterError(say("--golem-marker needs one target and its dial position "
                                      "(--clicks-taken K)"))
            for m in self.golem_markers:
                if m < 1:
                    raise MusterError(say("--golem-marker {m}: a repair marker sits 1 or more "
                                          "clicks from the start", m=m))
                check_value("clicks", m, "--golem-marker")
            if self.clicks_taken[0] in self.golem_markers:
                raise MusterError(say("--clicks-taken {k} shows the repair marker at click "
                                      "{k}: a golem whose stat slot shows a repair marker "
                                      "cannot be healed, so there is nothing to roll",
                                      k=self.clicks_taken[0]))

    @property
    def mode(self) -> str:
        if self.captive:
            return "eliminate-captive"
        return "capture" if self.capture else "heal" if self.heal else "damage"

    @property
    def attack_value(self) -> int:
        """The attack value rolled with (capture at -3; the ranged modifiers)."""
        mod = self.ranged.attack_mod if self.ranged is not None else 0
        if self.captive:
            mod += rules()["eliminate_captive"]["attack_modifier"]
        return self.attack + (rules()["capture"]["attack_modifier"] if self.capture else 0) \
            + mod

    @property
    def terrain(self) -> list[int] | None:
        return self.ranged.terrain if self.ranged is not None else None


@dataclass
class TargetResult:
    defense: int
    fortification: int
    hit: bool
    share: int = 0  # damage (or healing) allotted before the critical bonus
    damage: int = 0
    healing: int | None = None  # clicks actually healed (heal mode)
    clicks_before: int | None = None
    clicks_after: int | None = None
    eliminated: bool | None = None
    captured: bool | None = None
    notes: list[str] = field(default_factory=list)
    terrain: int = 0

    def to_json(self) -> dict:
        out = {"defense": self.defense, "fortification": self.fortification,
               "terrain": self.terrain,
               "final_defense": self.defense + self.fortification + self.terrain,
               "hit": self.hit, "damage": self.damage}
        if self.healing is not None:
            out["healing"] = self.healing
        if self.captured is not None:
            out["captured"] = self.captured
        out["clicks_before"] = self.clicks_before
        out["clicks_after"] = self.clicks_after
        out["eliminated"] = self.eliminated
        return out

    def key(self) -> tuple:
        return (self.hit, self.damage, self.healing, self.eliminated)


@dataclass
class WoundResult:
    spec: WoundSpec
    roll: AttackRoll
    targets: list[TargetResult]
    seed: int | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def pushing(self) -> int:
        return self.roll.pushing

    def key(self) -> WoundOutcome:
        return WoundOutcome((tuple(t.key() for t in self.targets), self.pushing))

    def to_json(self) -> dict:
        extra = {}
        if self.spec.ranged is not None:
            rm = self.spec.ranged
            extra = {"attack_modifier": rm.attack_mod, "damage_modifier": rm.damage_mod,
                     "damage_value": self.spec.damage, "close_shot": rm.close_shot,
                     "precision": rm.precision, "formation": {
                         "attack_members": rm.formation[0],
                         "damage_members": rm.formation[1]}}
        return {**extra, "game": "mageknight", "mode": self.spec.mode, "dice": self.roll.dice,
                "natural": self.roll.natural, "attack": self.roll.attack,
                "total": self.roll.total, "critical_hit": self.roll.critical_hit,
                "critical_miss": self.roll.critical_miss,
                "targets": [t.to_json() for t in self.targets], "pushing": self.pushing,
                "seed": self.seed}

    def lines(self) -> list[str]:
        r = rules()
        out = []
        if self.spec.captive:
            ec = r["eliminate_captive"]
            out.append(shown(say("[bold]Eliminating your captive[/] ({cs}): attack {attack} "
                                 "{mod} = {value}", cs=esc(ec["cs"]), attack=self.spec.attack,
                                 mod=f"{ec['attack_modifier']:+d}",
                                 value=self.spec.attack_value)))
        if self.spec.capture:
            out.append(shown(say("[bold]Capture attempt[/] ({cs}): attack {attack} {mod} = "
                                 "{value}", cs=esc(r["capture"]["cs"]),
                                 attack=self.spec.attack,
                                 mod=f"{r['capture']['attack_modifier']:+d}",
                                 value=self.spec.attack_value)))
        if self.spec.ranged is not None:
            rm = self.spec.ranged
            for note in rm.notes:
                out.append(shown(note))
            if rm.attack_mod:
                out.append(shown(say("attack {attack} {mod} = {value}",
                                     attack=self.spec.attack, mod=f"{rm.attack_mod:+d}",
                                     value=self.spec.attack_value)))
            if rm.damage_mod:
                out.append(shown(say("damage {damage} {mod} = {value}",
                                     damage=self.spec.base_damage, mod=f"{rm.damage_mod:+d}",
                                     value=self.spec.damage)))
        out += self.roll.head()
        from muster.i18n import _

        for i, t in enumerate(self.targets):
            out.append(_("Target {n}: {line}").format(n=i + 1, line=self.roll.target_line(i)))
            for note in t.notes:
                out.append(f"  {shown(note)}")
        if self.pushing:
            out.append(_("Attacker: {n} pushing damage ({cs}), 1 click").format(
                n=self.pushing, cs=esc(r['pushing']['cs'])))
        for note in self.notes:
            out.append(shown(note))
        return out


def _shares(spec: WoundSpec, hits: list[bool]) -> tuple[list[int], list[str]]:
    """The damage (or healing) each target gets before the critical bonus."""
    n = len(hits)
    shares = [0] * n
    notes: list[str] = []
    if not any(hits):
        return shares, notes
    first = hits.index(True)
    if spec.split is None:
        shares[first] = spec.damage
        return shares, notes
    for i, part in enumerate(spec.split):
        if hits[i]:
            shares[i] += part
        elif part:
            shares[first] += part
            notes.append(say("target {i} was missed: its share of {part} goes to target "
                             "{first}, the first target hit", i=i + 1, part=part,
                             first=first + 1))
    return shares, notes


def _heal(before: int, amount: int, markers: list[int]) -> tuple[int, str]:
    """Turn the dial back ``amount`` clicks from ``before``: never past the start, and a
    golem stops at a repair marker (none at all if one shows now)."""
    if before in markers:
        return before, say("a repair marker shows at click {k}: a golem cannot be healed",
                           k=before)
    pos = before
    for _ in range(amount):
        if pos == 0:
            return pos, say("stopped at the starting position")
        pos -= 1
        if pos in markers:
            return pos, say("stopped at the repair marker at click {k}", k=pos)
    return pos, ""


def wound(src: Source, spec: WoundSpec) -> WoundResult:
    """One attack roll against every target, then damage, capture or healing."""
    r = rules()
    roll = attack_roll(src, spec.attack_value, spec.defenses, spec.fortification,
                       spec.terrain)
    shares, notes = _shares(spec, roll.hits)
    bonus = r["critical_hit"]["extra_damage"] if roll.critical_hit else 0
    targets = []
    for i, d in enumerate(spec.defenses):
        hit = roll.hits[i]
        t = TargetResult(d, spec.fortification[i] if spec.fortification else 0, hit, shares[i])
        t.terrain = spec.terrain[i] if spec.terrain else 0
        before = spec.clicks_taken[i] if spec.clicks_taken else None
        t.clicks_before = before
        if spec.captive:
            t.damage = 0
            t.eliminated = hit
            t.notes.append(say("[bold red]ELIMINATED[/]: the captive is removed") if hit else
                           say("the captive takes no damage and stays a captive"))
        elif spec.capture:
            t.captured = hit
            t.notes.append(say("captured: no damage (a capture deals none, even on a critical)")
                           if hit else say("not captured"))
            if hit:
                from muster.i18n import named

                t.notes += [named(a) for a in rules()["capture"].get("after", [])]
        elif spec.heal:
            amount = shares[i] + bonus if hit else 0
            t.healing = amount
            if hit:
                extra = say(" (+{bonus} critical)", bonus=bonus) if bonus else ""
                if before is None:
                    t.notes.append(both_ways(lambda: ngettext(
                        "heals up to {n} click(s){extra}, counter-clockwise, never past the "
                        "starting position",
                        "heals up to {n} click(s){extra}, counter-clockwise, never past the "
                        "starting position", amount).format(n=amount, extra=shown(extra))))
                else:
                    after, why = _heal(before, amount, spec.golem_markers)
                    healed = t.healing = before - after
                    if why:
                        t.notes.append(both_ways(lambda: ngettext(
                            "heals {healed} of {n} click(s){extra}: {why}",
                            "heals {healed} of {n} click(s){extra}: {why}", amount).format(
                                healed=healed, n=amount, extra=shown(extra), why=shown(why))))
                    else:
                        t.notes.append(both_ways(lambda: ngettext(
                            "heals {healed} of {n} click(s){extra}",
                            "heals {healed} of {n} click(s){extra}", amount).format(
                                healed=healed, n=amount, extra=shown(extra))))
        else:
            t.damage = shares[i] + bonus if hit else 0
            if hit:
                extra = say(" ({share} + {bonus} critical)", share=shares[i], bonus=bonus) \
                    if bonus else ""
                dealt = t.damage
                t.notes.append(both_ways(lambda: ngettext(
                    "takes {n} damage{extra}: {n} click(s) clockwise",
                    "takes {n} damage{extra}: {n} click(s) clockwise", dealt).format(
                        n=dealt, extra=shown(extra))))
        if before is not None:
            if spec.heal:
                t.clicks_after = before - (t.healing or 0)
            else:
                t.clicks_after = before + t.damage
            t.notes.append(say("dial: click {before} -> click {after}", before=t.clicks_before,
                               after=t.clicks_after))
        if spec.skull_at:
            k = spec.skull_at[i]
            now = t.clicks_after if t.clicks_after is not None else t.damage
            t.eliminated = now >= k
            if t.eliminated:
                t.notes.append(say("[bold red]ELIMINATED[/] ({cs}): skulls at click {k}",
                                   cs=esc(r['elimination']['cs']), k=k))
            else:
                left = k - now
                t.notes.append(both_ways(lambda: ngettext(
                    "still standing: {n} click(s) to the skulls",
                    "still standing: {n} click(s) to the skulls", left).format(n=left)))
        targets.append(t)
    return WoundResult(spec, roll, targets, notes=notes)


def wound_odds(spec: WoundSpec, dist: "Distribution") -> "OddsResult":
    """Per target: chance to be hit, the damage (or healing) distribution, the chance of
    elimination; and the chance the attacker takes pushing damage."""
    from fractions import Fraction

    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    from muster.i18n import _, name

    what = "healing" if spec.heal else "damage"
    modes = {"damage": N_("Attack {attack} (damage): odds per target"),
             "heal": N_("Attack {attack} (heal): odds per target"),
             "capture": N_("Attack {attack} (capture): odds per target"),
             "eliminate-captive": N_("Attack {attack} (eliminate-captive): odds per target")}
    rows = []
    view = ["[bold]" + _(modes[spec.mode]).format(attack=spec.attack_value) + "[/]"]
    for i, d in enumerate(spec.defenses):
        p_hit = dist.p(lambda k, i=i: k[0][i][0])
        amounts: dict[int, Fraction] = {}
        for k, p in dist.probs.items():
            t = k[0][i]
            v = (t[2] or 0) if spec.heal else t[1]
            amounts[v] = amounts.get(v, Fraction(0)) + p
        fort = spec.fortification[i] if spec.fortification else 0
        terr = spec.terrain[i] if spec.terrain else 0
        row = {"defense": d, "fortification": fort, "terrain": terr,
               "final_defense": d + fort + terr, "hit": dist.prob(p_hit),
               what: [{"value": v, **dist.prob(p)} for v, p in sorted(amounts.items())]}
        shown_ = f"{d}" if not fort else _("{d} + fortification {fort}").format(d=d, fort=fort)
        if terr:
            shown_ += _(" + terrain {terr}").format(terr=terr)
        if fort or terr:
            shown_ += f" = {d + fort + terr}"
        view.append(_("Target {n}, defense {shown}: hit {p}").format(
            n=i + 1, shown=shown_, p=f"[bold]{percent(p_hit)}[/]")
            + f" ({fraction_text(p_hit)})")
        if not spec.capture and not spec.captive:
            label = name(rules()["healing" if spec.heal else "damage"])
            view.append(f"  {label}: " + ", ".join(
                f"{v}: {percent(p)} ({fraction_text(p)})" for v, p in sorted(amounts.items())))
        if spec.capture:
            row["captured"] = dist.prob(p_hit)
        if spec.skull_at or spec.captive:
            p_el = dist.p(lambda k, i=i: bool(k[0][i][3]))
            row["eliminated"] = dist.prob(p_el)
            view.append("  " + _("eliminated: {p}").format(p=f"[bold]{percent(p_el)}[/]")
                        + f" ({fraction_text(p_el)})")
        rows.append(row)
    p_push = dist.p(lambda k: k[1] > 0)
    view.append(_("Attacker takes pushing damage (critical miss): {p}").format(
        p=percent(p_push)) + f" ({fraction_text(p_push)})")
    body = {"odds": True, "game": "mageknight", "mode": spec.mode, "attack": spec.attack_value,
            "targets": rows, "pushing": dist.prob(p_push)}
    return OddsResult(body, view)
