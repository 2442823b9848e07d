"""`muster scatter warmaster`: a Gerroff!!! drive-back drawn, and whether the unit leaves
the table.

The distance is the one `gerroff` procedure `roll wm gerroff` uses (RULINGS 19: 5D6 cm,
option one D6 x 5). The unit is driven along the shortest line to its own table edge
(seed 002 L20-26): in the picture it starts on the aim point and moves up (+y); the edge is
``--edge-cm`` ahead of it. It leaves the table when the drive-back is longer than that
distance (docs/RULINGS.md).
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from muster.engine.dice import Source
from muster.engine.render import esc
from muster.engine.scatter import Picture, ScatterOdds, chance_line, land
from muster.errors import MusterError
from muster.engine.rule import view_for
from muster.games.warmaster.gerroff import Gerroff, GerroffSpec, gerroff
from muster.games.warmaster.tables import rolls
from muster.i18n import N_, _, czech, decimal, say

UNIT = "cm"
AXIS = {"axis": N_("drive-back line (its own table edge is up)"),
        "origin": N_("where the unit stood"), "up": N_("the drive-back"),
        "end": N_("where it ends")}


def _axis() -> dict:
    """The picture's legend words, in the user's language ("where it ends" is also
    BattleLore's retreat, so the Czech drive-back has its own words)."""
    out = {k: _(v) for k, v in AXIS.items()}
    if czech():
        out["end"] = _("where the drive-back ends")
    return out


def _cm(value: float) -> str:
    """A distance in cm as the picture and lines show it: 12 / 12.5 (Czech 12,5)."""
    text = f"{value:g}"
    return text.replace(".", ",") if czech() else text


def check_edge(edge_cm: float | None) -> None:
    if edge_cm is not None and not 0 <= edge_cm <= 10_000:
        raise MusterError(say("--edge-cm must be 0 to 10000 cm, not {cm}", cm=str(edge_cm)))


class DriveBack:
    def __init__(self, g: Gerroff, edge_cm: float | None):
        self.g, self.edge_cm = g, edge_cm
        self.seed: int | None = None

    @property
    def leaves(self) -> bool | None:
        return None if self.edge_cm is None else self.g.cm > self.edge_cm

    def picture(self) -> Picture:
        return Picture(land(self.g.cm, 0), UNIT, 0, path=[(0, y) for y in range(self.g.cm + 1)],
                       edge_y=self.edge_cm, title=title(self.g.one_die, self.edge_cm),
                       **_axis())

    def to_json(self) -> dict:
        out = self.g.to_json()
        out.update({"seed": self.seed, "form": "drive-back", "unit": UNIT, "edge_cm": self.edge_cm,
                    "leaves_table": self.leaves, "aim": {"x": 0, "y": 0},
                    "landing": land(self.g.cm, 0).to_json()})
        return out

    def lines(self) -> list[str]:
        out = view_for(self.g)(self.g)  # type: ignore[misc]
        if self.edge_cm is not None:
            if self.leaves:
                out.append(_("its own table edge is {cm} cm away: the unit {leaves} (roll for "
                             "it as the main rules say)").format(
                    cm=_cm(self.edge_cm),
                    leaves="[bold red]" + _("LEAVES THE TABLE") + "[/]"))
            else:
                out.append(_("its own table edge is {cm} cm away: the unit {stays}, {short} cm "
                             "short of the edge").format(
                    cm=_cm(self.edge_cm),
                    stays="[bold green]" + _("stays on the table") + "[/]",
                    short=_cm(self.edge_cm - self.g.cm)))
        return out + self.picture().lines()


def title(one_die: bool, edge_cm: float | None) -> str:
    r = rolls()["gerroff"]
    how = f"D6 x {r['multiplier']}" if one_die else f"{r['dice']}D6"
    edge = _(", table edge {cm} cm behind the unit").format(cm=_cm(edge_cm)) \
        if edge_cm is not None else ""
    if czech():
        name = r["cs"][:1].upper() + r["cs"][1:]
        return f"{name}: {how.replace('D6', 'k6')} cm{edge}"
    return f"{r['en']} ({r['cs']}): {how} cm{edge}"


def drive_back(src: Source, one_die: bool, edge_cm: float | None) -> DriveBack:
    return DriveBack(gerroff(src, GerroffSpec(one_die)), edge_cm)


class DriveKey(NamedTuple):
    cm: int
    leaves_table: bool | None

    def __str__(self) -> str:
        """The outcome as a --times row shows it, in the user's language (the JSON label is
        this text in English)."""
        return f"{self.cm} cm" + ("" if self.leaves_table is None else
                                  _(", off the table") if self.leaves_table else
                                  _(", on the table"))


def drive_key(d: DriveBack) -> DriveKey:
    return DriveKey(d.g.cm, d.leaves)


def drive_odds(one_die: bool, edge_cm: float | None, dist) -> ScatterOdds:
    from muster.engine.odds import Distribution

    cms: dict = {}
    for k, p in dist.probs.items():
        cms[k[0]] = cms.get(k[0], Fraction(0)) + p
    cdist = Distribution(cms, dist.truncated)
    rows = cdist.numeric_table()
    body: dict = {"game": "warmaster", "odds": True, "form": "drive-back",
                  "reading": "d6x5" if one_die else "5d6", "distribution": rows,
                  "mean_cm": round(cdist.mean(), 6), "edge_cm": edge_cm, "exact": dist.exact}
    view = [f"[bold]{esc(title(one_die, edge_cm))}[/]", _("driven back:")]
    for row in rows:
        view.append(f"  {row['value']:>3} cm: {_pc(row['p'])} ({row['fraction']}), "
                    + _("at least: {p}").format(p=_pc(row["at_least"]["p"])))
    view.append("  " + _("mean {mean} cm").format(mean=_dec(cdist.mean())))
    if edge_cm is not None:
        p = dist.p(lambda k: bool(k[1]))
        body["leaves_table"] = dist.prob(p)
        view.append(chance_line(_("the unit leaves the table"), p))
    top = max(cms)
    pic = Picture(None, UNIT, 0, [(".", 0, v, _("a possible end point")) for v in cms if v],
                  path=[(0, y) for y in range(top + 1)], edge_y=edge_cm,
                  title=title(one_die, edge_cm), **_axis())
    return ScatterOdds(body, view, pic)


def _pc(p: float) -> str:
    """A chance as the drive-back table shows it: ' 1.62 %' (Czech ' 1,62 %')."""
    if czech():
        return f"{p * 100:6.2f}\u00a0%".replace(".", ",")
    return f"{p * 100:6.2f} %"


def _dec(value: float) -> str:
    return decimal(value, 4) if czech() else f"{value:.4f}"
