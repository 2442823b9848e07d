"""Mage Knight views of an attack on constructible terrain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult
from muster.engine.render import die, esc, verdict
from muster.engine.rule import odds_view, view
from muster.games.mageknight import terrain
from muster.games.mageknight.tables import rules
from muster.games.mageknight.terrain import TerrainAttack, TerrainSpec
from muster.i18n import _, czech
from muster.text import chance as percent
from muster.text import fraction_note
from muster.typography import die_word

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution


# --------------------------------------------------------------------------- constructible terrain


@view(TerrainAttack)
def terrain_lines(res: TerrainAttack) -> list[str]:
    r, a = terrain.rules(), rules()
    s = res.spec
    kind = "ranged" if s.ranged else "close"
    dmg = r["damage"][kind]
    # Czech '4 + 4 + 9 = 17', as the attack roll's; English '4 4 + 9'
    dice = (" + " if czech() else " ").join(die(d) for d in res.dice) or die_word("2d6")
    shown_kind = _("ranged") if s.ranged else _("close")
    roll = f"{dice} + {s.attack} = [bold cyan]{res.total}[/]"
    if czech():
        out = [_("[bold]Attack on {terrain}[/], {kind}: {roll} vs {defense} {value}").format(
            terrain=esc(r["terrain"]["cs"]), kind=shown_kind, roll=roll,
            defense=esc(r["defense"]["cs_dat"]), value=s.defense)]
    else:
        out = [f"[bold]Attack on {esc(r['terrain']['en'])}[/] ({esc(r['terrain']['cs'])}), "
               f"{kind}: {roll} vs {r['defense']['en']} {s.defense}"]
    if res.critical_hit:
        out.append("  " + _("[bold green]critical hit[/] ({cs}): hits, +{extra} damage").format(
            cs=esc(a["critical_hit"]["cs"]), extra=a["critical_hit"]["extra_damage"]))
    elif res.critical_miss:
        out.append("  " + _("[bold red]critical miss[/] ({cs}): misses; the attacker takes "
                            "{n} pushing damage").format(cs=esc(a["critical_miss"]["cs"]),
                                                         n=res.pushing))
    else:
        out.append(f"  {res.total} {'>=' if res.hit else '<'} {s.defense}")
    out.append(f"  {verdict(res.hit, 'HIT', 'MISS')}")
    if res.hit:
        critical = _(" +1 critical") if res.damage > s.damage else ""
        out.append("  " + _("damage dealt: [bold]{dealt}[/] ({what} {value}{critical})").format(
            dealt=res.damage, what=esc(dmg["cs"] if czech() else dmg["en"]), value=s.damage,
            critical=critical))
    out.append("  " + (_("damage this turn: {before} + {dealt} = [bold]{after}[/] of {what} "
                         "{structure} ({cs})") if not czech() else
                       _("damage this turn: {before} + {dealt} = [bold]{after}[/] of {cs} "
                         "{structure}")).format(
        before=res.damage_before, dealt=res.damage, after=res.damage_this_turn,
        what=r["structure"]["en"], structure=res.structure, cs=esc(r["structure"]["cs"])))
    if res.destroyed:
        out.append("  " + _("[bold red]DESTROYED[/]: remove the terrain"))
        if s.steep:
            out.append("  " + (_("warriors on the {what} ({cs}) are [bold red]eliminated[/]")
                               if not czech() else
                               _("warriors on the {cs} are [bold red]eliminated[/]")).format(
                what=esc(r["steep"]["en"]), cs=esc(r["steep"]["cs"])))
    else:
        left = s.structure - res.damage_this_turn
        out.append("  " + _("standing: {n} more damage this turn destroys it; the count "
                            "resets at the end of the turn").format(n=left))
    return out


@odds_view(TerrainSpec)
def terrain_odds(spec: TerrainSpec, dist: Distribution) -> OddsResult:
    """Chance to hit and to destroy, from the distribution of `TerrainAttack.key`."""
    hit = dist.p(lambda k: k != "miss")
    gone = dist["destroyed"]
    kind = _("ranged") if spec.ranged else _("close")
    label_hit, label_gone = _("hit:"), _("destroyed:")
    width = max(len(label_hit), len(label_gone)) + 1
    view = ["[bold]" + _("Attack {attack} ({kind}, damage {damage}) on terrain: defense "
                         "{defense}, structure {structure}, {before} damage this turn").format(
                attack=spec.attack, kind=kind, damage=spec.damage, defense=spec.defense,
                structure=spec.structure, before=spec.damage_this_turn) + "[/]",
            f"  {label_hit:<{width}}[bold]{percent(hit)}[/]{fraction_note(hit)}",
            f"  {label_gone:<{width}}[bold]{percent(gone)}[/]{fraction_note(gone)}"]
    body = {"odds": True, "game": "mageknight", "attack": spec.attack,
            "defense": spec.defense, "structure": spec.structure, "damage": spec.damage,
            "damage_this_turn": spec.damage_this_turn, "hit": dist.prob(hit),
            "destroyed": dist.prob(gone),
            "warriors_eliminated": dist.prob(gone if spec.steep else hit * 0)}
    if spec.steep:
        view.append("  " + _("warriors eliminated: {p}").format(p=f"[bold]{percent(gone)}[/]")
                    + fraction_note(gone))
    return OddsResult(body, view)
