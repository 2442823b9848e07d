"""A list's fingerprint: a short stable hash of its content, so that an organiser can tell
that a printed roster is the file that was validated.

The list is normalised first (Czech spellings read as the ids the rules use, by
`muster.lists.names.normalise`); then it is written as canonical JSON (keys sorted, no
spaces, Unicode in NFC) without ``$schema`` (an editor's hint, not content), and hashed with
SHA-256. Same content, any formatting, key order, YAML or JSON: the same fingerprint. Any
change to a name, a number, an item or the order of the units: another one.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from typing import Any

DIGITS = 12  # hex digits shown: 48 bits, in three groups of four ("5e1c-0b7a-93d2")
IGNORED = ("$schema",)  # top-level keys that are no part of the list


def fingerprint(data: Any) -> str:
    """The fingerprint of a parsed (and normalised) army file, e.g. ``5e1c-0b7a-93d2``."""
    if isinstance(data, dict) and any(k in data for k in IGNORED):
        data = {k: v for k, v in data.items() if k not in IGNORED}
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"),
                      default=str)
    digest = hashlib.sha256(unicodedata.normalize("NFC", text).encode("utf-8")).hexdigest()
    short = digest[:DIGITS]
    return "-".join(short[i:i + 4] for i in range(0, DIGITS, 4))
