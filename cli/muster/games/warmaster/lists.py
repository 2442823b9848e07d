"""Warmaster army-list rules for `muster list-validate`.

``check(army, ctx)`` receives a schema-valid army (``schemas/warmaster.army.schema.json``)
and reports every broken rule as a `Finding` pointing at the offending node:

* ``warmaster.unknown-item``      an item that is not one of the seed's 18 magic items
* ``warmaster.one-item``          more magic items than units (one per unit or character)
* ``warmaster.item-once``         the same magic item twice in the army
* ``warmaster.standard-bearer``   a magic standard off infantry, cavalry or chariots
* ``warmaster.weapon-bearer``     a magic weapon off infantry, cavalry, chariots or characters
* ``warmaster.device-bearer``     a device of power on a bearer its entry does not allow
* ``warmaster.one-general``       more than one General (error) or none (warning)
* ``warmaster.points-limit``      units + magic items over ``points_limit``
* ``warmaster.siege-balance``     (warning) a besieger far from twice the defender's points

Ruling options (``--rule NAME=VALUE``): ``siege-tolerance=PERCENT`` (default 10), how far
the attacker may be from twice the defender's points before the warning.
"""

from __future__ import annotations

from difflib import get_close_matches
from functools import lru_cache

from muster.engine.data import fold, load
from muster.errors import MusterError
from muster.i18n import N_, Named, _, both_ways, named, say, shown
from muster.lists import Checked, Finding, ListContext, Unit

GAME = "warmaster"
RULE_OPTIONS = ("siege-tolerance",)  # the --rule names this game reads
KIND_RULE = {"standard": "standard-bearer", "weapon": "weapon-bearer", "device": "device-bearer"}


@lru_cache(maxsize=1)
def _catalogue() -> dict[str, dict]:
    """Folded English name, Czech name and id -> item."""
    out: dict[str, dict] = {}
    for entry in load(GAME, "items")["item"]:
        for name in (entry["en"], entry["cs"], entry["id"]):
            out[fold(name)] = entry
    return out


def find_item(name: str) -> dict | None:
    return _catalogue().get(fold(name))


def _suggest(name: str) -> str:
    """'did you mean Helm of Dominion?' (in Czech: the Czech name), or the known items."""
    from muster.i18n import _, czech

    items = load(GAME, "items")["item"]
    shown = "cs" if czech() else "en"
    by_fold = {fold(i["en"]): i[shown] for i in items}
    by_fold.update({fold(i["cs"]): i[shown] for i in items})
    close = get_close_matches(fold(name), list(by_fold), n=1, cutoff=0.6)
    if close:
        return _("did you mean {name}?").format(name=by_fold[close[0]])
    return _("known: {names}").format(names=", ".join(i[shown] for i in items))


def _label(unit: dict, index: int) -> str:
    return say("unit {n} '{name}'", n=index + 1, name=unit["name"])


_WHO = {"general": N_("the General"), "wizard": N_("a Wizard"),
        "runesmith": N_("a Dwarf Runesmith"), "hero": N_("a Hero"), "infantry": N_("infantry"),
        "cavalry": N_("cavalry"), "chariot": N_("chariots")}


def _who(types: list[str]) -> Named:
    """Who may carry an item: 'infantry, cavalry or chariots' (Czech as a message shows it)."""
    def build() -> str:
        names = [_(_WHO[t]) if t in _WHO else t for t in types]
        return names[0] if len(names) == 1 else \
            ", ".join(names[:-1]) + _(" or ") + names[-1]

    return both_ways(build)


def _a(utype: str) -> Named:
    english = f"a {utype}" if utype in load(GAME, "items")["rules"]["characters"] else utype
    kind = load(GAME, "lists").get("unit_types", {}).get(utype)
    return Named(english, kind["cs"] if kind else utype)


def _carried(unit: dict, index: int) -> list[tuple[str, tuple]]:
    out = []
    if "item" in unit:
        out.append((unit["item"], ("units", index, "item")))
    for j, name in enumerate(unit.get("items", ())):
        out.append((name, ("units", index, "items", j)))
    return out


def totals(army: dict) -> tuple[int, int]:
    """(unit points, magic-item points) of a schema-valid army; unknown items cost 0."""
    units = items = 0
    for i, unit in enumerate(army.get("units", ())):
        units += unit["points"] * unit.get("count", 1)
        for name, _ in _carried(unit, i):
            entry = find_item(name)
            items += entry["cost"] if entry else 0
    return units, items


def _tolerance(ctx: ListContext) -> float:
    raw = ctx.options.get("siege-tolerance")
    default = load(GAME, "lists")["siege"]["tolerance_percent"]
    if raw is None:
        return float(default)
    try:
        value = float(raw.rstrip("%").strip())
    except ValueError:
        value = -1.0
    if not 0 <= value <= 100:
        raise MusterError(say("--rule siege-tolerance={raw}: give a percentage from 0 to 100 "
                              "(default {default})", raw=raw, default=default))
    return value


def _nth(runs: list[tuple[int, int]], k: int) -> int:
    """The unit index of the k-th (0-based) model in runs of (index, count)."""
    for index, n in runs:
        if k < n:
            return index
        k -= n
    raise IndexError(k)


def check(army: dict, ctx: ListContext) -> Checked:
    data = load(GAME, "items")
    kinds = data["kinds"]
    findings: list[Finding] = []
    first_seen: dict[str, tuple[int, dict]] = {}
    carried_names: list[str] = []
    generals: list[tuple[int, int]] = []  # (unit index, how many): counts multiply, never loop
    units = army["units"]

    for i, unit in enumerate(units):
        count = unit.get("count", 1)
        utype = unit["type"]
        if utype == "general":
            generals.append((i, count))
        carried = _carried(unit, i)
        per_bearer = data["rules"]["items_per_bearer"]
        if len(carried) > count * per_bearer:
            what = say("one unit") if count == 1 else say("{n} units", n=count)
            if utype in data["rules"]["characters"] and count == 1:
                kind = load(GAME, "lists").get("unit_types", {}).get(utype, {"en": utype})
                what = say("one {type}", type=named(kind))
            findings.append(Finding(
                f"{GAME}.one-item",
                say("{unit} ({what}) carries {n} magic items; each unit or character may "
                    "carry only one", unit=_label(unit, i), what=what, n=len(carried))
                if per_bearer == 1 else
                say("{unit} ({what}) carries {n} magic items; each unit or character may "
                    "carry only {most}", unit=_label(unit, i), what=what, n=len(carried),
                    most=per_bearer),
                ("units", i)))
        for name, path in carried:
            entry = find_item(name)
            if entry is None:
                findings.append(Finding(
                    f"{GAME}.unknown-item",
                    both_ways(lambda: _("'{name}' is not one of the {count} Warmaster magic "
                                        "items ({hint})").format(
                        name=name, count=len(data["item"]), hint=_suggest(name))),
                    path))
                continue
            carried_names.append(entry["en"])
            if entry["id"] in first_seen:
                j, other = first_seen[entry["id"]]
                findings.append(Finding(
                    f"{GAME}.item-once",
                    say("{item} is already carried by {unit}; each magic item may appear only "
                        "once in an army", item=named(entry), unit=_label(other, j)),
                    path))
            else:
                first_seen[entry["id"]] = (i, unit)
            if utype not in entry["bearers"]:
                kind = kinds[entry["kind"]]
                findings.append(Finding(
                    f"{GAME}.{KIND_RULE[entry['kind']]}",
                    say("{item} is a {kind} that only {who} may carry, not {type} ({unit})",
                        item=named(entry), kind=named(kind), who=_who(entry["bearers"]),
                        type=_a(utype), unit=_label(unit, i)),
                    path))

    most = load(GAME, "lists")["generals"]["most"]
    n_generals = sum(n for _, n in generals)
    if n_generals > most:
        index = _nth(generals, most)
        findings.append(Finding(
            f"{GAME}.one-general",
            say("{n} Generals in the army; an army is led by one General (make the others "
                "Heroes)", n=n_generals), ("units", index, "type")))
    elif not generals:
        findings.append(Finding(
            f"{GAME}.one-general",
            say("the army has no General (type: general); the General-only devices and the "
                "army's command depend on him"), ("units",), "warning"))

    unit_points, item_points = totals(army)
    total = unit_points + item_points
    limit = army.get("points_limit")
    if limit is not None and total > limit:
        findings.append(Finding(
            f"{GAME}.points-limit",
            say("army {total} points (units {units} + magic items {items}) is over the "
                "{limit}-point limit by {over}", total=total, units=unit_points,
                items=item_points, limit=limit, over=total - limit),
            ("points_limit",)))

    summary: dict = {"units": sum(u.get("count", 1) for u in units),
                     "unit_points": unit_points, "item_points": item_points,
                     "magic_items": carried_names}
    siege = _siege(army, ctx, total)
    if siege is not None:
        finding, info = siege
        summary["siege"] = info
        if finding is not None:
            findings.append(finding)
    return Checked(points=total, findings=findings, summary=summary,
                   units=_roster(units), derived=_derived(summary))


def _roster(units: list[dict]) -> list[Unit]:
    """The roster's rows (not in the JSON): item names and unit types in the user's
    language."""
    types = load(GAME, "lists").get("unit_types", {})
    out = []
    for i, unit in enumerate(units):
        items = []
        for name, _n in _carried(unit, i):
            entry = find_item(name)
            if entry:
                items.append(shown(Named(f"{entry['en']} ({entry['cost']})",
                                         f"{entry['cs']} ({entry['cost']})")))
            else:
                items.append(_("{name} (unknown)").format(name=name))
        utype = str(unit["type"])
        out.append(Unit(str(unit.get("name", f"unit {i + 1}")), unit["points"],
                        unit.get("count", 1), items,
                        [shown(Named(utype, types.get(utype, {}).get("cs", utype)))]))
    return out


def _derived(summary: dict) -> dict[str, str]:
    """The army's figures for the roster (not in the JSON), in the user's language."""
    from muster.i18n import czech, number

    def figure(n: int) -> str:
        return number(n) if czech() else str(n)  # Czech: 1 860

    out = {_("units"): figure(summary["units"]),
           _("units' points"): figure(summary["unit_points"]),
           _("magic items' points"): figure(summary["item_points"])}
    siege = summary.get("siege")
    if siege:
        out[_("siege")] = shown(_role(str(siege.get("role"))))
    return out


def _role(role: str) -> Named:
    return both_ways(lambda: _({"attacker": N_("attacker"), "defender": N_("defender")}
                               .get(role, role)))


def _siege(army: dict, ctx: ListContext, total: int) -> tuple[Finding | None, dict] | None:
    role = ctx.siege or army.get("siege")
    if role is None:
        return None
    rules = load(GAME, "lists")["siege"]
    path = ("siege",) if "siege" in army else ()
    info: dict = {"role": role}
    opponent = ctx.opponent
    if opponent is None:
        if ctx.siege is None:  # the file names its side, but no siege check was asked for
            return None
        return (Finding(f"{GAME}.siege-balance",
                        say("siege {role}: the {ratio}:1 points balance was not checked; give "
                            "the other side with --opponent FILE", role=_role(role),
                            ratio=rules["ratio"]), path, "warning"), info)
    if opponent.get("game") != GAME:
        return (Finding(f"{GAME}.siege-balance",
                        say("the --opponent army is for {game}, not Warmaster; the siege "
                            "balance was not checked", game=str(opponent.get("game"))),
                        path, "warning"), info)
    tolerance = _tolerance(ctx)
    other = sum(totals(opponent))
    attacker, defender = (total, other) if role == "attacker" else (other, total)
    ideal = rules["ratio"] * defender
    info.update({"attacker": attacker, "defender": defender, "ideal_attacker": ideal,
                 "tolerance_percent": tolerance})
    if defender == 0:
        return (Finding(f"{GAME}.siege-balance", say("the defender has 0 points; the siege "
                                                     "balance cannot be judged"),
                        path, "warning"), info)
    ratio = attacker / defender
    info["ratio"] = round(ratio, 3)
    off = abs(attacker - ideal)
    if off * 100 > tolerance * ideal:
        template = (N_("attacker {attacker} points against defender {defender} is {ratio}:1; "
                       "a besieger should have about {ideal_ratio}:1 ({ideal} points): {off} "
                       "points short of it, more than the {tolerance} % tolerance "
                       "(--rule siege-tolerance=PERCENT)") if attacker < ideal else
                    N_("attacker {attacker} points against defender {defender} is {ratio}:1; "
                       "a besieger should have about {ideal_ratio}:1 ({ideal} points): {off} "
                       "points over it, more than the {tolerance} % tolerance "
                       "(--rule siege-tolerance=PERCENT)"))
        return (Finding(
            f"{GAME}.siege-balance",
            say(template, attacker=attacker, defender=defender, ratio=f"{ratio:.2f}",
                ideal_ratio=rules["ratio"], ideal=ideal, off=off,
                tolerance=f"{tolerance:g}"), path, "warning"), info)
    return None, info
