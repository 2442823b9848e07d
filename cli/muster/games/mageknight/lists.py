"""Mage Knight army-list rules (seed 004 L190-205, L224-231), for `muster list-validate`.

Rules (ids ``mageknight.<id>``):

* ``build-total``             warriors + items within ``points_limit`` (exactly it is legal)
* ``standard-game``           (warning) no ``points_limit`` and over the standard 300 points
* ``item-slots``              one item slot per item
* ``one-artifact-per-warrior`` at most one artifact on a warrior
* ``artifact-once-per-army``  a given artifact at most once in the army
* ``artifact-number``         ``artifact:`` contradicts the collector number (R = artifact)
* ``requirement``             the warrior meets every requirement of its items
* ``shared-requirement``      no two items on a warrior share a requirement
* ``opponent-build-total``    (warning) --opponent was built for a different total

Ruling option (``--rule NAME=VALUE``):

* ``shared-requirement=same`` (default): two items clash when they have the same
  requirement (same kind and value: both ``attack_type: bow``, both ``min_attack: 9``).
  ``shared-requirement=kind``: any two requirements of the same kind clash
  (``min_attack: 9`` and ``min_attack: 10``).
"""

from __future__ import annotations

from muster.engine.data import fold, load
from muster.errors import Field, MusterError
from muster.i18n import say
from muster.lists import Checked, Finding, ListContext, Unit

RULE = "mageknight."
RULE_OPTIONS = ("shared-requirement",)  # the --rule names this game reads


def _data() -> dict:
    return load("mageknight", "lists")


def _option(ctx: ListContext, name: str) -> str:
    spec = _data()[name.replace("-", "_")]
    value = (ctx.options or {}).get(name, spec["default"])
    if fold(value) not in spec["choices"]:
        raise MusterError(say("{rule} {name}={value}: allowed values are {allowed}", rule=Field("rule"),
                              name=name, value=value, allowed=", ".join(spec["choices"])))
    return fold(value)


def _faction_index() -> dict[str, str]:
    index: dict[str, str] = {}
    for key, entry in _data()["factions"].items():
        for name in (key, entry["en"], entry["cs"], *entry.get("aliases", [])):
            index[fold(name)] = key
    return index


def faction_id(name: str) -> str:
    """A faction as typed -> its id ("Orčí klany" -> "orc-clans"); unknown names folded."""
    folded = fold(name)
    return _faction_index().get(folded, folded)


def attack_type_id(name: str) -> str:
    folded = fold(name)
    for key, entry in _data()["attack_types"].items():
        if folded in (key, fold(entry["en"]), fold(entry["cs"])):
            return key
    return folded


def is_artifact(item: dict) -> bool:
    prefix = _data()["artifact"]["collector_prefix"]
    number = str(item.get("collector", "")).strip()
    return bool(item.get("artifact")) or number.upper().startswith(prefix)


def artifact_key(item: dict) -> str:
    number = str(item.get("collector", "")).strip()
    return number.upper() if number else fold(str(item["name"]))


def same_artifact(a: dict, b: dict) -> bool:
    """Two artifacts are the same card when both give a collector number and the numbers
    agree; when either gives none, the names decide (case- and accent-insensitively)."""
    na = str(a.get("collector", "")).strip().upper()
    nb = str(b.get("collector", "")).strip().upper()
    if na and nb:
        return na == nb
    return fold(str(a["name"])) == fold(str(b["name"]))


def _requirement_value(kind: str, value) -> object:
    if kind == "faction":
        return faction_id(str(value))
    if kind == "attack_type":
        return attack_type_id(str(value))
    return value


def _describe(kind: str, value) -> str:
    if kind == "min_attack":
        return say("attack {value}+", value=str(value))
    if kind == "attack_type":
        return say("a {value}-type attack", value=_shown_type(value))
    return say("faction {value}", value=_shown_faction(value))


def _shown_type(value) -> object:
    """An attack type as written in the file; known ones shown in Czech under --lang cs."""
    from muster.i18n import Named

    entry = _data()["attack_types"].get(attack_type_id(str(value)))
    return Named(str(value), entry["cs"]) if entry else str(value)


def _count(value: int) -> str:
    """A count in a finding: English as `say` always wrote it (1815), Czech 1 815."""
    from muster import i18n

    return i18n.number(value) if i18n.czech() else str(value)


def _too_many_items(name: str, n: int, slots: int, over: int) -> str:
    """The item-slot finding, with the counts' plural forms in Czech (1 předmět, 2 předměty,
    5 předmětů; English as it always was)."""
    from muster.i18n import _, both_ways, ngettext

    return both_ways(lambda: (
        ngettext("{name} carries {n} item(s)", "{name} carries {n} item(s)", n).format(
            name=name, n=_count(n))
        + ngettext(" but has {slots} item slot(s)", " but has {slots} item slot(s)",
                   slots).format(slots=_count(slots))
        + _("; {over} too many").format(over=_count(over))))


def _too_many_artifacts(name: str, n: int, item: str, most: int) -> str:
    """The one-artifact finding, with Czech plural forms (2 artefakty, 5 artefaktů)."""
    from muster.i18n import _, both_ways, ngettext

    return both_ways(lambda: (
        ngettext("{name} carries {n} artifacts", "{name} carries {n} artifacts", n).format(
            name=name, n=_count(n))
        + _(" ({item} is one too many); a warrior may carry {most}").format(
            item=item, most=_count(most))))


def _shown_faction(value) -> object:
    from muster.i18n import Named

    entry = _data()["factions"].get(faction_id(str(value)))
    return Named(str(value), entry["cs"]) if entry else str(value)


def _meets(warrior: dict, kind: str, value) -> tuple[bool | None, str]:
    """Does the warrior meet one requirement? None when the file lacks the field."""
    if kind == "attack_type":
        have = warrior.get("attack_type")
        if have is None:
            return None, say("the warrior has no attack_type")
        return (attack_type_id(str(have)) == attack_type_id(str(value)),
                say("its attack type is {have}", have=_shown_type(have)))
    if kind == "faction":
        have = warrior.get("faction")
        if have is None:
            return None, say("the warrior has no faction")
        return (faction_id(str(have)) == faction_id(str(value)),
                say("its faction is {have}", have=_shown_faction(have)))
    if kind == "min_attack":
        have = warrior.get("attack")
        if have is None:
            return None, say("the warrior has no attack value")
        return int(have) >= int(value), say("its attack is {have}", have=str(have))
    return None, say("unknown requirement kind {kind}", kind=kind)


def check(army: dict, ctx: ListContext) -> Checked:
    data = _data()
    shared_mode = _option(ctx, "shared-requirement")
    findings: list[Finding] = []
    warriors = army.get("warriors", [])
    warrior_points = sum(int(w["points"]) for w in warriors)
    item_points = sum(int(it["points"]) for w in warriors for it in w.get("items", []))
    total = warrior_points + item_points
    seen_artifacts: list[tuple[dict, int, str]] = []  # (item, warrior index, warrior name)
    artifacts = 0
    items = 0

    for i, w in enumerate(warriors):
        name = str(w["name"])
        wpath = ("warriors", i)
        its = w.get("items", [])
        items += len(its)
        slots = int(w.get("slots", 0))
        need = len(its) * data["item_slot"]["items_per_slot"]
        if need > slots:
            findings.append(Finding(
                RULE + "item-slots",
                _too_many_items(name, len(its), slots, need - slots),
                wpath + ("items",)))
        carried = 0
        kept: list[tuple[int, str, object, str]] = []  # (item index, kind, value, item name)
        for j, it in enumerate(its):
            ipath = wpath + ("items", j)
            iname = str(it["name"])
            number = str(it.get("collector", "")).strip()
            prefix = data["artifact"]["collector_prefix"]
            if "artifact" in it and number:
                by_number = number.upper().startswith(prefix)
                if bool(it["artifact"]) != by_number:
                    findings.append(Finding(
                        RULE + "artifact-number",
                        say("{item}: artifact: {flag} but collector number {number} starts "
                            "with {prefix} (artifacts' numbers start with {prefix})",
                            item=iname, flag=str(it["artifact"]).lower(), number=number,
                            prefix=prefix) if by_number else
                        say("{item}: artifact: {flag} but collector number {number} does not "
                            "start with {prefix} (artifacts' numbers start with {prefix})",
                            item=iname, flag=str(it["artifact"]).lower(), number=number,
                            prefix=prefix),
                        ipath + ("artifact",)))
            if is_artifact(it):
                artifacts += 1
                carried += 1
                if carried > data["artifact"]["per_warrior"]:
                    findings.append(Finding(
                        RULE + "one-artifact-per-warrior",
                        _too_many_artifacts(name, carried, iname,
                                            data['artifact']['per_warrior']),
                        ipath))
                key = artifact_key(it)
                first = next((s for s in seen_artifacts if same_artifact(s[0], it)), None)
                if first is not None:
                    _, first_i, first_name = first
                    findings.append(Finding(
                        RULE + "artifact-once-per-army",
                        say("artifact {item} ({key}) is already in this army, carried by "
                            "{first} (warriors[{i}]); each artifact once per army", item=iname,
                            key=key, first=first_name, i=first_i),
                        ipath))
                else:
                    seen_artifacts.append((it, i, name))
            for kind, value in (it.get("requires") or {}).items():
                ok, have = _meets(w, kind, value)
                if not ok:
                    findings.append(Finding(
                        RULE + "requirement",
                        say("{name} cannot use {item}: it requires {requirement}, which "
                            "cannot be checked: {why}", name=name, item=iname,
                            requirement=_describe(kind, value), why=have) if ok is None else
                        say("{name} cannot use {item}: it requires {requirement}, but {why}",
                            name=name, item=iname, requirement=_describe(kind, value),
                            why=have),
                        ipath + ("requires", kind)))
                norm = _requirement_value(kind, value)
                for (k_j, k_kind, k_value, k_name) in kept:
                    if k_kind == kind and (shared_mode == "kind" or k_value == norm):
                        findings.append(Finding(
                            RULE + "shared-requirement",
                            say("{name} uses {first} and {item}, which share a requirement "
                                "of the same kind ({requirement}); a warrior may not use two "
                                "items with a requirement in common", name=name, first=k_name,
                                item=iname, requirement=_describe(kind, value))
                            if k_value != norm else
                            say("{name} uses {first} and {item}, which share the same "
                                "requirement ({requirement}); a warrior may not use two items "
                                "with a requirement in common", name=name, first=k_name,
                                item=iname, requirement=_describe(kind, value)),
                            ipath + ("requires", kind)))
                        break
            for kind, value in (it.get("requires") or {}).items():
                kept.append((j, kind, _requirement_value(kind, value), iname))

    limit = army.get("points_limit")
    if limit is not None:
        if total > limit:
            findings.append(Finding(
                RULE + "build-total",
                say("{total} points (warriors {warriors} + items {items}) is over the "
                    "{limit}-point build total by {over}", total=total, warriors=warrior_points,
                    items=item_points, limit=limit, over=total - limit),
                ("points_limit",)))
    else:
        standard = data["standard_game"]["points"]
        if total > standard:
            findings.append(Finding(
                RULE + "standard-game",
                say("no points_limit given; {total} points is over the standard game's "
                    "{standard} by {over}", total=total, standard=standard,
                    over=total - standard),
                (), severity="warning"))

    if ctx.opponent is not None:
        theirs = ctx.opponent.get("points_limit")
        if theirs is not None and limit is not None and theirs != limit:
            findings.append(Finding(
                RULE + "opponent-build-total",
                say("this army is built for {limit} points, the opponent's for {theirs}; the "
                    "players agree one build total", limit=limit, theirs=theirs),
                ("points_limit",), severity="warning"))

    summary = {"warriors": len(warriors), "warrior_points": warrior_points,
               "items": items, "item_points": item_points, "artifacts": artifacts}
    if limit is not None:
        summary["points_limit"] = limit
    build_total = limit if limit is not None else data["standard_game"]["points"]
    summary["actions_per_turn"] = actions_per_turn(build_total)
    units = [Unit(str(w["name"]), int(w["points"]), 1,
                  [f"{it['name']} ({it['points']})" for it in w.get("items", [])],
                  [_shown_faction(w["faction"])] if w.get("faction") else [])
             for w in warriors]
    from muster import i18n
    from muster.i18n import _, shown

    def count(value: int) -> str:  # English as it always was (1815); Czech 1 815
        return i18n.number(value) if i18n.czech() else str(value)

    actions = summary["actions_per_turn"]
    derived = {_("build total"): (shown(say("{points} points", points=build_total))
                                  if limit is not None else
                                  shown(say("{points} points (standard game)",
                                            points=build_total))),
               _("actions per turn"): (count(actions) if actions is not None else
                                       shown(say("not given by the rulebook for {points} "
                                                 "points", points=build_total))),
               _("warriors' points"): count(warrior_points),
               _("items' points"): count(item_points)}
    return Checked(points=total, findings=findings, summary=summary, units=units,
                   derived=derived)


def actions_per_turn(build_total: int) -> int | None:
    """Actions a player gives each turn, from the one actions table `deploy-shuffle mk`
    uses (seed 004: 200 points -> 2, L113; 300 -> 3, L227); None for a build total the
    rulebook gives no number for (nothing is guessed)."""
    from muster.errors import Field, MusterError
    from muster.games.mageknight.setup import actions_for

    try:
        return actions_for(build_total)["actions"]
    except MusterError:
        return None
