"""Mage Knight views: the terminal text and the odds tables of the rules (the only place
with markup and translation)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from muster.engine.odds import fraction_text, percent
from muster.engine.render import die, esc, table, verdict
from muster.engine.rule import odds_view, view
from muster.engine.scatter import (Landing, Picture, ScatterOdds, chance_line, clock_of, land,
                                   landing_rows)
from muster.engine.run import OddsResult, bool_odds
from muster.games.mageknight import bombard as bb
from muster.games.mageknight import score, setup, terrain
from muster.games.mageknight.setup import Dispute, DisputeSpec, Setup
from muster.games.mageknight.score import Score
from muster.games.mageknight.terrain import TerrainAttack, TerrainSpec
from muster.games.mageknight.bombard import BombardResult, BombardSpec, ExampleNoted
from muster.games.mageknight.attack import AttackRoll, AttackSpec, rules
from muster.games.mageknight.ranged import RangedSpec, ranged_mods
from muster.games.mageknight.wound import TargetResult, WoundResult, WoundSpec
from muster.i18n import N_, _, czech, name, named, ngettext, say, shown
from muster.i18n import number as localised
from muster.i18n import percent as i18n_percent

if TYPE_CHECKING:
    from muster.engine.odds import Distribution


# --------------------------------------------------------------------------- attack roll


def _title(key: str, english: str, style: str = "bold") -> str:
    """English: the English term and the rulebook's Czech one; Czech: the Czech term."""
    text = rules()[key]["cs"]
    if czech():
        return f"[{style}]{esc(text[:1].upper() + text[1:])}[/]"
    return f"[{style}]{english}[/] ({esc(text)})"


def attack_head(roll: AttackRoll) -> list[str]:
    """The roll and its criticals: 'Attack roll (hod na útok): 3 3 + 9 = 15'."""
    r = rules()
    dice = " ".join(die(d) for d in roll.dice) or "2d6"
    out = [_title("attack_roll", "Attack roll") + f": {dice} + {roll.attack} = "
           f"[bold cyan]{roll.total}[/]"]
    if roll.critical_hit:
        out.append(_title("critical_hit", "Critical hit", "bold green") + ": " + _(
            "natural {n} hits every target, +{extra} damage to each target hit").format(
                n=roll.natural, extra=r['critical_hit']['extra_damage']))
    if roll.critical_miss:
        out.append(_title("critical_miss", "Critical miss", "bold red") + ": " + _(
            "natural {n} misses, the attacker takes {damage} pushing damage ({pushing})"
        ).format(n=roll.natural, damage=r['critical_miss']['pushing_damage'],
                 pushing=esc(r['pushing']['cs'])))
    return out


def target_line(roll: AttackRoll, i: int, target_value: bool = False) -> str:
    """'vs defense 16: HIT (...)'; a bombard token's roll: 'vs target value 10: ...'."""
    d, hit = roll.defenses[i], roll.hits[i]
    fort, terr = roll.fortification_of(i), roll.terrain_of(i)
    text = f"{d}" if not fort else _("{d} + fortification {fort} ({cs})").format(
        d=d, fort=fort, cs=esc(rules()['fortification']['cs']))
    if terr:
        text += _(" + terrain {terr} ({cs})").format(
            terr=terr, cs=esc(rules()['terrain_defense']['cs']))
    final = d + fort + terr
    if fort or terr:
        text += f" = {final}"
    reason = _("natural roll decides") if roll.critical_hit or roll.critical_miss else \
        f"{roll.total} {'>=' if hit else '<'} {final}"
    line = _("vs target value {shown}: {verdict} ({reason})") if target_value else \
        _("vs defense {shown}: {verdict} ({reason})")
    return line.format(shown=text, verdict=verdict(hit, 'HIT', 'MISS'), reason=reason)


@view(AttackRoll)
def attack_lines(roll: AttackRoll) -> list[str]:
    return attack_head(roll) + ["  " + target_line(roll, i) for i in range(len(roll.defenses))]


def _defense_text(d: int, fort: int, terr: int) -> str:
    """'14', '14 + fortification 2', '15 + terrain 2 = 17' (an odds table's defense)."""
    text = f"{d}" if not fort else _("{d} + fortification {fort}").format(d=d, fort=fort)
    if terr:
        text += _(" + terrain {terr}").format(terr=terr)
    if fort or terr:
        text += f" = {d + fort + terr}"
    return text


@odds_view(AttackSpec)
def attack_odds(spec: AttackSpec, dist: "Distribution") -> OddsResult:
    """Chance to hit each defense, from the distribution of hit patterns."""
    attack, terrain = spec.attack_value, spec.terrain
    rows = []
    lines = ["[bold]" + _("Attack {attack}: chance to hit").format(attack=attack) + "[/]"]
    for i, d in enumerate(spec.defenses):
        fort = spec.fortification[i] if spec.fortification else 0
        terr = terrain[i] if terrain else 0
        p = dist.p(lambda hits, i=i: hits[i])
        row = {"defense": d, "fortification": fort, "final_defense": d + fort + terr,
               **dist.prob(p)}
        if terrain:
            row["terrain"] = terr
        rows.append(row)
        lines.append("  " + _("defense {shown}: {p}").format(
            shown=_defense_text(d, fort, terr), p=f"[bold]{percent(p)}[/]")
            + f" ({fraction_text(p)})")
    return OddsResult({"odds": True, "game": "mageknight", "attack": attack, "targets": rows},
                      lines)


# --------------------------------------------------------------------------- ranged


def _both(entry: dict) -> str:
    """English 'close-shot (střelba z blízka)', Czech just the Czech term."""
    return entry["cs"] if czech() else f"{entry['en']} ({entry['cs']})"


def ranged_notes(rm: RangedSpec) -> list[str]:
    """What each ranged modifier adds, one line each."""
    r = rules()
    out = []
    if rm.close_shot is not None:
        cs, half = r["close_shot"], rm.half_range
        text = ngettext("{name}: +{bonus} attack, the target within {half} in",
                        "{name}: +{bonus} attack, the target within {half} in", half) \
            if rm.close_shot == "attack" else \
            ngettext("{name}: +{bonus} damage, the target within {half} in",
                     "{name}: +{bonus} damage, the target within {half} in", half)
        out.append(text.format(name=_both(cs), bonus=cs["bonus"], half=half))
    if rm.precision:
        pr = r["precision"]
        out.append(_("{name}: {mod} attack, a target in contact with a friendly figure").format(
            name=_both(pr), mod=pr["attack_modifier"]))
    if rm.formation:
        f = r["ranged_formation"]
        out.append(ngettext("{name}: {n} member(s) +{each} attack each",
                            "{name}: {n} member(s) +{each} attack each",
                            rm.formation_attack).format(
            name=_both(f), n=rm.formation_attack, each=f["attack_per_member"])
            + ngettext(", {n} bow member(s) +{each} damage each",
                       ", {n} bow member(s) +{each} damage each",
                       rm.formation_damage).format(
            n=rm.formation_damage, each=f["damage_per_bow_member"]))
    return out


# --------------------------------------------------------------------------- wound


def _wound_head(spec: WoundSpec) -> list[str]:
    r = rules()
    out = []
    if spec.eliminate_captive:
        ec = r["eliminate_captive"]
        out.append(_("[bold]Eliminating your captive[/] ({cs}): attack {attack} {mod} = "
                     "{value}").format(cs=esc(ec["cs"]), attack=spec.attack,
                                       mod=f"{ec['attack_modifier']:+d}",
                                       value=spec.attack_value))
    if spec.capture:
        out.append(_("[bold]Capture attempt[/] ({cs}): attack {attack} {mod} = {value}").format(
            cs=esc(r["capture"]["cs"]), attack=spec.attack,
            mod=f"{r['capture']['attack_modifier']:+d}", value=spec.attack_value))
    if spec.ranged.any:
        mods = ranged_mods(spec.ranged)
        out += ranged_notes(spec.ranged)
        if mods.attack_mod:
            out.append(_("attack {attack} {mod} = {value}").format(
                attack=spec.attack, mod=f"{mods.attack_mod:+d}", value=spec.attack_value))
        if mods.damage_mod:
            out.append(_("damage {damage} {mod} = {value}").format(
                damage=spec.base_damage, mod=f"{mods.damage_mod:+d}", value=spec.damage_value))
    return out


def _heal_note(t: TargetResult, bonus: int) -> str:
    extra = _(" (+{bonus} critical)").format(bonus=bonus) if bonus else ""
    n = t.amount
    if t.clicks_before is None:
        return ngettext("heals up to {n} click(s){extra}, counter-clockwise, never past the "
                        "starting position",
                        "heals up to {n} click(s){extra}, counter-clockwise, never past the "
                        "starting position", n).format(n=n, extra=extra)
    if t.stop is None:
        return ngettext("heals {healed} of {n} click(s){extra}",
                        "heals {healed} of {n} click(s){extra}", n).format(
            healed=t.healing, n=n, extra=extra)
    why = {"marker-shows": _("a repair marker shows at click {k}: a golem cannot be healed"),
           "start": _("stopped at the starting position"),
           "marker": _("stopped at the repair marker at click {k}")}[t.stop].format(
        k=t.clicks_after)
    return ngettext("heals {healed} of {n} click(s){extra}: {why}",
                    "heals {healed} of {n} click(s){extra}: {why}", n).format(
        healed=t.healing, n=n, extra=extra, why=why)


def target_notes(spec: WoundSpec, t: TargetResult, bonus: int) -> list[str]:
    """What happened to one target: eliminated, captured, healed or damaged; its dial."""
    r = rules()
    out = []
    if spec.eliminate_captive:
        out.append(_("[bold red]ELIMINATED[/]: the captive is removed") if t.hit else
                   _("the captive takes no damage and stays a captive"))
    elif spec.capture:
        out.append(_("captured: no damage (a capture deals none, even on a critical)")
                   if t.hit else _("not captured"))
        if t.hit:
            out += [shown(named(a)) for a in r["capture"].get("after", [])]
    elif spec.heal and t.hit:
        out.append(_heal_note(t, bonus))
    elif t.hit:
        extra = _(" ({share} + {bonus} critical)").format(share=t.share, bonus=bonus) \
            if bonus else ""
        out.append(ngettext("takes {n} damage{extra}: {n} click(s) clockwise",
                            "takes {n} damage{extra}: {n} click(s) clockwise",
                            t.damage).format(n=t.damage, extra=extra))
    if t.clicks_before is not None:
        out.append(_("dial: click {before} -> click {after}").format(before=t.clicks_before,
                                                                     after=t.clicks_after))
    if t.skull_at is not None:
        if t.eliminated:
            out.append(_("[bold red]ELIMINATED[/] ({cs}): skulls at click {k}").format(
                cs=esc(r['elimination']['cs']), k=t.skull_at))
        else:
            now = t.clicks_after if t.clicks_after is not None else t.damage
            left = t.skull_at - now
            out.append(ngettext("still standing: {n} click(s) to the skulls",
                                "still standing: {n} click(s) to the skulls",
                                left).format(n=left))
    return out


def split_notes(spec: WoundSpec, hits: tuple[bool, ...]) -> list[str]:
    """A missed target's share of a split goes to the first target hit."""
    if spec.split is None or not any(hits):
        return []
    first = hits.index(True)
    return [_("target {i} was missed: its share of {part} goes to target {first}, the first "
              "target hit").format(i=i + 1, part=part, first=first + 1)
            for i, part in enumerate(spec.split) if part and not hits[i]]


@view(WoundResult)
def wound_lines(w: WoundResult) -> list[str]:
    r = rules()
    out = _wound_head(w.spec) + attack_head(w.roll)
    bonus = r["critical_hit"]["extra_damage"] if w.roll.critical_hit else 0
    for i, t in enumerate(w.targets):
        out.append(_("Target {n}: {line}").format(n=i + 1, line=target_line(w.roll, i)))
        out += [f"  {note}" for note in target_notes(w.spec, t, bonus)]
    if w.pushing:
        out.append(_("Attacker: {n} pushing damage ({cs}), 1 click").format(
            n=w.pushing, cs=esc(r['pushing']['cs'])))
    return out + split_notes(w.spec, w.roll.hits)


MODES = {"damage": N_("Attack {attack} (damage): odds per target"),
         "heal": N_("Attack {attack} (heal): odds per target"),
         "capture": N_("Attack {attack} (capture): odds per target"),
         "eliminate-captive": N_("Attack {attack} (eliminate-captive): odds per target")}


@odds_view(WoundSpec)
def wound_odds(spec: WoundSpec, dist: "Distribution") -> OddsResult:
    """Per target: chance to be hit, the damage (or healing) distribution, the chance of
    elimination; and the chance the attacker takes pushing damage."""
    what = "healing" if spec.heal else "damage"
    terrain = spec.terrain
    rows = []
    lines = ["[bold]" + _(MODES[spec.mode]).format(attack=spec.attack_value) + "[/]"]
    for i, d in enumerate(spec.defenses):
        p_hit = dist.p(lambda k, i=i: k[0][i][0])
        amounts: dict[int, Fraction] = {}
        for k, p in dist.probs.items():
            t = k[0][i]
            v = (t[2] or 0) if spec.heal else t[1]
            amounts[v] = amounts.get(v, Fraction(0)) + p
        fort = spec.fortification[i] if spec.fortification else 0
        terr = terrain[i] if terrain else 0
        row = {"defense": d, "fortification": fort, "terrain": terr,
               "final_defense": d + fort + terr, "hit": dist.prob(p_hit),
               what: [{"value": v, **dist.prob(p)} for v, p in sorted(amounts.items())]}
        lines.append(_("Target {n}, defense {shown}: hit {p}").format(
            n=i + 1, shown=_defense_text(d, fort, terr), p=f"[bold]{percent(p_hit)}[/]")
            + f" ({fraction_text(p_hit)})")
        if not spec.capture and not spec.eliminate_captive:
            label = name(rules()[what])
            lines.append(f"  {label}: " + ", ".join(
                f"{v}: {percent(p)} ({fraction_text(p)})" for v, p in sorted(amounts.items())))
        if spec.capture:
            row["captured"] = dist.prob(p_hit)
        if spec.skull_at or spec.eliminate_captive:
            p_el = dist.p(lambda k, i=i: bool(k[0][i][3]))
            row["eliminated"] = dist.prob(p_el)
            lines.append("  " + _("eliminated: {p}").format(p=f"[bold]{percent(p_el)}[/]")
                         + f" ({fraction_text(p_el)})")
        rows.append(row)
    p_push = dist.p(lambda k: k[1] > 0)
    lines.append(_("Attacker takes pushing damage (critical miss): {p}").format(
        p=percent(p_push)) + f" ({fraction_text(p_push)})")
    body = {"odds": True, "game": "mageknight", "mode": spec.mode, "attack": spec.attack_value,
            "targets": rows, "pushing": dist.prob(p_push)}
    return OddsResult(body, lines)


# --------------------------------------------------------------------------- bombard


def landing_line(landing: Landing) -> str:
    """'it lands on the aim point (0, 0)' / 'it lands at (0, -1): 1 in at 180 degrees
    (6 o'clock)' (English as the scatter engine writes it; Czech from the catalog)."""
    if not czech():
        return f"it lands [bold cyan]{landing.text(bb.UNIT)}[/]"

    x, y = landing.xy
    if not landing.distance or landing.degrees is None:
        return shown(say("it lands [bold cyan]on the aim point ({x}, {y})[/]", x=0, y=0))
    return shown(say("it lands [bold cyan]at ({x}, {y}): {distance} at {degrees} degrees "
                     "({clock} o'clock)[/]", x=bb.inch(x), y=bb.inch(y),
                     distance=bb.inches(landing.distance), degrees=bb.inch(landing.degrees),
                     clock=bb.inch(clock_of(float(landing.degrees)))))


@view(BombardResult)
def bombard_lines(res: BombardResult) -> list[str]:
    b, r = res.b, rules()
    out = [f"[bold]{esc(b.title())}[/]"]
    if b.token.example:
        out.append(_("[yellow]note:[/] the EXAMPLE token muster ships (RULINGS 29): the "
                     "rulebook prints no token values; give your own with --token FILE"))
    tr = res.token_roll
    head = attack_head(tr)
    attack = "Attack roll"
    if czech():  # the token roll's title: 'Hod na útok' -> 'Hod na žeton'
        attack = esc(r["attack_roll"]["cs"][:1].upper() + r["attack_roll"]["cs"][1:])
    out += [head[0].replace(attack, _("Token roll"), 1)] + head[1:]
    out.append("  " + target_line(tr, 0, target_value=True))
    if res.stays:
        out.append(_("the token [bold green]stays where it lies[/]"))
    else:
        out.append(shown(say("the token [bold red]scatters[/]: direction d6 = {face} -> "
                             "{degrees} degrees from its arrow; the final value {total} "
                             "gives {distance}", face=res.face,
                             degrees=bb.inch(b.token.directions[res.face]), total=tr.total,
                             distance=bb.inches(res.landing.distance))))
    out.append(landing_line(res.landing))
    for i, (d, u) in enumerate(zip(b.defenses, res.under)):
        x, y = b.points[i]
        if not u:
            if (x, y) != (0, 0):
                out.append(shown(say("figure {i} (defense {d}) at ({x}, {y}): not under "
                                     "the token", i=i + 1, d=d, x=bb.inch(x), y=bb.inch(y))))
            else:
                out.append(shown(say("figure {i} (defense {d}): not under the token",
                                     i=i + 1, d=d)))
    if res.figure_roll is not None:
        first = attack_head(res.figure_roll)[0]
        if czech():  # lower-case after the colon: '...: hod na útok: 6 6 + 8 = 20'
            term = esc(r["attack_roll"]["cs"])
            first = first.replace(term[:1].upper() + term[1:], term, 1)
        out += [_("Figures under the token (friend or foe): ") + first]
        out += attack_head(res.figure_roll)[1:]
        j = 0
        for i, (d, u) in enumerate(zip(b.defenses, res.under)):
            if not u:
                continue
            line = target_line(res.figure_roll, j)
            j += 1
            hit = res.hits[i]
            if hit:
                out.append("  " + shown(say("figure {i}: {line}: takes {n} damage", i=i + 1,
                                            line=line, n=res.damage[i])))
            else:
                out.append("  " + shown(say("figure {i}: {line}", i=i + 1, line=line)))
    elif b.defenses:
        out.append(_("no figure is under the token: no second roll"))
    else:
        out.append(_("no figures given (--defense D for each figure under the token)"))
    if res.pushing:
        out.append(shown(say("the bombarder takes {n} pushing damage ({cs}) for the "
                             "critical miss", n=res.pushing,
                             cs=esc(r["pushing"]["cs"]))))
    if b.eliminated and (tr.critical_miss or (res.figure_roll and
                                              res.figure_roll.critical_miss)):
        out.append(_("(critical miss, but the bombarder is eliminated: no pushing "
                     "damage)"))
    return out + res.picture().lines()


@odds_view(BombardSpec)
def bombard_odds(b: BombardSpec, dist: "Distribution") -> ScatterOdds:
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
        share = i18n_percent(row["p"], 2) if czech() else f"{row['p'] * 100:.2f} %"
        sep = "; " if czech() else ", "  # Czech: 0,5 has a comma of its own
        view.append(f"  ({bb.inch(row['x'])}{sep}{bb.inch(row['y'])}) {bb.inches(row['distance'])}: "
                    f"{share} ({row['fraction']})")
    figures = []
    for i, d in enumerate(b.defenses):
        p = dist.p(lambda k, i=i: k[3][i])
        figures.append({"defense": d, "x": b.points[i][0], "y": b.points[i][1], "hit": dist.prob(p)})
        view.append(chance_line(_("figure {i} (defense {d}) hit").format(i=i + 1, d=d), p))
    view.append(chance_line(_("the bombarder takes pushing damage"), p_push))
    body = {"game": "mageknight", "odds": True, "form": "bombard", "token": b.token.name,
            "example_token": b.token.example, "attack": b.attack_value, "blocked": b.blocked,
            "stays": dist.prob(p_stay), "landings": rows, "figures": figures,
            "pushing": dist.prob(p_push), "exact": dist.exact}
    marks = [(".", r["x"], r["y"], _("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    marks += [("F", x, y, _("figure")) for x, y in b.points]
    return ScatterOdds(body, view, Picture(land(0, None), bb.UNIT, b.token.radius, marks,
                                           title=b.title(),
                                           **{**bb.picture_words(),
                                              "end": _("the token as placed (if it stays)")}))


@view(ExampleNoted)
def example_noted_lines(res: ExampleNoted) -> list[str]:
    return ([_("[yellow]note:[/] made with the EXAMPLE token muster ships (RULINGS 29), "
               "not the printed component; give your own with --token FILE")]
            + res.inner.lines())


# --------------------------------------------------------------------------- constructible terrain


@view(TerrainAttack)
def terrain_lines(res: TerrainAttack) -> list[str]:
    r, a = terrain.rules(), rules()
    s = res.spec
    kind = "ranged" if s.ranged else "close"
    dmg = r["damage"][kind]
    dice = " ".join(die(d) for d in res.roll.dice) or "2d6"
    shown_kind = _("ranged") if s.ranged else _("close")
    roll = f"{dice} + {s.attack} = [bold cyan]{res.roll.total}[/]"
    if czech():
        out = [_("[bold]Attack on {terrain}[/], {kind}: {roll} vs {defense} {value}").format(
            terrain=esc(r["terrain"]["cs"]), kind=shown_kind, roll=roll,
            defense=esc(r["defense"]["cs"]), value=s.defense)]
    else:
        out = [f"[bold]Attack on {esc(r['terrain']['en'])}[/] ({esc(r['terrain']['cs'])}), "
               f"{kind}: {roll} vs {r['defense']['en']} {s.defense}"]
    if res.roll.critical_hit:
        out.append("  " + _("[bold green]critical hit[/] ({cs}): hits, +{extra} damage").format(
            cs=esc(a["critical_hit"]["cs"]), extra=a["critical_hit"]["extra_damage"]))
    elif res.roll.critical_miss:
        out.append("  " + _("[bold red]critical miss[/] ({cs}): misses; the attacker takes "
                            "{n} pushing damage").format(cs=esc(a["critical_miss"]["cs"]),
                                                         n=res.pushing))
    else:
        out.append(f"  {res.roll.total} {'>=' if res.hit else '<'} {s.defense}")
    out.append(f"  {verdict(res.hit, 'HIT', 'MISS')}")
    if res.hit:
        critical = _(" +1 critical") if res.dealt > s.damage else ""
        out.append("  " + _("damage dealt: [bold]{dealt}[/] ({what} {value}{critical})").format(
            dealt=res.dealt, what=esc(dmg["cs"] if czech() else dmg["en"]), value=s.damage,
            critical=critical))
    out.append("  " + (_("damage this turn: {before} + {dealt} = [bold]{after}[/] of {what} "
                         "{structure} ({cs})") if not czech() else
                       _("damage this turn: {before} + {dealt} = [bold]{after}[/] of {cs} "
                         "{structure}")).format(
        before=s.damage_this_turn, dealt=res.dealt, after=res.after, what=r["structure"]["en"],
        structure=s.structure, cs=esc(r["structure"]["cs"])))
    if res.destroyed:
        out.append("  " + _("[bold red]DESTROYED[/]: remove the terrain"))
        if s.steep:
            out.append("  " + (_("warriors on the {what} ({cs}) are [bold red]eliminated[/]")
                               if not czech() else
                               _("warriors on the {cs} are [bold red]eliminated[/]")).format(
                what=esc(r["steep"]["en"]), cs=esc(r["steep"]["cs"])))
    else:
        left = s.structure - res.after
        out.append("  " + _("standing: {n} more damage this turn destroys it; the count "
                            "resets at the end of the turn").format(n=left))
    return out


@odds_view(TerrainSpec)
def terrain_odds(spec: TerrainSpec, dist: "Distribution") -> OddsResult:
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
            f"  {label_hit:<{width}}[bold]{percent(hit)}[/] ({fraction_text(hit)})",
            f"  {label_gone:<{width}}[bold]{percent(gone)}[/] ({fraction_text(gone)})"]
    body = {"odds": True, "game": "mageknight", "attack": spec.attack,
            "defense": spec.defense, "structure": spec.structure, "damage": spec.damage,
            "damage_this_turn": spec.damage_this_turn, "hit": dist.prob(hit),
            "destroyed": dist.prob(gone),
            "warriors_eliminated": dist.prob(gone if spec.steep else hit * 0)}
    if spec.steep:
        view.append("  " + _("warriors eliminated: {p}").format(p=f"[bold]{percent(gone)}[/]")
                    + f" ({fraction_text(gone)})")
    return OddsResult(body, view)


# --------------------------------------------------------------------------- end of the game


@view(Score)
def score_lines(res: Score) -> list[str]:
    def number(value: int | None) -> str:  # English as it always was: 1200, not 1,200
        return localised(value) if czech() else str(value)

    d = score.data()
    el, ge, vi = d["elimination"], d["game_end"], d["victory"]
    out = ["[bold]" + _("Mage Knight end of game") + "[/]"
           + f" ({esc(el['cs'])}, {esc(ge['cs'])}, {esc(vi['cs'])}; L213-223)"]
    for p in res.removed:
        out.append("  " + _("{name} has no able warriors: his warriors leave the game (not "
                            "counted as eliminated), his objectives turn neutral "
                            "({ref})").format(name=esc(p.name), ref=el["ref"]))
    if res.sole:
        out.append("  " + ngettext(
            "{name} is the only player with able warriors: he controls all {n} objectives "
            "({ref})",
            "{name} is the only player with able warriors: he controls all {n} objectives "
            "({ref})", res.total).format(name=esc(res.sole.name), n=number(res.total),
                                          ref=el["ref"]))
    if res.ends:
        why = "; ".join(f"{esc(name(c))} ({c['ref']})" for c in res.ends)
        out.append("  " + _("the game [bold]ends[/] at the end of this turn: {why}").format(
            why=why))
    else:
        out.append("  " + _("the game goes on: no end condition holds ({ref}); the result "
                            "below is the standing if it ended now").format(ref=ge["ref"]))

    def pts(value: int | None) -> str:
        return "-" if value is None else number(value)

    rows = [[p.name, _("yes") if p.able else _("no"), number(p.objectives),
             pts(p.eliminated_points), pts(p.built_points)] for p in res.players]
    out += ["  " + line for line in table(
        [_("player"), _("able"), _("objectives"), _("eliminated pts"), _("built pts")],
        rows)]
    for i, s in enumerate(res.steps, 1):
        vals = ", ".join(f"{esc(p.name)} {number(p.value(s.rule['key']))}"
                         for p in s.compared)
        end = (_("decides") if len(s.leaders) == 1
               else _("tied: ") + ", ".join(esc(p.name) for p in s.leaders))
        rule = (f"{esc(s.rule['cs'])} ({s.rule['ref']})" if czech() else
                f"{esc(s.rule['en'])} ({esc(s.rule['cs'])}, {s.rule['ref']})")
        out.append(f"  {i}. {rule}: {vals} -> {end}")
    verb = _("WINNER") if res.game_ends else _("would win")
    if res.winner:
        out.append(f"  {verb}: [bold green]{esc(res.winner.name)}[/] "
                   f"({esc(name(res.steps[-1].rule))})")
    else:
        names = _(" and ").join(esc(p.name) for p in res.steps[-1].leaders)
        out.append("  " + _("[bold yellow]DRAW[/] between {names}: still tied after the "
                            "last tie-break ({ref})").format(names=names, ref=vi["ref"])
                   + ("" if res.game_ends else _(" (if the game ended now)")))
    return out


# --------------------------------------------------------------------------- set-up


@view(Setup)
def setup_lines(res: Setup) -> list[str]:
    d = setup.data()

    def term(entry: dict, ref: str) -> str:
        # English: 'standard game (standardní hra, L225-231)'; Czech: 'standardní hra (L225-231)'
        if czech():
            return f"{esc(entry['cs'])} ({ref})"
        return f"{esc(entry['en'])} ({esc(entry['cs'])}, {ref})"

    out = ["[bold]" + _("Mage Knight set-up") + "[/]"]
    if res.standard:
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
    if res.actions:
        a = d["actions"]
        out.append(shown(say("build total {points} points: {n} {term}",
                             points=res.points,
                             n=f"[bold cyan]{res.actions['actions']}[/]",
                             term=term(a, res.actions["ref"]))))
    if res.environments:
        e = d["environment"]
        head = (_("Environment cards ({ref})").format(ref=e["ref"]) if czech() else
                f"{esc(e['en']).capitalize()}s ({esc(e['cs'])}, {e['ref']})")
        out.append(head + _(", revealed after the terrain is placed, before the armies:"))
        for env in res.environments:
            if env.in_play:
                fate = "[bold green]" + _("stays in play") + "[/]"
            else:
                by = ", ".join(_("{side}'s {card}").format(side=esc(side), card=esc(card))
                               for side, card in env.cancelled_by)
                cancellers = [c for c in res.environments if (c.side, c.card) in env.cancelled_by]
                mutual = any((env.side, env.card) in c.cancelled_by for c in cancellers)
                fate = (_("[bold red]cancelled[/] by {by}").format(by=by)
                        + (_(" (they cancel each other: both leave)") if mutual else ""))
            out.append(f"  {esc(env.side)}: {esc(env.card)} - {fate}")
        in_play = [x.card for x in res.environments if x.in_play]
        out.append(_("in play: ") + (esc(", ".join(in_play)) if in_play else _("none")))
    out.append("  [dim]" + _("not in the part of the rulebook muster has: ")
               + esc("; ".join(_(u) for u in setup.UNSAID)) + "[/]")
    return out


@view(Dispute)
def dispute_lines(res: Dispute) -> list[str]:
    d = setup.data()["dispute"]
    if czech():
        head = f"[bold]{esc(d['cs'][:1].upper() + d['cs'][1:])}[/] ({d['ref']})"
    else:
        head = f"[bold]Dispute roll[/] ({esc(d['cs'])}, {d['ref']})"
    if res.about:
        head += f": {esc(res.about)}"
    outcome = (_("the action is [bold green]ALLOWED[/]") if res.allowed else
               _("the action is [bold red]NOT CARRIED OUT[/]"))
    return [head, f"  D6 {die(res.die, good=res.allowed)}: " + outcome
            + _(" (1-3 no, 4-6 yes)")]


@odds_view(DisputeSpec)
def dispute_odds(spec: DisputeSpec, dist: "Distribution") -> OddsResult:
    return bool_odds(N_("Dispute roll: chance the action is allowed"), dist, "allowed")
