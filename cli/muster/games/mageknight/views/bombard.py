"""Mage Knight views of a bombard attack (`muster scatter mk`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from muster.engine.render import esc, result_lines
from muster.engine.rule import key_view, odds_view, view
from muster.engine.scatter import Landing, land, landing_points, landing_rows
from muster.engine.scatter_views import (
    Picture,
    ScatterOdds,
    chance_line,
    clock_text,
    landing_text,
    text_number,
)
from muster.errors import Field, field_shown
from muster.games.mageknight.bombard import (
    UNIT,
    BombardKey,
    BombardResult,
    BombardSpec,
    ExampleNoted,
    Token,
    placement_json,
)
from muster.games.mageknight.tables import rules
from muster.games.mageknight.views.attack_roll import attack_head, target_line
from muster.i18n import _, czech, ngettext, pgettext, say, say_n, shown
from muster.text import fraction_note
from muster.text import number as localised
from muster.text import percent as i18n_percent

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution


# --------------------------------------------------------------------------- bombard


def inch(value: float) -> str:
    """A distance, a coordinate or an angle as shown, as the scatter engine writes it
    (`text_number`: 1.5, 0.87; Czech 1,5, 0,87)."""
    return text_number(value)


def inches(value: float) -> str:
    """A distance with its unit: '1.5 in'; Czech '1,5 palce', '1 palec', '2 palce',
    '5 palců'."""
    shown_ = inch(value)
    if not czech():
        return f"{shown_} {UNIT}"
    whole = float(value).is_integer()
    return ngettext("{n} in", "{n} in", int(value) if whole else 2).format(n=shown_)


def token_label(token: Token) -> str:
    return (shown(say("the EXAMPLE token (made up, not the printed component)"))
            if token.example else shown(say("token '{name}'", name=token.name)))


def title(b: BombardSpec) -> str:
    """'Bombard, token 'x': target value 10, area 1.5 in; attack 8, damage 2'."""
    value = shown(say("attack {attack}", attack=b.attack_value)) + (
        shown(say(" {mod} (blocked) = {value}", mod=str(b.token_attack - b.attack_value),
                  value=b.token_attack))
        if b.blocked else "")
    if b.fallback:
        value += shown(say(" (the token's minimum)"))
    return shown(say("Bombard, {token}: target value {target}, area {radius}; {value}, "
                     "damage {damage}", token=token_label(b.token),
                     target=b.token.target_value, radius=inches(b.token.radius),
                     value=value, damage=b.damage_value))


def placement_lines(b: BombardSpec) -> list[str]:
    """'placed 7 in from the bombarder: within double the range, 2 x 4 = 8 in'."""
    if b.range is None or b.aim_distance is None:
        return []
    return [shown(say("placed {distance} from the bombarder: within double the range, "
                      "{times} x {range} = {reach}", distance=inches(b.aim_distance),
                      times=b.multiplier, range=b.range, reach=inches(b.reach)))]


def picture_words() -> dict[str, Any]:
    """The picture's legend words a bombard sets (the rest of the legend is the scatter
    engine's)."""
    return {"origin": shown(say("aim point")),
            "axis": shown(say("line of fire (the attacker is below)")),
            "end": shown(say("landing point")),
            # the token's area of effect (seed 004 L71), its inches declined in Czech
            "blast": pgettext("mageknight", "blast edge ({radius})"), "declined": True}


def picture(res: BombardResult) -> Picture:
    """One bombard drawn: the token's landing, its area and the figures."""
    marks = [("F", x, y, shown(say("figure"))) for x, y in res.b.points]
    return Picture(res.landing, UNIT, res.b.token.radius, marks, title=title(res.b),
                   **picture_words())


@key_view(BombardKey)
def bombard_key_text(k: BombardKey) -> str:
    """A --times outcome: 'scatters 1.5 in at 180 deg; figures hit: 1' (Czech from the
    catalog)."""
    text = shown(say("stays")) if k.stays else \
        shown(say("scatters {distance} in at {degrees} deg",
                  # Czech: the inches declined with the number ('1,5 palce')
                  distance=inches(k.distance) if czech() else localised(k.distance),
                  degrees=localised(k.bearing_degrees)))
    if k.hits:
        text += shown(say("; figures hit: {which}", which=", ".join(
            str(i + 1) for i, h in enumerate(k.hits) if h) or shown(say("none"))))
    if k.pushing:
        text += shown(say("; pushing {n}", n=localised(k.pushing)))
    return text


def landing_line(landing: Landing) -> str:
    """'it lands on the aim point (0, 0)' / 'it lands at (0, -1): 1 in at 180 degrees
    (6 o'clock)' (English as the scatter engine writes it; Czech from the catalog)."""
    if not czech():
        return f"it lands [bold cyan]{landing_text(landing, UNIT)}[/]"

    x, y = landing.xy
    if not landing.distance or landing.degrees is None:
        return shown(say("it lands [bold cyan]on the aim point ({x}, {y})[/]", x=0, y=0))
    return shown(say("it lands [bold cyan]at ({x}, {y}): {distance} at {degrees} degrees "
                     "({clock})[/]", x=inch(x), y=inch(y),
                     distance=inches(landing.distance), degrees=inch(landing.degrees),
                     clock=clock_text(float(landing.degrees))))


def miss_text(b: BombardSpec, natural: int) -> str:
    """What a critical miss does to the bombarder: 1 pushing damage, none once he is
    eliminated (RULINGS 28; an eliminated warrior is off the battlefield)."""
    if b.eliminated:
        return shown(say("natural {n} misses; the bombarder is eliminated and takes no "
                         "pushing damage", n=natural))
    return shown(say("natural {n} misses, the bombarder takes {damage} pushing damage "
                     "({pushing})", n=natural,
                     damage=rules()["critical_miss"]["pushing_damage"],
                     pushing=esc(rules()["pushing"]["cs"])))


@view(BombardResult)
def bombard_lines(res: BombardResult) -> list[str]:
    b, r = res.b, rules()
    out = [f"[bold]{esc(title(b))}[/]", *placement_lines(b)]
    if b.token.example:
        out.append(_("[yellow]note:[/] the EXAMPLE token muster ships (RULINGS 29): the "
                     "rulebook prints no token values; give your own with {option} FILE"
                     ).format(option=field_shown(Field("token"))))
    tr = res.token_roll
    assert tr is not None  # a bombard rolled (the exact driver's are only weighed)
    head = attack_head(tr, miss_text(b, tr.natural))
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
                             "gives {distance}", face=res.direction_roll,
                             degrees=inch(b.token.directions[res.direction_roll or 0]),
                             total=tr.total, distance=inches(res.landing.distance))))
    out.append(landing_line(res.landing))
    for i, f in enumerate(res.figures):
        d, x, y = f.defense, f.x, f.y
        if not f.under:
            if (x, y) != (0, 0):
                out.append(shown(say("figure {i} (defense {d}) at ({x}, {y}): not under "
                                     "the token", i=i + 1, d=d, x=inch(x), y=inch(y))))
            else:
                out.append(shown(say("figure {i} (defense {d}): not under the token",
                                     i=i + 1, d=d)))
    if res.figure_roll is not None:
        fr = res.figure_roll
        first = attack_head(fr)[0]
        if czech():  # lower-case after the colon: '...: hod na útok: 6 6 + 8 = 20'
            term = esc(r["attack_roll"]["cs"])
            first = first.replace(term[:1].upper() + term[1:], term, 1)
        out += [_("Figures under the token (friend or foe): ") + first]
        out += attack_head(fr, miss_text(b, fr.natural))[1:]
        j = 0
        for i, f in enumerate(res.figures):
            if not f.under:
                continue
            line = target_line(res.figure_roll, j)
            j += 1
            if f.hit:
                out.append("  " + shown(say("figure {i}: {line}: takes {n} damage", i=i + 1,
                                            line=line, n=f.damage)))
            else:
                out.append("  " + shown(say("figure {i}: {line}", i=i + 1, line=line)))
    elif b.defenses:
        out.append(_("no figure is under the token: no second roll"))
    else:
        out.append(_("no figures given ({option} D for each figure under the token)").format(
            option=field_shown(Field("defenses"))))
    if res.pushing:
        # one for each roll's critical miss (the token's, the figures'): Czech declines both
        out.append(shown(say_n("the bombarder takes {n} pushing damage ({cs}) for the "
                               "critical miss", "the bombarder takes {n} pushing damage "
                               "({cs}) for the critical misses", res.pushing,
                               cs=esc(r["pushing"]["cs"]))))
    return out + picture(res).lines()


def _figure_hit(i: int) -> Callable[[Any], bool]:
    return lambda key: bool(key[3][i])


@odds_view(BombardSpec)
def bombard_odds(b: BombardSpec, dist: Distribution) -> ScatterOdds:
    p_stay = dist.p(lambda k: bool(cast(Any, k)[0]))
    p_push = dist.p(lambda k: cast(Any, k)[4] > 0)
    view = [f"[bold]{esc(title(b))}[/]", *placement_lines(b)]
    if b.token.example:
        view.append(_("[yellow]note:[/] the EXAMPLE token muster ships (RULINGS 29), not the "
                      "printed component"))
    view.append(chance_line(_("the token stays where it lies"), p_stay))
    rows = landing_rows(dist, landing_points(dist, lambda k: land(cast(Any, k)[1],
                                                                   cast(Any, k)[2])))
    view.append(_("where it lands:"))
    for row in rows:
        share = i18n_percent(row["p"], 2)
        sep = "; " if czech() else ", "  # Czech: 0,5 has a comma of its own
        view.append(f"  ({inch(row['x'])}{sep}{inch(row['y'])}) "
                    f"{inches(row['distance'])}: {share}{fraction_note(row['fraction'])}")
    figures = []
    for i, d in enumerate(b.defenses):
        p = dist.p(_figure_hit(i))
        figures.append({"defense": d, "x": b.points[i][0], "y": b.points[i][1],
                        "hit": dist.prob(p)})
        view.append(chance_line(_("figure {i} (defense {d}) hit").format(i=i + 1, d=d), p))
    view.append(chance_line(_("the bombarder takes pushing damage"), p_push))
    body = {"game": "mageknight", "odds": True, "form": "bombard", "token": b.token.name,
            "example_token": b.token.example, "attack": b.attack_value, "blocked": b.blocked,
            "stays": dist.prob(p_stay), "landings": rows, "figures": figures,
            "pushing": dist.prob(p_push), **placement_json(b), "exact": dist.exact}
    marks = [(".", r["x"], r["y"], _("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    marks += [("F", x, y, _("figure")) for x, y in b.points]
    return ScatterOdds(body, view, Picture(land(0, None), UNIT, b.token.radius, marks,
                                           title=title(b),
                                           **{**picture_words(),
                                              "end": _("the token as placed (if it stays)")}))


@view(ExampleNoted)
def example_noted_lines(res: ExampleNoted) -> list[str]:
    return ([_("[yellow]note:[/] made with the EXAMPLE token muster ships (RULINGS 29), "
               "not the printed component; give your own with {option} FILE").format(
                   option=field_shown(Field("token")))]
            + result_lines(res.inner))
