"""Mage Knight views of the attack roll, its ranged modifiers and wound."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from muster.engine.odds_tables import OddsResult
from muster.engine.render import esc
from muster.engine.rule import key_view, odds_view, view
from muster.errors import Field, field_shown
from muster.games.mageknight.attack import AttackRoll, AttackSpec, HitPattern, Uncapped
from muster.games.mageknight.close import CloseSpec
from muster.games.mageknight.ranged import RangedSpec, ranged_mods
from muster.games.mageknight.tables import rules
from muster.games.mageknight.views.attack_roll import attack_head as attack_head
from muster.games.mageknight.views.attack_roll import target_line as target_line
from muster.games.mageknight.views.attack_roll import title as _title
from muster.games.mageknight.wound import TargetResult, WoundOutcome, WoundResult, WoundSpec
from muster.i18n import N_, _, czech, name, named, ngettext, say, say_n, series, shown
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:
    from fractions import Fraction

    from muster.engine.distribution import Distribution


# --------------------------------------------------------------------------- --times outcomes


@key_view(HitPattern)
def hit_pattern_text(k: HitPattern) -> str:
    """'hit, miss': one word per target."""
    return ", ".join(shown(say("hit")) if h else shown(say("miss")) for h in k)


@key_view(WoundOutcome)
def wound_outcome_text(k: WoundOutcome) -> str:
    """'T1 hit dmg 2 eliminated; T2 miss; pushing 1' (Czech from the catalog)."""
    targets, pushing = k
    parts = []
    for i, (hit, damage, healing, eliminated) in enumerate(targets):
        text = shown(say("T{n} hit", n=i + 1) if hit else say("T{n} miss", n=i + 1))
        if hit and healing is not None:
            text += shown(say(" heal {n}", n=healing))
        elif hit:
            text += shown(say(" dmg {n}", n=damage))
        if eliminated:
            text += shown(say(" eliminated"))
        parts.append(text)
    if pushing:
        parts.append(shown(say_n("pushing {n}", "pushing {n}", pushing)))
    return "; ".join(parts)


# --------------------------------------------------------------------------- attack roll


def rule_of_3_lines(uncapped: Uncapped) -> list[str]:
    """A warning that the Rule of 3 was not applied, when muster's own modifiers pass its
    limit (`attack.rule_of_3`): the seed names the rule but does not define it."""
    if not uncapped:
        return []
    words = {"attack": N_("attack {mod}"), "defense": N_("defense of target {n} {mod}"),
             "damage": N_("damage {mod}")}
    parts = ", ".join(_(words[what]).format(n=n, mod=f"{mod:+d}") for what, n, mod in uncapped)
    # one sentence, the rule's name its subject (a full stop mid-line, two colons)
    return [_title("rule_of_3", "Rule of 3", "bold yellow") + " " + _(
        "not applied, the modifiers added in full ({parts}): the seed applies it to the "
        "modifiers (L101, L105) but does not define it, so muster caps nothing; cap them "
        "yourself if you play it").format(parts=parts)]


@view(AttackRoll)
def attack_lines(roll: AttackRoll) -> list[str]:
    out = []
    if roll.close is not None:
        out += close_notes(CloseSpec(roll.close.gang_up, roll.close.rear_arc))
        out.append(_("attack {attack} {mod} = {value}").format(
            attack=roll.attack - roll.close.attack_modifier,
            mod=f"{roll.close.attack_modifier:+d}", value=roll.attack))
    return out + rule_of_3_lines(roll.uncapped) + attack_head(roll) + [
        "  " + target_line(roll, i) for i in range(len(roll.defenses))]


def _defense_text(d: int, fort: int, terr: int) -> str:
    """'14', '14 + fortification 2', '15 + terrain 2 = 17' (an odds table's defense)."""
    text = f"{d}" if not fort else _("{d} + fortification {fort}").format(d=d, fort=fort)
    if terr:
        text += _(" + terrain {terr}").format(terr=terr)
    if fort or terr:
        text += f" = {d + fort + terr}"
    return text


def _nth(i: int) -> Callable[[Any], bool]:
    """An outcome key's i-th target hit (the key of an attack roll)."""
    return lambda key: bool(key[i])


def _target_is(i: int, part: int) -> Callable[[Any], bool]:
    """A wound outcome's target i: hit (part 0), eliminated (part 3)."""
    return lambda key: bool(key[0][i][part])


@odds_view(AttackSpec)
def attack_odds(spec: AttackSpec, dist: Distribution) -> OddsResult:
    """Chance to hit each defense, from the distribution of hit patterns."""
    attack, terrain = spec.attack_value, spec.terrain
    rows = []
    lines = ["[bold]" + _("Attack {attack}: chance to hit").format(attack=attack) + "[/]"]
    lines += rule_of_3_lines(spec.uncapped)
    for i, d in enumerate(spec.defenses):
        fort = spec.fortification[i] if spec.fortification else 0
        terr = terrain[i] if terrain else 0
        p = dist.p(_nth(i))
        row = {"defense": d, "fortification": fort, "final_defense": d + fort + terr,
               **dist.prob(p)}
        if terrain:
            row["terrain"] = terr
        rows.append(row)
        lines.append("  " + _("defense {shown}: {p}").format(
            shown=_defense_text(d, fort, terr), p=f"[bold]{percent(p)}[/]")
            + fraction_note(p))
    return OddsResult({"odds": True, "game": "mageknight", "attack": attack, "targets": rows},
                      lines)


# --------------------------------------------------------------------------- ranged


def _both(entry: dict[str, Any]) -> str:
    """English 'close-shot (střelba zblízka)', Czech just the Czech term."""
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


# --------------------------------------------------------------------------- close combat


def close_notes(c: CloseSpec) -> list[str]:
    """What each close-combat advantage adds, one line each (the pushing damage of a lunge
    and of a second token is said with the attacker's pushing)."""
    r = rules()
    out = []
    if c.gang_up:
        g = r["gang_up"]
        out.append(ngettext("{name}: {n} friendly warrior helping, +{each} attack each (no "
                            "action token for helpers)",
                            "{name}: {n} friendly warriors helping, +{each} attack each (no "
                            "action token for helpers)", c.gang_up).format(
            name=_both(g), n=c.gang_up, each=g["attack_per_warrior"]))
    if c.rear_arc:
        ra = r["rear_arc"]
        out.append(_("{name}: +{bonus} attack").format(name=_both(ra), bonus=ra["attack_bonus"]))
    if c.lunge:
        out.append(_("{name}: the attacker moves, then attacks; {n} pushing damage after the "
                     "move").format(name=_both(r["lunge"]), n=c.lunge_pushing))
    return out


def pushing_line(w: WoundResult) -> str:
    """'Attacker: 2 pushing damage (nátlakové zranění): lunge 1, second action token 1'."""
    r, c = rules(), w.spec.close
    parts = []
    if w.roll.pushing:
        parts.append(_("critical miss {n}").format(n=w.roll.pushing))
    if c.lunge_pushing:
        parts.append(_("lunge {n}").format(n=c.lunge_pushing))
    if c.token_pushing:
        parts.append(_("second action token {n}").format(n=c.token_pushing))
    joined = series(parts)  # 'za výpad a druhý akční žeton'
    return ngettext("Attacker: {n} pushing damage ({cs}), {n} click: {parts}",
                    "Attacker: {n} pushing damage ({cs}), {n} clicks: {parts}",
                    w.pushing).format(n=w.pushing, cs=esc(r["pushing"]["cs"]),
                                      parts=joined)


# --------------------------------------------------------------------------- wound


def _wound_head(spec: WoundSpec) -> list[str]:
    r = rules()
    out = []
    if spec.eliminate_captive:
        ec = r["eliminate_captive"]
        out.append(_("[bold]Eliminating your captive[/] ({cs}): attack {attack} {mod} = "
                     "{value}").format(cs=esc(ec["cs"]), attack=spec.attack,
                                       mod=f"{ec['attack_modifier']:+d}",
                                       value=spec.attack_value - spec.close.attack_mod))
    if spec.capture:
        out.append(_("[bold]Capture attempt[/] ({cs}): attack {attack} {mod} = {value}").format(
            cs=esc(r["capture"]["cs"]), attack=spec.attack,
            mod=f"{r['capture']['attack_modifier']:+d}",
            value=spec.attack_value - spec.close.attack_mod))
    if spec.ranged.any:
        mods = ranged_mods(spec.ranged)
        out += ranged_notes(spec.ranged)
        if mods.attack_mod:
            out.append(_("attack {attack} {mod} = {value}").format(
                attack=spec.attack, mod=f"{mods.attack_mod:+d}",
                value=spec.attack + mods.attack_mod))
        if mods.damage_mod:
            out.append(_("damage {damage} {mod} = {value}").format(
                damage=spec.base_damage, mod=f"{mods.damage_mod:+d}", value=spec.damage_value))
    if spec.close.attack_mod or spec.close.lunge:
        out += close_notes(spec.close)
        if spec.close.attack_mod:
            before = spec.attack_value - spec.close.attack_mod
            out.append(_("attack {attack} {mod} = {value}").format(
                attack=before, mod=f"{spec.close.attack_mod:+d}", value=spec.attack_value))
    return out + rule_of_3_lines(spec.uncapped)


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
            captive = field_shown(Field("eliminate_captive"))
            out += [shown(named(a)).format(eliminate_captive=captive)
                    for a in r["capture"].get("after", [])]
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
    if w.spec.close.pushing:
        out.append(pushing_line(w))
    elif w.pushing:
        out.append(_("Attacker: {n} pushing damage ({cs}), 1 click").format(
            n=w.pushing, cs=esc(r['pushing']['cs'])))
    return out + split_notes(w.spec, w.roll.hits)


MODES = {"damage": N_("Attack {attack} (damage {damage}): odds per target"),
         "heal": N_("Attack {attack} (heal {damage}): odds per target"),
         "capture": N_("Attack {attack} (capture): odds per target"),
         "eliminate-captive": N_("Attack {attack} (eliminate-captive): odds per target")}


@odds_view(WoundSpec)
def wound_odds(spec: WoundSpec, dist: Distribution) -> OddsResult:
    """Per target: chance to be hit, the damage (or healing) distribution, the chance of
    elimination; and the chance the attacker takes pushing damage."""
    what = "healing" if spec.heal else "damage"
    terrain = spec.terrain
    rows = []
    lines = ["[bold]" + _(MODES[spec.mode]).format(attack=spec.attack_value,
                                                        damage=spec.damage_value) + "[/]"]
    lines += rule_of_3_lines(spec.uncapped)
    for i, d in enumerate(spec.defenses):
        p_hit = dist.p(_target_is(i, 0))

        def amount(k: Any, i: int = i) -> Any:  # the i-th target's damage or healing
            t = k[0][i]
            return (t[2] or 0) if spec.heal else t[1]

        amounts = cast("dict[int, Fraction]", dist.marginal(amount).probs)
        fort = spec.fortification[i] if spec.fortification else 0
        terr = terrain[i] if terrain else 0
        row = {"defense": d, "fortification": fort, "terrain": terr,
               "final_defense": d + fort + terr, "hit": dist.prob(p_hit),
               what: [{"value": v, **dist.prob(p)} for v, p in sorted(amounts.items())]}
        lines.append(_("Target {n}, defense {shown}: hit {p}").format(
            n=i + 1, shown=_defense_text(d, fort, terr), p=f"[bold]{percent(p_hit)}[/]")
            + fraction_note(p_hit))
        if not spec.capture and not spec.eliminate_captive:
            label = name(rules()[what])
            lines.append(f"  {label}: " + ", ".join(
                f"{v}: {percent(p)}{fraction_note(p)}" for v, p in sorted(amounts.items())))
        if spec.capture:
            row["captured"] = dist.prob(p_hit)
        if spec.skull_at or spec.eliminate_captive:
            p_el = dist.p(_target_is(i, 3))
            row["eliminated"] = dist.prob(p_el)
            lines.append("  " + _("eliminated: {p}").format(p=f"[bold]{percent(p_el)}[/]")
                         + fraction_note(p_el))
        rows.append(row)
    fixed = spec.close.pushing  # a lunge, a second token: whatever the dice
    p_push = dist.p(lambda k: cast(Any, k)[1] > fixed)
    lines.append(_("Attacker takes pushing damage (critical miss): {p}").format(
        p=percent(p_push)) + fraction_note(p_push))
    body = {"odds": True, "game": "mageknight", "mode": spec.mode, "attack": spec.attack_value,
            "targets": rows, "pushing": dist.prob(p_push)}
    if fixed:
        lines.append(ngettext("Attacker takes {n} pushing damage besides, whatever the dice "
                              "(lunge, second action token)",
                              "Attacker takes {n} pushing damage besides, whatever the dice "
                              "(lunge, second action token)", fixed).format(n=fixed))
        body["pushing_fixed"] = fixed
    return OddsResult(body, lines)
