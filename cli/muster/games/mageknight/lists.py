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
* ``opponent-build-total``    (warning) the opponent's list was built for a different total

Ruling option:

* ``shared-requirement=same`` (default): two items clash when they have the same
  requirement (same kind and value: both ``attack_type: bow``, both ``min_attack: 9``).
  ``shared-requirement=kind``: any two requirements of the same kind clash
  (``min_attack: 9`` and ``min_attack: 10``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from muster import text
from muster.engine.data import fold, load
from muster.engine.names import Lookup
from muster.errors import Field, MusterError
from muster.games.mageknight.setup import actions_for
from muster.i18n import N_, Named, joined, point_difference, say, say_plural
from muster.lists import Finding, ListContext, Rule, Totals, Unit, rule_choice

RULE = "mageknight."
RULE_OPTIONS = ("shared-requirement",)  # the ruling-option names this game reads

Path = tuple[str | int, ...]


def _data() -> dict[str, Any]:
    return load("mageknight", "lists")


def _option(ctx: ListContext, name: str) -> str:
    spec = _data()[name.replace("-", "_")]
    return rule_choice(name, (ctx.options or {}).get(name, spec["default"]), spec["choices"])


@cache
def _lookup(table: str) -> Lookup:
    """The factions or attack types by id, English, Czech name or alias."""
    return Lookup(table, _data()[table])


def faction_id(name: str) -> str:
    """A faction as typed -> its id ("Orčí klany" -> "orc-clans"); unknown names folded."""
    return _lookup("factions").key(name) or fold(name)


def attack_type_id(name: str) -> str:
    return _lookup("attack_types").key(name) or fold(name)


def is_artifact(item: dict[str, Any]) -> bool:
    prefix = _data()["artifact"]["collector_prefix"]
    number = str(item.get("collector", "")).strip()
    return bool(item.get("artifact")) or number.upper().startswith(prefix)


def artifact_key(item: dict[str, Any]) -> str:
    number = str(item.get("collector", "")).strip()
    return number.upper() if number else fold(str(item["name"]))


def same_artifact(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two artifacts are the same card when both give a collector number and the numbers
    agree; when either gives none, the names decide (case- and accent-insensitively)."""
    na = str(a.get("collector", "")).strip().upper()
    nb = str(b.get("collector", "")).strip().upper()
    if na and nb:
        return na == nb
    return fold(str(a["name"])) == fold(str(b["name"]))


def _requirement_value(kind: str, value: Any) -> object:
    if kind == "faction":
        return faction_id(str(value))
    if kind == "attack_type":
        return attack_type_id(str(value))
    return value


def _describe(kind: str, value: Any) -> str:
    if kind == "min_attack":
        return say("attack {value}+", value=str(value))
    if kind == "attack_type":
        return say("a {value}-type attack", value=_shown_type(value))
    return say("faction {value}", value=_shown_faction(value))


def _shown_type(value: Any) -> str:
    """An attack type as written in the file; known ones shown in Czech."""
    entry = _data()["attack_types"].get(attack_type_id(str(value)))
    return Named(str(value), entry["cs"]) if entry else str(value)


def _shown_faction(value: Any) -> str:
    entry = _data()["factions"].get(faction_id(str(value)))
    return Named(str(value), entry["cs"]) if entry else str(value)


def _faction_name(value: Any) -> str:
    """A faction by its data-file name in both languages ('Orc Clans' / 'Orčí klany'),
    or as written when the data does not know it."""
    entry = _data()["factions"].get(faction_id(str(value)))
    return Named(entry["en"], entry["cs"]) if entry else str(value)


def _count(value: int) -> Named:
    """A count as the roster shows it: English as `say` always wrote it (1815), Czech 1 815."""
    return Named(str(value), text.cs_decimal(value))


def _too_many_items(name: str, n: int, slots: int, over: int) -> str:
    """The item-slot finding, with the counts' plural forms in Czech (1 předmět, 2 předměty,
    5 předmětů; English 'item(s)')."""
    return joined(
        say_plural("{name} carries {n} item(s)", "{name} carries {n} item(s)", n,
                   name=Named(name)),
        say_plural(" but has {slots} item slot(s)", " but has {slots} item slot(s)", slots,
                   slots=slots),
        say("; {over} too many", over=over))


def _too_many_artifacts(name: str, n: int, item: str, most: int) -> str:
    """The one-artifact finding, with Czech plural forms (2 artefakty, 5 artefaktů)."""
    return joined(
        say_plural("{name} carries {n} artifacts", "{name} carries {n} artifacts", n,
                   name=Named(name)),
        say(" ({item} is one too many); a warrior may carry {most}", item=Named(item),
            most=most))


def _meets(warrior: dict[str, Any], kind: str, value: Any) -> tuple[bool | None, str]:
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


def actions_per_turn(build_total: int) -> int | None:
    """Actions a player gives each turn, from the one actions table `deploy-shuffle mk`
    uses (seed 004: 200 points -> 2, L113; 300 -> 3, L227); None for a build total the
    rulebook gives no number for (nothing is guessed)."""
    try:
        actions: int = actions_for(build_total)["actions"]
    except MusterError:
        return None
    return actions


@dataclass(frozen=True)
class Item:
    """One item a warrior carries."""

    warrior: int  # the warrior's index
    wname: str  # the warrior's name
    index: int
    raw: dict[str, Any]
    path: Path

    @property
    def name(self) -> str:
        return str(self.raw["name"])


@dataclass
class Army:
    data: dict[str, Any]
    shared_mode: str  # the shared-requirement option: same | kind
    warriors: list[dict[str, Any]]
    warrior_points: int
    item_points: int

    @property
    def total(self) -> int:
        return self.warrior_points + self.item_points

    def items(self) -> Iterator[Item]:
        for i, w in enumerate(self.warriors):
            for j, it in enumerate(w.get("items", [])):
                yield Item(i, str(w["name"]), j, it, ("warriors", i, "items", j))


def read(army: dict[str, Any], ctx: ListContext) -> Army:
    shared_mode = _option(ctx, "shared-requirement")
    warriors = army.get("warriors", [])
    return Army(army, shared_mode, warriors, sum(int(w["points"]) for w in warriors),
                sum(int(it["points"]) for w in warriors for it in w.get("items", [])))


# ------------------------------------------------------------------ the rules


def item_slots(army: Army, ctx: ListContext) -> Iterator[Finding]:
    per_slot = _data()["item_slot"]["items_per_slot"]
    for i, w in enumerate(army.warriors):
        its = w.get("items", [])
        slots = int(w.get("slots", 0))
        need = len(its) * per_slot
        if need > slots:
            yield Finding(RULE + "item-slots",
                          _too_many_items(str(w["name"]), len(its), slots, need - slots),
                          ("warriors", i, "items"))


def artifact_numbers(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """``artifact:`` agrees with the collector number (artifacts' numbers start with R)."""
    prefix = _data()["artifact"]["collector_prefix"]
    for item in army.items():
        number = str(item.raw.get("collector", "")).strip()
        if "artifact" not in item.raw or not number:
            continue
        by_number = number.upper().startswith(prefix)
        if bool(item.raw["artifact"]) == by_number:
            continue
        args = dict(item=item.name, flag=str(item.raw["artifact"]).lower(), number=number,
                    prefix=prefix)
        yield Finding(
            RULE + "artifact-number",
            say("{item}: artifact: {flag} but collector number {number} starts with {prefix} "
                "(artifacts' numbers start with {prefix})", **args) if by_number else
            say("{item}: artifact: {flag} but collector number {number} does not start with "
                "{prefix} (artifacts' numbers start with {prefix})", **args),
            item.path + ("artifact",))


def artifacts_per_warrior(army: Army, ctx: ListContext) -> Iterator[Finding]:
    most = _data()["artifact"]["per_warrior"]
    carried: dict[int, int] = {}
    for item in army.items():
        if is_artifact(item.raw):
            n = carried[item.warrior] = carried.get(item.warrior, 0) + 1
            if n > most:
                yield Finding(RULE + "one-artifact-per-warrior",
                              _too_many_artifacts(item.wname, n, item.name, most), item.path)


def artifacts_once(army: Army, ctx: ListContext) -> Iterator[Finding]:
    seen: list[Item] = []
    for item in army.items():
        if not is_artifact(item.raw):
            continue
        first = next((s for s in seen if same_artifact(s.raw, item.raw)), None)
        if first is None:
            seen.append(item)
            continue
        yield Finding(RULE + "artifact-once-per-army",
                      say("artifact {item} ({key}) is already in this army, carried by "
                          "{first} (warrior {n}); each artifact once per army",
                          item=item.name, key=artifact_key(item.raw), first=first.wname,
                          n=first.warrior + 1), item.path)  # numbered as the roster is


def _requires(item: Item) -> dict[str, Any]:
    return item.raw.get("requires") or {}


def requirements(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """The warrior meets every requirement of its items."""
    for item in army.items():
        w = army.warriors[item.warrior]
        for kind, value in _requires(item).items():
            ok, why = _meets(w, kind, value)
            if ok:
                continue
            args = dict(name=item.wname, item=item.name, requirement=_describe(kind, value),
                        why=why)
            yield Finding(
                RULE + "requirement",
                say("{name} cannot use {item}: it requires {requirement}, which cannot be "
                    "checked: {why}", **args) if ok is None else
                say("{name} cannot use {item}: it requires {requirement}, but {why}", **args),
                item.path + ("requires", kind))


def _kind(kind: str) -> str:
    """A requirement kind by its data-file names ('minimum attack value' / 'minimální
    hodnota útoku', with the Czech accusative where the data gives it)."""
    entry = _data()["requirements"].get(kind)
    if not entry:
        return kind
    cases = {"acc": str(entry["cs_acc"])} if entry.get("cs_acc") else None
    return Named(str(entry["en"]), str(entry["cs"]), cases)


def _value(kind: str, value: Any) -> str:
    """A requirement's value alone: 9, a sword-type attack's 'sword', a faction's name."""
    if kind == "attack_type":
        return _shown_type(value)
    if kind == "faction":
        return _shown_faction(value)
    return str(value)


def shared_requirements(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """No two items on a warrior with a requirement in common (same kind and value; any
    of the same kind under shared-requirement=kind)."""
    kept: list[tuple[int, str, object, str, Any]] = []  # (warrior, kind, value, item, as written)
    for item in army.items():
        for kind, value in _requires(item).items():
            norm = _requirement_value(kind, value)
            for k_warrior, k_kind, k_value, k_name, k_raw in kept:
                if k_warrior != item.warrior or k_kind != kind:
                    continue
                if army.shared_mode != "kind" and k_value != norm:
                    continue
                yield Finding(
                    RULE + "shared-requirement",
                    say("{name} uses {first} and {item}, which both have a requirement of the "
                        "same kind, {kind} ({first_value} and {value}); under the stricter "
                        "reading ({rule} shared-requirement=kind) a warrior may not use two "
                        "items with requirements of the same kind", name=item.wname,
                        first=k_name, item=item.name, kind=_kind(kind),
                        first_value=_value(kind, k_raw), value=_value(kind, value),
                        rule=Field("options")) if k_value != norm else
                    say("{name} uses {first} and {item}, which share the same requirement "
                        "({requirement}); a warrior may not use two items with a "
                        "requirement in common", name=item.wname, first=k_name,
                        item=item.name, requirement=_describe(kind, value)),
                    item.path + ("requires", kind))
                break
        kept.extend((item.warrior, kind, _requirement_value(kind, value), item.name, value)
                    for kind, value in _requires(item).items())


def build_total(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """Warriors and items within the build total; without one, the standard game's."""
    limit = army.data.get("points_limit")
    total = army.total
    if limit is not None:
        if total > limit:
            yield Finding(RULE + "build-total",
                          say("{total} points (warriors {warriors} + items {items}) is over "
                              "the {limit}-point build total by {over}", total=total,
                              warriors=army.warrior_points, items=army.item_points,
                              limit=limit, over=point_difference(total - limit)), ("points_limit",))
        return
    standard = _data()["standard_game"]["points"]
    if total > standard:
        yield Finding(RULE + "standard-game",
                      say("no points_limit given; {total} points is over the standard game's "
                          "{standard} by {over}", total=total, standard=standard,
                          over=total - standard), (), severity="warning")


def opponent_build_total(army: Army, ctx: ListContext) -> Iterator[Finding]:
    if ctx.opponent is None:
        return
    limit = army.data.get("points_limit")
    theirs = ctx.opponent.get("points_limit")
    if theirs is not None and limit is not None and theirs != limit:
        yield Finding(RULE + "opponent-build-total",
                      say("this army is built for {limit} points, the opponent's for "
                          "{theirs}; the players agree one build total", limit=limit,
                          theirs=theirs), ("points_limit",), severity="warning")


RULES: list[Rule[Army]] = [item_slots, artifact_numbers, artifacts_per_warrior,
                           artifacts_once, requirements, shared_requirements, build_total,
                           opponent_build_total]


# ------------------------------------------------------------------ totals


def tally(army: Army, ctx: ListContext) -> Totals:
    limit = army.data.get("points_limit")
    summary: dict[str, Any] = {
        "warriors": len(army.warriors), "warrior_points": army.warrior_points,
        "items": sum(len(w.get("items", [])) for w in army.warriors),
        "item_points": army.item_points,
        "artifacts": sum(1 for item in army.items() if is_artifact(item.raw))}
    if limit is not None:
        summary["points_limit"] = limit
    build = limit if limit is not None else _data()["standard_game"]["points"]
    actions = summary["actions_per_turn"] = actions_per_turn(build)
    units = [Unit(str(w["name"]), int(w["points"]), 1,
                  [f"{it['name']} ({it['points']})" for it in w.get("items", [])],
                  [_shown_faction(w["faction"])] if w.get("faction") else [])
             for w in army.warriors]
    derived = {N_("build total"): (say("{points} points", points=build)
                                   if limit is not None else
                                   say("{points} points (standard game)", points=build)),
               N_("actions per turn"): (_count(actions) if actions is not None else
                                        say("not given by the rulebook for {points} points",
                                            points=build)),
               N_("warriors' points"): _count(army.warrior_points),
               N_("items' points"): _count(army.item_points)}
    factions = {faction_id(str(w["faction"])): _faction_name(w["faction"])
                for w in army.warriors if w.get("faction")}
    return Totals(points=army.total, summary=summary, units=units, derived=derived,
                  side=list(factions.values()))
