"""A unit's state set by hand (``battle set``): the keys a game's unit state has (its
``<game>-state`` definition in ``schemas/battle.schema.json``) and a typed value read
from the text given, in English or Czech (yes/no, ano/ne; none/žádné for an empty list); a
word of a list of fixed words (a Void fighter's ``prone`` among its conditions) is set on its
own as a flag."""

from __future__ import annotations

from typing import Any

from muster.battle import store
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.errors import FieldError
from muster.i18n import N_

YES = ("yes", "true", "on", "1", "ano")
NO = ("no", "false", "off", "0", "ne")
NONE = ("none", "žádné", "žádný", "žádná", "nic")  # an empty list, in English or Czech


def keys(game: str) -> dict[str, dict[str, Any]]:
    """{state key: its schema} of a unit of ``game``."""
    found: dict[str, dict[str, Any]] = store.definition(f"{game}-state").get("properties", {})
    return found


def members(game: str) -> dict[str, str]:
    """{word: its state key} for the state's lists of fixed words (a Void fighter's
    conditions): each word may be set on its own, as a flag (``prone=no``)."""
    out: dict[str, str] = {}
    for key, schema in keys(game).items():
        if schema.get("type") == "array":
            for word in schema.get("items", {}).get("enum", []):
                out.setdefault(word, key)
    return out


def value(game: str, key: str, text: str, state: dict[str, Any] | None = None
          ) -> tuple[str, Any]:
    """(the state key ``key`` spells, ``text`` as its value); a `FieldError` naming the
    key if either is not one. With the unit's ``state``, a word of a list of fixed words
    is a flag too: ``prone=no`` is (``conditions``, the conditions without prone)."""
    known = keys(game)
    words = {w: k for w, k in members(game).items() if w not in known} if state else {}
    key = Lookup(N_("state key"), {k: {"en": k} for k in [*known, *words]}).find(
        key, field="key", template=N_("unknown state key '{name}' (allowed: {allowed})"))
    if key in words:
        low = text.strip().lower()
        if low not in YES and low not in NO:
            raise FieldError(key, "{field} is yes or no, not '{text}'", text=text)
        listed = [w for w in (state or {}).get(words[key], []) if w != key]
        return words[key], [*listed, key] if low in YES else listed
    schema = known[key]
    if "$ref" in schema:
        schema = {**store.definition(schema["$ref"].rsplit("/", 1)[-1]), **schema}
    low = text.strip().lower()
    if schema.get("type") == "boolean":
        if low in YES or low in NO:
            return key, low in YES
        raise FieldError(key, "{field} is yes or no, not '{text}'", text=text)
    if schema.get("type") == "integer":
        try:
            n = int(low)
        except ValueError:
            n = -1
        top = schema.get("maximum", 1000)
        if not schema.get("minimum", 0) <= n <= top:
            raise FieldError(key, "{field} is a whole number from {low} to {high}, not "
                             "'{text}'", low=schema.get("minimum", 0), high=top, text=text)
        return key, n
    if schema.get("type") == "array":  # a list of words: "pain,grabbed", or none
        items = [w.strip() for w in low.split(",") if w.strip() and w.strip() not in NONE]
        allowed = schema.get("items", {}).get("enum")
        wrong = next((w for w in items if allowed and w not in allowed), None)
        if wrong is not None:
            raise FieldError(key, "{field} is a list of {allowed} (or none), not '{text}'",
                             allowed=", ".join(allowed), text=text)
        return key, list(dict.fromkeys(items))
    if "enum" in schema:
        if low not in schema["enum"]:
            raise Lookup.of_names(N_("value"), schema["enum"]).unknown(text, field=key,
                                                                       template=UNKNOWN_FOR)
        return key, low
    return key, text
