"""Void gear and rule tables by name: the one lookup shared by `wound void` and the list rules.

Names match in any case and with or without Czech accents (`fold`): the digest's English
name, the seed's Czech name, the table key or an alias from ``data/gear.toml``. Every table
is an `engine.names.Lookup`; an unknown name lists the table's English names.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from muster.engine.data import load
from muster.engine.names import Lookup
from muster.errors import MusterError
from muster.i18n import N_, Named, named, say

RULE_TABLES = ("modes", "modifications", "defence", "specials", "actions", "situations",
               "athletics", "travel")
WEAPONS = ("melee", "natural", "ranged", "throwing", "grenade")
# what an unknown name is called (items, HUD types and classes are only looked up by the list
# rules, which report a miss themselves)
_WHAT = {"items": "item", "charges": N_("grenade charge"), "hud_types": "HUD type",
         "classes": "class", "modes": N_("firing mode"),
         "modifications": N_("modification"), "defence": N_("defence"),
         "specials": N_("special attack"), "actions": N_("class action"),
         "situations": N_("combat modifier"), "athletics": N_("move"),
         "travel": N_("pace")}


def gear() -> dict[str, Any]:
    return load("void", "gear")


def rules() -> dict[str, Any]:
    return load("void", "rules")


def _table(kind: str) -> dict[str, Any]:
    found: dict[str, Any] = rules()[kind] if kind in RULE_TABLES else gear()[kind]
    return found


class Table:
    """One table by every spelling: its entries are listed (in an unknown-name error) by
    English name, and a name gives the table's key."""

    def __init__(self, kind: str, what: str, categories: tuple[str, ...] | None = None):
        table = {k: e for k, e in _table(kind).items()
                 if categories is None or e.get("category") in categories}
        self.kind = kind
        self._key = {e.get("en", k): k for k, e in table.items()}
        self.lookup = Lookup(what, {e.get("en", k): e for k, e in table.items()})

    def find(self, name: str) -> str | None:
        """The table key ``name`` spells, or None."""
        found = self.lookup.key(name)
        return None if found is None else self._key[found]

    def require(self, name: str, field: str | None = None) -> str:
        """The table key ``name`` spells; else the unknown-name error (naming ``field``)."""
        return self._key[self.lookup.find(name, field=field)]


@cache
def table(kind: str, what: str | None = None,
          categories: tuple[str, ...] | None = None) -> Table:
    """The lookup of one table (items, charges, hud_types, classes, modes, modifications,
    defence, specials, actions); ``categories`` keeps only items of those categories."""
    return Table(kind, what or _WHAT[kind], categories)


def weapons() -> Table:
    return table("items", N_("weapon"), WEAPONS)


def find(kind: str, name: str) -> str | None:
    """The table key for ``name`` in one of the tables, or None."""
    return table(kind).find(name)


def entry(kind: str, key: str) -> dict[str, Any]:
    found: dict[str, Any] = _table(kind)[key]
    return found


def names(kind: str) -> list[str]:
    """The English names of a table, for messages."""
    return [e.get("en", k) for k, e in _table(kind).items()]


def strength_band(strength: int) -> dict[str, Any]:
    bands: list[dict[str, Any]] = rules()["strength_bonus"]
    for band in bands:
        if band["low"] <= strength <= band["high"]:
            return band
    raise MusterError(say("Strength {strength} is outside 1-19", strength=strength))


def grenade_cs(item: dict[str, Any], charge: str) -> str:
    """A grenade's Czech name with its charge, the adjective agreeing with *granát*
    (seed 003 L45): 'tříštivý nárazový granát'."""
    return f"{entry('charges', charge)['cs_grenade']} {item['cs']}"


def agreeing(adjective: str, gender: str) -> str:
    """A Czech adjective the data gives in its feminine form ('adamantiová', 'automatická';
    a soft one such as 'monomolekulární' has one form) agreeing with a noun of gender m, f
    or n: 'adamantiový meč', 'adamantiové kladivo'."""
    if adjective.endswith("á"):
        return adjective[:-1] + {"m": "ý", "f": "á", "n": "é"}[gender]
    return adjective


def weapon_cs(item: dict[str, Any], adjectives: list[str]) -> str:
    """A bought weapon's Czech name as a player writes it, its modification and firing mode
    before it and agreeing with it (seed 003 L33, L39: *Adamantiové zbraně*, *Rychlopalné
    pušky*): 'adamantiový meč', 'rychlopalná automatická laserová puška'."""
    gender = str(item.get("cs_gender", "f"))
    return " ".join([*(agreeing(a, gender) for a in adjectives), str(item["cs"])])


def czech(kind: str, key: str) -> str:
    return str(entry(kind, key).get("cs", key))


def modification_problem(item: dict[str, Any], mode: str | None, mod: str) -> str | None:
    """Why modification ``mod`` cannot be fitted to ``item`` (in firing mode ``mode``), or
    None when it can (L33, L39)."""
    cat, kinds = item.get("category"), set(item.get("kind", ()))
    name = named(item) if item.get("en") else "?"
    if mod == "adamantium":
        if cat in ("melee", "throwing") and kinds:
            return None
        return say("adamantium fits melee and throwing weapons only, not the {weapon}",
                   weapon=name)
    if mod == "monomolecular":
        if cat in ("melee", "throwing") and kinds & {"stabbing", "cutting"}:
            return None
        return say("monomolecular fits stabbing and cutting weapons only, not the {weapon}",
                   weapon=name)
    # the firing mode and the weapon together: 'semi-automatic block rifle' /
    # 'samonabíjecí blokopuška'
    shown_mode = rules()["modes"][mode or "semi-automatic"]
    both = Named(f"{shown_mode['en']} {item.get('en', '?')}",
                 f"{shown_mode['cs']} {item.get('cs', item.get('en', '?'))}")
    if mod == "long-range":
        if cat == "ranged" and item.get("rifle") and (mode or "semi-automatic") == "semi-automatic":
            return None
        return say("long-range fits semi-automatic rifles only, not the {weapon}", weapon=both)
    if mod == "rapid-fire":
        if cat == "ranged" and item.get("rifle") and mode == "automatic":
            return None
        return say("rapid-fire fits automatic rifles only, not the {weapon}", weapon=both)
    return say("unknown modification '{name}'", name=mod)
