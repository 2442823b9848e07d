"""Void gear and rule tables by name: the one lookup shared by `wound void` and the list rules.

Names match in any case and with or without Czech accents (`fold`): the digest's English
name, the seed's Czech name, the table key or an alias from ``data/gear.toml``.
"""

from __future__ import annotations

from functools import lru_cache

from muster.engine.data import fold, load
from muster.errors import MusterError


def gear() -> dict:
    return load("void", "gear")


def rules() -> dict:
    return load("void", "rules")


def _index(table: dict) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, entry in table.items():
        for name in (key, entry.get("en", key), entry.get("cs", ""), *entry.get("aliases", ())):
            if name:
                out.setdefault(fold(name), key)
    return out


@lru_cache(maxsize=None)
def _indexes() -> dict[str, dict[str, str]]:
    g, r = gear(), rules()
    return {"items": _index(g["items"]), "charges": _index(g["charges"]),
            "hud_types": _index(g["hud_types"]), "classes": _index(g["classes"]),
            "modes": _index(r["modes"]), "modifications": _index(r["modifications"]),
            "defence": _index(r["defence"]), "specials": _index(r["specials"]),
            "actions": _index(r["actions"])}


def _table(kind: str) -> dict:
    if kind in ("modes", "modifications", "defence", "specials", "actions"):
        return rules()[kind]
    return gear()[kind]


def find(kind: str, name: str) -> str | None:
    """The table key for ``name`` in one of the tables (items, charges, hud_types, classes,
    modes, modifications, defence), or None."""
    return _indexes()[kind].get(fold(str(name)))


def entry(kind: str, key: str) -> dict:
    return _table(kind)[key]


def names(kind: str, pred=None) -> list[str]:
    """The English names of a table, for error messages."""
    return [e.get("en", k) for k, e in _table(kind).items() if pred is None or pred(e)]


def require(kind: str, name: str, what: str, pred=None) -> str:
    """Like `find`, but an unknown name is a MusterError that lists what is allowed."""
    key = find(kind, name)
    if key is None or (pred is not None and not pred(entry(kind, key))):
        from muster.errors import unknown_name

        table = {k: e for k, e in _table(kind).items() if pred is None or pred(e)}
        shown = {e.get("en", k): e for k, e in table.items()}  # listed by English name
        raise unknown_name(what, name, shown,
                           template="unknown {what} '{name}' (known: {allowed})")
    return key


def strength_band(strength: int) -> dict:
    for band in rules()["strength_bonus"]:
        if band["low"] <= strength <= band["high"]:
            return band
    from muster.i18n import say

    raise MusterError(say("Strength {strength} is outside 1-19", strength=strength))


def czech(kind: str, key: str) -> str:
    return entry(kind, key).get("cs", key)


def modification_problem(item: dict, mode: str | None, mod: str) -> str | None:
    """Why modification ``mod`` cannot be fitted to ``item`` (in firing mode ``mode``), or
    None when it can (L33, L39)."""
    from muster.i18n import Named, named, say

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
