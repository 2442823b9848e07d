"""BattleLore's battle dice roll (`muster.games.battlelore.battle_roll`, ``roll
battlelore``): its text, odds tables and --times key, with the pieces the wound's views
(`muster.games.battlelore.views`) share. Named by the rule module (``VIEWS``), so a roll
imports neither the wound's nor the deck's rules."""

from __future__ import annotations

from typing import Any

from muster.engine.distribution import Distribution
from muster.engine.odds_tables import LazyOdds, OddsResult, distribution_lines
from muster.engine.render import die, esc, table
from muster.engine.rule import key_view, odds_view, view
from muster.games.battlelore.battle_roll import BattleRoll, FacesSpec, HitsSpec, Tally
from muster.games.battlelore.hits import Attack, FaceCounts, Hits
from muster.games.battlelore.tables import GAME, battle_die, rules
from muster.i18n import N_, N_p, _, both, counted, czech, name, ngettext, pgettext
from muster.text import whole

# ------------------------------------------------------------------ shared pieces


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


def _numeric_body(dist: Distribution) -> dict[str, Any]:
    return {"distribution": dist.numeric_table(), "mean": round(dist.mean(), 6),
            "sd": round(dist.sd(), 6), "exact": dist.exact}


# ------------------------------------------------------------------ --times outcomes


@key_view(Tally)
def tally_text(t: Tally) -> str:
    """'1 green, 2 flag'; Czech: the symbols' names in the count's case (2 vlajky, 5 mečů
    na štítu)."""
    faces = battle_die().faces
    book = rules()["faces"]
    parts = [counted(c, book[f]["counted_cs"]) if czech() else f"{c} {f}"
             for f, c in zip(faces, t, strict=True) if c]
    return ", ".join(parts) or _("no dice")


# ------------------------------------------------------------------ roll battlelore


@view(BattleRoll)
def battle_roll_lines(r: BattleRoll) -> list[str]:
    book = rules()
    out = [faces_line(r.seen, r.faces, r.dice)] + owned_note(r.dice)
    if czech():
        rows = [[esc(book["faces"][f]["cs"]), r.faces[f]] for f in battle_die().faces]
        out += table([_("face"), _("count")], rows)
    else:
        rows = [[esc(book["faces"][f]["en"]), esc(book["faces"][f]["cs"]), r.faces[f]]
                for f in battle_die().faces]
        out += table(["face", "cs", "count"], rows)
    if r.attack and r.hits:
        out.append(f"[bold]{_('Attack:')}[/] {esc(attack_text(r.attack))}")
        out += hit_lines(r.hits, r.attack)
        out.append(_("hits: {hits}   flags: {flags} (1 retreat hex each at Normal morale)"
                     "   lore: {lore}").format(hits=f"[bold cyan]{r.hits.total}[/]",
                                               flags=f"[bold]{r.flags}[/]", lore=r.lore))
    return out


@odds_view(FacesSpec)
def faces_odds(spec: FacesSpec, dist: Distribution) -> OddsResult:
    # every face is alike: show how many of any one face (green helmet, flag...) turn up
    n = spec.dice
    lines = ["[bold]" + ngettext("{n} battle dice: how many show one given face",
                                 "{n} battle dice: how many show one given face",
                                 n).format(n=whole(n)) + "[/] "
             + _("(each face is 1 in 6 per die)")] + distribution_lines("count", dist)
    # the JSON body (every row's exact fraction) only when --json asks for it
    return LazyOdds(lambda: {"odds": True, "game": GAME, "dice": n, "of": "count of one face",
                             **_numeric_body(dist)}, lines)


@odds_view(HitsSpec)
def hits_odds(spec: HitsSpec, dist: Distribution) -> OddsResult:
    n, attack = spec.dice, spec.attack
    lines = ["[bold]" + ngettext("{n} battle dice, {attack}: hits",
                                 "{n} battle dice, {attack}: hits", n).format(
        n=whole(n), attack=esc(attack_text(attack))) + "[/]"]
    return LazyOdds(lambda: {"odds": True, "game": GAME, "dice": n, "of": "hits",
                             "target": attack.target, "weapon": attack.weapon,
                             "target_type": attack.target_type, "mode": attack.mode,
                             **_numeric_body(dist)}, lines + distribution_lines("hits", dist))
