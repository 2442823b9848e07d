"""A Void: Sci-Fantasy team as its list reads it: each mercenary's class, budget and gear,
what each entry costs (its firing mode and modifications), and what the gear does to the
attributes and Armor (seed 003, L11-L51; the prices in ``data/gear.toml``). The list's
rules (`muster.games.void.lists`) check what this reads."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from muster.engine.data import fold, load
from muster.engine.names import Lookup
from muster.errors import Field, MusterError
from muster.games.void.catalogue import modification_problem
from muster.i18n import Named, named, say
from muster.lists import ListContext

Path = tuple[str | int, ...]


def gear_data() -> dict[str, Any]:
    return load("void", "gear")


def rules_data() -> dict[str, Any]:
    return load("void", "rules")


@cache
def table(kind: str) -> Lookup:
    """One of the tables a list names things from (items, charges, hud_types, classes in
    the gear data; modes, modifications in the rules) by id, English, Czech or alias."""
    tables = rules_data() if kind in ("modes", "modifications") else gear_data()
    return Lookup(kind, tables[kind])


def find(kind: str, name: object) -> str | None:
    return table(kind).key(str(name))


def entry_of(kind: str, key: str) -> dict[str, Any]:
    return table(kind).entries[key]


def _options(ctx: ListContext) -> tuple[int | None, str]:
    opts = {fold(k): v for k, v in (ctx.options or {}).items()}
    budget = None
    if "budget" in opts:
        try:
            budget = int(opts["budget"])
        except ValueError:
            raise MusterError(say("{rule} budget={value}: the budget must be a whole number "
                                  "of money", rule=Field("options"),
                                  value=Named(str(opts["budget"]), str(opts["budget"])))
                              ) from None
        if budget < 0:
            raise MusterError(say("{rule} budget={value}: the budget cannot be negative",
                                  rule=Field("options"), value=Named(str(budget), str(budget))))
    level = fold(opts.get("class equipment", "warning"))
    if level not in ("warning", "error", "off"):
        raise MusterError(say("{rule} class-equipment={value}: choose warning, error or off",
                              rule=Field("options"), value=Named(str(opts["class equipment"]),
                                                              str(opts["class equipment"]))))
    return budget, level


def _as_entry(raw: Any) -> dict[str, Any]:
    """A gear entry as a mapping: a bare name becomes {item: name}."""
    if isinstance(raw, str):
        return {"item": raw}
    return dict(raw)


def mods_of(entry: dict[str, Any]) -> list[Any]:
    mod = entry.get("mod")
    if mod is None:
        return []
    return [mod] if isinstance(mod, str) else list(mod)


def slot_of(item: dict[str, Any]) -> str | None:
    cat_ = item["category"]
    if cat_ in ("melee", "ranged"):
        return str(item["hands"])  # one-handed | two-handed | polearm | heavy
    if cat_ in ("throwing", "grenade"):
        return "throwing_set"
    if cat_ in ("armour", "helmet", "special"):
        return str(cat_)
    return None


# ------------------------------------------------------------------ the team as read


@dataclass
class Gear:
    """One gear entry of a character, as the list buys it."""

    index: int
    entry: dict[str, Any]  # a bare name made {item: name}
    path: Path
    name: str
    key: str | None  # None: not in the price lists
    item: dict[str, Any] = field(default_factory=dict)  # its price-list entry
    for_sale: bool = False  # known, and something one buys
    count: int = 1
    mode: str | None = None  # the firing mode bought (ranged weapons)
    mods: list[str] = field(default_factory=list)  # the modifications that fit
    hud_type: str | None = None
    size_ok: bool = True  # a tent's size is one of its sizes
    price: int = 0  # unit price (a tent by its size) x firing mode x modifications x count


@dataclass
class Character:
    """One mercenary: what the list buys for it and what that comes to."""

    index: int
    raw: dict[str, Any]
    cls: str | None  # None: an unknown class
    budget: int
    gear: list[Gear]
    bought: list[Gear] = field(init=False)  # the entries that are bought (known, for sale)
    spent: int = field(init=False)
    effects: dict[str, int] = field(init=False)  # attribute changes from gear
    attributes: list[tuple[str, int, int, int]] = field(init=False)  # (name, base, change, value)
    armor: int = field(init=False)

    def __post_init__(self) -> None:
        self.bought = [g for g in self.gear if g.for_sale]
        self.spent = sum(g.price for g in self.bought)
        self.effects = {}
        for g in self.bought:  # HUD types and items with effects
            changes = [entry_of("hud_types", g.hud_type)["effects"]] if g.hud_type else []
            changes += [g.item["effects"]] if "effects" in g.item else []
            for effects in changes:
                for k, v in effects.items():
                    self.effects[k] = self.effects.get(k, 0) + v * g.count
        attrs = rules_data()["attributes"]
        base = self.raw.get("attributes", {})
        self.attributes = [(a, base.get(a, attrs["base"]), self.effects.get(a, 0),
                            base.get(a, attrs["base"]) + self.effects.get(a, 0))
                           for a in attrs["names"]]
        self.armor = base.get("armor", attrs["armor_base"]) + self.effects.get("armor", 0)

    @property
    def path(self) -> Path:
        return ("characters", self.index)

    @property
    def name(self) -> Any:  # as the list gives it
        return self.raw.get("name", f"character {self.index + 1}")

    def slots(self) -> dict[str, list[tuple[int, Named, int]]]:
        """slot -> [(gear index, item name, count)]: counts multiply, never loop."""
        out: dict[str, list[tuple[int, Named, int]]] = {}
        for g in self.bought:
            slot = slot_of(g.item)
            if slot:
                out.setdefault(slot, []).append((g.index, named(g.item), g.count))
        return out

    def huds(self) -> list[tuple[int, str | None, int]]:
        return [(g.index, g.hud_type, g.count) for g in self.bought if g.key == "hud"]

    def heavy(self) -> list[int]:
        return [g.index for g in self.bought if slot_of(g.item) == "heavy"]

    def tripods(self) -> int:
        return sum(g.count for g in self.bought if g.key == "tripod")


@dataclass
class Team:
    data: dict[str, Any]
    class_level: str  # class-equipment: warning | error | off
    characters: list[Character]


def read(army: dict[str, Any], ctx: ListContext) -> Team:
    opt_budget, class_level = _options(ctx)
    default_budget = army.get("budget", opt_budget if opt_budget is not None
                              else gear_data()["budget"]["default"])
    characters = []
    for ci, raw in enumerate(army.get("characters", [])):
        gear = [_read_gear(ci, gi, _as_entry(e)) for gi, e in enumerate(raw.get("gear", []))]
        characters.append(Character(ci, raw, find("classes", raw.get("class", "")),
                                    raw.get("budget", default_budget), gear))
    return Team(army, class_level, characters)


def _read_gear(ci: int, gi: int, e: dict[str, Any]) -> Gear:
    name = str(e.get("item", ""))
    key = find("items", name)
    g = Gear(gi, e, ("characters", ci, "gear", gi), name, key)
    if key is None:
        return g
    item = g.item = entry_of("items", key)
    g.for_sale = "price" in item or "price_per_size" in item
    if not g.for_sale:
        return g
    g.count = int(e.get("count", 1))
    if "mode" in e:
        if item["category"] == "ranged":
            g.mode = find("modes", e["mode"])
    elif item["category"] == "ranged":
        g.mode = "semi-automatic"
    rules = rules_data()
    mult = rules["modes"][g.mode]["price_multiplier"] if g.mode else 1
    for m in mods_of(e):
        mod = find("modifications", m)
        if mod is not None and not modification_problem(item, g.mode, mod):
            g.mods.append(mod)
            mult *= rules["modifications"][mod]["price_multiplier"]
    if g.key == "hud" and e.get("type") is not None:
        g.hud_type = find("hud_types", e["type"])
    if "price_per_size" in item:
        g.size_ok = e.get("size") in item["sizes"]
        price = item["price_per_size"] * (e.get("size") if g.size_ok else 0)
    else:
        price = item.get("price", 0)
    g.price = price * mult * g.count
    return g


def bought_items(team: Team) -> Iterator[tuple[Character, Gear]]:
    """Every bought entry of every character, in the list's order."""
    for ch in team.characters:
        for g in ch.bought:
            yield ch, g
