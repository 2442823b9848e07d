"""BattleLore on the terminal: a unit's retreat (`muster.games.battlelore.displace`, scatter
battlelore), in a module of its own: showing it imports no other rule (`views` imports every
other one)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from muster.engine.render import esc
from muster.engine.rule import key_view, odds_view, view
from muster.engine.scatter import Landing
from muster.engine.scatter_views import Picture, ScatterOdds, chance_line
from muster.games.battlelore.displace import UNIT, Displacement, RetreatKey, RetreatSpec
from muster.games.battlelore.tables import GAME, rules
from muster.games.battlelore.views.hex_words import hexes_text
from muster.i18n import N_, _, czech, ngettext
from muster.text import fraction_note, number, percent_column

if TYPE_CHECKING:  # a rolled retreat needs no fractions (start-up): its odds import them

    from muster.engine.distribution import Distribution


@key_view(RetreatKey)
def retreat_key_text(k: RetreatKey) -> str:
    return (_("retreat {hexes}").format(hexes=hexes_text(k.hexes)) + ", "
            + ngettext("{n} lost", "{n} lost", k.figures_lost).format(n=number(k.figures_lost)))



AXIS = {"axis": N_("retreat line (the owner's side is up)"), "origin": N_("the unit's hex"),
        "up": N_("the retreat"), "end": N_("where it ends")}


def _picture(landing: Landing | None, marks: list[tuple[str, float, float, str]], top: int,
             title: str) -> Picture:
    """The retreat line from the unit's hex up to ``top``, its legend words in the user's
    language."""
    return Picture(landing, UNIT, 0, marks, path=[(0, k) for k in range(top + 1)], title=title,
                   axis=_(AXIS["axis"]), origin=_(AXIS["origin"]), up=_(AXIS["up"]),
                   end=_(AXIS["end"]))


def retreat_title(spec: RetreatSpec) -> str:
    m = rules()["morale"][spec.effective]
    why = _(" (supported)") if spec.supported else ""
    flags = ngettext("{n} flag(s)", "{n} flag(s)", spec.flags).format(n=spec.flags) \
        if spec.flags is not None else \
        ngettext("flags among {n} battle dice", "flags among {n} battle dice",
                 spec.battle_dice or 0).format(n=spec.battle_dice)
    # Czech names the noun: 'morálka statečná', as wound bl's 'morálka: …'
    morale = _("morale {name}").format(name=m["cs"]) if czech() else f"{m['en']} ({m['cs']})"
    return (_("BattleLore retreat: ") + f"{flags}, {morale}{why}, "
            + ngettext("{n} figure(s)", "{n} figure(s)", spec.unit_figures).format(
                n=spec.unit_figures))


def retreat_picture(d: Displacement) -> Picture:
    """The retreat drawn along its line: the hexes taken, and those that cannot be."""
    marks: list[tuple[str, float, float, str]] = [
        ("#", 0, k, _("hex that cannot be taken: one figure lost"))
        for k in range(d.retreat_hexes + 1, d.retreat_owed + 1)]
    return _picture(d.landing, marks, d.retreat_hexes, retreat_title(d.spec))


@view(Displacement)
def displacement_lines(d: Displacement) -> list[str]:
    s = d.spec
    m = rules()["morale"][s.effective]
    out = [f"[bold]{esc(retreat_title(s))}[/]"]
    if s.battle_dice is not None:
        faces = rules()["faces"]
        rolled = (", ".join(faces[f]["cs"] for f in d.rolled) if czech()
                  else " ".join(str(f) for f in d.rolled)) or \
            ngettext("{n} battle dice", "{n} battle dice", s.battle_dice).format(
                n=s.battle_dice)
        out.append(ngettext("battle dice: {rolled} -> {n} flag(s)",
                            "battle dice: {rolled} -> {n} flag(s)", d.flags).format(
            rolled=rolled, n=d.flags))
    ignored = _(", {n} ignored (Bold)").format(n=d.flags_ignored) if d.flags_ignored else ""
    out.append(_("flags: {flags}{ignored}; ").format(flags=d.flags, ignored=ignored)
               + ngettext("{n} hex(es) per flag -> ", "{n} hex(es) per flag -> ",
                          m["per_flag"]).format(n=m["per_flag"])
               + ngettext("retreat {n} hex(es) toward the owner's side",
                          "retreat {n} hex(es) toward the owner's side", d.retreat_owed).format(
                   n=f"[bold]{d.retreat_owed}[/]"))
    if d.retreat_owed > d.retreat_hexes:
        blocked, lost = d.retreat_owed - d.retreat_hexes, d.figures_lost_to_blocked_retreat
        out.append(ngettext("{n} hex(es) cannot be taken: ",
                            "{n} hex(es) cannot be taken: ", blocked).format(n=blocked)
            + "[bold red]" + ngettext("{n} figure(s) lost", "{n} figure(s) lost",
                                      lost).format(n=lost) + "[/]"
            + ngettext(", the unit retreats {n}", ", the unit retreats {n}",
                       d.retreat_hexes).format(n=d.retreat_hexes))
    else:
        out.append(ngettext("the unit retreats {n} hex(es)", "the unit retreats {n} hex(es)",
                            d.retreat_hexes).format(n=f"[bold cyan]{d.retreat_hexes}[/]"))
    if d.figures_left == 0:
        out.append("[bold red]" + _("DESTROYED") + "[/]" + _(
            " by the blocked retreat: +1 victory banner to the attacker"))
    else:
        out.append(_("figures left: {n}").format(n=d.figures_left))
    if s.effective == "frightened" and d.retreat_owed:
        out.append("[yellow]" + _("note:") + "[/] " + _(
            "a Frightened unit forced back also checks for panic losses (Ch.6, not in the "
            "rules text; not applied)"))
    return out + retreat_picture(d).lines()


@odds_view(RetreatSpec)
def retreat_odds(spec: RetreatSpec, dist: Distribution) -> ScatterOdds:
    hexes = dist.marginal(lambda k: cast(tuple[Any, ...], k)[0])
    lost = dist.marginal(lambda k: cast(tuple[Any, ...], k)[1])
    figures = spec.unit_figures

    def destroyed(k: Any) -> bool:  # every figure lost to the blocked retreat
        return bool(k[1] >= figures)

    body: dict[str, Any] = {
        "game": GAME, "odds": True, "form": "retreat", "retreat_hexes": hexes.numeric_table(),
        "figures_lost": lost.numeric_table(), "destroyed": dist.prob(dist.p(destroyed)),
        "exact": dist.exact}
    title = retreat_title(spec)
    lines = [f"[bold]{esc(title)}[/]", _("hexes retreated:")]
    lines += [f"  {r['value']}: {percent_column(r['p'])}{fraction_note(r['fraction'])}"
              for r in body["retreat_hexes"]]
    lines.append(_("figures lost to blocked hexes:"))
    lines += [f"  {r['value']}: {percent_column(r['p'])}{fraction_note(r['fraction'])}"
              for r in body["figures_lost"]]
    lines.append(chance_line(_("destroyed by the blocked retreat"), dist.p(destroyed)))
    ends = [cast(int, v) for v in hexes.probs]
    marks: list[tuple[str, float, float, str]] = [(".", 0, v, _("a possible end hex"))
                                                  for v in ends if v]
    return ScatterOdds(body, lines, _picture(None, marks, max(ends), title))
