"""A Gerroff!!! drive-back on the terminal (`muster scatter warmaster`): the distance, whether
the unit leaves the table, and the odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from muster.engine.render import esc
from muster.engine.rule import key_view, odds_view, view
from muster.engine.scatter_views import Picture, ScatterOdds, chance_line
from muster.games.warmaster.driveback import UNIT, DriveBack, DriveBackSpec, DriveKey
from muster.games.warmaster.tables import rolls
from muster.games.warmaster.views.gerroff import gerroff_lines
from muster.i18n import N_, _, czech
from muster.text import fraction_note, general, measure, percent_column

if TYPE_CHECKING:  # a rolled drive-back needs no fractions (start-up): its odds import them
    from muster.engine.distribution import Distribution

AXIS = {"axis": N_("drive-back line (its own table edge is up)"),
        "origin": N_("where the unit stood"), "up": N_("the drive-back"),
        "end": N_("where it ends")}


def _axis() -> dict[str, Any]:
    """The picture's legend words, in the user's language ("where it ends" is also
    BattleLore's retreat, so the Czech drive-back has its own words)."""
    out: dict[str, Any] = {k: _(v) for k, v in AXIS.items()}
    if czech():
        out["end"] = _("where the drive-back ends")
    return out


def title(one_die: bool, edge_cm: float | None) -> str:
    r = rolls()["gerroff"]
    how = f"D6 x {r['multiplier']}" if one_die else f"{r['dice']}D6"
    edge = _(", table edge {cm} cm behind the unit").format(cm=general(edge_cm)) \
        if edge_cm is not None else ""
    if czech():
        name = r["cs"][:1].upper() + r["cs"][1:]
        return f"{name}: {how.replace('D6', 'k6')} cm{edge}"
    return f"{r['en']} ({r['cs']}): {how} cm{edge}"


def picture(r: DriveBack) -> Picture:
    """One drive-back drawn: the unit starts on the aim point and is driven up (+y), toward
    its own table edge ``edge_cm`` ahead (the terminal picture, and the SVG the command
    writes)."""
    words = _axis()
    return Picture(r.landing, r.unit, 0, path=[(0, y) for y in range(r.cm + 1)],
                   edge_y=r.edge_cm, title=title(r.one_die, r.edge_cm), axis=words["axis"],
                   origin=words["origin"], up=words["up"], end=words["end"])


@key_view(DriveKey)
def drive_key_text(k: DriveKey) -> str:
    """The outcome as a --times row shows it, in the user's language (the JSON label is
    the key's English text)."""
    return f"{k.cm} cm" + ("" if k.leaves_table is None else
                           _(", off the table") if k.leaves_table else _(", on the table"))


@view(DriveBack)
def drive_back_lines(r: DriveBack) -> list[str]:
    out = gerroff_lines(r)
    if r.edge_cm is not None:
        if r.leaves_table:
            out.append(_("its own table edge is {cm} cm away: the unit {leaves} (roll for "
                         "it as the main rules say)").format(
                cm=general(r.edge_cm), leaves="[bold red]" + _("LEAVES THE TABLE") + "[/]"))
        else:
            out.append(_("its own table edge is {cm} cm away: the unit {stays}, {short} cm "
                         "short of the edge").format(
                cm=general(r.edge_cm), stays="[bold green]" + _("stays on the table") + "[/]",
                short=general(r.edge_cm - r.cm)))
    return out + picture(r).lines()


@odds_view(DriveBackSpec)
def drive_odds(spec: DriveBackSpec, dist: Distribution) -> ScatterOdds:
    one_die, edge_cm = spec.one_die, spec.edge_cm
    cdist = dist.marginal(lambda k: cast(DriveKey, k).cm)  # the rule's key (drive_key)
    rows = cdist.numeric_table()
    body: dict[str, Any] = {"game": "warmaster", "odds": True, "form": "drive-back",
                  "reading": "d6x5" if one_die else "5d6", "distribution": rows,
                  "mean_cm": round(cdist.mean(), 6), "edge_cm": edge_cm, "exact": dist.exact}
    view = [f"[bold]{esc(title(one_die, edge_cm))}[/]", _("driven back:")]
    for row in rows:
        view.append(f"  {row['value']:>3} cm: {percent_column(row['p'])}"
                    f"{fraction_note(row['fraction'])}, "
                    + _("at least: {p}").format(p=percent_column(row["at_least"]["p"])))
    view.append("  " + _("mean {mean} cm").format(mean=_dec(cdist.mean())))
    if edge_cm is not None:
        p = dist.p(lambda k: bool(cast(DriveKey, k).leaves_table))
        body["leaves_table"] = dist.prob(p)
        view.append(chance_line(_("the unit leaves the table"), p))
    cms = cast(list[int], list(cdist))
    top = max(cms)
    pic = Picture(None, UNIT, 0, [(".", 0, v, _("a possible end point")) for v in cms if v],
                  path=[(0, y) for y in range(top + 1)], edge_y=edge_cm,
                  title=title(one_die, edge_cm), **_axis())
    return ScatterOdds(body, view, pic)


def _dec(value: float) -> str:
    return measure(value)
