"""BattleLore's battle dice roll (`muster.games.battlelore.battle_roll`, ``roll
battlelore``): its text, odds tables and --times key. Named by the rule module
(``VIEWS``), so a roll imports neither the attack's nor the deck's rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import LazyOdds, OddsResult, distribution_lines
from muster.engine.render import esc, table
from muster.engine.rule import key_view, odds_view, view
from muster.games.battlelore.battle_roll import BattleRoll, FacesSpec, HitsSpec
from muster.games.battlelore.faces import Tally, battle_die
from muster.games.battlelore.tables import GAME, rules
from muster.games.battlelore.views.hit_words import attack_text, faces_line, hit_lines, owned_note
from muster.i18n import _, counted, czech, ngettext
from muster.text import whole

if TYPE_CHECKING:  # an odds view is given one; a plain roll loads no fractions
    from muster.engine.distribution import Distribution

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
    out = [faces_line(r.rolled, r.faces, r.dice)] + owned_note(r.dice)
    if czech():
        rows = [[esc(book["faces"][f]["cs"]), r.faces[f]] for f in battle_die().faces]
        out += table([_("face"), _("count")], rows)
    else:
        rows = [[esc(book["faces"][f]["en"]), esc(book["faces"][f]["cs"]), r.faces[f]]
                for f in battle_die().faces]
        out += table(["face", "cs", "count"], rows)
    if r.attack and r.read:
        out.append(f"[bold]{_('Attack:')}[/] {esc(attack_text(r.attack))}")
        out += hit_lines(r.read, r.attack)
        out.append(_("hits: {hits}   flags: {flags} (1 retreat hex each at Normal morale)"
                     "   lore: {lore}").format(hits=f"[bold cyan]{r.hits}[/]",
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
