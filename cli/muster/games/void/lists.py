"""Void: Sci-Fantasy team lists: each mercenary's purchases, carry limits and attributes.

Checked against the price lists and carry limits of ``data/gear.toml`` (seed 003, L11-L51).
Rule ids (``void.<id>``): class, unknown-item, not-for-sale, mode, modification,
one-modification, type, tent-size, budget, equal-budget, carry-limit, class-weapon,
class-equipment, hud, attributes, armor, heavy-without-tripod.

Options (``--rule NAME=VALUE``):

* ``budget=N``                      money per character when the file sets none (default 2000);
* ``class-equipment=warning|error|off``  the shield and maintenance kits outside their class
  (digest A17; default warning).
"""

from __future__ import annotations

from muster.engine.data import fold
from muster.errors import MusterError
from muster.games.void import catalogue as cat
from muster.i18n import N_, Named, _, named, say, shown
from muster.i18n import name as i18n_name
from muster.lists import Checked, Finding, ListContext, Unit

RULE_OPTIONS = ("budget", "class-equipment")  # the --rule names this game reads

ATTRS_EN = {"cc": N_("CC"), "rc": N_("RC"), "p": N_("Perception"), "i": N_("Intelligence"),
            "w": N_("Will"), "ch": N_("Charisma"), "a": N_("Agility"), "d": N_("Durability"),
            "s": N_("Strength"), "armor": N_("Armor")}
# the Czech words for the attributes (the seed keeps the English names beside CC and RC)
ATTRS_CS = {"cc": "CC", "rc": "RC", "p": "Perception", "i": "Intelligence", "w": "Vůle",
            "ch": "Charisma", "a": "Agility", "d": "Odolnost", "s": "Síla"}


def _options(ctx: ListContext) -> tuple[int | None, str]:
    opts = {fold(k): v for k, v in (ctx.options or {}).items()}
    budget = None
    if "budget" in opts:
        try:
            budget = int(opts["budget"])
        except ValueError:
            raise MusterError(say("--rule budget={value}: the budget must be a whole number "
                                  "of money", value=Named(str(opts["budget"]),
                                                          str(opts["budget"])))) from None
        if budget < 0:
            raise MusterError(say("--rule budget={value}: the budget cannot be negative",
                                  value=Named(str(budget), str(budget))))
    level = fold(opts.get("class equipment", "warning"))
    if level not in ("warning", "error", "off"):
        raise MusterError(say("--rule class-equipment={value}: choose warning, error or off",
                              value=Named(str(opts["class equipment"]),
                                          str(opts["class equipment"]))))
    return budget, level


def _entry(raw) -> dict:
    """A gear entry as a mapping: a bare name becomes {item: name}."""
    if isinstance(raw, str):
        return {"item": raw}
    return raw


def _cs(kind: str, raw: object) -> str:
    """A known name's Czech form from the data ('adamantium' -> 'adamantiová'), else as typed."""
    found = cat.find(kind, str(raw))
    return cat.entry(kind, found)["cs"] if found else str(raw)


def _extra(kind: str, raw: object) -> str:
    """A bought item's firing mode, type or modification in a roster: as the list gives it
    ('automatic'), in Czech the rulebook's name when it is a known one ('automatická')."""
    from muster.i18n import czech

    found = cat.find(kind, str(raw)) if czech() else None
    if not found:
        return str(raw)
    entry = cat.entry(kind, found)
    return entry.get("cs_bought") or i18n_name(entry)  # 'meč, adamantiová zbraň'


def _mods(entry: dict) -> list[str]:
    mod = entry.get("mod")
    if mod is None:
        return []
    return [mod] if isinstance(mod, str) else list(mod)


class _Character:
    """Running totals for one mercenary."""

    def __init__(self, index: int, raw: dict):
        self.index = index
        self.raw = raw
        self.path = ("characters", index)
        self.name = raw.get("name", f"character {index + 1}")
        self.spent = 0
        # slot -> [(gear index, item name, count)]: counts multiply, never loop
        self.slots: dict[str, list[tuple[int, str, int]]] = {}
        self.effects: dict[str, int] = {}
        self.huds: list[tuple[int, str | None, int]] = []  # (gear index, type, count)
        self.heavy: list[int] = []
        self.tripods = 0
        self.bought: list[str] = []  # each gear entry with its price, for the roster
        self.final: dict[str, int] = {}  # attributes and Armor after gear, for the roster

    def take(self, slot: str, gi: int, name: str, count: int) -> None:
        self.slots.setdefault(slot, []).append((gi, name, count))

    def apply(self, effects: dict, count: int = 1) -> None:
        for k, v in effects.items():
            self.effects[k] = self.effects.get(k, 0) + v * count


def _slot(item: dict) -> str | None:
    cat_ = item["category"]
    if cat_ in ("melee", "ranged"):
        return item["hands"]  # one-handed | two-handed | polearm | heavy
    if cat_ in ("throwing", "grenade"):
        return "throwing_set"
    if cat_ in ("armour", "helmet", "special"):
        return cat_
    return None


SLOT_WORDS = {"one-handed": "one-handed weapons", "two-handed": "two-handed weapons",
              "throwing_set": "sets of grenades or throwing weapons", "armour": "armours",
              "helmet": "helmets", "special": "special equipment items",
              "heavy": "heavy ranged weapons", "polearm": "polearm weapons"}

SLOT_WORDS_CS = {"one-handed": "jednoruční zbraně", "two-handed": "obouruční zbraně",
                 "throwing_set": "sady granátů nebo vrhacích zbraní", "armour": "zbroje",
                 "helmet": "přilby", "special": "kusy speciálního vybavení",
                 "heavy": "těžké střelné zbraně", "polearm": "dřevcové zbraně"}


def check(army: dict, ctx: ListContext) -> Checked:
    opt_budget, class_level = _options(ctx)
    gear_data, rules = cat.gear(), cat.rules()
    default_budget = army.get("budget", opt_budget if opt_budget is not None
                              else gear_data["budget"]["default"])
    findings: list[Finding] = []
    total = 0
    budgets: list[tuple[int, int]] = []
    units: list[Unit] = []
    summary: dict = {"spent": {}, "budget": {}}

    def add(rule: str, message: str, path: tuple, severity: str = "error") -> None:
        findings.append(Finding(rule=f"void.{rule}", message=message, path=path,
                                severity=severity))

    for ci, raw in enumerate(army.get("characters", [])):
        ch = _Character(ci, raw)
        cls = cat.find("classes", raw.get("class", ""))
        if cls is None:
            add("class", say("{who}: unknown class '{name}' (zapasnik / brawler or strelec / "
                             "shooter)", who=ch.name, name=str(raw.get("class"))),
                ch.path + ("class",))
        for gi, raw_entry in enumerate(raw.get("gear", [])):
            _check_item(ch, cls, gi, _entry(raw_entry), add, class_level)
        budget = raw.get("budget", default_budget)
        budgets.append((ci, budget))
        _check_character(ch, cls, budget, add, gear_data, rules)
        total += ch.spent
        # the roster's figures (not in the JSON): in the user's language
        details = [i18n_name(cat.entry("classes", cls)) if cls else str(raw.get("class", ""))]
        details += [f"{_(k)} {v}" for k, v in ch.final.items()]
        left = shown(say("{left} of {budget} money left", left=budget - ch.spent,
                         budget=budget) if ch.spent <= budget else
                     say("{over} over the budget of {budget}", over=ch.spent - budget,
                         budget=budget))
        units.append(Unit(ch.name, ch.spent, 1, ch.bought, details + [left]))
        summary["spent"][ch.name] = ch.spent
        summary["budget"][ch.name] = budget

    if len({b for _, b in budgets}) > 1:
        first = budgets[0][1]
        for ci, b in budgets:
            if b != first:
                add("equal-budget", say("starting money should be the same for the whole "
                                        "team: {here} here, {first} for the first character",
                                        here=b, first=first),
                    ("characters", ci), "warning")
    summary["characters"] = len(budgets)
    return Checked(points=total, findings=findings, summary=summary, units=units,
                   derived={N_("characters"): str(len(budgets))})


def _check_item(ch: _Character, cls: str | None, gi: int, e: dict, add, class_level: str) -> None:
    path = ch.path + ("gear", gi)
    name = str(e.get("item", ""))
    key = cat.find("items", name)
    if key is None:
        add("unknown-item", say("{who}: '{name}' is not in the price lists", who=ch.name,
                                name=name), path)
        ch.bought.append(shown(say("{name} (not in the price lists)", name=Named(name, name))))
        return
    item = cat.entry("items", key)
    en = item["en"]
    if "price" not in item and "price_per_size" not in item:
        add("not-for-sale", say("{who}: '{name}' ({item}) is not bought", who=ch.name,
                                name=name, item=named(item)), path)
        return
    count = int(e.get("count", 1))
    price = item.get("price", 0)

    # tents: 10 x size, sizes 2-10 even (L23)
    if "price_per_size" in item:
        size = e.get("size")
        if size not in item["sizes"]:
            add("tent-size", say("{who}: a {item} needs a size of {sizes} (got {size})",
                                 who=ch.name, item=named(item),
                                 sizes=", ".join(map(str, item["sizes"])), size=str(size)),
                path)
            size = 0
        price = item["price_per_size"] * (size or 0)
    elif "size" in e:
        add("type", say("{who}: the {item} has no sizes", who=ch.name, item=named(item)),
            path + ("size",))

    # firing mode: ranged weapons only; automatic doubles the price (L39)
    mode = None
    if "mode" in e:
        if item["category"] != "ranged":
            add("mode", say("{who}: the {item} has no firing mode (ranged weapons only)",
                            who=ch.name, item=named(item)), path + ("mode",))
        else:
            mode = cat.find("modes", e["mode"])
            if mode is None:
                add("mode", say("{who}: unknown firing mode '{name}' (semi-automatic or "
                                "automatic)", who=ch.name, name=str(e["mode"])),
                    path + ("mode",))
    elif item["category"] == "ranged":
        mode = "semi-automatic"
    mult = cat.rules()["modes"][mode]["price_multiplier"] if mode else 1

    # modifications: one per weapon, where it applies; multipliers multiply (RULINGS 31)
    mods = _mods(e)
    if len(mods) > 1:
        add("one-modification", say("{who}: the {item} has {n} modifications ({names}); a "
                                    "weapon may have only one", who=ch.name,
                                    item=named(item), n=len(mods),
                                    names=Named(", ".join(map(str, mods)), ", ".join(
                                        _cs("modifications", m) for m in mods))),
            path + ("mod",))
    for m in mods:
        mkey = cat.find("modifications", m)
        if mkey is None:
            add("modification", say("{who}: unknown modification '{name}' (adamantium, "
                                    "monomolecular, long-range, rapid-fire)", who=ch.name,
                                    name=str(m)), path + ("mod",))
            continue
        problem = cat.modification_problem(item, mode, mkey)
        if problem:
            add("modification", say("{who}: {problem}", who=ch.name, problem=problem),
                path + ("mod",))
            continue
        mult *= cat.rules()["modifications"][mkey]["price_multiplier"]

    # types: HUD type (L51), grenade charge (L45)
    typ = e.get("type")
    if key == "hud":
        hud_type = cat.find("hud_types", typ) if typ is not None else None
        if typ is not None and hud_type is None:
            add("type", say("{who}: unknown HUD type '{name}' (tactical, scientific, recon)",
                            who=ch.name, name=str(typ)), path + ("type",))
        elif typ is None:
            add("hud", say("{who}: a HUD needs a type (tactical, scientific or recon)",
                           who=ch.name), path)
        ch.huds.append((gi, hud_type, count))
        if hud_type:
            ch.apply(cat.entry("hud_types", hud_type)["effects"], count)
    elif item["category"] == "grenade":
        if typ is not None and cat.find("charges", typ) is None:
            add("type", say("{who}: unknown grenade charge '{name}' (fragmentation, "
                            "high-explosive, shaped)", who=ch.name, name=str(typ)),
                path + ("type",))
    elif typ is not None:
        add("type", say("{who}: the {item} has no types", who=ch.name, item=named(item)),
            path + ("type",))

    ch.spent += price * mult * count
    types = "hud_types" if key == "hud" else "charges"
    extras = [_extra(kind, x) for kind, x in (("modes", e.get("mode")), (types, e.get("type")),
                                               *(("modifications", m) for m in _mods(e))) if x]
    label = f"{count} x {i18n_name(item)}" if count != 1 else i18n_name(item)
    ch.bought.append(", ".join([label, *extras]) + f" ({price * mult * count})")

    # slots and class limits
    slot = _slot(item)
    if slot:
        ch.take(slot, gi, en, count)
    if slot == "polearm" and cls is not None and cls != "zapasnik":
        add("class-weapon", say("{who}: the {item} is a polearm, and only a Zápasník (brawler) "
                                "may use polearms", who=ch.name, item=named(item)), path)
    if slot == "heavy":
        ch.heavy.append(gi)
        if cls is not None and cls != "strelec":
            add("class-weapon", say("{who}: the {item} is a heavy ranged weapon, and only a "
                                    "Střelec (shooter) may use those", who=ch.name,
                                    item=named(item)), path)
    if key == "tripod":
        ch.tripods += count
    only = item.get("class")
    if only and cls is not None and only != cls and class_level != "off":
        owner = cat.entry("classes", only)
        add("class-equipment", say("{who}: the {item} is described for the {owner} only",
                                   who=ch.name, item=named(item),
                                   owner=Named(f"{owner['cs']} ({owner['en']})", owner["cs"])),
            path, class_level)
    if "effects" in item:
        ch.apply(item["effects"], count)


def _nth(runs: list[tuple], k: int) -> int:
    """The gear index of the k-th (0-based) item in runs of (gear index, ..., count)."""
    for run in runs:
        if k < run[-1]:
            return run[0]
        k -= run[-1]
    raise IndexError(k)


def _check_character(ch: _Character, cls: str | None, budget: int, add, gear_data: dict,
                     rules: dict) -> None:
    # money (L11): exactly the budget is legal
    if ch.spent > budget:
        add("budget", say("{who}: gear costs {spent}, over the budget of {budget} by {over}",
                          who=ch.name, spent=ch.spent, budget=budget,
                          over=ch.spent - budget), ch.path)

    # carry limits (L11); the class slots exist only for their class (checked as class-weapon)
    limits = gear_data["carry"]
    for slot, taken in ch.slots.items():
        limit = limits.get(slot)
        carried = sum(n for _, _, n in taken)
        if limit is not None and carried > limit:
            gi = _nth(taken, limit)
            names = ", ".join(name if n == 1 else f"{n} x {name}" for _, name, n in taken)
            add("carry-limit", say("{who}: carries {n} {what} ({names}); the limit is {limit}",
                                   who=ch.name, n=carried,
                                   what=named({"en": SLOT_WORDS[slot],
                                               "cs": SLOT_WORDS_CS.get(slot, SLOT_WORDS[slot])}),
                                   names=names, limit=limit), ch.path + ("gear", gi))

    # HUDs: at most two, of different types (L51)
    hud_max = gear_data["items"]["hud"]["max_count"]
    worn = sum(n for _, _, n in ch.huds)
    if worn > hud_max:
        add("hud", say("{who}: {n} HUDs; at most {most} may be worn", who=ch.name, n=worn,
                       most=hud_max),
            ch.path + ("gear", _nth(ch.huds, hud_max)))
    seen: dict[str, int] = {}
    for gi, t, n in ch.huds:
        if t is None:
            continue
        if t in seen or n > 1:
            add("hud", say("{who}: two {kind} HUDs; the two HUDs must be of different types",
                           who=ch.name, kind=named(cat.entry("hud_types", t))),
                ch.path + ("gear", gi))
            break
        seen[t] = gi

    # attributes after gear within 1-19, Armor at most 19 (L9)
    attrs = rules["attributes"]
    base = ch.raw.get("attributes", {})
    for a in attrs["names"]:
        value = base.get(a, attrs["base"]) + ch.effects.get(a, 0)
        if ch.effects.get(a, 0):
            ch.final[ATTRS_EN[a]] = value  # the roster shows what gear changed
        if not attrs["min"] <= value <= attrs["max"]:
            change = ch.effects.get(a, 0)
            add("attributes", say("{who}: {attribute} {base} {sign} {change} from gear = "
                                  "{value}, outside {low}-{high}", who=ch.name,
                                  attribute=Named(ATTRS_EN[a], ATTRS_CS[a]),
                                  base=base.get(a, attrs["base"]),
                                  sign="+" if change >= 0 else "-", change=abs(change),
                                  value=value, low=attrs["min"], high=attrs["max"]), ch.path)
    armor = base.get("armor", attrs["armor_base"]) + ch.effects.get("armor", 0)
    ch.final["Armor"] = armor
    if armor > attrs["armor_max"]:
        add("armor", say("{who}: Armor {armor} from gear, over the maximum {most} by {over}",
                         who=ch.name, armor=armor, most=attrs['armor_max'],
                         over=armor - attrs['armor_max']), ch.path)

    # a heavy weapon cannot fire off a tripod (L37): legal, but worth a warning
    if ch.heavy and ch.tripods < len(ch.heavy):
        add("heavy-without-tripod", say("{who}: a heavy weapon cannot fire unless set on a "
                                        "tripod, and no tripod is carried", who=ch.name),
            ch.path + ("gear", ch.heavy[ch.tripods]), "warning")
