"""Void: Sci-Fantasy team lists: each mercenary's purchases, carry limits and attributes.

Checked against the price lists and carry limits of ``data/gear.toml`` (seed 003, L11-L51).
Rule ids (``void.<id>``): class, unknown-item, not-for-sale, mode, modification,
one-modification, type, tent-size, budget, equal-budget, carry-limit, class-weapon,
class-equipment, hud, attributes, armor, heavy-without-tripod.

Ruling options:

* ``budget=N``                      money per character when the file sets none (default 2000);
* ``class-equipment=warning|error|off``  the shield and maintenance kits outside their class
  (digest A17; default warning).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from muster.engine.names import Lookup
from muster.errors import allowed_values
from muster.games.void.catalogue import modification_problem, weapon_cs
from muster.games.void.team import (
    Character,
    Gear,
    Team,
    bought_items,
    entry_of,
    find,
    gear_data,
    mods_of,
    rules_data,
    slot_of,
    table,
)
from muster.games.void.team import read as read  # the list's reader (`ListRules.read`)
from muster.i18n import N_, Message, Named, both_ways, counted, joined, named, say
from muster.lists import Finding, ListContext, Rule, Totals, Unit
from muster.text import cs_decimal

RULE_OPTIONS = ("budget", "class-equipment")  # the ruling-option names this game reads

ATTRS_EN = {"cc": N_("CC"), "rc": N_("RC"), "p": N_("Perception"), "i": N_("Intelligence"),
            "w": N_("Will"), "ch": N_("Charisma"), "a": N_("Agility"), "d": N_("Durability"),
            "s": N_("Strength"), "armor": N_("Armor")}
# the Czech words for the attributes (the seed keeps the English names beside CC and RC)
ATTRS_CS = {"cc": "CC", "rc": "RC", "p": "Perception", "i": "Intelligence", "w": "Vůle",
            "ch": "Charisma", "a": "Agility", "d": "Odolnost", "s": "Síla"}

def _suggest(name: str) -> str:
    """' (did you mean 'sword'?)' for a misspelt item: the closest of what one buys, by
    English or Czech name or alias (`muster.engine.names.Lookup.suggest`)."""
    priced = {k: e for k, e in gear_data()["items"].items()
              if "price" in e or "price_per_size" in e}
    return Lookup("", priced).suggest(name, starts=False)


def _cs(kind: str, raw: object) -> str:
    """A known name's Czech form from the data ('adamantium' -> 'adamantiová'), else as typed."""
    found = find(kind, raw)
    return entry_of(kind, found)["cs"] if found else str(raw)


def _extra_cs(kind: str, raw: object) -> str:
    """A bought item's firing mode, type or modification as a Czech roster lists it: the
    rulebook's name when it is a known one ('automatická'), else as the list gives it
    (English lists it as given: 'automatic')."""
    found = find(kind, raw)
    if not found:
        return str(raw)
    entry = entry_of(kind, found)
    return str(entry.get("cs_bought") or entry.get("cs") or entry["en"])  # 'meč, adamantiová zbraň'


SLOT_WORDS = {"one-handed": "one-handed weapons", "two-handed": "two-handed weapons",
              "throwing_set": "sets of grenades or throwing weapons", "armour": "armours",
              "helmet": "helmets", "special": "special equipment items",
              "heavy": "heavy ranged weapons", "polearm": "polearm weapons"}

SLOT_WORDS_CS = {  # the noun after 1, 2-4 and 5 or more: '3 jednoruční zbraně' (seed L11)
    "one-handed": ("jednoruční zbraň", "jednoruční zbraně", "jednoručních zbraní"),
    "two-handed": ("obouruční zbraň", "obouruční zbraně", "obouručních zbraní"),
    "throwing_set": ("sada granátů nebo vrhacích zbraní", "sady granátů nebo vrhacích zbraní",
                     "sad granátů nebo vrhacích zbraní"),
    "armour": ("zbroj", "zbroje", "zbrojí"), "helmet": ("přilba", "přilby", "přileb"),
    "special": ("kus speciálního vybavení", "kusy speciálního vybavení",
                "kusů speciálního vybavení"),
    "heavy": ("těžká střelná zbraň", "těžké střelné zbraně", "těžkých střelných zbraní"),
    "polearm": ("dřevcová zbraň", "dřevcové zbraně", "dřevcových zbraní")}


def _nth(runs: list[tuple[Any, ...]], k: int) -> int:
    """The gear index of the k-th (0-based) item in runs of (gear index, ..., count)."""
    for run in runs:
        if k < run[-1]:
            return int(run[0])
        k -= run[-1]
    raise IndexError(k)


# ------------------------------------------------------------------ the rules: each entry


def classes_known(team: Team, ctx: ListContext) -> Iterator[Finding]:
    for ch in team.characters:
        if ch.cls is None:
            yield Finding("void.class",
                          _refused("classes", str(ch.raw.get("class")),
                                   "zapasnik / brawler or strelec / shooter", ch.name),
                          ch.path + ("class",))


def items_known(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """Every entry is in the price lists and is something one buys."""
    for ch in team.characters:
        for g in ch.gear:
            if g.key is None:
                yield Finding("void.unknown-item", joined(
                    say("{who}: '{name}' is not in the price lists", who=Named(str(ch.name)),
                        name=Named(str(g.name))),
                    both_ways(lambda name=g.name: _suggest(str(name)))), g.path)
            elif not g.for_sale:
                yield Finding("void.not-for-sale",
                              say("{who}: '{name}' ({item}) is not bought", who=ch.name,
                                  name=g.name, item=named(g.item)), g.path)


def sizes(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """Tents: 10 x size, sizes 2-10 even (L23); nothing else has a size."""
    for ch, g in bought_items(team):
        item = g.item
        if "price_per_size" in item:
            if not g.size_ok:
                yield Finding("void.tent-size",
                              say("{who}: a {item} needs a size of {sizes} (got {size})",
                                  who=ch.name, item=named(item),
                                  sizes=", ".join(map(str, item["sizes"])),
                                  size=str(g.entry.get("size"))), g.path)
        elif "size" in g.entry:
            yield Finding("void.type", say("{who}: the {item} has no sizes", who=ch.name,
                                           item=named(item)), g.path + ("size",))


def modes(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """A firing mode for ranged weapons only; automatic doubles the price (L39)."""
    for ch, g in bought_items(team):
        if "mode" not in g.entry:
            continue
        if g.item["category"] != "ranged":
            yield Finding("void.mode",
                          say("{who}: the {item} has no firing mode (ranged weapons only)",
                              who=ch.name, item=named(g.item)), g.path + ("mode",))
        elif g.mode is None:
            yield Finding("void.mode",
                          _refused("modes", str(g.entry["mode"]),
                                   "semi-automatic or automatic", ch.name),
                          g.path + ("mode",))


def modifications(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """One modification per weapon, where it applies; multipliers multiply (RULINGS 31)."""
    for ch, g in bought_items(team):
        mods = mods_of(g.entry)
        path = g.path + ("mod",)
        if len(mods) > 1:
            yield Finding("void.one-modification",
                          say("{who}: the {item} has {n} modifications ({names}); a weapon "
                              "may have only one", who=ch.name, item=named(g.item),
                              n=len(mods), names=Named(", ".join(map(str, mods)), ", ".join(
                                  _cs("modifications", m) for m in mods))), path)
        for m in mods:
            key = find("modifications", m)
            if key is None:
                yield Finding("void.modification",
                              _refused("modifications", str(m), "adamantium, monomolecular, "
                                       "long-range, rapid-fire", ch.name), path)
                continue
            problem = modification_problem(g.item, g.mode, key)
            if problem and (g.mode is not None or "mode" not in g.entry):  # unknown mode: above
                yield Finding("void.modification",
                              say("{who}: {problem}", who=ch.name, problem=problem), path)


def types(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """A HUD's type (L51) and a grenade's charge (L45); nothing else has a type."""
    for ch, g in bought_items(team):
        typ = g.entry.get("type")
        path = g.path + ("type",)
        if g.key == "hud":
            if typ is not None and g.hud_type is None:
                yield Finding("void.type",
                              _refused("hud_types", str(typ), "tactical, scientific, recon",
                                       ch.name), path)
            elif typ is None:
                yield Finding("void.hud", say("{who}: a HUD needs a type (tactical, "
                                              "scientific or recon)", who=ch.name), g.path)
        elif g.item["category"] == "grenade":
            if typ is not None and find("charges", typ) is None:
                yield Finding("void.type",
                              _refused("charges", str(typ), "fragmentation, high-explosive, "
                                       "shaped", ch.name), path)
        elif typ is not None:
            yield Finding("void.type", say("{who}: the {item} has no types", who=ch.name,
                                           item=named(g.item)), path)


def class_weapons(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """Polearms for the Zápasník only, heavy ranged weapons for the Střelec only."""
    for ch, g in bought_items(team):
        slot = slot_of(g.item)
        if slot == "polearm" and ch.cls is not None and ch.cls != "zapasnik":
            yield Finding("void.class-weapon",
                          say("{who}: the {item} is a polearm, and only a Zápasník (brawler) "
                              "may use polearms", who=ch.name, item=named(g.item)), g.path)
        if slot == "heavy" and ch.cls is not None and ch.cls != "strelec":
            yield Finding("void.class-weapon",
                          say("{who}: the {item} is a heavy ranged weapon, and only a "
                              "Střelec (shooter) may use those", who=ch.name,
                              item=named(g.item)), g.path)


def class_equipment(team: Team, ctx: ListContext) -> Iterator[Finding]:
    if team.class_level == "off":
        return
    for ch, g in bought_items(team):
        only = g.item.get("class")
        if only and ch.cls is not None and only != ch.cls:
            owner = entry_of("classes", only)
            yield Finding("void.class-equipment",
                          say("{who}: the {item} is described for the {owner} only",
                              who=ch.name, item=named(g.item),
                              owner=Named(f"{owner['cs']} ({owner['en']})",
                                          _capital(owner["cs"]))),
                          g.path, team.class_level)


# ------------------------------------------------------------------ the rules: each character


def budgets(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """Money (L11): exactly the budget is legal."""
    for ch in team.characters:
        spent = ch.spent
        if spent > ch.budget:
            yield Finding("void.budget",
                          say("{who}: gear costs {spent}, over the budget of {budget} by "
                              "{over}", who=ch.name, spent=spent, budget=ch.budget,
                              over=spent - ch.budget), ch.path)


def carry_limits(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """Carry limits (L11); the class slots exist only for their class (class-weapon)."""
    limits = gear_data()["carry"]
    for ch in team.characters:
        for slot, taken in ch.slots().items():
            limit = limits.get(slot)
            carried = sum(n for _gi, _name, n in taken)
            if limit is None or carried <= limit:
                continue
            names = Named(", ".join(name if n == 1 else f"{n} x {name}" for _gi, name, n in taken),
                          ", ".join(name.cs if n == 1 else f"{n}\u00d7 {name.cs}"
                                    for _gi, name, n in taken))
            yield Finding("void.carry-limit",
                          say("{who}: carries {n} {what} ({names}); the limit is {limit}",
                              who=ch.name, n=carried,
                              what=Named(SLOT_WORDS[slot], counted(
                                  carried, SLOT_WORDS_CS[slot]).split(" ", 1)[1]),
                              names=names, limit=limit),
                          ch.path + ("gear", _nth(taken, limit)))


def huds(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """At most two HUDs, of different types (L51)."""
    most = gear_data()["items"]["hud"]["max_count"]
    for ch in team.characters:
        worn = ch.huds()
        if sum(n for _gi, _t, n in worn) > most:
            yield Finding("void.hud", say("{who}: {n} HUDs; at most {most} may be worn",
                                          who=ch.name, n=sum(n for _gi, _t, n in worn),
                                          most=most),
                          ch.path + ("gear", _nth(worn, most)))
        seen: set[str] = set()
        for gi, t, n in worn:
            if t is None:
                continue
            if t in seen or n > 1:
                yield Finding("void.hud",
                              say("{who}: two {kind} HUDs; the two HUDs must be of different "
                                  "types", who=ch.name,
                                  kind=_plural_kind(entry_of("hud_types", t))),
                              ch.path + ("gear", gi))
                break
            seen.add(t)


def _plural_kind(entry: dict[str, Any]) -> Named:
    """A HUD type as the adjective before two HUDs: Czech 'dva taktické HUD' (the data's
    'taktický' in the plural)."""
    cs = str(entry.get("cs") or entry["en"])
    return Named(str(entry["en"]), cs[:-1] + "é" if cs.endswith("ý") else cs)


def attributes(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """Attributes after gear within 1-19 (L9)."""
    attrs = rules_data()["attributes"]
    for ch in team.characters:
        for a, base, change, value in ch.attributes:
            if not attrs["min"] <= value <= attrs["max"]:
                yield Finding("void.attributes",
                              say("{who}: {attribute} {base} {sign} {change} from gear = "
                                  "{value}, outside {low}-{high}", who=ch.name,
                                  attribute=Named(ATTRS_EN[a], ATTRS_CS[a]), base=base,
                                  sign="+" if change >= 0 else "-", change=abs(change),
                                  value=value, low=attrs["min"], high=attrs["max"]), ch.path)


def armor(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """Armor at most 19 (L9)."""
    most = rules_data()["attributes"]["armor_max"]
    for ch in team.characters:
        value = ch.armor
        if value > most:
            yield Finding("void.armor",
                          say("{who}: Armor {armor} from gear, over the maximum {most} by "
                              "{over}", who=ch.name, armor=value, most=most, over=value - most),
                          ch.path)


def tripods(team: Team, ctx: ListContext) -> Iterator[Finding]:
    """A heavy weapon cannot fire off a tripod (L37): legal, but worth a warning."""
    for ch in team.characters:
        heavy, tripods_ = ch.heavy(), ch.tripods()
        if heavy and tripods_ < len(heavy):
            yield Finding("void.heavy-without-tripod",
                          say("{who}: a heavy weapon cannot fire unless set on a tripod, and "
                              "no tripod is carried", who=ch.name),
                          ch.path + ("gear", heavy[tripods_]), "warning")


def equal_budgets(team: Team, ctx: ListContext) -> Iterator[Finding]:
    budgets_ = [ch.budget for ch in team.characters]
    if len(set(budgets_)) <= 1:
        return
    for ch in team.characters:
        if ch.budget != budgets_[0]:
            yield Finding("void.equal-budget",
                          say("starting money should be the same for the whole team: {here} "
                              "here, {first} for the first character", here=ch.budget,
                              first=budgets_[0]), ch.path, "warning")


RULES: list[Rule[Team]] = [classes_known, items_known, sizes, modes, modifications, types,
                           class_weapons, class_equipment, budgets, carry_limits, huds,
                           attributes, armor, tripods, equal_budgets]


# ------------------------------------------------------------------ totals


_WHAT = {"classes": N_("class"), "modes": N_("firing mode"), "modifications": N_("modification"),
         "hud_types": N_("HUD type"), "charges": N_("grenade charge")}  # as a refusal names it


def _refused(kind: str, name: str, english: str, who: object) -> Message:
    """The finding of ``who``'s unknown ``name`` (`Lookup.said`): the table's allowed values
    (``english`` as it reads in English, the Czech names, each agreeing with the finding's
    noun, in Czech) and the did-you-mean."""
    entries = table(kind).entries
    return Lookup(_WHAT[kind], entries).said(
        name, unit=who, allowed=Named(english, allowed_values(entries).cs))


def _capital(text: str) -> str:
    """A class's Czech name as the rulebook writes it, capitalised ('Zápasník', seed 003
    L13); English names stay as they are (`_class_name`)."""
    return text[:1].upper() + text[1:]


def _class_name(entry: dict[str, Any]) -> Named:
    """A class as a roster names it: English 'shooter', Czech 'Střelec'."""
    return Named(str(entry["en"]), _capital(str(entry.get("cs") or entry["en"])))


def _bought(g: Gear) -> str:
    """An entry as the roster lists it, with its price: English and Czech made here from
    the data's names, shown in the user's language by the roster."""
    if g.key is None:
        return say("{name} (not in the price lists)", name=Named(g.name, g.name))
    types_ = "hud_types" if g.key == "hud" else "charges"
    said = [(kind, x) for kind, x in (("modes", g.entry.get("mode")),
                                      (types_, g.entry.get("type")),
                                      *(("modifications", m) for m in mods_of(g.entry))) if x]
    price = Named(f" ({g.price})", f" ({cs_decimal(g.price)})")
    sized = "price_per_size" in g.item and "size" in g.entry  # a tent
    english = "".join([f"{g.count} x " if g.count != 1 else "", str(g.item["en"])])
    extras = "".join(f", {x}" for _kind, x in said)
    whole_cs = _bought_cs(g)  # a grenade's charge or a weapon's adjectives agree with it
    if whole_cs is not None:
        return Named(english + extras + price, whole_cs + price.cs)
    czech_ = "".join([f"{g.count}\u00d7 " if g.count != 1 else "",  # '2× vojenské jídlo'
                      str(g.item.get("cs") or g.item["en"])])
    tail = Named(extras + price, "".join(f", {_extra_cs(k, x)}" for k, x in said) + price.cs)
    if sized:
        return joined(Named(english, czech_), say(" of size {size}", size=g.entry["size"]),
                      tail)
    return Named(english + tail, czech_ + tail.cs)


def _bought_cs(g: Gear) -> str | None:
    """A grenade with a known charge, or a weapon, as a Czech roster names it, its price
    aside: the charge and the weapon's adjectives agree with its noun ('tříštivý časovaný
    granát', 'rychlopalná automatická laserová puška', L45); None for any other entry."""
    typ = g.entry.get("type")
    charge = find("charges", typ) \
        if typ is not None and g.item.get("category") == "grenade" else None
    if charge:  # 'tříštivý časovaný granát (100)': the charge agrees with granát (L45)
        name = f"{entry_of('charges', charge)['cs_grenade']} {g.item['cs']}"
        label = f"{g.count}\u00d7 {name}" if g.count != 1 else name
        return ", ".join([label, *(_extra_cs("modifications", m) for m in mods_of(g.entry))])
    if "cs_gender" not in g.item:
        return None
    said = [(kind, x, find(kind, x)) for kind, x in (
        *(("modifications", m) for m in mods_of(g.entry)), ("modes", g.entry.get("mode"))) if x]
    name = weapon_cs(g.item, [entry_of(kind, f)["cs"] for kind, _x, f in said if f])
    label = f"{g.count}\u00d7 {name}" if g.count != 1 else name
    return ", ".join([label, *(str(x) for _k, x, f in said if not f)])


def _final(ch: Character) -> dict[str, int]:
    """The attributes gear changed, and Armor, for the roster."""
    out = {ATTRS_EN[a]: value for a, _base, change, value in ch.attributes if change}
    out["Armor"] = ch.armor
    return out


def tally(team: Team, ctx: ListContext) -> Totals:
    summary: dict[str, Any] = {"spent": {}, "budget": {}}
    units: list[Unit] = []
    total = 0
    for ch in team.characters:
        spent, budget = ch.spent, ch.budget
        total += spent
        details: list[str] = [_class_name(entry_of("classes", ch.cls)) if ch.cls
                              else str(ch.raw.get("class", ""))]
        details += [joined(say(k), f" {v}") for k, v in _final(ch).items()]
        left = (say("{left} of {budget} money left", left=budget - spent, budget=budget)
                if spent <= budget else
                say("{over} over the budget of {budget}", over=spent - budget, budget=budget))
        bought = [_bought(g) for g in ch.gear if g.key is None or g.for_sale]
        units.append(Unit(ch.name, spent, 1, bought, details + [left]))
        summary["spent"][ch.name] = spent
        summary["budget"][ch.name] = budget
    summary["characters"] = len(team.characters)
    return Totals(points=total, summary=summary, units=units,
                  derived={N_("characters"): str(len(team.characters))})
