"""BattleLore's attack (`muster.games.battlelore.wound`, ``wound battlelore``): its text,
odds table and --times key. Named by the rule module (``VIEWS``), so an attack imports
neither the deck's views nor its rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult, distribution_lines
from muster.engine.render import esc, verdict
from muster.engine.rule import key_view, odds_view, view
from muster.errors import pointer
from muster.games.battlelore.dice_count import DiceCount
from muster.games.battlelore.reach import adjacent, weapon_range
from muster.games.battlelore.tables import GAME, rules
from muster.games.battlelore.views.hex_words import hexes_text as _hexes
from muster.games.battlelore.views.hit_words import attack_text, faces_line, hit_lines, owned_note
from muster.games.battlelore.wound import Wound, WoundKey, WoundSpec
from muster.i18n import N_, _, both, counted, czech, dash, name, ngettext, say, shown
from muster.text import chance as percent
from muster.text import fraction_note, number, whole

if TYPE_CHECKING:  # an odds view is given one; a plain roll loads no fractions
    from muster.engine.distribution import Distribution

# ------------------------------------------------------------------ shared pieces


def _at(i: int) -> Callable[[Any], Any]:
    """The ``i``-th fact of a compound outcome key."""
    return lambda k: k[i]


@key_view(WoundKey)
def wound_key_text(k: WoundKey) -> str:
    lost, destroyed, hexes, back = k
    text = ngettext("{n} lost", "{n} lost", lost).format(n=number(lost))
    if destroyed:
        return text + _(", destroyed")
    return (text + _(", retreat {hexes}").format(hexes=_hexes(hexes))
            + (_(", battles back") if back else ""))


# ------------------------------------------------------------------ wound battlelore


def dice_steps(count: DiceCount) -> str:
    return _("dice: ") + "; ".join(esc(shown(step)) for step in count.steps)


@view(Wound)
def wound_lines(w: Wound) -> list[str]:
    out = outcome_lines(w)
    if w.dice:
        out += follow_on_lines(w)
    return out


def outcome_lines(w: Wound) -> list[str]:
    """The attack, its dice, the hits and figures removed; for a survivor its morale,
    flags and retreat, and whether it battles back."""
    s = w.spec
    out = [f"[bold]{_('Attack:')}[/] {esc(attack_text(s.attack))}, "
           + _("{n} of {full} figures").format(n=s.unit_figures, full=s.full)]
    out += reach_lines(s)
    out += [dice_steps(w.count)] + owned_note(w.dice)
    if w.dice == 0:
        out.append("[yellow]" + _("no dice: the unit cannot battle") + "[/]" + _(
            "; nothing happens to the target, and with no battle there is nothing to "
            "battle back against"))
        return out
    out.append(faces_line(w.rolled, w.faces, w.dice))
    out += hit_lines(w.read, s.attack)
    out += removed_lines(w)
    if w.figures_removed == s.unit_figures:
        return out
    out += retreat_lines(w)
    if w.destroyed:
        return out
    out.append(ngettext("left: {n} figure(s)", "left: {n} figure(s)",
                        w.figures_left).format(n=f"[bold]{w.figures_left}[/]"))
    out.append(_("battle back: ") + verdict(w.battle_back, "YES", "NO") + " ("
               + _(battle_back_reason(w)) + ")")
    return out


def reach_lines(s: WoundSpec) -> list[str]:
    """'range (dosah): the target 3 hexes away, a Common Bow reaches 4: in range'."""
    if s.hexes is None:
        return []
    r = rules()
    head = both(r["reach"])
    if s.hexes == adjacent():
        return [_("{range}: the target is adjacent (1 hex): a melee, always in reach").format(
            range=head)]
    weapon = name(r["weapons"][s.attack.weapon]) if s.attack.weapon else ""
    return [ngettext("{range}: the target {n} hex away (its hex counted, the attacker's not), "
                     "a {weapon} reaches {reach}: in range",
                     "{range}: the target {n} hexes away (its hex counted, the attacker's "
                     "not), a {weapon} reaches {reach}: in range", s.hexes).format(
        range=head, n=s.hexes, weapon=weapon, reach=weapon_range(s.attack.weapon or ""))]


def removed_lines(w: Wound) -> list[str]:
    whole = w.figures_removed == w.spec.unit_figures
    if whole:
        bearer = _(" (the banner bearer last)")
    elif w.figures_removed:
        bearer = _(" (the banner bearer stays: it is removed last)")
    else:
        bearer = ""
    out = [ngettext("hits: {hits} -> {n} figure(s) removed{bearer}",
                    "hits: {hits} -> {n} figure(s) removed{bearer}",
                    w.figures_removed).format(hits=f"[bold cyan]{w.hits}[/]",
                                              n=w.figures_removed, bearer=bearer)]
    if whole:
        out.append(f"{verdict(False, no='DESTROYED')}: " + _(
            "the banner bearer goes to the attacker's victory track (+1 victory banner); "
            "flags no longer matter"))
    return out


def retreat_lines(w: Wound) -> list[str]:
    s = w.spec
    morale = rules()["morale"][s.effective_morale]
    why = _(" (supported: Bold while supported)") if s.supported else ""
    shown_morale = esc(morale['cs']) if czech() else f"{esc(morale['en'])} ({esc(morale['cs'])})"
    out = [_("morale: {morale}{why}").format(morale=shown_morale, why=why)]
    per_flag = (_(", {n} hexes per flag").format(n=morale['per_flag'])
                if morale["per_flag"] != 1 and w.retreat_owed else "")
    retreat = ngettext(" -> retreat {n} hex(es)", " -> retreat {n} hex(es)",
                       w.retreat_owed).format(n=w.retreat_owed)
    if czech():  # 'vlajky: 0 → bez ústupu', 'vlajky: 2, z toho 1 ignorována'
        flags = _("flags: {flags}").format(flags=w.flags) + (ngettext(
            ", of which {n} ignored", ", of which {n} ignored", w.flags_ignored).format(
                n=w.flags_ignored) if w.flags_ignored else "")
        out.append(flags + per_flag + (retreat if w.retreat_owed else _(" -> no retreat")))
    else:
        out.append(_("flags: {flags}, ignored {ignored}").format(
            flags=w.flags, ignored=w.flags_ignored)
            + (_(", {n} hexes per flag").format(n=morale['per_flag'])
               if morale["per_flag"] != 1 else "") + retreat)
    if s.effective_morale == "frightened" and w.retreat_owed:
        out.append("  [yellow]" + _("note:") + "[/] " + _(
            "a Frightened unit forced back also checks for panic losses; those rules "
            "(Ch.6) are not in the rules text and are not applied"))
    if w.figures_lost_to_blocked_retreat:
        blocked = w.retreat_owed - w.retreat_hexes
        lost = w.figures_lost_to_blocked_retreat
        out.append("  " + ngettext("{blocked} hex(es) cannot be taken: ",
                                   "{blocked} hex(es) cannot be taken: ",
                                   blocked).format(blocked=blocked)
                   + (ngettext("{lost} more figure(s) lost, the unit stays where it is",
                               "{lost} more figure(s) lost, the unit stays where it is",
                               lost).format(lost=lost)
                      if czech() and not w.retreat_hexes  # not 'o 0 hexů'
                      else ngettext("{lost} more figure(s) lost, retreats {taken}",
                              "{lost} more figure(s) lost, retreats {taken}",
                              lost).format(lost=lost, taken=counted(
                                  w.retreat_hexes, ["hex", "hexy", "hexů"])
                                  if czech() else w.retreat_hexes)))
    if w.destroyed:
        out.append(f"{verdict(False, no='DESTROYED')}" + _(
            " by the blocked retreat: +1 victory banner to the attacker"))
    return out


def battle_back_reason(w: Wound) -> str:
    s = w.spec
    if s.after.battle == "battle-back":
        return N_("a battle back cannot trigger another; the battle ends")
    if s.after.battle == "ambush":
        if w.attack_follows:
            return N_("after an Ambush the attacker, still in its hex, goes on with its "
                      "own attack, whatever its morale (L31/p.14)")
        return N_("after an Ambush the attacker, pushed back or destroyed, loses its "
                  "attack (L31/p.14)")
    if s.attack.mode == "ranged":
        return N_("a unit shot at from range never battles back")
    if w.retreat_hexes:
        return N_("it left its hex")
    if not rules()["morale"][s.effective_morale]["battle_back"]:
        return N_("only a Bold unit (or a supported one) battles back")
    return N_("Bold, held its hex after a melee attack")


def follow_on_lines(w: Wound) -> list[str]:
    """What may follow the battle (gaining ground, pursuit) and the victory banners."""
    a = w.spec.after
    f = a.follow_ons(w.spec.attack.mode, w.vacated)
    rf = rules()["follow_on"]
    out = []
    if f.gain_ground:
        out.append(shown(say("next: {action} into the vacated hex may follow",
                             action=both(rf["gain_ground"]))))
    if f.pursuit:
        # the command line adds the command that rolls the bonus attack
        out.append(shown(say("next: {pursuit}: the vacated hex, then {n} hex more (or "
                             "stop, or go back), then a {bonus} on any adjacent unit{command}",
                             pursuit=both(rf["pursuit"]), n=rf["pursuit_extra_hexes"],
                             bonus=both(rf["bonus_attack"]),
                             command=pointer("battlelore.bonus_attack"))))
    if not f.gain_ground:
        out.append(_("no follow-on actions: {why}").format(why=esc(_(f.why))))
    elif not f.pursuit and f.why != "the defender vacated its hex":
        out.append(f"  ({esc(_(f.why))})")
    if a.counted:
        now = a.banners_after(w.destroyed)
        if a.victory is not None:
            line = shown(say("victory banners: {now} of {victory}",
                             now=f"[bold]{now}[/]", victory=a.victory))
        else:
            line = shown(say("victory banners: {now}", now=f"[bold]{now}[/]"))
        if a.wins(w.destroyed):
            line += dash() + verdict(True, "VICTORY") + _(": the game ends at once")
        out.append(line)
    return out


@odds_view(WoundSpec)
def wound_odds(spec: WoundSpec, dist: Distribution) -> OddsResult:
    lost = dist.marginal(_at(0))  # WoundKey: lost, destroyed, hexes, battle back
    hexes = dist.marginal(_at(2))
    destroyed = dist.p(_at(1))
    back = dist.p(_at(3))
    count = spec.count()
    body: dict[str, Any] = {
        "odds": True, "game": GAME, "dice": count.n, "target": spec.attack.target,
        "target_type": spec.attack.target_type, "weapon": spec.attack.weapon,
        "mode": spec.attack.mode, "figures": spec.unit_figures,
        "morale": spec.effective_morale, "figures_lost": lost.numeric_table(),
        "mean_figures_lost": round(lost.mean(), 6), "destroyed": dist.prob(destroyed),
        "retreat_hexes": hexes.numeric_table(), "battle_back": dist.prob(back),
        "exact": dist.exact}
    n = count.n
    lines = ["[bold]" + ngettext("{n} battle dice, ", "{n} battle dice, ", n).format(n=whole(n))
             + esc(attack_text(spec.attack)) + ", "
             + ngettext("{n} figure(s)", "{n} figure(s)", spec.unit_figures).format(
                 n=spec.unit_figures) + "[/]", dice_steps(count)]
    lines += distribution_lines(N_("figures lost"), lost)
    lines.append(_("destroyed (+1 victory banner): {p}").format(
        p=f"[bold]{percent(destroyed)}[/]") + fraction_note(destroyed))
    lines += distribution_lines(N_("retreat hexes"), hexes)
    lines.append(_("may battle back: {p}").format(p=f"[bold]{percent(back)}[/]")
                 + fraction_note(back))
    a = spec.after
    f = a.follow_ons(spec.attack.mode, True)
    vacated = dist.p(lambda k: bool(_at(1)(k) or _at(2)(k) > 0))
    for key, label, allowed in (("gain_ground", N_("gain ground"), f.gain_ground),
                                ("pursuit", N_("pursuit"), f.pursuit)):
        p = vacated if allowed else vacated * 0
        body[key] = dist.prob(p)
        lines.append(f"{_(label)}: [bold]{percent(p)}[/]{fraction_note(p)}")
    if a.counted and a.victory is not None:
        wins = destroyed if a.banners_before + 1 >= a.victory else destroyed * 0
        body["wins"] = dist.prob(wins)
        lines.append(shown(say("reaches {victory} victory banners (wins): {p}",
                               victory=a.victory, p=f"[bold]{percent(wins)}[/]"))
                     + fraction_note(wins))  # as the lines above
    return OddsResult(body, lines)
