"""jsonschema-rs's yes/no, the one fast first pass before jsonschema (army lists,
catalogues, state files): in microseconds where jsonschema takes milliseconds. What it does
not find valid (or everything, without it) goes through jsonschema, which decides and words
the message; so it can only ever save time, never change a verdict."""

from __future__ import annotations

from typing import Any


def fast_validator(schema: dict[str, Any]) -> Any:
    """A jsonschema-rs validator of ``schema`` (its ``$schema`` draft, else 2020-12, as
    jsonschema's `validator_for`), or None when jsonschema-rs is missing or cannot compile
    it."""
    try:
        import jsonschema_rs  # heavy

        return jsonschema_rs.validator_for(schema)
    except Exception:  # not installed, or a schema it does not take: jsonschema alone
        return None


def fast_valid(fast: Any, value: Any) -> bool:
    """True when ``fast`` (`fast_validator`) finds ``value`` valid; False when it finds it
    invalid, has nothing to say (None) or cannot take the value (jsonschema decides then)."""
    if fast is None:
        return False
    try:
        return bool(fast.is_valid(value))
    except Exception:  # anything it cannot take: let jsonschema decide
        return False
