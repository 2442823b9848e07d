"""The attack's words that BattleLore's views of a roll (`roll`) and of an attack
(`wound`) share: the attack, its hits, the faces rolled, the dice a player owns; so
that neither imports the other's rules."""

from __future__ import annotations

from muster.engine.render import die, esc
from muster.games.battlelore.faces import Tally, battle_die
from muster.games.battlelore.hits import Attack, FaceCounts, Hits
from muster.games.battlelore.tables import rules
from muster.i18n import N_, N_p, _, both, counted, czech, name, ngettext, pgettext
from muster.text import whole


def attack_text(attack: Attack) -> str:
    """'Short Sword (melee) against a blue mounted unit' (Czech: the data's names)."""
    r = rules()
    weapon = name(r["weapons"][attack.weapon]) if attack.weapon else _("no weapon card")
    mode = {"melee": N_("point blank") if attack.point_blank and attack.shoots else
            N_p("battlelore", "melee"), "ranged": N_("ranged"),
            "any": N_("plain hit table")}[attack.mode]
    if czech():  # BattleLore's own 'na blízko' (seed 001 L21, L25), not Void's 'zblízka'
        shown_mode = pgettext("battlelore", mode) if mode == "melee" else _(mode)
        return _("{weapon} ({mode}) against a {target} {type} unit").format(
            weapon=weapon, mode=shown_mode, target=r["colours"][attack.target]["cs"],
            type=r["unit_types"][attack.target_type]["cs"])
    return f"{weapon} ({mode}) against a {attack.target} {attack.target_type} unit"


def hit_lines(hits: Hits, attack: Attack) -> list[str]:
    r = rules()
    times = "\u00d7" if czech() else " x"  # Czech: '1× modrá helma'
    out = [f"  {hits.helmets}{times} {both(r['faces'][attack.helmet])}: " + ngettext(
        "{n} hit(s) on a {colour} banner; other helmets miss",
        "{n} hit(s) on a {colour} banner; other helmets miss", hits.helmets).format(
            n=hits.helmets, colour=_(attack.target))]
    if hits.bonus:
        why = {"hit": _("each is a hit"),
               "hit-but-one": _("each is a hit but one (mounted targets ignore one sword on "
                                "shield from a short sword)"),
               "miss": _("they miss (no weapon card given)") if attack.weapon is None else
               _("they miss with this weapon here")}[hits.rule]
        bonus = both({"en": "sword on shield", "cs": r['faces']['bonus']['cs']})
        out.append(f"  {hits.bonus}{times} {bonus}: "
                   + ngettext("{n} hit(s), {why}", "{n} hit(s), {why}",
                              hits.bonus_hits).format(n=hits.bonus_hits, why=why))
    return out


_COLOURS = (N_("green"), N_("blue"), N_("red"))


def faces_line(seen: tuple[str, ...], tally: FaceCounts, n: int) -> str:
    dice = "[bold]" + ngettext("{n} battle die", "{n} battle dice", n).format(n=whole(n)) + "[/]"
    faces = rules()["faces"]
    if seen:
        if czech():  # the symbols' full names (a bare "meč" reads as the weapon)
            return dice + ": " + ", ".join(die(faces[f]["cs"]) for f in seen)
        return dice + f" ({esc(rules()['die']['cs'])})" + ": " + " ".join(die(f) for f in seen)
    if czech():
        parts = [counted(tally[f], faces[f]["counted_cs"]) for f in battle_die().faces
                 if tally[f]]
        return f"{dice}: " + (", ".join(parts) or _("no dice"))
    return f"{dice}: " + str(Tally(tally[f] for f in battle_die().faces))


def owned_note(n: int) -> list[str]:
    """The note for more dice than each player owns (allowed, digest A20)."""
    owned = rules()["die"]["owned"]
    if n <= owned:
        return []
    return ["[yellow]" + _("note:") + "[/] " + _(
        "more dice than the {n} each player owns").format(n=owned)]
